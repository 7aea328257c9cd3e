import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../clients';
import { env } from '../env';
import { IMPORTS_PREFIX } from '../models/file';

// Files handed to a catalogue import, kept in the files bucket under imports/ (never served: the site serves only
// files/ under /static, and the bucket's lifecycle deletes them after a week). Staff's browser uploads a file
// straight to the bucket with a URL signed here, and the import's jobs read it from there.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
/** The keys newImportFileKey makes: imports/<random uuid>.xlsx or .csv, nothing else. */
const IMPORT_FILE_KEY = new RegExp(`^${IMPORTS_PREFIX}${UUID}\\.(xlsx|csv)$`);

/** A fresh key for a file about to be uploaded: generated, never the client's file name. */
export const newImportFileKey = (extension: 'xlsx' | 'csv'): string => `${IMPORTS_PREFIX}${randomUUID()}.${extension}`;

export const isImportFileKey = (key: string): boolean => IMPORT_FILE_KEY.test(key);

/**
 * A URL that PUTs exactly `size` bytes at `key` until it expires. The Content-Length is signed, so the bucket refuses
 * a body of any other size; the upload's request cannot name another key or outlive `expiresInSeconds`.
 */
export const signImportUpload = (key: string, size: number, contentType: string, expiresInSeconds: number) =>
  getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: env.filesBucket,
      Key: key,
      ContentLength: size,
      ContentType: contentType,
    }),
    { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-length']) },
  );

/** The size of the file at `key` as the bucket holds it; undefined when there is none. */
export const importFileSize = async (key: string): Promise<number | undefined> => {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: env.filesBucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
};

export const getImportFile = async (key: string): Promise<Uint8Array> => {
  const object = await s3().send(new GetObjectCommand({ Bucket: env.filesBucket, Key: key }));
  return object.Body!.transformToByteArray();
};
