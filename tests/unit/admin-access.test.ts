import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@vongbi/functions/contract/staff';
import { routeKey, routes } from '@vongbi/functions/routes';
import { homeOf, mayOpen } from '../../frontend/src/app/routes/admin/access';

// The back office hides a screen from a role exactly when the server refuses that role the API routes the
// screen calls: a screen shown but refused would be broken, one hidden but allowed would be lost.

const screens: [screen: string, calls: string[]][] = [
  ['/admin/products', ['GET /api/OuterProduct']],
  ['/admin/all-products', ['GET /api/OuterProduct', 'DELETE /api/OuterProduct/{id}']],
  ['/admin/all-maintainproducts', ['GET /api/OuterProduct']],
  ['/admin/products/new?default=1', ['POST /api/OuterProduct', 'POST /api/File']],
  ['/admin/products/7', ['PUT /api/OuterProduct/{id}', 'DELETE /api/InnerProduct/{id}']],
  ['/admin/products/7/new', ['POST /api/InnerProduct']],
  ['/admin/products/7/12', ['PUT /api/InnerProduct/{id}']],
  ['/admin/inner-products/12', ['PUT /api/InnerProduct/{id}']],
  [
    '/admin/catalogue/import',
    ['POST /api/catalogue/import', 'GET /api/catalogue/import/{id}', 'GET /api/catalogue/export/{format}'],
  ],
  ['/admin/articles', ['GET /api/Article', 'DELETE /api/Article/{id}']],
  ['/admin/news/new', ['POST /api/Article']],
  ['/admin/services', ['GET /api/Article']],
  ['/admin/supports/new', ['POST /api/Article']],
  ['/admin/articles/3', ['PUT /api/Article/{id}']],
  ['/admin/banner', ['POST /api/bannerImages', 'DELETE /api/bannerImages/{id}']],
  ['/admin/videos', ['DELETE /api/videos/{id}']],
  ['/admin/videos/new', ['POST /api/videos']],
  ['/admin/about-us', ['GET /api/Configuration/admin', 'POST /api/Configuration']],
  ['/admin/configuration', ['GET /api/Configuration/admin', 'POST /api/Configuration']],
  ['/admin/quotes?status=new', ['GET /api/QuoteRequest', 'PUT /api/QuoteRequest/{id}']],
  ['/admin/quotes/5', ['GET /api/QuoteRequest/{id}', 'DELETE /api/QuoteRequest/{id}']],
  ['/admin/subscriptions', ['GET /api/subscriptions']],
  ['/admin/staff', ['GET /api/staff', 'POST /api/staff', 'PUT /api/staff/{id}']],
  ['/admin/audit', ['GET /api/audit', 'GET /api/staff']],
  ['/admin/account', ['POST /api/auth/password']],
];

const rolesOf = (key: string) => {
  const route = routes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`no route ${key}`);
  return 'roles' in route ? route.roles : [];
};

describe('which back-office screens a role may open', () => {
  it.each(screens)('%s: the roles the server lets call %j', (screen, calls) => {
    for (const role of STAFF_ROLES) {
      const allowed = calls.every((call) => (rolesOf(call) as readonly string[]).includes(role));
      expect(mayOpen(role, screen), `${role} on ${screen}`).toBe(allowed);
    }
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
});
