import { normalizeForSearch } from '#contract/text';

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
 * One pass keeping only the best `limit` in order, so a broad query over 10,000 names sorts nothing big.
 */
export const matchNames = <T extends NameEntry>(entries: readonly T[], query: string, limit: number): T[] => {
  const phrase = normalizeForSearch(query);
  if (!phrase || limit <= 0) return [];
  const words = [...new Set(phrase.split(' '))];
  const compare = (a: T, b: T): number =>
    Number(!a.normalizedName.startsWith(phrase)) - Number(!b.normalizedName.startsWith(phrase)) ||
    a.normalizedName.length - b.normalizedName.length ||
    (a.normalizedName < b.normalizedName ? -1 : a.normalizedName > b.normalizedName ? 1 : 0) ||
    a.id - b.id;

  const best: T[] = [];
  for (const entry of entries) {
    if (!words.every((word) => entry.normalizedName.includes(word))) continue;
    if (best.length === limit && compare(entry, best[limit - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle]!, entry) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best;
};
