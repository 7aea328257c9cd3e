import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { ENTITY_SK, tableName, type TransactItem, transactWrite, type Write } from '../db';

// Server-side staff sessions. The cookie holds a random token; the table holds only its SHA-256, so a
// leaked table backup cannot be replayed as a cookie. A session names its account and the account's session
// generation when it began: the session check compares that with the account's current one, so bumping the
// generation (disabling, a new password) ends every session of the account at once, without finding them.

export const SESSION_SECONDS = 3 * 60 * 60;

/** What a session item holds: whose it is, which of the account's session generations, until when. */
export interface StoredSession {
  accountId: number;
  sessionGeneration: number;
  expiresAt: string;
}

const sessionKey = (token: string) => ({
  pk: `SESSION#${createHash('sha256').update(token).digest('hex')}`,
  sk: ENTITY_SK,
});

/** Begins a session of the account, with the caller's items (the sign-in's audit entry) in the same transaction. */
export const createSession = async (
  account: { id: number; sessionGeneration: number },
  now = new Date(),
  alsoWrite: readonly Write[] = [],
): Promise<StoredSession & { token: string }> => {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_SECONDS * 1000);
  const session = {
    accountId: account.id,
    sessionGeneration: account.sessionGeneration,
    expiresAt: expires.toISOString(),
  };
  await transactWrite([
    [
      {
        Put: {
          TableName: tableName(),
          Item: { ...sessionKey(token), ...session, ttl: Math.ceil(expires.getTime() / 1000) },
        },
      },
      () => new Error('session put failed'),
    ],
    ...alsoWrite,
  ]);
  return { ...session, token };
};

/** The live session for a token, or undefined when it is unknown, logged out or past its stored expiry. */
export const findSession = async (token: string | undefined, now = new Date()): Promise<StoredSession | undefined> => {
  if (!token || token.length > 200) return undefined;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: sessionKey(token), ConsistentRead: true }),
  );
  if (!Item || typeof Item.expiresAt !== 'string' || Date.parse(Item.expiresAt) <= now.getTime()) return undefined;
  if (typeof Item.accountId !== 'number' || typeof Item.sessionGeneration !== 'number') return undefined;
  return { accountId: Item.accountId, sessionGeneration: Item.sessionGeneration, expiresAt: Item.expiresAt };
};

/**
 * Moves the token's session to the account's next generation, in the transaction that bumps it: the session
 * that changed the password lives on, every other one of the account ends.
 */
export const keepSession = (token: string, sessionGeneration: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: sessionKey(token),
    UpdateExpression: 'SET sessionGeneration = :generation',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':generation': sessionGeneration },
  },
});

export const deleteSession = async (token: string): Promise<void> => {
  if (token.length > 200) return;
  await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(token) }));
};
