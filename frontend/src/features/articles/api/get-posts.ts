import type { Article } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

/** The news, newest first. */
export const getPosts = (): Promise<Article[]> => apiRequest<Article[]>('/Article/GetPosts');
