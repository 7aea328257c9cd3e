import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { ENTITY_SK, tableName } from '../db';

// Fixed-window attempt counters in DynamoDB (login failures, new subscriptions), so a limit holds across
// Lambda containers. A window opens at the first attempt and lasts `windowSeconds`; the caller counts an
// attempt before doing the work, so parallel requests cannot slip past the limit (each atomic ADD sees the
// others), and may take the count back when the attempt turned out not to count.

export interface AttemptCount {
  /** Attempts in the current window, this one included. */
  attempts: number;
  /** Seconds until the window closes and the counter starts again. */
  retryAfterSeconds: number;
}

export interface RateLimitKey {
  pk: string;
  sk: string;
}

/**
 * `<prefix>#<scope>#<hash>`: the value (a user name, a client address) is hashed, so no personal data sits in
 * keys, and normalised, so `Admin ` and `admin` share a counter. The prefix is what IAM lets the route write.
 */
export const rateLimitKey = (prefix: string, scope: string, value: string): RateLimitKey => ({
  pk: `${prefix}#${scope}#${createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 40)}`,
  sk: ENTITY_SK,
});

export const countAttempt = async (
  key: RateLimitKey,
  windowSeconds: number,
  now = Date.now(),
): Promise<AttemptCount> => {
  const nowSeconds = Math.floor(now / 1000);
  const cutoff = nowSeconds - windowSeconds;
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
          ':ttl': nowSeconds + windowSeconds,
          ':one': 1,
          ':cutoff': cutoff,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return {
      attempts: Number(Attributes?.attempts),
      retryAfterSeconds: Number(Attributes?.windowStart) + windowSeconds - nowSeconds,
    };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  // The old window has passed: open a new one with this attempt as its first. Only one of several
  // concurrent attempts may reset it; the others count in the window it opened.
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, windowStart: nowSeconds, attempts: 1, ttl: nowSeconds + windowSeconds },
        ConditionExpression: 'attribute_not_exists(pk) OR windowStart <= :cutoff',
        ExpressionAttributeValues: { ':cutoff': cutoff },
      }),
    );
    return { attempts: 1, retryAfterSeconds: windowSeconds };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return countAttempt(key, windowSeconds, now);
  }
};

/** Takes one attempt back (a successful login, a subscription that turned out not to be new). */
export const forgiveAttempt = async (key: RateLimitKey): Promise<void> => {
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
