import type { Article } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

/** The news, newest first. */
export const getPosts = (api: ApiTransport): Promise<Article[]> => apiRequest<Article[]>('/Article/GetPosts', {}, api);
