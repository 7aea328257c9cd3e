import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyerLink } from '@vongbi/functions/core/repositories/buyer-quote-repository';
import { createSession } from '@vongbi/functions/core/repositories/session-repository';
import { SECRET_OWNER, signInStaff, type SignedInStaff } from '../../helpers/staff';
import { STAFF_ROLES, type StaffRole } from '@vongbi/functions/contract/staff';
import { routes } from '@vongbi/functions/routes';
import { useTestApi } from '../../helpers/api-client';
import { storageSnapshot } from '../../helpers/storage';
import {
  adminRoutes,
  buyerRoutes,
  concretePath,
  createFixtures,
  routeName,
  sendValid,
  validJson,
  writeRoutes,
  type Fixtures,
} from '../../helpers/route-requests';

// Every admin route of the table, with every way a session can be missing or wrong, answers 401 and changes
// nothing; with the session of each role, it answers 403 and changes nothing unless the route lists the role.
// The routes come from the table itself, so a route added later is covered without anyone remembering to.

const api = useTestApi();

/** Public routes that write, each limited to its own key prefixes; every other write needs a session. */
const PUBLIC_WRITERS = [
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/subscriptions',
  'POST /api/QuoteRequest',
  'POST /api/SearchLog',
  // A buyer's link, session and request sent again (/my-quotes): behind a buyer's session, never a staff one.
  'POST /api/my/link',
  'POST /api/my/session',
  'POST /api/my/quotes/{id}/resend',
];

describe('the route inventory', () => {
  it('marks every route that writes as admin, except the public writers, which name the keys they may write', () => {
    const publicWriters = writeRoutes.filter((route) => route.access === 'public');

    expect(publicWriters.map(routeName).sort()).toEqual([...PUBLIC_WRITERS].sort());
    for (const route of publicWriters) expect('writesKeys' in route && route.writesKeys.length).toBeGreaterThan(0);
    for (const route of routes.filter((route) => route.method === 'GET')) expect('writesKeys' in route).toBe(false);
  });
});

describe('every admin route without a live session', () => {
  const cookies: Record<string, string | undefined> = {};
  let fixtures: Fixtures;

  beforeAll(async () => {
    const cookie = await api.login();
    fixtures = await createFixtures(api, cookie);

    const live = await api.login();
    const token = live.slice('session='.length);
    const loggedOut = await api.login();
    await api.request('/api/auth/logout', { method: 'POST', cookie: loggedOut });
    const expired = await createSession(SECRET_OWNER, new Date(Date.now() - 3 * 3600 * 1000 - 1000));

    Object.assign(cookies, {
      'no cookie': undefined,
      'an empty session cookie': 'session=',
      'a random token': `session=${randomBytes(32).toString('base64url')}`,
      'a live token with one character changed': `session=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'the hash the table stores, sent as the token': `session=${createHash('sha256').update(token).digest('hex')}`,
      'a logged-out session': loggedOut,
      'a session expired by the clock': `session=${expired.token}`,
    });
  });

  it.each(adminRoutes.map((route) => [routeName(route), route] as const))(
    '%s answers 401 "Xác thực thất bại!" and changes nothing',
    async (_name, route) => {
      const before = await storageSnapshot();

      for (const [variant, cookie] of Object.entries(cookies)) {
        const response =
          route.method === 'GET'
            ? await api.request(route.path.replace('{id}', '1'), { cookie })
            : await sendValid(api, route as Parameters<typeof sendValid>[1], fixtures, { cookie });

        expect({ variant, status: response.status }).toEqual({ variant, status: 401 });
        expect(await response.json()).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });
      }

      expect(await storageSnapshot()).toEqual(before);
    },
  );
});

describe('every admin route with the session of each role', () => {
  const staff = {} as Record<StaffRole, SignedInStaff>;
  let fixtures: Fixtures;
  /** The account PUT /api/staff/{id} changes: none of the signed-in ones. */
  let otherAccountId: number;

  beforeAll(async () => {
    const secretOwner = await api.login();
    fixtures = await createFixtures(api, secretOwner);
    for (const role of STAFF_ROLES) staff[role] = await signInStaff(api, secretOwner, role);
    otherAccountId = (await signInStaff(api, secretOwner, 'sales')).account.id;
  });

  /** The route's valid request; an editor's configuration save holds only the texts an editor may save. */
  const send = (route: (typeof adminRoutes)[number], role: StaffRole): Promise<Response> => {
    const { cookie } = staff[role];
    if (route.method === 'GET') return api.request(route.path.replace('{id}', '1'), { cookie });
    if (role === 'editor' && routeName(route) === 'POST /api/Configuration') {
      return api.request(route.path, {
        method: 'POST',
        cookie,
        json: [{ configKey: 'ABOUT_US', label: 'Giới thiệu', value: '<p>Về chúng tôi</p>' }],
      });
    }
    const id = route.resource === 'staff' ? otherAccountId : 1;
    return sendValid(api, route as Parameters<typeof sendValid>[1], fixtures, { cookie, id });
  };

  it('declares the roles of every admin route, owners always among them', () => {
    for (const route of adminRoutes) {
      expect(route.roles, routeName(route)).toContain('owner');
      for (const role of route.roles ?? []) expect(STAFF_ROLES, routeName(route)).toContain(role);
    }
  });

  it.each(adminRoutes.map((route) => [routeName(route), route] as const))(
    '%s answers 403 FORBIDDEN to the roles it does not list, changing nothing, and serves the others',
    async (_name, route) => {
      const refused = STAFF_ROLES.filter((role) => !route.roles?.includes(role));
      const before = await storageSnapshot();

      for (const role of refused) {
        const response = await send(route, role);

        expect({ role, status: response.status }).toEqual({ role, status: 403 });
        expect(await response.json()).toEqual({
          message: 'Bạn không có quyền thực hiện thao tác này',
          code: 'FORBIDDEN',
        });
      }
      expect(await storageSnapshot()).toEqual(before);

      for (const role of route.roles ?? []) {
        const response = await send(route, role);
        await response.arrayBuffer();

        expect({ role, status: response.status }).not.toEqual({ role, status: 403 });
        expect({ role, status: response.status }).not.toEqual({ role, status: 401 });
        expect(response.status).toBeLessThan(500);
      }
    },
  );
});

describe('every buyer route without a live buyer session', () => {
  const cookies: Record<string, string | undefined> = {};
  let fixtures: Fixtures;
  /** A request of the buyer whose session is live: the routes would serve it with the right cookie. */
  let quoteId: number;

  beforeAll(async () => {
    const staffCookie = await api.login();
    fixtures = await createFixtures(api, staffCookie);
    const quoteRoute = writeRoutes.find((route) => routeName(route) === 'POST /api/QuoteRequest')!;
    const { email: buyer } = validJson(quoteRoute, fixtures) as { email: string };
    quoteId = ((await (await sendValid(api, quoteRoute, fixtures)).json()) as { id: number }).id;
    const opened = await api.request('/api/my/session', {
      method: 'POST',
      json: { token: await createBuyerLink(buyer, new Date(Date.now() + 60_000)) },
    });
    const buyerToken = opened.headers.getSetCookie()[0]!.split(';')[0]!.slice('buyer_session='.length);
    const served = await api.request('/api/my/quotes', { cookie: `buyer_session=${buyerToken}` });
    expect(((await served.json()) as { quotes: { id: number }[] }).quotes.map((quote) => quote.id)).toEqual([quoteId]);
    const expired = await createBuyerLink(buyer, new Date(Date.now() - 1000));
    const expiredOpened = await api.request('/api/my/session', { method: 'POST', json: { token: expired } });
    expect(expiredOpened.status).toBe(401);

    Object.assign(cookies, {
      'no cookie': undefined,
      'an empty buyer cookie': 'buyer_session=',
      'a random token': `buyer_session=${randomBytes(32).toString('base64url')}`,
      'a live staff session': staffCookie,
      'a live staff token under the buyer cookie’s name': `buyer_session=${staffCookie.slice('session='.length)}`,
      'a live buyer token under the staff cookie’s name': `session=${buyerToken}`,
      'the hash the table stores, sent as the token': `buyer_session=${createHash('sha256').update(buyerToken).digest('hex')}`,
    });
  });

  it.each(buyerRoutes.map((route) => [routeName(route), route] as const))(
    '%s answers 401 "Xác thực thất bại!" and changes nothing',
    async (_name, route) => {
      const before = await storageSnapshot();

      for (const [variant, cookie] of Object.entries(cookies)) {
        const response =
          route.method === 'GET'
            ? await api.request(concretePath(route, quoteId), { cookie, redirect: 'manual' })
            : await sendValid(api, route as Parameters<typeof sendValid>[1], fixtures, { cookie, id: quoteId });

        expect({ variant, status: response.status }).toEqual({ variant, status: 401 });
        expect(await response.json()).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });
      }

      expect(await storageSnapshot()).toEqual(before);
    },
  );
});
