import type { AdminSession } from '#contract/auth';
import {
  changedFields,
  DELETED_KEPT_DAYS,
  REVISIONS_KEPT,
  type RevisionEntity,
  type RevisionOwner,
} from '#contract/revisions';
import type { Write } from '../db';
import { validationError } from '../errors';
import {
  dropRevision,
  latestRevisionNumber,
  listStoredRevisions,
  putRevision,
  revisionBody,
  setRevisionExpiry,
} from '../repositories/revision-repository';
import { LostRace } from '../rules/optimistic-concurrency';

// The revision a save writes, built for the save's own transaction: the services of articles, outer and inner
// products and the configuration add these items to every update and delete, so a save without its revision
// cannot happen. A failed item means another save of the record took the same revision number: the save's
// step runs again on the fresh record (retryLostRaces), where a pinned version answers 409 STALE.
//
// Size and cost. A revision is one item: its state as brotli-compressed JSON plus about 150 bytes. A typical
// product (a 2.9 KB record: a description with a 24-row specification table) compresses to 0.9 KB, so an item of
// about 1.1 KB. A record keeps at most REVISIONS_KEPT of them, each under MAX_REVISION_BODY_BYTES (one item),
// so no record's history passes 19 MB even at the 300 KB rich-text limit. At 10,000 products saved 20 times
// each (200,000 saves, every revision kept), on demand in ap-southeast-1 (US$0.71 per million write units,
// US$0.14 per million read units, US$0.285 per GB-month, backups US$0.228 per GB-month):
//   writes  a 1.1 KB item is 2 write units, doubled in a transaction: 4 per save, 0.8 M in all → US$0.57 once
//   reads   the newest revision's number, one strongly consistent item: 1 read unit per save → US$0.03 once
//   stored  200,000 items × 1.2 KB ≈ 0.24 GB → US$0.07 a month, and US$0.05 a month of point-in-time backup
//   index   a revision naming an upload (a product's image: nearly all) is also in the children index
//           (REVFILES, projecting the whole item, for the sweep of unused uploads): 2 more write units a save,
//           0.4 M → US$0.28 once, and 0.24 GB more → US$0.07 a month
// Worst case, every description at its 300 KB limit (HTML compresses about five times: 60 KB a revision) and
// 50 kept per product: 30 GB, about US$15.40 a month with backups, and 120 write units a save. A delete sets the
// expiry on each revision it keeps: 4 write units per revision, once.

/** Who saves, and when the save restores a revision, which one. */
export interface Saver {
  username: string;
  /** The revision a restore brings back. */
  restoredRevision?: number;
}

/** The saver of an admin request or an import job: the signed-in account it acts for. */
export const saverOf = (session: Pick<AdminSession, 'username'> | undefined): Saver => {
  if (!session) throw new Error('an admin route ran without its session');
  return { username: session.username };
};

const raced = () => new LostRace();
const DAY_SECONDS = 24 * 60 * 60;

/** When the revisions of a record deleted `now` expire (epoch seconds). */
export const deletedExpiry = (now: Date): number => Math.floor(now.getTime() / 1000) + DELETED_KEPT_DAYS * DAY_SECONDS;

const stateTooLarge = () => validationError({ body: 'Bản ghi quá lớn để lưu lịch sử, hãy rút gọn nội dung' });

/** A state as a revision keeps it: itself (for the uploads it names) and compressed. */
const keptState = (state: object): { state: object; body: Uint8Array } => {
  const body = revisionBody(state);
  if (!body) throw stateTooLarge();
  return { state, body };
};

/** The drop of the revision REVISIONS_KEPT back from a new one, once there is one. */
const dropOldest = (owner: RevisionOwner, revision: number): Write[] =>
  revision > REVISIONS_KEPT ? [[dropRevision(owner, revision - REVISIONS_KEPT), raced]] : [];

/**
 * The items that keep `before` as a revision of an update (or a restore) that makes it `after`; none when the
 * save changes no field, since the state before it is then the state after it.
 */
export const updateRevisionWrites = async (
  entity: RevisionEntity,
  id: number | string,
  before: object,
  after: object,
  saver: Saver,
  at: string,
): Promise<Write[]> => {
  const fields = changedFields(entity, before, after);
  if (fields.length === 0) return [];
  const owner = { entity, id: String(id) };
  const revision = (await latestRevisionNumber(owner)) + 1;
  const restored = saver.restoredRevision;
  const entry = {
    revision,
    at,
    username: saver.username,
    action: restored === undefined ? ('update' as const) : ('restore' as const),
    fields,
    ...(restored === undefined ? {} : { restored }),
  };
  return [[putRevision(owner, entry, keptState(before)), raced], ...dropOldest(owner, revision)];
};

/**
 * The items of a deletion: the record as it was, listed among deleted records, and an expiry DELETED_KEPT_DAYS
 * ahead on it and on every revision the record keeps.
 */
export const deletionRevisionWrites = async (
  entity: RevisionEntity,
  id: number,
  before: object,
  shown: { title: string; path: string },
  saver: Saver,
  now: Date,
): Promise<Write[]> => {
  const owner = { entity, id: String(id) };
  const kept = await listStoredRevisions(owner, now);
  const revision = (kept[0]?.revision ?? 0) + 1;
  const ttl = deletedExpiry(now);
  const entry = {
    revision,
    at: now.toISOString(),
    username: saver.username,
    action: 'delete' as const,
    fields: [],
    deletion: { ...shown, ttl },
  };
  return [
    [putRevision(owner, entry, keptState(before)), raced],
    ...dropOldest(owner, revision),
    ...kept
      .filter((old) => old.revision > revision - REVISIONS_KEPT)
      .map((old): Write => [setRevisionExpiry(owner, old.revision, ttl), raced]),
  ];
};

/**
 * The items of bringing a deleted record back: a revision without a state (it did not exist before), and the
 * expiry taken off every revision it keeps, the deletion's too, which leaves the deleted records' list.
 */
export const undeleteRevisionWrites = async (
  entity: RevisionEntity,
  id: number,
  saver: Saver,
  at: string,
  now: Date,
): Promise<Write[]> => {
  const owner = { entity, id: String(id) };
  const kept = await listStoredRevisions(owner, now);
  const revision = (kept[0]?.revision ?? 0) + 1;
  const entry = {
    revision,
    at,
    username: saver.username,
    action: 'undelete' as const,
    fields: [],
    ...(saver.restoredRevision === undefined ? {} : { restored: saver.restoredRevision }),
  };
  return [
    [putRevision(owner, entry, undefined), raced],
    ...dropOldest(owner, revision),
    ...kept
      .filter((old) => old.revision > revision - REVISIONS_KEPT)
      .map((old): Write => [setRevisionExpiry(owner, old.revision, undefined), raced]),
  ];
};
