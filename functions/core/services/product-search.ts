import type { InnerProductSummary } from '#contract/inner-product';
import { getFiles } from '../repositories/file-repository';
import { getSummaryFields } from '../repositories/inner-product-repository';
import { loadSearchEntries } from '../repositories/inner-product-search-repository';
import { getOuterProductRecords } from '../repositories/outer-product-repository';
import { matchNames } from '../rules/name-search';
import { toInnerProductSummaries } from './inner-product-lists';
import { type BuiltAt, cachedJson, type JsonAnswer, RecordsAtVersion } from './list-cache';

// Searching inner products by name, for the search page, the suggestions and the search log: the ranking runs
// over the name-search index that every product write keeps (inner-products.ts), the answer is summaries.

export const SEARCH_LIMIT = 50;

/** The index entries a search answers, best first: the ranking over the cached search index alone. */
const searchWinners = async (query: string, limit: number) =>
  query.trim() ? matchNames(await loadSearchEntries(), query, limit) : [];

/**
 * Search winners completed before in this container, for one catalogue version (every write of a product, its
 * outer product or its images bumps it). A search not asked since the last write mostly finds products
 * that other searches found: completing them needs no round trip. 20,000 is twice the catalogue the
 * benchmarks measure, at well under 1 KB a summary: some MB of the function's memory at most.
 */
const completedSummaries = new RecordsAtVersion<InnerProductSummary>(20_000);

/**
 * Name search: the ranking runs over the cached search index (see inner-product-search-repository.ts); then
 * one parallel round reads the winners' texts, images and outer products (the index holds their ids). Built
 * at a catalogue version (`at`), winners completed before at that version are not read again.
 */
export const searchInnerProducts = async (
  query: string,
  limit = SEARCH_LIMIT,
  at?: BuiltAt,
): Promise<InnerProductSummary[]> => {
  const winners = await searchWinners(query, limit);
  if (winners.length === 0) return [];
  const completed = at
    ? completedSummaries.get(
        at,
        winners.map((winner) => winner.id),
      )
    : new Map<number, InnerProductSummary>();
  const missing = winners.filter((winner) => !completed.has(winner.id));
  if (missing.length > 0) {
    const [byId, files, outers] = await Promise.all([
      getSummaryFields(missing.map((winner) => winner.id)),
      getFiles(missing.map((winner) => winner.imageId)),
      getOuterProductRecords([...new Set(missing.map((winner) => winner.outerProductId))]),
    ]);
    // A product deleted since the cache was read is left out; one changed since is completed from its record.
    const read = await toInnerProductSummaries(
      missing.flatMap((winner) => byId.get(winner.id) ?? []),
      { files, outers },
    );
    for (const summary of read) completed.set(summary.id, summary);
    if (at)
      completedSummaries.keep(
        at,
        read.map((summary) => [summary.id, summary] as const),
      );
  }
  return winners.flatMap((winner) => completed.get(winner.id) ?? []);
};

/**
 * How many products the search answers for the query (at most SEARCH_LIMIT, as the search page shows them),
 * from the index alone: counting needs none of the winners' records.
 */
export const countSearchResults = async (query: string): Promise<number> =>
  (await searchWinners(query, SEARCH_LIMIT)).length;

/**
 * The JSON of a search's answer, built once per version of the catalogue (the index, the products' texts
 * and their outer products' paths all change only with it).
 */
export const searchInnerProductsJson = (query: string): Promise<JsonAnswer> =>
  cachedJson('CATALOGUE', `inner:search:${query}`, (at) => searchInnerProducts(query, SEARCH_LIMIT, at));
