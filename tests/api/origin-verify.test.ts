import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '@vongbi/functions/core/origin-verify';
import { useTestApi } from '../helpers/api-client';

// In AWS, CloudFront adds a secret header to every API request and the functions refuse requests
// without it, so the execute-api URL cannot be called around CloudFront. The check reads its secret from
// the environment at request time; unset (locally, in the other tests) it does nothing.

const api = useTestApi();
const SECRET = 'kJ7x2Qp9Lm4Vn8Rt3Wz6Yb1Cd5Fg0Hs2Ja4Ke6Mq8Pu0Sx3Tv';

describe('requests that did not come through CloudFront', () => {
  beforeEach(() => {
    process.env[ORIGIN_VERIFY_ENV] = SECRET;
  });
  afterEach(() => {
    delete process.env[ORIGIN_VERIFY_ENV];
  });

  it('answers 403 CROSS_SITE to a public read without the header', async () => {
    const response = await api.request('/api/Configuration');

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Yêu cầu không hợp lệ', code: 'CROSS_SITE' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 403 to a login with a wrong header value, before counting or checking anything', async () => {
    const response = await api.request('/api/auth/login', {
      method: 'POST',
      headers: { [ORIGIN_VERIFY_HEADER]: `${SECRET.slice(0, -1)}x` },
      json: { username: 'admin', password: 'sai-mat-khau' },
    });

    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('serves requests that carry the header CloudFront adds, whatever its letter case', async () => {
    const response = await api.request('/api/Configuration', { headers: { 'X-Origin-Verify': SECRET } });

    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });
});

describe('without the origin secret configured (local runs)', () => {
  it('serves requests with no header at all', async () => {
    delete process.env[ORIGIN_VERIFY_ENV];

    const response = await api.request('/api/Configuration');

    expect(response.status).toBe(200);
  });
});
