import { explainCode, type BearingReading } from '#contract/designation-explained';
import { EQUIVALENTS_LIMIT, type Equivalent, type EquivalentsAnswer } from '#contract/equivalents';
import { getEquivalentFields, type EquivalentFields } from '../repositories/inner-product-repository';
import { loadSearchEntries } from '../repositories/inner-product-search-repository';
import { compareReadings } from '../rules/equivalents';
import { productCode } from '../rules/replaced-codes';
import { toInnerProductSummaries } from './inner-product-lists';
import { cachedJson, type JsonAnswer } from './list-cache';

// Another maker's code answered with the catalogue's products that replace it: the products of the same size are
// found through the name-search index (no product record is read for the others), then each is read and compared
// by what its code's parts do (rules/equivalents.ts).

/** Upper-case letters and digits only: "6205-2RS1/C3" and "6205 2rs1 c3" are one code. */
const compact = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Whether staff confirmed the product for the code asked (a brand they wrote must be the one asked, when asked). */
const isVerified = (product: EquivalentFields, brand: string | null, code: string): boolean =>
  product.crossReferences.some(
    (reference) =>
      compact(reference.code) === code &&
      (brand === null || reference.brand.trim().toLowerCase() === brand.toLowerCase()),
  );

const VERDICT_ORDER = { 'drop-in': 0, conditional: 1 } as const;

const byVerdict = (a: Equivalent, b: Equivalent) =>
  VERDICT_ORDER[a.verdict] - VERDICT_ORDER[b.verdict] ||
  Number(b.verified) - Number(a.verified) ||
  a.differences.length - b.differences.length ||
  a.product.code.localeCompare(b.product.code);

export const findEquivalents = async (code: string): Promise<EquivalentsAnswer> => {
  const { explained, reading } = explainCode(code);
  if (!reading.basic) return { query: explained, matches: [] };
  const entries = await loadSearchEntries();
  const ids = entries
    .filter((entry) => entry.designations.some((designation) => designation.basic === reading.basic))
    .map((entry) => entry.id);
  if (ids.length === 0) return { query: explained, matches: [] };
  const products = [...(await getEquivalentFields(ids)).values()];
  const asked = compact(explained.parts.map((part) => part.text).join(''));
  const compared = products.flatMap((product) => {
    const verified = isVerified(product, explained.brand, asked);
    const offered: BearingReading = explainCode(productCode(product), product.brand).reading;
    const comparison = verified ? { verdict: 'drop-in' as const, differences: [] } : compareReadings(reading, offered);
    return comparison ? [{ product, comparison, verified }] : [];
  });
  const summaries = new Map(
    (await toInnerProductSummaries(compared.map(({ product }) => product))).map((summary) => [summary.id, summary]),
  );
  const matches = compared.map(({ product, comparison, verified }): Equivalent => ({
    product: { ...summaries.get(product.id)!, code: productCode(product), brand: product.brand },
    ...comparison,
    verified,
  }));
  return { query: explained, matches: matches.sort(byVerdict).slice(0, EQUIVALENTS_LIMIT) };
};

/** The JSON of an equivalents answer, built once per version of the catalogue. */
export const findEquivalentsJson = (code: string): Promise<JsonAnswer> =>
  cachedJson('CATALOGUE', `inner:equivalents:${code}`, () => findEquivalents(code));
