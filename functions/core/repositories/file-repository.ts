import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { batchGet, ENTITY_SK, tableName, withoutKeys } from '../db';
import { validationError } from '../errors';
import type { EmbeddedImage } from '#contract/file';
import type { StoredFile } from '../models/file';

// File records (pk = FILE#<id>): what was uploaded, where it is served from. Entities refer to them by id
// and embed them in responses.

const fileKey = (id: number) => ({ pk: `FILE#${id}`, sk: ENTITY_SK });

export const putFileRecord = async (file: StoredFile): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...fileKey(file.id), ...file },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
};

export const toEmbeddedImage = (file: StoredFile): EmbeddedImage => ({
  id: file.id,
  fileName: file.fileName,
  urlPath: file.urlPath,
  createdAt: file.createdAt,
});

/** The file records for these ids (missing ids are simply absent). */
export const getFiles = async (ids: readonly number[]): Promise<Map<number, StoredFile>> => {
  const items = await batchGet(ids.map(fileKey));
  return new Map(items.map((item) => withoutKeys<StoredFile>(item)).map((file) => [file.id, file]));
};

/**
 * A write that names an image id that does not exist is a 400. `fields` maps each input field
 * (`imageId`, `imageIds`…) to the ids it names.
 */
export const assertImagesExist = async (
  fields: Record<string, readonly number[]>,
): Promise<Map<number, StoredFile>> => {
  const files = await getFiles(Object.values(fields).flat());
  const errors: Record<string, string> = {};
  for (const [field, ids] of Object.entries(fields)) {
    if (ids.some((id) => !files.has(id))) errors[field] = 'Ảnh không tồn tại';
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return files;
};
