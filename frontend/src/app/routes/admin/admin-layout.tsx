import '@/styles/admin.css';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { AdminSession } from '@vongbi/functions/contract';
import { UnsavedChangesGuard } from '@/components/form/use-unsaved-changes';
import { BrandMark } from '@/components/ui/brand-mark';
import { adminPaths, mayOpen, sidebarFor } from '@/config/admin-screens';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/auth';
import { PublishStatusProvider } from '@/features/publishing/components/publish-status';
import { getQuoteRequestCount } from '@/features/quotes/api/get-quote-requests';
import { STAFF_ROLE_LABEL } from '@/features/staff/staff-roles';
import { SESSION_LOST_EVENT } from '@/lib/admin-request';
import { loginUrl } from './return-to';
import { sessionOf } from './session';

interface AdminFrame {
  session: AdminSession;
  /** Quote requests nobody has taken up yet, for the sidebar's badge; unknown when they could not be read. */
  newQuotes?: number;
}

/**
 * The frame's data: who is signed in (read by the session middleware, session.ts), and for the roles that
 * answer quote requests the count of new ones, read again at every screen like the session, so the badge
 * follows staff's work.
 */
export const adminLoader = async ({ context }: LoaderFunctionArgs): Promise<AdminFrame> => {
  const session = sessionOf(context);
  if (!mayOpen(session.role, adminPaths.quotes)) return { session };
  // The badge is a hint: when the count cannot be read, the back office still opens, without it.
  const newQuotes = await getQuoteRequestCount('new').catch(() => undefined);
  return { session, newQuotes };
};

/**
 * `said`: what a screen reader adds to the number where the link's own name does not say it. The space before it
 * separates the two in that name ("Yêu cầu báo giá 2 mới"); the flex row it sits in does not show it.
 */
const NewQuotesBadge = ({ count, said }: { count: number; said: string }) => (
  <>
    {' '}
    <span className="admin__badge">
      {count}
      <span className="visually-hidden"> {said}</span>
    </span>
  </>
);

/** A 401 on any admin request: say so once, then sign in again and come back to this screen. */
const useSessionLost = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useLayoutEffect(() => {
    here.current = location.pathname + location.search;
  });
  useEffect(() => {
    let handling = false;
    const onLost = () => {
      if (handling) return;
      handling = true;
      window.alert('Xác thực thất bại!');
      navigate(loginUrl(here.current));
    };
    window.addEventListener(SESSION_LOST_EVENT, onLost);
    return () => window.removeEventListener(SESSION_LOST_EVENT, onLost);
  }, [navigate]);
};

export const AdminLayout = () => {
  const { session, newQuotes = 0 } = useLoaderData<typeof adminLoader>();
  const navigate = useNavigate();
  const busy = useNavigation().state !== 'idle';
  const [menuOpen, setMenuOpen] = useState(false);
  useSessionLost();

  const signOut = async () => {
    await logout().catch(() => undefined);
    navigate(paths.adminLogin);
  };
  return (
    <div className={`admin${menuOpen ? ' admin--menu-open' : ''}`}>
      {/* The sidebar comes first on every screen: keyboard and screen-reader users skip it to the screen. */}
      <a className="skip-link" href="#admin-content">
        Bỏ qua menu, đến nội dung chính
      </a>
      <aside className="admin__sidebar">
        <div className="admin__brand">
          <BrandMark size={32} />
          <strong>Quản trị</strong>
          <button
            type="button"
            className="admin__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="admin-navigation"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? 'Đóng' : 'Menu'}
            {/* On a phone the sidebar folds away: the toggle keeps the count in sight. */}
            {!menuOpen && newQuotes > 0 && <NewQuotesBadge count={newQuotes} said="yêu cầu báo giá mới" />}
          </button>
        </div>
        <nav aria-label="Quản trị" id="admin-navigation" className="admin__nav">
          {sidebarFor(session.role).map((group) => (
            <div key={group.title} className="admin__nav-group">
              <span className="admin__nav-title">{group.title}</span>
              {group.links.map((link) => (
                <NavLink
                  key={link.path}
                  to={link.path}
                  end={link.sidebar?.end}
                  className="admin__link"
                  onClick={() => setMenuOpen(false)}
                >
                  {link.title}
                  {link.sidebar?.newQuotes && newQuotes > 0 && <NewQuotesBadge count={newQuotes} said="mới" />}
                </NavLink>
              ))}
            </div>
          ))}
        </nav>
      </aside>
      <div className="admin__main">
        <header className="admin__topbar">
          {busy && <span className="admin__loading">Đang tải…</span>}
          <a className="admin__site-link" href={paths.home} target="_blank" rel="noreferrer">
            Xem trang web ↗
          </a>
          <div className="admin__account">
            <span className="admin__who">
              <strong>{session.displayName}</strong>
              <span className="admin__role">{STAFF_ROLE_LABEL[session.role]}</span>
            </span>
            <Link className="button button--ghost button--small" to={adminPaths.account}>
              Tài khoản
            </Link>
            <button type="button" className="button button--ghost button--small" onClick={signOut}>
              Đăng xuất
            </button>
          </div>
        </header>
        <main id="admin-content" className="admin__content" tabIndex={-1}>
          <PublishStatusProvider>
            <UnsavedChangesGuard>
              <Outlet />
            </UnsavedChangesGuard>
          </PublishStatusProvider>
        </main>
      </div>
    </div>
  );
};
