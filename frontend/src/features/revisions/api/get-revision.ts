import type { RevisionEntity } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** The record as it was before the save of `revision`. */
export const getRevision = (
  entity: RevisionEntity,
  id: number | string,
  revision: number,
): Promise<Record<string, unknown>> =>
  adminRequest<Record<string, unknown>>(`/revisions/${entity}/${encodeURIComponent(id)}/${revision}`);
