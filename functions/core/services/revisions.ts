import { articleInput } from '#contract/article';
import type { VersionedRecord } from '#contract/fields';
import { configItemInput } from '#contract/configuration';
import { innerProductInput } from '#contract/inner-product';
import { outerProductInput } from '#contract/outer-product';
import {
  DELETED_KEPT_DAYS,
  type DeletedRecord,
  type RestoreInput,
  type RevisionEntity,
  type RevisionEntry,
  type RevisionOwner,
  revisionSummary,
} from '#contract/revisions';
import { notFound, stale, validationError } from '../errors';
import { articleRecords } from '../repositories/article-repository';
import { getStaffConfigItem } from '../repositories/configuration-repository';
import { innerProductRecords } from '../repositories/inner-product-repository';
import { outerProductRecords } from '../repositories/outer-product-repository';
import type { UniquePathStore } from '../repositories/unique-path-store';
import { getStoredRevision, listStoredDeletions, listStoredRevisions } from '../repositories/revision-repository';
import { parseInput } from '../validation';
import { recreateArticle, updateArticle } from './articles';
import { saveConfiguration } from './configuration';
import { recreateInnerProduct, updateInnerProduct } from './inner-products';
import { recreateOuterProduct, updateOuterProduct } from './outer-products';
import type { Saver } from './revision-log';

// The revision routes' use cases: a record's history, one revision's state, restoring it (over the current
// version, or bringing a deleted record back), and the records deleted within DELETED_KEPT_DAYS. A restore is a
// save like any other, through the entity's own use case: the same checks (images, the outer product, the
// path), the same transaction with its own revision.

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a revision of one entity is restored: through that entity's own use cases. */
type Restorer = {
  /** The record's current version, or undefined when it does not exist (deleted). */
  currentVersion(id: string): Promise<string | undefined>;
  /** Saves `state` over the current version `pinned`. */
  update(id: string, state: Record<string, unknown>, pinned: string, saver: Saver): Promise<unknown>;
  /** Brings the deleted record back with `state`, later than its deletion at `deletedAt`. */
  recreate(id: string, state: Record<string, unknown>, deletedAt: string, saver: Saver): Promise<unknown>;
  /** The field of its path, which a restore onto another path replaces. */
  pathField?: string;
};

/** A record's current version, read consistently; undefined when it does not exist. */
const versionOf = async (records: Pick<UniquePathStore<VersionedRecord>, 'get'>, id: string) =>
  (await records.get(Number(id), { consistent: true }))?.updatedAt;

const createdAtOf = (state: Record<string, unknown>): string => String(state.createdAt);

const RESTORERS: Record<RevisionEntity, Restorer> = {
  Article: {
    pathField: 'articlePath',
    currentVersion: (id) => versionOf(articleRecords, id),
    update: (id, state, pinned, saver) =>
      updateArticle(Number(id), { ...parseInput(articleInput, state), updatedAt: pinned }, saver),
    recreate: (id, state, deletedAt, saver) =>
      recreateArticle(Number(id), parseInput(articleInput, state), createdAtOf(state), deletedAt, saver),
  },
  OuterProduct: {
    pathField: 'namePath',
    currentVersion: (id) => versionOf(outerProductRecords, id),
    update: (id, state, pinned, saver) =>
      updateOuterProduct(Number(id), { ...parseInput(outerProductInput, state), updatedAt: pinned }, saver),
    recreate: (id, state, deletedAt, saver) =>
      recreateOuterProduct(Number(id), parseInput(outerProductInput, state), createdAtOf(state), deletedAt, saver),
  },
  InnerProduct: {
    pathField: 'namePath',
    currentVersion: (id) => versionOf(innerProductRecords, id),
    update: (id, state, pinned, saver) =>
      updateInnerProduct(Number(id), { ...parseInput(innerProductInput, state), updatedAt: pinned }, saver),
    recreate: (id, state, deletedAt, saver) =>
      recreateInnerProduct(Number(id), parseInput(innerProductInput, state), createdAtOf(state), deletedAt, saver),
  },
  Configuration: {
    currentVersion: async (configKey) => (await getStaffConfigItem(configKey))?.updatedAt,
    update: async (configKey, state, pinned, saver) => {
      const { label, value } = parseInput(configItemInput, { ...state, configKey });
      const [saved] = await saveConfiguration([{ configKey, label, value, updatedAt: pinned }], saver);
      return saved;
    },
    // Configuration values are never deleted.
    recreate: () => Promise.reject(notFound()),
  },
};

/** A record's history, newest first: empty for a record never saved since it was created (or unknown). */
export const listRevisions = async (owner: RevisionOwner): Promise<RevisionEntry[]> =>
  (await listStoredRevisions(owner)).map((stored) => ({
    revision: stored.revision,
    at: stored.at,
    username: stored.username,
    summary: revisionSummary(owner.entity, stored.action, stored.fields, stored.restored),
    action: stored.action,
    fields: stored.fields,
    hasRecord: stored.hasRecord,
  }));

/** The record as it was before the save of `revision` (404 when there is no such revision, or no state). */
export const getRevisionState = async (owner: RevisionOwner, revision: number): Promise<Record<string, unknown>> => {
  const found = await getStoredRevision(owner, revision);
  if (!found?.state) throw notFound();
  return found.state;
};

/**
 * Restores a revision's state: over the current version when the record exists (`updatedAt` must be that
 * version, else 409 STALE), or bringing the deleted record back (`updatedAt` null, else 409 STALE). Either way a
 * save with the entity's own checks: 409 PATH_TAKEN when its path is another record's now (`path` names another),
 * 400 when its outer product or an image is gone. Answers the record as the entity's routes answer it.
 */
export const restoreRevision = async (
  owner: RevisionOwner,
  revision: number,
  input: RestoreInput,
  saver: Saver,
): Promise<unknown> => {
  const restorer = RESTORERS[owner.entity];
  const state = { ...(await getRevisionState(owner, revision)) };
  if (input.path !== undefined) {
    if (!restorer.pathField) throw validationError({ path: 'Cấu hình không có đường dẫn' });
    state[restorer.pathField] = input.path;
  }
  const restoring = { ...saver, restoredRevision: revision };
  const current = await restorer.currentVersion(owner.id);
  if (current !== undefined) {
    if (input.updatedAt !== current) throw stale();
    return restorer.update(owner.id, state, current, restoring);
  }
  if (input.updatedAt !== null) throw stale();
  const [latest] = await listStoredRevisions(owner);
  if (latest?.action !== 'delete') throw notFound();
  return restorer.recreate(owner.id, state, latest.at, restoring);
};

/** Records deleted within DELETED_KEPT_DAYS, newest first, each with the revision that holds it as it was. */
export const listDeletedRecords = async (now = new Date()): Promise<DeletedRecord[]> =>
  (await listStoredDeletions(new Date(now.getTime() - DELETED_KEPT_DAYS * DAY_MS), now)).map(({ owner, revision }) => ({
    entity: owner.entity,
    id: owner.id,
    revision: revision.revision,
    deletedAt: revision.at,
    username: revision.username,
    title: revision.title ?? '',
    path: revision.path ?? '',
    restorableUntil: new Date((revision.ttl ?? 0) * 1000).toISOString(),
  }));
