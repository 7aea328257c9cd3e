import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryProduct, CategoryWithProducts, InnerProduct } from '@vongbi/functions/contract';
import { SITEMAP_KEY } from '@vongbi/functions/contract/site-addresses';
import { s3 } from '@vongbi/functions/core/clients';
import { pageKey } from '@vongbi/functions/core/published-pages';
import { startLocalPublisher, type LocalPublisher } from '@vongbi/local/publisher';
import { useTestApi } from '../helpers/api-client';
import { createImage, send } from '../helpers/catalogue';
import { prepareSiteBucket } from '../helpers/site-bucket';

// A category of 30 products made through the API, as staff make one: the publisher follows the table's stream
// (as the publish function does in AWS) and publishes its list as two pages, /products/{type} with the first 24
// in designation order and /products/{type}/page/2 with the other 6, each with its canonical URL, rel=prev/next
// and its place in the sitemap; deleting and renaming products through the API re-publishes the pages they
// touch, and a page the list no longer fills goes.

const SITE_URL = 'https://vongbi.example';
const CATEGORY = 'vong-bi-cau-mot-day';
const PAGE_1 = `/products/${CATEGORY}`;
const PAGE_2 = `/products/${CATEGORY}/page/2`;

const api = useTestApi();
let cookie: string;
let publisher: LocalPublisher;
let outerId: number;
const products = new Map<string, InnerProduct>();

/** 6000–6009, 6200–6209, 6300–6309: ten of each series, made in a shuffled order. */
const CODES = [0, 2, 3]
  .flatMap((series) => Array.from({ length: 10 }, (_, bore) => `6${series}0${bore}`))
  .sort((a, b) => Number(a.split('').reverse().join('')) - Number(b.split('').reverse().join('')));
const BRANDS = ['FAG', 'INA', 'NMB'];

const bucketText = async (key: string): Promise<string | undefined> => {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: process.env.SITE_BUCKET, Key: key }));
    return await object.Body!.transformToString('utf-8');
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
};

/**
 * How long the publisher may take: it renders after each batch of the stream, and on a machine busy with other
 * test files that takes far longer than on an idle one. The tests wait for the page, not for the time.
 */
const PUBLISHED_WITHIN_MS = 90_000;

/**
 * Reads until `check` holds or PUBLISHED_WITHIN_MS have passed (the publisher polls the stream); returns the last
 * reading. A read that meets the page mid-write is tried again.
 */
const until = async <T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> => {
  const deadline = Date.now() + PUBLISHED_WITHIN_MS;
  const attempt = () =>
    read().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
  let reading = await attempt();
  while (!('value' in reading && check(reading.value)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    reading = await attempt();
  }
  if ('error' in reading) throw reading.error;
  return reading.value;
};

const page = (url: string) => bucketText(pageKey(url));

/** The names on a page's product cards, in the order shown. */
const cardNames = (html: string): string[] =>
  [...html.matchAll(/<a class="card__link"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]!);

const link = (html: string, rel: string): string | undefined =>
  new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];

const sitemapUrls = async (): Promise<string[]> =>
  [...((await bucketText(SITEMAP_KEY)) ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

const productName = (code: string) => `Vòng bi cầu ${BRANDS[Number(code[1]) % 3]} ${code}`;

beforeAll(async () => {
  await prepareSiteBucket(SITE_URL);
  publisher = await startLocalPublisher(process.env.TABLE_NAME!);
  cookie = await api.login();
  const image = await createImage('vong-bi.png');

  const outer = await send<CategoryWithProducts>(api, 'POST', '/api/OuterProduct', {
    cookie,
    json: {
      name: 'Vòng bi cầu một dãy',
      namePath: CATEGORY,
      summaryDetail: 'Vòng bi cầu một dãy các dòng 60, 62 và 63.',
      productType: 0,
      imageId: image.id,
    },
  });
  expect(outer.status).toBe(201);
  outerId = outer.body.id;
  for (const code of CODES) {
    const created = await send<InnerProduct>(api, 'POST', '/api/InnerProduct', {
      cookie,
      json: {
        name: productName(code),
        namePath: `vong-bi-${code}`,
        description: `<p>Vòng bi cầu ${code}.</p>`,
        shortDescription: 'Vòng bi cầu một dãy',
        videos: '',
        imageId: image.id,
        imageIds: [],
        outerProductId: outerId,
        brand: BRANDS[Number(code[1]) % 3],
        madeIn: 'Đức',
        productSeries: code,
      },
    });
    expect(created.status).toBe(201);
    products.set(code, created.body);
  }
}, 240_000);

afterAll(async () => {
  await publisher?.stop();
});

describe('a category of 30 products made through the API', { timeout: PUBLISHED_WITHIN_MS + 30_000 }, () => {
  it('answers its products in designation order with the facts its filters read', async () => {
    const { status, body } = await send<CategoryWithProducts>(
      api,
      'GET',
      `/api/OuterProduct/GetByPath?path=${CATEGORY}`,
    );

    expect(status).toBe(200);
    expect(body.innerProducts.map((product) => product.name)).toEqual([...CODES].sort().map(productName));
    expect(body.innerProducts[0]).toMatchObject<Partial<CategoryProduct>>({
      brand: 'FAG',
      family: '60xx',
      boreMm: 10,
      outerDiameterMm: 26,
      widthMm: 8,
    });
  });

  it('is published as two pages: the first 24 in designation order, then the other 6', async () => {
    const second = await until(
      () => page(PAGE_2),
      (html) => html !== undefined && cardNames(html).length === 6,
    );
    const first = (await page(PAGE_1))!;
    const sorted = [...CODES].sort().map(productName);

    expect(cardNames(first)).toEqual(sorted.slice(0, 24));
    expect(cardNames(second!)).toEqual(sorted.slice(24));
    expect(await page(`/products/${CATEGORY}/page/3`)).toBeUndefined();
  });

  it('gives each page its own canonical URL and links it to the page before and after', async () => {
    const [first, second] = [(await page(PAGE_1))!, (await page(PAGE_2))!];

    expect(link(first, 'canonical')).toBe(`${SITE_URL}${PAGE_1}`);
    expect(link(first, 'prev')).toBeUndefined();
    expect(link(first, 'next')).toBe(`${SITE_URL}${PAGE_2}`);
    expect(link(second, 'canonical')).toBe(`${SITE_URL}${PAGE_2}`);
    expect(link(second, 'prev')).toBe(`${SITE_URL}${PAGE_1}`);
    expect(link(second, 'next')).toBeUndefined();
    expect(second).toContain('<title>Vòng bi cầu một dãy – Trang 2 | Vòng bi Việt</title>');
    // The pager links the pages to each other, as crawlers follow them.
    expect(first).toContain(`href="${PAGE_2}"`);
    expect(second).toContain(`href="${PAGE_1}"`);
  });

  it('lists both pages in the sitemap', async () => {
    const urls = await until(sitemapUrls, (listed) => listed.includes(`${SITE_URL}${PAGE_2}`));

    expect(urls).toEqual(expect.arrayContaining([`${SITE_URL}${PAGE_1}`, `${SITE_URL}${PAGE_2}`]));
    expect(urls.filter((url) => url.startsWith(`${SITE_URL}${PAGE_1}/page/`))).toEqual([`${SITE_URL}${PAGE_2}`]);
  });

  it('re-publishes both pages when a renamed product moves from the second to the first', async () => {
    const product = products.get('6309')!;
    const renamed = await send<InnerProduct>(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: {
        name: 'Vòng bi cầu NMB 6009-2RS',
        namePath: product.namePath,
        description: product.description,
        shortDescription: product.shortDescription,
        videos: product.videos,
        imageId: product.imageId,
        imageIds: product.imageIds,
        outerProductId: outerId,
        brand: product.brand,
        madeIn: product.madeIn,
        productSeries: '6009-2RS',
        updatedAt: product.updatedAt,
      },
    });
    expect(renamed.status).toBe(200);
    products.set('6309', renamed.body);

    const first = await until(
      () => page(PAGE_1),
      (html) => html !== undefined && cardNames(html).includes('Vòng bi cầu NMB 6009-2RS'),
    );
    const second = (await page(PAGE_2))!;

    expect(cardNames(first!).slice(9, 11)).toEqual([productName('6009'), 'Vòng bi cầu NMB 6009-2RS']);
    expect(cardNames(second)).not.toContain('Vòng bi cầu NMB 6009-2RS');
    expect(cardNames(second)[0]).toBe(productName('6303'));
  });

  it('removes the second page once deleted products leave only one page, and its sitemap entry', async () => {
    for (const code of ['6300', '6301', '6302', '6303', '6304', '6305']) {
      const deleted = await api.request(`/api/InnerProduct/${products.get(code)!.id}`, { method: 'DELETE', cookie });
      expect(deleted.status).toBe(204);
    }

    const second = await until(
      () => page(PAGE_2),
      (html) => html === undefined,
    );
    const first = (await page(PAGE_1))!;

    expect(second).toBeUndefined();
    expect(cardNames(first)).toHaveLength(24);
    expect(link(first, 'next')).toBeUndefined();
    const urls = await until(sitemapUrls, (listed) => !listed.includes(`${SITE_URL}${PAGE_2}`));
    expect(urls).not.toContain(`${SITE_URL}${PAGE_2}`);
    expect(urls).toContain(`${SITE_URL}${PAGE_1}`);
  });
});
