import { AUDIT_PAGE_SIZE, AUDIT_RETENTION_DAYS, type AuditEntry } from '#contract/audit';
import type { AuditQuery } from '#contract/audit-query';
import { listAuditEntries } from '../repositories/audit-log-repository';
import { DAY_MS, vietnamDayStart, vietnamMonth } from '../rules/vietnam-time';

// The audit log as owners read it: a page of AUDIT_PAGE_SIZE entries, newest first, of the Vietnam days `from` to
// `to` (by default the whole retention), maybe of one person and one kind of record, after the entry `before`.
// Months are read from the range's last back to its first, each for what the page still lacks, so a filter
// that matches little reads on until the page is full or the range ends: a shorter page is the last. The work is
// bounded by the retention: at most 14 months (entries older than AUDIT_RETENTION_DAYS are gone or about to be),
// each one query for at most a page (ten side by side for one person's entries of every kind).

const previousMonth = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
};

export const readAuditLog = async (query: AuditQuery, now = new Date()): Promise<AuditEntry[]> => {
  const kept = now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS;
  const start = Math.max(kept, query.from ? vietnamDayStart(query.from).getTime() : kept);
  // The end is excluded; a day past now leaves room for clocks that disagree by a little.
  const latest = now.getTime() + DAY_MS;
  const end = Math.min(latest, query.to ? vietnamDayStart(query.to).getTime() + DAY_MS : latest);
  if (start >= end) return [];

  // An id is its time and a random suffix, so an ISO time sorts before every id of its millisecond: the end's
  // own millisecond is left out. `before` is itself an id, read again and dropped.
  const endBound = new Date(end).toISOString();
  const bounds = {
    low: new Date(start).toISOString(),
    high: query.before !== undefined && query.before < endBound ? query.before : endBound,
  };
  const filter = { username: query.username, entity: query.entity };
  const page: AuditEntry[] = [];
  const first = vietnamMonth(new Date(start));
  for (let month = vietnamMonth(new Date(end - 1)); month >= first; month = previousMonth(month)) {
    const missing = AUDIT_PAGE_SIZE - page.length;
    const entries = await listAuditEntries(month, filter, bounds, missing + (query.before === undefined ? 0 : 1));
    page.push(...entries.filter((entry) => entry.id !== query.before).slice(0, missing));
    if (page.length === AUDIT_PAGE_SIZE) break;
  }
  return page;
};
