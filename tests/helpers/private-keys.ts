/**
 * The keys routes.ts declares private (readsPrivateKeys), as IAM patterns, which the private-reads test and the
 * synthesised IAM both must match. Personal data: subscriber e-mail addresses (`SUB#<address>`, their list
 * partition `SUB`); quote requests (`QUOTE#<id>`, their list partition `QUOTE`, recent receipts `QUOTEREPEAT#`,
 * the requests of each buyer's address `QUOTEBUYER#`); buyers' links and sessions (`BUYERLINK#`, `BUYERSESSION#`);
 * staff password hashes (`STAFFLOGIN#<username>`); the audit log (`AUDIT#<month>`, `AUDIT#OF#…`, `AUDIT#BY#…`).
 */
export const PRIVATE_KEY_PATTERNS = [
  'AUDIT#*',
  'BUYERLINK#*',
  'BUYERSESSION#*',
  'QUOTE',
  'QUOTE#*',
  'QUOTEBUYER#*',
  'QUOTEREPEAT#*',
  'STAFFLOGIN#*',
  'SUB',
  'SUB#*',
];
