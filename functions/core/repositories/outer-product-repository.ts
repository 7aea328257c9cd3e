import { batchGet, entityKey, listNewestFirst, newestFirstSortKey, tableName, type TransactItem } from '../db';
import { hasChildren } from '../errors';
import type { OuterProductRecord, ProductType } from '#contract/outer-product';
import {
  createRecord,
  deleteRecord,
  type FieldsOf,
  findIdByPath,
  getRecord,
  toRecord,
  type UniquePathEntity,
  updateRecord,
} from './unique-path-entity';

// Outer products (product categories and maintenance-tool groups): pk = OUTER#<id>; unique path
// pk = PATH#OUTER#<namePath>; newest first per type through gsi1 (gsi1pk = OUTER#TYPE#<type>). The item
// also counts its inner products (`innerCount`, changed in the inner product's own transaction), so a
// delete can refuse a category with products atomically, with no race against a product being added.

const KIND = 'OUTER';
const INNER_COUNT = 'innerCount';
const typeIndexKey = (type: ProductType) => `${KIND}#TYPE#${type}`;

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

const outerProducts: UniquePathEntity<OuterProductRecord> = {
  kind: KIND,
  pathField: 'namePath',
  attributes: OUTER_PRODUCT_ATTRIBUTES,
  indexAttributes: (record) => ({
    gsi1pk: typeIndexKey(record.productType),
    gsi1sk: newestFirstSortKey(record.updatedAt, record.id),
  }),
  // The count belongs to the inner products' transactions: updates never write it back.
  keptAttributes: { [INNER_COUNT]: 0 },
};

export const getOuterProductRecord = (id: number): Promise<OuterProductRecord | undefined> =>
  getRecord(outerProducts, id);

/** Several outer products by id (missing ones absent), for the names inner products show. */
export const getOuterProductRecords = async (ids: readonly number[]): Promise<Map<number, OuterProductRecord>> => {
  const items = await batchGet(ids.map((id) => entityKey(KIND, id)));
  return new Map(items.map((item) => [Number(item.id), toRecord(outerProducts, item)]));
};

export const findOuterProductIdByPath = (namePath: string): Promise<number | undefined> =>
  findIdByPath(outerProducts, namePath);

/** Outer products of these types, newest `updatedAt` first. */
export const listOuterProductRecords = async (types: readonly ProductType[]): Promise<OuterProductRecord[]> =>
  (await listNewestFirst(...types.map(typeIndexKey))).map((item) => toRecord(outerProducts, item));

/**
 * Transaction item that adds `delta` to an outer product's inner-product count; its condition fails when
 * the outer product does not exist (so a product cannot be attached to a missing or deleted category).
 */
export const changeInnerCount = (outerProductId: number, delta: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: entityKey(KIND, outerProductId),
    UpdateExpression: 'ADD #count :delta',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#count': INNER_COUNT },
    ExpressionAttributeValues: { ':delta': delta },
  },
});

/** 409 PATH_TAKEN when the path is taken, nothing written. */
export const createOuterProductRecord = (
  fields: FieldsOf<OuterProductRecord>,
  now: Date,
): Promise<OuterProductRecord> => createRecord(outerProducts, fields, now);

/** Updates an outer product's own fields (never its count); 404, 409 STALE and PATH_TAKEN as for articles. */
export const updateOuterProductRecord = (
  id: number,
  fields: FieldsOf<OuterProductRecord>,
  pinnedVersion: string | undefined,
  now: Date,
): Promise<OuterProductRecord> => updateRecord(outerProducts, id, fields, now, { pinnedVersion });

/**
 * Deletes an outer product that has no inner products (409 HAS_CHILDREN otherwise) and frees its path. The
 * count is a condition of the delete itself: a product added since the read fails it, and the retry answers
 * HAS_CHILDREN.
 */
export const deleteOuterProductRecord = (id: number): Promise<void> =>
  deleteRecord(outerProducts, id, {
    check: (item) => {
      if (Number(item[INNER_COUNT] ?? 0) > 0) throw hasChildren();
    },
    condition: {
      expression: '(attribute_not_exists(#count) OR #count = :zero)',
      names: { '#count': INNER_COUNT },
      values: { ':zero': 0 },
    },
  });
