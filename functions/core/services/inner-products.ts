import { type Write } from '../db';
import { pathTaken, validationError } from '../errors';
import type {
  InnerProduct,
  InnerProductInput,
  InnerProductRecord,
  InnerProductsAvailabilityResult,
  InnerProductUpdateInput,
  ProductDimensions,
  RelatedProduct,
} from '#contract/inner-product';
import type { OuterProductRecord } from '#contract/outer-product';
import { PRODUCT_TYPE, siteAddress } from '#contract/site-addresses';
import { sameAvailability, type Availability, type TechnicalData, type TechnicalField } from '#contract/technical-data';
import type { StoredFile } from '../models/file';
import { getFiles } from '../repositories/file-repository';
import {
  type ChildFields,
  innerProductRecords,
  listChildSummaryFields,
} from '../repositories/inner-product-repository';
import {
  indexEntryChanged,
  indexInnerProducts,
  invalidateSearchCache,
  unindexInnerProduct,
} from '../repositories/inner-product-search-repository';
import {
  changeInnerCount,
  getOuterProductRecords,
  outerProductRecords,
} from '../repositories/outer-product-repository';
import { embedImage, embedImageRefs } from '../rules/embedded-images';
import { LostRace, nextUpdatedAt, retryLostRaces, versionConflict } from '../rules/optimistic-concurrency';
import { storedDimensions } from '../rules/product-dimensions';
import { productDesignation } from '../rules/replaced-codes';
import { assertImagesExist } from './images';
import { type BuiltAt, cachedRecordJson, type JsonAnswer, RecordsAtVersion } from './list-cache';
import { deletionRevisionWrites, type Saver, undeleteRevisionWrites, updateRevisionWrites } from './revision-log';

// Inner products (the catalogue's products): stored with their description sanitised, under an outer
// product that must exist. Every write also keeps the outer product's inner-product count and the
// name-search index, in the product's own transaction. Reads answer one product with its images, its outer
// product's path and name, and related products; the API and the published pages read through here. Lists of
// summaries are in inner-product-lists.ts, the search in product-search.ts.

/** How many other products of its category an inner product page shows (the publisher re-renders by it). */
export const RELATED_LIMIT = 8;

const OUTER_MISSING = 'Danh mục sản phẩm không tồn tại';
const outerMissing = () => validationError({ outerProductId: OUTER_MISSING });

/**
 * The index items have no condition; they fail only by losing races to other writes of the same shard
 * after every retry, which is an overload to log (500), not a taken path or a stale record.
 */
const indexBusy = () => new Error('search index shard still contended after retries');

const indexWrites = (records: readonly InnerProductRecord[]): Write[] =>
  indexInnerProducts(records).map((item): Write => [item, indexBusy]);

// ---- reads ----

/** What every product page of a category reads alike: the category, and its first products for "related". */
interface CategoryContext {
  outer: OuterProductRecord | undefined;
  siblings: ChildFields[];
}

// Kept per catalogue version (list-cache.ts): the publisher renders a category's products one after another, and
// each page would otherwise read the same category, its first products and their images again (6 reads a page,
// now 3: the catalogue's version, the path and the product).
const keptCategoryContexts = new RecordsAtVersion<CategoryContext>(2_000);
const keptImages = new RecordsAtVersion<StoredFile>(20_000);

const categoryContext = async (outerProductId: number, at?: BuiltAt): Promise<CategoryContext> => {
  const kept = at && keptCategoryContexts.get(at, [outerProductId]).get(outerProductId);
  if (kept) return kept;
  const [outer, siblings] = await Promise.all([
    outerProductRecords.get(outerProductId),
    listChildSummaryFields(outerProductId, RELATED_LIMIT + 1),
  ]);
  if (at) keptCategoryContexts.keep(at, [[outerProductId, { outer, siblings }]]);
  return { outer, siblings };
};

const images = async (ids: readonly number[], at?: BuiltAt): Promise<Map<number, StoredFile>> => {
  const kept = at ? keptImages.get(at, ids) : new Map<number, StoredFile>();
  const missing = [...new Set(ids)].filter((id) => !kept.has(id));
  if (missing.length === 0) return kept;
  const read = await getFiles(missing);
  if (at) keptImages.keep(at, read);
  return new Map([...kept, ...read]);
};

/**
 * An inner product with its images, its outer product's path and name, and up to 8 related products; `at`, the
 * catalogue version an answer is built at, lets it reuse what builds at that version kept.
 */
const toInnerProduct = async (record: InnerProductRecord, at?: BuiltAt): Promise<InnerProduct> => {
  const { outer, siblings } = await categoryContext(record.outerProductId, at);
  const related = siblings.filter((sibling) => sibling.id !== record.id).slice(0, RELATED_LIMIT);
  const files = await images([record.imageId, ...record.imageIds, ...related.map((product) => product.imageId)], at);
  const outerProductPath = outer?.namePath ?? '';
  const outerProductDisplayName = outer?.name ?? '';
  return {
    ...record,
    // Products stored before dimensions existed have none: they answer null like a product without them.
    boreMm: record.boreMm ?? null,
    outerDiameterMm: record.outerDiameterMm ?? null,
    widthMm: record.widthMm ?? null,
    // Likewise technical data and availability.
    ...technicalData(record),
    availability: record.availability ?? null,
    // Products stored before cross references existed have none.
    crossReferences: record.crossReferences ?? [],
    image: embedImage(files, record.imageId),
    innerProductImages: embedImageRefs(files, record.imageIds),
    // The wire names are historical: `outerProductName` holds the path, `outerProductActualName` the name.
    outerProductName: outerProductPath,
    outerProductActualName: outerProductDisplayName,
    outerProductType: outer?.productType ?? PRODUCT_TYPE.product,
    relatedProducts: related.map((product): RelatedProduct => ({
      id: product.id,
      name: product.name,
      namePath: product.namePath,
      image: embedImage(files, product.imageId),
    })),
    ...productDesignation(record),
  };
};

export const getInnerProduct = async (id: number, at?: BuiltAt): Promise<InnerProduct | undefined> => {
  const record = await innerProductRecords.get(id);
  return record ? toInnerProduct(record, at) : undefined;
};

export const getInnerProductByPath = async (namePath: string, at?: BuiltAt): Promise<InnerProduct | undefined> => {
  const id = await innerProductRecords.findIdByPath(namePath);
  return id === undefined ? undefined : getInnerProduct(id, at);
};

/** The JSON of a product page's product (404 when none), built once per version of the catalogue. */
export const innerProductJson = (id: number): Promise<JsonAnswer> =>
  cachedRecordJson('CATALOGUE', `inner:id:${id}`, (at) => getInnerProduct(id, at));
export const innerProductByPathJson = (namePath: string): Promise<JsonAnswer> =>
  cachedRecordJson('CATALOGUE', `inner:path:${namePath}`, (at) => getInnerProductByPath(namePath, at));

// ---- writes ----

/** The fields code that builds inputs itself may leave out: dimensions, technical data, availability, cross references. */
type OptionalField = keyof ProductDimensions | TechnicalField | 'availability' | 'crossReferences';

/**
 * A write as the services take it: the parsed input, where code that builds inputs itself (the seed, imports,
 * benchmarks) may leave the dimensions, technical data and availability out; left out is none, and the
 * designation may then fill the dimensions.
 */
export type InnerProductWrite = Omit<InnerProductInput, OptionalField> &
  Partial<Pick<InnerProductInput, OptionalField>>;
type InnerProductUpdate = Omit<InnerProductUpdateInput, OptionalField> &
  Partial<Pick<InnerProductUpdateInput, OptionalField>>;

/** C, C0, speeds and mass, each null when not given. */
const technicalData = (input: Partial<TechnicalData>): TechnicalData => ({
  dynamicLoadKn: input.dynamicLoadKn ?? null,
  staticLoadKn: input.staticLoadKn ?? null,
  referenceSpeedRpm: input.referenceSpeedRpm ?? null,
  limitingSpeedRpm: input.limitingSpeedRpm ?? null,
  massKg: input.massKg ?? null,
});

/**
 * What is stored of an input: its own fields, the description sanitised, and d × D × B from the designation
 * when staff gave none of them (see rules/product-dimensions.ts). The sanitiser is loaded at the first write,
 * so the public reads served by the same function never spend their cold start on it.
 */
const toFields = async (input: InnerProductWrite): Promise<InnerProductInput> => ({
  name: input.name,
  namePath: input.namePath,
  description: (await import('../rules/rich-text')).cleanRichHtml('description', input.description),
  shortDescription: input.shortDescription,
  videos: input.videos,
  imageId: input.imageId,
  imageIds: input.imageIds,
  outerProductId: input.outerProductId,
  brand: input.brand,
  madeIn: input.madeIn,
  productSeries: input.productSeries,
  ...storedDimensions(input),
  ...technicalData(input),
  availability: input.availability ?? null,
  crossReferences: input.crossReferences ?? [],
});

const checkImages = (input: InnerProductWrite) =>
  assertImagesExist({ imageId: [input.imageId], imageIds: input.imageIds });

const assertOuterExists = async (outerProductId: number): Promise<void> => {
  if (!(await outerProductRecords.get(outerProductId))) throw outerMissing();
};

/** A product write, after which this container's next search checks the index again (see its cache). */
const reindexing = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } finally {
    invalidateSearchCache();
  }
};

/** Creates an inner product under an existing outer product, on a free path. */
export const createInnerProduct = async (input: InnerProductWrite, now = new Date()): Promise<InnerProduct> => {
  const fields = await toFields(input);
  await checkImages(input);
  // Checked before an id is spent; the transaction's conditions still decide a race.
  await assertOuterExists(input.outerProductId);
  const record = await reindexing(() =>
    innerProductRecords.create(fields, now, (created) => [
      [changeInnerCount(created.outerProductId, 1), outerMissing],
      ...indexWrites([created]),
    ]),
  );
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
  inputs: readonly InnerProductWrite[],
  now = new Date(),
): Promise<number[]> => {
  if (inputs.length === 0) return [];
  const fields = await Promise.all(inputs.map(toFields));
  await assertImagesExist({
    imageId: inputs.map((input) => input.imageId),
    imageIds: inputs.flatMap((input) => input.imageIds),
  });
  const outerIds = [...new Set(inputs.map((input) => input.outerProductId))];
  const outers = await getOuterProductRecords(outerIds);
  if (outerIds.some((id) => !outers.has(id))) throw outerMissing();
  if (new Set(inputs.map((input) => input.namePath)).size !== inputs.length) throw pathTaken('namePath');

  const records = await innerProductRecords.newRecords(fields, now);
  for (const chunk of importChunks(records)) {
    const perOuter = new Map<number, number>();
    for (const record of chunk) perOuter.set(record.outerProductId, (perOuter.get(record.outerProductId) ?? 0) + 1);
    await reindexing(() =>
      innerProductRecords.writeNew(chunk, [
        ...[...perOuter].map(([outerId, count]): Write => [changeInnerCount(outerId, count), outerMissing]),
        ...indexWrites(chunk),
      ]),
    );
  }
  return records.map((record) => record.id);
};

/**
 * Replaces an inner product; may rename it (path items swapped in the transaction) and move it to another
 * outer product (both counts and gsi2pk changed together). The product as it was is kept as a revision in the
 * same transaction.
 */
export const updateInnerProduct = async (
  id: number,
  input: InnerProductUpdate,
  saver: Saver,
  now = new Date(),
): Promise<InnerProduct> => {
  const fields = await toFields(input);
  await checkImages(input);
  const moved = (current: InnerProductRecord) => current.outerProductId !== fields.outerProductId;
  const raced = () => versionConflict(input.updatedAt);
  const record = await reindexing(() =>
    innerProductRecords.update(id, fields, now, {
      pinnedVersion: input.updatedAt,
      check: async (current) => {
        if (moved(current)) await assertOuterExists(fields.outerProductId);
      },
      alsoWrite: async (current, updated) => [
        ...(moved(current)
          ? ([
              [changeInnerCount(current.outerProductId, -1), raced],
              [changeInnerCount(updated.outerProductId, 1), outerMissing],
            ] satisfies Write[])
          : []),
        ...(indexEntryChanged(current, updated) ? indexWrites([updated]) : []),
        ...(await updateRevisionWrites('InnerProduct', id, current, updated, saver, updated.updatedAt)),
      ],
    }),
  );
  return toInnerProduct(record);
};

/**
 * Sets one availability (or none) on several products, the product list's selection: every product is checked
 * to exist before any is written, then each is updated whole, with its revision and audit entry, as a save of
 * its form would be, pinned to the version read (a product edited meanwhile answers 409 and keeps that edit).
 * A product that already has this availability is left as it is.
 */
export const setInnerProductsAvailability = async (
  ids: readonly number[],
  availability: Availability | null,
  saver: Saver,
  now = new Date(),
): Promise<InnerProductsAvailabilityResult> => {
  const currents = await Promise.all(ids.map((id) => innerProductRecords.get(id, { consistent: true })));
  const missing = ids.filter((_, index) => !currents[index]);
  if (missing.length > 0) {
    throw validationError({ ids: `Không tìm thấy sản phẩm mã ${missing.join(', ')}; chưa sản phẩm nào được đổi` });
  }
  const updated: InnerProductsAvailabilityResult['updated'] = [];
  for (const current of currents as InnerProductRecord[]) {
    if (sameAvailability(current.availability, availability)) {
      updated.push({ id: current.id, updatedAt: current.updatedAt });
      continue;
    }
    const { id, createdAt: _createdAt, updatedAt, ...fields } = current;
    const record = await reindexing(() =>
      innerProductRecords.update(id, { ...fields, availability }, now, {
        pinnedVersion: updatedAt,
        alsoWrite: async (before, after) => [
          ...(indexEntryChanged(before, after) ? indexWrites([after]) : []),
          ...(await updateRevisionWrites('InnerProduct', id, before, after, saver, after.updatedAt)),
        ],
      }),
    );
    updated.push({ id, updatedAt: record.updatedAt });
  }
  return { updated };
};

/**
 * Deletes an inner product, frees its path, and takes it out of its outer product's count and the index; it
 * stays restorable from its revisions.
 */
export const deleteInnerProduct = (id: number, saver: Saver, now = new Date()): Promise<void> =>
  reindexing(() =>
    innerProductRecords.delete(id, async (current) => {
      const outer = await outerProductRecords.get(current.outerProductId);
      const address = outer ? siteAddress.innerProduct(outer.namePath, current.namePath) : current.namePath;
      return [
        [changeInnerCount(current.outerProductId, -1), () => new LostRace()],
        ...unindexInnerProduct(id).map((item): Write => [item, indexBusy]),
        ...(await deletionRevisionWrites(
          'InnerProduct',
          id,
          current,
          { title: current.name, path: address },
          saver,
          now,
        )),
      ];
    }),
  );

/**
 * An inner product as it would be saved, under its outer product (which must exist), with its images and
 * related products, without saving it (a preview).
 */
export const previewInnerProduct = async (
  input: InnerProductWrite,
  id?: number,
  now = new Date(),
): Promise<InnerProduct> => {
  const fields = await toFields(input);
  await checkImages(input);
  await assertOuterExists(fields.outerProductId);
  const stored = id === undefined ? undefined : await innerProductRecords.get(id);
  const at = now.toISOString();
  return toInnerProduct({ id: id ?? 0, ...fields, createdAt: stored?.createdAt ?? at, updatedAt: at });
};

/**
 * Brings a deleted inner product back under its id from a revision's state, into its outer product (which must
 * exist: 400 otherwise) and the search index, on its path if still free (409 PATH_TAKEN otherwise).
 */
export const recreateInnerProduct = async (
  id: number,
  input: InnerProductWrite,
  createdAt: string,
  deletedAt: string,
  saver: Saver,
  now = new Date(),
): Promise<InnerProduct> => {
  const fields = await toFields(input);
  await checkImages(input);
  await assertOuterExists(fields.outerProductId);
  const record: InnerProductRecord = { id, ...fields, createdAt, updatedAt: nextUpdatedAt(deletedAt, now) };
  await reindexing(() =>
    retryLostRaces(async () =>
      innerProductRecords.recreate(record, [
        [changeInnerCount(record.outerProductId, 1), outerMissing],
        ...indexWrites([record]),
        ...(await undeleteRevisionWrites('InnerProduct', id, saver, record.updatedAt, now)),
      ]),
    ),
  );
  return toInnerProduct(record);
};
