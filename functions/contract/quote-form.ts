// The quote form's plain facts, apart from its schemas (quote-request.ts): what a request may hold and the name
// of its honeypot field. The visitor's quote list, which every public page carries (the header's counter, the
// add buttons), and the quote page keep to them without taking zod into the browser.

export const QUOTE_LIMITS = {
  customerName: 100,
  company: 200,
  note: 2000,
  staffNote: 2000,
  itemText: 200,
  items: 50,
  quantity: 100_000,
} as const;

/**
 * The honeypot: a field the form hides from people (off screen, no tab stop, no autofill) and simple bots
 * fill like any other. A request that fills it is answered as accepted and nothing is stored or sent.
 */
export const QUOTE_HONEYPOT_FIELD = 'website';
