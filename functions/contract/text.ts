// Vietnamese text rules shared by the server and the admin form: URL slugs and the search normaliser.
// Pure functions, no imports, so the frontend can reuse them as they are.

/**
 * Lower case without Vietnamese diacritics. NFD splits "ò" into "o" + a combining mark, which we drop;
 * "đ"/"Đ" is a letter of its own with no decomposition, so it is mapped to "d" by hand.
 */
export const removeDiacritics = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();

/** Path slug: "Vòng bi FAG 6205" → "vong-bi-fag-6205"; at most 200 characters of `a-z0-9-`. */
export const toPathSlug = (text: string): string =>
  removeDiacritics(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');

/**
 * Search form of a name or a query: no diacritics, lower case, every run of non-letters and non-digits
 * one space. "Vòng bi FAG-6205" → "vong bi fag 6205", so "fag 6205" and "fag-6205" find it alike.
 */
export const normalizeForSearch = (text: string): string =>
  removeDiacritics(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The words of a query in search form; none for a blank query. */
export const searchWords = (query: string): string[] => {
  const normalized = normalizeForSearch(query);
  return normalized ? normalized.split(' ') : [];
};
