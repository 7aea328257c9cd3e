import { createHash, randomBytes } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { db, s3 } from '../clients';
import {
  batchGet,
  entityKey,
  ENTITY_SK,
  getItem,
  queryAll,
  tableName,
  transactWrite,
  type Item,
  type TransactItem,
} from '../db';
import { env } from '../env';

// A buyer's way back to their requests. Three kinds of items, each keyed by a hash so no key holds an address or a
// usable token:
// - `QUOTEBUYER#<sha256 of the lower-cased address>`, sk `<createdAt>#<id>`: one per request sent with that
//   address, written in the request's own transaction, so the buyer's list is one Query, newest first.
// - `BUYERLINK#<sha256 of the token>`: an e-mailed link, the address it opens, until when; deleted when opened.
// - `BUYERSESSION#<sha256 of the token>`: a signed-in browser (the cookie holds the token), its address, until when.
// Replies are the quote functions' items `QUOTE#<id>` / `REPLY#<number>`, read here for the buyer's list only.

const hashOf = (value: string): string => createHash('sha256').update(value).digest('hex');

/** The lookup partition of an address: one per mailbox however it was typed (`An@X.vn`, `an@x.vn`). */
const buyerPartition = (email: string): string => `QUOTEBUYER#${hashOf(email.trim().toLowerCase())}`;
const linkKey = (token: string) => ({ pk: `BUYERLINK#${hashOf(token)}`, sk: ENTITY_SK });
const sessionKey = (token: string) => ({ pk: `BUYERSESSION#${hashOf(token)}`, sk: ENTITY_SK });

/** A random 32-byte token, base64url: what a link or a cookie carries, never stored as such. */
const newToken = (): string => randomBytes(32).toString('base64url');

/** The lookup item of a new request sent with an e-mail address, for the request's own transaction. */
export const buyerRequestLookup = (email: string, id: number, createdAt: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { pk: buyerPartition(email), sk: `${createdAt}#${String(id).padStart(12, '0')}`, id },
  },
});

/** The deletion of a request's lookup item, for the request's own deletion. */
export const buyerRequestLookupDeletion = (email: string, id: number, createdAt: string): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: { pk: buyerPartition(email), sk: `${createdAt}#${String(id).padStart(12, '0')}` },
  },
});

/** The ids of the requests sent with this address, newest first. */
export const listBuyerRequestIds = async (email: string): Promise<number[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': buyerPartition(email) },
      ScanIndexForward: false,
    })
  ).map((item) => Number(item.id));

/** A request as the buyer's page shows it and a re-send copies it. */
export interface BuyerRequestRecord {
  id: number;
  createdAt: string;
  status: string;
  customerName: string;
  phone: string;
  email: string;
  company: string;
  note: string;
  items: { innerProductId?: number; text: string; quantity: number }[];
}

const toBuyerRequest = (item: Item): BuyerRequestRecord => ({
  id: Number(item.id),
  createdAt: String(item.createdAt),
  status: String(item.status),
  customerName: String(item.customerName),
  phone: String(item.phone),
  email: String(item.email ?? ''),
  company: String(item.company ?? ''),
  note: String(item.note ?? ''),
  items: (item.items as BuyerRequestRecord['items']).map(({ innerProductId, text, quantity }) => ({
    ...(innerProductId !== undefined && { innerProductId }),
    text,
    quantity,
  })),
});

/** The requests of these ids that still exist (staff may have deleted one), in no particular order. */
export const getBuyerRequests = async (ids: readonly number[]): Promise<BuyerRequestRecord[]> =>
  (await batchGet(ids.map((id) => entityKey('QUOTE', id)))).map(toBuyerRequest);

/** Stores a link for the address and answers its token, which only the e-mail carries. */
export const createBuyerLink = async (email: string, expiresAt: Date): Promise<string> => {
  const token = newToken();
  await transactWrite([
    [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...linkKey(token),
            email: email.trim().toLowerCase(),
            expiresAt: expiresAt.toISOString(),
            ttl: Math.ceil(expiresAt.getTime() / 1000),
          },
        },
      },
      () => new Error('buyer link put failed'),
    ],
  ]);
  return token;
};

/** Thrown when a link is unknown, used already or past its time. */
export class LinkNotValid extends Error {
  constructor() {
    super('buyer link unknown, used or expired');
  }
}

/**
 * Opens a link: deletes it, on condition that it exists and is still valid, and starts a session for its
 * address in the same transaction, so two tabs opening one link start one session between them.
 */
export const openBuyerLink = async (
  token: string,
  now: Date,
  sessionExpiresAt: Date,
): Promise<{ sessionToken: string }> => {
  const link = await getItem(linkKey(token), { consistent: true });
  if (!link || typeof link.email !== 'string') throw new LinkNotValid();
  const sessionToken = newToken();
  await transactWrite([
    [
      {
        Delete: {
          TableName: tableName(),
          Key: linkKey(token),
          ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
          ExpressionAttributeValues: { ':now': now.toISOString() },
        },
      },
      () => new LinkNotValid(),
    ],
    [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...sessionKey(sessionToken),
            email: link.email,
            expiresAt: sessionExpiresAt.toISOString(),
            ttl: Math.ceil(sessionExpiresAt.getTime() / 1000),
          },
        },
      },
      () => new Error('buyer session put failed'),
    ],
  ]);
  return { sessionToken };
};

/** The address a live session is for, or undefined (unknown, ended, or past its time). */
export const findBuyerSession = async (token: string | undefined, now: Date): Promise<string | undefined> => {
  if (!token || token.length > 200) return undefined;
  const item = await getItem(sessionKey(token), { consistent: true });
  if (!item || typeof item.email !== 'string' || typeof item.expiresAt !== 'string') return undefined;
  return Date.parse(item.expiresAt) > now.getTime() ? item.email : undefined;
};

export const deleteBuyerSession = async (token: string): Promise<void> => {
  if (token.length > 200) return;
  await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(token) }));
};

/** A reply as the buyer sees it, and where its PDF is. */
export interface StoredReply {
  number: string;
  createdAt: string;
  validUntil: string;
  totalVnd: number;
  pdfKey: string;
}

const toReply = (item: Record<string, unknown>): StoredReply => ({
  number: String(item.number),
  createdAt: String(item.createdAt),
  validUntil: String(item.validUntil),
  totalVnd: Number(item.totalVnd),
  pdfKey: String(item.pdfKey),
});

/** The replies staff sent to a request, newest first. */
export const listRequestReplies = async (id: number): Promise<StoredReply[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :reply)',
      ExpressionAttributeValues: { ':pk': `QUOTE#${id}`, ':reply': 'REPLY#' },
      ScanIndexForward: false,
    })
  ).map(toReply);

/** One reply of a request by its number, or undefined. */
export const getRequestReply = async (id: number, number: string): Promise<StoredReply | undefined> => {
  const item = await getItem({ pk: `QUOTE#${id}`, sk: `REPLY#${number}` });
  return item ? toReply(item) : undefined;
};

/** A link that downloads a reply's PDF, under its number, until it expires. */
export const replyPdfUrl = (reply: StoredReply, expiresInSeconds: number): Promise<string> =>
  getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: env.filesBucket,
      Key: reply.pdfKey,
      ResponseContentDisposition: `attachment; filename="${reply.number}.pdf"`,
    }),
    { expiresIn: expiresInSeconds },
  );
