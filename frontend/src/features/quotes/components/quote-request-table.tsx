import type { QuoteRequest } from '@vongbi/functions/contract';
import { Link } from 'react-router-dom';
import { DataTable, formatDateTime, type Column } from '@/components/ui/data-table';
import { adminPaths } from '@/config/admin-screens';
import { formatPhone } from '../quote-status';
import { QuoteStatusPill } from './quote-status-pill';

/** The lines of a request in one line of text: "6205-2RSR × 10, 6310 C3 × 4". */
const itemsSummary = (request: QuoteRequest): string =>
  request.items
    .map((item) => `${item.product?.name ?? item.text} × ${item.quantity.toLocaleString('vi-VN')}`)
    .join(', ');

/** Staff's list of requests: who, when, what, and where each stands; a row opens the request. */
export const QuoteRequestTable = ({ requests }: { requests: QuoteRequest[] }) => {
  // Who and where it stands first: on a phone the table scrolls sideways, and these are what staff look for.
  const columns: Column<QuoteRequest>[] = [
    {
      header: 'Mã',
      cell: (row) => <Link to={adminPaths.quote(row.id)}>#{row.id}</Link>,
      className: 'cell--nowrap',
    },
    {
      header: 'Khách hàng',
      cell: (row) => (
        <>
          <strong>{row.customerName}</strong>
          {row.company && <span className="cell__sub">{row.company}</span>}
        </>
      ),
      className: 'cell--name',
    },
    { header: 'Trạng thái', cell: (row) => <QuoteStatusPill status={row.status} />, className: 'cell--nowrap' },
    {
      header: 'Điện thoại',
      cell: (row) => <a href={`tel:${row.phone}`}>{formatPhone(row.phone)}</a>,
      className: 'cell--nowrap',
    },
    {
      header: 'Sản phẩm',
      cell: (row) => (
        <>
          <strong>{row.items.length} dòng</strong>
          <span className="cell__sub">{itemsSummary(row)}</span>
        </>
      ),
      className: 'cell--clamp',
    },
    { header: 'Gửi lúc', cell: (row) => formatDateTime(row.createdAt), className: 'cell--nowrap' },
    {
      header: 'Thao tác',
      cell: (row) => (
        <Link
          className="button button--ghost button--small"
          to={adminPaths.quote(row.id)}
          aria-label={`Xem yêu cầu #${row.id}`}
        >
          Xem
        </Link>
      ),
      className: 'cell--nowrap',
    },
  ];
  return (
    <DataTable
      label="yêu cầu báo giá"
      rows={requests}
      columns={columns}
      rowKey={(row) => row.id}
      nameOf={(row) => [row.customerName, row.phone, row.company, ...row.items.map((item) => item.text)].join(' ')}
      updatedAtOf={(row) => row.updatedAt}
      emptyText="Chưa có yêu cầu báo giá nào"
    />
  );
};
