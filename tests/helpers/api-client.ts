import { afterAll, beforeAll } from 'vitest';
import { startSiteServer, type SiteServer } from '@vongbi/local/server';
import { TEST_ADMIN } from './emulators.global-setup';

// Each API test file talks HTTP to the local server (API Gateway payload 2.0 events, the real handlers,
// the real SDK against the emulators), as a browser or the black-box check would.

export interface TestApi {
  readonly url: string;
  request(path: string, init?: RequestInit & { json?: unknown; cookie?: string }): Promise<Response>;
  /** Signs in as the test admin and returns the `session=…` cookie pair. */
  login(): Promise<string>;
}

/** A client of the server at `url()` that signs in as `admin`. */
export const testApiFor = (url: () => string, admin: { username: string; password: string } = TEST_ADMIN): TestApi => {
  const api: TestApi = {
    get url() {
      return url();
    },
    request: (path, init = {}) => {
      const { json, cookie, headers, ...rest } = init;
      return fetch(`${api.url}${path}`, {
        ...rest,
        headers: {
          ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(cookie ? { Cookie: cookie } : {}),
          ...(headers as Record<string, string>),
        },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
    login: async () => {
      const response = await api.request('/api/auth/login', { method: 'POST', json: admin });
      if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
      const cookie = response.headers.getSetCookie()[0] ?? '';
      return cookie.split(';')[0]!;
    },
  };
  return api;
};

export const useTestApi = (): TestApi => {
  let server: SiteServer | undefined;
  beforeAll(async () => {
    server = await startSiteServer({ port: 0, frontend: 'none' });
  });
  afterAll(async () => {
    await server?.close();
  });
  return testApiFor(() => {
    if (!server) throw new Error('the test server is not running');
    return server.url;
  });
};
