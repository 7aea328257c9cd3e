import {
  type CategoryWithProducts,
  listedOuterProducts,
  type OuterProduct,
  type OuterProductInput,
  type OuterProductRecord,
  type OuterProductUpdateInput,
  type OuterProductWithChildren,
} from '#contract/outer-product';
import { PRODUCT_TYPE, type ProductType, siteAddress } from '#contract/site-addresses';
import type { StoredFile } from '../models/file';
import { getFiles } from '../repositories/file-repository';
import { listOuterProductRecords, outerProductRecords } from '../repositories/outer-product-repository';
import { embedImage } from '../rules/embedded-images';
import { nextUpdatedAt, retryLostRaces } from '../rules/optimistic-concurrency';
import { assertImagesExist } from './images';
import { listCategoryProducts, listInnerProductSummariesByOuter } from './inner-product-lists';
import { cachedJson, cachedRecordJson, type JsonAnswer } from './list-cache';
import { deletionRevisionWrites, type Saver, undeleteRevisionWrites, updateRevisionWrites } from './revision-log';

// Outer products (product categories and maintenance-tool groups), answered with their image and, on the
// public pages, with their inner products. The API and the published pages read them through here.

const toOuterProduct = (record: OuterProductRecord, files: ReadonlyMap<number, StoredFile>): OuterProduct => ({
  ...record,
  image: embedImage(files, record.imageId),
});

const withImages = async (records: OuterProductRecord[]): Promise<OuterProduct[]> => {
  const files = await getFiles(records.map((record) => record.imageId));
  return records.map((record) => toOuterProduct(record, files));
};

const withInnerProducts = async (outers: OuterProduct[]): Promise<OuterProductWithChildren[]> => {
  const children = await listInnerProductSummariesByOuter(outers);
  return outers.map((outer) => ({ ...outer, innerProducts: children.get(outer.id) ?? [] }));
};

/** Outer products of these types, newest `updatedAt` first, without their inner products (the admin list). */
export const listOuterProducts = async (types: readonly ProductType[]): Promise<OuterProduct[]> =>
  withImages(await listOuterProductRecords(types));

/** Outer products of these types, newest first, each with its inner products by name. */
export const listOuterProductsWithChildren = async (
  types: readonly ProductType[],
): Promise<OuterProductWithChildren[]> => withInnerProducts(await listOuterProducts(types));

const { product: PRODUCT, maintenanceTool: MAINTENANCE_TOOL } = PRODUCT_TYPE;

/** Product categories and maintenance-tool groups, without their inner products (the admin list). */
export const listAllOuterProducts = (): Promise<OuterProduct[]> => listOuterProducts([PRODUCT, MAINTENANCE_TOOL]);
/** The product categories with their inner products (the catalogue). */
export const listProductCategories = (): Promise<OuterProductWithChildren[]> =>
  listOuterProductsWithChildren([PRODUCT]);
/** The maintenance-tool groups with their inner products. */
export const listMaintenanceToolGroups = (): Promise<OuterProductWithChildren[]> =>
  listOuterProductsWithChildren([MAINTENANCE_TOOL]);

/** The same lists as the JSON the API answers, built once per version of the catalogue (see list-cache.ts). */
export const outerProductListsJson = {
  all: () => cachedJson('CATALOGUE', 'outer:all', listAllOuterProducts),
  productCategories: () => cachedJson('CATALOGUE', 'outer:products', listProductCategories),
  maintenanceToolGroups: () => cachedJson('CATALOGUE', 'outer:maintenance-tools', listMaintenanceToolGroups),
  /** Each with its first products only, as the home page and the product lists read them. */
  listedProductCategories: () =>
    cachedJson('CATALOGUE', 'outer:products:listed', async () => listedOuterProducts(await listProductCategories())),
  listedMaintenanceToolGroups: () =>
    cachedJson('CATALOGUE', 'outer:maintenance-tools:listed', async () =>
      listedOuterProducts(await listMaintenanceToolGroups()),
    ),
};

/** One category as its page reads it: its products in designation order, with what its filters read. */
export const getOuterProductWithChildren = async (id: number): Promise<CategoryWithProducts | undefined> => {
  const record = await outerProductRecords.get(id);
  if (!record) return undefined;
  const [[outer], innerProducts] = await Promise.all([withImages([record]), listCategoryProducts(record)]);
  return { ...outer!, innerProducts };
};

export const getOuterProductByPathWithChildren = async (
  namePath: string,
): Promise<CategoryWithProducts | undefined> => {
  const id = await outerProductRecords.findIdByPath(namePath);
  return id === undefined ? undefined : getOuterProductWithChildren(id);
};

/** What is stored of an input: its own fields. */
const toFields = (input: OuterProductInput): OuterProductInput => ({
  name: input.name,
  namePath: input.namePath,
  summaryDetail: input.summaryDetail,
  productType: input.productType,
  imageId: input.imageId,
});

/** The JSON of an outer product's page (404 when none), built once per version of the catalogue. */
export const outerProductJson = (id: number): Promise<JsonAnswer> =>
  cachedRecordJson('CATALOGUE', `outer:id:${id}`, () => getOuterProductWithChildren(id));
export const outerProductByPathJson = (namePath: string): Promise<JsonAnswer> =>
  cachedRecordJson('CATALOGUE', `outer:path:${namePath}`, () => getOuterProductByPathWithChildren(namePath));

/** Creates an outer product on a free path (409 PATH_TAKEN otherwise, nothing written). */
export const createOuterProduct = async (input: OuterProductInput, now = new Date()): Promise<OuterProduct> => {
  const files = await assertImagesExist({ imageId: [input.imageId] });
  return toOuterProduct(await outerProductRecords.create(toFields(input), now), files);
};

/**
 * Updates an outer product's own fields, maybe on a new path (409 STALE for a pinned older version), keeping
 * the outer product as it was as a revision in the same transaction.
 */
export const updateOuterProduct = async (
  id: number,
  input: OuterProductUpdateInput,
  saver: Saver,
  now = new Date(),
): Promise<OuterProduct> => {
  const files = await assertImagesExist({ imageId: [input.imageId] });
  const record = await outerProductRecords.update(id, toFields(input), now, {
    pinnedVersion: input.updatedAt,
    alsoWrite: (current, updated) =>
      updateRevisionWrites('OuterProduct', id, current, updated, saver, updated.updatedAt),
  });
  return toOuterProduct(record, files);
};

/**
 * Deletes an outer product that has no inner products (409 HAS_CHILDREN otherwise) and frees its path; it stays
 * restorable from its revisions.
 */
export const deleteOuterProduct = (id: number, saver: Saver, now = new Date()): Promise<void> =>
  outerProductRecords.delete(id, (current) =>
    deletionRevisionWrites(
      'OuterProduct',
      id,
      current,
      { title: current.name, path: siteAddress.outerProduct(current.namePath) },
      saver,
      now,
    ),
  );

/**
 * An outer product as it would be saved, with the inner products it has, without saving it (a preview).
 */
export const previewOuterProduct = async (
  input: OuterProductInput,
  id?: number,
  now = new Date(),
): Promise<OuterProductWithChildren> => {
  const files = await assertImagesExist({ imageId: [input.imageId] });
  const stored = id === undefined ? undefined : await outerProductRecords.get(id);
  const at = now.toISOString();
  const record: OuterProductRecord = {
    id: id ?? 0,
    ...toFields(input),
    createdAt: stored?.createdAt ?? at,
    updatedAt: at,
  };
  return (await withInnerProducts([toOuterProduct(record, files)]))[0]!;
};

/**
 * Brings a deleted outer product back under its id from a revision's state, on its path if still free (409
 * PATH_TAKEN otherwise), with no inner products (it could only be deleted without them).
 */
export const recreateOuterProduct = async (
  id: number,
  input: OuterProductInput,
  createdAt: string,
  deletedAt: string,
  saver: Saver,
  now = new Date(),
): Promise<OuterProduct> => {
  const files = await assertImagesExist({ imageId: [input.imageId] });
  const record: OuterProductRecord = { id, ...toFields(input), createdAt, updatedAt: nextUpdatedAt(deletedAt, now) };
  await retryLostRaces(async () =>
    outerProductRecords.recreate(
      record,
      await undeleteRevisionWrites('OuterProduct', id, saver, record.updatedAt, now),
    ),
  );
  return toOuterProduct(record, files);
};
