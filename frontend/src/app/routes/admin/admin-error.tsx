import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { adminPaths } from '@/config/admin-screens';
import { STAFF_ROLE_LABEL } from '@/features/staff/staff-roles';
import { ApiError } from '@/lib/api-client';
import { FORBIDDEN_STATUS, useAdminSession } from './session';

const isForbidden = (error: unknown): boolean =>
  (error instanceof ApiError && error.status === FORBIDDEN_STATUS) ||
  (isRouteErrorResponse(error) && error.status === FORBIDDEN_STATUS);

/**
 * A screen the role may not use, opened by its address (or refused by the server: a role changed meanwhile).
 * The server refuses its requests anyway; this says so plainly instead of showing a broken screen.
 */
const ForbiddenPage = () => {
  const session = useAdminSession();
  return (
    <section className="panel admin-error" role="alert">
      <h1 className="page-title">Bạn không có quyền truy cập trang này</h1>
      <p>
        Tài khoản <strong>{session.displayName}</strong> có vai trò {STAFF_ROLE_LABEL[session.role]}, không được dùng
        trang này. Nếu công việc của bạn cần đến nó, hãy nhờ chủ sở hữu website đổi vai trò cho bạn.
      </p>
      <Link className="button button--primary" to={adminPaths.root}>
        Về bảng điều khiển
      </Link>
    </section>
  );
};

/** A screen that could not load (unknown id, server down, no permission) says why inside the admin frame. */
export const AdminErrorPage = () => {
  const error = useRouteError();
  if (isForbidden(error)) return <ForbiddenPage />;
  const notFound =
    (error instanceof ApiError && error.status === 404) || (isRouteErrorResponse(error) && error.status === 404);
  const message = notFound
    ? 'Không tìm thấy mục này. Có thể nó đã bị xóa.'
    : error instanceof ApiError
      ? error.message
      : 'Không tải được trang này. Hãy thử tải lại.';
  return (
    <section className="panel admin-error" role="alert">
      <h1 className="page-title">{notFound ? 'Không tìm thấy' : 'Đã có lỗi'}</h1>
      <p>{message}</p>
      <Link className="button button--primary" to={adminPaths.root}>
        Về bảng điều khiển
      </Link>
    </section>
  );
};

/** An /admin URL that names no screen. */
export const AdminNotFoundPage = () => (
  <section className="panel admin-error">
    <h1 className="page-title">Không tìm thấy trang</h1>
    <p>Địa chỉ này không thuộc trang quản trị nào.</p>
    <Link className="button button--primary" to={adminPaths.root}>
      Về bảng điều khiển
    </Link>
  </section>
);
