import { batchGet, queryAll, tableName, type Item, type Key, type TransactItem } from '../db';
import type { NameEntry } from '../services/name-search';
import { normalizeForSearch } from '../text';

// The name-search index of inner products: a compact projection (id → normalised name) spread over
// SHARD_COUNT items in one partition, so that a search never scans the table nor reads product records it
// will not answer with.
//
//   pk = SEARCH#INNER, sk = S#07   one attribute per product of shard 7 (id % SHARD_COUNT):
//                                  n<id> = "vong bi fag 6205"; plus v, the shard's version
//   pk = SEARCH#INNER, sk = V#07   v only: the same version, in an item small enough to poll
//
// Every create, rename, move and delete of an inner product updates its shard entry and bumps both version
// counters inside the product's own TransactWriteItems, so the index can never disagree with the table.
//
// Reads: each container caches the decoded entries. For CACHE_TRUST_MS after a check it answers from memory;
// after that one consistent Query of the V# items (32 tiny items, ~2 read units) tells which shards
// changed, and only those are fetched again (BatchGet). A product write in this container drops the
// trust at once, so the admin sees their own change; other containers see it within CACHE_TRUST_MS (the
// CDN already caches public GETs for 60 s). Matching 10,000 cached names in memory takes about a
// millisecond; the answer then needs only the ≤ 50 winners' summaries (BatchGet).
//
// Size: a shard holds ~(12 + name length) bytes per product, so 32 shards of ≤ 400 KB fit some 100,000
// products with typical names; past that, the scale path is OpenSearch behind the same endpoint.

const SEARCH_PK = 'SEARCH#INNER';
export const SHARD_COUNT = 32;
const CACHE_TRUST_MS = 2_000;

const shardOf = (id: number) => id % SHARD_COUNT;
const shardSk = (shard: number) => `S#${String(shard).padStart(2, '0')}`;
const versionSk = (shard: number) => `V#${String(shard).padStart(2, '0')}`;
const shardKey = (shard: number): Key => ({ pk: SEARCH_PK, sk: shardSk(shard) });
const versionKey = (shard: number): Key => ({ pk: SEARCH_PK, sk: versionSk(shard) });
const ENTRY_PREFIX = 'n';

const bumpVersion = (shard: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: versionKey(shard),
    UpdateExpression: 'ADD v :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/** Transaction items that set a product's entry to its (new) name. */
export const indexInnerProductName = (id: number, name: string): TransactItem[] => [
  {
    Update: {
      TableName: tableName(),
      Key: shardKey(shardOf(id)),
      UpdateExpression: 'SET #entry = :name ADD v :one',
      ExpressionAttributeNames: { '#entry': `${ENTRY_PREFIX}${id}` },
      ExpressionAttributeValues: { ':name': normalizeForSearch(name), ':one': 1 },
    },
  },
  bumpVersion(shardOf(id)),
];

/** Transaction items that remove a product's entry. */
export const unindexInnerProduct = (id: number): TransactItem[] => [
  {
    Update: {
      TableName: tableName(),
      Key: shardKey(shardOf(id)),
      UpdateExpression: 'REMOVE #entry ADD v :one',
      ExpressionAttributeNames: { '#entry': `${ENTRY_PREFIX}${id}` },
      ExpressionAttributeValues: { ':one': 1 },
    },
  },
  bumpVersion(shardOf(id)),
];

/** Whether a rename changes the indexed form (a new capital letter does not). */
export const searchFormChanged = (before: string, after: string): boolean =>
  normalizeForSearch(before) !== normalizeForSearch(after);

// ---- the per-container cache ----

interface CachedShard {
  version: number;
  entries: NameEntry[];
}

const cache = {
  shards: new Map<number, CachedShard>(),
  all: [] as NameEntry[],
  checkedAt: Number.NEGATIVE_INFINITY,
  generation: 0,
  refreshing: undefined as Promise<void> | undefined,
};

const decodeShard = (item: Item): NameEntry[] =>
  Object.entries(item).flatMap(([name, value]) =>
    name.startsWith(ENTRY_PREFIX) && typeof value === 'string' && /^n[0-9]+$/.test(name)
      ? [{ id: Number(name.slice(ENTRY_PREFIX.length)), normalizedName: value }]
      : [],
  );

const refresh = async (): Promise<void> => {
  const versions = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': SEARCH_PK, ':prefix': 'V#' },
    ConsistentRead: true,
  });
  const current = new Map(versions.map((item) => [Number(String(item.sk).slice(2)), Number(item.v)]));
  const changed = [...current].filter(([shard, version]) => cache.shards.get(shard)?.version !== version);
  if (changed.length > 0) {
    // Read consistently after the versions: a shard is at least as new as the version recorded for it.
    const items = await batchGet(
      changed.map(([shard]) => shardKey(shard)),
      { consistent: true },
    );
    const byShard = new Map(items.map((item) => [Number(String(item.sk).slice(2)), item]));
    for (const [shard, version] of changed) {
      const item = byShard.get(shard);
      cache.shards.set(shard, { version, entries: item ? decodeShard(item) : [] });
    }
  }
  for (const shard of cache.shards.keys()) if (!current.has(shard)) cache.shards.delete(shard);
  if (changed.length > 0 || cache.shards.size !== current.size) {
    cache.all = [...cache.shards.values()].flatMap((shard) => shard.entries);
  }
};

/** Every product's search entry, from the container cache when it is fresh enough. */
export const loadSearchEntries = async (): Promise<readonly NameEntry[]> => {
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
