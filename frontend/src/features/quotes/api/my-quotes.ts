import type { BuyerQuotes, QuoteRequestReceipt } from '@vongbi/functions/contract';
import { API_PREFIX } from '@vongbi/functions/contract/site-addresses';
import { apiRequest } from '@/lib/api-client';

// A buyer's own requests (/my-quotes). The address and the link's token go in JSON bodies, never in a URL; the
// session is an HttpOnly cookie the browser sends to /api/my alone.

/** E-mails a single-use link to the address; the answer is the same whether or not it has requests. */
export const requestBuyerLink = (email: string): Promise<{ message: string }> =>
  apiRequest<{ message: string }>('/my/link', { method: 'POST', json: { email } });

/** Exchanges the link's token for this browser's session (401 when used, expired or unknown). */
export const startBuyerSession = (token: string): Promise<void> =>
  apiRequest<void>('/my/session', { method: 'POST', json: { token } });

/** The requests of the session's address, newest first (401 without a session). */
export const getMyQuotes = (): Promise<BuyerQuotes> => apiRequest<BuyerQuotes>('/my/quotes', { cache: 'no-store' });

/** Sends one of them again as a new request. */
export const resendMyQuote = (id: number, note: string): Promise<QuoteRequestReceipt> =>
  apiRequest<QuoteRequestReceipt>(`/my/quotes/${id}/resend`, { method: 'POST', json: { note } });

/** Where a báo giá's PDF downloads from: the API answers a short-lived link to it. */
export const myQuotePdfAddress = (id: number, number: string): string =>
  `${API_PREFIX}/my/quotes/${id}/replies/${encodeURIComponent(number)}/pdf`;
