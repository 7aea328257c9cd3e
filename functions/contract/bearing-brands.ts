import { removeDiacritics } from './text';

// The bearing makers whose codes buyers type, as one table: search, the designation explainer and the
// equivalents read a brand word with it, so "SKF 6205-2RS1", "6205 DDU NSK" and "vòng bi skf 6205" name the
// brand instead of asking for a word the product must contain. Plain TypeScript, no other imports.

/** Each brand as it is written on the page, with the spellings buyers type for it (search form). */
export const BEARING_BRANDS = {
  FAG: ['fag'],
  INA: ['ina'],
  SKF: ['skf'],
  NSK: ['nsk'],
  NTN: ['ntn'],
  Koyo: ['koyo', 'jtekt'],
  Timken: ['timken'],
  ZWZ: ['zwz'],
  NMB: ['nmb', 'minebea'],
  NACHI: ['nachi'],
} as const satisfies Record<string, readonly string[]>;

export type BearingBrand = keyof typeof BEARING_BRANDS;

/** The distributor's own brands: their parts are the answers, the others' are the questions. */
export const OWN_BRANDS: readonly BearingBrand[] = ['FAG', 'INA'];

const BRAND_BY_SPELLING = new Map<string, BearingBrand>(
  Object.entries(BEARING_BRANDS).flatMap(([brand, spellings]) =>
    spellings.map((spelling): [string, BearingBrand] => [spelling, brand as BearingBrand]),
  ),
);

/** The brand a single word names ("skf", "SKF", "Koyo"), or undefined. */
export const readBrandWord = (word: string): BearingBrand | undefined =>
  BRAND_BY_SPELLING.get(removeDiacritics(word).trim());
