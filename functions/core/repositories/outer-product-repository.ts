import { batchGet, entityKey, listNewestFirst, newestFirstSortKey, tableName, type TransactItem } from '../db';
import { hasChildren } from '../errors';
import type { OuterProductRecord } from '#contract/outer-product';
import type { ProductType } from '#contract/site-addresses';
import { UniquePathStore } from './unique-path-store';

// Outer products (product categories and maintenance-tool groups): pk = OUTER#<id>; unique path
// pk = PATH#OUTER#<namePath>; newest first per type through gsi1 (gsi1pk = OUTER#TYPE#<type>). The item
// also counts its inner products (`innerCount`, changed in the inner product's own transaction), so a
// delete can refuse a category with products atomically, with no race against a product being added.

const KIND = 'OUTER';
const INNER_COUNT = 'innerCount';
const typeIndexKey = (type: ProductType) => `${KIND}#TYPE#${type}`;

/**
 * Outer products by id and by path. Updates never write the count back; a delete of one that has inner
 * products is 409 HAS_CHILDREN, and the count is a condition of the delete itself: a product added since
 * the read fails it, and the retry answers HAS_CHILDREN.
 */
export const outerProductRecords = new UniquePathStore<OuterProductRecord>({
  kind: KIND,
  listFamily: 'CATALOGUE',
  audit: { entity: 'outer-product', name: (record) => record.name },
  pathField: 'namePath',
  attributes: ['id', 'name', 'namePath', 'summaryDetail', 'productType', 'imageId', 'createdAt', 'updatedAt'],
  indexAttributes: (record) => ({
    gsi1pk: typeIndexKey(record.productType),
    gsi1sk: newestFirstSortKey(record.updatedAt, record.id),
  }),
  keptAttributes: { [INNER_COUNT]: 0 },
  deleteGuard: {
    check: (item) => {
      if (Number(item[INNER_COUNT] ?? 0) > 0) throw hasChildren();
    },
    condition: {
      expression: '(attribute_not_exists(#count) OR #count = :zero)',
      names: { '#count': INNER_COUNT },
      values: { ':zero': 0 },
    },
  },
});

/** Several outer products by id (missing ones absent), for the names inner products show. */
export const getOuterProductRecords = async (ids: readonly number[]): Promise<Map<number, OuterProductRecord>> => {
  const items = await batchGet(ids.map((id) => entityKey(KIND, id)));
  return new Map(items.map((item) => [Number(item.id), outerProductRecords.toRecord(item)]));
};

/** Outer products of these types, newest `updatedAt` first. */
export const listOuterProductRecords = async (types: readonly ProductType[]): Promise<OuterProductRecord[]> =>
  (await listNewestFirst(...types.map(typeIndexKey))).map((item) => outerProductRecords.toRecord(item));

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
