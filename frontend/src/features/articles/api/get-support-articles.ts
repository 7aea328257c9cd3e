import type { Article } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

/** The technical-support articles, newest first. */
export const getSupportArticles = (api: ApiTransport): Promise<Article[]> =>
  apiRequest<Article[]>('/Article/GetSupportArticles', {}, api);
