import type { BearingBrand } from '#contract/bearing-brands';
import { explainCode, explainDesignation, type BearingReading } from '#contract/designation-explained';
import { readSearchText } from '#contract/designation';
import type { ProductDesignation, ReplacedCode } from '#contract/product-designation';
import { SUFFIX_ROWS, type SuffixEffect, type SuffixRow } from '#contract/suffix-table';
import { compareReadings } from './equivalents';

// The other makers' codes a product is a drop-in for, spelt from the suffix table (SKF 6205-2RSH/C3, NSK
// 6205DDUC3, NTN 6205LLUC3… for FAG 6205-2RSR-C3), so that its page is found by the codes it replaces. Each code
// is written in the maker's way, then read back and compared with the product by the equivalents rule: only codes
// the rule itself calls drop-ins are listed.

/** What a code must say for the rule to call it one-to-one; the cage and the design are said when a maker can. */
const REQUIRED: readonly (keyof SuffixEffect)[] = [
  'material',
  'closure',
  'angle',
  'taper',
  'snapRing',
  'clearance',
  'precision',
  'heat',
];
const OPTIONAL: readonly (keyof SuffixEffect)[] = ['design', 'cage'];

/** Where a part goes in a maker's code: before the size, right after it, in the middle group, or after a slash. */
type Place = 'prefix' | 'closure' | 'middle' | 'end';

const placeOf = (row: SuffixRow): Place =>
  row.prefix
    ? 'prefix'
    : row.effect.closure
      ? 'closure'
      : row.group === 'clearance' || row.group === 'precision' || row.effect.heat
        ? 'end'
        : 'middle';

/** The product's value of a part; undefined for none (no closure, normal clearance). */
/** The order makers write the parts in: design and contact angle, cage, bore, snap ring, then the rest. */
const GROUP_ORDER: readonly SuffixRow['group'][] = ['prefix', 'seal', 'shield', 'design', 'cage', 'bore', 'special'];

const valueOf = (reading: BearingReading, key: keyof SuffixEffect): unknown =>
  key === 'clearance' && reading.clearance === 'CN' ? undefined : (reading[key] ?? undefined);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A row that says only what the product is, none of it cautioned. */
const fits = (row: SuffixRow, brand: BearingBrand, reading: BearingReading) =>
  row.brands.includes(brand) &&
  !row.caution &&
  (!row.kinds || (reading.kind !== null && row.kinds.includes(reading.kind))) &&
  Object.entries(row.effect).every(([key, value]) => same(valueOf(reading, key as keyof SuffixEffect), value));

/** The rows a maker needs to say what the product is, or undefined when its table cannot say a required part. */
const rowsFor = (brand: BearingBrand, reading: BearingReading): SuffixRow[] | undefined => {
  const candidates = SUFFIX_ROWS.filter((row) => fits(row, brand, reading));
  const chosen: SuffixRow[] = [];
  const said = new Set<string>();
  for (const key of [...REQUIRED, ...OPTIONAL]) {
    if (valueOf(reading, key) === undefined || said.has(key)) continue;
    const row = candidates
      .filter((candidate) => key in candidate.effect)
      .sort((a, b) => Object.keys(b.effect).length - Object.keys(a.effect).length)[0];
    if (!row) {
      if (REQUIRED.includes(key)) return undefined;
      continue;
    }
    chosen.push(row);
    for (const effectKey of Object.keys(row.effect)) said.add(effectKey);
  }
  return chosen;
};

/** "NU2212" → "NU 2212", as SKF writes letter series. */
const spaced = (basic: string) => basic.replace(/^([A-Z]+)(\d)/, '$1 $2');

/** The code as the maker writes it, from the parts in place. */
const spell = (brand: BearingBrand, basic: string, parts: Record<Place, string[]>): string => {
  const { prefix, closure, middle, end } = parts;
  if (brand === 'SKF' || brand === 'ZWZ') {
    const size = `${prefix.map((text) => `${text} `).join('')}${brand === 'SKF' ? spaced(basic) : basic}`;
    const closed = closure.length ? `-${closure.join('')}` : '';
    const rest = middle.length ? ` ${middle.join('')}` : '';
    const slash = end.length ? `/${end.join('')}` : '';
    return `${size}${closed}${rest}${slash}`;
  }
  const joined = [...closure, ...middle, ...end].join('');
  const dash = /^\d/.test(joined) ? '-' : '';
  const lead = prefix.map((text) => (/^\d/.test(text) ? `${text}-` : text)).join('');
  return `${lead}${basic}${dash}${joined}`;
};

/** The makers whose codes buyers bring most (issue 33); the distributor's own brands are never listed. */
const OTHER_BRANDS: readonly BearingBrand[] = ['SKF', 'NSK', 'NTN', 'Koyo', 'Timken', 'ZWZ'];

/** The most spellings one maker gets (SKF 2RSH and 2RS1). */
const SPELLINGS_PER_BRAND = 2;

/**
 * The codes of other makers the product (its code read as its brand writes it) is a drop-in for, each maker's
 * usual spelling first; none for a product whose code names no size or has a part the table does not know.
 */
export const replacedCodes = (code: string, brand: string): ReplacedCode[] => {
  const product = explainCode(code, brand).reading;
  if (!product.basic || product.unknown.length > 0 || product.cautions.length > 0) return [];
  return OTHER_BRANDS.filter((other) => other !== product.style)
    .flatMap((other) => {
      const rows = rowsFor(other, product);
      if (!rows) return [];
      const closureRow = rows.find((row) => row.effect.closure);
      const variants = closureRow ? closureRow.spellings.slice(0, SPELLINGS_PER_BRAND) : [undefined];
      return variants.map((closureSpelling) => {
        const parts: Record<Place, string[]> = { prefix: [], closure: [], middle: [], end: [] };
        for (const row of [...rows].sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group))) {
          parts[placeOf(row)].push(row === closureRow && closureSpelling ? closureSpelling : row.spellings[0]!);
        }
        return { brand: other, code: spell(other, product.basic!, parts) };
      });
    })
    .filter(
      ({ brand: other, code: spelt }) =>
        compareReadings(explainCode(`${other} ${spelt}`).reading, product)?.verdict === 'drop-in',
    );
};

/** The code a product is read by: its product code, else the one designation its name writes, else none. */
export const productCode = (product: { name: string; productSeries: string }): string => {
  const code = product.productSeries.trim();
  if (code) return code;
  const named = readSearchText(product.name).designations;
  return named.length === 1 ? named[0]!.key : '';
};

/** A product page's explanation of its code and the codes it replaces. */
export const productDesignation = (product: {
  name: string;
  productSeries: string;
  brand: string;
}): ProductDesignation => {
  const code = productCode(product);
  const designation = code ? explainDesignation(code) : null;
  return designation?.basic
    ? { designation, replacesCodes: replacedCodes(code, product.brand) }
    : { designation: null, replacesCodes: [] };
};
