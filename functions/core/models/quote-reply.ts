import type { QuoteReply } from '#contract/quote-reply';

/** A reply as stored: what staff and the buyer read, and where its PDF is kept in the files bucket. */
export interface QuoteReplyRecord extends QuoteReply {
  pdfKey: string;
}

/** Where replies' PDFs are kept in the files bucket: never served, read through short-lived links only. */
export const QUOTE_REPLIES_PREFIX = 'quote-replies/';
