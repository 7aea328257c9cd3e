import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Where staff land after signing in: the sections of the back office. */
export const AdminHomePage = () => (
  <section className="panel">
    <h1 className="page-title">Bảng quản trị</h1>
    <p className="muted">Chọn mục cần quản lý.</p>
    <ul className="tile-list">
      <li>
        <Link className="tile" to={paths.admin.configuration}>
          <strong>Cấu hình</strong>
          <span>Hotline, Zalo, địa chỉ, liên kết menu và các ô trang chủ</span>
        </Link>
      </li>
    </ul>
  </section>
);
