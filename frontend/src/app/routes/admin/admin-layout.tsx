import '@/styles/admin.css';
import { NavLink, Outlet, redirect, useLoaderData, useNavigate } from 'react-router-dom';
import { BrandMark } from '@/components/ui/brand-mark';
import { paths } from '@/config/paths';
import type { AdminSession } from '@vongbi/functions/contract';
import { getSession, logout } from '@/features/auth/api/auth';
import { ApiError } from '@/lib/api-client';

/** The admin check, on the server: no live session, no admin screen. */
export const adminLoader = async (): Promise<AdminSession | Response> => {
  try {
    return await getSession();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return redirect(paths.adminLogin);
    throw error;
  }
};

const sections = [
  { title: 'Sản phẩm', href: paths.admin.products },
  { title: 'Cấu hình', href: paths.admin.configuration },
];

export const AdminLayout = () => {
  const session = useLoaderData() as AdminSession;
  const navigate = useNavigate();
  const signOut = async () => {
    await logout().catch(() => undefined);
    navigate(paths.adminLogin);
  };
  return (
    <div className="admin">
      <aside className="admin__sidebar">
        <div className="admin__brand">
          <BrandMark size={32} />
          <strong>Quản trị</strong>
        </div>
        <nav aria-label="Quản trị">
          {sections.map((section) => (
            <NavLink key={section.href} to={section.href} className="admin__link">
              {section.title}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="admin__main">
        <header className="admin__topbar">
          <span>
            Xin chào, <strong>{session.username}</strong>
          </span>
          <button type="button" className="button button--ghost" onClick={signOut}>
            Đăng xuất
          </button>
        </header>
        <div className="admin__content">
          <Outlet />
        </div>
      </div>
    </div>
  );
};
