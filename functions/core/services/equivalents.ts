import { explainCode, type BearingReading } from '#contract/designation-explained';
import { EQUIVALENTS_LIMIT, type Equivalent, type EquivalentsAnswer } from '#contract/equivalents';
import type { InnerProductSummary } from '#contract/inner-product';
import { getEquivalentFields, type EquivalentFields } from '../repositories/inner-product-repository';
import { getFiles } from '../repositories/file-repository';
import { loadSearchEntries, type SearchEntry } from '../repositories/inner-product-search-repository';
import { getOuterProductRecords } from '../repositories/outer-product-repository';
import { compareReadings } from '../rules/equivalents';
import { productCode } from '../rules/replaced-codes';
import { toInnerProductSummaries } from './inner-product-lists';
import { type BuiltAt, cachedJson, type JsonAnswer, RecordsAtVersion } from './list-cache';

// Another maker's code answered with the catalogue's products that replace it: the products of the same size are
// found through the name-search index, grouped by size (no product record is read for the others), then each is read
// and compared by what its code's parts do (rules/equivalents.ts).

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
  a.product.code.localeCompare(b.product.code) ||
  a.product.id - b.product.id;

/** Readings of the index's designation keys: a catalogue repeats a few hundred keys over thousands of products. */
const keyReadings = new Map<string, BearingReading>();
const KEPT_KEY_READINGS = 5_000;

const readingOfKey = (key: string): BearingReading => {
  let reading = keyReadings.get(key);
  if (!reading) {
    if (keyReadings.size >= KEPT_KEY_READINGS) keyReadings.clear();
    reading = explainCode(key).reading;
    keyReadings.set(key, reading);
  }
  return reading;
};

/** The index's products by the size their designations write ("6205"), grouped once per load of the index. */
const entriesBySize = new WeakMap<readonly SearchEntry[], Map<string, SearchEntry[]>>();

const entriesOfSize = (entries: readonly SearchEntry[], basic: string): readonly SearchEntry[] => {
  let bySize = entriesBySize.get(entries);
  if (!bySize) {
    bySize = new Map();
    for (const entry of entries) {
      for (const size of new Set(entry.designations.map((designation) => designation.basic))) {
        const ofSize = bySize.get(size);
        if (ofSize) ofSize.push(entry);
        else bySize.set(size, [entry]);
      }
    }
    entriesBySize.set(entries, bySize);
  }
  return bySize.get(basic) ?? [];
};

/** The most products of the size read to answer: the best the index's reading offers, a few more than listed. */
const READ_LIMIT = 2 * EQUIVALENTS_LIMIT;

/** A product read for the equivalents, with its card. */
interface ReadProduct {
  product: EquivalentFields;
  summary: InnerProductSummary;
}

/**
 * Products read before in this container at one catalogue version (every product write bumps it): another code of
 * the same size mostly offers the same products. Twice the benchmarks' catalogue, well under 1 KB each.
 */
const keptProducts = new RecordsAtVersion<ReadProduct>(20_000);

/** The answer for a code; built at a catalogue version (`at`), products read before at that version are not read again. */
export const findEquivalents = async (code: string, at?: BuiltAt): Promise<EquivalentsAnswer> => {
  const { explained, reading } = explainCode(code);
  if (!reading.basic) return { query: explained, matches: [] };
  // The index's designations are read first, so that a product that could never replace the code (a shield for a
  // seal, a tighter clearance) is not read at all; the products read are then compared by their own code and brand.
  const entries = entriesOfSize(await loadSearchEntries(), reading.basic).flatMap((entry) => {
    const offered = entry.designations
      .filter((designation) => designation.basic === reading.basic)
      .flatMap((designation) => compareReadings(reading, readingOfKey(designation.key)) ?? []);
    return offered.length > 0
      ? [{ entry, differences: Math.min(...offered.map((each) => each.differences.length)) }]
      : [];
  });
  const candidates = entries
    .sort((a, b) => a.differences - b.differences || a.entry.id - b.entry.id)
    .slice(0, READ_LIMIT)
    .map(({ entry }) => entry);
  if (candidates.length === 0) return { query: explained, matches: [] };
  const kept = at
    ? keptProducts.get(
        at,
        candidates.map((entry) => entry.id),
      )
    : new Map<number, ReadProduct>();
  const missing = candidates.filter((entry) => !kept.has(entry.id));
  if (missing.length > 0) {
    const [byId, files, outers] = await Promise.all([
      getEquivalentFields(missing.map((entry) => entry.id)),
      getFiles(missing.map((entry) => entry.imageId)),
      getOuterProductRecords([...new Set(missing.map((entry) => entry.outerProductId))]),
    ]);
    const fields = [...byId.values()];
    const summaries = await toInnerProductSummaries(fields, { files, outers });
    const read = fields.map((product, index) => [product.id, { product, summary: summaries[index]! }] as const);
    for (const [id, product] of read) kept.set(id, product);
    if (at) keptProducts.keep(at, read);
  }
  const asked = compact(explained.parts.map((part) => part.text).join(''));
  const compared = [...kept.values()].flatMap(({ product, summary }) => {
    const verified = isVerified(product, explained.brand, asked);
    const offered = explainCode(productCode(product), product.brand).reading;
    const comparison = verified ? { verdict: 'drop-in' as const, differences: [] } : compareReadings(reading, offered);
    return comparison ? [{ product, summary, comparison, verified }] : [];
  });
  const matches = compared.map(({ product, summary, comparison, verified }): Equivalent => ({
    product: { ...summary, code: productCode(product), brand: product.brand },
    ...comparison,
    verified,
  }));
  return { query: explained, matches: matches.sort(byVerdict).slice(0, EQUIVALENTS_LIMIT) };
};

/** The JSON of an equivalents answer, built once per version of the catalogue. */
export const findEquivalentsJson = (code: string): Promise<JsonAnswer> =>
  cachedJson('CATALOGUE', `inner:equivalents:${code}`, (at) => findEquivalents(code, at));
