import type { AuditEntity } from '#contract/audit';
import {
  entityKey,
  getItem,
  type Item,
  listNewestFirst,
  newestFirstSortKey,
  nextIds,
  pickAttributes,
  tableName,
  transactWrite,
} from '../db';
import { notFound } from '../errors';
import { auditWrites } from './audit-log-repository';

// Entities with no path and no versions, only created, listed and deleted (home-page banners, videos):
// pk = <KIND>#<id>, listed newest first through gsi1 (gsi1pk = <KIND>, gsi1sk = <updatedAt>#<id>). Each write
// is one transaction with the audit log's entry of its author (audit-log-repository.ts).

export interface ListedEntity<R extends { id: number }> {
  /** Key prefix of the items (`BANNER#3`) and their list partition (`BANNER`). */
  readonly kind: string;
  /** What a record holds: the item's other attributes (keys, `updatedAt`) stay in the table. */
  readonly attributes: readonly (keyof R & string)[];
  /** How the audit log names the entity, and a record of it. */
  readonly audit: { readonly entity: AuditEntity; readonly name: (record: R) => string };
  /** A record from its item, when more than picking its attributes (defaults for records stored before a field). */
  readonly read?: (item: Item) => R;
}

export class ListedStore<R extends { id: number }> {
  constructor(private readonly entity: ListedEntity<R>) {}

  private toRecord(item: Item): R {
    return this.entity.read ? this.entity.read(item) : pickAttributes<R>(item, this.entity.attributes);
  }

  /** Every record, newest first. */
  async list(): Promise<R[]> {
    return (await listNewestFirst(this.entity.kind)).map((item) => this.toRecord(item));
  }

  /** Stores the record `build` makes with a fresh id, listed as written `now`. */
  async create(build: (id: number) => R, now: Date): Promise<R> {
    const [id] = await nextIds(this.entity.kind);
    const record = build(id!);
    const updatedAt = now.toISOString();
    await transactWrite([
      [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...entityKey(this.entity.kind, record.id),
              gsi1pk: this.entity.kind,
              gsi1sk: newestFirstSortKey(updatedAt, record.id),
              ...record,
              updatedAt,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        () => new Error(`${this.entity.kind}#${record.id} exists already`),
      ],
      ...auditWrites(
        {
          action: 'create',
          entity: this.entity.audit.entity,
          entityId: record.id,
          summary: this.entity.audit.name(record),
        },
        now,
      ),
    ]);
    return record;
  }

  /** 404 for an unknown id (or one deleted meanwhile). */
  async delete(id: number): Promise<void> {
    const key = entityKey(this.entity.kind, id);
    // Read first, for the name the audit log gives it.
    const item = await getItem(key, { consistent: true });
    if (!item) throw notFound();
    const record = this.toRecord(item);
    await transactWrite(
      [
        [{ Delete: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(pk)' } }, notFound],
        ...auditWrites({
          action: 'delete',
          entity: this.entity.audit.entity,
          entityId: id,
          summary: this.entity.audit.name(record),
        }),
      ],
      { conflictRetries: 2 },
    );
  }
}
