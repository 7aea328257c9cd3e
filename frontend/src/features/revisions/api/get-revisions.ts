import type { RevisionEntity, RevisionEntry } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** A record's history, newest first. */
export const getRevisions = (entity: RevisionEntity, id: number | string): Promise<RevisionEntry[]> =>
  adminRequest<RevisionEntry[]>(`/revisions/${entity}/${encodeURIComponent(id)}`);
