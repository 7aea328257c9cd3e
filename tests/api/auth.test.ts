import { describe, expect, it } from 'vitest';
import { createSession } from '@vongbi/functions/core/repositories/session-repository';
import { SECRET_OWNER } from '../helpers/staff';
import { useTestApi } from '../helpers/api-client';
import { TEST_ADMIN } from '../helpers/emulators.global-setup';
import { rawRequest } from '../helpers/raw-http';

const api = useTestApi();

const sessionStatus = async (cookie: string) => (await api.request('/api/auth/session', { cookie })).status;

describe('POST /api/auth/login', () => {
  it('creates a session and sets one HttpOnly, SameSite=Strict cookie scoped to /api for 3 hours', async () => {
    const response = await api.request('/api/auth/login', { method: 'POST', json: TEST_ADMIN });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { username: string; role: string; expiresAt: string };
    expect(Object.keys(body).sort()).toEqual(['displayName', 'expiresAt', 'id', 'role', 'username']);
    expect(body.username).toBe(TEST_ADMIN.username);
    expect(body.role).toBe('owner');
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(3 * 3600 * 1000 - 60_000);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    const [pair, ...attributes] = cookies[0]!.split('; ');
    expect(pair).toMatch(/^session=[A-Za-z0-9_-]{43}$/);
    // Plain-http localhost is the one place without Secure.
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=10800', 'Path=/api', 'SameSite=Strict']);
    expect(await sessionStatus(pair!)).toBe(200);
  });

  it('marks the cookie Secure when the site is not plain-http localhost', async () => {
    const response = await rawRequest(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { Host: 'www.vongbiviet.vn', 'Content-Type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });

    expect(response.status).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('issues a new token on every login', async () => {
    const first = await api.login();
    const second = await api.login();

    expect(first).not.toBe(second);
    expect(await sessionStatus(first)).toBe(200);
    expect(await sessionStatus(second)).toBe(200);
  });

  it.each([
    ['a wrong password', { username: TEST_ADMIN.username, password: 'sai-mat-khau' }],
    ['an unknown user', { username: 'khach', password: TEST_ADMIN.password }],
  ])('answers 401 BAD_CREDENTIALS with no cookie for %s', async (_case, credentials) => {
    const response = await api.request('/api/auth/login', { method: 'POST', json: credentials });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Sai tài khoản hoặc mật khẩu', code: 'BAD_CREDENTIALS' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 400 when a field is missing', async () => {
    const response = await api.request('/api/auth/login', { method: 'POST', json: { username: 'admin' } });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Dữ liệu không hợp lệ',
      code: 'VALIDATION',
      fields: { password: 'Bắt buộc' },
    });
  });

  it('answers 415 for a form post', async () => {
    const response = await api.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=x',
    });

    expect(response.status).toBe(415);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['an Origin of another site', { Origin: 'https://evil.example' }],
  ])('answers 403 CROSS_SITE for %s', async (_case, headers) => {
    const response = await api.request('/api/auth/login', { method: 'POST', json: TEST_ADMIN, headers });

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Yêu cầu không hợp lệ', code: 'CROSS_SITE' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('accepts the site’s own Origin', async () => {
    const response = await api.request('/api/auth/login', {
      method: 'POST',
      json: TEST_ADMIN,
      headers: { Origin: api.url, 'Sec-Fetch-Site': 'same-origin' },
    });

    expect(response.status).toBe(200);
  });
});

describe('GET /api/auth/session', () => {
  it('answers 401 without a cookie', async () => {
    const response = await api.request('/api/auth/session');

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });
  });

  it('answers 401 for a forged token', async () => {
    expect(await sessionStatus('session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(401);
  });

  it('answers 401 once the stored expiry has passed, whatever the cookie says', async () => {
    const expired = await createSession(SECRET_OWNER, new Date(Date.now() - 4 * 3600 * 1000));

    expect(await sessionStatus(`session=${expired.token}`)).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('kills the server-side session at once and clears the cookie', async () => {
    const cookie = await api.login();

    const response = await api.request('/api/auth/logout', { method: 'POST', cookie });

    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()[0]).toMatch(/^session=; .*Max-Age=0/);
    expect(await sessionStatus(cookie)).toBe(401);
    const write = await api.request('/api/Configuration', {
      method: 'POST',
      cookie,
      json: [{ configKey: 'PHONE', value: 'sau khi đăng xuất' }],
    });
    expect(write.status).toBe(401);
    const items = (await (await api.request('/api/Configuration')).json()) as { configKey: string }[];
    expect(items.map((item) => item.configKey)).not.toContain('PHONE');
  });
});
