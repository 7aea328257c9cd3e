// The kinds of table item some public page shows. Lambda's stream filter in AWS (infra-cdk
// constructs/publisher.ts), the local publisher and affectedUrls all read this one list, so a kind added here
// is published in AWS exactly as it is locally and in the tests. Plain data: the CDK app imports it.

export const PAGE_ITEM_KINDS = ['ARTICLE', 'OUTER', 'INNER', 'BANNER', 'VIDEO', 'CONFIG', 'CERT'] as const;
export type PageItemKind = (typeof PAGE_ITEM_KINDS)[number];

/** Their partition keys begin `INNER#`, `CONFIG#`…; sessions, counters, path claims, the search index do not. */
export const PAGE_ITEM_KEY_PREFIXES: readonly string[] = PAGE_ITEM_KINDS.map((kind) => `${kind}#`);

/** The event source mapping's filter pattern: only records of those items wake the publisher. */
export const PAGE_ITEM_STREAM_FILTER = {
  dynamodb: { Keys: { pk: { S: PAGE_ITEM_KEY_PREFIXES.map((prefix) => ({ prefix })) } } },
};

/** A stream record as both the SDK and the Lambda event name its keys. */
interface KeyedRecord {
  dynamodb?: { Keys?: Record<string, { S?: string } | undefined> };
}

/** Whether Lambda's filter lets the record through: the local publisher drops the others as AWS does. */
export const passesPageItemFilter = (record: KeyedRecord): boolean => {
  const pk = record.dynamodb?.Keys?.pk?.S;
  return pk !== undefined && PAGE_ITEM_KEY_PREFIXES.some((prefix) => pk.startsWith(prefix));
};
