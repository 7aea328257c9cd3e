import type { Article } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** Every article, newest first (admin only). */
export const getAllArticles = (): Promise<Article[]> => adminRequest<Article[]>('/Article');
