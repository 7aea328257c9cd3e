import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { FilesUsage } from '#contract/files-usage';
import { db } from '../clients';
import { batchGet, ENTITY_SK, entityKey, getItem, pickAttributes, tableName, transactWrite } from '../db';
import type { StoredFile } from '../models/file';
import { auditWrites } from './audit-log-repository';

// File records (pk = FILE#<id>): what was uploaded, where it is served from. Entities refer to them by id
// and embed them in responses. An upload is the audit log's `create` of a `file`, named by its path and file name.
// Ids come from the counter COUNTER#FILE, one after the other, so every record is among FILE#1…FILE#<counter>
// (some deleted): the sweep reads them all without a scan or an index. Beside them, FILEUSAGE holds the
// uploads as the last sweep counted them.

const KIND = 'FILE';

const FILE_ATTRIBUTES = [
  'id',
  'fileName',
  'urlPath',
  'outputPath',
  'contentType',
  'size',
  'createdAt',
] as const satisfies readonly (keyof StoredFile)[];

export const putFileRecord = async (file: StoredFile): Promise<void> => {
  await transactWrite([
    [
      {
        Put: {
          TableName: tableName(),
          Item: { ...entityKey(KIND, file.id), ...file },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      () => new Error(`${KIND}#${file.id} exists already`),
    ],
    ...auditWrites({ action: 'create', entity: 'file', entityId: file.urlPath, summary: file.fileName }),
  ]);
};

/** The file records for these ids (missing ids are simply absent). */
export const getFiles = async (ids: readonly number[]): Promise<Map<number, StoredFile>> => {
  const items = await batchGet(ids.map((id) => entityKey(KIND, id)));
  return new Map(items.map((item) => pickAttributes<StoredFile>(item, FILE_ATTRIBUTES)).map((file) => [file.id, file]));
};

/** Every file record: the ids up to the counter, read in batches (ids of deleted records are simply absent). */
export const listFileRecords = async (): Promise<StoredFile[]> => {
  const counter = await getItem({ pk: `COUNTER#${KIND}`, sk: ENTITY_SK }, { consistent: true });
  const last = Number(counter?.n ?? 0);
  const ids = Array.from({ length: last }, (_, index) => index + 1);
  const items = await batchGet(
    ids.map((id) => entityKey(KIND, id)),
    { projection: FILE_ATTRIBUTES },
  );
  return items.map((item) => pickAttributes<StoredFile>(item, FILE_ATTRIBUTES)).sort((a, b) => a.id - b.id);
};

export const deleteFileRecord = async (id: number): Promise<void> => {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: entityKey(KIND, id) }));
};

const USAGE_KEY = { pk: 'FILEUSAGE', sk: ENTITY_SK };

const USAGE_ATTRIBUTES = [
  'measuredAt',
  'files',
  'objects',
  'bytes',
  'unusedFiles',
  'unusedBytes',
  'deletedFiles',
  'deletedBytes',
] as const satisfies readonly (keyof FilesUsage)[];

export const putFilesUsage = async (usage: FilesUsage): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...USAGE_KEY, ...usage } }));
};

/** The last sweep's count; undefined before the first sweep. */
export const getFilesUsage = async (): Promise<FilesUsage | undefined> => {
  const item = await getItem(USAGE_KEY);
  return item ? pickAttributes<FilesUsage>(item, USAGE_ATTRIBUTES) : undefined;
};
