import type { Article } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

/** The technical-support articles, newest first. */
export const getSupportArticles = (): Promise<Article[]> => apiRequest<Article[]>('/Article/GetSupportArticles');
