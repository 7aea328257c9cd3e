import type { QuoteRequest, QuoteRequestUpdateInput } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const updateQuoteRequest = (id: number, input: QuoteRequestUpdateInput): Promise<QuoteRequest> =>
  adminRequest<QuoteRequest>(`/QuoteRequest/${id}`, { method: 'PUT', json: input });
