import { compressBody, type ContentEncoding } from '../content-encoding';
import { notFound } from '../errors';
import { readListVersion, type ListFamily } from '../repositories/list-versions';

// Public reads whose answer is costly to build (every product category with all its products, every news
// article in full) are kept per container as the JSON they answer, with the version of their list family
// (see list-versions.ts) they were built at. Each request reads that version again, consistently: one
// small Query, the price of one GetItem. Unchanged, the JSON built before is answered; changed, the answer
// is built again, once for all the requests that saw the same version. A write is therefore seen by the
// next request in any container, the writer's included.
//
// Answers are built from eventually consistent reads (global secondary indexes, and table reads that do not
// ask for consistency), which in AWS follow a write by a fraction of a second. An answer built within
// INDEX_SETTLE_MS of the family's last write is answered but not kept, so that lag never outlives the next
// request.
//
// A kept answer also keeps its compressed bodies (JsonAnswer): each encoding is made once per version, by
// the first request that asks for it, instead of once per request. An answer that is not kept is compressed
// for the requests that share its build, then dropped with it: answered plain, the product categories would
// pass Lambda's 6 MB response limit at about 20,000 products.
//
// Builds may also keep parts of what they read, by record id, for the version they were built at
// (RecordsAtVersion): the next build at that version completes its answer from them without a round trip.
// The same rule holds: what was read within INDEX_SETTLE_MS of the last write is used but not kept.

export const INDEX_SETTLE_MS = 2_000;
/** Answers per family kept at most (a product page per product…); the oldest used goes first. */
const MAX_ENTRIES = 500;

/** An answer's JSON, with its compressed bodies, each made at the first request for it and then kept. */
export class JsonAnswer {
  readonly byteLength: number;
  readonly #compressed = new Map<ContentEncoding, Promise<string>>();

  constructor(readonly json: string) {
    this.byteLength = Buffer.byteLength(json);
  }

  /** The JSON compressed, in base64 as a Lambda answers bytes. */
  compressedBase64(encoding: ContentEncoding): Promise<string> {
    let body = this.#compressed.get(encoding);
    if (!body) {
      body = compressBody(Buffer.from(this.json), encoding).then((bytes) => bytes.toString('base64'));
      this.#compressed.set(encoding, body);
      // A failure is the asking request's alone: the next one tries again.
      body.catch(() => this.#compressed.delete(encoding));
    }
    return body;
  }
}

/** What a build is made at: its family's version, and whether its reads may be kept (see INDEX_SETTLE_MS). */
export interface BuiltAt {
  version: number;
  settled: boolean;
}

/** Every RecordsAtVersion of the container, which resetListCache forgets. */
const keptRecords = new Set<RecordsAtVersion<unknown>>();

/**
 * Records by id as builds at one version of a family read them: a build at a newer version drops them all,
 * a build at an older one neither reads nor keeps any (what it read may predate a write it did not see).
 * At most `maxEntries`, the oldest kept going first.
 */
export class RecordsAtVersion<T> {
  #version = -1;
  readonly #records = new Map<number, T>();

  constructor(readonly maxEntries: number) {
    keptRecords.add(this);
  }

  /** True when records kept at `version` may be read and kept (after dropping those of an older version). */
  #at(version: number): boolean {
    if (version > this.#version) {
      this.#records.clear();
      this.#version = version;
    }
    return version === this.#version;
  }

  /** Those of `ids` kept for the build's version. */
  get(at: BuiltAt, ids: readonly number[]): Map<number, T> {
    const found = new Map<number, T>();
    if (!this.#at(at.version)) return found;
    for (const id of ids) {
      const record = this.#records.get(id);
      if (record !== undefined) found.set(id, record);
    }
    return found;
  }

  /** Keeps what the build read, when it was settled and no newer version was seen meanwhile. */
  keep(at: BuiltAt, records: Iterable<readonly [number, T]>): void {
    if (!at.settled || !this.#at(at.version)) return;
    for (const [id, record] of records) {
      this.#records.delete(id);
      this.#records.set(id, record);
      if (this.#records.size > this.maxEntries) this.#records.delete(this.#records.keys().next().value!);
    }
  }

  forget(): void {
    this.#records.clear();
    this.#version = -1;
  }
}

interface Entry {
  version: number;
  answer: JsonAnswer;
}

const entries = new Map<string, Entry>();
const building = new Map<string, Promise<JsonAnswer>>();

const keep = (key: string, entry: Entry): void => {
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
};

/**
 * The JSON of what `build` answers, from this container's cache when `family` has not changed since it was
 * built. `key` names the answer (the route and its parameters); `build` must read only data of `family`
 * (and images, which never change); it is told the version it is built at, for RecordsAtVersion.
 */
export const cachedJson = async (
  family: ListFamily,
  key: string,
  build: (at: BuiltAt) => Promise<unknown>,
): Promise<JsonAnswer> => {
  const { version, lastWriteAt } = await readListVersion(family);
  const cacheKey = `${family}\u0000${key}`;
  const cached = entries.get(cacheKey);
  if (cached?.version === version) {
    keep(cacheKey, cached);
    return cached.answer;
  }
  const buildKey = `${cacheKey}\u0000${version}`;
  let pending = building.get(buildKey);
  if (!pending) {
    const settled = Date.now() - lastWriteAt >= INDEX_SETTLE_MS;
    pending = build({ version, settled })
      .then((value) => {
        const answer = new JsonAnswer(JSON.stringify(value));
        if (settled) {
          const current = entries.get(cacheKey);
          if (!current || current.version < version) keep(cacheKey, { version, answer });
        }
        return answer;
      })
      .finally(() => building.delete(buildKey));
    building.set(buildKey, pending);
  }
  return pending;
};

/** Like cachedJson, for one record: 404 NOT_FOUND (never kept) when `load` finds none. */
export const cachedRecordJson = (
  family: ListFamily,
  key: string,
  load: (at: BuiltAt) => Promise<unknown>,
): Promise<JsonAnswer> =>
  cachedJson(family, key, async (at) => {
    const record = await load(at);
    if (record === undefined) throw notFound();
    return record;
  });

/** Forgets every answer but keeps the records builds read (benchmarks measure answers built from them). */
export const forgetListAnswers = (): void => {
  entries.clear();
};

/** Forgets every answer and every record kept, as a new container starts (tests and benchmarks measure that path). */
export const resetListCache = (): void => {
  forgetListAnswers();
  for (const records of keptRecords) records.forget();
};
