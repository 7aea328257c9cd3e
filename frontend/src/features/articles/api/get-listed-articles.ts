import type { BlogFilter, ListedArticles } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

/** A page of /blogs's list: the news, the support articles, or both when `type` is absent; newest first. */
export const getListedArticles = (
  api: ApiTransport,
  { type, page = 1 }: { type?: BlogFilter; page?: number },
): Promise<ListedArticles> => {
  const query = new URLSearchParams({ ...(type ? { type } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  const search = query.size > 0 ? `?${query}` : '';
  return apiRequest<ListedArticles>(`/Article/GetListedArticles${search}`, {}, api);
};
