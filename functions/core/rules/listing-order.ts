import { parseDesignation, readSearchText, type BearingDesignation } from '#contract/designation';

// A category lists its products by bearing designation, as buyers and price lists read them, and groups them
// by the designation's family for its filter. The designation is the product code's when staff gave one (the
// code decides alone, as for dimensions: a clutch coded "624 3185 09" is no 624 bearing), else the one bearing
// its name names.
//
// Order: products with a designation first, by size, then prefix, then suffixes; then the others by name.
// Sizes compare in natural order (digit runs as numbers, letters alphabetically): 608 < 6000 < 6205 < 6305 <
// 7310 < 22220 < NU2212. The bare size comes before its variants, whose suffix groups compare the same way:
// 6205 < 6205-2RS (62052RS reads so) < 6205-2RS-C3 < 6205-2Z < 6206. A size with a slash compares by its digits
// before the slash first (62/28 before 608): such sizes are rare and stay together.

const codeOrder = new Intl.Collator('en', { numeric: true }).compare;
const nameOrder = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' }).compare;

/** Product families whose size ends in a two-digit bore code (NU2212 is NU22 with bore code 12). */
const BORE_CODED_LETTERS = new Set([
  ...['N', 'NU', 'NJ', 'NUP', 'NF', 'NN', 'NNU', 'NCF'], // cylindrical roller
  ...['NA', 'RNA'], // needle roller with and without inner ring
  ...['UC', 'UCP', 'UCF', 'UCFL', 'UCFC', 'UCT', 'UCPA', 'UK', 'YAR', 'YET', 'YEL'], // insert bearings and units
  ...['SN', 'SNL', 'H', 'AH', 'AHX'], // plummer blocks, adapter and withdrawal sleeves
]);

/**
 * The family of a basic designation: the size without its bore code, written with `xx` where the code was
 * (6205 → 62xx, 22220 → 222xx, 608 → 60xx, 62/28 → 62xx, NU2212 → NU22xx); a family whose size is no bore
 * code keeps its letters alone (NK 25/20 → NK, K 25x29x13 → K, GE 40 → GE, SNV 100 → SNV).
 */
export const designationFamily = (basic: string): string => {
  const digits = /^(\d+)(\/\d+)?$/.exec(basic);
  if (digits) {
    const [, size, slash] = digits as unknown as [string, string, string | undefined];
    if (slash) return `${size}xx`;
    return `${size.length <= 3 ? size.slice(0, 2) : size.slice(0, -2)}xx`;
  }
  const lettered = /^([A-Z]+)(\d+)$/.exec(basic);
  if (lettered && BORE_CODED_LETTERS.has(lettered[1]!) && lettered[2]!.length >= 3) {
    return `${lettered[1]}${lettered[2]!.slice(0, -2)}xx`;
  }
  return /^[A-Z]+/.exec(basic)?.[0] ?? basic;
};

/** The designation a product is listed by: its code's when it has a code, else the one its name names. */
export const listedDesignation = (product: { name: string; productSeries: string }): BearingDesignation | undefined => {
  const code = product.productSeries.trim();
  if (code !== '') return parseDesignation(code);
  const named = readSearchText(product.name).designations;
  return named.length === 1 ? named[0] : undefined;
};

const compareLists = (a: readonly string[], b: readonly string[]): number => {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const order = codeOrder(a[index]!, b[index]!);
    if (order !== 0) return order;
  }
  return a.length - b.length;
};

const compareDesignations = (a: BearingDesignation, b: BearingDesignation): number =>
  codeOrder(a.basic, b.basic) ||
  codeOrder(a.prefix, b.prefix) ||
  compareLists([...a.suffixes].sort(), [...b.suffixes].sort());

interface Listed {
  id: number;
  name: string;
  productSeries: string;
}

/**
 * The products in listing order, each with its family (null without a designation). Stable for equal
 * designations and names: the id decides last.
 */
export const inListingOrder = <T extends Listed>(products: readonly T[]): (T & { family: string | null })[] =>
  products
    .map((product) => ({ product, designation: listedDesignation(product) }))
    .sort(
      (a, b) =>
        (a.designation && b.designation
          ? compareDesignations(a.designation, b.designation)
          : Number(!a.designation) - Number(!b.designation)) ||
        nameOrder(a.product.name, b.product.name) ||
        a.product.id - b.product.id,
    )
    .map(({ product, designation }) => ({
      ...product,
      family: designation ? designationFamily(designation.basic) : null,
    }));
