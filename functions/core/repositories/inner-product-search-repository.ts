import { batchGet, queryAll, tableName, type Item, type Key, type TransactItem } from '../db';
import { nameEntry, searchForm, type NameEntry } from '../rules/name-search';

// The name-search index of inner products: a compact projection of every product (its name and product code
// in search form, plus the two ids its summary needs to be completed in one round trip), spread over
// SHARD_COUNT items of one partition, so that a search never scans the table nor reads product records it
// will not answer with.
//
//   pk = SEARCH#INNER, sk = S#07   one attribute per product of shard 7 (id % SHARD_COUNT): n<id> =
//                                  ["vong bi fag 6205-2rsr", <imageId>, <outerProductId>, "6205-2rsr-c3",
//                                  [25, 52, 15] or null: d, D, B in mm, "fag" (the brand field),
//                                  [["skf", "6205-2rs1"], …] (the cross references)];
//                                  v, the version. Entries written before codes were indexed have three
//                                  elements and a name without separators: they match by words until saved;
//                                  entries written before brands and cross references have five.
//   pk = SEARCH#INNER, sk = V#07   v only: the same version, in an item small enough to poll
//
// Every create, rename, code change, move, image change and delete of an inner product updates its entry and bumps both
// version counters inside the product's own TransactWriteItems, so the index never disagrees with the
// table.
//
// Reads: each container caches the decoded entries. For CACHE_TRUST_MS after a check it answers from
// memory; after that one consistent Query of the 32 V# items (a few hundred bytes) tells which shards
// changed, and only those are read again (BatchGet). A product write in this container drops the trust at
// once, so the admin sees their own change; other containers see it within CACHE_TRUST_MS (the CDN already
// keeps public GETs for 60 s). Names and codes are read for designations once, when their shard is loaded;
// matching 10,000 cached products then takes a few milliseconds, and the answer needs one parallel round of
// BatchGets for the ≤ 50 winners' texts, images and outer products.
//
// Size: an entry is ~(20 + name length + code length) bytes, so 32 shards of ≤ 400 KB hold some 100,000 products with
// typical names; past that, the scale path is OpenSearch behind the same endpoint.

const SEARCH_PK = 'SEARCH#INNER';
export const SHARD_COUNT = 32;
const CACHE_TRUST_MS = 2_000;

const shardOf = (id: number) => id % SHARD_COUNT;
const shardSk = (shard: number) => `S#${String(shard).padStart(2, '0')}`;
const versionSk = (shard: number) => `V#${String(shard).padStart(2, '0')}`;
const shardKey = (shard: number): Key => ({ pk: SEARCH_PK, sk: shardSk(shard) });
const versionKey = (shard: number): Key => ({ pk: SEARCH_PK, sk: versionSk(shard) });
const ENTRY_NAME = /^n([0-9]+)$/;
const entryName = (id: number) => `n${id}`;

/** A product as the index knows it. */
export interface SearchEntry extends NameEntry {
  imageId: number;
  outerProductId: number;
}

/** What of a product the index holds. */
export interface IndexedProduct {
  id: number;
  name: string;
  /** The product code (`productSeries`); absent or empty when staff left it empty. */
  productSeries?: string;
  /** Bore, outside diameter and width in mm; absent or null when the product has none. */
  boreMm?: number | null;
  outerDiameterMm?: number | null;
  widthMm?: number | null;
  imageId: number;
  outerProductId: number;
  /** The brand field; absent or empty when staff left it empty. */
  brand?: string;
  /** Other makers' codes staff confirmed as equivalents. */
  crossReferences?: readonly { brand: string; code: string }[];
}

const indexedCrossReferences = ({ crossReferences }: IndexedProduct): [string, string][] =>
  (crossReferences ?? []).map(({ brand, code }) => [searchForm(brand), searchForm(code)]);

/** `[d, D, B]` when the product has all three, else undefined. */
const indexedDimensions = ({
  boreMm,
  outerDiameterMm,
  widthMm,
}: IndexedProduct): [number, number, number] | undefined =>
  boreMm && outerDiameterMm && widthMm ? [boreMm, outerDiameterMm, widthMm] : undefined;

const bumpVersion = (shard: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: versionKey(shard),
    UpdateExpression: 'ADD v :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/**
 * Transaction items that set products' entries: one update per shard touched (several products of a shard
 * in one expression, as an import writes them) and its version bump.
 */
export const indexInnerProducts = (products: readonly IndexedProduct[]): TransactItem[] => {
  const byShard = new Map<number, IndexedProduct[]>();
  for (const product of products) {
    byShard.set(shardOf(product.id), [...(byShard.get(shardOf(product.id)) ?? []), product]);
  }
  return [...byShard].flatMap(([shard, entries]) => [
    {
      Update: {
        TableName: tableName(),
        Key: shardKey(shard),
        UpdateExpression: `SET ${entries.map((_, index) => `#e${index} = :e${index}`).join(', ')} ADD v :one`,
        ExpressionAttributeNames: Object.fromEntries(
          entries.map((entry, index) => [`#e${index}`, entryName(entry.id)]),
        ),
        ExpressionAttributeValues: {
          ...Object.fromEntries(
            entries.map((entry, index) => [
              `:e${index}`,
              [
                searchForm(entry.name),
                entry.imageId,
                entry.outerProductId,
                searchForm(entry.productSeries ?? ''),
                indexedDimensions(entry) ?? null,
                searchForm(entry.brand ?? ''),
                indexedCrossReferences(entry),
              ],
            ]),
          ),
          ':one': 1,
        },
      },
    },
    bumpVersion(shard),
  ]);
};

/** Transaction items that remove a product's entry. */
export const unindexInnerProduct = (id: number): TransactItem[] => [
  {
    Update: {
      TableName: tableName(),
      Key: shardKey(shardOf(id)),
      UpdateExpression: 'REMOVE #entry ADD v :one',
      ExpressionAttributeNames: { '#entry': entryName(id) },
      ExpressionAttributeValues: { ':one': 1 },
    },
  },
  bumpVersion(shardOf(id)),
];

/** Whether an update changes what the index holds (a new capital letter in the name does not). */
export const indexEntryChanged = (before: IndexedProduct, after: IndexedProduct): boolean =>
  searchForm(before.name) !== searchForm(after.name) ||
  searchForm(before.productSeries ?? '') !== searchForm(after.productSeries ?? '') ||
  JSON.stringify(indexedDimensions(before)) !== JSON.stringify(indexedDimensions(after)) ||
  searchForm(before.brand ?? '') !== searchForm(after.brand ?? '') ||
  JSON.stringify(indexedCrossReferences(before)) !== JSON.stringify(indexedCrossReferences(after)) ||
  before.imageId !== after.imageId ||
  before.outerProductId !== after.outerProductId;

// ---- the per-container cache ----

interface CachedShard {
  version: number;
  entries: SearchEntry[];
}

const cache = {
  shards: new Map<number, CachedShard>(),
  all: [] as SearchEntry[],
  checkedAt: Number.NEGATIVE_INFINITY,
  generation: 0,
  refreshing: undefined as Promise<void> | undefined,
};

const decodeShard = (item: Item): SearchEntry[] =>
  Object.entries(item).flatMap(([attribute, value]) => {
    const match = ENTRY_NAME.exec(attribute);
    if (!match || !Array.isArray(value)) return [];
    const [name, imageId, outerProductId, code, size, brand, crossReferences] = value as [
      string,
      number,
      number,
      string | undefined,
      [number, number, number] | null | undefined,
      string | undefined,
      [string, string][] | undefined,
    ];
    const dimensions = size ? { boreMm: size[0], outerDiameterMm: size[1], widthMm: size[2] } : undefined;
    // The ids are added to the entry, not spread into a copy of it: V8 gave each `{ ...entry, imageId, … }` a
    // hidden class of its own (9,993 for 10,000 products), so every read in the match missed its inline cache
    // and matching took about three times as long.
    return [
      Object.assign(
        nameEntry(Number(match[1]), name, code, dimensions, {
          brand,
          crossReferences: (crossReferences ?? []).map(([referenceBrand, referenceCode]) => ({
            brand: referenceBrand,
            code: referenceCode,
          })),
        }),
        {
          imageId: Number(imageId),
          outerProductId: Number(outerProductId),
        },
      ),
    ];
  });

const shardNumber = (item: Item) => Number(String(item.sk).slice(2));

const refresh = async (): Promise<void> => {
  const versions = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': SEARCH_PK, ':prefix': 'V#' },
    ConsistentRead: true,
  });
  const current = new Map(versions.map((item) => [shardNumber(item), Number(item.v)]));
  const changed = [...current].filter(([shard, version]) => cache.shards.get(shard)?.version !== version);
  if (changed.length > 0) {
    // Read after the versions, consistently: a shard is at least as new as the version recorded for it.
    const items = await batchGet(
      changed.map(([shard]) => shardKey(shard)),
      { consistent: true },
    );
    const byShard = new Map(items.map((item) => [shardNumber(item), item]));
    for (const [shard, version] of changed) {
      const item = byShard.get(shard);
      cache.shards.set(shard, { version, entries: item ? decodeShard(item) : [] });
    }
  }
  const before = cache.shards.size;
  for (const shard of cache.shards.keys()) if (!current.has(shard)) cache.shards.delete(shard);
  if (changed.length > 0 || cache.shards.size !== before) {
    cache.all = [...cache.shards.values()].flatMap((shard) => shard.entries);
  }
};

/** Every product's search entry, from the container cache when it is fresh enough. */
export const loadSearchEntries = async (): Promise<readonly SearchEntry[]> => {
  while (Date.now() - cache.checkedAt > CACHE_TRUST_MS) {
    // Concurrent searches in one container share one refresh. A refresh that overlapped a local write
    // does not count as a check, so the writer's next search sees its write.
    if (!cache.refreshing) {
      const generation = cache.generation;
      const startedAt = Date.now();
      cache.refreshing = refresh()
        .then(() => {
          if (cache.generation === generation) cache.checkedAt = startedAt;
        })
        .finally(() => {
          cache.refreshing = undefined;
        });
    }
    await cache.refreshing;
  }
  return cache.all;
};

/** After a product write in this container: the next search checks the versions again. */
export const invalidateSearchCache = (): void => {
  cache.generation += 1;
  cache.checkedAt = Number.NEGATIVE_INFINITY;
};

/** Forgets everything, as a new container starts (the benchmark measures that cold path). */
export const resetSearchCache = (): void => {
  invalidateSearchCache();
  cache.shards.clear();
  cache.all = [];
};
