import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureBucket } from '@vongbi/local/bootstrap';
import { builtTemplate, ensureFrontendBuild } from '@vongbi/local/frontend-build';
import { startPublishing, type LocalPublisher } from '@vongbi/local/publisher';
import { startSiteServer, type SiteServer } from '@vongbi/local/server';
import { testApiFor, type TestApi } from '../helpers/api-client';
import { createImage, itemsWithPrefix } from '../helpers/catalogue';

// Moved pages on the local server in production mode, as the edge answers them in AWS: the local publisher
// follows the table's stream, and a renamed, moved or deleted page's old URL answers 301 to where its content
// is now within a minute of the save, in one step (no chains), until a new page takes the old path. The
// sitemap lists only live pages.

const MINUTE = 60_000;
// Each wait below is bounded by the minute the product promises; a test makes up to five of them, so its own
// timeout is their sum, and a busy machine (the API files run two at a time) fails a test only by breaking a promise.
vi.setConfig({ testTimeout: 5 * MINUTE + 30_000 });

let site: SiteServer;
let publisher: LocalPublisher;
let api: TestApi;
let cookie: string;
let imageId: number;

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 6)}`;

/** A GET as a browser's first request makes it, not following redirects. */
const visit = async (path: string) => {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location'), headers: response.headers };
};

/** Visits until the answer is `expected` or a minute has passed; the answer and how long it took. */
const within = async (path: string, expected: { status: number; location?: string | null }) => {
  const startedAt = Date.now();
  const matches = (answer: Awaited<ReturnType<typeof visit>>) =>
    answer.status === expected.status && (expected.location === undefined || answer.location === expected.location);
  let answer = await visit(path);
  while (!matches(answer) && Date.now() - startedAt < MINUTE) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    answer = await visit(path);
  }
  expect({ path, status: answer.status, location: answer.location }).toEqual({
    path,
    status: expected.status,
    location: expected.location === undefined ? answer.location : expected.location,
  });
  return { ...answer, tookMs: Date.now() - startedAt };
};

const moved = (location: string) => ({ status: 301, location });

const write = async <T extends { id: number; updatedAt: string }>(method: string, path: string, json?: unknown) => {
  const response = await api.request(path, { method, cookie, json });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (response.status === 204 ? undefined : await response.json()) as T;
};

interface Outer {
  id: number;
  namePath: string;
  updatedAt: string;
}
interface Inner {
  id: number;
  namePath: string;
  updatedAt: string;
  [field: string]: unknown;
}

const newOuter = (productType = 0) =>
  write<Outer>('POST', '/api/OuterProduct', {
    name: 'Vòng bi cầu',
    namePath: unique('vong-bi-cau'),
    summaryDetail: 'Vòng bi cầu các hãng',
    productType,
    imageId,
  });

const newInner = (outerProductId: number, namePath = unique('vong-bi-6205')) =>
  write<Inner>('POST', '/api/InnerProduct', {
    name: 'Vòng bi FAG 6205',
    namePath,
    description: '<p>Vòng bi cầu một dãy.</p>',
    shortDescription: 'Vòng bi cầu',
    videos: '',
    imageId,
    imageIds: [],
    outerProductId,
    brand: 'FAG',
    madeIn: 'Đức',
    productSeries: '6205',
  });

const renameInner = (inner: Inner, namePath: string) =>
  write<Inner>('PUT', `/api/InnerProduct/${inner.id}`, { ...inner, namePath, updatedAt: inner.updatedAt });

const sitemapPaths = async (): Promise<string[]> => {
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!.replace(/&amp;/g, '&')).pathname);
};

/** The sitemap once it lists `listed` and none of `unlisted` (it is written after a publish's pages), or a minute on. */
const sitemapWith = async (listed: string[], unlisted: string[]) => {
  const startedAt = Date.now();
  const fits = (paths: string[]) =>
    listed.every((path) => paths.includes(path)) && unlisted.every((path) => !paths.includes(path));
  let paths = await sitemapPaths();
  while (!fits(paths) && Date.now() - startedAt < MINUTE) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    paths = await sitemapPaths();
  }
  for (const path of listed) expect(paths).toContain(path);
  for (const path of unlisted) expect(paths).not.toContain(path);
};

beforeAll(async () => {
  await ensureFrontendBuild();
  process.env.SITE_BUCKET = `${process.env.FILES_BUCKET}-site`;
  await ensureBucket(process.env.SITE_BUCKET);
  site = await startSiteServer({ port: 0, frontend: 'prod' });
  process.env.SITE_URL = site.url;
  publisher = await startPublishing({
    tableName: process.env.TABLE_NAME!,
    templateFile: builtTemplate,
    renderAll: true,
  });
  api = testApiFor(() => site.url);
  cookie = await api.login();
  imageId = (await createImage()).id;
}, 300_000);

afterAll(async () => {
  await publisher?.stop();
  await site?.close();
});

describe('a renamed product page', () => {
  it('answers 301 at its old URL to the new one within a minute, the query string kept', async () => {
    const outer = await newOuter();
    const inner = await newInner(outer.id);
    const oldUrl = `/products/${outer.namePath}/${inner.namePath}`;
    await within(oldUrl, { status: 200 });

    const renamed = await renameInner(inner, `${inner.namePath}-2rs`);
    const newUrl = `/products/${outer.namePath}/${renamed.namePath}`;

    const answer = await within(oldUrl, moved(newUrl));
    expect(answer.tookMs).toBeLessThan(MINUTE);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await visit(newUrl)).status).toBe(200);
    expect((await visit(`${oldUrl}/?utm_source=zalo`)).location).toBe(`${newUrl}?utm_source=zalo`);
    await sitemapWith([newUrl], [oldUrl]);
  });

  it('collapses chains: renamed twice, the first URL answers the latest in one step; renamed back, it is live', async () => {
    const outer = await newOuter();
    const first = await newInner(outer.id);
    const [a, b, c] = ['', '-b', '-c'].map((suffix) => `/products/${outer.namePath}/${first.namePath}${suffix}`);
    await within(a!, { status: 200 });

    const second = await renameInner(first, `${first.namePath}-b`);
    await within(a!, moved(b!));
    const third = await renameInner(second, `${first.namePath}-c`);

    await within(b!, moved(c!));
    expect(await visit(a!)).toEqual(expect.objectContaining(moved(c!)));

    await renameInner(third, first.namePath);

    await within(a!, { status: 200 });
    await within(c!, moved(a!));
    expect(await visit(b!)).toEqual(expect.objectContaining(moved(a!)));
    // No entry points at itself or along a chain.
    const entries = await itemsWithPrefix('MOVED#');
    for (const entry of entries) expect(entries.map((other) => other.pk)).not.toContain(`MOVED#${String(entry.to)}`);
  });

  it('stops redirecting once a new page takes the old path', async () => {
    const outer = await newOuter();
    const inner = await newInner(outer.id);
    const oldUrl = `/products/${outer.namePath}/${inner.namePath}`;
    await within(oldUrl, { status: 200 });
    await renameInner(inner, `${inner.namePath}-moi`);
    await within(oldUrl, moved(`${oldUrl}-moi`));

    await newInner(outer.id, inner.namePath);

    await within(oldUrl, { status: 200 });
    await sitemapWith([oldUrl, `${oldUrl}-moi`], []);
  });

  it('follows a product moved to another category', async () => {
    const [from, to] = [await newOuter(), await newOuter(1)];
    const inner = await newInner(from.id);
    await within(`/products/${from.namePath}/${inner.namePath}`, { status: 200 });

    await write('PUT', `/api/InnerProduct/${inner.id}`, {
      ...inner,
      outerProductId: to.id,
      updatedAt: inner.updatedAt,
    });

    await within(`/products/${from.namePath}/${inner.namePath}`, moved(`/products/${to.namePath}/${inner.namePath}`));
  });
});

describe('a deleted page', () => {
  it('sends a deleted product to its category, and once the category is deleted too, to the product list', async () => {
    const outer = await newOuter();
    const inner = await newInner(outer.id);
    const productUrl = `/products/${outer.namePath}/${inner.namePath}`;
    await within(productUrl, { status: 200 });

    await write('DELETE', `/api/InnerProduct/${inner.id}`);
    await within(productUrl, moved(`/products/${outer.namePath}`));
    await write('DELETE', `/api/OuterProduct/${outer.id}`);

    await within(`/products/${outer.namePath}`, moved('/products'));
    expect(await visit(productUrl)).toEqual(expect.objectContaining(moved('/products')));
    await sitemapWith(['/products'], [productUrl, `/products/${outer.namePath}`]);
  });

  it('sends a deleted news article to the news list, and a restored one is live again', async () => {
    const article = await write<{ id: number; articlePath: string; updatedAt: string }>('POST', '/api/Article', {
      headerText: 'Khai trương chi nhánh Đà Nẵng',
      summaryText: 'Chi nhánh mới',
      articlePath: unique('khai-truong'),
      articleType: 0,
      contentData: '<p>Địa chỉ mới.</p>',
      videos: '',
      outerImageId: imageId,
      imageIds: [],
    });
    const url = `/blogs/${article.articlePath}`;
    await within(url, { status: 200 });

    await write('DELETE', `/api/Article/${article.id}`);
    await within(url, moved('/blogs?type=news'));
    await write('POST', `/api/revisions/Article/${article.id}/1/restore`, { updatedAt: null });

    await within(url, { status: 200 });
  });

  it('answers 404 at a URL that never had a page', async () => {
    expect((await visit('/products/khong-co-danh-muc-nay/khong-co')).status).toBe(404);
  });
});
