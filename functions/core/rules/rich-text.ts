import { fitsRichHtmlLimit, RICH_HTML_TOO_LONG } from '#contract/fields';
import { validationError } from '../errors';
import { sanitizeRichHtml } from './sanitize';

// Rich HTML is sanitised on write. Sanitising can lengthen text (`&` → `&amp;`), so the contract's size limit
// is checked on the clean value too.

/** The sanitised HTML for `field`, or 400 VALIDATION when it would not fit the record. */
export const cleanRichHtml = (field: string, html: string): string => {
  const clean = sanitizeRichHtml(html);
  if (!fitsRichHtmlLimit(clean)) throw validationError({ [field]: RICH_HTML_TOO_LONG });
  return clean;
};
