import { validationError } from '../errors';
import { sanitizeRichHtml } from '../sanitize';

// Rich HTML is sanitised on write. A DynamoDB item holds at most 400 KB, so the clean HTML of one record may
// take 300 KB of it (bytes, not characters: Vietnamese letters take two or three); longer content is a 400
// for its field rather than a failed write. Sanitising can lengthen text (`&` → `&amp;`), so the limit is
// checked on the clean value too.

export const MAX_RICH_HTML_BYTES = 300_000;
export const RICH_HTML_TOO_LONG = 'Nội dung quá dài';

export const fitsRichHtmlLimit = (html: string): boolean => Buffer.byteLength(html, 'utf8') <= MAX_RICH_HTML_BYTES;

/** The sanitised HTML for `field`, or 400 VALIDATION when it would not fit the record. */
export const cleanRichHtml = (field: string, html: string): string => {
  const clean = sanitizeRichHtml(html);
  if (!fitsRichHtmlLimit(clean)) throw validationError({ [field]: RICH_HTML_TOO_LONG });
  return clean;
};
