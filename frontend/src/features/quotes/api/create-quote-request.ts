import type { QuoteRequestInput, QuoteRequestReceipt } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

/** Sends the visitor's request as JSON (never in a URL: it holds a name and a phone number). */
export const createQuoteRequest = (input: QuoteRequestInput): Promise<QuoteRequestReceipt> =>
  apiRequest<QuoteRequestReceipt>('/QuoteRequest', { method: 'POST', json: input });
