import type { QuoteReplyDraft } from '@vongbi/functions/contract/quote-reply';
import { adminFileRequest } from '@/lib/admin-request';

export const previewQuoteReply = (requestId: number, draft: QuoteReplyDraft): Promise<Blob> =>
  adminFileRequest(`/QuoteRequest/${requestId}/replies/preview`, { method: 'POST', json: draft });
