import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

/** A screen that could not load (unknown id, server down) says why inside the admin frame. */
export const AdminErrorPage = () => {
  const error = useRouteError();
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
      <Link className="button button--primary" to={paths.admin.root}>
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
    <Link className="button button--primary" to={paths.admin.root}>
      Về bảng điều khiển
    </Link>
  </section>
);
