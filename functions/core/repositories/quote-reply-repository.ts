import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { QuoteReplyEmailStatus } from '#contract/quote-reply';
import { db } from '../clients';
import {
  ENTITY_SK,
  getItem,
  pickAttributes,
  queryAll,
  tableName,
  transactWrite,
  type Item,
  type TransactItem,
} from '../db';
import type { QuoteReplyRecord } from '../models/quote-reply';
import { quoteReplySummary } from '../rules/audit-summary';
import { LostRace } from '../rules/optimistic-concurrency';
import { auditWrites } from './audit-log-repository';
import { quoteRequestListKeys } from './quote-request-repository';

// Quote replies (báo giá): each an item beside its request, pk = QUOTE#<requestId>, sk = REPLY#<number>, so the
// route table's private QUOTE# keys cover them and only the quote functions read them. Numbers come from one
// counter a year, pk = COUNTER#QUOTEREPLY#<year>: a reply is stored in one transaction with the counter's step
// (on condition that it still holds the number read), the request's new status and version, and the audit log's
// entry. Two replies at once both read the same counter; one transaction wins, the other fails on the counter's
// condition and runs again with the next number, so a number is never given twice and none is skipped.

const REQUEST_KIND = 'QUOTE';
const REPLY_SK_PREFIX = 'REPLY#';

const requestKey = (requestId: number) => ({ pk: `${REQUEST_KIND}#${requestId}`, sk: ENTITY_SK });
const replyKey = (requestId: number, number: string) => ({
  pk: `${REQUEST_KIND}#${requestId}`,
  sk: `${REPLY_SK_PREFIX}${number}`,
});
const counterKey = (year: number) => ({ pk: `COUNTER#QUOTEREPLY#${year}`, sk: ENTITY_SK });

const ATTRIBUTES = [
  'number',
  'requestId',
  'createdAt',
  'createdBy',
  'lines',
  'vatPercent',
  'validUntil',
  'terms',
  'subtotalVnd',
  'vatVnd',
  'totalVnd',
  'emailStatus',
  'pdfKey',
] as const satisfies readonly (keyof QuoteReplyRecord)[];

const toRecord = (item: Item): QuoteReplyRecord => pickAttributes<QuoteReplyRecord>(item, ATTRIBUTES);

/** The last number the year's counter gave (0 before the year's first reply). */
export const lastReplySequence = async (year: number): Promise<number> =>
  Number((await getItem(counterKey(year), { consistent: true }))?.n ?? 0);

export interface ReplyToStore {
  record: QuoteReplyRecord;
  /** The year of its number and the sequence in it: the counter must still stand one below. */
  year: number;
  sequence: number;
  /** The request's version the reply answers, and the version it gets with the status `quoted`. */
  requestUpdatedAt: string;
  nextRequestUpdatedAt: string;
  /** The error when the request is no longer that version (or was deleted). */
  conflict: () => Error;
}

/**
 * Stores a reply with its number: LostRace when another reply took the number meanwhile (read the counter and try
 * again), what `conflict` makes when the request changed (or was deleted) since the version the reply answers.
 */
export const putQuoteReply = async ({
  record,
  year,
  sequence,
  requestUpdatedAt,
  nextRequestUpdatedAt,
  conflict,
}: ReplyToStore): Promise<void> => {
  const listKeys = quoteRequestListKeys({ id: record.requestId, status: 'quoted', updatedAt: nextRequestUpdatedAt });
  await transactWrite([
    [
      {
        Update: {
          TableName: tableName(),
          Key: counterKey(year),
          UpdateExpression: 'ADD n :one',
          ConditionExpression: sequence === 1 ? 'attribute_not_exists(n)' : 'n = :previous',
          ExpressionAttributeValues: { ':one': 1, ...(sequence === 1 ? {} : { ':previous': sequence - 1 }) },
        },
      },
      () => new LostRace(),
    ],
    [
      {
        Put: {
          TableName: tableName(),
          Item: { ...replyKey(record.requestId, record.number), ...record },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      () => new LostRace(),
    ],
    [
      {
        Update: {
          TableName: tableName(),
          Key: requestKey(record.requestId),
          // Its places in the lists move with its status and version: the inbox's pages of all and of `quoted`.
          UpdateExpression:
            'SET #status = :quoted, updatedAt = :updatedAt, gsi1sk = :gsi1sk, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
          ConditionExpression: 'updatedAt = :read',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':quoted': 'quoted',
            ':updatedAt': nextRequestUpdatedAt,
            ':gsi1sk': listKeys.gsi1sk,
            ':gsi2pk': listKeys.gsi2pk,
            ':gsi2sk': listKeys.gsi2sk,
            ':read': requestUpdatedAt,
          },
        },
      },
      conflict,
    ],
    ...auditWrites({
      action: 'create',
      entity: 'quote-request',
      entityId: record.requestId,
      summary: quoteReplySummary(record.requestId, record.number),
    }),
  ]);
};

/** The deletion of a reply, for its request's own deletion (quote-request-repository.ts). */
export const replyDeletion = (requestId: number, number: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: replyKey(requestId, number) },
});

/** The replies to a request, newest first. */
export const listRepliesOfRequest = async (requestId: number): Promise<QuoteReplyRecord[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :reply)',
      ExpressionAttributeValues: { ':pk': requestKey(requestId).pk, ':reply': REPLY_SK_PREFIX },
      ConsistentRead: true,
    })
  )
    .map(toRecord)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.number.localeCompare(a.number));

export const getReply = async (requestId: number, number: string): Promise<QuoteReplyRecord | undefined> => {
  const item = await getItem(replyKey(requestId, number), { consistent: true });
  return item ? toRecord(item) : undefined;
};

/** Whether the e-mail to the buyer went out; the only attribute of a reply that ever changes. */
export const setReplyEmailStatus = async (
  requestId: number,
  number: string,
  emailStatus: QuoteReplyEmailStatus,
): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: replyKey(requestId, number),
      UpdateExpression: 'SET emailStatus = :status',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':status': emailStatus },
    }),
  );
};
