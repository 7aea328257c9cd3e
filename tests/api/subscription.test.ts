import { describe, expect, it } from 'vitest';
import { routes } from '@vongbi/functions/routes';
import { useTestApi } from '../helpers/api-client';
import { rawRequest } from '../helpers/raw-http';
import { storageSnapshot, tableItem, tableItems, type TableItem } from '../helpers/storage';

const api = useTestApi();

interface Subscription {
  id: number;
  emailValue: string;
  createdAt: string;
}

/** A sign-up from a chosen loopback address, so a test is its own client for the rate limit. */
const subscribeFrom = (localAddress: string, emailValue: unknown) =>
  rawRequest(`${api.url}/api/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailValue }),
    localAddress,
  });

const subscribe = (emailValue: unknown) => api.request('/api/subscriptions', { method: 'POST', json: { emailValue } });

const listSubscriptions = async (): Promise<Subscription[]> => {
  const cookie = await api.login();
  const response = await api.request('/api/subscriptions', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Subscription[];
};

const subscriptionItems = async (): Promise<TableItem[]> =>
  (await tableItems()).filter((item) => item.pk.startsWith('SUB#'));

describe('POST /api/subscriptions', () => {
  it('is public, subscribes a new address and answers 201 {id, emailValue, createdAt}', async () => {
    const response = await subscribe('khach.hang@nhamay.vn');

    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const subscription = (await response.json()) as Subscription;
    expect(subscription).toEqual({
      id: expect.any(Number),
      emailValue: 'khach.hang@nhamay.vn',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(await tableItem('SUB#khach.hang@nhamay.vn')).toMatchObject(subscription);
  });

  it('writes only the key prefixes the public function is allowed (SUB#, SUBLIMIT#, COUNTER#SUBSCRIPTION)', async () => {
    const allowed = routes.find((route) => route.method === 'POST' && route.path === '/api/subscriptions')!.writesKeys;
    const before = new Map((await tableItems()).map((item) => [`${item.pk}|${item.sk}`, JSON.stringify(item)]));

    expect((await subscribe('quyen.han@nhamay.vn')).status).toBe(201);

    const changed = (await tableItems()).filter((item) => before.get(`${item.pk}|${item.sk}`) !== JSON.stringify(item));
    expect(changed.length).toBeGreaterThanOrEqual(3);
    for (const item of changed) expect(allowed.some((prefix) => item.pk.startsWith(prefix))).toBe(true);
    expect(changed.map((item) => item.pk)).toEqual(
      expect.arrayContaining(['SUB#quyen.han@nhamay.vn', 'COUNTER#SUBSCRIPTION']),
    );
  });

  it('answers 200 with the existing record for the same address in another case, never a duplicate', async () => {
    const first = (await (await subscribe('Nguyen.Van.A@Example.VN')).json()) as Subscription;

    const again = await subscribe('  nguyen.van.a@example.vn ');

    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    const items = (await subscriptionItems()).filter((item) => item.pk === 'SUB#nguyen.van.a@example.vn');
    expect(items).toHaveLength(1);
    expect(
      (await listSubscriptions()).filter((item) => item.emailValue.toLowerCase() === 'nguyen.van.a@example.vn'),
    ).toHaveLength(1);
  });

  it('creates exactly one record when the same new address is posted concurrently', async () => {
    const addresses = ['dong.thoi@nhamay.vn', 'Dong.Thoi@nhamay.vn', 'DONG.THOI@NHAMAY.VN'];

    // From a client of its own, so the other tests' sign-ups do not count towards its rate limit.
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => subscribeFrom('127.0.0.25', addresses[index % 3])),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const bodies = responses.map((response) => JSON.parse(response.body) as Subscription);
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    expect((await subscriptionItems()).filter((item) => item.pk === 'SUB#dong.thoi@nhamay.vn')).toHaveLength(1);
  });

  it.each([
    ['a missing address', undefined, 'Bắt buộc'],
    ['an empty address', '', 'Địa chỉ e-mail không hợp lệ'],
    ['text without @', 'khong-phai-email', 'Địa chỉ e-mail không hợp lệ'],
    ['two addresses', 'a@b.vn, c@d.vn', 'Địa chỉ e-mail không hợp lệ'],
    ['a script', '<script>alert(1)</script>@x.vn', 'Địa chỉ e-mail không hợp lệ'],
    ['a number', 12345, expect.any(String)],
    [
      'an address over 254 characters',
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.vn`,
      expect.any(String),
    ],
  ])('answers 400 VALIDATION for %s and writes nothing', async (_case, emailValue, message) => {
    const before = await storageSnapshot();

    const response = await subscribe(emailValue);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Dữ liệu không hợp lệ',
      code: 'VALIDATION',
      fields: { emailValue: message },
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 400 for malformed JSON and 415 for a form post, writing nothing', async () => {
    const before = await storageSnapshot();

    const malformed = await api.request('/api/subscriptions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"emailValue":',
    });
    const formPost = await api.request('/api/subscriptions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'emailValue=a%40b.vn',
    });

    expect(malformed.status).toBe(400);
    expect(formPost.status).toBe(415);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 403 CROSS_SITE for a sign-up from another site and writes nothing', async () => {
    const before = await storageSnapshot();

    const response = await api.request('/api/subscriptions', {
      method: 'POST',
      json: { emailValue: 'tu.trang.khac@example.com' },
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });

    expect(response.status).toBe(403);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 429 with Retry-After after 10 new subscriptions from one client address in 10 minutes', async () => {
    for (let index = 0; index < 10; index++) {
      expect((await subscribeFrom('127.0.0.21', `gioi.han.${index}@nhamay.vn`)).status).toBe(201);
    }

    const limited = await subscribeFrom('127.0.0.21', 'gioi.han.10@nhamay.vn');
    const otherClient = await subscribeFrom('127.0.0.22', 'khach.khac@nhamay.vn');
    const existingAddress = await subscribeFrom('127.0.0.21', 'GIOI.HAN.3@nhamay.vn');

    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toEqual({ message: 'Thử lại sau ít phút', code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(await tableItem('SUB#gioi.han.10@nhamay.vn')).toBeUndefined();
    expect(otherClient.status).toBe(201);
    // Not a new subscription, so not limited: the existing record comes back.
    expect(existingAddress.status).toBe(200);
    expect(JSON.parse(existingAddress.body)).toMatchObject({ emailValue: 'gioi.han.3@nhamay.vn' });
  });

  it('lets no more than 10 of many parallel new sign-ups from one client through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, index) => subscribeFrom('127.0.0.23', `song.song.${index}@nhamay.vn`)),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    expect((await subscriptionItems()).filter((item) => item.pk.startsWith('SUB#song.song.'))).toHaveLength(10);
  });

  it('keeps the counter under a SUBLIMIT# key with an expiry, not the client address itself', async () => {
    expect((await subscribeFrom('127.0.0.24', 'dem@nhamay.vn')).status).toBe(201);

    const counters = (await tableItems()).filter((item) => item.pk.startsWith('SUBLIMIT#'));

    expect(counters.length).toBeGreaterThan(0);
    expect(counters.every((item) => !item.pk.includes('127.0.0'))).toBe(true);
    expect(counters.every((item) => typeof item.ttl === 'number')).toBe(true);
  });
});

describe('GET /api/subscriptions', () => {
  it('answers the admin every subscription, newest first, as {id, emailValue, createdAt}', async () => {
    const first = (await (await subscribe('cu.nhat@nhamay.vn')).json()) as Subscription;
    const second = (await (await subscribe('moi.nhat@nhamay.vn')).json()) as Subscription;
    const cookie = await api.login();

    const response = await api.request('/api/subscriptions', { cookie });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = (await response.json()) as Subscription[];
    expect(list.map((item) => item.id).indexOf(second.id)).toBeLessThan(list.map((item) => item.id).indexOf(first.id));
    const createdAts = list.map((item) => item.createdAt);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
    expect(list.find((item) => item.id === first.id)).toEqual(first);
    expect(list.every((item) => Object.keys(item).sort().join() === 'createdAt,emailValue,id')).toBe(true);
  });

  it('answers 401 without a session: subscriber e-mails are personal data', async () => {
    const response = await api.request('/api/subscriptions');

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });
  });
});
