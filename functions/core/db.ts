import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db } from './clients';
import { env } from './env';
import { LIST_INDEX } from './tables';

// The shared DynamoDB helper the repositories stand on: key builders, id allocation, paginated queries
// and transactions whose failed conditions become domain errors.

export type Item = Record<string, unknown>;
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Entity items have one sort key; the partition key says what they are (`ARTICLE#12`). */
export const ENTITY_SK = '#';

/**
 * Only the named attributes of an item, so a record never carries index keys or bookkeeping attributes
 * (counters, search versions) that share its item.
 */
export const pickAttributes = <T>(item: Item, names: readonly (keyof T & string)[]): T =>
  Object.fromEntries(names.map((name) => [name, item[name]])) as T;

/** The item of one entity: `ARTICLE#12`. */
export const entityKey = (kind: string, id: number): Key => ({ pk: `${kind}#${id}`, sk: ENTITY_SK });

/** Allocates `count` consecutive ids for an entity kind from its atomic counter. */
export const nextIds = async (kind: string, count = 1): Promise<number[]> => {
  const result = await db().send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: { pk: `COUNTER#${kind}`, sk: ENTITY_SK },
      UpdateExpression: 'ADD n :count',
      ExpressionAttributeValues: { ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const last = Number(result.Attributes?.n);
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
};

/** Every page of a query, in index order. */
export const queryAll = async (input: Omit<QueryCommandInput, 'TableName'>): Promise<Item[]> => {
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, TableName: env.tableName, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
};

/**
 * The first `limit` items of a query (after its ExclusiveStartKey, if any): pages are read only until there are
 * enough (never the whole set).
 */
export const queryFirst = async (
  input: Omit<QueryCommandInput, 'TableName' | 'Limit'>,
  limit: number,
): Promise<Item[]> => {
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined = input.ExclusiveStartKey;
  do {
    const page = await db().send(
      new QueryCommand({ ...input, TableName: env.tableName, Limit: limit - items.length, ExclusiveStartKey }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && items.length < limit);
  return items;
};

/** How many items a query matches, counted by DynamoDB page by page (each page reads at most 1 MB). */
export const countAll = async (input: Omit<QueryCommandInput, 'TableName' | 'Select'>): Promise<number> => {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({ ...input, TableName: env.tableName, Select: 'COUNT', ExclusiveStartKey }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
};

/**
 * One item of a transaction with the error its failed condition means (a taken path, a stale record…), so
 * every transaction maps its cancellation reasons the same way: the first failed item names the error.
 */
export type Write = readonly [item: TransactItem, failure: () => Error];

/** Writes all items or none; a failed condition throws the failure of the first item whose condition failed. */
export const transactWrite = async (writes: readonly Write[], options: TransactWriteOptions = {}): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: writes.map(([item]) => item) }));
      return;
    } catch (error) {
      if (error instanceof TransactionCanceledException) {
        const reasons = error.CancellationReasons ?? [];
        const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
        // A concurrent transaction on the same items is a lost race: report it like the condition it raced
        // for, unless the caller asked to try again (its conditions then decide on the next attempt).
        const conflicted = reasons.findIndex((reason) => reason.Code === 'TransactionConflict');
        if (failed >= 0) throw writes[failed]![1]();
        if (conflicted >= 0 && attempt < (options.conflictRetries ?? 0)) {
          await sleep(20 * 2 ** attempt + Math.random() * 20);
          continue;
        }
        if (conflicted >= 0) throw writes[conflicted]![1]();
      }
      throw error;
    }
  }
};

export interface TransactWriteOptions {
  /**
   * How often to run the transaction again when it lost only a race (TransactionConflict, no failed
   * condition). For transactions that touch shared items, e.g. a search-index shard, where two writes of
   * different records meet without contradicting each other.
   */
  conflictRetries?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const tableName = (): string => env.tableName;

// ---- generic helpers the entity repositories share ----

export type Key = { pk: string; sk: string };

/** One item by key, or undefined. */
export const getItem = async (key: Key, options: { consistent?: boolean } = {}): Promise<Item | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: env.tableName, Key: key, ConsistentRead: options.consistent }),
  );
  return Item;
};

/**
 * The items for these keys (missing ones are simply absent), in BatchGet chunks of 100 with unprocessed
 * keys retried. Order is not kept: callers index the result.
 */
export const batchGet = async (
  keys: readonly Key[],
  options: { projection?: readonly string[]; consistent?: boolean } = {},
): Promise<Item[]> => {
  const unique = [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  const projection = options.projection
    ? {
        ProjectionExpression: options.projection.map((_, index) => `#p${index}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(options.projection.map((name, index) => [`#p${index}`, name])),
      }
    : {};
  const items: Item[] = [];
  for (let start = 0; start < unique.length; start += 100) {
    let request: BatchGetCommandInput['RequestItems'] = {
      [env.tableName]: { Keys: unique.slice(start, start + 100), ConsistentRead: options.consistent, ...projection },
    };
    for (let round = 0; request && Object.keys(request).length > 0; round += 1) {
      if (round > 0) await sleep(Math.min(1000, 20 * 2 ** round));
      const result: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: request }));
      items.push(...(result.Responses?.[env.tableName] ?? []));
      request = result.UnprocessedKeys;
    }
  }
  return items;
};

/**
 * `SET #a = :a, #b = :b` for an Update, from plain attributes (undefined ones skipped), with names and
 * values ready to merge into the command or transaction item.
 */
export const setExpression = (
  attributes: Item,
): { expression: string; names: Record<string, string>; values: Record<string, unknown> } => {
  const entries = Object.entries(attributes).filter(([, value]) => value !== undefined);
  return {
    expression: `SET ${entries.map((_, index) => `#s${index} = :s${index}`).join(', ')}`,
    names: Object.fromEntries(entries.map(([name], index) => [`#s${index}`, name])),
    values: Object.fromEntries(entries.map(([, value], index) => [`:s${index}`, value])),
  };
};

/** Sort key for "newest first" lists on gsi1: `<updatedAt>#<id>`, the id padded so equal times stay ordered. */
export const newestFirstSortKey = (updatedAt: string, id: number): string =>
  `${updatedAt}#${String(id).padStart(12, '0')}`;

/**
 * Every item of these list-index partitions (whose sort key is `newestFirstSortKey`), newest first: one
 * query per partition, merged.
 */
export const listNewestFirst = async (...partitionKeys: string[]): Promise<Item[]> => {
  const pages = await Promise.all(
    partitionKeys.map((partitionKey) =>
      queryAll({
        IndexName: LIST_INDEX,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': partitionKey },
        ScanIndexForward: false,
      }),
    ),
  );
  return partitionKeys.length === 1
    ? pages[0]!
    : pages.flat().sort((a, b) => String(b.gsi1sk).localeCompare(String(a.gsi1sk)));
};
