import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { batchGet, ENTITY_SK, getItem, type Key, queryAll, tableName } from '../db';
import { MOVED_PAGE_KEY_PREFIX } from '../published-pages';
import { LIST_INDEX } from '../tables';

// Moved pages: the old URL of a page whose path changed, and where its content is now. The publisher keeps
// them (it sees every change's old and new item in the table's stream) and copies them to the edge's
// KeyValueStore; the local server reads them here.
//
//   pk = MOVED#/products/vong-bi-cu, sk = #   to: /products/vong-bi-moi, at; gsi1pk = MOVED, gsi1sk = <old URL>
//
// These items show on no page: the publisher's stream filter drops them.

const LIST_PK = 'MOVED';
const movedKey = (url: string): Key => ({ pk: `${MOVED_PAGE_KEY_PREFIX}${url}`, sk: ENTITY_SK });

/** Where the page once at `url` is now, if it moved. */
export const getMovedPage = async (url: string): Promise<string | undefined> => {
  const item = await getItem(movedKey(url));
  return typeof item?.to === 'string' ? item.to : undefined;
};

/** Which of these URLs are moved pages, with where they point. */
export const getMovedPages = async (urls: readonly string[]): Promise<Map<string, string>> => {
  const items = await batchGet(urls.map(movedKey), { consistent: true });
  return new Map(items.map((item) => [String(item.pk).slice(MOVED_PAGE_KEY_PREFIX.length), String(item.to)]));
};

/** Every moved page (a Query of one list-index partition: a few thousand small items at most). */
export const listMovedPages = async (): Promise<Map<string, string>> =>
  new Map(
    (
      await queryAll({
        IndexName: LIST_INDEX,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': LIST_PK },
      })
    ).map((item) => [String(item.gsi1sk), String(item.to)]),
  );

/** BatchWriteItem takes 25 requests a call. */
const BATCH = 25;

/** Adds or replaces `puts` and removes `deletes`, 25 at a time, unprocessed ones sent again. */
export const saveMovedPages = async (
  puts: ReadonlyMap<string, string>,
  deletes: readonly string[],
  now = new Date(),
): Promise<void> => {
  type Request = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];
  const requests: Request[] = [
    ...[...puts].map(([from, to]) => ({
      PutRequest: {
        Item: { ...movedKey(from), to, at: now.toISOString(), gsi1pk: LIST_PK, gsi1sk: from },
      },
    })),
    ...deletes.map((from) => ({ DeleteRequest: { Key: movedKey(from) } })),
  ];
  for (let start = 0; start < requests.length; start += BATCH) {
    let pending: Request[] = requests.slice(start, start + BATCH);
    for (let round = 0; pending.length > 0; round += 1) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** round)));
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = result.UnprocessedItems?.[tableName()] ?? [];
    }
  }
};
