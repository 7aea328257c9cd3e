import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../clients';
import { nextIds } from '../db';
import { env } from '../env';
import { HttpError, tooLarge, unsupportedMedia } from '../errors';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '#contract/file';
import { messages } from '#contract/messages';
import { imageVariantUrl } from '#contract/image-variants';
import {
  DOCUMENT_CONTENT_TYPE,
  IMMUTABLE_CACHE_CONTROL,
  STATIC_PREFIX,
  UPLOADS_PREFIX,
  type StoredFile,
} from '../models/file';
import { putFileRecord } from '../repositories/file-repository';
import { loadImageResizer } from '../rules/image-resizing';
import { checkPdf, type DocumentRefusal } from '../rules/document-type';
import { detectImageType } from '../rules/image-type';

// Stores one image: the upload route and the demo seed both come through here, so every image in the bucket
// was type-checked by its bytes, has a generated name, its true Content-Type, the long-lived cache header and
// its WebP variants beside it. A certificate's PDF is stored the same way, checked by its bytes too, alone.

export interface ImageInput {
  bytes: Uint8Array;
  /** The client's file name: kept, cleaned, only as `fileName`; never part of the stored key. */
  fileName: string;
}

const MAX_FILE_NAME_LENGTH = 150;

/**
 * The client's file name made safe to show and store: the last path segment only, NFC, without control and
 * bidi-override characters (which can disguise an extension) or characters file systems refuse, one space
 * between words, at most 150 characters with the extension kept.
 */
export const cleanFileName = (name: string, fallbackExtension: string): string => {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  if (!cleaned) return `anh.${fallbackExtension}`;
  const extension = /\.[\p{L}\p{N}]{1,8}$/u.exec(cleaned)?.[0] ?? '';
  const stem = [...cleaned.slice(0, cleaned.length - extension.length)];
  if (stem.length + extension.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  return (
    stem
      .slice(0, MAX_FILE_NAME_LENGTH - extension.length)
      .join('')
      .trimEnd() + extension
  );
};

/** `files/2026/11/<uuid>.webp`: generated, so names never change and the objects can be cached for good. */
const objectKey = (extension: string, now: Date): string =>
  `${UPLOADS_PREFIX}${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${extension}`;

interface StoredObject {
  key: string;
  body: Uint8Array;
  contentType: string;
}

const putObject = (bucket: string, { key, body, contentType }: StoredObject) =>
  s3().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentLength: body.length,
      ContentType: contentType,
      CacheControl: IMMUTABLE_CACHE_CONTROL,
    }),
  );

/** Best effort: a delete that fails leaves an unreachable object, never a broken page. */
const deleteObjects = (bucket: string, keys: string[]) =>
  Promise.all(
    keys.map((key) =>
      s3()
        .send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
        .catch(() => undefined),
    ),
  );

/**
 * Checks, stores and records one image with its WebP variants. 413 above MAX_IMAGE_BYTES, 415 unless its
 * bytes are a JPEG, PNG, WebP or GIF that decodes; all before anything is written. The original and its
 * variants are written together and recorded last: if any write fails, the objects already written are taken
 * back, so an image is either complete and recorded or not there at all.
 */
export const storeImage = async ({ bytes, fileName }: ImageInput, now = new Date()): Promise<StoredFile> => {
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge();
  const type = detectImageType(bytes);
  if (!type) throw unsupportedMedia();
  // Outside the try: a library that cannot load is the server's fault (500), not the upload's.
  const resize = await loadImageResizer();
  const variants = await resize(bytes).catch(() => {
    throw unsupportedMedia();
  });

  const key = objectKey(type.extension, now);
  const urlPath = `${STATIC_PREFIX}${key}`;
  const objects: StoredObject[] = [
    { key, body: bytes, contentType: type.contentType },
    ...variants.map((variant) => ({
      key: imageVariantUrl(urlPath, variant.width).slice(STATIC_PREFIX.length),
      body: variant.bytes,
      contentType: 'image/webp',
    })),
  ];
  const bucket = env.filesBucket;
  try {
    const writes = await Promise.allSettled(objects.map((object) => putObject(bucket, object)));
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) throw failed.reason;
    const [id] = await nextIds('FILE');
    const file: StoredFile = {
      id: id!,
      fileName: cleanFileName(fileName, type.extension),
      urlPath,
      outputPath: urlPath,
      contentType: type.contentType,
      size: bytes.length,
      createdAt: now.toISOString(),
    };
    await putFileRecord(file);
    return file;
  } catch (error) {
    // Objects without a record are unreachable: take them back rather than leave orphans.
    await deleteObjects(
      bucket,
      objects.map((object) => object.key),
    );
    throw error;
  }
};

const REFUSED_DOCUMENT: Record<DocumentRefusal, string> = {
  'not-pdf': messages.notPdf,
  encrypted: messages.encryptedPdf,
  'active-content': messages.activePdf,
};

/**
 * Checks, stores and records one PDF (a certificate's): 413 above MAX_DOCUMENT_BYTES, 415 unless its bytes are a
 * PDF that loads with nothing in it that runs (rules/document-type.ts); recorded only once stored.
 */
export const storeDocument = async ({ bytes, fileName }: ImageInput, now = new Date()): Promise<StoredFile> => {
  if (bytes.length > MAX_DOCUMENT_BYTES) throw tooLarge();
  const refusal = await checkPdf(bytes);
  if (refusal) throw new HttpError(415, 'UNSUPPORTED_MEDIA', REFUSED_DOCUMENT[refusal]);
  const key = objectKey('pdf', now);
  const bucket = env.filesBucket;
  await putObject(bucket, { key, body: bytes, contentType: DOCUMENT_CONTENT_TYPE });
  try {
    const [id] = await nextIds('FILE');
    const file: StoredFile = {
      id: id!,
      fileName: cleanFileName(fileName, 'pdf'),
      urlPath: `${STATIC_PREFIX}${key}`,
      outputPath: `${STATIC_PREFIX}${key}`,
      contentType: DOCUMENT_CONTENT_TYPE,
      size: bytes.length,
      createdAt: now.toISOString(),
    };
    await putFileRecord(file);
    return file;
  } catch (error) {
    await deleteObjects(bucket, [key]);
    throw error;
  }
};
