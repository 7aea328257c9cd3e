import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article, InnerProduct, OuterProductWithChildren, Video } from '@vongbi/functions/contract';
import { categoryPageAddresses } from '@vongbi/functions/contract/site-addresses';
import { adminCookie } from '../helpers/admin';
import { siteUrl } from '../helpers/site-url';

// Published pages as a visitor and a crawler meet them on `npm start -- --prod`: the start published every
// public URL of the demo content; a save through the API re-publishes the product's page, its category and
// home from the table's stream within seconds; a deleted product's URL answers 301 to its category, and once the
// category is deleted too, to the product list.
// Everything is read over HTTP from the local server, as curl would.

/** The id of the JSON block a published page carries its loader data in (frontend/src/lib/hydration.ts). */
const HYDRATION_BLOCK = 'id="router-hydration-data"';

const get = async (path: string) => {
  const response = await fetch(`${siteUrl}${path}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
};

const getJson = async <T>(path: string): Promise<T> => (await fetch(`${siteUrl}${path}`)).json() as Promise<T>;

const sitemapUrls = async (): Promise<string[]> =>
  [...(await get('/sitemap.xml')).html.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    loc!.replace(siteUrl, '').replace(/&amp;/g, '&'),
  );

/**
 * Reads until `check` holds or 30 s have passed (publishing follows the save, behind whatever other test files
 * saved just before); returns the last reading.
 */
const until = async <T>(read: () => Promise<T>, check: (value: T) => boolean, patienceMs = 30_000): Promise<T> => {
  const deadline = Date.now() + patienceMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
};

const eventually = (path: string, check: (page: Awaited<ReturnType<typeof get>>) => boolean) =>
  until(() => get(path), check);

/** A URL as a browser's first request meets it: a redirect answered, not followed. */
const visit = async (path: string) => {
  const response = await fetch(`${siteUrl}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
};

/** Visits until the URL answers 301 to `location`, or 30 s have passed. */
const eventuallyMoved = (path: string, location: string) =>
  until(
    () => visit(path),
    (answer) => answer.status === 301 && answer.location === location,
  );

let cookie: string;

beforeAll(async () => {
  cookie = await adminCookie(siteUrl);
});

const send = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> => {
  const response = await fetch(`${siteUrl}${path}`, {
    method,
    headers: { Cookie: cookie, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, data: (response.status === 204 ? undefined : await response.json()) as T };
};

describe('published pages after the first start', () => {
  it('publishes every public URL of the demo content, each listed in the sitemap', async () => {
    const [products, tools, articles, services, videos] = await Promise.all([
      getJson<OuterProductWithChildren[]>('/api/OuterProduct/GetOuterProducts'),
      getJson<OuterProductWithChildren[]>('/api/OuterProduct/GetOuterProductsMaintain'),
      getJson<Article[]>('/api/Article/GetArticles'),
      getJson<Article[]>('/api/Article/GetServices'),
      getJson<Video[]>('/api/videos'),
    ]);
    const expected = [
      ...['/', '/about-us', '/contact', '/products', '/products-maintain', '/services', '/blogs'],
      ...['/blogs?type=news', '/blogs?type=support', '/genuine'],
      ...['/tools/bearing-frequencies', '/tools/mounting-temperature', '/tools/relubrication'],
      ...[...products, ...tools].flatMap((outer) => [
        ...categoryPageAddresses(outer.namePath, outer.innerProducts.length),
        ...outer.innerProducts.map((inner) => `/products/${outer.namePath}/${inner.namePath}`),
      ]),
      ...articles.map((article) => `/blogs/${article.articlePath}`),
      ...services.map((service) => `/services/${service.articlePath}`),
      ...videos.map((video) => `/video/${video.uniqueYoutubeId}`),
    ];

    const sorted = [...expected].sort();
    // Earlier test files' saves may still be publishing: a category of 55 products deleted just before this file
    // started is a few hundred page changes for a publisher that shares the machine with two other browser files.
    const listed = await until(
      sitemapUrls,
      (urls) => JSON.stringify([...urls].sort()) === JSON.stringify(sorted),
      150_000,
    );
    expect([...listed].sort()).toEqual(sorted);
    for (const path of expected) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain(HYDRATION_BLOCK);
      expect(page.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=60, must-revalidate');
    }
  }, 210_000);

  it('publishes robots.txt naming the sitemap by its absolute URL, keeping crawlers out of admin, API, quote list and search', async () => {
    const robots = await get('/robots.txt');

    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.html).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    for (const path of ['/admin', '/admin-login', '/api', '/quote', '/search'])
      expect(robots.html).toContain(`Disallow: ${path}\n`);
  });

  it('answers an unknown URL with the Vietnamese not-found page and status 404', async () => {
    const page = await get(`/khong-co-trang-nay-${randomUUID().slice(0, 8)}`);

    expect(page.status).toBe(404);
    expect(page.html).toContain('Không tìm thấy trang');
    expect(page.html).toContain(HYDRATION_BLOCK);
  });

  it('keeps the back office and a buyer’s requests in the browser (the app shell, no published data), publishes the quote list and renders search on request', async () => {
    for (const path of ['/my-quotes', '/admin-login']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).not.toContain(HYDRATION_BLOCK);
    }
    // Published with the empty list a new visitor has, and kept out of indexes.
    const quote = await get('/quote');
    expect(quote.status).toBe(200);
    expect(quote.html).toContain(HYDRATION_BLOCK);
    expect(quote.html).toContain('Danh sách đang trống');
    expect(quote.html).toContain('<meta name="robots" content="noindex');
    const search = await get('/search/vong%20bi');
    expect(search.status).toBe(200);
    expect(search.html).toContain(HYDRATION_BLOCK);
    expect(search.html).toContain('Tìm kiếm theo tên: <!-- -->vong bi</h1>');
  });
});

describe('publishing on save', () => {
  it('re-publishes a saved product, its category and home with the new name, and sends it to its category once deleted', async () => {
    // A category with products to copy an image from (other files may leave an empty one first).
    const category = (await getJson<OuterProductWithChildren[]>('/api/OuterProduct/GetOuterProducts')).find(
      (candidate) => candidate.innerProducts.length > 0,
    );
    const sample = category!.innerProducts[0]!;
    const namePath = `xuat-ban-${randomUUID().slice(0, 8)}`;
    const input = {
      name: 'Vòng bi xuất bản thử',
      namePath,
      description: '<p>Sản phẩm của bài kiểm thử xuất bản</p>',
      shortDescription: 'Kiểm thử xuất bản',
      videos: '',
      imageId: sample.image!.id,
      imageIds: [],
      outerProductId: category!.id,
      brand: 'FAG',
      madeIn: 'Đức',
      productSeries: 'XB-1',
    };
    const productPath = `/products/${category!.namePath}/${namePath}`;
    const categoryPath = `/products/${category!.namePath}`;

    const created = await send<InnerProduct>('POST', '/api/InnerProduct', input);
    expect(created.status).toBe(201);
    const first = await eventually(productPath, (page) => page.status === 200);
    expect(first.status).toBe(200);
    expect(first.html).toContain('Vòng bi xuất bản thử');

    const renamed = await send<InnerProduct>('PUT', `/api/InnerProduct/${created.data.id}`, {
      ...input,
      name: 'Vòng bi đã đổi tên',
      updatedAt: created.data.updatedAt,
    });
    expect(renamed.status).toBe(200);
    for (const path of [productPath, categoryPath, '/']) {
      const page = await eventually(path, ({ html }) => html.includes('Vòng bi đã đổi tên'));
      expect(page.html, path).toContain('Vòng bi đã đổi tên');
      expect(page.html, path).not.toContain('Vòng bi xuất bản thử');
    }
    expect(await until(sitemapUrls, (urls) => urls.includes(productPath))).toContain(productPath);

    expect((await send('DELETE', `/api/InnerProduct/${created.data.id}`)).status).toBe(204);
    expect(await eventuallyMoved(productPath, categoryPath)).toEqual({ status: 301, location: categoryPath });
    const home = await eventually('/', ({ html }) => !html.includes('Vòng bi đã đổi tên'));
    expect(home.html).not.toContain('Vòng bi đã đổi tên');
    expect(await until(sitemapUrls, (urls) => !urls.includes(productPath))).not.toContain(productPath);
  });

  it('sends a product and its category deleted one right after the other (staff emptying a category) to the product list', async () => {
    const [sample] = await getJson<OuterProductWithChildren[]>('/api/OuterProduct/GetOuterProducts');
    const suffix = randomUUID().slice(0, 8);
    const category = await send<OuterProductWithChildren>('POST', '/api/OuterProduct', {
      name: `Danh mục xuất bản ${suffix}`,
      namePath: `danh-muc-xuat-ban-${suffix}`,
      summaryDetail: 'Danh mục của bài kiểm thử xuất bản',
      productType: 0,
      imageId: sample!.image!.id,
    });
    expect(category.status).toBe(201);
    const product = await send<InnerProduct>('POST', '/api/InnerProduct', {
      name: `Vòng bi xuất bản ${suffix}`,
      namePath: `vong-bi-xuat-ban-${suffix}`,
      description: '<p>Sản phẩm của bài kiểm thử xuất bản</p>',
      shortDescription: 'Kiểm thử xuất bản',
      videos: '',
      imageId: sample!.image!.id,
      imageIds: [],
      outerProductId: category.data.id,
      brand: 'FAG',
      madeIn: 'Đức',
      productSeries: 'XB-2',
    });
    expect(product.status).toBe(201);
    const categoryPath = `/products/${category.data.namePath}`;
    const productPath = `${categoryPath}/${product.data.namePath}`;
    expect((await eventually(productPath, (page) => page.status === 200)).status).toBe(200);

    expect((await send('DELETE', `/api/InnerProduct/${product.data.id}`)).status).toBe(204);
    expect((await send('DELETE', `/api/OuterProduct/${category.data.id}`)).status).toBe(204);
    for (const path of [productPath, categoryPath]) {
      expect(await eventuallyMoved(path, '/products'), path).toEqual({ status: 301, location: '/products' });
    }
    // Followed, the old URL lands on the list, as a visitor's browser does.
    expect((await get(productPath)).status).toBe(200);
    const listed = await until(sitemapUrls, (urls) => !urls.includes(productPath) && !urls.includes(categoryPath));
    expect(listed).not.toContain(productPath);
    expect(listed).not.toContain(categoryPath);
  });
});
