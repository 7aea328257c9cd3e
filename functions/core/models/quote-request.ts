import type { QuoteItem, QuoteItemInput, QuoteRequest } from '#contract/quote-request';

/**
 * A quote request as stored: its lines as the visitor sent them, each linked one with its product's availability
 * at that moment (absent on requests stored before it was recorded); the linked products are read when answered.
 */
export interface QuoteRequestRecord extends Omit<QuoteRequest, 'items'> {
  items: (QuoteItemInput & { availabilityWhenSent?: QuoteItem['availabilityWhenSent'] })[];
}
