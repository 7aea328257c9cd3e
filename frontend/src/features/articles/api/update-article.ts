import type { Article, ArticleUpdateInput } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const updateArticle = (id: number, input: ArticleUpdateInput): Promise<Article> =>
  adminRequest<Article>(`/Article/${id}`, { method: 'PUT', json: input });
