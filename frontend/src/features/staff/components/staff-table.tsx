import { Link } from 'react-router-dom';
import { SECRET_OWNER_ID, type StaffAccount } from '@vongbi/functions/contract/staff';
import { DataTable, formatDateTime, type Column } from '@/components/ui/data-table';
import { adminPaths } from '@/config/admin-screens';
import { STAFF_ROLE_LABEL } from '../staff-roles';

interface StaffTableProps {
  accounts: StaffAccount[];
  /** The signed-in account: it changes its password on its own screen and cannot lock itself out. */
  myId: number;
  onEdit(account: StaffAccount): void;
  onResetPassword(account: StaffAccount): void;
  onToggleDisabled(account: StaffAccount): void;
}

export const StaffStatePill = ({ disabled }: { disabled: boolean }) => (
  <span className={`status-pill status-pill--${disabled ? 'disabled' : 'active'}`}>
    {disabled ? 'Đã khóa' : 'Đang hoạt động'}
  </span>
);

/** The owners' list of accounts: who, which role, whether they may sign in, when they last did. */
export const StaffTable = ({ accounts, myId, onEdit, onResetPassword, onToggleDisabled }: StaffTableProps) => {
  const columns: Column<StaffAccount>[] = [
    {
      header: 'Tên hiển thị',
      cell: (row) => (
        <>
          <strong>{row.displayName}</strong>
          {row.id === myId && <span className="tag">Bạn</span>}
          {row.id === SECRET_OWNER_ID && (
            <span className="cell__sub cell__sub--wrap">
              Tài khoản chủ: luôn là chủ sở hữu, không thể khóa; mật khẩu đổi trong cấu hình triển khai.
            </span>
          )}
        </>
      ),
      className: 'cell--name',
    },
    { header: 'Tên đăng nhập', cell: (row) => <code>{row.username}</code>, className: 'cell--nowrap' },
    {
      header: 'Vai trò',
      cell: (row) => <span className={`role-pill role-pill--${row.role}`}>{STAFF_ROLE_LABEL[row.role]}</span>,
      className: 'cell--nowrap',
    },
    { header: 'Trạng thái', cell: (row) => <StaffStatePill disabled={row.disabled} />, className: 'cell--nowrap' },
    {
      header: 'Đăng nhập gần nhất',
      cell: (row) =>
        row.lastLoginAt ? formatDateTime(row.lastLoginAt) : <span className="muted">Chưa đăng nhập</span>,
      className: 'cell--nowrap',
    },
    {
      header: 'Thao tác',
      cell: (row) => (
        <span className="row-actions">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={`Sửa ${row.username}`}
            onClick={() => onEdit(row)}
          >
            Sửa
          </button>
          {row.id === SECRET_OWNER_ID ? null : row.id === myId ? (
            <Link className="button button--ghost button--small" to={adminPaths.account}>
              Đổi mật khẩu
            </Link>
          ) : (
            <>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={`Đặt lại mật khẩu ${row.username}`}
                onClick={() => onResetPassword(row)}
              >
                Đặt lại mật khẩu
              </button>
              <button
                type="button"
                className={`button button--small ${row.disabled ? 'button--ghost' : 'button--danger'}`}
                aria-label={`${row.disabled ? 'Mở khóa' : 'Khóa'} ${row.username}`}
                onClick={() => onToggleDisabled(row)}
              >
                {row.disabled ? 'Mở khóa' : 'Khóa'}
              </button>
            </>
          )}
        </span>
      ),
      className: 'cell--nowrap',
    },
  ];
  return (
    <DataTable
      label="tài khoản nhân viên"
      rows={accounts}
      columns={columns}
      rowKey={(row) => row.id}
      nameOf={(row) => `${row.displayName} ${row.username}`}
      emptyText="Chưa có tài khoản nào"
    />
  );
};
