import { Link } from 'react-router-dom';
import type { FrequentSearch, NotFoundSearch, SearchLogReport } from '@vongbi/functions/contract';
import { DataTable, type Column } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { STAFF_VIEW } from '../staff-view';

// The dashboard's search statistics: what customers searched for and did not find, and what they search for
// most. Each query opens its search page, as a customer sees it (that view is not counted).

const formatCount = (count: number): string => count.toLocaleString('vi-VN');

/** `2026-11-24` → `24/11/2026`. */
const formatDay = (day: string): string => day.split('-').reverse().join('/');

const queryColumn = <Row extends { query: string }>(): Column<Row> => ({
  header: 'Từ khóa',
  cell: (row) => (
    <Link to={paths.search(row.query)} state={STAFF_VIEW}>
      {row.query}
    </Link>
  ),
  className: 'cell--query',
});

const countColumn = <Row extends { count: number }>(): Column<Row> => ({
  header: 'Lượt tìm',
  cell: (row) => formatCount(row.count),
  className: 'cell--number',
});

const notFoundColumns: Column<NotFoundSearch>[] = [
  queryColumn(),
  countColumn(),
  { header: 'Lần cuối', cell: (row) => formatDay(row.lastDay), className: 'cell--nowrap' },
];

const frequentColumns: Column<FrequentSearch>[] = [
  queryColumn(),
  countColumn(),
  {
    header: 'Kết quả',
    cell: (row) => (row.found > 0 ? `${row.found} sản phẩm` : <span className="search-log__none">Không có</span>),
    className: 'cell--nowrap',
  },
];

export const SearchLogTables = ({ report }: { report: SearchLogReport }) => (
  <div className="search-log">
    <section>
      <h2 className="section-title">Khách tìm nhưng không thấy</h2>
      <p className="section-note">
        Từ khóa khách đã tìm trong {report.days} ngày qua nhưng không ra sản phẩm nào, xếp theo số lần tìm.
      </p>
      <DataTable
        label="Khách tìm nhưng không thấy"
        rows={report.notFound}
        columns={notFoundColumns}
        rowKey={(row) => row.query}
        emptyText="Chưa có lượt tìm nào không ra sản phẩm"
      />
    </section>
    <section>
      <h2 className="section-title">Tìm kiếm nhiều nhất</h2>
      <p className="section-note">
        Từ khóa được tìm nhiều nhất trong {report.days} ngày qua, kèm số sản phẩm tìm được ở lần tìm gần nhất.
      </p>
      <DataTable
        label="Tìm kiếm nhiều nhất"
        rows={report.frequent}
        columns={frequentColumns}
        rowKey={(row) => row.query}
        emptyText="Chưa có lượt tìm kiếm nào"
      />
    </section>
  </div>
);
