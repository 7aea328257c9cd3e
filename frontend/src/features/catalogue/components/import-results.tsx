import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  IMPORT_ACTION_LABELS,
  IMPORT_ACTIONS,
  type ImportAction,
  type ImportJob,
  type ImportRowResult,
} from '@vongbi/functions/contract/catalogue-import';
import { DataTable, type Column } from '@/components/ui/data-table';
import { adminPaths } from '@/config/admin-screens';

/** What a dry run says a row would do; once written, what it did. */
const PLANNED_LABELS: Record<ImportAction, string> = {
  create: 'Sẽ thêm mới',
  update: 'Sẽ cập nhật',
  unchanged: IMPORT_ACTION_LABELS.unchanged,
  reject: IMPORT_ACTION_LABELS.reject,
};

const ActionPill = ({ action, planned }: { action: ImportAction; planned: boolean }) => (
  <span className={`status-pill import-pill--${action}`}>
    {(planned ? PLANNED_LABELS : IMPORT_ACTION_LABELS)[action]}
  </span>
);

/** The row's details: why it is rejected, what changes, and anything else it does. */
const Details = ({ result }: { result: ImportRowResult }) => (
  <>
    {result.errors?.map((error, index) => (
      <span key={index} className="import-detail import-detail--error">
        <strong>{error.column}:</strong> {error.message}
      </span>
    ))}
    {result.changed && (
      <span className="import-detail">
        <strong>Thay đổi:</strong> {result.changed.join(', ')}
      </span>
    )}
    {result.notes?.map((note) => (
      <span key={note} className="import-detail import-detail--note">
        {note}
      </span>
    ))}
  </>
);

/** Every row of a job's file with what it does, filterable by outcome and by name or code. */
export const ImportResults = ({ job }: { job: ImportJob }) => {
  const [shown, setShown] = useState<ImportAction | undefined>(job.rejected > 0 ? 'reject' : undefined);
  const planned = !job.written;
  const countOf = (action: ImportAction) => job.results.filter((result) => result.action === action).length;
  const options = [
    { value: undefined, label: 'Tất cả', count: job.results.length },
    ...IMPORT_ACTIONS.map((value) => ({
      value,
      label: (planned ? PLANNED_LABELS : IMPORT_ACTION_LABELS)[value],
      count: countOf(value),
    })),
  ];
  const columns: Column<ImportRowResult>[] = [
    { header: 'Dòng', cell: (row) => row.row, className: 'cell--nowrap cell--number' },
    {
      header: 'Kết quả',
      cell: (row) => <ActionPill action={row.action} planned={planned} />,
      className: 'cell--nowrap',
    },
    {
      header: 'Sản phẩm',
      cell: (row) => (
        <>
          {row.productId !== undefined && job.written && row.action !== 'reject' ? (
            <Link to={adminPaths.innerProductById(row.productId)}>
              <strong>{row.name || '—'}</strong>
            </Link>
          ) : (
            <strong>{row.name || '—'}</strong>
          )}
          <span className="cell__sub">{[row.code, row.brand].filter(Boolean).join(' · ')}</span>
        </>
      ),
      className: 'cell--name',
    },
    { header: 'Chi tiết', cell: (row) => <Details result={row} />, className: 'import-details' },
  ];
  return (
    <>
      <div className="segmented" role="group" aria-label="Lọc theo kết quả">
        {options.map((option) => (
          <button
            key={option.label}
            type="button"
            className="segmented__option"
            aria-pressed={option.value === shown}
            onClick={() => setShown(option.value)}
          >
            {option.label} <span className="segmented__count">{option.count.toLocaleString('vi-VN')}</span>
          </button>
        ))}
      </div>
      <DataTable
        label="các dòng của tệp"
        rows={shown ? job.results.filter((result) => result.action === shown) : job.results}
        columns={columns}
        rowKey={(row) => row.row}
        nameOf={(row) => `${row.name} ${row.code} ${row.brand}`}
        emptyText="Không có dòng nào"
      />
    </>
  );
};
