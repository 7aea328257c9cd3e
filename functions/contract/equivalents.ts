import type { DesignationExplained } from './designation-explained';
import type { InnerProductSummary } from './inner-product';

// The answer of GET /api/InnerProduct/Equivalents: the buyer's code explained, and the catalogue's products that
// replace it, each with its verdict and, when it is not one-to-one, every difference in a sentence.

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
