import {
  batchGet,
  claimPath,
  ENTITY_SK,
  findPathOwner,
  getItem,
  type Item,
  newestFirstSortKey,
  nextIds,
  nextUpdatedAt,
  pickAttributes,
  queryAll,
  queryFirst,
  releasePath,
  tableName,
  type TransactItem,
  transactWrite,
} from '../db';
import { notFound, pathTaken, validationError } from '../errors';
import type {
  InnerProduct,
  InnerProductInput,
  InnerProductRecord,
  InnerProductSummary,
  InnerProductUpdateInput,
  RelatedProduct,
} from '#contract/inner-product';
import type { StoredFile } from '../models/file';
import type { OuterProductRecord } from '#contract/outer-product';
import { embedImage, embedImageRefs } from '../services/embedded-images';
import { matchNames } from '../services/name-search';
import { cleanRichHtml } from '../services/rich-text';
import { assertCurrentVersion, LostRace, retryLostRaces, versionConflict } from '../services/optimistic-concurrency';
import { assertImagesExist, getFiles } from './file-repository';
import {
  indexEntryChanged,
  indexInnerProducts,
  invalidateSearchCache,
  loadSearchEntries,
  unindexInnerProduct,
} from './inner-product-search-repository';
import { changeInnerCount, getOuterProductRecord, getOuterProductRecords } from './outer-product-repository';

// Inner products: pk = INNER#<id>; unique path pk = PATH#INNER#<namePath> (apart from outer products'
// paths); newest first through gsi1 (gsi1pk = INNER#ALL, gsi1sk = <updatedAt>#<id>); the products of an
// outer product through gsi2 (gsi2pk = OUTER#<outerProductId>, gsi2sk = name). Every write also keeps the
// outer product's inner-product count and the name-search index in the same transaction.

const KIND = 'INNER';
const ALL_INDEX_PK = `${KIND}#ALL`;
const RELATED_LIMIT = 8;
export const SEARCH_LIMIT = 50;
export const OUTSTANDING_LIMIT = 10;

const innerProductKey = (id: number) => ({ pk: `${KIND}#${id}`, sk: ENTITY_SK });
const childrenIndexKey = (outerProductId: number) => `OUTER#${outerProductId}`;

/** What a summary needs, read through ProjectionExpression so descriptions never travel with lists. */
const SUMMARY_ATTRIBUTES = ['id', 'name', 'namePath', 'shortDescription', 'imageId', 'outerProductId'] as const;
type SummaryFields = Pick<InnerProductRecord, (typeof SUMMARY_ATTRIBUTES)[number]>;

const summaryProjection = {
  ProjectionExpression: SUMMARY_ATTRIBUTES.map((_, index) => `#a${index}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(SUMMARY_ATTRIBUTES.map((name, index) => [`#a${index}`, name])),
};

const toItem = (record: InnerProductRecord): Item => ({
  ...innerProductKey(record.id),
  gsi1pk: ALL_INDEX_PK,
  gsi1sk: newestFirstSortKey(record.updatedAt, record.id),
  gsi2pk: childrenIndexKey(record.outerProductId),
  gsi2sk: record.name,
  ...record,
});

const INNER_PRODUCT_ATTRIBUTES = [
  'id',
  'name',
  'namePath',
  'description',
  'shortDescription',
  'videos',
  'imageId',
  'imageIds',
  'outerProductId',
  'brand',
  'madeIn',
  'productSeries',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof InnerProductRecord)[];

const toRecord = (item: Item): InnerProductRecord => pickAttributes<InnerProductRecord>(item, INNER_PRODUCT_ATTRIBUTES);

const toSummaryFields = (item: Item): SummaryFields => ({
  id: Number(item.id),
  name: String(item.name),
  namePath: String(item.namePath),
  shortDescription: String(item.shortDescription ?? ''),
  imageId: Number(item.imageId),
  outerProductId: Number(item.outerProductId),
});

/**
 * Summaries with their image and their outer product's path, in the order given. Images and outer products
 * the caller already holds are not read again.
 */
const toSummaries = async (
  products: SummaryFields[],
  known: {
    outers?: ReadonlyMap<number, Pick<OuterProductRecord, 'namePath'>>;
    files?: ReadonlyMap<number, StoredFile>;
  } = {},
): Promise<InnerProductSummary[]> => {
  const knownOuters = known.outers ?? new Map<number, Pick<OuterProductRecord, 'namePath'>>();
  const knownFiles = known.files ?? new Map<number, StoredFile>();
  const missingOuters = [...new Set(products.map((product) => product.outerProductId))].filter(
    (id) => !knownOuters.has(id),
  );
  const missingFiles = products.map((product) => product.imageId).filter((id) => !knownFiles.has(id));
  const [files, outers] = await Promise.all([
    missingFiles.length > 0 ? getFiles(missingFiles) : new Map<number, StoredFile>(),
    missingOuters.length > 0 ? getOuterProductRecords(missingOuters) : new Map<number, OuterProductRecord>(),
  ]);
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    namePath: product.namePath,
    shortDescription: product.shortDescription,
    image: embedImage(knownFiles.has(product.imageId) ? knownFiles : files, product.imageId),
    outerProductId: product.outerProductId,
    outerProductName: (knownOuters.get(product.outerProductId) ?? outers.get(product.outerProductId))?.namePath ?? '',
  }));
};

const getInnerProductRecord = async (id: number, consistent = false): Promise<InnerProductRecord | undefined> => {
  const item = await getItem(innerProductKey(id), { consistent });
  return item ? toRecord(item) : undefined;
};

/** The first products of an outer product by name (gsi2), summary fields only. */
const queryChildren = async (outerProductId: number, limit?: number): Promise<SummaryFields[]> => {
  const query = {
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': childrenIndexKey(outerProductId) },
    ...summaryProjection,
  };
  const items = limit ? await queryFirst(query, limit) : await queryAll(query);
  return items.map(toSummaryFields);
};

/** An inner product with its images, its outer product's names and up to 8 related products. */
const toInnerProduct = async (record: InnerProductRecord): Promise<InnerProduct> => {
  const [outer, siblings] = await Promise.all([
    getOuterProductRecord(record.outerProductId),
    queryChildren(record.outerProductId, RELATED_LIMIT + 1),
  ]);
  const related = siblings.filter((sibling) => sibling.id !== record.id).slice(0, RELATED_LIMIT);
  const files = await getFiles([record.imageId, ...record.imageIds, ...related.map((product) => product.imageId)]);
  return {
    ...record,
    image: embedImage(files, record.imageId),
    innerProductImages: embedImageRefs(files, record.imageIds),
    outerProductName: outer?.namePath ?? '',
    outerProductActualName: outer?.name ?? '',
    relatedProducts: related.map((product): RelatedProduct => ({
      id: product.id,
      name: product.name,
      namePath: product.namePath,
      image: embedImage(files, product.imageId),
    })),
  };
};

export const getInnerProduct = async (id: number): Promise<InnerProduct | undefined> => {
  const record = await getInnerProductRecord(id);
  return record ? toInnerProduct(record) : undefined;
};

export const getInnerProductByPath = async (namePath: string): Promise<InnerProduct | undefined> => {
  const id = await findPathOwner(KIND, namePath);
  return id === undefined ? undefined : getInnerProduct(id);
};

/** The summaries of each outer product's inner products, by name, with one image lookup for all. */
export const listInnerProductSummariesByOuter = async (
  outers: readonly Pick<OuterProductRecord, 'id' | 'namePath'>[],
): Promise<Map<number, InnerProductSummary[]>> => {
  const children = await Promise.all(outers.map((outer) => queryChildren(outer.id)));
  const summaries = await toSummaries(children.flat(), { outers: new Map(outers.map((outer) => [outer.id, outer])) });
  const byOuter = new Map<number, InnerProductSummary[]>(outers.map((outer) => [outer.id, []]));
  for (const summary of summaries) byOuter.get(summary.outerProductId)?.push(summary);
  return byOuter;
};

/** The newest inner products (by `updatedAt`), as summaries. */
export const listOutstandingInnerProducts = async (limit = OUTSTANDING_LIMIT): Promise<InnerProductSummary[]> => {
  const items = await queryFirst(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': ALL_INDEX_PK },
      ScanIndexForward: false,
      ...summaryProjection,
    },
    limit,
  );
  return toSummaries(items.map(toSummaryFields));
};

/**
 * Name search: the ranking runs over the cached search index (see inner-product-search-repository.ts); then
 * one parallel round reads the winners' texts, images and outer products (the index holds their ids).
 */
export const searchInnerProducts = async (query: string, limit = SEARCH_LIMIT): Promise<InnerProductSummary[]> => {
  if (!query.trim()) return [];
  const winners = matchNames(await loadSearchEntries(), query, limit);
  if (winners.length === 0) return [];
  const [items, files, outers] = await Promise.all([
    batchGet(
      winners.map((winner) => innerProductKey(winner.id)),
      { projection: SUMMARY_ATTRIBUTES },
    ),
    getFiles(winners.map((winner) => winner.imageId)),
    getOuterProductRecords([...new Set(winners.map((winner) => winner.outerProductId))]),
  ]);
  const byId = new Map(items.map((item) => [Number(item.id), toSummaryFields(item)]));
  // A product deleted since the cache was read is left out; one changed since is completed from its record.
  return toSummaries(
    winners.flatMap((winner) => byId.get(winner.id) ?? []),
    { files, outers },
  );
};

// ---- writes ----

const OUTER_MISSING = 'Danh mục sản phẩm không tồn tại';

const checkImages = (input: InnerProductInput) =>
  assertImagesExist({ imageId: [input.imageId], imageIds: input.imageIds });

const toStored = (input: InnerProductInput): InnerProductInput => ({
  name: input.name,
  namePath: input.namePath,
  description: cleanRichHtml('description', input.description),
  shortDescription: input.shortDescription,
  videos: input.videos,
  imageId: input.imageId,
  imageIds: input.imageIds,
  outerProductId: input.outerProductId,
  brand: input.brand,
  madeIn: input.madeIn,
  productSeries: input.productSeries,
});

/** A transaction's items, each with the error its failed condition (or a lost race on it) means. */
type Write = [TransactItem, () => Error];

/**
 * The index items have no condition; they fail only by losing races to other writes of the same shard
 * after every retry, which is an overload to log (500), not a taken path or a stale record.
 */
const indexBusy = () => new Error('search index shard still contended after retries');

const runWrites = async (writes: Write[]): Promise<void> => {
  try {
    await transactWrite(
      writes.map(([item]) => item),
      (index) => writes[index]![1](),
      // Products of one search shard share an index item: two writes of different products may meet there.
      { conflictRetries: 3 },
    );
  } finally {
    invalidateSearchCache();
  }
};

const assertOuterExists = async (outerProductId: number): Promise<void> => {
  if (!(await getOuterProductRecord(outerProductId))) throw validationError({ outerProductId: OUTER_MISSING });
};

/** Creates an inner product under an existing outer product, on a free path. */
export const createInnerProduct = async (input: InnerProductInput, now = new Date()): Promise<InnerProduct> => {
  const stored = toStored(input);
  await checkImages(input);
  // Checked before an id is spent; the transaction's conditions still decide a race.
  await assertOuterExists(input.outerProductId);
  if ((await findPathOwner(KIND, input.namePath)) !== undefined) throw pathTaken('namePath');
  const [id] = await nextIds(KIND);
  const at = now.toISOString();
  const record: InnerProductRecord = { id: id!, ...stored, createdAt: at, updatedAt: at };
  const fail = () => pathTaken('namePath');
  await runWrites([
    [{ Put: { TableName: tableName(), Item: toItem(record), ConditionExpression: 'attribute_not_exists(pk)' } }, fail],
    [claimPath(KIND, record.namePath, record.id), fail],
    [changeInnerCount(record.outerProductId, 1), () => validationError({ outerProductId: OUTER_MISSING })],
    ...indexInnerProducts([record]).map((item): Write => [item, indexBusy]),
  ]);
  return toInnerProduct(record);
};

const IMPORT_CHUNK = 16;
// A transaction carries at most 4 MB; descriptions may take 300 KB each.
const IMPORT_CHUNK_BYTES = 3_000_000;

/** Consecutive runs of at most IMPORT_CHUNK records and about IMPORT_CHUNK_BYTES of text. */
const importChunks = (records: InnerProductRecord[]): InnerProductRecord[][] => {
  const chunks: InnerProductRecord[][] = [];
  let bytes = 0;
  for (const record of records) {
    const size = Buffer.byteLength(JSON.stringify(record), 'utf8') + 1_000;
    const last = chunks.at(-1);
    if (!last || last.length >= IMPORT_CHUNK || bytes + size > IMPORT_CHUNK_BYTES) {
      chunks.push([record]);
      bytes = size;
    } else {
      last.push(record);
      bytes += size;
    }
  }
  return chunks;
};

/**
 * Creates many inner products at once (the demo seed, an import, the search benchmark): the same items and
 * rules as createInnerProduct, but images and outer products are checked once, ids come in one counter
 * step, and up to 16 products share one transaction (each chunk is written entirely or not at all; a taken
 * path fails its chunk with 409 PATH_TAKEN). Answers the new ids in input order.
 */
export const importInnerProducts = async (
  inputs: readonly InnerProductInput[],
  now = new Date(),
): Promise<number[]> => {
  if (inputs.length === 0) return [];
  const stored = inputs.map(toStored);
  await assertImagesExist({
    imageId: inputs.map((input) => input.imageId),
    imageIds: inputs.flatMap((input) => input.imageIds),
  });
  const outerIds = [...new Set(inputs.map((input) => input.outerProductId))];
  const outers = await getOuterProductRecords(outerIds);
  if (outerIds.some((id) => !outers.has(id))) throw validationError({ outerProductId: OUTER_MISSING });
  if (new Set(inputs.map((input) => input.namePath)).size !== inputs.length) throw pathTaken('namePath');

  const ids = await nextIds(KIND, inputs.length);
  const at = now.toISOString();
  const records = stored.map((input, index): InnerProductRecord => ({
    id: ids[index]!,
    ...input,
    createdAt: at,
    updatedAt: at,
  }));
  for (const chunk of importChunks(records)) {
    const perOuter = new Map<number, number>();
    for (const record of chunk) perOuter.set(record.outerProductId, (perOuter.get(record.outerProductId) ?? 0) + 1);
    const fail = () => pathTaken('namePath');
    await runWrites([
      ...chunk.flatMap((record): Write[] => [
        [
          { Put: { TableName: tableName(), Item: toItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
          fail,
        ],
        [claimPath(KIND, record.namePath, record.id), fail],
      ]),
      ...[...perOuter].map(([outerId, count]): Write => [
        changeInnerCount(outerId, count),
        () => validationError({ outerProductId: OUTER_MISSING }),
      ]),
      ...indexInnerProducts(chunk).map((item): Write => [item, indexBusy]),
    ]);
  }
  return ids;
};

/**
 * Replaces an inner product; may rename it (path items swapped in the transaction) and move it to another
 * outer product (both counts and gsi2pk changed together).
 */
export const updateInnerProduct = async (
  id: number,
  input: InnerProductUpdateInput,
  now = new Date(),
): Promise<InnerProduct> => {
  const stored = toStored(input);
  await checkImages(input);
  const record = await retryLostRaces(async () => {
    const current = await getInnerProductRecord(id, true);
    if (!current) throw notFound();
    assertCurrentVersion(input.updatedAt, current.updatedAt);
    const renamed = current.namePath !== input.namePath;
    const moved = current.outerProductId !== input.outerProductId;
    if (moved) await assertOuterExists(input.outerProductId);
    if (renamed && (await findPathOwner(KIND, input.namePath)) !== undefined) throw pathTaken('namePath');

    const record: InnerProductRecord = {
      id,
      ...stored,
      createdAt: current.createdAt,
      updatedAt: nextUpdatedAt(current.updatedAt, now),
    };
    const raced = () => versionConflict(input.updatedAt);
    await runWrites([
      [
        {
          Put: {
            TableName: tableName(),
            Item: toItem(record),
            ConditionExpression: 'updatedAt = :loaded',
            ExpressionAttributeValues: { ':loaded': current.updatedAt },
          },
        },
        raced,
      ],
      ...(renamed
        ? ([
            [claimPath(KIND, record.namePath, id), () => pathTaken('namePath')],
            [releasePath(KIND, current.namePath, id), raced],
          ] satisfies Write[])
        : []),
      ...(moved
        ? ([
            [changeInnerCount(current.outerProductId, -1), raced],
            [changeInnerCount(record.outerProductId, 1), () => validationError({ outerProductId: OUTER_MISSING })],
          ] satisfies Write[])
        : []),
      ...(indexEntryChanged(current, record)
        ? indexInnerProducts([record]).map((item): Write => [item, indexBusy])
        : []),
    ]);
    return record;
  });
  return toInnerProduct(record);
};

/** Deletes an inner product, frees its path, and takes it out of its outer product's count and the index. */
export const deleteInnerProduct = async (id: number): Promise<void> =>
  retryLostRaces(async () => {
    const current = await getInnerProductRecord(id, true);
    if (!current) throw notFound();
    const raced = () => new LostRace();
    await runWrites([
      [
        {
          Delete: {
            TableName: tableName(),
            Key: innerProductKey(id),
            ConditionExpression: 'updatedAt = :loaded',
            ExpressionAttributeValues: { ':loaded': current.updatedAt },
          },
        },
        raced,
      ],
      [releasePath(KIND, current.namePath, id), raced],
      [changeInnerCount(current.outerProductId, -1), raced],
      ...unindexInnerProduct(id).map((item): Write => [item, indexBusy]),
    ]);
  });
