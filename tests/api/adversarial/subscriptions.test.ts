import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../helpers/api-client';
import { itemsWithPrefix } from '../../helpers/catalogue';
import { rawRequest } from '../../helpers/raw-http';
import { storageSnapshot } from '../../helpers/storage';

// The public sign-up as a spammer meets it: variants of one address are one record, hostile addresses are
// refused, and a flood from one client stores no more than the limit.

const api = useTestApi();

const subscribeFrom = (localAddress: string, emailValue: unknown) =>
  rawRequest(`${api.url}/api/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailValue }),
    localAddress,
  });

describe('POST /api/subscriptions under attack', () => {
  it('keeps one record for case and whitespace variants of one address', async () => {
    const variants = [
      'khach.hang@vongbi.vn',
      'Khach.Hang@VongBi.VN',
      '  khach.hang@vongbi.vn\t',
      'KHACH.HANG@VONGBI.VN ',
    ];

    const answers = [];
    for (const variant of variants) answers.push(await subscribeFrom('127.0.5.1', variant));

    expect(answers.map((answer) => answer.status)).toEqual([201, 200, 200, 200]);
    expect(new Set(answers.map((answer) => (JSON.parse(answer.body) as { id: number }).id)).size).toBe(1);
    expect(await itemsWithPrefix('SUB#khach.hang@')).toHaveLength(1);
  });

  it.each([
    ['a header injection', 'a@b.vn\r\nBcc: victim@example.com'],
    ['a line feed', 'a@b.vn\nx'],
    ['two addresses', 'a@b.vn,c@d.vn'],
    ['255 characters', `${'a'.repeat(245)}@vongbi.vn`],
    ['no domain', 'khach@'],
    ['HTML', '<img src=x onerror=alert(1)>@x.vn'],
    ['a number', 42],
    ['an object', { $ne: '' }],
  ])('answers 400 for %s and stores nothing', async (_case, emailValue) => {
    const before = await storageSnapshot();

    const response = await subscribeFrom('127.0.5.2', emailValue);

    expect(response.status).toBe(400);
    expect((JSON.parse(response.body) as { code: string }).code).toBe('VALIDATION');
    expect((await storageSnapshot()).items.filter((item) => item.pk.startsWith('SUB#'))).toEqual(
      before.items.filter((item) => item.pk.startsWith('SUB#')),
    );
  });

  it('stores at most 10 of a flood of 40 new addresses from one client, the rest answering 429', async () => {
    const before = (await itemsWithPrefix('SUB#')).length;

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => subscribeFrom('127.0.5.3', `lu-${index}@spam.example`)),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect((await itemsWithPrefix('SUB#')).length - before).toBe(10);
  });
});
