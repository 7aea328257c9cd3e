import type { QuoteRequestCount, QuoteRequestPage, QuoteStatus } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/**
 * A page of requests, newest first, of one status or all; the next one is asked with the page's `nextCursor`.
 * They hold buyers' names and numbers: staff only.
 */
export const getQuoteRequests = (
  query: { status?: QuoteStatus; cursor?: string; limit?: number } = {},
): Promise<QuoteRequestPage> => {
  const search = new URLSearchParams();
  if (query.status) search.set('status', query.status);
  if (query.limit !== undefined) search.set('limit', String(query.limit));
  if (query.cursor) search.set('cursor', query.cursor);
  const text = search.toString();
  return adminRequest<QuoteRequestPage>(`/QuoteRequest${text ? `?${text}` : ''}`);
};

/** How many requests have this status (the sidebar's badge, the dashboard's tiles). */
export const getQuoteRequestCount = async (status: QuoteStatus): Promise<number> =>
  (await adminRequest<QuoteRequestCount>(`/QuoteRequest/count?status=${status}`)).count;
