import { queryAll, tableName, type TransactItem } from '../db';

// Version counters of the lists the public pages read, so that a container may keep a list it built and
// answer it again until something in it changes. A family is every list one kind of write can change:
// ARTICLE (the article lists), CATALOGUE (outer products with their inner products, the newest products,
// search answers: everything an outer- or inner-product write changes), CONFIG (the site's configuration).
//
//   pk = LISTS#<family>, sk = V#3   v: writes counted on this shard, at: when the last one happened (ms)
//
// Every write of the family bumps one shard inside its own TransactWriteItems, so a list is never newer or
// older than the version read with it. Shards (by record id) keep concurrent writes of different records
// from meeting on one item; the version of a family is the sum of its shards, which only grows.

export type ListFamily = 'ARTICLE' | 'CATALOGUE' | 'CONFIG';

const SHARD_COUNT = 8;
const familyKey = (family: ListFamily) => `LISTS#${family}`;

/** The transaction item that records a write of record `id` in the family's version. */
export const bumpListVersion = (family: ListFamily, id: number, now = Date.now()): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: { pk: familyKey(family), sk: `V#${id % SHARD_COUNT}` },
    UpdateExpression: 'ADD v :one SET #at = :now',
    ExpressionAttributeNames: { '#at': 'at' },
    ExpressionAttributeValues: { ':one': 1, ':now': now },
  },
});

export interface ListVersion {
  /** Writes counted in the family: any write changes it. */
  version: number;
  /** When the last write happened (ms since the epoch), 0 before any. */
  lastWriteAt: number;
}

/** The family's current version: one consistent Query of a few small items. */
export const readListVersion = async (family: ListFamily): Promise<ListVersion> => {
  const shards = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': familyKey(family) },
    ConsistentRead: true,
  });
  return {
    version: shards.reduce((total, shard) => total + Number(shard.v ?? 0), 0),
    lastWriteAt: Math.max(0, ...shards.map((shard) => Number(shard.at ?? 0))),
  };
};
