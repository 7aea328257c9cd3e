import type { RestoreInput, RevisionEntity } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/**
 * Brings a revision back: over the version `updatedAt` the screen shows, or a deleted record (`updatedAt` null).
 * 409 STALE when the record changed meanwhile, 409 PATH_TAKEN when its path is another record's now (send
 * `path` to restore onto another).
 */
export const restoreRevision = (
  entity: RevisionEntity,
  id: number | string,
  revision: number,
  input: RestoreInput,
): Promise<{ id: number | string; updatedAt: string }> =>
  adminRequest(`/revisions/${entity}/${encodeURIComponent(id)}/${revision}/restore`, { method: 'POST', json: input });
