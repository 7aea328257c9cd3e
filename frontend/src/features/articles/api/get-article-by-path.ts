import type { Article } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

export const getArticleByPath = (articlePath: string): Promise<Article> =>
  apiRequest<Article>(`/Article/Path?path=${encodeURIComponent(articlePath)}`);
