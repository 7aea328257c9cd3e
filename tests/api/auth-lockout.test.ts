import { describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../helpers/api-client';
import { TEST_ADMIN } from '../helpers/emulators.global-setup';
import { rawRequest } from '../helpers/raw-http';

const api = useTestApi();
// Each test makes up to 25 logins, and each login checks a password hash, which is slow by design: a fraction of
// a second on an idle machine, seconds on a busy one. The limits tested here count attempts, not time.
vi.setConfig({ testTimeout: 120_000 });

/** A login from a chosen loopback address, so each test is its own client. */
const loginFrom = (localAddress: string, credentials: { username: string; password: string }) =>
  rawRequest(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
    localAddress,
  });

describe('login brute-force limits', () => {
  // First in the file: the tests after it lock the admin's user name.
  it('does not count successful logins as failures', async () => {
    for (let attempt = 0; attempt < 25; attempt++) {
      expect((await loginFrom('127.0.0.8', TEST_ADMIN)).status).toBe(200);
    }

    const wrong = await loginFrom('127.0.0.8', { username: 'nguoi-khac', password: 'x' });

    expect(wrong.status).toBe(401);
  });

  it('locks a user name after 5 failures, even for the right password, with Retry-After', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await loginFrom('127.0.0.2', { username: 'Admin ', password: `doan-${attempt}` })).status).toBe(401);
    }

    const locked = await loginFrom('127.0.0.4', TEST_ADMIN);

    expect(locked.status).toBe(429);
    expect(JSON.parse(locked.body)).toEqual({ message: 'Thử lại sau ít phút', code: 'RATE_LIMITED' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers['set-cookie']).toBeUndefined();
  });

  it('locks a client address after 20 failures across user names', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await loginFrom('127.0.0.3', { username: `user-${attempt}`, password: 'x' });
      expect(response.status).toBe(401);
    }

    const locked = await loginFrom('127.0.0.3', { username: 'someone-else', password: 'x' });
    const otherClient = await loginFrom('127.0.0.5', { username: 'someone-else', password: 'x' });

    expect(locked.status).toBe(429);
    expect(otherClient.status).toBe(401);
  });

  it('counts parallel guesses before checking them, so no more than 5 get through', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        loginFrom('127.0.0.6', { username: 'thu-song-song', password: `p${index}` }),
      ),
    );

    const statuses = guesses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});
