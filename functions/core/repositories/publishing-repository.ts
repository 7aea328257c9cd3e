import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { ENTITY_SK, getItem, tableName } from '../db';
import { PUBLISHING_STATUS_KEY } from '../published-pages';

// How publishing went: the publisher records each batch's outcome in one item, which the edit screens read
// after a save to tell staff that publishing failed and what to do.
//
//   pk = PUBLISHING, sk = #   lastSuccessAt, lastFailureAt, failure (the error, cut), failedUrls (≤ 20)

const key = { pk: PUBLISHING_STATUS_KEY, sk: ENTITY_SK };

export interface PublishingRecord {
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  failure: string | null;
  failedUrls: string[];
}

export const getPublishingRecord = async (): Promise<PublishingRecord> => {
  const item = await getItem(key, { consistent: true });
  return {
    lastSuccessAt: typeof item?.lastSuccessAt === 'string' ? item.lastSuccessAt : null,
    lastFailureAt: typeof item?.lastFailureAt === 'string' ? item.lastFailureAt : null,
    failure: typeof item?.failure === 'string' ? item.failure : null,
    failedUrls: Array.isArray(item?.failedUrls) ? item.failedUrls.map(String) : [],
  };
};

export const recordPublishSuccess = async (at: Date): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET lastSuccessAt = :at',
      ExpressionAttributeValues: { ':at': at.toISOString() },
    }),
  );
};

export const recordPublishFailure = async (at: Date, failure: string, failedUrls: readonly string[]): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET lastFailureAt = :at, failure = :failure, failedUrls = :urls',
      ExpressionAttributeValues: {
        ':at': at.toISOString(),
        ':failure': failure.slice(0, 500),
        ':urls': failedUrls.slice(0, 20),
      },
    }),
  );
};
