import {
  batchGet,
  entityKey,
  type Item,
  listNewestFirst,
  newestFirstSortKey,
  pickAttributes,
  queryAll,
  queryFirst,
} from '../db';
import type { InnerProductRecord } from '#contract/inner-product';
import { CHILDREN_INDEX, LIST_INDEX } from '../tables';
import { UniquePathStore } from './unique-path-store';

// Inner products: pk = INNER#<id>; unique path pk = PATH#INNER#<namePath> (apart from outer products'
// paths); newest first through gsi1 (gsi1pk = INNER#ALL, gsi1sk = <updatedAt>#<id>); the products of an
// outer product through gsi2 (gsi2pk = OUTER#<outerProductId>, gsi2sk = name). Writes take the caller's
// items (the outer product's count, the name-search index) into the same transaction.

const KIND = 'INNER';
const ALL_INDEX_PK = `${KIND}#ALL`;
const childrenIndexKey = (outerProductId: number) => `OUTER#${outerProductId}`;

/** Inner products by id and by path; callers add the count and index items to each transaction. */
export const innerProductRecords = new UniquePathStore<InnerProductRecord>({
  kind: KIND,
  listFamily: 'CATALOGUE',
  audit: { entity: 'inner-product', name: (record) => record.name },
  pathField: 'namePath',
  attributes: [
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
    'boreMm',
    'outerDiameterMm',
    'widthMm',
    'dynamicLoadKn',
    'staticLoadKn',
    'referenceSpeedRpm',
    'limitingSpeedRpm',
    'massKg',
    'availability',
    'crossReferences',
    'createdAt',
    'updatedAt',
  ],
  indexAttributes: (record) => ({
    gsi1pk: ALL_INDEX_PK,
    gsi1sk: newestFirstSortKey(record.updatedAt, record.id),
    gsi2pk: childrenIndexKey(record.outerProductId),
    gsi2sk: record.name,
  }),
  // Products of one search shard share an index item: two writes of different products may meet there.
  conflictRetries: 3,
});

/** What a summary needs, read through ProjectionExpression so descriptions never travel with lists. */
const SUMMARY_ATTRIBUTES = ['id', 'name', 'namePath', 'shortDescription', 'imageId', 'outerProductId'] as const;
export type SummaryFields = Pick<InnerProductRecord, (typeof SUMMARY_ATTRIBUTES)[number]>;

const projectionOf = (attributes: readonly string[]) => ({
  ProjectionExpression: attributes.map((_, index) => `#a${index}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name])),
});

const toSummaryFields = (item: Item): SummaryFields => pickAttributes<SummaryFields>(item, SUMMARY_ATTRIBUTES);

/**
 * A category's list also reads what its filters, its order and its spec table need: brand, code, dimensions,
 * C, C0, limiting speed and availability.
 */
const CHILD_ATTRIBUTES = [
  ...SUMMARY_ATTRIBUTES,
  'brand',
  'productSeries',
  'boreMm',
  'outerDiameterMm',
  'widthMm',
  'dynamicLoadKn',
  'staticLoadKn',
  'limitingSpeedRpm',
  'availability',
] as const;
export type ChildFields = Pick<InnerProductRecord, (typeof CHILD_ATTRIBUTES)[number]>;

/** The products of an outer product by name (gsi2), the first `limit` or all, summary and list fields only. */
export const listChildSummaryFields = async (outerProductId: number, limit?: number): Promise<ChildFields[]> => {
  const query = {
    IndexName: CHILDREN_INDEX,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': childrenIndexKey(outerProductId) },
    ...projectionOf(CHILD_ATTRIBUTES),
  };
  const items = limit ? await queryFirst(query, limit) : await queryAll(query);
  return items.map((item) => pickAttributes<ChildFields>(item, CHILD_ATTRIBUTES));
};

/** The newest products (by `updatedAt`), summary fields only. */
export const listNewestSummaryFields = async (limit: number): Promise<SummaryFields[]> => {
  const items = await queryFirst(
    {
      IndexName: LIST_INDEX,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': ALL_INDEX_PK },
      ScanIndexForward: false,
      ...projectionOf(SUMMARY_ATTRIBUTES),
    },
    limit,
  );
  return items.map(toSummaryFields);
};

/** The summary fields of these products (missing ones absent). */
export const getSummaryFields = async (ids: readonly number[]): Promise<Map<number, SummaryFields>> => {
  const items = await batchGet(
    ids.map((id) => entityKey(KIND, id)),
    { projection: SUMMARY_ATTRIBUTES },
  );
  return new Map(items.map((item) => [Number(item.id), toSummaryFields(item)]));
};

/**
 * What the equivalents compare besides the summary: brand, code, and the cross-references staff confirmed
 * (products stored before staff could confirm any have none).
 */
const EQUIVALENT_ATTRIBUTES = [...SUMMARY_ATTRIBUTES, 'brand', 'productSeries', 'crossReferences'] as const;
export interface EquivalentFields extends SummaryFields, Pick<InnerProductRecord, 'brand' | 'productSeries'> {
  crossReferences: { brand: string; code: string }[];
}

/** The equivalent fields of these products (missing ones absent). */
export const getEquivalentFields = async (ids: readonly number[]): Promise<Map<number, EquivalentFields>> => {
  const items = await batchGet(
    ids.map((id) => entityKey(KIND, id)),
    { projection: EQUIVALENT_ATTRIBUTES },
  );
  return new Map(
    items.map((item) => [
      Number(item.id),
      {
        ...toSummaryFields(item),
        brand: typeof item.brand === 'string' ? item.brand : '',
        productSeries: typeof item.productSeries === 'string' ? item.productSeries : '',
        crossReferences: Array.isArray(item.crossReferences)
          ? (item.crossReferences as EquivalentFields['crossReferences'])
          : [],
      },
    ]),
  );
};

/** What a record that links to products (a quote request) shows of them: the summary and the availability. */
const LINKED_ATTRIBUTES = [...SUMMARY_ATTRIBUTES, 'availability'] as const;
export type LinkedFields = Pick<InnerProductRecord, (typeof LINKED_ATTRIBUTES)[number]>;

/** The linked fields of these products (missing ones absent). */
export const getLinkedFields = async (ids: readonly number[]): Promise<Map<number, LinkedFields>> => {
  const items = await batchGet(
    ids.map((id) => entityKey(KIND, id)),
    { projection: LINKED_ATTRIBUTES },
  );
  return new Map(items.map((item) => [Number(item.id), pickAttributes<LinkedFields>(item, LINKED_ATTRIBUTES)]));
};

/** Every inner product, whole (descriptions included), newest first: for the catalogue's export and import and the sweep of unused uploads. */
export const listInnerProductRecords = async (): Promise<InnerProductRecord[]> =>
  (await listNewestFirst(ALL_INDEX_PK)).map((item) => innerProductRecords.toRecord(item));
