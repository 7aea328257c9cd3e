import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS } from '@vongbi/functions/contract/audit';
import { Field } from '@/components/form/form-field';
import { auditSearch, readAuditFilter, type AuditFilter } from '../audit-filter';

interface AuditFiltersProps {
  filter: AuditFilter;
  /** The people to pick from: user name and display name. */
  people: { username: string; displayName: string }[];
  /** The latest day offered (today in Vietnam). */
  today: string;
  fields: Record<string, string>;
  /** The screen's own address, the filters cleared. */
  clearHref: string;
  onApply(query: URLSearchParams): void;
}

/** Person, kind of record and days; applied by the button, kept in the address. */
export const AuditFilters = ({ filter, people, today, fields, clearHref, onApply }: AuditFiltersProps) => {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = new URLSearchParams([...form].map(([key, value]) => [key, String(value)]));
    onApply(auditSearch(readAuditFilter(values)));
  };
  // The form remounts with the address (key), so its fields always show the filter applied.
  return (
    <form className="filter-bar" onSubmit={submit} key={auditSearch(filter).toString()} aria-label="Lọc nhật ký">
      <Field label="Người thực hiện" htmlFor="audit-username" error={fields.username}>
        <select id="audit-username" name="username" defaultValue={filter.username ?? ''}>
          <option value="">Tất cả mọi người</option>
          {people.map((person) => (
            <option key={person.username} value={person.username}>
              {person.displayName} ({person.username})
            </option>
          ))}
          {/* A name in the address that is no account's any more still shows as chosen. */}
          {filter.username && !people.some((person) => person.username === filter.username) && (
            <option value={filter.username}>{filter.username}</option>
          )}
        </select>
      </Field>
      <Field label="Loại bản ghi" htmlFor="audit-entity" error={fields.entity}>
        <select id="audit-entity" name="entity" defaultValue={filter.entity ?? ''}>
          <option value="">Tất cả các loại</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {AUDIT_ENTITY_LABELS[entity]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Từ ngày" htmlFor="audit-from" error={fields.from}>
        <input id="audit-from" name="from" type="date" max={today} defaultValue={filter.from ?? ''} />
      </Field>
      <Field label="Đến ngày" htmlFor="audit-to" error={fields.to}>
        <input id="audit-to" name="to" type="date" max={today} defaultValue={filter.to ?? ''} />
      </Field>
      <div className="filter-bar__actions">
        <button type="submit" className="button button--primary">
          Lọc
        </button>
        <Link className="button button--ghost" to={clearHref}>
          Xóa bộ lọc
        </Link>
      </div>
    </form>
  );
};
