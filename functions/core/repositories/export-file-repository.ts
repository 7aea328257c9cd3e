import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../clients';
import { env } from '../env';
import { EXPORTS_PREFIX } from '../models/file';

// Catalogue exports, written to the files bucket under exports/ (never served; the bucket's lifecycle deletes them
// after a day) and downloaded by staff through a short-lived signed link: a Lambda answer holds at most 6 MB, and a
// whole catalogue's XLSX can be larger.

export interface ExportFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

/** Keeps an export and answers a link that downloads it, under its own name, until it expires. */
export const putExportFile = async (file: ExportFile, expiresInSeconds: number): Promise<string> => {
  // The name a download is saved under is the export's own (ASCII: `san-pham-2026-11-24.xlsx`).
  const key = `${EXPORTS_PREFIX}${randomUUID()}/${file.fileName}`;
  const disposition = `attachment; filename="${file.fileName}"`;
  await s3().send(
    new PutObjectCommand({
      Bucket: env.filesBucket,
      Key: key,
      Body: file.bytes,
      ContentLength: file.bytes.length,
      ContentType: file.contentType,
      ContentDisposition: disposition,
      CacheControl: 'no-store',
    }),
  );
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: env.filesBucket, Key: key }), {
    expiresIn: expiresInSeconds,
  });
};
