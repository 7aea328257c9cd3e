import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { EXPORTS_PREFIX, IMPORTS_PREFIX, UPLOADS_PREFIX } from '@vongbi/functions/core/models/file';
import { QUOTE_REPLIES_PREFIX } from '@vongbi/functions/core/models/quote-reply';
import { mainTable } from '@vongbi/functions/core/tables';
import { routes, type RouteDef } from '@vongbi/functions/routes';

// What every function's grants are made of, for the API's functions and the background ones alike: the
// DynamoDB actions the handlers send, the route table's keys as IAM patterns, the files bucket's key patterns
// and the statements of table access. Plain values and statements, no construct, so the API tests check the
// same patterns the stack grants.

/** Reads the handlers do: GetItem, BatchGetItem, Query. Never Scan (public pages must not scan). */
export const DYNAMODB_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
/** Item writes, including the ones inside TransactWriteItems (which has no IAM action of its own). */
export const DYNAMODB_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:ConditionCheckItem',
] as const;

/** The object keys uploads use (`files/2026/11/<uuid>.webp`), so a grant can name them. */
export const FILES_KEY_PATTERN = `${UPLOADS_PREFIX}*`;
/** The keys a catalogue import's file is uploaded to (`imports/<uuid>.xlsx`). */
export const IMPORT_FILES_PATTERN = `${IMPORTS_PREFIX}*`;
/** The keys catalogue exports are written to (`exports/<uuid>/san-pham-2026-11-24.xlsx`). */
export const EXPORT_FILES_PATTERN = `${EXPORTS_PREFIX}*`;

/** The keys of quote replies' PDFs (`quote-replies/12/BG-2026-0001.pdf`). */
export const QUOTE_REPLY_FILES_PATTERN = `${QUOTE_REPLIES_PREFIX}*`;

/** A key of the route table as an IAM pattern: `SESSION#` is a prefix (`SESSION#*`), anything else exact. */
export const keyPattern = (key: string): string => (key.endsWith('#') ? `${key}*` : key);

/** Every private key some route reads (routes.ts `readsPrivateKeys`), sorted. */
export const privateReadKeys = (): string[] =>
  [...new Set((routes as readonly RouteDef[]).flatMap((route) => route.readsPrivateKeys ?? []))].sort();

/** The partition-key patterns some route of `served` reads (`readsKeys` and `readsPrivateKeys`), sorted. */
export const readKeyPatterns = (served: readonly RouteDef[]): string[] =>
  [...new Set(served.flatMap((route) => [...(route.readsKeys ?? []), ...(route.readsPrivateKeys ?? [])]))]
    .map(keyPattern)
    .sort();

/** The table and its indexes by name (from the shared table definition), not `index/*`. */
const tableAndIndexArns = (table: dynamodb.ITable): string[] => [
  table.tableArn,
  ...mainTable.globalSecondaryIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
];

/**
 * Reads of the table and its indexes limited to `patterns` (every key a request reads must match one:
 * BatchGetItem carries several; for a Query on an index, the index's partition key), or of any key with
 * `'any'`; and an explicit deny of every private key not among them (subscriber e-mail addresses, quote
 * requests…), which no allow can override.
 */
export const tableReadStatements = (
  table: dynamodb.ITable,
  patterns: readonly string[] | 'any',
): iam.PolicyStatement[] => {
  const resources = tableAndIndexArns(table);
  const statements: iam.PolicyStatement[] = [];
  if (patterns === 'any') {
    statements.push(new iam.PolicyStatement({ actions: [...DYNAMODB_READ_ACTIONS], resources }));
  } else if (patterns.length > 0) {
    statements.push(
      new iam.PolicyStatement({
        actions: [...DYNAMODB_READ_ACTIONS],
        resources,
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...patterns] } },
      }),
    );
  }
  const own = new Set(patterns === 'any' ? [] : patterns);
  const othersPrivate = privateReadKeys()
    .map(keyPattern)
    .filter((pattern) => !own.has(pattern));
  if (othersPrivate.length > 0) {
    statements.push(
      new iam.PolicyStatement({
        effect: iam.Effect.DENY,
        actions: [...DYNAMODB_READ_ACTIONS],
        resources,
        conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': othersPrivate } },
      }),
    );
  }
  return statements;
};

/**
 * `actions` on the table's items, limited to `patterns` (every key the request touches must match one:
 * `SESSION#*` any key starting with `SESSION#`, `COUNTER#SUBSCRIPTION` that key), or on any item with `'any'`.
 */
export const tableWriteStatement = (
  table: dynamodb.ITable,
  actions: readonly string[],
  patterns: readonly string[] | 'any',
): iam.PolicyStatement =>
  new iam.PolicyStatement({
    actions: [...actions],
    resources: [table.tableArn],
    ...(patterns === 'any'
      ? {}
      : { conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...patterns] } } }),
  });
