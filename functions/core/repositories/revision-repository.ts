import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { getItem, type Item, type Key, queryAll, queryFirst, tableName, type TransactItem } from '../db';
import type { RevisionAction, RevisionEntity, RevisionOwner } from '#contract/revisions';
import { addFileReferences, type FileReferences, noFileReferences } from '../rules/file-references';
import { CHILDREN_INDEX, LIST_INDEX } from '../tables';

// Revisions of a record: one item per save, holding the state before it, in the save's own transaction.
//
//   pk = REV#INNER#12, sk = R#000000000007   revision: 7, at, username, action, fields, restored?,
//                                            body: the state before, brotli-compressed JSON (none for `undelete`)
//   the deletion's item also: title, path, gsi1pk = DELETED, gsi1sk = <at>#<entity>#<id>   (the "Đã xóa" list)
//   every item of a deleted record: ttl (epoch seconds), removed again when it is restored
//   a state that names uploads also: fileIds, fileStems, gsi2pk = REVFILES, gsi2sk = <pk>#<sk>, so the sweep
//   of unused uploads keeps what a restore would bring back without reading every revision's state
//
// Revision numbers run 1, 2, 3… per record, so the one REVISIONS_KEPT back from a new one is known without
// reading the rest: each save deletes it in the same transaction, and a record keeps exactly its newest
// REVISIONS_KEPT. These items show on no page: the publisher's stream filter drops them.

const KINDS: Record<RevisionEntity, string> = {
  Article: 'ARTICLE',
  OuterProduct: 'OUTER',
  InnerProduct: 'INNER',
  Configuration: 'CONFIG',
};

/** The partition of the deleted records' list (gsi1). */
const DELETED_INDEX_PK = 'DELETED';

/** The partition (gsi2) of the revisions whose state names an upload. */
export const FILE_REFERENCES_INDEX_PK = 'REVFILES';

export const revisionPartition = ({ entity, id }: RevisionOwner): string => `REV#${KINDS[entity]}#${id}`;
const revisionKey = (owner: RevisionOwner, revision: number): Key => ({
  pk: revisionPartition(owner),
  sk: `R#${String(revision).padStart(12, '0')}`,
});

/** A revision as stored, without its state. */
export interface StoredRevision {
  revision: number;
  at: string;
  username: string;
  action: RevisionAction;
  fields: string[];
  /** The revision an action `restore` brought back. */
  restored?: number;
  hasRecord: boolean;
  /** When it expires (epoch seconds): set on every revision of a deleted record. */
  ttl?: number;
  /** On a deletion: the record's title and path as they were. */
  title?: string;
  path?: string;
}

/** What one save records: the state before it (none for an undelete) and what the list shows. */
export interface NewRevision {
  revision: number;
  at: string;
  username: string;
  action: RevisionAction;
  fields: readonly string[];
  restored?: number;
  /** A deletion: listed among deleted records, expiring with the record's other revisions. */
  deletion?: { title: string; path: string; ttl: number };
}

// Brotli at a middle quality: rich HTML shrinks to a fifth or less in a few milliseconds, where the maximum
// quality takes a hundred times longer for a few percent.
const compress = (state: object): Uint8Array =>
  brotliCompressSync(Buffer.from(JSON.stringify(state), 'utf8'), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
  });

const decompress = (body: Uint8Array): Record<string, unknown> =>
  JSON.parse(brotliDecompressSync(body).toString('utf8')) as Record<string, unknown>;

/**
 * The largest compressed state a revision stores: with its other attributes it stays under DynamoDB's 400 KB
 * item limit. A record's own item is already under that limit and its rich text under 300 KB, so only text
 * that does not compress at all and is full of characters JSON escapes could reach it.
 */
export const MAX_REVISION_BODY_BYTES = 380_000;

/** The body a revision stores for a state, or undefined when it would not fit in one item. */
export const revisionBody = (state: object): Uint8Array | undefined => {
  const body = compress(state);
  return body.byteLength <= MAX_REVISION_BODY_BYTES ? body : undefined;
};

const toStored = (item: Item): StoredRevision => ({
  revision: Number(item.revision),
  at: String(item.at),
  username: String(item.username),
  action: item.action as RevisionAction,
  fields: Array.isArray(item.fields) ? item.fields.map(String) : [],
  ...(item.restored === undefined ? {} : { restored: Number(item.restored) }),
  // Only an undelete has no state before it.
  hasRecord: item.action !== 'undelete',
  ...(item.ttl === undefined ? {} : { ttl: Number(item.ttl) }),
  ...(item.title === undefined ? {} : { title: String(item.title) }),
  ...(item.path === undefined ? {} : { path: String(item.path) }),
});

/** Expired items stay readable until DynamoDB's TTL removes them (within days): they are gone all the same. */
const live = (item: Item, now: Date): boolean => item.ttl === undefined || Number(item.ttl) > now.getTime() / 1000;

/** Everything of a revision but its state, so lists never carry or decompress bodies. */
const SUMMARY_ATTRIBUTES = ['revision', 'at', 'username', 'action', 'fields', 'restored', 'ttl', 'title', 'path'];
const summaryProjection = {
  ProjectionExpression: SUMMARY_ATTRIBUTES.map((_, index) => `#a${index}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(SUMMARY_ATTRIBUTES.map((name, index) => [`#a${index}`, name])),
};

/** The record's revisions, newest first (a consistent read: a save's next save must see it). */
export const listStoredRevisions = async (owner: RevisionOwner, now = new Date()): Promise<StoredRevision[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :r)',
      ExpressionAttributeValues: { ':pk': revisionPartition(owner), ':r': 'R#' },
      ScanIndexForward: false,
      ConsistentRead: true,
      ...summaryProjection,
    })
  )
    .filter((item) => live(item, now))
    .map(toStored);

/** The newest revision's number, 0 before the first save: one item read. */
export const latestRevisionNumber = async (owner: RevisionOwner): Promise<number> => {
  const [item] = await queryFirst(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :r)',
      ExpressionAttributeValues: { ':pk': revisionPartition(owner), ':r': 'R#' },
      ScanIndexForward: false,
      ConsistentRead: true,
      ProjectionExpression: 'revision',
    },
    1,
  );
  return item ? Number(item.revision) : 0;
};

/** One revision with the state it holds (undefined for an undelete's), or undefined when there is none. */
export const getStoredRevision = async (
  owner: RevisionOwner,
  revision: number,
  now = new Date(),
): Promise<{ revision: StoredRevision; state?: Record<string, unknown> } | undefined> => {
  const item = await getItem(revisionKey(owner, revision), { consistent: true });
  if (!item || !live(item, now)) return undefined;
  return {
    revision: toStored(item),
    ...(item.body === undefined ? {} : { state: decompress(item.body as Uint8Array) }),
  };
};

/** The transaction item that stores a new revision; its condition fails when another save took its number. */
/** The uploads a state names: its image ids, and the files its text links to. */
const fileReferencesOf = (state: object): FileReferences => {
  const references = noFileReferences();
  addFileReferences(references, state);
  return references;
};

/** The attributes that list a revision among those naming uploads, when its state names any. */
const fileReferenceAttributes = (key: Key, state: object | undefined) => {
  const { ids, stems } = state ? fileReferencesOf(state) : noFileReferences();
  if (ids.size === 0 && stems.size === 0) return {};
  return {
    fileIds: [...ids],
    fileStems: [...stems],
    gsi2pk: FILE_REFERENCES_INDEX_PK,
    gsi2sk: `${String(key.pk)}#${String(key.sk)}`,
  };
};

/** A revision's item: `state` is the record before the save, kept as `body` (its compressed form). */
export const putRevision = (
  owner: RevisionOwner,
  entry: NewRevision,
  kept: { state: object; body: Uint8Array } | undefined,
): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...revisionKey(owner, entry.revision),
      ...fileReferenceAttributes(revisionKey(owner, entry.revision), kept?.state),
      revision: entry.revision,
      at: entry.at,
      username: entry.username,
      action: entry.action,
      fields: [...entry.fields],
      ...(entry.restored === undefined ? {} : { restored: entry.restored }),
      ...(kept === undefined ? {} : { body: kept.body }),
      ...(entry.deletion
        ? {
            title: entry.deletion.title,
            path: entry.deletion.path,
            ttl: entry.deletion.ttl,
            gsi1pk: DELETED_INDEX_PK,
            gsi1sk: `${entry.at}#${owner.entity}#${owner.id}`,
          }
        : {}),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Drops a revision (the one REVISIONS_KEPT back from a new one); nothing happens when it does not exist. */
export const dropRevision = (owner: RevisionOwner, revision: number): TransactItem => ({
  Delete: { TableName: tableName(), Key: revisionKey(owner, revision) },
});

/**
 * Sets (a deletion) or removes (an undelete) the expiry of an existing revision; an undelete also takes the
 * deletion off the deleted records' list. Fails when the revision is gone.
 */
export const setRevisionExpiry = (owner: RevisionOwner, revision: number, ttl: number | undefined): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: revisionKey(owner, revision),
    UpdateExpression: ttl === undefined ? 'REMOVE #ttl, gsi1pk, gsi1sk' : 'SET #ttl = :ttl',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ...(ttl === undefined ? {} : { ExpressionAttributeValues: { ':ttl': ttl } }),
  },
});

/** A deletion as the deleted records' list holds it. */
export interface StoredDeletion {
  owner: RevisionOwner;
  revision: StoredRevision;
}

/** What the kept revisions name of the uploads (expired ones included until DynamoDB removes them). */
export const listRevisionFileReferences = async (): Promise<FileReferences> => {
  const references = noFileReferences();
  const items = await queryAll({
    IndexName: CHILDREN_INDEX,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': FILE_REFERENCES_INDEX_PK },
    ProjectionExpression: 'fileIds, fileStems',
  });
  for (const item of items) {
    for (const id of (item.fileIds as number[] | undefined) ?? []) references.ids.add(Number(id));
    for (const stem of (item.fileStems as string[] | undefined) ?? []) references.stems.add(stem);
  }
  return references;
};

/** Records deleted since `since`, newest first, whose revisions have not expired. */
export const listStoredDeletions = async (since: Date, now = new Date()): Promise<StoredDeletion[]> =>
  (
    await queryAll({
      IndexName: LIST_INDEX,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :since',
      ExpressionAttributeValues: { ':pk': DELETED_INDEX_PK, ':since': since.toISOString() },
      ScanIndexForward: false,
    })
  )
    .filter((item) => live(item, now))
    .map((item) => {
      const [, entity, ...id] = String(item.gsi1sk).split('#');
      return { owner: { entity: entity as RevisionEntity, id: id.join('#') }, revision: toStored(item) };
    });
