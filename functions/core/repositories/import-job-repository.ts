import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { ImportJob, ImportRowResult } from '#contract/catalogue-import';
import { db } from '../clients';
import { ENTITY_SK, queryAll, setExpression, tableName, transactWrite, type Item } from '../db';
import { shortSummary } from '../rules/audit-summary';
import { auditWrites } from './audit-log-repository';

// Catalogue import jobs: pk = IMPORT#<job id> (a random UUID), sk = # for the job (options, counts, progress),
// sk = R#00000… for its row results in pages of about RESULT_PAGE_BYTES (10,000 rows do not fit one item). Kept
// JOB_DAYS, then DynamoDB's TTL removes them.

const KIND = 'IMPORT';
const JOB_DAYS = 30;
const RESULT_PAGE_BYTES = 200_000;

/** A job as stored: what the status answers, without the rows, plus what the worker needs to run it. */
export interface StoredImportJob extends Omit<ImportJob, 'results' | 'errors'> {
  /** The uploaded file in the files bucket. */
  fileKey: string;
  /** What each column of the file holds (planColumns), null for one not read. */
  columns: (string | null)[];
  headers: string[];
  /** Set by the worker that took the job: a second invocation of the same job does nothing. */
  claimedAt?: string;
}

const jobKey = (jobId: string) => ({ pk: `${KIND}#${jobId}`, sk: ENTITY_SK });
const pageSk = (page: number) => `R#${String(page).padStart(5, '0')}`;
const expiry = (now: Date) => Math.floor(now.getTime() / 1000) + JOB_DAYS * 24 * 3600;

const JOB_ATTRIBUTES = [
  'jobId',
  'state',
  'progress',
  'dryRun',
  'allOrNothing',
  'createOuterProducts',
  'fileName',
  'rows',
  'created',
  'updated',
  'unchanged',
  'rejected',
  'written',
  'outerProductsCreated',
  'message',
  'username',
  'createdAt',
  'updatedAt',
  'fileKey',
  'columns',
  'headers',
  'claimedAt',
] as const satisfies readonly (keyof StoredImportJob)[];

const toJob = (item: Item): StoredImportJob =>
  Object.fromEntries(
    JOB_ATTRIBUTES.filter((name) => item[name] !== undefined).map((name) => [name, item[name]]),
  ) as unknown as StoredImportJob;

/** Records a new job, with its audit entry: who started an import (or a dry run) of which file. */
export const putImportJob = async (job: StoredImportJob): Promise<void> => {
  await transactWrite([
    [
      {
        Put: {
          TableName: tableName(),
          Item: { ...jobKey(job.jobId), ...job, ttl: expiry(new Date(job.createdAt)) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      () => new Error(`${KIND}#${job.jobId} exists already`),
    ],
    ...auditWrites({
      action: 'create',
      entity: 'catalogue-import',
      entityId: job.jobId,
      summary: shortSummary(job.dryRun ? `${job.fileName} (chạy thử)` : job.fileName),
    }),
  ]);
};

/** Takes a job for one worker; undefined when it does not exist or another invocation took it already. */
export const claimImportJob = async (jobId: string, now: Date): Promise<StoredImportJob | undefined> => {
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: jobKey(jobId),
        UpdateExpression: 'SET claimedAt = :now, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(claimedAt)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toJob(result.Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
};

export type ImportJobChanges = Partial<
  Omit<StoredImportJob, 'jobId' | 'createdAt' | 'fileKey' | 'columns' | 'headers'>
>;

/** Changes a job's fields (progress, counts, state); its `updatedAt` is the worker's heartbeat. */
export const updateImportJob = async (jobId: string, changes: ImportJobChanges): Promise<void> => {
  const set = setExpression(changes);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: jobKey(jobId),
      UpdateExpression: set.expression,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: set.names,
      ExpressionAttributeValues: set.values,
    }),
  );
};

/** Stores a job's row results, in pages, before the job is marked done. */
export const putImportResults = async (job: StoredImportJob, results: readonly ImportRowResult[]): Promise<void> => {
  const pages: ImportRowResult[][] = [];
  let bytes = 0;
  for (const result of results) {
    const size = Buffer.byteLength(JSON.stringify(result), 'utf8') + 16;
    const last = pages.at(-1);
    if (!last || bytes + size > RESULT_PAGE_BYTES) {
      pages.push([result]);
      bytes = size;
    } else {
      last.push(result);
      bytes += size;
    }
  }
  const ttl = expiry(new Date(job.createdAt));
  for (const [index, page] of pages.entries()) {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { pk: `${KIND}#${job.jobId}`, sk: pageSk(index), results: page, ttl },
      }),
    );
  }
};

/** A job with its row results in file order, or undefined. */
export const getImportJob = async (
  jobId: string,
): Promise<{ job: StoredImportJob; results: ImportRowResult[] } | undefined> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `${KIND}#${jobId}` },
    ConsistentRead: true,
  });
  const jobItem = items.find((item) => item.sk === ENTITY_SK);
  if (!jobItem) return undefined;
  const results = items
    .filter((item) => String(item.sk).startsWith('R#'))
    .sort((a, b) => String(a.sk).localeCompare(String(b.sk)))
    .flatMap((item) => item.results as ImportRowResult[]);
  return { job: toJob(jobItem), results };
};
