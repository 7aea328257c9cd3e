import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { ENTITY_SK, tableName } from '../db';

// Login attempt counters in DynamoDB, so a lock-out holds across Lambda containers. A window opens at the
// first attempt and lasts WINDOW_SECONDS; every attempt is counted before the password is checked, so
// parallel guesses cannot slip past the limit, and a successful login takes its count back.

export const WINDOW_SECONDS = 15 * 60;

export interface AttemptCount {
  attempts: number;
  /** Seconds until the window closes and the counter starts again. */
  retryAfterSeconds: number;
}

export const loginLimitKey = (scope: 'USER' | 'IP', value: string) => ({
  pk: `LOGINLIMIT#${scope}#${createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 40)}`,
  sk: ENTITY_SK,
});

type LimitKey = ReturnType<typeof loginLimitKey>;

export const countAttempt = async (key: LimitKey, now = Date.now()): Promise<AttemptCount> => {
  const nowSeconds = Math.floor(now / 1000);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression:
          'SET windowStart = if_not_exists(windowStart, :now), #ttl = if_not_exists(#ttl, :ttl) ADD attempts :one',
        ConditionExpression: 'attribute_not_exists(pk) OR windowStart > :cutoff',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':now': nowSeconds,
          ':ttl': nowSeconds + WINDOW_SECONDS,
          ':one': 1,
          ':cutoff': nowSeconds - WINDOW_SECONDS,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return {
      attempts: Number(Attributes?.attempts),
      retryAfterSeconds: Number(Attributes?.windowStart) + WINDOW_SECONDS - nowSeconds,
    };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // The old window has passed: open a new one with this attempt as its first.
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, windowStart: nowSeconds, attempts: 1, ttl: nowSeconds + WINDOW_SECONDS },
      }),
    );
    return { attempts: 1, retryAfterSeconds: WINDOW_SECONDS };
  }
};

export const forgiveAttempt = async (key: LimitKey): Promise<void> => {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD attempts :minusOne',
        ConditionExpression: 'attempts > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
};
