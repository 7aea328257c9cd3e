import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { ENTITY_SK, tableName } from '../db';

// Fixed-window attempt counters in DynamoDB (login failures, new subscriptions, new quote requests), so a
// limit holds across Lambda containers. A window opens at the first attempt and lasts `windowSeconds`; the
// caller counts an attempt before doing the work, so parallel requests cannot slip past the limit (each atomic
// ADD sees the others), and may take the count back when the attempt turned out not to count.

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

/** Counted attempts: what a window's item held before this one, and when the window opened (epoch seconds). */
interface WindowCount {
  before: Record<string, unknown> | undefined;
  windowStart: number;
}

/**
 * Applies `add` (an ADD clause) to the key's open window, or opens a new window with `first` (this attempt's
 * attributes) when the old one has passed.
 */
const countInWindow = async (
  key: RateLimitKey,
  windowSeconds: number,
  now: number,
  add: { clause: string; values: Record<string, unknown>; first: Record<string, unknown> },
): Promise<WindowCount> => {
  const nowSeconds = Math.floor(now / 1000);
  const cutoff = nowSeconds - windowSeconds;
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET windowStart = if_not_exists(windowStart, :now), #ttl = if_not_exists(#ttl, :ttl) ADD ${add.clause}`,
        ConditionExpression: 'attribute_not_exists(pk) OR windowStart > :cutoff',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':now': nowSeconds,
          ':ttl': nowSeconds + windowSeconds,
          ':cutoff': cutoff,
          ...add.values,
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return { before: Attributes, windowStart: Attributes ? Number(Attributes.windowStart) : nowSeconds };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  // The old window has passed: open a new one with this attempt as its first. Only one of several
  // concurrent attempts may reset it; the others count in the window it opened.
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, windowStart: nowSeconds, ttl: nowSeconds + windowSeconds, ...add.first },
        ConditionExpression: 'attribute_not_exists(pk) OR windowStart <= :cutoff',
        ExpressionAttributeValues: { ':cutoff': cutoff },
      }),
    );
    return { before: undefined, windowStart: nowSeconds };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return countInWindow(key, windowSeconds, now, add);
  }
};

const retryAfter = (windowStart: number, windowSeconds: number, now: number): number =>
  windowStart + windowSeconds - Math.floor(now / 1000);

export const countAttempt = async (
  key: RateLimitKey,
  windowSeconds: number,
  now = Date.now(),
): Promise<AttemptCount> => {
  const { before, windowStart } = await countInWindow(key, windowSeconds, now, {
    clause: 'attempts :one',
    values: { ':one': 1 },
    first: { attempts: 1 },
  });
  return {
    attempts: Number(before?.attempts ?? 0) + 1,
    retryAfterSeconds: retryAfter(windowStart, windowSeconds, now),
  };
};

/**
 * Counts what was asked (`fingerprint`, a hash of it) once per window however often it comes, so the same
 * request sent twice at once is one attempt, whichever of the two is counted first. `counted` is false when it
 * had been counted already.
 */
export const countDistinctAttempt = async (
  key: RateLimitKey,
  fingerprint: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<AttemptCount & { counted: boolean }> => {
  const { before, windowStart } = await countInWindow(key, windowSeconds, now, {
    clause: 'fingerprints :fingerprint',
    values: { ':fingerprint': new Set([fingerprint]) },
    first: { fingerprints: new Set([fingerprint]) },
  });
  const earlier = (before?.fingerprints as Set<string> | undefined) ?? new Set<string>();
  const counted = !earlier.has(fingerprint);
  return {
    attempts: earlier.size + (counted ? 1 : 0),
    retryAfterSeconds: retryAfter(windowStart, windowSeconds, now),
    counted,
  };
};

/** Takes back what countDistinctAttempt counted (a request refused over the limit). */
export const forgetDistinctAttempt = async (key: RateLimitKey, fingerprint: string): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'DELETE fingerprints :fingerprint',
      ExpressionAttributeValues: { ':fingerprint': new Set([fingerprint]) },
    }),
  );
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
