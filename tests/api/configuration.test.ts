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
    expect(saved).toEqual([
      { id: email.id, configKey: 'FOOTER_COL1_EMAIL', label: 'E-mail liên hệ', value: '' },
      { id: expect.any(Number), configKey: 'CONTACT_ADDRESS', label: 'CONTACT_ADDRESS', value: 'Số 18 Phạm Văn Đồng' },
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

describe('unknown routes', () => {
  it('answer 404 NOT_FOUND in JSON', async () => {
    const response = await api.request('/api/Nothing');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Không tìm thấy', code: 'NOT_FOUND' });
  });
});
