import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { removeDiacritics } from '@vongbi/functions/contract/text';

export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** e.g. 'cell--clamp' for a one-line summary, 'cell--nowrap' for dates and actions. */
  className?: string;
}

interface DataTableProps<Row> {
  rows: Row[];
  columns: Column<Row>[];
  rowKey(row: Row): string | number;
  /** The text the filter box searches (diacritics and case ignored). */
  nameOf?(row: Row): string;
  /** The time the sort button orders by. */
  updatedAtOf?(row: Row): string;
  emptyText?: string;
  label: string;
}

/** Rows shown at once; the rest come with "Hiện thêm", so hundreds of rows stay quick to render. */
const PAGE = 100;

/** A table that filters by name and sorts by last update in the browser, scrolling inside its own box. */
export const DataTable = <Row,>({
  rows,
  columns,
  rowKey,
  nameOf,
  updatedAtOf,
  emptyText = 'Chưa có dữ liệu',
  label,
}: DataTableProps<Row>) => {
  const [filter, setFilter] = useState('');
  const [newestFirst, setNewestFirst] = useState(true);
  const [shown, setShown] = useState(PAGE);
  const deferredFilter = useDeferredValue(filter);

  const visible = useMemo(() => {
    const words = removeDiacritics(deferredFilter).trim().split(/\s+/).filter(Boolean);
    const matching =
      nameOf && words.length > 0
        ? rows.filter((row) => {
            const name = removeDiacritics(nameOf(row));
            return words.every((word) => name.includes(word));
          })
        : rows;
    if (!updatedAtOf) return matching;
    const direction = newestFirst ? -1 : 1;
    return [...matching].sort((a, b) => direction * updatedAtOf(a).localeCompare(updatedAtOf(b)));
  }, [rows, deferredFilter, nameOf, updatedAtOf, newestFirst]);

  return (
    <div className="data-table">
      {(nameOf || updatedAtOf) && (
        <div className="data-table__tools">
          {nameOf && (
            <input
              type="search"
              className="data-table__filter"
              placeholder="Lọc theo tên"
              aria-label={`Lọc ${label} theo tên`}
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value);
                setShown(PAGE);
              }}
            />
          )}
          {updatedAtOf && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setNewestFirst((v) => !v)}
            >
              {newestFirst ? 'Cập nhật: mới nhất trước ↓' : 'Cập nhật: cũ nhất trước ↑'}
            </button>
          )}
          <span className="data-table__count">
            {visible.length} / {rows.length} mục
          </span>
        </div>
      )}
      <div className="data-table__scroll" tabIndex={0} role="region" aria-label={label}>
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.slice(0, shown).map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
            {visible.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="data-table__empty">
                  {emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {visible.length > shown && (
        <button
          type="button"
          className="button button--ghost data-table__more"
          onClick={() => setShown((n) => n + PAGE)}
        >
          Hiện thêm ({visible.length - shown} mục)
        </button>
      )}
    </div>
  );
};

/** Vietnamese date then time, e.g. "23/11/2026 14:05". */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  const day = date.toLocaleDateString('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = date.toLocaleTimeString('vi-VN', { hour: '2-digit', minute: '2-digit' });
  return `${day} ${time}`;
};

/** The last column of an entity table: edit (a link to its form) and delete (the screen confirms first). */
export const editDeleteColumn = <Row,>(editPath: (row: Row) => string, onDelete: (row: Row) => void): Column<Row> => ({
  header: 'Thao tác',
  cell: (row) => (
    <span className="row-actions">
      <Link className="button button--ghost button--small" to={editPath(row)}>
        Sửa
      </Link>
      <button type="button" className="button button--danger button--small" onClick={() => onDelete(row)}>
        Xóa
      </button>
    </span>
  ),
  className: 'cell--nowrap',
});
