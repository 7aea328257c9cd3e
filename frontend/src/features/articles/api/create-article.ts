import type { Article, ArticleInput } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const createArticle = (input: ArticleInput): Promise<Article> =>
  adminRequest<Article>('/Article', { method: 'POST', json: input });
