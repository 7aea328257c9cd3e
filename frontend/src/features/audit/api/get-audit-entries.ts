import type { AuditEntry } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';
import { auditSearch, type AuditFilter } from '../audit-filter';

/** A page of the audit log, newest first; the next one is asked with `before` = the last entry's id. */
export const getAuditEntries = (filter: AuditFilter, before?: string): Promise<AuditEntry[]> => {
  const query = auditSearch(filter, before).toString();
  return adminRequest<AuditEntry[]>(`/audit${query ? `?${query}` : ''}`);
};
