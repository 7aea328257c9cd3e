import type { DesignationExplained } from './designation-explained';
import type { InnerProductSummary } from './inner-product';

// The answer of GET /api/InnerProduct/Equivalents: the buyer's code explained, and the catalogue's products that
// replace it, each with its verdict and, when it is not one-to-one, every difference in a sentence.

/** The longest code read; the routes refuse longer text. Here, away from the tables, so the browser may import it. */
export const DESIGNATION_MAX_LENGTH = 200;

/** The most matches one answer lists. */
export const EQUIVALENTS_LIMIT = 20;

export interface EquivalentDifference {
  /** What differs: `seal`, `shield`, `clearance`, `cage`, `design`, `snapRing`, `set`, `vibration`,
   *  `lubrication`, `caution` (makers' tables disagree), `unknown` (a part not known). */
  attribute: string;
  /** Vietnamese, for the buyer. */
  message: string;
}

export interface Equivalent {
  product: InnerProductSummary & { code: string; brand: string };
  verdict: 'drop-in' | 'conditional';
  differences: EquivalentDifference[];
  /** Staff confirmed this product as a drop-in for the code asked. */
  verified: boolean;
}

export interface EquivalentsAnswer {
  query: DesignationExplained;
  /** Drop-ins first, then conditional; at most EQUIVALENTS_LIMIT. */
  matches: Equivalent[];
}

/** Another maker's code a product is a drop-in for, by the suffix table: `{brand: "SKF", code: "6205-2RSH/C3"}`. */
export interface ReplacedCode {
  brand: string;
  code: string;
}

/** What a product page shows of its code: its parts explained, and the other makers' codes it replaces. */
export interface ProductDesignation {
  /** Null for a product whose code (or name) names no bearing size. */
  designation: DesignationExplained | null;
  replacesCodes: ReplacedCode[];
}
