import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, s3 } from '@vongbi/functions/core/clients';

// White-box views of this test file's own table and bucket, read with the real SDK, to prove what a request
// wrote, or that a rejected one wrote nothing. (Tests may Scan; handlers never do.)

export type TableItem = Record<string, unknown> & { pk: string; sk: string };

/** Every item of the table, in key order. */
export const tableItems = async (): Promise<TableItem[]> => {
  const items: TableItem[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({ TableName: process.env.TABLE_NAME!, ExclusiveStartKey, ConsistentRead: true }),
    );
    items.push(...((page.Items ?? []) as TableItem[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items.sort((a, b) => `${a.pk}\u0000${a.sk}`.localeCompare(`${b.pk}\u0000${b.sk}`));
};

export const tableItem = async (pk: string, sk = '#'): Promise<TableItem | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: process.env.TABLE_NAME!, Key: { pk, sk }, ConsistentRead: true }),
  );
  return Item as TableItem | undefined;
};

/** Every object key of the files bucket (ListObjectsV2, all pages). */
export const bucketKeys = async (): Promise<string[]> => {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: process.env.FILES_BUCKET!, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return keys.sort();
};

export const bucketObject = async (key: string) => {
  const object = await s3().send(new GetObjectCommand({ Bucket: process.env.FILES_BUCKET!, Key: key }));
  return {
    contentType: object.ContentType,
    cacheControl: object.CacheControl,
    bytes: Buffer.from(await object.Body!.transformToByteArray()),
  };
};

/** Both stores at once: compare a snapshot before and after a request that must change nothing. */
export const storageSnapshot = async () => ({ items: await tableItems(), keys: await bucketKeys() });
