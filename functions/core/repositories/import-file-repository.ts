import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../clients';
import { env } from '../env';
import { IMPORTS_PREFIX } from '../models/file';

// Files handed to a catalogue import, kept in the files bucket under imports/ (never served: the site serves
// only files/ under /static, and the bucket's lifecycle deletes them after a week) until the import's worker
// reads them.

/** The key of a job's file: generated, never the client's file name. */
export const importFileKey = (jobId: string, extension: string): string => `${IMPORTS_PREFIX}${jobId}.${extension}`;

export const putImportFile = async (key: string, bytes: Uint8Array, contentType: string): Promise<void> => {
  await s3().send(
    new PutObjectCommand({
      Bucket: env.filesBucket,
      Key: key,
      Body: bytes,
      ContentLength: bytes.length,
      ContentType: contentType,
      CacheControl: 'private, no-store',
    }),
  );
};

export const getImportFile = async (key: string): Promise<Uint8Array> => {
  const object = await s3().send(new GetObjectCommand({ Bucket: env.filesBucket, Key: key }));
  return object.Body!.transformToByteArray();
};
