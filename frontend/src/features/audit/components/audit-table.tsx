import { Link } from 'react-router-dom';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditEntry } from '@vongbi/functions/contract/audit';
import { formatVietnamTime } from '../audit-time';
import { recordLink } from '../record-link';

interface AuditTableProps {
  entries: AuditEntry[];
  /** Display names by user name, for the person column. */
  names: ReadonlyMap<string, string>;
  emptyText: string;
}

const Person = ({ username, names }: { username: string | null; names: ReadonlyMap<string, string> }) => {
  // A failed sign-in with a user name that names no account.
  if (username === null) return <span className="muted">Không rõ</span>;
  const name = names.get(username) ?? username;
  return (
    <>
      <strong>{name}</strong>
      {name !== username && <span className="cell__sub">{username}</span>}
    </>
  );
};

const Record = ({ entry }: { entry: AuditEntry }) => {
  if (entry.entityId === null) return <span className="muted">—</span>;
  const href = recordLink(entry);
  return href ? <Link to={href}>{entry.entityId}</Link> : <span>{entry.entityId}</span>;
};

/** The entries of the audit log, newest first: when, who, what happened to which record. */
export const AuditTable = ({ entries, names, emptyText }: AuditTableProps) => (
  <div className="data-table">
    <div className="data-table__scroll" tabIndex={0} role="region" aria-label="Nhật ký thay đổi">
      <table>
        <thead>
          <tr>
            <th scope="col" className="cell--nowrap">
              Thời gian (giờ Việt Nam)
            </th>
            <th scope="col">Người thực hiện</th>
            <th scope="col">Hành động</th>
            <th scope="col">Loại bản ghi</th>
            <th scope="col">Mã bản ghi</th>
            <th scope="col">Nội dung</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="cell--nowrap">
                <time dateTime={entry.at}>{formatVietnamTime(entry.at)}</time>
              </td>
              <td className="cell--nowrap">
                <Person username={entry.username} names={names} />
              </td>
              <td className="cell--nowrap">
                <span className={`action-pill action-pill--${entry.action}`}>{AUDIT_ACTION_LABELS[entry.action]}</span>
              </td>
              <td className="cell--nowrap">{AUDIT_ENTITY_LABELS[entry.entity]}</td>
              <td className="cell--record">
                <Record entry={entry} />
              </td>
              <td className="cell--summary">{entry.summary}</td>
            </tr>
          ))}
          {entries.length === 0 && (
            <tr>
              <td colSpan={6} className="data-table__empty">
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  </div>
);
