import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@vongbi/functions/core/auth/password';
import { useTestApi } from '../../helpers/api-client';
import { rawRequest, type RawResponse } from '../../helpers/raw-http';

// The login as a password guesser meets it. This file has its own admin, whose password is Vietnamese and
// longer than 64 characters, set before the first login reads the credentials.

const ADMIN = {
  username: 'quản-trị-viên',
  password: 'Mật khẩu rất dài của người quản trị Vòng bi Việt — đủ sáu mươi tư ký tự trở lên!',
};
process.env.ADMIN_USERNAME = ADMIN.username;
process.env.ADMIN_PASSWORD_HASH = await hashPassword(ADMIN.password);

const api = useTestApi();

afterEach(() => {
  vi.useRealTimers();
});

/** A login from a chosen loopback address, so each test is its own client. */
const loginFrom = (
  localAddress: string,
  credentials: { username: string; password: string },
  options: { path?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> =>
  rawRequest(`${api.url}${options.path ?? '/api/auth/login'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: JSON.stringify(credentials),
    localAddress,
  });

const comparable = (response: RawResponse) => {
  const { date: _date, ...headers } = response.headers;
  return { status: response.status, headers, body: response.body };
};

describe('POST /api/auth/login under attack', () => {
  it('accepts a Vietnamese password of more than 64 characters', async () => {
    expect(ADMIN.password.length).toBeGreaterThan(64);

    const response = await loginFrom('127.0.1.1', ADMIN);

    expect(response.status).toBe(200);
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const unknownUser = await loginFrom('127.0.1.2', { username: 'ai-do', password: ADMIN.password });
    const wrongPassword = await loginFrom('127.0.1.3', { username: ADMIN.username, password: 'sai' });

    expect(comparable(unknownUser)).toEqual(comparable(wrongPassword));
    expect(JSON.parse(unknownUser.body)).toEqual({ message: 'Sai tài khoản hoặc mật khẩu', code: 'BAD_CREDENTIALS' });
  });

  it('checks at most 5 of 30 parallel wrong passwords for one user; the rest answer 429', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        loginFrom(`127.0.2.${index + 1}`, { username: 'doan-song-song', password: `p${index}` }),
      ),
    );

    const statuses = guesses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('keeps the lock-out for the right password, whatever path case, trailing slash or X-Forwarded-For is sent', async () => {
    const username = ADMIN.username;
    // The test before already failed once for this user name; five more reach the limit either way.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect([401, 429]).toContain((await loginFrom('127.0.3.1', { username, password: `sai-${attempt}` })).status);
    }

    const variants = [
      await loginFrom('127.0.3.2', ADMIN, { path: '/api/auth/Login' }),
      await loginFrom('127.0.3.2', ADMIN, { path: '/api/Auth/login' }),
      await loginFrom('127.0.3.2', ADMIN, { path: '/api/auth/login/' }),
      await loginFrom('127.0.3.2', ADMIN, { headers: { 'X-Forwarded-For': '203.0.113.9' } }),
      await loginFrom('127.0.3.2', ADMIN, { headers: { 'CloudFront-Viewer-Address': '203.0.113.10:443' } }),
      await loginFrom('127.0.3.3', { ...ADMIN, username: ` ${ADMIN.username.toUpperCase()} ` }),
    ];

    for (const response of variants) expect([404, 429]).toContain(response.status);
    const locked = await loginFrom('127.0.3.4', ADMIN);
    expect(locked.status).toBe(429);
    expect(locked.headers['set-cookie']).toBeUndefined();
  });

  it('lifts the lock-out once the 15-minute window has passed', async () => {
    const username = 'het-khoa';
    for (let attempt = 0; attempt < 6; attempt++) await loginFrom('127.0.4.1', { username, password: 'sai' });
    expect((await loginFrom('127.0.4.2', { username, password: 'sai' })).status).toBe(429);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60 * 1000 + 5000 });
    const later = await loginFrom('127.0.4.2', { username, password: 'sai' });

    expect(later.status).toBe(401);
  });
});
