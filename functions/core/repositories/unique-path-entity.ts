import {
  ENTITY_SK,
  entityKey,
  getItem,
  type Item,
  type Key,
  nextIds,
  pickAttributes,
  setExpression,
  tableName,
  type TransactItem,
  transactWrite,
  type Write,
} from '../db';
import { notFound, pathTaken } from '../errors';
import {
  assertCurrentVersion,
  LostRace,
  nextUpdatedAt,
  retryLostRaces,
  versionConflict,
} from '../rules/optimistic-concurrency';

// Articles, outer products and inner products each own a unique path: an item `PATH#<KIND>#<path>` holding
// the owner's id, written in the same TransactWriteItems as the entity, so two records can never hold one
// path. This module writes such an entity, one way for all three:
//
//   create  find the path's owner (409 before an id is spent) → next id → put the entity + claim the path
//   update  consistent read (404) → version check (409 STALE) → new path free? → write the entity on
//           condition that its version is still the one read, claim the new path and release the old one
//   delete  consistent read (404) → delete the entity on the same version condition + release its path
//
// Every item carries what its failed condition means: a claimed path PATH_TAKEN; the version condition and
// the release of the old path a lost race, which is 409 STALE for a client that pinned the version it
// loaded and otherwise runs the step again on the fresh record (where a record deleted meanwhile is 404).
// Callers add their own items (counts, search-index entries) to the same transaction through `alsoWrite`.

const pathKey = (kind: string, path: string): Key => ({ pk: `PATH#${kind}#${path}`, sk: ENTITY_SK });

const findPathOwner = async (kind: string, path: string): Promise<number | undefined> => {
  const item = await getItem(pathKey(kind, path));
  return typeof item?.id === 'number' ? item.id : undefined;
};

/** Takes a free path for `id`; its condition fails when the path is taken. */
const claimPath = (kind: string, path: string, id: number): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...pathKey(kind, path), id },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Frees a path held by `id` (renames and deletes); its condition fails when another record holds it. */
const releasePath = (kind: string, path: string, id: number): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: pathKey(kind, path),
    ConditionExpression: 'id = :owner',
    ExpressionAttributeValues: { ':owner': id },
  },
});

/** What every such record has besides its fields. */
export interface VersionedRecord {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** A record's own fields: what a create or an update writes. */
export type FieldsOf<R extends VersionedRecord> = Omit<R, keyof VersionedRecord>;

type StringField<R> = { [K in keyof R]: R[K] extends string ? K : never }[keyof R] & string;

export interface UniquePathEntity<R extends VersionedRecord> {
  /** Key prefix of the entity (`ARTICLE#12`) and of its path items (`PATH#ARTICLE#<path>`). */
  readonly kind: string;
  /** The field that holds the path; a 409 PATH_TAKEN names it. */
  readonly pathField: StringField<R>;
  /** What a record holds: the item's other attributes (keys, counts) stay in the table. */
  readonly attributes: readonly (keyof R & string)[];
  /** The item's index keys for a record (its list and parent indexes). */
  readonly indexAttributes: (record: R) => Item;
  /**
   * Attributes that other transactions keep on the entity's item (a count of children), with the value a
   * new item starts with. When there are any, an update sets the record's attributes one by one instead of
   * replacing the item, so they are never written back from a stale read.
   */
  readonly keptAttributes?: Item;
}

/** The record an item of this entity holds. */
export const toRecord = <R extends VersionedRecord>(entity: UniquePathEntity<R>, item: Item): R =>
  pickAttributes<R>(item, entity.attributes);

/** The whole item of a record: keys, index keys and fields. */
const toItem = <R extends VersionedRecord>(entity: UniquePathEntity<R>, record: R): Item => ({
  ...entityKey(entity.kind, record.id),
  ...entity.indexAttributes(record),
  ...(record as VersionedRecord & Item),
});

export interface WriteOptions {
  /** How often a transaction that only lost a race (no failed condition) runs again; see transactWrite. */
  readonly conflictRetries?: number;
}

const DEFAULT_CONFLICT_RETRIES = 2;

const pathOf = <R extends VersionedRecord>(entity: UniquePathEntity<R>, record: R): string =>
  record[entity.pathField] as string;

const taken =
  <R extends VersionedRecord>(entity: UniquePathEntity<R>) =>
  () =>
    pathTaken(entity.pathField);

export const getRecord = async <R extends VersionedRecord>(
  entity: UniquePathEntity<R>,
  id: number,
  options: { consistent?: boolean } = {},
): Promise<R | undefined> => {
  const item = await getItem(entityKey(entity.kind, id), options);
  return item ? toRecord(entity, item) : undefined;
};

/** The id of the record that holds this path, if any. */
export const findIdByPath = <R extends VersionedRecord>(
  entity: UniquePathEntity<R>,
  path: string,
): Promise<number | undefined> => findPathOwner(entity.kind, path);

/** 409 PATH_TAKEN when a record holds this path: checked before anything is spent; conditions decide races. */
export const assertPathFree = async <R extends VersionedRecord>(
  entity: UniquePathEntity<R>,
  path: string,
): Promise<void> => {
  if ((await findPathOwner(entity.kind, path)) !== undefined) throw taken(entity)();
};

/** The writes of a new record (its id fresh from the counter): the entity and its path claim. */
export const newRecordWrites = <R extends VersionedRecord>(entity: UniquePathEntity<R>, record: R): Write[] => [
  [
    {
      Put: {
        TableName: tableName(),
        Item: { ...toItem(entity, record), ...entity.keptAttributes },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    taken(entity),
  ],
  [claimPath(entity.kind, pathOf(entity, record), record.id), taken(entity)],
];

/** Records with fresh ids for these fields, created now (ids in one counter step, in input order). */
export const newRecords = async <R extends VersionedRecord>(
  entity: UniquePathEntity<R>,
  fields: readonly FieldsOf<R>[],
  now: Date,
): Promise<R[]> => {
  const ids = await nextIds(entity.kind, fields.length);
  const at = now.toISOString();
  return fields.map((own, index) => ({ id: ids[index]!, ...own, createdAt: at, updatedAt: at }) as R);
};

/** Creates a record on a free path, with the caller's `alsoWrite` items in the same transaction. */
export const createRecord = async <R extends VersionedRecord>(
  entity: UniquePathEntity<R>,
  fields: FieldsOf<R>,
  now: Date,
  { alsoWrite = () => [], ...options }: WriteOptions & { alsoWrite?: (record: R) => Write[] } = {},
): Promise<R> => {
  await assertPathFree(entity, (fields as Record<string, unknown>)[entity.pathField] as string);
  const [record] = await newRecords(entity, [fields], now);
  await transactWrite([...newRecordWrites(entity, record!), ...alsoWrite(record!)], {
    conflictRetries: options.conflictRetries ?? DEFAULT_CONFLICT_RETRIES,
  });
  return record!;
};

/** The entity's new version, written on condition that the stored one is still `loaded`. */
const replaceVersion = <R extends VersionedRecord>(
  entity: UniquePathEntity<R>,
  record: R,
  loaded: string,
): TransactItem => {
  if (!entity.keptAttributes) {
    return {
      Put: {
        TableName: tableName(),
        Item: toItem(entity, record),
        ConditionExpression: 'updatedAt = :loaded',
        ExpressionAttributeValues: { ':loaded': loaded },
      },
    };
  }
  const { pk: _pk, sk: _sk, ...attributes } = toItem(entity, record);
  const set = setExpression(attributes);
  return {
    Update: {
      TableName: tableName(),
      Key: entityKey(entity.kind, record.id),
      UpdateExpression: set.expression,
      ConditionExpression: '#loaded = :loaded',
      ExpressionAttributeNames: { ...set.names, '#loaded': 'updatedAt' },
      ExpressionAttributeValues: { ...set.values, ':loaded': loaded },
    },
  };
};

export interface UpdateOptions<R extends VersionedRecord> extends WriteOptions {
  /** The `updatedAt` the client loaded, if it sent one: a newer stored version is then 409 STALE. */
  readonly pinnedVersion: string | undefined;
  /** Checks on the current record before anything is written (a move to a parent that must exist…). */
  readonly check?: (current: R) => Promise<void>;
  /** The caller's items for the same transaction, given the current record and its new version. */
  readonly alsoWrite?: (current: R, record: R) => Write[];
}

/** Replaces a record's fields; a new path is claimed and the old one released in the same transaction. */
export const updateRecord = async <R extends VersionedRecord>(
  entity: UniquePathEntity<R>,
  id: number,
  fields: FieldsOf<R>,
  now: Date,
  { pinnedVersion, check, alsoWrite = () => [], ...options }: UpdateOptions<R>,
): Promise<R> =>
  retryLostRaces(async () => {
    const current = await getRecord(entity, id, { consistent: true });
    if (!current) throw notFound();
    assertCurrentVersion(pinnedVersion, current.updatedAt);
    await check?.(current);
    const record = {
      id,
      ...fields,
      createdAt: current.createdAt,
      updatedAt: nextUpdatedAt(current.updatedAt, now),
    } as R;
    const renamed = pathOf(entity, current) !== pathOf(entity, record);
    if (renamed) await assertPathFree(entity, pathOf(entity, record));

    const raced = () => versionConflict(pinnedVersion);
    await transactWrite(
      [
        [replaceVersion(entity, record, current.updatedAt), raced],
        ...(renamed
          ? ([
              [claimPath(entity.kind, pathOf(entity, record), id), taken(entity)],
              [releasePath(entity.kind, pathOf(entity, current), id), raced],
            ] satisfies Write[])
          : []),
        ...alsoWrite(current, record),
      ],
      { conflictRetries: options.conflictRetries ?? DEFAULT_CONFLICT_RETRIES },
    );
    return record;
  });

/** A condition of its own that the entity's item must meet to be deleted, beside its version. */
export interface DeleteCondition {
  readonly expression: string;
  readonly names: Record<string, string>;
  readonly values: Record<string, unknown>;
}

export interface DeleteOptions<R extends VersionedRecord> extends WriteOptions {
  /** Checked on the stored item first (it throws the answer); `condition` then holds it in the transaction. */
  readonly check?: (item: Item) => void;
  readonly condition?: DeleteCondition;
  /** The caller's items for the same transaction, given the record being deleted. */
  readonly alsoWrite?: (current: R) => Write[];
}

/** Deletes a record and frees its path (404 when it does not exist). */
export const deleteRecord = async <R extends VersionedRecord>(
  entity: UniquePathEntity<R>,
  id: number,
  { check, condition, alsoWrite = () => [], ...options }: DeleteOptions<R> = {},
): Promise<void> =>
  retryLostRaces(async () => {
    const key = entityKey(entity.kind, id);
    const item = await getItem(key, { consistent: true });
    if (!item) throw notFound();
    check?.(item);
    const current = toRecord(entity, item);
    const raced = () => new LostRace();
    await transactWrite(
      [
        [
          {
            Delete: {
              TableName: tableName(),
              Key: key,
              ConditionExpression: `#loaded = :loaded${condition ? ` AND ${condition.expression}` : ''}`,
              ExpressionAttributeNames: { '#loaded': 'updatedAt', ...condition?.names },
              ExpressionAttributeValues: { ':loaded': current.updatedAt, ...condition?.values },
            },
          },
          raced,
        ],
        [releasePath(entity.kind, pathOf(entity, current), id), raced],
        ...alsoWrite(current),
      ],
      { conflictRetries: options.conflictRetries ?? DEFAULT_CONFLICT_RETRIES },
    );
  });
