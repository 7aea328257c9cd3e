import { describe, expect, it } from 'vitest';
import { adminQuoteRequestAddress } from '@vongbi/functions/contract/site-addresses';
import { STAFF_ROLES } from '@vongbi/functions/contract/staff';
import { routeKey, routes } from '@vongbi/functions/routes';
import {
  ADMIN_SCREENS,
  adminPaths,
  homeOf,
  mayOpen,
  screenAt,
  sidebarFor,
  type AdminScreen,
} from '../../frontend/src/config/admin-screens';

// The back office hides a screen from a role exactly when the server refuses that role the API routes the
// screen calls: a screen shown but refused would be broken, one hidden but allowed would be lost.

const screens = Object.entries(ADMIN_SCREENS as Record<string, AdminScreen>);

const rolesOf = (key: string) => {
  const route = routes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`no route ${key}`);
  return 'roles' in route ? route.roles : [];
};

/** An address of the screen, its params filled. */
const addressOf = (screen: AdminScreen) => screen.path.replace(/:[A-Za-z]+/g, '7');

describe('which back-office screens a role may open', () => {
  it.each(screens)('%s: the roles the server lets call every route the screen names', (_id, screen) => {
    for (const role of STAFF_ROLES) {
      const allowed = screen.calls.every((call) => (rolesOf(call) as readonly string[]).includes(role));
      expect(screen.roles.includes(role), `${role} on ${screen.path}`).toBe(allowed);
      expect(mayOpen(role, addressOf(screen)), `${role} on ${addressOf(screen)}`).toBe(allowed);
    }
  });

  it('finds each screen by its address, a fixed one before a pattern that would take it, the query ignored', () => {
    for (const [, screen] of screens) expect(screenAt(addressOf(screen))).toBe(screen);
    expect(screenAt('/admin/products/new?default=1')).toBe(ADMIN_SCREENS.newOuterProduct);
    expect(screenAt('/admin/products/7/new')).toBe(ADMIN_SCREENS.newInnerProduct);
    expect(screenAt('/admin/quotes?status=new')).toBe(ADMIN_SCREENS.quotes);
  });

  it('opens the dashboard, one’s own account and an address that names no screen to every role', () => {
    for (const role of STAFF_ROLES) {
      expect(mayOpen(role, '/admin')).toBe(true);
      expect(mayOpen(role, '/admin/')).toBe(true);
      expect(mayOpen(role, '/admin/account')).toBe(true);
      expect(mayOpen(role, '/admin/no-such-screen')).toBe(true);
    }
  });

  it('does not take a longer name for a screen under another (/admin/staffing is not /admin/staff)', () => {
    expect(mayOpen('sales', '/admin/staffing')).toBe(true);
    expect(mayOpen('sales', '/admin/staff/')).toBe(false);
  });

  it('lands each role on a screen it may open after signing in', () => {
    expect(homeOf('owner')).toBe('/admin/products');
    expect(homeOf('editor')).toBe('/admin/products');
    expect(homeOf('sales')).toBe('/admin/quotes');
    for (const role of STAFF_ROLES) expect(mayOpen(role, homeOf(role))).toBe(true);
  });

  it('gives each role the sidebar links of the screens it may open, in the table’s order', () => {
    const titles = (role: (typeof STAFF_ROLES)[number]) =>
      sidebarFor(role).map((group) => [group.title, group.links.map((link) => link.title)]);
    expect(titles('sales')).toEqual([
      ['Tổng quan', ['Bảng điều khiển']],
      ['Khách hàng', ['Yêu cầu báo giá', 'Đăng ký nhận tin']],
    ]);
    expect(titles('owner').map(([group]) => group)).toEqual([
      'Tổng quan',
      'Sản phẩm',
      'Bài viết',
      'Trang chủ & nội dung',
      'Khách hàng',
      'Hệ thống',
    ]);
    expect(titles('editor').flatMap(([, links]) => links)).not.toContain('Tài khoản nhân viên');
  });
});

describe('adminPaths', () => {
  it('builds each screen’s address from its pattern, params in order', () => {
    expect(adminPaths.products).toBe('/admin/products');
    expect(adminPaths.innerProduct(5, 12)).toBe('/admin/products/5/12');
    expect(adminPaths.newInnerProduct(5)).toBe('/admin/products/5/new');
    expect(adminPaths.newOuterProduct()).toBe('/admin/products/new');
    expect(adminPaths.newOuterProduct(1)).toBe('/admin/products/new?default=1');
  });

  it('links a new quote request’s e-mail to the screen that shows it', () => {
    expect(adminPaths.quote(42)).toBe(adminQuoteRequestAddress(42));
  });
});
