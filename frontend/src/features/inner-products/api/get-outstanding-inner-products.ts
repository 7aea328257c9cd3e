import type { InnerProductSummary } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

/** The popular products of the home page: up to 10, newest first. */
export const getOutstandingInnerProducts = (): Promise<InnerProductSummary[]> =>
  apiRequest<InnerProductSummary[]>('/InnerProduct/GetInnerProductOutstanding');
