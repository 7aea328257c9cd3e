import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type DeletedRecord, REVISION_ENTITY_LABELS, type RevisionEntity } from '@vongbi/functions/contract';
import { messages } from '@vongbi/functions/contract/messages';
import { formatDateTime } from '@/components/ui/data-table';
import { ApiError } from '@/lib/api-client';
import { restoreRevision } from '../api/restore-revision';
import { OtherPathForm } from './other-path-form';

interface DeletedRecordsProps {
  records: DeletedRecord[];
  /** Where a record brought back is edited. */
  editPath(entity: RevisionEntity, id: string): string;
  /** After a restore: the screen lists what is still deleted. */
  onRestored(): void | Promise<unknown>;
}

const FILTERS: { label: string; entities: readonly RevisionEntity[] }[] = [
  { label: 'Tất cả', entities: ['Article', 'OuterProduct', 'InnerProduct'] },
  { label: 'Sản phẩm', entities: ['InnerProduct'] },
  { label: 'Danh mục', entities: ['OuterProduct'] },
  { label: 'Bài viết', entities: ['Article'] },
];

/** The server's refusal of a restore in the words staff act on. */
const refusalOf = (error: unknown): string => {
  if (!(error instanceof ApiError)) return messages.internal;
  if (error.fields.outerProductId) return `${error.fields.outerProductId}: hãy khôi phục danh mục của sản phẩm trước.`;
  return error.message;
};

const lastPathPart = (address: string) => address.split('/').filter(Boolean).at(-1) ?? '';

const DeletedRecordItem = ({ record, onRestored }: { record: DeletedRecord; onRestored(): Promise<void> }) => {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [pathTaken, setPathTaken] = useState(false);

  const restore = async (path?: string) => {
    if (path === undefined && !window.confirm(`Khôi phục “${record.title}”?`)) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      await restoreRevision(record.entity, record.id, record.revision, {
        updatedAt: null,
        ...(path === undefined ? {} : { path }),
      });
      await onRestored();
    } catch (error) {
      // A lost session is the admin layout's to handle.
      if (error instanceof ApiError && error.status === 401) return;
      setPathTaken(error instanceof ApiError && error.code === 'PATH_TAKEN');
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="deleted__item">
      <div className="deleted__main">
        <span className="deleted__kind">{REVISION_ENTITY_LABELS[record.entity]}</span>
        <strong className="deleted__title">{record.title}</strong>
        <code className="deleted__path">{record.path}</code>
        <span className="muted">
          Xóa lúc {formatDateTime(record.deletedAt)} bởi {record.username} · khôi phục được đến{' '}
          {formatDateTime(record.restorableUntil)}
        </span>
      </div>
      {!pathTaken && (
        <button
          type="button"
          className="button button--ghost button--small deleted__restore"
          aria-label={`Khôi phục ${record.title}`}
          disabled={busy}
          onClick={() => void restore()}
        >
          {busy ? 'Đang khôi phục…' : 'Khôi phục'}
        </button>
      )}
      {refusal && (
        <p className="form-error deleted__refusal" role="alert">
          {refusal}
        </p>
      )}
      {pathTaken && (
        <OtherPathForm
          proposed={`${lastPathPart(record.path)}-cu`}
          busy={busy}
          onRestore={(path) => void restore(path)}
          onCancel={() => {
            setPathTaken(false);
            setRefusal(undefined);
          }}
        />
      )}
    </li>
  );
};

/** "Đã xóa": records deleted within the last 90 days, newest first, each restorable in place. */
export const DeletedRecords = ({ records, editPath, onRestored }: DeletedRecordsProps) => {
  const [filter, setFilter] = useState(FILTERS[0]!);
  const [restored, setRestored] = useState<DeletedRecord>();
  const shown = records.filter((record) => filter.entities.includes(record.entity));
  return (
    <>
      {restored && (
        <p className="notice" role="status">
          Đã khôi phục “{restored.title}”. <Link to={editPath(restored.entity, restored.id)}>Mở trang sửa</Link>
        </p>
      )}
      <div className="segmented" role="group" aria-label="Loại">
        {FILTERS.map((option) => (
          <button
            key={option.label}
            type="button"
            className="segmented__option"
            aria-pressed={option === filter}
            onClick={() => setFilter(option)}
          >
            {option.label}{' '}
            <span className="segmented__count">
              {records.filter((record) => option.entities.includes(record.entity)).length}
            </span>
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="empty">Không có bản ghi nào bị xóa trong 90 ngày qua.</p>
      ) : (
        <ul className="deleted__list">
          {shown.map((record) => (
            <DeletedRecordItem
              key={`${record.entity}-${record.id}-${record.revision}`}
              record={record}
              onRestored={async () => {
                setRestored(record);
                await onRestored();
              }}
            />
          ))}
        </ul>
      )}
    </>
  );
};
