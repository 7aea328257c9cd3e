import type { Article } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

/** The news and technical-support articles together, newest first. */
export const getArticles = (): Promise<Article[]> => apiRequest<Article[]>('/Article/GetArticles');
