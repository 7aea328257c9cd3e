import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import {
  countAll,
  ENTITY_SK,
  entityKey,
  getItem,
  newestFirstSortKey,
  pickAttributes,
  queryAll,
  queryFirst,
  tableName,
  transactWrite,
  type Item,
  type TransactItem,
  type Write,
} from '../db';
import { notFound } from '../errors';
import type { QuoteRequestReceipt, QuoteStatus } from '#contract/quote-request';
import { CHILDREN_INDEX, LIST_INDEX } from '../tables';
import type { QuoteRequestRecord } from '../models/quote-request';
import { quoteRequestSummary, quoteRequestUpdatedSummary } from '../rules/audit-summary';
import { auditWrites } from './audit-log-repository';
import { buyerRequestLookup } from './buyer-quote-repository';

// Quote requests: pk = QUOTE#<id>, listed newest first through gsi1 (gsi1pk = QUOTE, gsi1sk =
// <updatedAt>#<id>), and those of one status newest first through gsi2 (gsi2pk = QUOTE#STATUS#<status>, gsi2sk
// the same), both set in every write that sets the status; pk = QUOTE#STATUS-INDEX says that the requests stored
// before that index have joined it. Beside each new one, for a minute, pk =
// QUOTEREPEAT#<hash of client and request> holds its receipt, so the same request again is answered with it
// instead of stored twice. A request sent with an e-mail address is listed under it too (buyer-quote-repository.ts),
// for the buyer's own page. All are personal data: the route table lets only the quote functions read them.
// Staff's changes are each one transaction with the audit log's entry of their author, which names the request
// by its id alone.

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

const statusPartition = (status: QuoteStatus) => `${KIND}#STATUS#${status}`;

/** A request's places in the lists (all, and its status's), for every write that sets its status or version. */
export const quoteRequestListKeys = (record: Pick<QuoteRequestRecord, 'id' | 'status' | 'updatedAt'>) => {
  const sortKey = newestFirstSortKey(record.updatedAt, record.id);
  return { gsi1pk: KIND, gsi1sk: sortKey, gsi2pk: statusPartition(record.status), gsi2sk: sortKey };
};

/** Where a page of the list starts: the sort key of the last request of the page before. */
export type QuoteListPosition = string;

/** The list index to read: every request, or those of one status. */
const listPartition = (status: QuoteStatus | undefined) =>
  status === undefined
    ? { index: LIST_INDEX, pk: 'gsi1pk', sk: 'gsi1sk', value: KIND }
    : { index: CHILDREN_INDEX, pk: 'gsi2pk', sk: 'gsi2sk', value: statusPartition(status) };

/** The id a list sort key (`newestFirstSortKey`) ends with. */
const idOfSortKey = (sortKey: string): number => Number(sortKey.slice(sortKey.lastIndexOf('#') + 1));

/**
 * Up to `limit` requests newest first, of one status or all, after `after` (a position this function answered);
 * `next` is the position after the last one, absent when no request follows. One more is read than answered, so
 * a full last page is known to be the last.
 */
export const listQuoteRequestPage = async (
  status: QuoteStatus | undefined,
  limit: number,
  after: QuoteListPosition | undefined,
): Promise<{ records: QuoteRequestRecord[]; next?: QuoteListPosition }> => {
  const partition = listPartition(status);
  const items = await queryFirst(
    {
      IndexName: partition.index,
      KeyConditionExpression: `${partition.pk} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.value },
      ScanIndexForward: false,
      ExclusiveStartKey:
        after === undefined
          ? undefined
          : { ...entityKey(KIND, idOfSortKey(after)), [partition.pk]: partition.value, [partition.sk]: after },
    },
    limit + 1,
  );
  const page = items.slice(0, limit);
  return {
    records: page.map(toRecord),
    next: items.length > limit ? String(page.at(-1)![partition.sk]) : undefined,
  };
};

/**
 * Puts the requests stored before the status index into it (their gsi2 keys from their status and version);
 * answers how many. Idempotent: a request saved meanwhile has them from its save, one deleted stays deleted.
 */
export const addMissingStatusKeys = async (): Promise<number> => {
  const items = await queryAll({
    IndexName: LIST_INDEX,
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'attribute_not_exists(gsi2pk)',
    ExpressionAttributeValues: { ':pk': KIND },
  });
  const added = await Promise.all(
    items.map(async (item) => {
      const { gsi2pk, gsi2sk } = quoteRequestListKeys(toRecord(item));
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: entityKey(KIND, Number(item.id)),
            UpdateExpression: 'SET gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi2pk)',
            ExpressionAttributeValues: { ':gsi2pk': gsi2pk, ':gsi2sk': gsi2sk },
          }),
        );
        return 1;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return 0;
        throw error;
      }
    }),
  );
  return added.reduce((sum: number, one) => sum + one, 0);
};

/** Present once the requests stored before the status index have joined it (joinStatusIndex). */
export const STATUS_INDEX_JOINED = { pk: `${KIND}#STATUS-INDEX`, sk: ENTITY_SK };

/**
 * Before the inbox lists or counts by status: on a table from before the status index (a deployment of an
 * earlier version, where no start-up runs as the local one does), its requests join the index first and a marker
 * says so. Afterwards it costs one GetItem. Two containers joining at once write the same keys.
 */
export const joinStatusIndex = async (): Promise<void> => {
  if (await getItem(STATUS_INDEX_JOINED, { consistent: true })) return;
  await addMissingStatusKeys();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...STATUS_INDEX_JOINED, joinedAt: new Date().toISOString() },
    }),
  );
};

/** How many requests have this status, counted on its index partition. */
export const countQuoteRequests = async (status: QuoteStatus): Promise<number> =>
  countAll({
    IndexName: CHILDREN_INDEX,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': statusPartition(status) },
  });

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
            ...quoteRequestListKeys(record),
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

/**
 * Writes staff's status and note as a new version, on condition that the stored version is still the one of
 * `current`; otherwise (changed or deleted since) throws what `conflict` makes.
 */
export const updateQuoteRequestRecord = async (
  current: QuoteRequestRecord,
  updated: QuoteRequestRecord,
  conflict: () => Error,
): Promise<void> => {
  const keys = quoteRequestListKeys(updated);
  await transactWrite([
    [
      {
        Update: {
          TableName: tableName(),
          Key: entityKey(KIND, updated.id),
          UpdateExpression:
            'SET #status = :status, staffNote = :staffNote, updatedAt = :updatedAt, ' +
            'gsi1sk = :gsi1sk, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
          ConditionExpression: 'updatedAt = :read',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': updated.status,
            ':staffNote': updated.staffNote,
            ':updatedAt': updated.updatedAt,
            ':gsi1sk': keys.gsi1sk,
            ':gsi2pk': keys.gsi2pk,
            ':gsi2sk': keys.gsi2sk,
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
