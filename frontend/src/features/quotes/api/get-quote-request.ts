import type { QuoteRequest } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const getQuoteRequest = (id: number | string): Promise<QuoteRequest> =>
  adminRequest<QuoteRequest>(`/QuoteRequest/${id}`);
