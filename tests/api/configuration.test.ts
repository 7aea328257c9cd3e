import { describe, expect, it } from 'vitest';
import { useTestApi } from '../helpers/api-client';

const api = useTestApi();

const listConfiguration = async () => {
  const response = await api.request('/api/Configuration');
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; configKey: string; label: string; value: string }[];
};

describe('GET /api/Configuration', () => {
  it('is public, ordered by configKey, and may sit briefly in the CDN', async () => {
    const cookie = await api.login();
    await api.request('/api/Configuration', {
      method: 'POST',
      cookie,
      json: [
        { configKey: 'Zalo', label: 'Zalo', value: '0900000000' },
        { configKey: 'BLOG_1', label: 'Tin 1', value: 'a' },
        { configKey: 'PHONE', label: 'Hotline', value: '0912 345 678' },
      ],
    });

    const response = await api.request('/api/Configuration');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const items = (await response.json()) as { configKey: string }[];
    const keys = items.map((item) => item.configKey);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toEqual(expect.arrayContaining(['BLOG_1', 'PHONE', 'Zalo']));
    expect(items[0]).toEqual({ id: expect.any(Number), configKey: 'BLOG_1', label: 'Tin 1', value: 'a' });
  });
});

describe('POST /api/Configuration', () => {
  it('upserts by configKey, keeps keys not sent, and answers the saved items', async () => {
    const cookie = await api.login();
    await api.request('/api/Configuration', {
      method: 'POST',
      cookie,
      json: [
        { configKey: 'FOOTER_COL1_EMAIL', label: 'E-mail', value: 'a@vongbiviet.vn' },
        { configKey: 'FOOTER_COL1_ADDRESS', label: 'Địa chỉ', value: 'Hà Nội' },
      ],
    });
    const before = await listConfiguration();

    const response = await api.request('/api/Configuration', {
      method: 'POST',
      cookie,
      json: [
        { configKey: 'FOOTER_COL1_EMAIL', label: 'E-mail liên hệ', value: '' },
        { configKey: 'CONTACT_ADDRESS', value: 'Số 18 Phạm Văn Đồng' },
      ],
    });

    expect(response.status).toBe(200);
    const saved = (await response.json()) as { id: number; configKey: string; label: string; value: string }[];
    const email = before.find((item) => item.configKey === 'FOOTER_COL1_EMAIL')!;
    // The saved items come back with their new versions, so the screen can save again without reloading.
    const version = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(saved).toEqual([
      { id: email.id, configKey: 'FOOTER_COL1_EMAIL', label: 'E-mail liên hệ', value: '', updatedAt: version },
      {
        id: expect.any(Number),
        configKey: 'CONTACT_ADDRESS',
        label: 'CONTACT_ADDRESS',
        value: 'Số 18 Phạm Văn Đồng',
        updatedAt: version,
      },
    ]);
    const after = await listConfiguration();
    expect(after.find((item) => item.configKey === 'FOOTER_COL1_ADDRESS')?.value).toBe('Hà Nội');
    expect(after.find((item) => item.configKey === 'FOOTER_COL1_EMAIL')?.value).toBe('');
    expect(new Set(after.map((item) => item.id)).size).toBe(after.length);
  });

  it('sanitises rich values and stores plain values exactly as sent', async () => {
    const cookie = await api.login();
    const plain = 'Hotline <b>24/7</b> & "khẩn"';

    const response = await api.request('/api/Configuration', {
      method: 'POST',
      cookie,
      json: [
        {
          configKey: 'CONTACT_FULL_TEXT',
          value: '<p onclick="steal()">Liên hệ <a href="javascript:alert(1)">đây</a></p><script>alert(1)</script>',
        },
        { configKey: 'FOOTER_COL3_SHIP', value: plain },
      ],
    });

    expect(response.status).toBe(200);
    const items = await listConfiguration();
    expect(items.find((item) => item.configKey === 'CONTACT_FULL_TEXT')?.value).toBe('<p>Liên hệ <a>đây</a></p>');
    expect(items.find((item) => item.configKey === 'FOOTER_COL3_SHIP')?.value).toBe(plain);
  });

  it('answers 401 and writes nothing without a session', async () => {
    const before = await listConfiguration();

    const response = await api.request('/api/Configuration', {
      method: 'POST',
      json: [{ configKey: 'PHONE', value: '0000' }],
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });
    expect(await listConfiguration()).toEqual(before);
  });

  it('answers 400 with per-field messages and saves none of the batch when one item is bad', async () => {
    const cookie = await api.login();
    const before = await listConfiguration();

    const response = await api.request('/api/Configuration', {
      method: 'POST',
      cookie,
      json: [{ configKey: 'NEW_KEY', value: 'x' }, { value: 'no key' }, { configKey: 'bad key!', value: 'x' }],
    });

    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string; fields: Record<string, string> };
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe('Dữ liệu không hợp lệ');
    expect(body.fields['1.configKey']).toBe('Bắt buộc');
    expect(body.fields['2.configKey']).toMatch(/chữ cái/);
    expect(await listConfiguration()).toEqual(before);
  });

  it.each([
    ['malformed JSON', '[{"configKey":'],
    ['an object instead of a list', '{"configKey":"PHONE","value":"1"}'],
    ['duplicate keys', '[{"configKey":"PHONE","value":"1"},{"configKey":"PHONE","value":"2"}]'],
  ])('answers 400 VALIDATION for %s', async (_case, body) => {
    const cookie = await api.login();

    const response = await api.request('/api/Configuration', {
      method: 'POST',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body,
    });

    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('VALIDATION');
  });

  it('saves 98 items in one transaction with the version bump and the audit entry, and refuses 99 with 400, saving none', async () => {
    const cookie = await api.login();
    const items = (count: number, value: string) =>
      Array.from({ length: count }, (_, index) => ({ configKey: `GIOI_HAN_${index}`, label: `Mục ${index}`, value }));

    const tooMany = await api.request('/api/Configuration', { method: 'POST', cookie, json: items(99, 'quá nhiều') });
    const most = await api.request('/api/Configuration', { method: 'POST', cookie, json: items(98, 'vừa đủ') });

    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await tooMany.json())).toContain('Tối đa 98 mục mỗi lần lưu');
    expect(most.status).toBe(200);
    const saved = (await listConfiguration()).filter((item) => item.configKey.startsWith('GIOI_HAN_'));
    expect(saved).toHaveLength(98);
    expect(saved.every((item) => item.value === 'vừa đủ')).toBe(true);
  });

  it('answers 400 for a value too long for one record, counting bytes, and writes nothing', async () => {
    const cookie = await api.login();
    const before = await listConfiguration();

    const response = await api.request('/api/Configuration', {
      method: 'POST',
      cookie,
      // 120,000 Vietnamese letters of three bytes each: under the 1 MiB body limit, over what a record holds.
      json: [
        { configKey: 'PHONE', value: '0911 111 111' },
        { configKey: 'ABOUT_US', value: `<p>${'ộ'.repeat(120_000)}</p>` },
      ],
    });

    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      '1.value': 'Nội dung quá dài',
    });
    expect(await listConfiguration()).toEqual(before);
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const cookie = await api.login();

    const response = await api.request('/api/Configuration', {
      method: 'POST',
      cookie,
      json: [{ configKey: 'ABOUT_US', value: 'x'.repeat(1024 * 1024) }],
    });

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Tệp quá lớn', code: 'TOO_LARGE' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const cookie = await api.login();

    const response = await api.request('/api/Configuration', {
      method: 'POST',
      cookie,
      headers: { 'Content-Type': 'text/plain' },
      body: '[]',
    });

    expect(response.status).toBe(415);
    expect(((await response.json()) as { code: string }).code).toBe('UNSUPPORTED_MEDIA');
  });
});

type StaffConfigItem = { id: number; configKey: string; label: string; value: string; updatedAt: string };

const staffRead = async (cookie: string) => {
  const response = await api.request('/api/Configuration/admin', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as StaffConfigItem[];
};

const save = (cookie: string, json: unknown) => api.request('/api/Configuration', { method: 'POST', cookie, json });

describe('GET /api/Configuration/admin (the staff screen’s read)', () => {
  it('answers every item with its version, never cacheable, and shows a save at once', async () => {
    const cookie = await api.login();
    await save(cookie, [{ configKey: 'STAFF_READ_PHONE', label: 'Hotline', value: '0911 000 001' }]);

    const response = await api.request('/api/Configuration/admin', { cookie });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const items = (await response.json()) as StaffConfigItem[];
    const keys = items.map((item) => item.configKey);
    expect(keys).toEqual([...keys].sort());
    const phone = items.find((item) => item.configKey === 'STAFF_READ_PHONE')!;
    expect(phone).toEqual({
      id: expect.any(Number),
      configKey: 'STAFF_READ_PHONE',
      label: 'Hotline',
      value: '0911 000 001',
      updatedAt: expect.stringMatching(/Z$/),
    });

    // A second save within the same minute is visible to the very next read (nothing in between caches it).
    await save(cookie, [{ configKey: 'STAFF_READ_PHONE', value: '0911 000 002', updatedAt: phone.updatedAt }]);
    const again = (await staffRead(cookie)).find((item) => item.configKey === 'STAFF_READ_PHONE')!;
    expect(again.value).toBe('0911 000 002');
    expect(again.updatedAt > phone.updatedAt).toBe(true);
  });

  it('answers 401 without a session and shows visitors no versions', async () => {
    const response = await api.request('/api/Configuration/admin');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });
    for (const item of await listConfiguration())
      expect(Object.keys(item).sort()).toEqual(['configKey', 'id', 'label', 'value']);
  });
});

describe('POST /api/Configuration with the versions the screen loaded', () => {
  it('refuses with 409 STALE, saving nothing, a whole-set save made from an older load', async () => {
    const cookie = await api.login();
    await save(cookie, [
      { configKey: 'STALE_PHONE', value: '0900 000 001' },
      { configKey: 'STALE_EMAIL', value: 'a@vongbiviet.vn' },
    ]);
    // Two staff members (or two tabs) load the screen.
    const loadedByA = await staffRead(cookie);
    const loadedByB = await staffRead(cookie);
    const pinned = (items: StaffConfigItem[], changes: Record<string, string>) =>
      items
        .filter((item) => item.configKey.startsWith('STALE_'))
        .map((item) => ({ ...item, value: changes[item.configKey] ?? item.value }));

    // A changes the phone and saves.
    const first = await save(cookie, pinned(loadedByA, { STALE_PHONE: '0900 000 002' }));
    expect(first.status).toBe(200);

    // B, still holding the older load, changes the e-mail and saves the whole set, phone included.
    const second = await save(cookie, pinned(loadedByB, { STALE_EMAIL: 'b@vongbiviet.vn' }));

    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      message: 'Dữ liệu đã được người khác cập nhật, vui lòng tải lại',
      code: 'STALE',
    });
    const now = await staffRead(cookie);
    expect(now.find((item) => item.configKey === 'STALE_PHONE')?.value).toBe('0900 000 002');
    expect(now.find((item) => item.configKey === 'STALE_EMAIL')?.value).toBe('a@vongbiviet.vn');

    // After reloading, B's save goes through and keeps A's change.
    const retried = await save(cookie, pinned(now, { STALE_EMAIL: 'b@vongbiviet.vn' }));
    expect(retried.status).toBe(200);
    const final = await staffRead(cookie);
    expect(final.find((item) => item.configKey === 'STALE_PHONE')?.value).toBe('0900 000 002');
    expect(final.find((item) => item.configKey === 'STALE_EMAIL')?.value).toBe('b@vongbiviet.vn');
  });

  it('lets the save answer’s versions pin the next save, twice within a minute', async () => {
    const cookie = await api.login();
    const created = (await (await save(cookie, [{ configKey: 'TWICE_ZALO', value: '1' }])).json()) as StaffConfigItem[];

    const firstResponse = await save(cookie, [{ ...created[0]!, value: '2' }]);
    expect(firstResponse.status).toBe(200);
    const first = (await firstResponse.json()) as StaffConfigItem[];
    const secondResponse = await save(cookie, [{ ...first[0]!, value: '3' }]);
    expect(secondResponse.status).toBe(200);
    // The version of the first save is now old: saving from it again is refused.
    expect((await save(cookie, [{ ...first[0]!, value: 'old' }])).status).toBe(409);
    expect((await staffRead(cookie)).find((item) => item.configKey === 'TWICE_ZALO')?.value).toBe('3');
  });

  it('refuses two saves from the same load racing each other: exactly one wins', async () => {
    const cookie = await api.login();
    await save(cookie, [{ configKey: 'RACE_HOTLINE', value: 'start' }]);
    const [loaded] = (await staffRead(cookie)).filter((item) => item.configKey === 'RACE_HOTLINE');

    const responses = await Promise.all(['a', 'b', 'c', 'd'].map((value) => save(cookie, [{ ...loaded!, value }])));

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const winner = (await responses.find((response) => response.status === 200)!.json()) as StaffConfigItem[];
    expect((await staffRead(cookie)).find((item) => item.configKey === 'RACE_HOTLINE')?.value).toBe(winner[0]!.value);
  });

  it('answers 409 STALE for a version of a key that does not exist, and 400 for a version that is not a time', async () => {
    const cookie = await api.login();

    const missing = await save(cookie, [
      { configKey: 'NEVER_SAVED_KEY', value: 'x', updatedAt: '2026-01-01T00:00:00.000Z' },
    ]);
    const garbled = await save(cookie, [{ configKey: 'PHONE', value: 'x', updatedAt: 'yesterday' }]);

    expect(missing.status).toBe(409);
    expect(garbled.status).toBe(400);
    expect(((await garbled.json()) as { fields: Record<string, string> }).fields).toEqual({
      '0.updatedAt': 'Thời điểm cập nhật không hợp lệ',
    });
    expect((await staffRead(cookie)).some((item) => item.configKey === 'NEVER_SAVED_KEY')).toBe(false);
  });
});

describe('staff-only configuration keys', () => {
  it('never answers QUOTE_EMAIL (an internal address) to visitors, while staff read and save it; QUOTE_THANK_YOU is public', async () => {
    const cookie = await api.login();
    const saved = await save(cookie, [
      { configKey: 'QUOTE_EMAIL', label: 'E-mail nhận yêu cầu báo giá', value: 'kinhdoanh@vongbiviet.vn' },
      { configKey: 'QUOTE_THANK_YOU', label: 'Lời nhắn sau khi gửi', value: 'Chúng tôi sẽ gọi lại trong ngày.' },
    ]);
    expect(saved.status).toBe(200);

    const publicAnswer = await api.request('/api/Configuration');
    const publicKeys = ((await publicAnswer.json()) as { configKey: string }[]).map((item) => item.configKey);
    const staffItems = await staffRead(cookie);

    expect(publicKeys).not.toContain('QUOTE_EMAIL');
    expect(publicKeys).toContain('QUOTE_THANK_YOU');
    expect(staffItems.find((item) => item.configKey === 'QUOTE_EMAIL')?.value).toBe('kinhdoanh@vongbiviet.vn');
    expect(staffItems.find((item) => item.configKey === 'QUOTE_THANK_YOU')?.value).toBe(
      'Chúng tôi sẽ gọi lại trong ngày.',
    );
  });

  it('still hides QUOTE_EMAIL from the kept public answer after a save changes it', async () => {
    const cookie = await api.login();
    expect((await api.request('/api/Configuration')).status).toBe(200);

    await save(cookie, [{ configKey: 'QUOTE_EMAIL', value: 'banhang@vongbiviet.vn' }]);

    const body = await (await api.request('/api/Configuration')).text();
    expect(body).not.toContain('QUOTE_EMAIL');
    expect(body).not.toContain('banhang@vongbiviet.vn');
  });

  it.each([
    'kinhdoanh@vongbiviet.vn',
    'kinhdoanh@vongbiviet.vn, banhang@vongbiviet.vn',
    'a@vongbiviet.vn;b@vongbiviet.vn',
    '',
  ])('accepts QUOTE_EMAIL "%s"', async (value) => {
    const cookie = await api.login();

    expect((await save(cookie, [{ configKey: 'QUOTE_EMAIL', value }])).status).toBe(200);
  });

  it.each(['kinhdoanh', 'kinhdoanh@vongbiviet.vn banhang@vongbiviet.vn', 'Kinh doanh <kd@vongbiviet.vn>'])(
    'answers 400 on the item’s value for QUOTE_EMAIL "%s" and saves none of the batch',
    async (value) => {
      const cookie = await api.login();
      const before = await staffRead(cookie);

      const response = await save(cookie, [
        { configKey: 'PHONE', value: '0911 222 333' },
        { configKey: 'QUOTE_EMAIL', value },
      ]);

      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
        '1.value': 'Địa chỉ e-mail không hợp lệ (nhiều địa chỉ cách nhau bởi dấu phẩy)',
      });
      expect(await staffRead(cookie)).toEqual(before);
    },
  );
});

describe('unknown routes', () => {
  it('answer 404 NOT_FOUND in JSON', async () => {
    const response = await api.request('/api/Nothing');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Không tìm thấy', code: 'NOT_FOUND' });
  });
});
