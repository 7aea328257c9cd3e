import {
  ENTITY_SK,
  entityKey,
  getItem,
  listNewestFirst,
  newestFirstSortKey,
  pickAttributes,
  tableName,
  transactWrite,
  type Item,
  type TransactItem,
  type Write,
} from '../db';
import { notFound } from '../errors';
import type { QuoteRequestReceipt } from '#contract/quote-request';
import type { QuoteRequestRecord } from '../models/quote-request';
import { quoteRequestSummary, quoteRequestUpdatedSummary } from '../rules/audit-summary';
import { auditWrites } from './audit-log-repository';
import { buyerRequestLookup } from './buyer-quote-repository';

// Quote requests: pk = QUOTE#<id>, listed newest first through gsi1 (gsi1pk = QUOTE, gsi1sk =
// <updatedAt>#<id>). Beside each new one, for a minute, pk = QUOTEREPEAT#<hash of client and request> holds
// its receipt, so the same request again is answered with it instead of stored twice. A request sent with an e-mail
// address is listed under it too (buyer-quote-repository.ts), for the buyer's own page. All are personal data:
// the route table lets only the quote functions read them. Staff's changes are each one transaction with the
// audit log's entry of their author, which names the request by its id alone.

const KIND = 'QUOTE';
const repeatKey = (hash: string) => ({ pk: `QUOTEREPEAT#${hash}`, sk: ENTITY_SK });

const ATTRIBUTES = [
  'id',
  'customerName',
  'phone',
  'email',
  'company',
  'note',
  'items',
  'status',
  'staffNote',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof QuoteRequestRecord)[];

const toRecord = (item: Item): QuoteRequestRecord => pickAttributes<QuoteRequestRecord>(item, ATTRIBUTES);

/** The receipt of the same request stored within its repeat window, if any. */
export const findRepeatedRequest = async (hash: string, now: Date): Promise<QuoteRequestReceipt | undefined> => {
  const item = await getItem(repeatKey(hash), { consistent: true });
  if (!item || Number(item.ttl) <= Math.floor(now.getTime() / 1000)) return undefined;
  return { id: Number(item.id), createdAt: String(item.createdAt) };
};

/** Thrown when the same request was stored by a concurrent call (a double tap) in the meantime. */
export class RepeatedRequest extends Error {
  constructor() {
    super('the same quote request was stored meanwhile');
  }
}

/**
 * Stores a new request, its repeat record and, when it has an address, its buyer's lookup item in one transaction. DynamoDB's TTL removes expired repeat
 * records only eventually, so an expired one counts as absent here too. RepeatedRequest when a live one is
 * there: then nothing is written.
 */
export const putNewQuoteRequest = async (
  record: QuoteRequestRecord,
  hash: string,
  repeatUntilSeconds: number,
): Promise<void> => {
  const nowSeconds = Math.floor(Date.parse(record.createdAt) / 1000);
  await transactWrite([
    [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...entityKey(KIND, record.id),
            gsi1pk: KIND,
            gsi1sk: newestFirstSortKey(record.updatedAt, record.id),
            ...record,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      () => new Error(`Quote request ${record.id} exists already`),
    ],
    [
      {
        Put: {
          TableName: tableName(),
          Item: { ...repeatKey(hash), id: record.id, createdAt: record.createdAt, ttl: repeatUntilSeconds },
          ConditionExpression: 'attribute_not_exists(pk) OR #ttl <= :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':now': nowSeconds },
        },
      },
      () => new RepeatedRequest(),
    ],
    ...(record.email
      ? [
          [
            buyerRequestLookup(record.email, record.id, record.createdAt),
            () => new Error(`Quote request ${record.id}'s buyer lookup failed`),
          ] as const,
        ]
      : []),
  ]);
};

export const getQuoteRequestRecord = async (id: number): Promise<QuoteRequestRecord | undefined> => {
  const item = await getItem(entityKey(KIND, id), { consistent: true });
  return item ? toRecord(item) : undefined;
};

export const listQuoteRequestRecords = async (): Promise<QuoteRequestRecord[]> =>
  (await listNewestFirst(KIND)).map(toRecord);

/**
 * Writes staff's status and note as a new version, on condition that the stored version is still the one of
 * `current`; otherwise (changed or deleted since) throws what `conflict` makes.
 */
export const updateQuoteRequestRecord = async (
  current: QuoteRequestRecord,
  updated: QuoteRequestRecord,
  conflict: () => Error,
): Promise<void> => {
  await transactWrite([
    [
      {
        Update: {
          TableName: tableName(),
          Key: entityKey(KIND, updated.id),
          UpdateExpression: 'SET #status = :status, staffNote = :staffNote, updatedAt = :updatedAt, gsi1sk = :sortKey',
          ConditionExpression: 'updatedAt = :read',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': updated.status,
            ':staffNote': updated.staffNote,
            ':updatedAt': updated.updatedAt,
            ':sortKey': newestFirstSortKey(updated.updatedAt, updated.id),
            ':read': current.updatedAt,
          },
        },
      },
      conflict,
    ],
    ...auditWrites({
      action: 'update',
      entity: 'quote-request',
      entityId: updated.id,
      summary: quoteRequestUpdatedSummary(current, updated),
    }),
  ]);
};

/** 404 for an unknown id. `alongside`: what goes with the request (its replies, its buyer's lookup item). */
export const deleteQuoteRequestRecord = async (id: number, alongside: readonly TransactItem[] = []): Promise<void> => {
  await transactWrite(
    [
      [
        {
          Delete: {
            TableName: tableName(),
            Key: entityKey(KIND, id),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        notFound,
      ],
      ...alongside.map((item): Write => [item, notFound]),
      ...auditWrites({ action: 'delete', entity: 'quote-request', entityId: id, summary: quoteRequestSummary(id) }),
      // A concurrent save of the request is no reason to answer 404: the condition decides on the next attempt.
    ],
    { conflictRetries: 2 },
  );
};
