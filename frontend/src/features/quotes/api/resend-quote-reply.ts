import type { QuoteReply } from '@vongbi/functions/contract/quote-reply';
import { adminRequest } from '@/lib/admin-request';

export const resendQuoteReply = (requestId: number, number: string): Promise<QuoteReply> =>
  adminRequest<QuoteReply>(`/QuoteRequest/${requestId}/replies/${number}/resend`, { method: 'POST' });
