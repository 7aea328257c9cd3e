import type { QuoteReply, QuoteReplyInput } from '@vongbi/functions/contract/quote-reply';
import { adminRequest } from '@/lib/admin-request';

export const sendQuoteReply = (requestId: number, input: QuoteReplyInput): Promise<QuoteReply> =>
  adminRequest<QuoteReply>(`/QuoteRequest/${requestId}/replies`, { method: 'POST', json: input });
