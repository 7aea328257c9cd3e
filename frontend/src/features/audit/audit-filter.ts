import { AUDIT_ENTITIES, type AuditEntity } from '@vongbi/functions/contract/audit';
import { auditQueryMessages } from '@vongbi/functions/contract/audit-query';

// The audit screen's filters live in its address (`?username=&entity=&from=&to=`), so a reload or a link keeps
// them. Read back here: a value typed by hand that cannot be right is dropped rather than sent.

export interface AuditFilter {
  username?: string;
  entity?: AuditEntity;
  /** Vietnam days, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` naming a day of the calendar (not 2026-02-30). */
const isDay = (value: string | null): value is string => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return value !== null && DAY.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

const isEntity = (value: string | null): value is AuditEntity => AUDIT_ENTITIES.some((entity) => entity === value);

export const readAuditFilter = (search: URLSearchParams): AuditFilter => {
  const username = search.get('username')?.trim();
  const entity = search.get('entity');
  const from = search.get('from');
  const to = search.get('to');
  return {
    ...(username ? { username } : {}),
    ...(isEntity(entity) ? { entity } : {}),
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
  };
};

/** The query of a filter (and of the page after `before`), without empty values. */
export const auditSearch = (filter: AuditFilter, before?: string): URLSearchParams =>
  new URLSearchParams(
    Object.entries({ ...filter, before }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

/** A filter whose days run backwards finds nothing: said on the `to` field, as the API would, without asking it. */
export const filterProblems = (filter: AuditFilter): Record<string, string> =>
  filter.from && filter.to && filter.from > filter.to ? { to: auditQueryMessages.toBeforeFrom } : {};
