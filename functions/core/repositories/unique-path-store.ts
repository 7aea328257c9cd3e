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
import type { AuditEntity } from '#contract/audit';
import type { VersionedRecord } from '#contract/fields';
import { notFound, pathTaken, stale } from '../errors';
import { batchSummary, renamedSummary, restoredSummary } from '../rules/audit-summary';
import { type AuditChange, auditWrites } from './audit-log-repository';
import { bumpListVersion, type ListFamily } from './list-versions';
import {
  assertCurrentVersion,
  LostRace,
  nextUpdatedAt,
  retryLostRaces,
  versionConflict,
} from '../rules/optimistic-concurrency';

// Articles, outer products and inner products each own a unique path: an item `PATH#<KIND>#<path>` holding
// the owner's id, written in the same TransactWriteItems as the entity, so two records can never hold one
// path. One UniquePathStore writes such an entity, the same way for all three:
//
//   create  find the path's owner (409 before an id is spent) → next id → put the entity + claim the path
//   update  consistent read (404) → version check (409 STALE) → new path free? → write the entity on
//           condition that its version is still the one read, claim the new path and release the old one
//   delete  consistent read (404) → delete the entity on the same version condition + release its path
//   recreate  a deleted record written again under its own id (a restore): the entity, on condition that it
//           does not exist (409 STALE otherwise) + claim its path
//
// Every item carries what its failed condition means: a claimed path PATH_TAKEN; the version condition and
// the release of the old path a lost race, which is 409 STALE for a client that pinned the version it
// loaded and otherwise runs the step again on the fresh record (where a record deleted meanwhile is 404).
// Callers add their own items (counts, search-index entries) to the same transaction through `alsoWrite`;
// every transaction also holds the audit log's entry of its author (audit-log-repository.ts).

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
  /** What a delete requires of the stored item besides its version (no children…); see DeleteGuard. */
  readonly deleteGuard?: DeleteGuard;
  /** How often a transaction that only lost a race (no failed condition) runs again; see transactWrite. */
  readonly conflictRetries?: number;
  /** The cached lists every write of this entity changes: each transaction bumps their version. */
  readonly listFamily: ListFamily;
  /** How the audit log names the entity, and a record of it (its name or title). */
  readonly audit: { readonly entity: AuditEntity; readonly name: (record: R) => string };
}

/** A rule a delete must meet, checked on the item read (`check` throws the answer) and held by `condition`. */
export interface DeleteGuard {
  readonly check: (item: Item) => void;
  readonly condition: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
}

export interface UpdateOptions<R extends VersionedRecord> {
  /** The `updatedAt` the client loaded, if it sent one: a newer stored version is then 409 STALE. */
  readonly pinnedVersion: string | undefined;
  /** Checks on the current record before anything is written (a move to a parent that must exist…). */
  readonly check?: (current: R) => Promise<void>;
  /** The caller's items for the same transaction, given the current record and its new version. */
  readonly alsoWrite?: (current: R, record: R) => Write[] | Promise<Write[]>;
}

/** The version item has no condition: it fails only by losing races after every retry, an overload (500). */
const listVersionBusy = () => new Error('list version shard still contended after retries');

const pathKey = (kind: string, path: string): Key => ({ pk: `PATH#${kind}#${path}`, sk: ENTITY_SK });

export class UniquePathStore<R extends VersionedRecord> {
  constructor(private readonly entity: UniquePathEntity<R>) {}

  /** The record an item of this entity holds. */
  toRecord(item: Item): R {
    return pickAttributes<R>(item, this.entity.attributes);
  }

  async get(id: number, options: { consistent?: boolean } = {}): Promise<R | undefined> {
    const item = await getItem(entityKey(this.entity.kind, id), options);
    return item ? this.toRecord(item) : undefined;
  }

  /** The id of the record that holds this path, if any. */
  async findIdByPath(path: string): Promise<number | undefined> {
    const item = await getItem(pathKey(this.entity.kind, path));
    return typeof item?.id === 'number' ? item.id : undefined;
  }

  /** Records with fresh ids for these fields, created now (ids in one counter step, in input order). */
  async newRecords(fields: readonly FieldsOf<R>[], now: Date): Promise<R[]> {
    const ids = await nextIds(this.entity.kind, fields.length);
    const at = now.toISOString();
    return fields.map((own, index) => ({ id: ids[index]!, ...own, createdAt: at, updatedAt: at }) as R);
  }

  /**
   * Writes new records and their path claims, with the caller's items, in one transaction: all or none. Several
   * records at once (an import) make one audit entry, which counts and names them.
   */
  writeNew(records: readonly R[], alsoWrite: readonly Write[] = []): Promise<void> {
    const [only] = records;
    const change: AuditChange =
      records.length === 1
        ? { action: 'create', entity: this.entity.audit.entity, entityId: only!.id, summary: this.nameOf(only!) }
        : {
            action: 'create',
            entity: this.entity.audit.entity,
            entityId: null,
            summary: batchSummary(records.map((record) => this.nameOf(record))),
          };
    return this.transact(
      [...records.flatMap((record) => this.newRecordWrites(record)), ...alsoWrite, ...auditWrites(change)],
      records[0]?.id ?? 0,
    );
  }

  /** Creates a record on a free path, with the caller's `alsoWrite` items in the same transaction. */
  async create(fields: FieldsOf<R>, now: Date, alsoWrite: (record: R) => Write[] = () => []): Promise<R> {
    // Checked before an id is spent; the transaction's conditions still decide a race.
    await this.assertPathFree(this.pathOf(fields));
    const [record] = await this.newRecords([fields], now);
    await this.writeNew([record!], alsoWrite(record!));
    return record!;
  }

  /** Replaces a record's fields; a new path is claimed and the old one released in the same transaction. */
  update(id: number, fields: FieldsOf<R>, now: Date, options: UpdateOptions<R>): Promise<R> {
    const { pinnedVersion, check, alsoWrite = () => [] } = options;
    return retryLostRaces(async () => {
      const current = await this.get(id, { consistent: true });
      if (!current) throw notFound();
      assertCurrentVersion(pinnedVersion, current.updatedAt);
      await check?.(current);
      const record = {
        id,
        ...fields,
        createdAt: current.createdAt,
        updatedAt: nextUpdatedAt(current.updatedAt, now),
      } as R;
      const renamed = this.pathOf(current) !== this.pathOf(record);
      if (renamed) await this.assertPathFree(this.pathOf(record));

      const raced = () => versionConflict(pinnedVersion);
      await this.transact(
        [
          [this.replaceVersion(record, current.updatedAt), raced],
          ...(renamed
            ? ([
                [this.claimPath(this.pathOf(record), id), this.taken],
                [this.releasePath(this.pathOf(current), id), raced],
              ] satisfies Write[])
            : []),
          ...(await alsoWrite(current, record)),
          ...this.audited('update', id, renamedSummary(this.nameOf(current), this.nameOf(record))),
        ],
        id,
      );
      return record;
    });
  }

  /** Deletes a record and frees its path (404 when it does not exist; the entity's delete guard applies). */
  delete(id: number, alsoWrite: (current: R) => Write[] | Promise<Write[]> = () => []): Promise<void> {
    const guard = this.entity.deleteGuard;
    return retryLostRaces(async () => {
      const key = entityKey(this.entity.kind, id);
      const item = await getItem(key, { consistent: true });
      if (!item) throw notFound();
      guard?.check(item);
      const current = this.toRecord(item);
      const raced = () => new LostRace();
      await this.transact(
        [
          [
            {
              Delete: {
                TableName: tableName(),
                Key: key,
                ConditionExpression: `#loaded = :loaded${guard ? ` AND ${guard.condition.expression}` : ''}`,
                ExpressionAttributeNames: { '#loaded': 'updatedAt', ...guard?.condition.names },
                ExpressionAttributeValues: { ':loaded': current.updatedAt, ...guard?.condition.values },
              },
            },
            raced,
          ],
          [this.releasePath(this.pathOf(current), id), raced],
          ...(await alsoWrite(current)),
          ...this.audited('delete', id, this.nameOf(current)),
        ],
        id,
      );
    });
  }

  /**
   * Writes a deleted record again under its own id (a restore from its revisions), claiming its path: 409 STALE
   * when it exists again meanwhile, PATH_TAKEN when its path is another's.
   */
  recreate(record: R, alsoWrite: readonly Write[] = []): Promise<void> {
    const [entity, path] = this.newRecordWrites(record);
    return this.transact(
      [
        [entity![0], stale],
        path!,
        ...alsoWrite,
        ...this.audited('create', record.id, restoredSummary(this.nameOf(record))),
      ],
      record.id,
    );
  }

  private readonly taken = () => pathTaken(this.entity.pathField);

  private nameOf(record: R): string {
    return this.entity.audit.name(record);
  }

  private audited(action: 'create' | 'update' | 'delete', id: number, summary: string): Write[] {
    return auditWrites({ action, entity: this.entity.audit.entity, entityId: id, summary });
  }

  private pathOf(record: FieldsOf<R>): string {
    return (record as Record<string, unknown>)[this.entity.pathField] as string;
  }

  /** 409 PATH_TAKEN when a record holds this path: checked before writing; the conditions decide races. */
  private async assertPathFree(path: string): Promise<void> {
    if ((await this.findIdByPath(path)) !== undefined) throw this.taken();
  }

  /** The writes of a new record (its id fresh from the counter): the entity and its path claim. */
  private newRecordWrites(record: R): Write[] {
    return [
      [
        {
          Put: {
            TableName: tableName(),
            Item: { ...this.toItem(record), ...this.entity.keptAttributes },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        this.taken,
      ],
      [this.claimPath(this.pathOf(record), record.id), this.taken],
    ];
  }

  /** The whole item of a record: keys, index keys and fields. */
  private toItem(record: R): Item {
    return {
      ...entityKey(this.entity.kind, record.id),
      ...this.entity.indexAttributes(record),
      ...(record as VersionedRecord & Item),
    };
  }

  /** The entity's new version, written on condition that the stored one is still `loaded`. */
  private replaceVersion(record: R, loaded: string): TransactItem {
    if (!this.entity.keptAttributes) {
      return {
        Put: {
          TableName: tableName(),
          Item: this.toItem(record),
          ConditionExpression: 'updatedAt = :loaded',
          ExpressionAttributeValues: { ':loaded': loaded },
        },
      };
    }
    const { pk: _pk, sk: _sk, ...attributes } = this.toItem(record);
    const set = setExpression(attributes);
    return {
      Update: {
        TableName: tableName(),
        Key: entityKey(this.entity.kind, record.id),
        UpdateExpression: set.expression,
        ConditionExpression: '#loaded = :loaded',
        ExpressionAttributeNames: { ...set.names, '#loaded': 'updatedAt' },
        ExpressionAttributeValues: { ...set.values, ':loaded': loaded },
      },
    };
  }

  /** Takes a free path for `id`; its condition fails when the path is taken. */
  private claimPath(path: string, id: number): TransactItem {
    return {
      Put: {
        TableName: tableName(),
        Item: { ...pathKey(this.entity.kind, path), id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }

  /** Frees a path held by `id` (renames and deletes); its condition fails when another record holds it. */
  private releasePath(path: string, id: number): TransactItem {
    return {
      Delete: {
        TableName: tableName(),
        Key: pathKey(this.entity.kind, path),
        ConditionExpression: 'id = :owner',
        ExpressionAttributeValues: { ':owner': id },
      },
    };
  }

  /** Runs the writes with the bump of the list version (on record `id`'s shard) in one transaction. */
  private transact(writes: readonly Write[], id: number): Promise<void> {
    return transactWrite([...writes, [bumpListVersion(this.entity.listFamily, id), listVersionBusy]], {
      conflictRetries: this.entity.conflictRetries ?? 2,
    });
  }
}
