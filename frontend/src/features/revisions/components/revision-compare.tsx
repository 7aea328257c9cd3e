import { useState } from 'react';
import type { RevisionEntity, RevisionEntry } from '@vongbi/functions/contract';
import { formatDateTime } from '@/components/ui/data-table';
import { type DescribeValue, fieldText, revisionFields, sameValue } from '../field-values';
import { diffWords } from '../text-diff';

interface RevisionCompareProps {
  entity: RevisionEntity;
  entry: RevisionEntry;
  /** The record as it was before the entry's save. */
  state: Record<string, unknown>;
  /** The record as it is now. */
  current: Record<string, unknown>;
  isRich(field: string): boolean;
  describe?: DescribeValue;
  busy: boolean;
  onRestore(): void;
  onClose(): void;
}

/** One side of a changed rich text: the words both share, and those only this side has, marked. */
const MarkedText = ({ before, after, side }: { before: string; after: string; side: 'before' | 'after' }) => (
  <p className="revision-compare__text">
    {diffWords(before, after).map((part, index) => {
      if (part.kind === 'same') return <span key={index}>{part.text} </span>;
      if (part.kind === 'removed' && side === 'before') return <del key={index}>{part.text} </del>;
      if (part.kind === 'added' && side === 'after') return <ins key={index}>{part.text} </ins>;
      return null;
    })}
  </p>
);

/**
 * A revision beside the current version, field by field: the fields that differ are marked, and rich text is
 * compared as text, its removed and added words marked.
 */
export const RevisionCompare = ({
  entity,
  entry,
  state,
  current,
  isRich,
  describe,
  busy,
  onRestore,
  onClose,
}: RevisionCompareProps) => {
  const fields = revisionFields(entity);
  const changed = fields.filter(([field]) => !sameValue(state[field], current[field]));
  const olderTitle = `Bản #${entry.revision}`;
  // A phone shows the changed fields only, until asked for all of them (the rule is in styles/admin/revisions.css).
  const [everyField, setEveryField] = useState(false);
  return (
    <div
      className={`revision-compare${everyField ? '' : ' revision-compare--changed-only'}`}
      role="region"
      aria-label={`${olderTitle} so với bản hiện tại`}
    >
      <div className="revision-compare__head">
        <h3 className="section-title">
          {olderTitle}{' '}
          <span className="muted">
            (trước lần lưu lúc {formatDateTime(entry.at)} của {entry.username})
          </span>
        </h3>
        <p className="section-note">
          {changed.length === 0
            ? 'Giống bản hiện tại.'
            : `Khác bản hiện tại ở ${changed.length} trường: ${changed.map(([, label]) => label).join(', ')}.`}
        </p>
      </div>
      <table className="revision-compare__table">
        <thead>
          <tr>
            <th scope="col">Trường</th>
            <th scope="col">{olderTitle}</th>
            <th scope="col">Hiện tại</th>
          </tr>
        </thead>
        <tbody>
          {fields.map(([field, label]) => {
            const differs = !sameValue(state[field], current[field]);
            const rich = isRich(field);
            const [before, after] = [state[field], current[field]].map((value) =>
              fieldText(field, value, rich, describe),
            ) as [string, string];
            return (
              <tr key={field} className={differs ? 'revision-compare__row--changed' : undefined}>
                <th scope="row">
                  {label}
                  {differs && <span className="revision-compare__mark">Đã đổi</span>}
                </th>
                <td data-label={olderTitle}>
                  {differs && rich ? <MarkedText before={before} after={after} side="before" /> : before}
                </td>
                <td data-label="Hiện tại">
                  {differs && rich ? <MarkedText before={before} after={after} side="after" /> : after}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {changed.length < fields.length && (
        <button
          type="button"
          className="button button--ghost button--small revision-compare__every-field"
          aria-pressed={everyField}
          onClick={() => setEveryField((shown) => !shown)}
        >
          {everyField ? 'Chỉ hiện các trường đã đổi' : `Hiện cả ${fields.length - changed.length} trường không đổi`}
        </button>
      )}
      <div className="revision-compare__actions">
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Đóng
        </button>
        <button
          type="button"
          className="button button--primary button--small"
          disabled={busy || changed.length === 0}
          onClick={onRestore}
        >
          {busy ? 'Đang khôi phục…' : `Khôi phục ${olderTitle.toLowerCase()}`}
        </button>
      </div>
    </div>
  );
};
