import { batchGet, entityKey, pickAttributes, tableName, transactWrite } from '../db';
import type { StoredFile } from '../models/file';
import { auditWrites } from './audit-log-repository';

// File records (pk = FILE#<id>): what was uploaded, where it is served from. Entities refer to them by id
// and embed them in responses. An upload is the audit log's `create` of a `file`, named by its path and file name.

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
