import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3 } from '@vongbi/functions/core/clients';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@vongbi/functions/contract/image-variants';
import type { InnerProduct } from '@vongbi/functions/contract/inner-product';
import { shownAvailability, TECHNICAL_FIELD_NAMES, vietnamToday } from '@vongbi/functions/contract/technical-data';
import { demoAvailability } from '@vongbi/local/seed/demo-catalogue';
import { seedDemoContent } from '@vongbi/local/seed/index';
import { renderPlaceholder } from '@vongbi/local/seed/placeholder-images';
import { demoConfiguration } from '@vongbi/local/seed/configuration';
import { useTestApi } from '../helpers/api-client';

// The demo content of `npm start`: every configured link points at a record that exists, every screen of the
// specification has something to show, and a second start changes nothing staff did.

const api = useTestApi();

const getJson = async <T>(path: string): Promise<T> => {
  const response = await api.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

interface Summary {
  id: number;
  namePath: string;
  image: { urlPath: string } | null;
}
interface OuterWithChildren {
  name: string;
  namePath: string;
  innerProducts: Summary[];
}

describe('the demo seed', () => {
  it('fills an empty site with a catalogue that every configured link resolves in', async () => {
    const result = await seedDemoContent();

    // Its images were stored with their variants, and it stores no quote request: nothing to add or index.
    expect(result).toEqual({
      configurationAdded: demoConfiguration.length,
      catalogueSeeded: true,
      imageVariantsAdded: 0,
      quoteRequestsIndexed: 0,
    });
    const products = await getJson<OuterWithChildren[]>('/api/OuterProduct/GetOuterProducts');
    const tools = await getJson<OuterWithChildren[]>('/api/OuterProduct/GetOuterProductsMaintain');
    expect(products).toHaveLength(7);
    expect(tools).toHaveLength(3);
    const counts = products.map((outer) => outer.innerProducts.length);
    expect(counts.some((count) => count > 4)).toBe(true);
    expect(counts.some((count) => count <= 4)).toBe(true);

    const config = await getJson<{ configKey: string; value: string }[]>('/api/Configuration');
    const value = (key: string) => config.find((item) => item.configKey === key)!.value;
    for (const { configKey, value: link } of config.filter((item) => /^(NAV_|SPDV_)/.test(item.configKey))) {
      const [, kind, path] = /^\/(products|services)\/([a-z0-9-]+)$/.exec(link) ?? [];
      expect(kind, configKey).toBeDefined();
      const lookup =
        kind === 'products' ? `/api/OuterProduct/GetByPath?path=${path}` : `/api/Article/Path?path=${path}`;
      expect((await api.request(lookup)).status, configKey).toBe(200);
    }
    for (const key of ['BLOG_BIG', 'BLOG_1', 'BLOG_2', 'BLOG_RIGHT_1', 'BLOG_RIGHT_4']) {
      expect((await api.request(`/api/Article/Path?path=${value(key)}`)).status, key).toBe(200);
    }
    for (const key of ['FOOTER_COL3_PAYMENT', 'FOOTER_COL3_REFUND', 'FOOTER_COL3_SHIP', 'FOOTER_COL3_PAYMENTRULE']) {
      const path = value(key).replace('/blogs/', '');
      expect((await api.request(`/api/Article/Path?path=${path}`)).status, key).toBe(200);
    }

    expect(await getJson<unknown[]>('/api/Article/GetServices')).toHaveLength(4);
    expect((await getJson<unknown[]>('/api/Article/GetPosts')).length).toBeGreaterThanOrEqual(6);
    expect((await getJson<unknown[]>('/api/Article/GetSupportArticles')).length).toBeGreaterThanOrEqual(6);
    expect(await getJson<unknown[]>('/api/bannerImages')).toHaveLength(5);
    const videos = await getJson<{ uniqueYoutubeId: string; headerText: string }[]>('/api/videos');
    expect(videos).toHaveLength(4);
    expect(videos.map((video) => video.uniqueYoutubeId)).toEqual(
      ['VIDEO_1', 'VIDEO_2', 'VIDEO_3', 'VIDEO_4'].map(value).reverse(),
    );
  }, 240_000);

  it('gives inner products 3–6 images, some videos, one with brand and origin left empty', async () => {
    const products = await getJson<OuterWithChildren[]>('/api/OuterProduct/GetOuterProducts');
    const details = await Promise.all(
      products
        .flatMap((outer) => outer.innerProducts)
        .map((summary) =>
          getJson<{ imageIds: number[]; videos: string; brand: string; madeIn: string; image: { urlPath: string } }>(
            `/api/InnerProduct/${summary.id}`,
          ),
        ),
    );

    for (const detail of details) expect(detail.imageIds.length + 1).toBeGreaterThanOrEqual(3);
    expect(details.some((detail) => detail.imageIds.length + 1 === 6)).toBe(true);
    expect(details.some((detail) => detail.videos !== '')).toBe(true);
    expect(details.some((detail) => detail.brand === '' && detail.madeIn === '')).toBe(true);
    const image = await api.request(details[0]!.image.urlPath);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });

  it('gives a few products availability checked today, so public pages show it, and no technical data', async () => {
    const products = await getJson<OuterWithChildren[]>('/api/OuterProduct/GetOuterProducts');
    const details = await Promise.all(
      products
        .flatMap((outer) => outer.innerProducts)
        .map((summary) => getJson<InnerProduct>(`/api/InnerProduct/${summary.id}`)),
    );

    const today = vietnamToday();
    const available = details.filter((detail) => shownAvailability(detail.availability, today) !== null);
    expect(available.map((detail) => detail.namePath).sort()).toEqual(Object.keys(demoAvailability).sort());
    // No value without a manufacturer's table to cite.
    for (const detail of details) for (const field of TECHNICAL_FIELD_NAMES) expect(detail[field]).toBeNull();
  });

  it('adds nothing on a later start and never overwrites what staff changed', async () => {
    const cookie = await api.login();
    await api.request('/api/Configuration', {
      method: 'POST',
      cookie,
      json: [{ configKey: 'PHONE', value: '0222 333 444' }],
    });
    const news = await getJson<{ id: number }[]>('/api/Article/GetPosts');
    expect((await api.request(`/api/Article/${news[0]!.id}`, { method: 'DELETE', cookie })).status).toBe(204);

    const again = await seedDemoContent();

    expect(again).toEqual({
      configurationAdded: 0,
      catalogueSeeded: false,
      imageVariantsAdded: 0,
      quoteRequestsIndexed: 0,
    });
    const config = await getJson<{ configKey: string; value: string }[]>('/api/Configuration');
    expect(config.find((item) => item.configKey === 'PHONE')?.value).toBe('0222 333 444');
    expect(await getJson<unknown[]>('/api/Article/GetPosts')).toHaveLength(news.length - 1);
  });

  it('gives an image stored before uploads had variants its WebP copies on the next start', async () => {
    const image = renderPlaceholder({ kind: 'banner', title: 'Ảnh cũ', brand: 'NMB' });
    const urlPath = `/static/files/2025/06/${randomUUID()}.png`;
    await s3().send(
      new PutObjectCommand({
        Bucket: process.env.FILES_BUCKET!,
        Key: urlPath.slice('/static/'.length),
        Body: image.bytes,
        ContentType: 'image/png',
      }),
    );

    const result = await seedDemoContent();

    expect(result.imageVariantsAdded).toBe(1);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const served = await api.request(imageVariantUrl(urlPath, width));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      await served.arrayBuffer();
    }
    expect((await seedDemoContent()).imageVariantsAdded).toBe(0);
  });
});
