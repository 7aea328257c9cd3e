import { describe, expect, it } from 'vitest';
import { useTestApi } from '../helpers/api-client';
import { uploadImage } from '../helpers/images';
import { storageSnapshot, tableItem } from '../helpers/storage';

const api = useTestApi();

interface Banner {
  id: number;
  imageId: number;
  image: { id: number; fileName: string; urlPath: string };
  updatedAt: string;
}

const listBanners = async (): Promise<Banner[]> => {
  const response = await api.request('/api/bannerImages');
  expect(response.status).toBe(200);
  return (await response.json()) as Banner[];
};

const createBanner = async (cookie: string, imageId: number): Promise<Banner> => {
  const response = await api.request('/api/bannerImages', { method: 'POST', cookie, json: { imageId } });
  expect(response.status).toBe(201);
  return (await response.json()) as Banner;
};

describe('GET /api/bannerImages', () => {
  it('is public, newest first, each banner with its image embedded, and may sit briefly in the CDN', async () => {
    const cookie = await api.login();
    const first = await createBanner(cookie, (await uploadImage(api, cookie)).id);
    const second = await createBanner(cookie, (await uploadImage(api, cookie)).id);

    const response = await api.request('/api/bannerImages');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const banners = (await response.json()) as Banner[];
    const ids = banners.map((banner) => banner.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const updatedAts = banners.map((banner) => banner.updatedAt);
    expect(updatedAts).toEqual([...updatedAts].sort().reverse());
    expect(banners.find((banner) => banner.id === second.id)).toEqual(second);
  });
});

describe('POST /api/bannerImages', () => {
  it('creates a banner from a stored image and answers 201 {id, imageId, image, updatedAt}', async () => {
    const cookie = await api.login();
    const image = await uploadImage(api, cookie);

    const response = await api.request('/api/bannerImages', { method: 'POST', cookie, json: { imageId: image.id } });

    expect(response.status).toBe(201);
    const banner = (await response.json()) as Banner;
    expect(banner).toEqual({
      id: expect.any(Number),
      imageId: image.id,
      image: { id: image.id, fileName: image.fileName, urlPath: image.urlPath, createdAt: expect.any(String) },
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(await tableItem(`BANNER#${banner.id}`)).toMatchObject({ gsi1pk: 'BANNER', imageId: image.id });
    expect((await listBanners()).map((item) => item.id)).toContain(banner.id);
  });

  it('gives each banner a new id from its counter', async () => {
    const cookie = await api.login();
    const image = await uploadImage(api, cookie);

    const first = await createBanner(cookie, image.id);
    const second = await createBanner(cookie, image.id);

    expect(second.id).toBeGreaterThan(first.id);
    expect(Number((await tableItem('COUNTER#BANNER'))?.n)).toBeGreaterThanOrEqual(second.id);
  });

  it('answers 400 and writes nothing when the image does not exist', async () => {
    const cookie = await api.login();
    const before = await storageSnapshot();

    const response = await api.request('/api/bannerImages', { method: 'POST', cookie, json: { imageId: 987654 } });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Dữ liệu không hợp lệ',
      code: 'VALIDATION',
      fields: { imageId: 'Ảnh không tồn tại' },
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it.each([
    ['imageId missing', {}, 'Bắt buộc'],
    ['imageId not a number', { imageId: 'mot' }, expect.any(String)],
    ['imageId not a positive integer', { imageId: -2 }, expect.any(String)],
  ])('answers 400 VALIDATION for %s and writes nothing', async (_case, json, message) => {
    const cookie = await api.login();
    const before = await storageSnapshot();

    const response = await api.request('/api/bannerImages', { method: 'POST', cookie, json });

    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('VALIDATION');
    expect(body.fields).toEqual({ imageId: message });
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 401 without a session and writes nothing', async () => {
    const cookie = await api.login();
    const image = await uploadImage(api, cookie);
    const before = await storageSnapshot();

    const response = await api.request('/api/bannerImages', { method: 'POST', json: { imageId: image.id } });

    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 403 for a write from another site and 415 for a body that is not JSON', async () => {
    const cookie = await api.login();
    const image = await uploadImage(api, cookie);
    const before = await storageSnapshot();

    const crossSite = await api.request('/api/bannerImages', {
      method: 'POST',
      cookie,
      json: { imageId: image.id },
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    const notJson = await api.request('/api/bannerImages', {
      method: 'POST',
      cookie,
      body: `imageId=${image.id}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });

    expect(crossSite.status).toBe(403);
    expect(notJson.status).toBe(415);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('DELETE /api/bannerImages/{id}', () => {
  it('deletes the banner and answers 204', async () => {
    const cookie = await api.login();
    const banner = await createBanner(cookie, (await uploadImage(api, cookie)).id);

    const response = await api.request(`/api/bannerImages/${banner.id}`, { method: 'DELETE', cookie });

    expect(response.status).toBe(204);
    expect((await listBanners()).map((item) => item.id)).not.toContain(banner.id);
    expect(await tableItem(`BANNER#${banner.id}`)).toBeUndefined();
  });

  it.each([
    ['an unknown id', '999999'],
    ['an id that is not a number', 'abc'],
    ['a deleted banner', 'deleted'],
  ])('answers 404 NOT_FOUND for %s', async (_case, id) => {
    const cookie = await api.login();
    let path = id;
    if (id === 'deleted') {
      const banner = await createBanner(cookie, (await uploadImage(api, cookie)).id);
      await api.request(`/api/bannerImages/${banner.id}`, { method: 'DELETE', cookie });
      path = String(banner.id);
    }
    const before = await storageSnapshot();

    const response = await api.request(`/api/bannerImages/${path}`, { method: 'DELETE', cookie });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Không tìm thấy', code: 'NOT_FOUND' });
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 401 without a session and keeps the banner', async () => {
    const cookie = await api.login();
    const banner = await createBanner(cookie, (await uploadImage(api, cookie)).id);

    const response = await api.request(`/api/bannerImages/${banner.id}`, { method: 'DELETE' });

    expect(response.status).toBe(401);
    expect((await listBanners()).map((item) => item.id)).toContain(banner.id);
  });
});
