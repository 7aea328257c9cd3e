import type { Article } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

/** The services, newest first. */
export const getServices = (): Promise<Article[]> => apiRequest<Article[]>('/Article/GetServices');
