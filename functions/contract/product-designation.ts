import type { DesignationExplained } from './designation-explained';

// What a product's answer says of its code (GET /api/InnerProduct/…): a module of its own, which the inner-product
// contract and the equivalents' answer both use without importing each other.

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
