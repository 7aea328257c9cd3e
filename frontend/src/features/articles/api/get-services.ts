import type { Article } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

/** The services, newest first. */
export const getServices = (api: ApiTransport): Promise<Article[]> =>
  apiRequest<Article[]>('/Article/GetServices', {}, api);
