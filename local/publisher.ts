import { readFileSync } from 'node:fs';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record as StreamRecord,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { NOT_FOUND_PAGE_KEY, TEMPLATE_KEY } from '@vongbi/functions/core/published-pages';
import { handler, type PublishEvent } from '@vongbi/functions/publish/handler';
import { passesPageItemFilter } from '@vongbi/functions/publish/page-items';
import type { PublishSummary } from '@vongbi/functions/publish/publisher';
import { contentTag, putTemplate, storedObject } from '@vongbi/functions/publish/site-bucket';

// The publish Lambda, locally: DynamoDB Local's stream of the table, read as an event source mapping reads it
// (every shard, new shards as they open, a batch of records at a time, filtered by the same pattern), handed
// to the same handler as Lambda-shaped events. Batches and full renders run one at a time, in order. A batch that fails is tried
// again, like the event source mapping does, and after a few tries logged and skipped (AWS: the DLQ).

// The stream is read every 300 ms while changes come, as a mapping reads a busy shard; after a quiet minute, once a
// second, so an idle site (and its emulator) does not spend a few per cent of a core on empty reads. A shard that
// ends (DynamoDB Local opens a new one every few hours) is followed at once; other new shards are looked for every
// ten seconds.
const POLL_MS = 300;
const IDLE_POLL_MS = 1_000;
const IDLE_AFTER_MS = 60_000;
const DISCOVER_SHARDS_MS = 10_000;
const RECORDS_PER_BATCH = 100;
const MAX_ATTEMPTS = 3;

interface ShardReader {
  iterator: string | undefined;
  /** The last record handed to the publisher, to resume after it when the iterator expires. */
  lastSequence: string | undefined;
  startingPosition: ShardIteratorType;
  failures: number;
}

export interface LocalPublisher {
  /** Renders every public page, after whatever batch is running. */
  renderAll(): Promise<PublishSummary>;
  stop(): Promise<void>;
}

const toLambdaRecord = (record: StreamRecord, region: string): DynamoDBStreamEvent['Records'][number] =>
  ({
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    dynamodb: {
      ...record.dynamodb,
      // Lambda delivers epoch seconds where the SDK gives a Date.
      ApproximateCreationDateTime: record.dynamodb?.ApproximateCreationDateTime
        ? record.dynamodb.ApproximateCreationDateTime.getTime() / 1000
        : undefined,
    },
  }) as DynamoDBStreamEvent['Records'][number];

export const startLocalPublisher = async (tableName: string): Promise<LocalPublisher> => {
  const region = process.env.AWS_REGION ?? 'ap-southeast-1';
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB_STREAMS ?? process.env.AWS_ENDPOINT_URL_DYNAMODB;
  const tables = new DynamoDBClient({});
  const streams = new DynamoDBStreamsClient(endpoint ? { endpoint } : {});
  const { Table } = await tables.send(new DescribeTableCommand({ TableName: tableName }));
  tables.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${tableName} has no stream`);

  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
  const publish = (event: PublishEvent) => serially(() => handler(event));

  const readers = new Map<string, ShardReader>();
  /** A reader came to its shard's end: the shards after it are looked for on the next poll. */
  let shardEnded = false;
  const iteratorFor = async (shardId: string, reader: ShardReader): Promise<string | undefined> => {
    const { ShardIterator } = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ...(reader.lastSequence
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: reader.lastSequence }
          : { ShardIteratorType: reader.startingPosition }),
      }),
    );
    return ShardIterator;
  };

  /** Shards open when the publisher starts are read from now on; shards that open later, from their start. */
  const discoverShards = async (initial: boolean): Promise<void> => {
    let ExclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId }),
      );
      for (const shard of StreamDescription?.Shards ?? []) {
        const shardId = shard.ShardId!;
        if (readers.has(shardId)) continue;
        const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
        if (initial && closed) {
          readers.set(shardId, {
            iterator: undefined,
            lastSequence: undefined,
            startingPosition: 'LATEST',
            failures: 0,
          });
          continue;
        }
        const reader: ShardReader = {
          iterator: undefined,
          lastSequence: undefined,
          startingPosition: initial ? 'LATEST' : 'TRIM_HORIZON',
          failures: 0,
        };
        reader.iterator = await iteratorFor(shardId, reader);
        readers.set(shardId, reader);
      }
      ExclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (ExclusiveStartShardId);
  };

  /** Reads the shard's next batch; how many records it held. */
  const readShard = async (shardId: string, reader: ShardReader): Promise<number> => {
    if (!reader.iterator) return 0;
    let page;
    try {
      page = await streams.send(new GetRecordsCommand({ ShardIterator: reader.iterator, Limit: RECORDS_PER_BATCH }));
    } catch (error) {
      if (error instanceof TrimmedDataAccessException) {
        // DynamoDB Local at times trims a shard under a reader's position (seen with test files in two workers);
        // what the shard still holds is read from its oldest record, as an event source mapping resumes. Pages
        // already published for records read twice are rendered unchanged and not written again.
        console.warn(
          `The table stream trimmed shard ${shardId} under its reader; reading it again from its oldest record.`,
        );
        reader.lastSequence = undefined;
        reader.startingPosition = 'TRIM_HORIZON';
        reader.iterator = await iteratorFor(shardId, reader);
        return 0;
      }
      if (!(error instanceof ExpiredIteratorException)) throw error;
      reader.iterator = await iteratorFor(shardId, reader);
      return 0;
    }
    const records = page.Records ?? [];
    // What the event source mapping's filter drops never reaches the function; its place in the shard is
    // passed all the same.
    const delivered = records.filter(passesPageItemFilter);
    if (records.length > 0) {
      try {
        if (delivered.length > 0) await publish({ Records: delivered.map((record) => toLambdaRecord(record, region)) });
      } catch (error) {
        reader.failures += 1;
        console.error(`Publishing ${records.length} table change(s) failed (try ${reader.failures}):`, error);
        // The same records again on the next poll, unless they have failed too often.
        if (reader.failures < MAX_ATTEMPTS) return records.length;
      }
      reader.failures = 0;
      reader.lastSequence = records.at(-1)!.dynamodb?.SequenceNumber;
    }
    reader.iterator = page.NextShardIterator;
    if (!reader.iterator) shardEnded = true;
    return records.length;
  };

  await discoverShards(true);
  let running = true;
  const loop = (async () => {
    let discoveredAt = Date.now();
    let changedAt = Date.now();
    while (running) {
      try {
        if (shardEnded || Date.now() - discoveredAt >= DISCOVER_SHARDS_MS) {
          shardEnded = false;
          await discoverShards(false);
          discoveredAt = Date.now();
        }
        for (const [shardId, reader] of readers) {
          if (running && (await readShard(shardId, reader)) > 0) changedAt = Date.now();
        }
      } catch (error) {
        if (running) console.error('Reading the table stream failed:', error);
      }
      const quiet = Date.now() - changedAt >= IDLE_AFTER_MS;
      await new Promise((resolve) => setTimeout(resolve, quiet ? IDLE_POLL_MS : POLL_MS));
    }
  })();

  return {
    renderAll: () => publish({ renderAll: true }),
    stop: async () => {
      running = false;
      await loop;
      await queue;
      streams.destroy();
    },
  };
};

export interface PublishingOptions {
  tableName: string;
  /** The built `index.html`, the template every page is rendered into. */
  templateFile: string;
  /** Render every page even when the template did not change and pages exist. */
  renderAll: boolean;
}

/** Template metadata: the origin the pages were rendered for (their canonical URLs name it). */
const SITE_URL_METADATA = 'site-url';

/**
 * `npm start -- --prod`: the built template into the site bucket, the stream followed, and every page
 * rendered when nothing is published yet, when the build or the site's origin changed since the last
 * render, or when asked.
 */
export const startPublishing = async (options: PublishingOptions): Promise<LocalPublisher> => {
  const template = readFileSync(options.templateFile, 'utf8');
  const siteUrl = process.env.SITE_URL ?? '';
  const stored = await storedObject(TEMPLATE_KEY);
  const templateChanged = stored?.etag !== contentTag(template) || stored.metadata[SITE_URL_METADATA] !== siteUrl;
  if (templateChanged) await putTemplate(template, { [SITE_URL_METADATA]: siteUrl });
  const publisher = await startLocalPublisher(options.tableName);
  const nothingPublished = (await storedObject(NOT_FOUND_PAGE_KEY)) === undefined;
  if (options.renderAll || templateChanged || nothingPublished) {
    console.log('Publishing every public page…');
    const summary = await publisher.renderAll();
    console.log(
      `Published ${summary.rendered} pages in ${(summary.durationMs / 1000).toFixed(1)} s ` +
        `(${summary.written} written, ${summary.deleted} deleted).`,
    );
  }
  return publisher;
};
