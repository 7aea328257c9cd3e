import type { Article } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const getArticle = (id: number | string): Promise<Article> => adminRequest<Article>(`/Article/${id}`);
