import { API_PREFIX } from '@vongbi/functions/contract/site-addresses';

/** A reply's PDF: the API answers with a short-lived link to it, which the browser follows (a download). */
export const quoteReplyPdfAddress = (requestId: number, number: string): string =>
  `${API_PREFIX}/QuoteRequest/${requestId}/replies/${number}/pdf`;
