// The single table definition (keys and GSIs), read by the CDK stack, the local bootstrap and the tests.
// Plain data: no SDK imports.

export interface KeyAttribute {
  readonly name: string;
  readonly type: 'S' | 'N';
}

export interface IndexDefinition {
  readonly indexName: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute;
}

export interface TableDefinition {
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute;
  readonly globalSecondaryIndexes: readonly IndexDefinition[];
  /** Epoch-seconds attribute DynamoDB's TTL uses to purge sessions and rate-limit counters. */
  readonly timeToLiveAttribute: string;
  /** The table's change stream, which the publisher follows (old and new item on every write). */
  readonly streamViewType: 'NEW_AND_OLD_IMAGES';
}

export const mainTable = {
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  globalSecondaryIndexes: [
    // list by kind and type, newest first: gsi1pk = ARTICLE#TYPE#0, gsi1sk = <updatedAt>#<id>
    {
      indexName: 'gsi1',
      partitionKey: { name: 'gsi1pk', type: 'S' },
      sortKey: { name: 'gsi1sk', type: 'S' },
    },
    // children of a parent: gsi2pk = OUTER#5, gsi2sk = <name>; also lists by a second key of their own
    // (AUDIT#OF#<entity>#<month>, QUOTE#STATUS#<status>), each with its own partition prefix
    {
      indexName: 'gsi2',
      partitionKey: { name: 'gsi2pk', type: 'S' },
      sortKey: { name: 'gsi2sk', type: 'S' },
    },
  ],
  timeToLiveAttribute: 'ttl',
  streamViewType: 'NEW_AND_OLD_IMAGES',
} as const satisfies TableDefinition;

/** The index that lists a kind newest first (`gsi1pk`, `gsi1sk`). */
export const LIST_INDEX = mainTable.globalSecondaryIndexes[0].indexName;
/** The index that lists a parent's children by name (`gsi2pk`, `gsi2sk`). */
export const CHILDREN_INDEX = mainTable.globalSecondaryIndexes[1].indexName;

/** Every attribute that appears in a key schema, each once, for CreateTable's AttributeDefinitions. */
export const keyAttributes = (table: TableDefinition): KeyAttribute[] => {
  const all = [
    table.partitionKey,
    table.sortKey,
    ...table.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return [...new Map(all.map((attribute) => [attribute.name, attribute])).values()];
};
