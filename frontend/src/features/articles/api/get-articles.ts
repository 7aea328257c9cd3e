import type { Article } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

/** The news and technical-support articles together, newest first. */
export const getArticles = (api: ApiTransport): Promise<Article[]> =>
  apiRequest<Article[]>('/Article/GetArticles', {}, api);
