import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { batchGet, ENTITY_SK, queryAll, tableName, transactWrite, type Item, type Key } from '../db';

// Search statistics: one partition per day, one item per query, and the day's count of distinct queries,
// which bounds the partition (the service names the cap).
//
//   pk = SEARCHLOG#2026-11-24, sk = <query>   count: searches that day; found: results of the latest one; ttl
//   pk = SEARCHLOG#2026-11-24, sk = #         queries: distinct queries the day holds; ttl
//
// A query is stored in search form (letters, digits, spaces, `-./`), so it never spells the counter's `#`.
// Nothing about the visitor is stored. These items show on no page: the publisher's stream filter drops them.

const dayKey = (day: string) => `SEARCHLOG#${day}`;
const searchKey = (day: string, query: string): Key => ({ pk: dayKey(day), sk: query });
const counterKey = (day: string): Key => ({ pk: dayKey(day), sk: ENTITY_SK });

/** A query's searches on one day. */
export interface DaySearch {
  query: string;
  count: number;
  /** Products the latest search of that day found. */
  found: number;
}

/** What a day already holds, read before writing to it. */
export interface DayState {
  /** Whether the day counts this query already. */
  counted: boolean;
  /** How many distinct queries the day counts. */
  queries: number;
}

export const readDayState = async (day: string, query: string): Promise<DayState> => {
  const items = await batchGet([searchKey(day, query), counterKey(day)], { projection: ['sk', 'queries'] });
  const counter = items.find((item) => item.sk === ENTITY_SK);
  return {
    counted: items.some((item) => item.sk === query),
    queries: Number(counter?.queries ?? 0),
  };
};

/** One more search of a query the day already counts; false when the day does not count it. */
export const countSearch = async (day: string, query: string, found: number): Promise<boolean> => {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: searchKey(day, query),
        UpdateExpression: 'SET #found = :found ADD #count :one',
        // Never creates the item: a new query must pass the day's cap (addSearch).
        ConditionExpression: 'attribute_exists(pk)',
        // Both are DynamoDB reserved words.
        ExpressionAttributeNames: { '#found': 'found', '#count': 'count' },
        ExpressionAttributeValues: { ':found': found, ':one': 1 },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

class AlreadyCounted extends Error {}
class DayFull extends Error {}

/**
 * The day's first search of a query, in one transaction with the day's query counter, which may not pass
 * `cap`: `added`, `counted` when a concurrent request added the query first, or `full`.
 */
export const addSearch = async (
  day: string,
  search: { query: string; found: number },
  cap: number,
  expiresAt: number,
): Promise<'added' | 'counted' | 'full'> => {
  try {
    await transactWrite(
      [
        [
          {
            Put: {
              TableName: tableName(),
              Item: { ...searchKey(day, search.query), count: 1, found: search.found, ttl: expiresAt },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          () => new AlreadyCounted(),
        ],
        [
          {
            Update: {
              TableName: tableName(),
              Key: counterKey(day),
              UpdateExpression: 'SET #ttl = :ttl ADD #queries :one',
              ConditionExpression: 'attribute_not_exists(#queries) OR #queries < :cap',
              ExpressionAttributeNames: { '#ttl': 'ttl', '#queries': 'queries' },
              ExpressionAttributeValues: { ':ttl': expiresAt, ':one': 1, ':cap': cap },
            },
          },
          () => new DayFull(),
        ],
      ],
      // New queries of one day meet on its counter; a lost race is not a full day.
      { conflictRetries: 3 },
    );
    return 'added';
  } catch (error) {
    if (error instanceof AlreadyCounted) return 'counted';
    if (error instanceof DayFull) return 'full';
    throw error;
  }
};

const toDaySearch = (item: Item): DaySearch => ({
  query: String(item.sk),
  count: Number(item.count),
  found: Number(item.found),
});

/** Days read at once: a report's 90 small partitions in a few round trips, without a burst of 90 requests. */
const DAYS_IN_FLIGHT = 8;

/** The searches of each day, in the order of `days`. */
export const listDaySearches = async (days: readonly string[]): Promise<DaySearch[][]> => {
  const byDay: DaySearch[][] = [];
  let next = 0;
  const worker = async () => {
    while (next < days.length) {
      const index = next++;
      const items = await queryAll({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': dayKey(days[index]!) },
      });
      byDay[index] = items.filter((item) => item.sk !== ENTITY_SK).map(toDaySearch);
    }
  };
  await Promise.all(Array.from({ length: Math.min(DAYS_IN_FLIGHT, days.length) }, worker));
  return byDay;
};
