import { randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { actingStaff } from '../acting-staff';
import { db } from '../clients';
import { type Item, pickAttributes, queryFirst, tableName, type Write } from '../db';
import {
  AUDIT_ENTITIES,
  AUDIT_RETENTION_DAYS,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
} from '#contract/audit';
import { shortSummary } from '../rules/audit-summary';
import { DAY_MS, vietnamMonth } from '../rules/vietnam-time';
import { CHILDREN_INDEX, LIST_INDEX } from '../tables';

// The audit log (contract/audit.ts): one item per staff write, put in the write's own transaction, so that a
// write and its entry are stored together or not at all, and a refused write leaves none. Its keys are private
// (routes.ts readsPrivateKeys): only the audit function reads them.
//
//   pk = AUDIT#<YYYY-MM>, sk = <at>_<random>            a Vietnam month's entries in time order; sk is the id
//   gsi2pk = AUDIT#OF#<entity>#<YYYY-MM>, gsi2sk = id    the month's entries about one kind of record
//   gsi1pk = AUDIT#BY#<username>#OF#<entity>#<YYYY-MM>,  one person's entries about one kind (none for a failed
//   gsi1sk = id                                          sign-in under a name no account has)
//   ttl = at + AUDIT_RETENTION_DAYS                      DynamoDB's TTL deletes it after the retention
//
// Every filter of the log is an exact partition, never a FilterExpression, so a page reads about what it
// answers: one person's entries of every kind are the ten partitions of AUDIT_ENTITIES read side by side.
// Months keep the partitions small and let a page stop reading at the month that filled it.

/** What a write changed, as its author's entry records it. */
export interface AuditChange {
  action: AuditAction;
  entity: AuditEntity;
  /** The record's id, a configuration key or a file's path; null where there is none (a sign-in). */
  entityId: string | number | null;
  summary: string;
}

const monthPartition = (month: string) => `AUDIT#${month}`;
const entityPartition = (entity: AuditEntity, month: string) => `AUDIT#OF#${entity}#${month}`;
const authorPartition = (username: string, entity: AuditEntity, month: string) =>
  `AUDIT#BY#${username}#OF#${entity}#${month}`;

const ENTRY_ATTRIBUTES = ['id', 'at', 'username', 'action', 'entity', 'entityId', 'summary'] as const;

const toItem = (username: string | null, change: AuditChange, now: Date): Item => {
  const at = now.toISOString();
  const id = `${at}_${randomBytes(6).toString('hex')}`;
  const month = vietnamMonth(now);
  const entry: AuditEntry = {
    id,
    at,
    username,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId === null ? null : String(change.entityId),
    summary: shortSummary(change.summary),
  };
  return {
    pk: monthPartition(month),
    sk: id,
    gsi2pk: entityPartition(change.entity, month),
    gsi2sk: id,
    ...(username === null ? {} : { gsi1pk: authorPartition(username, change.entity, month), gsi1sk: id }),
    ...entry,
    ttl: Math.floor((now.getTime() + AUDIT_RETENTION_DAYS * DAY_MS) / 1000),
  };
};

/** The entry of a change by `username` (null: a failed sign-in under a name no account has), for a transaction. */
export const auditEntryWrite = (username: string | null, change: AuditChange, now = new Date()): Write => [
  {
    Put: {
      TableName: tableName(),
      Item: toItem(username, change, now),
      // Ids are random past the millisecond; an entry is never written over another.
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  () => new Error('audit entry id taken'),
];

/**
 * The entry of a change by the staff account the request acts for, to go into the change's own transaction; none
 * outside a staff request (the demo seed), which has no author to name.
 */
export const auditWrites = (change: AuditChange, now = new Date()): Write[] => {
  const staff = actingStaff();
  return staff ? [auditEntryWrite(staff.username, change, now)] : [];
};

/** Records an entry on its own, for an event no other write goes with (a failed sign-in). */
export const putAuditEntry = async (username: string | null, change: AuditChange, now = new Date()): Promise<void> => {
  const [item] = auditEntryWrite(username, change, now);
  await db().send(new PutCommand(item.Put!));
};

export interface AuditFilter {
  username?: string;
  entity?: AuditEntity;
}

/** The partitions of a month that hold exactly the entries the filter asks for, with their index. */
const partitionsOf = (month: string, filter: AuditFilter) => {
  if (filter.username !== undefined) {
    const username = filter.username;
    return (filter.entity ? [filter.entity] : AUDIT_ENTITIES).map((entity) => ({
      index: LIST_INDEX,
      pk: 'gsi1pk',
      sk: 'gsi1sk',
      value: authorPartition(username, entity, month),
    }));
  }
  if (filter.entity) {
    return [{ index: CHILDREN_INDEX, pk: 'gsi2pk', sk: 'gsi2sk', value: entityPartition(filter.entity, month) }];
  }
  return [{ index: undefined, pk: 'pk', sk: 'sk', value: monthPartition(month) }];
};

const newestFirst = (a: AuditEntry, b: AuditEntry) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The newest `limit` entries of a Vietnam month (`YYYY-MM`) that match the filter and whose ids lie between `low`
 * and `high` (both included; an ISO time is a bound below every id of its millisecond), newest first.
 */
export const listAuditEntries = async (
  month: string,
  filter: AuditFilter,
  bounds: { low: string; high: string },
  limit: number,
): Promise<AuditEntry[]> => {
  const pages = await Promise.all(
    partitionsOf(month, filter).map((partition) =>
      queryFirst(
        {
          IndexName: partition.index,
          KeyConditionExpression: `${partition.pk} = :pk AND ${partition.sk} BETWEEN :low AND :high`,
          ExpressionAttributeValues: { ':pk': partition.value, ':low': bounds.low, ':high': bounds.high },
          ProjectionExpression: ENTRY_ATTRIBUTES.map((_, index) => `#a${index}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(ENTRY_ATTRIBUTES.map((name, index) => [`#a${index}`, name])),
          ScanIndexForward: false,
        },
        limit,
      ),
    ),
  );
  return pages
    .flat()
    .map((item) => pickAttributes<AuditEntry>(item, ENTRY_ATTRIBUTES))
    .sort(newestFirst)
    .slice(0, limit);
};
