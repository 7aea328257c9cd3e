import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { ENTITY_SK, tableName } from '../db';
import type { AdminSession } from '#contract/auth';

// Server-side admin sessions. The cookie holds a random token; the table holds only its SHA-256, so a
// leaked table backup cannot be replayed as a cookie.

export const SESSION_SECONDS = 3 * 60 * 60;

const sessionKey = (token: string) => ({
  pk: `SESSION#${createHash('sha256').update(token).digest('hex')}`,
  sk: ENTITY_SK,
});

export const createSession = async (username: string, now = new Date()): Promise<AdminSession & { token: string }> => {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_SECONDS * 1000);
  const session = { username, expiresAt: expires.toISOString() };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...sessionKey(token), ...session, ttl: Math.ceil(expires.getTime() / 1000) },
    }),
  );
  return { ...session, token };
};

/** The live session for a token, or undefined when it is unknown, logged out or past its stored expiry. */
export const findSession = async (token: string | undefined, now = new Date()): Promise<AdminSession | undefined> => {
  if (!token || token.length > 200) return undefined;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: sessionKey(token), ConsistentRead: true }),
  );
  if (!Item || typeof Item.expiresAt !== 'string' || Date.parse(Item.expiresAt) <= now.getTime()) return undefined;
  return { username: String(Item.username), expiresAt: Item.expiresAt };
};

export const deleteSession = async (token: string): Promise<void> => {
  if (token.length > 200) return;
  await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(token) }));
};
