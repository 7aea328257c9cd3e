import type { InnerProductSummary } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

/** The popular products of the home page: up to 10, newest first. */
export const getOutstandingInnerProducts = (api: ApiTransport): Promise<InnerProductSummary[]> =>
  apiRequest<InnerProductSummary[]>('/InnerProduct/GetInnerProductOutstanding', {}, api);
