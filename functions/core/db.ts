import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db } from './clients';
import { env } from './env';

// The shared DynamoDB helper the repositories stand on: key builders, id allocation, paginated queries
// and transactions whose failed conditions become domain errors.

export type Item = Record<string, unknown>;
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Entity items have one sort key; the partition key says what they are (`ARTICLE#12`). */
export const ENTITY_SK = '#';

/** Strips the table's key and index attributes so repositories hand out domain objects. */
export const withoutKeys = <T>(item: Item): T => {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g1s, gsi2pk: _g2, gsi2sk: _g2s, ttl: _ttl, ...rest } = item;
  return rest as T;
};

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
 * Writes all items or none. When a condition fails, `onConditionFailed` receives the index of the first
 * failed item so the caller can answer with the right error (a taken path, a stale record…).
 */
export const transactWrite = async (
  items: TransactItem[],
  onConditionFailed: (index: number) => Error,
): Promise<void> => {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      // A concurrent transaction on the same items is a lost race: report it like the condition it raced for.
      const conflicted = reasons.findIndex((reason) => reason.Code === 'TransactionConflict');
      if (failed >= 0) throw onConditionFailed(failed);
      if (conflicted >= 0) throw onConditionFailed(conflicted);
    }
    throw error;
  }
};

export const tableName = (): string => env.tableName;
