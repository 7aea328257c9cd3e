import type { Article } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

export const getArticleByPath = (api: ApiTransport, articlePath: string): Promise<Article> =>
  apiRequest<Article>(`/Article/Path?path=${encodeURIComponent(articlePath)}`, {}, api);
