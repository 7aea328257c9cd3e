import {
  batchGet,
  claimPath,
  ENTITY_SK,
  findPathOwner,
  getItem,
  type Item,
  listNewestFirst,
  newestFirstSortKey,
  nextIds,
  nextUpdatedAt,
  pickAttributes,
  releasePath,
  setExpression,
  tableName,
  type TransactItem,
  transactWrite,
} from '../db';
import { hasChildren, notFound, pathTaken } from '../errors';
import type { StoredFile } from '../models/file';
import type {
  OuterProduct,
  OuterProductInput,
  OuterProductRecord,
  OuterProductUpdateInput,
  ProductType,
} from '#contract/outer-product';
import { embedImage } from '../services/embedded-images';
import { assertCurrentVersion, LostRace, retryLostRaces, versionConflict } from '../services/optimistic-concurrency';
import { assertImagesExist, getFiles } from './file-repository';

// Outer products (product categories and maintenance-tool groups): pk = OUTER#<id>; unique path
// pk = PATH#OUTER#<namePath>; newest first per type through gsi1 (gsi1pk = OUTER#TYPE#<type>). The item
// also counts its inner products (`innerCount`, changed in the inner product's own transaction), so a
// delete can refuse a category with products atomically, with no race against a product being added.

const KIND = 'OUTER';
const INNER_COUNT = 'innerCount';
export const outerProductKey = (id: number) => ({ pk: `${KIND}#${id}`, sk: ENTITY_SK });
const typeIndexKey = (type: ProductType) => `${KIND}#TYPE#${type}`;

const indexAttributes = (record: OuterProductRecord) => ({
  gsi1pk: typeIndexKey(record.productType),
  gsi1sk: newestFirstSortKey(record.updatedAt, record.id),
});

const OUTER_PRODUCT_ATTRIBUTES = [
  'id',
  'name',
  'namePath',
  'summaryDetail',
  'productType',
  'imageId',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof OuterProductRecord)[];

const toRecord = (item: Item): OuterProductRecord => pickAttributes<OuterProductRecord>(item, OUTER_PRODUCT_ATTRIBUTES);

const toOuterProduct = (record: OuterProductRecord, files: ReadonlyMap<number, StoredFile>): OuterProduct => ({
  ...record,
  image: embedImage(files, record.imageId),
});

const withImages = async (records: OuterProductRecord[]): Promise<OuterProduct[]> => {
  const files = await getFiles(records.map((record) => record.imageId));
  return records.map((record) => toOuterProduct(record, files));
};

const getOuterItem = (id: number, consistent = false) => getItem(outerProductKey(id), { consistent });

export const getOuterProductRecord = async (id: number): Promise<OuterProductRecord | undefined> => {
  const item = await getOuterItem(id);
  return item ? toRecord(item) : undefined;
};

/** Several outer products by id (missing ones absent), for the names inner products show. */
export const getOuterProductRecords = async (ids: readonly number[]): Promise<Map<number, OuterProductRecord>> => {
  const items = await batchGet(ids.map(outerProductKey));
  return new Map(items.map((item) => [Number(item.id), toRecord(item)]));
};

export const getOuterProduct = async (id: number): Promise<OuterProduct | undefined> => {
  const record = await getOuterProductRecord(id);
  return record ? (await withImages([record]))[0] : undefined;
};

export const getOuterProductByPath = async (namePath: string): Promise<OuterProduct | undefined> => {
  const id = await findPathOwner(KIND, namePath);
  return id === undefined ? undefined : getOuterProduct(id);
};

/** Outer products of these types, newest `updatedAt` first. */
export const listOuterProducts = async (types: readonly ProductType[]): Promise<OuterProduct[]> => {
  const items = await listNewestFirst(...types.map(typeIndexKey));
  return withImages(items.map(toRecord));
};

/**
 * Transaction item that adds `delta` to an outer product's inner-product count; its condition fails when
 * the outer product does not exist (so a product cannot be attached to a missing or deleted category).
 */
export const changeInnerCount = (outerProductId: number, delta: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: outerProductKey(outerProductId),
    UpdateExpression: 'ADD #count :delta',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#count': INNER_COUNT },
    ExpressionAttributeValues: { ':delta': delta },
  },
});

const toStored = (input: OuterProductInput): OuterProductInput => ({
  name: input.name,
  namePath: input.namePath,
  summaryDetail: input.summaryDetail,
  productType: input.productType,
  imageId: input.imageId,
});

export const createOuterProduct = async (input: OuterProductInput, now = new Date()): Promise<OuterProduct> => {
  const files = await assertImagesExist({ imageId: [input.imageId] });
  // Checked before an id is spent; the transaction's condition still decides a race.
  if ((await findPathOwner(KIND, input.namePath)) !== undefined) throw pathTaken('namePath');
  const [id] = await nextIds(KIND);
  const at = now.toISOString();
  const record: OuterProductRecord = { id: id!, ...toStored(input), createdAt: at, updatedAt: at };
  await transactWrite(
    [
      {
        Put: {
          TableName: tableName(),
          Item: { ...outerProductKey(record.id), ...indexAttributes(record), ...record, [INNER_COUNT]: 0 },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      claimPath(KIND, record.namePath, record.id),
    ],
    () => pathTaken('namePath'),
    { conflictRetries: 2 },
  );
  return toOuterProduct(record, files);
};

/**
 * Updates an outer product's own fields. An Update (not a Put) so that the inner-product count, which
 * other transactions change, is never written back from a stale read.
 */
export const updateOuterProduct = async (
  id: number,
  input: OuterProductUpdateInput,
  now = new Date(),
): Promise<OuterProduct> => {
  const files = await assertImagesExist({ imageId: [input.imageId] });
  return retryLostRaces(async () => {
    const item = await getOuterItem(id, true);
    if (!item) throw notFound();
    const current = toRecord(item);
    assertCurrentVersion(input.updatedAt, current.updatedAt);
    const renamed = current.namePath !== input.namePath;
    if (renamed && (await findPathOwner(KIND, input.namePath)) !== undefined) throw pathTaken('namePath');

    const record: OuterProductRecord = {
      ...current,
      ...toStored(input),
      updatedAt: nextUpdatedAt(current.updatedAt, now),
    };
    const { id: _id, createdAt: _createdAt, ...changed } = record;
    const set = setExpression({ ...changed, ...indexAttributes(record) });
    await transactWrite(
      [
        {
          Update: {
            TableName: tableName(),
            Key: outerProductKey(id),
            UpdateExpression: set.expression,
            ConditionExpression: '#loaded = :loaded',
            ExpressionAttributeNames: { ...set.names, '#loaded': 'updatedAt' },
            ExpressionAttributeValues: { ...set.values, ':loaded': current.updatedAt },
          },
        },
        ...(renamed ? [claimPath(KIND, record.namePath, id), releasePath(KIND, current.namePath, id)] : []),
      ],
      (index) => (index === 1 ? pathTaken('namePath') : versionConflict(input.updatedAt)),
      { conflictRetries: 2 },
    );
    return toOuterProduct(record, files);
  });
};

/** Deletes an outer product that has no inner products (409 HAS_CHILDREN otherwise) and frees its path. */
export const deleteOuterProduct = async (id: number): Promise<void> =>
  retryLostRaces(async () => {
    const item = await getOuterItem(id, true);
    if (!item) throw notFound();
    if (Number(item[INNER_COUNT] ?? 0) > 0) throw hasChildren();
    const current = toRecord(item);
    await transactWrite(
      [
        {
          Delete: {
            TableName: tableName(),
            Key: outerProductKey(id),
            // A product added since the read fails this, and the retry answers HAS_CHILDREN.
            ConditionExpression: '#loaded = :loaded AND (attribute_not_exists(#count) OR #count = :zero)',
            ExpressionAttributeNames: { '#loaded': 'updatedAt', '#count': INNER_COUNT },
            ExpressionAttributeValues: { ':loaded': current.updatedAt, ':zero': 0 },
          },
        },
        releasePath(KIND, current.namePath, id),
      ],
      () => new LostRace(),
      { conflictRetries: 2 },
    );
  });
