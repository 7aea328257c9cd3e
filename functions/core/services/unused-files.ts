import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { UNUSED_FILE_DAYS, type FilesUsage } from '#contract/files-usage';
import { ARTICLE_TYPE, PRODUCT_TYPE } from '#contract/site-addresses';
import { s3 } from '../clients';
import { env } from '../env';
import { listArticleRecords } from '../repositories/article-repository';
import { bannerImageRecords } from '../repositories/banner-image-repository';
import { certificateRecords } from '../repositories/certificate-repository';
import { listStaffConfigItems } from '../repositories/configuration-repository';
import { deleteFileRecord, getFilesUsage, listFileRecords, putFilesUsage } from '../repositories/file-repository';
import { listInnerProductRecords } from '../repositories/inner-product-repository';
import { listOuterProductRecords } from '../repositories/outer-product-repository';
import { listRevisionFileReferences } from '../repositories/revision-repository';
import { videoRecords } from '../repositories/video-repository';
import { addFileReferences, uploadStem, type FileReferences } from '../rules/file-references';

// The daily sweep of uploads nothing uses. Images are uploaded as soon as staff pick them, so a form that is
// then abandoned or refused, an image replaced, a record deleted, all leave files behind. An S3 lifecycle rule
// sees only an object's age and tags, not which records refer to it, so the sweep is a function: it reads
// every record that may refer to an upload, every file record and the bucket's listing of uploads, removes
// what nothing has used for UNUSED_FILE_DAYS, and records how much space the uploads take.
//
// Never a file a record uses: a file counts as used when any record names its id in an image field or its URL
// (original or copy) anywhere in its text, or a kept revision names it (a restore would bring it back; each
// revision lists what it names when it is written, revision-repository.ts). A kind of record that starts keeping
// file references must be added to REFERENCE_SOURCES.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Deletes at a time: a first sweep of a site that never had one may find hundreds of files. */
const DELETE_CONCURRENCY = 8;

/** Every kind of record that may refer to an upload, read whole. */
const REFERENCE_SOURCES: readonly (() => Promise<readonly unknown[]>)[] = [
  () => listArticleRecords(Object.values(ARTICLE_TYPE)),
  () => listOuterProductRecords(Object.values(PRODUCT_TYPE)),
  () => listInnerProductRecords(),
  () => bannerImageRecords.list(),
  () => videoRecords.list(),
  () => certificateRecords.list(),
  // Rich texts (about us, contact) embed uploaded images; any other value might name one too.
  () => listStaffConfigItems(),
];

export const collectFileReferences = async (): Promise<FileReferences> => {
  const [lists, references] = await Promise.all([
    Promise.all(REFERENCE_SOURCES.map((read) => read())),
    listRevisionFileReferences(),
  ]);
  for (const record of lists.flat()) addFileReferences(references, record);
  return references;
};

interface UploadObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** The bucket's uploads (`files/…`), grouped by stem: an original and its WebP copies together. */
const listUploads = async (bucket: string): Promise<Map<string, UploadObject[]>> => {
  const uploads = new Map<string, UploadObject[]>();
  let ContinuationToken: string | undefined;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'files/', ContinuationToken }));
    for (const object of page.Contents ?? []) {
      const stem = uploadStem(object.Key!);
      // Anything else under files/ is not an upload of this site's making: left alone.
      if (!stem) continue;
      const group = uploads.get(stem) ?? [];
      group.push({ key: object.Key!, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) });
      uploads.set(stem, group);
    }
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return uploads;
};

const inBatches = async <T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> => {
  for (let start = 0; start < items.length; start += DELETE_CONCURRENCY) {
    await Promise.all(items.slice(start, start + DELETE_CONCURRENCY).map(work));
  }
};

const sizeOf = (objects: readonly UploadObject[]): number => objects.reduce((total, object) => total + object.size, 0);

/**
 * Removes the uploads no record has used for UNUSED_FILE_DAYS, counted from their upload: the file record
 * first (so no save can name it any more), then its objects. Objects under `files/` that belong to no record
 * (an upload whose record was never written) go once they are as old. Answers, and stores for the dashboard,
 * what the uploads take afterwards.
 */
export const sweepUnusedFiles = async (now = new Date()): Promise<FilesUsage> => {
  const bucket = env.filesBucket;
  const cutoff = now.getTime() - UNUSED_FILE_DAYS * DAY_MS;
  const [references, records, uploads] = await Promise.all([
    collectFileReferences(),
    listFileRecords(),
    listUploads(bucket),
  ]);
  const usedStem = (stem: string | undefined) => stem !== undefined && references.stems.has(stem);

  const unused = records.filter((file) => !references.ids.has(file.id) && !usedStem(uploadStem(file.urlPath)));
  const expired = unused.filter((file) => Date.parse(file.createdAt) < cutoff);
  const recordStems = new Set(records.map((file) => uploadStem(file.urlPath)));
  const strays = [...uploads.entries()].filter(
    ([stem, objects]) =>
      !recordStems.has(stem) && !usedStem(stem) && objects.every((object) => object.lastModified.getTime() < cutoff),
  );

  const removed = new Set<string>();
  await inBatches(expired, async (file) => {
    await deleteFileRecord(file.id);
    const stem = uploadStem(file.urlPath);
    if (stem) removed.add(stem);
  });
  for (const [stem] of strays) removed.add(stem);
  const removedObjects = [...removed].flatMap((stem) => uploads.get(stem) ?? []);
  await inBatches(removedObjects, async (object) => {
    await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: object.key }));
  });

  const kept = [...uploads.entries()].filter(([stem]) => !removed.has(stem)).flatMap(([, objects]) => objects);
  const pending = unused.filter((file) => !expired.includes(file));
  const usage: FilesUsage = {
    measuredAt: now.toISOString(),
    files: records.length - expired.length,
    objects: kept.length,
    bytes: sizeOf(kept),
    unusedFiles: pending.length,
    unusedBytes: sizeOf(pending.flatMap((file) => uploads.get(uploadStem(file.urlPath) ?? '') ?? [])),
    deletedFiles: expired.length + strays.length,
    deletedBytes: sizeOf(removedObjects),
  };
  await putFilesUsage(usage);
  return usage;
};

/** The last sweep's count, or a count of nothing with `measuredAt: null` before the first sweep. */
export const getFilesUsageOrNone = async (): Promise<FilesUsage> =>
  (await getFilesUsage()) ?? {
    measuredAt: null,
    files: 0,
    objects: 0,
    bytes: 0,
    unusedFiles: 0,
    unusedBytes: 0,
    deletedFiles: 0,
    deletedBytes: 0,
  };
