import { OWN_BRANDS, readBrandWord, type BearingBrand } from '#contract/bearing-brands';
import type { BearingDimensions } from '#contract/bearing-dimensions';
import {
  BEARING_WORD,
  canBecomeSuffix,
  matchDesignation,
  parseDesignation,
  parseDimensionQuery,
  readCodeBeingTyped,
  readSearchText,
  type BearingDesignation,
  type DesignationMatch,
} from '#contract/designation';
import { normalizeForSearch, removeDiacritics } from '#contract/text';

// The matching and ranking rule of SearchInnerProductByName, on entries already in search form. Pure, so
// the rule is unit-tested apart from storage.
//
// A product is read from its name and its product code (`productSeries`). A query that names bearings
// (`62052rs`, `6205-2RS1`, `bạc đạn 6205`) finds the products with the same size, best first: the whole
// designation in any maker's spelling of its suffixes, then every suffix the buyer wrote, then the size alone;
// a shorter code still being typed (`620`) finds the sizes it begins, last. A different size never matches
// (`6207` is not a 6206, `62/28` is not a 6228). The query's other words, and a query without a code, match
// as today: each word a substring of the name (the words for "bearing" are one word). A query of three
// numbers (`25x52x15`, `d25 D52 B15`) finds the products of that bore, outside diameter and width: exact
// first, then those within DIMENSION_TOLERANCE_MM of each, as a worn ring measures.
//
// A maker's name first or last beside a code (`SKF 6205-2RS1`, `6205 DDU NSK`) names the brand the buyer holds,
// not a word to find: the FAG and INA parts of that size answer it, and when the name is FAG or INA, that
// brand's parts come first. A code that staff confirmed as another maker's equivalent of a product (its cross
// references) finds that product before any other. A code cut inside a suffix group as it is typed (`62052`,
// `62052r`) finds the products of its size whose suffixes can still become what is being typed.

/** A product as the search reads it. */
export interface NameEntry {
  id: number;
  /** The name through `normalizeForSearch`. */
  normalizedName: string;
  /** The name's and the code's words, the words for "bearing" as one (`readSearchText`), joined by spaces. */
  words: string;
  /** The designations the name and the code write. */
  designations: readonly BearingDesignation[];
  /** Bore, outside diameter and width, when the product has all three. */
  dimensions?: BearingDimensions;
  /** The maker its brand field, else its name, names; undefined when none does (always set: see nameEntry). */
  brand: BearingBrand | undefined;
  /** Other makers' codes staff confirmed as equivalents of the product. */
  crossReferences: readonly CrossReferenceEntry[];
}

/** A confirmed equivalent as the search compares it. */
export interface CrossReferenceEntry {
  brand?: BearingBrand;
  /** Letters and digits alone, lower case: "6205ddu". */
  compact: string;
  /** The designation's key, when the code is one (`BearingDesignation.key`). */
  key?: string;
}

/** What besides its name and code a product's entry is read from, in search form. */
export interface EntryMarks {
  /** The product's brand field. */
  brand?: string;
  crossReferences?: readonly { brand: string; code: string }[];
}

/**
 * Name or code as the index keeps it: lower case, no diacritics, and only the separators that can matter in
 * a designation (`-`, `.`, `/`; `62/28` is not `6228`).
 */
export const searchForm = (text: string): string =>
  removeDiacritics(text)
    .replace(/[^\p{L}\p{N}\-./]+/gu, ' ')
    .trim();

const compactCode = (text: string): string => removeDiacritics(text).replace(/[^\p{L}\p{N}]+/gu, '');

const firstBrand = (words: readonly string[]): BearingBrand | undefined => {
  for (const word of words) {
    const brand = readBrandWord(word);
    if (brand) return brand;
  }
  return undefined;
};

/** A product's entry from its name and code in search form, its dimensions, its brand and cross references. */
export const nameEntry = (
  id: number,
  name: string,
  code = '',
  dimensions?: BearingDimensions,
  marks: EntryMarks = {},
): NameEntry => {
  const text = readSearchText(`${name} ${code}`);
  const brand = firstBrand(normalizeForSearch(marks.brand ?? '').split(' ')) ?? firstBrand(text.words);
  return {
    id,
    normalizedName: normalizeForSearch(name),
    words: text.words.join(' '),
    designations: text.designations,
    ...(dimensions ? { dimensions } : {}),
    // Set even when undefined, so that every entry has the same shape and matching stays monomorphic.
    brand,
    crossReferences: (marks.crossReferences ?? []).map((reference) => {
      const referenceBrand = firstBrand(normalizeForSearch(reference.brand).split(' '));
      const key = parseDesignation(reference.code)?.key;
      return {
        compact: compactCode(reference.code),
        ...(referenceBrand ? { brand: referenceBrand } : {}),
        ...(key ? { key } : {}),
      };
    }),
  };
};

/** How far a measured size may be from a product's and still be offered, after the exact ones. */
export const DIMENSION_TOLERANCE_MM = 0.5;

const DIMENSIONS = ['boreMm', 'outerDiameterMm', 'widthMm'] as const;

/** 0 for the same size, 1 for one within the tolerance in each dimension, undefined otherwise. */
const dimensionTier = (wanted: BearingDimensions, offered: BearingDimensions | undefined): number | undefined => {
  if (!offered) return undefined;
  const gaps = DIMENSIONS.map((name) => Math.abs(wanted[name] - offered[name]));
  if (gaps.every((gap) => gap === 0)) return 0;
  return gaps.every((gap) => gap <= DIMENSION_TOLERANCE_MM) ? 1 : undefined;
};

/** Tiers, best first: a confirmed equivalent, the designation matches, a code being typed, then words alone. */
const TIER: Readonly<Record<'verified' | DesignationMatch | 'prefix' | 'words', number>> = {
  verified: 0,
  full: 1,
  suffixes: 2,
  basic: 3,
  prefix: 4,
  words: 5,
};

/** How well one of the product's designations answers one the buyer wrote; undefined when none does. */
const bestTier = (wanted: BearingDesignation, offered: readonly BearingDesignation[]): number | undefined => {
  let best: number | undefined;
  for (const designation of offered) {
    const match = matchDesignation(wanted, designation);
    const tier =
      match !== undefined
        ? TIER[match]
        : !wanted.suffixes.length && !wanted.prefix && designation.basic.startsWith(wanted.basic)
          ? TIER.prefix
          : undefined;
    if (tier !== undefined && (best === undefined || tier < best)) best = tier;
  }
  return best;
};

/** A query read once for all the entries it is matched against. */
interface Query {
  phrase: string;
  /** Set when the query is three numbers: then only the size counts. */
  dimensions?: BearingDimensions;
  designations: readonly BearingDesignation[];
  /** The words that are not part of a designation, as typed (in search form)… */
  typedWords: readonly string[];
  /** …and with the words for "bearing" as one word: an entry must contain either set. */
  words: readonly string[];
  /** The maker named beside the code, or among the words of a query without one. */
  brand?: BearingBrand;
  /** The query's words but the words for "bearing" and the maker, as `CrossReferenceEntry.compact`. */
  compact: string;
  /** The start of a suffix group being typed after the query's one designation ("2R" of "62052r"). */
  typedSuffix?: string;
}

/** `all` without one occurrence of each of `taken`. */
const without = (all: readonly string[], taken: readonly string[]): string[] => {
  const left = [...all];
  for (const word of taken) {
    const index = left.indexOf(word);
    if (index !== -1) left.splice(index, 1);
  }
  return left;
};

const readQuery = (query: string): Query | undefined => {
  const phrase = normalizeForSearch(query);
  if (!phrase) return undefined;
  const dimensions = parseDimensionQuery(query);
  if (dimensions) return { phrase, dimensions, designations: [], typedWords: [], words: [], compact: '' };
  const text = readSearchText(query);
  const beingTyped = readCodeBeingTyped(query);
  if (beingTyped) {
    return {
      phrase,
      designations: [beingTyped.designation],
      typedWords: [],
      words: [],
      compact: compactCode(query),
      typedSuffix: beingTyped.typed,
    };
  }
  const designationWords = without(text.words, text.plainWords);
  // Without a code the maker stays a word to find, and still says whose code a confirmed equivalent must be.
  const brand = text.brand ?? (text.designations.length === 0 ? firstBrand(text.plainWords) : undefined);
  return {
    phrase,
    designations: text.designations,
    typedWords: [...new Set(without(phrase.split(' '), designationWords))],
    words: [...new Set(text.plainWords)],
    ...(brand ? { brand } : {}),
    compact: text.words.filter((word) => word !== BEARING_WORD && !readBrandWord(word)).join(''),
  };
};

/** Whether the product has a confirmed equivalent that the query's code names, of the maker it names if any. */
const isConfirmedEquivalent = (entry: NameEntry, query: Query, wordsMatch: boolean): boolean =>
  entry.crossReferences.some(
    (reference) =>
      (!query.brand || !reference.brand || reference.brand === query.brand) &&
      ((query.compact !== '' && reference.compact === query.compact) ||
        (wordsMatch &&
          !query.typedSuffix &&
          query.designations.length === 1 &&
          reference.key === query.designations[0]!.key)),
  );

/** Whether one of the product's designations of the wanted size has a suffix the typed start can become. */
const canBecomeTyped = (entry: NameEntry, wanted: BearingDesignation, typed: string): boolean =>
  entry.designations.some(
    (designation) =>
      designation.basic === wanted.basic && designation.suffixes.some((suffix) => canBecomeSuffix(typed, suffix)),
  );

/** The entry's tier for the query, or undefined when it does not match. */
const tierOf = (entry: NameEntry, query: Query): number | undefined => {
  if (query.dimensions) return dimensionTier(query.dimensions, entry.dimensions);
  const inName = (word: string) => entry.normalizedName.includes(word);
  const inWords = (word: string) => inName(word) || entry.words.includes(word);
  const wordsMatch = query.typedWords.every(inName) || query.words.every(inWords);
  if (entry.crossReferences.length > 0 && isConfirmedEquivalent(entry, query, wordsMatch)) return TIER.verified;
  if (!wordsMatch) return undefined;
  if (query.designations.length === 0) return TIER.words;
  if (query.typedSuffix && !canBecomeTyped(entry, query.designations[0]!, query.typedSuffix)) return undefined;
  let tier: number = TIER.full;
  for (const wanted of query.designations) {
    const best = bestTier(wanted, entry.designations);
    if (best === undefined) return undefined;
    tier = Math.max(tier, best);
  }
  return tier;
};

interface Ranked<T> {
  entry: T;
  tier: number;
  /** 0 for a product of the FAG or INA brand the query names, else 1 (0 for all when it names none). */
  brandRank: number;
}

/**
 * Entries the query matches, best first: the FAG or INA brand the query names, by tier, then names that start with the whole query, then shorter
 * names, then alphabetical, then by id. A blank query matches nothing. One pass keeping only the best `limit`
 * in order, so a broad query over 10,000 products sorts nothing big.
 */
export const matchNames = <T extends NameEntry>(entries: readonly T[], query: string, limit: number): T[] => {
  const read = readQuery(query);
  if (!read || limit <= 0) return [];
  const ownBrand = read.brand && OWN_BRANDS.includes(read.brand) ? read.brand : undefined;
  const compare = (a: Ranked<T>, b: Ranked<T>): number =>
    a.brandRank - b.brandRank ||
    a.tier - b.tier ||
    Number(!a.entry.normalizedName.startsWith(read.phrase)) - Number(!b.entry.normalizedName.startsWith(read.phrase)) ||
    a.entry.normalizedName.length - b.entry.normalizedName.length ||
    (a.entry.normalizedName < b.entry.normalizedName ? -1 : a.entry.normalizedName > b.entry.normalizedName ? 1 : 0) ||
    a.entry.id - b.entry.id;

  const best: Ranked<T>[] = [];
  for (const entry of entries) {
    const tier = tierOf(entry, read);
    if (tier === undefined) continue;
    const ranked = { entry, tier, brandRank: ownBrand && entry.brand !== ownBrand ? 1 : 0 };
    if (best.length === limit && compare(ranked, best[limit - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle]!, ranked) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, ranked);
    if (best.length > limit) best.pop();
  }
  return best.map((ranked) => ranked.entry);
};
