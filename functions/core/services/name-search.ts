import { normalizeForSearch } from '../text';

// The matching and ranking rule of SearchInnerProductByName, on entries already in search form. Pure, so
// the rule is unit-tested apart from storage.

export interface NameEntry {
  id: number;
  /** The name through `normalizeForSearch`. */
  normalizedName: string;
}

/**
 * Entries whose name contains every word of the query (each as a substring), best first: names that start
 * with the whole query, then shorter names, then alphabetical, then by id. A blank query matches nothing.
 */
export const matchNames = (entries: readonly NameEntry[], query: string, limit: number): NameEntry[] => {
  const phrase = normalizeForSearch(query);
  if (!phrase) return [];
  const words = [...new Set(phrase.split(' '))];
  const hits = entries.filter((entry) => words.every((word) => entry.normalizedName.includes(word)));
  const startsWith = (entry: NameEntry) => (entry.normalizedName.startsWith(phrase) ? 0 : 1);
  return hits
    .sort(
      (a, b) =>
        startsWith(a) - startsWith(b) ||
        a.normalizedName.length - b.normalizedName.length ||
        (a.normalizedName < b.normalizedName ? -1 : a.normalizedName > b.normalizedName ? 1 : 0) ||
        a.id - b.id,
    )
    .slice(0, limit);
};
