import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import {
  CloudFrontKeyValueStoreClient,
  ConflictException,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  ListKeysCommand,
  ResourceNotFoundException,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
// The KeyValueStore API is signed with SigV4a; this registers the SDK's JavaScript signer (no native CRT).
import '@aws-sdk/signature-v4a';

// What the CDN learns after a publish: the KeyValueStore of published URLs and moved pages, which the
// viewer-request function consults to tell a published page from a moved one and from a 404 (infra-cdk), and an
// invalidation of the changed paths so the
// edge drops its minute-long copies. Neither exists locally, where the server asks the site bucket instead.

/**
 * The URLs the edge consults: each published URL with its page's key, each moved page with where it points
 * (movedValue).
 */
export interface PublishedUrlIndex {
  /** Every URL in it, with its value. */
  list(): Promise<Map<string, string>>;
  /** Adds or replaces `puts` (URL → value) and removes `deletes` that are present. */
  update(puts: ReadonlyMap<string, string>, deletes: readonly string[]): Promise<void>;
}

/** UpdateKeys takes at most 50 keys per call. */
const UPDATE_BATCH = 50;
const CONFLICT_RETRIES = 5;

export const keyValueStoreIndex = (kvsArn: string): PublishedUrlIndex => {
  const client = new CloudFrontKeyValueStoreClient({});

  const has = async (key: string): Promise<boolean> => {
    try {
      await client.send(new GetKeyCommand({ KvsARN: kvsArn, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return false;
      throw error;
    }
  };

  /** One UpdateKeys against the store's current version; another writer in between means read it again. */
  const send = async (puts: readonly [string, string][], deletes: readonly string[]): Promise<void> => {
    for (let attempt = 0; ; attempt += 1) {
      const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN: kvsArn }));
      try {
        await client.send(
          new UpdateKeysCommand({
            KvsARN: kvsArn,
            IfMatch: ETag,
            Puts: puts.map(([url, value]) => ({ Key: url, Value: value })),
            Deletes: deletes.map((url) => ({ Key: url })),
          }),
        );
        return;
      } catch (error) {
        if (!(error instanceof ConflictException) || attempt >= CONFLICT_RETRIES) throw error;
      }
    }
  };

  return {
    list: async () => {
      const entries = new Map<string, string>();
      let NextToken: string | undefined;
      do {
        const page = await client.send(new ListKeysCommand({ KvsARN: kvsArn, NextToken }));
        for (const item of page.Items ?? []) if (item.Key) entries.set(item.Key, item.Value ?? '');
        NextToken = page.NextToken;
      } while (NextToken);
      return entries;
    },
    update: async (puts, deletes) => {
      // Deleting a key that is not there fails the whole call.
      const present = (await Promise.all(deletes.map(async (url) => ((await has(url)) ? url : undefined)))).filter(
        (url): url is string => url !== undefined,
      );
      const changes = [...[...puts].map((put) => ({ put })), ...present.map((url) => ({ remove: url }))];
      for (let start = 0; start < changes.length; start += UPDATE_BATCH) {
        const batch = changes.slice(start, start + UPDATE_BATCH);
        await send(
          batch.flatMap((change) => ('put' in change ? [change.put] : [])),
          batch.flatMap((change) => ('remove' in change ? [change.remove] : [])),
        );
      }
    },
  };
};

/** CreateInvalidation takes up to 3,000 paths; past a few dozen one wildcard is cheaper and as good. */
const MAX_INVALIDATION_PATHS = 30;

/**
 * The paths to invalidate for these site-bucket keys. CloudFront keys its cache on the URI the viewer-request
 * function rewrote (`/products/x` → `/pages/products/x.html`), so the object keys are what to invalidate.
 */
export const invalidationPaths = (keys: readonly string[]): string[] => {
  const paths = [...new Set(keys.map((key) => `/${key}`))].sort();
  return paths.length > MAX_INVALIDATION_PATHS ? ['/*'] : paths;
};

/** One invalidation for a publish (CloudFront bills by path, a wildcard counting as one). */
export const invalidate = async (distributionId: string, keys: readonly string[]): Promise<void> => {
  const paths = invalidationPaths(keys);
  if (paths.length === 0) return;
  await new CloudFrontClient({}).send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: {
        CallerReference: `publish-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        Paths: { Quantity: paths.length, Items: paths },
      },
    }),
  );
};
