import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@vongbi/functions/routes';
import { useTestApi } from '../../helpers/api-client';
import { storageSnapshot } from '../../helpers/storage';
import {
  concretePath,
  createFixtures,
  routeName,
  sendValid,
  writeRoutes,
  type Fixtures,
} from '../../helpers/route-requests';

// Every write route of the table refuses requests another site makes a browser send (403) and bodies in a
// format it does not take (415), before anything is read or written; no answer ever opens CORS to a foreign
// origin.

const api = useTestApi();
let cookie: string;
let fixtures: Fixtures;

beforeAll(async () => {
  cookie = await api.login();
  fixtures = await createFixtures(api, cookie);
});

const crossSiteHeaders = {
  'Sec-Fetch-Site: cross-site': { 'Sec-Fetch-Site': 'cross-site' },
  'a foreign Origin': { Origin: 'https://evil.example' },
  'a look-alike Origin': { Origin: 'http://127.0.0.1.evil.example' },
  'the null Origin of a sandboxed frame': { Origin: 'null' },
};

describe.each(writeRoutes.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
  it('answers 403 CROSS_SITE for a request from another site and changes nothing', async () => {
    const before = await storageSnapshot();

    for (const [variant, headers] of Object.entries(crossSiteHeaders)) {
      const response = await sendValid(api, route, fixtures, { cookie, headers });

      expect({ variant, status: response.status }).toEqual({ variant, status: 403 });
      expect(await response.json()).toEqual({ message: 'Yêu cầu không hợp lệ', code: 'CROSS_SITE' });
    }
    expect(await storageSnapshot()).toEqual(before);
  });
});

/** Write routes that take a body (JSON or multipart). */
const routesWithBody = writeRoutes.filter(
  (route) => route.method !== 'DELETE' && !('body' in route && route.body === 'none'),
);

describe.each(routesWithBody.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
  it('answers 415 with a message about the format, not about images, for text/plain and form-encoded bodies', async () => {
    const before = await storageSnapshot();

    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
      const response = await api.request(concretePath(route), {
        method: route.method,
        cookie,
        headers: { 'Content-Type': contentType },
        body: contentType.startsWith('text') ? '{"headerText":"x"}' : 'username=admin&password=x',
      });

      expect({ contentType, status: response.status }).toEqual({ contentType, status: 415 });
      expect(await response.json()).toEqual({
        message: 'Định dạng dữ liệu gửi lên không được hỗ trợ',
        code: 'UNSUPPORTED_MEDIA',
      });
    }
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('CORS', () => {
  it.each(routes.map((route) => [routeName(route), route] as const))(
    '%s never answers with a header that lets a foreign origin read it',
    async (_name, route) => {
      const preflight = await api.request(concretePath(route), {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': route.method },
      });
      const actual = await api.request(concretePath(route), {
        method: route.method === 'GET' ? 'GET' : 'OPTIONS',
        cookie,
        headers: { Origin: 'https://evil.example' },
      });

      for (const response of [preflight, actual]) {
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
        await response.arrayBuffer();
      }
    },
  );
});
