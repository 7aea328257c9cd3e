import type { QuoteItemInput, QuoteRequest } from '#contract/quote-request';

/** A quote request as stored: its lines as the visitor sent them; the linked products are read when answered. */
export interface QuoteRequestRecord extends Omit<QuoteRequest, 'items'> {
  items: QuoteItemInput[];
}
