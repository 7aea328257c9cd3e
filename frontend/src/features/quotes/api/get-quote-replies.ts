import type { QuoteReplies } from '@vongbi/functions/contract/quote-reply';
import { adminRequest } from '@/lib/admin-request';

export const getQuoteReplies = (requestId: number | string): Promise<QuoteReplies> =>
  adminRequest<QuoteReplies>(`/QuoteRequest/${requestId}/replies`);
