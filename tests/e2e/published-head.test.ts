/// <reference lib="dom" />
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseDocument } from 'htmlparser2';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerEntry, type Render } from '../helpers/server-entry';
import { appLoaded, launchBrowser, standInYoutubeThumbnails, viewports } from '../helpers/browser';
import { adminCookie, staffApi } from '../helpers/admin';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
import { siteUrl } from '../helpers/site-url';

// A published page as a shared link, a crawler and a visitor's browser get it. Pages are rendered with the
// frontend's built server entry, as the publisher renders them, against the API of the site `npm start --
// --prod` runs for these tests, and served by a small HTTP server of this file at their own URLs, with the
// site's own security headers; every other request goes through to the site. The rendered page names that server's origin as its own, so its absolute URLs can be fetched.

// `$&` and `$'` would be replacement patterns to String.replace, were the page spliced into its template by one.
const HOSTILE_NAME = "Vòng bi thử </script><script>alert(1)</script> “đặc biệt” & <b> $& $'";
const stamp = Date.now().toString(36);

let render: Render;
let template: string;
let browser: Browser;
let server: Server;
let origin: string;
let shellHeaders: Record<string, string>;
let hostilePath: string;
const created: string[] = [];
/** The rendered pages the server of this file answers, by path and query. */
const published = new Map<string, string>();

let api: ReturnType<typeof staffApi>;

/** Headers a response carries along unchanged (fetch has already decoded the body). */
const passedOn = (headers: Headers): Record<string, string> => {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)) {
      kept[name] = value;
    }
  });
  return kept;
};

beforeAll(async () => {
  ({ render, template } = await loadServerEntry());
  // The site's headers on its HTML (the content security policy above all) go on the rendered pages too.
  shellHeaders = passedOn((await fetch(`${siteUrl}/`)).headers);

  server = createServer((request, response) => {
    const html = published.get(request.url ?? '');
    if (html !== undefined) {
      response.writeHead(200, { ...shellHeaders, 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const upstream = await fetch(`${siteUrl}${request.url}`, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
          ),
        ),
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      response.writeHead(upstream.status, passedOn(upstream.headers)).end(Buffer.from(await upstream.arrayBuffer()));
    })().catch((error: unknown) => response.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  api = staffApi(siteUrl, await adminCookie(siteUrl));
  const [outer] = await api<{ id: number; namePath: string; image: { id: number } }[]>(
    '/OuterProduct/GetOuterProducts',
  );
  const inner = await api<{ id: number; namePath: string }>('/InnerProduct', {
    method: 'POST',
    json: {
      name: HOSTILE_NAME,
      namePath: `vong-bi-thu-dac-biet-${stamp}`,
      description: '<p>Mô tả</p>',
      shortDescription: HOSTILE_NAME,
      imageId: outer!.image.id,
      outerProductId: outer!.id,
      brand: 'FAG </script>',
      productSeries: 'THU-01',
    },
  });
  created.push(`/InnerProduct/${inner.id}`);
  hostilePath = `/products/${outer!.namePath}/${inner.namePath}`;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  for (const path of created.reverse()) await api(path, { method: 'DELETE' });
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Renders a URL as the publisher would and serves it at that URL. */
const publish = async (path: string): Promise<string> => {
  const result = await render(path, { apiBaseUrl: `${siteUrl}/api`, template, siteUrl: origin });
  expect(result.status).toBe(200);
  published.set(path, result.html);
  return result.html;
};

interface Element {
  name: string;
  attributes: Record<string, string>;
  text: string;
}

/** The document as a crawler reads it: parsed HTML, entities decoded. */
const read = (html: string) => {
  const elements: Element[] = [];
  const walk = (nodes: ReturnType<typeof parseDocument>['children'], inHead: boolean) => {
    for (const node of nodes) {
      if (node.type !== 'tag' && node.type !== 'script') continue;
      const text = (function textOf(children: typeof nodes): string {
        return children
          .map((child) => ('data' in child ? child.data : 'children' in child ? textOf(child.children) : ''))
          .join('');
      })(node.children);
      elements.push({
        name: node.name,
        attributes: { ...node.attribs, ...(inHead ? { 'data-in-head': '' } : {}) },
        text,
      });
      walk(node.children, inHead || node.name === 'head');
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children, false);
  const head = elements.filter((element) => 'data-in-head' in element.attributes);
  const meta = (key: string) =>
    head.find((element) => element.name === 'meta' && (element.attributes.property ?? element.attributes.name) === key)
      ?.attributes.content;
  const link = (rel: string) => head.find((element) => element.name === 'link' && element.attributes.rel === rel);
  const jsonLd = head
    .filter((element) => element.name === 'script' && element.attributes.type === 'application/ld+json')
    .flatMap((element) => (JSON.parse(element.text) as { '@graph': Record<string, unknown>[] })['@graph']);
  const node = (type: string) => jsonLd.find((entry) => entry['@type'] === type);
  return { elements, head, meta, link, jsonLd, node };
};

/** The uploaded image a URL shows, whichever variant of it: the key without `-w640.webp` or `.png`. */
const picture = (url: string) => url.replace(/(-w\d+\.webp|\.[a-z]+)$/, '');

const configured = async (configKey: string): Promise<string> =>
  (await api<{ configKey: string; value: string }[]>('/Configuration')).find((item) => item.configKey === configKey)!
    .value;

const pageTypes = [
  // Home's largest element is its hero heading, the banners sit below it: no image jumps the queue.
  { name: 'home', path: '/', ogType: 'website', types: ['Organization'], lcp: false },
  { name: 'category', path: '/products/vong-bi-fag', ogType: 'website', types: ['BreadcrumbList'], lcp: false },
  {
    name: 'inner product',
    path: '/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr',
    ogType: 'product',
    types: ['Product', 'BreadcrumbList'],
    lcp: true,
    videos: 1,
  },
  {
    name: 'news article',
    path: '/blogs/canh-bao-vong-bi-gia-mao',
    ogType: 'article',
    types: ['NewsArticle', 'BreadcrumbList'],
    lcp: true,
    videos: 0,
  },
  {
    name: 'service article',
    path: '/services/do-phan-tich-rung-dong',
    ogType: 'article',
    types: ['Article', 'BreadcrumbList'],
    lcp: true,
    videos: 1,
  },
  { name: 'news list', path: '/blogs?type=news', ogType: 'website', types: ['BreadcrumbList'], lcp: false },
] as const;

describe('the head of a published page', () => {
  it.each(pageTypes)(
    '$name: title, description, canonical, Open Graph, Twitter card and JSON-LD',
    async ({ path, ogType, types }) => {
      const page = read(await publish(path));
      const canonical = `${origin}${path}`;
      const h1 = page.elements.find((element) => element.name === 'h1')!.text.trim();

      expect(page.elements.find((element) => element.name === 'html')?.attributes.lang).toBe('vi');
      const title = page.head.find((element) => element.name === 'title')!.text;
      expect(title).toBe(path === '/' ? 'Vòng bi Việt' : `${h1} | Vòng bi Việt`);
      expect(page.meta('description')!.length).toBeGreaterThan(20);
      expect(page.meta('robots')).toBeUndefined();
      expect(page.link('canonical')?.attributes.href).toBe(canonical);
      expect(page.meta('og:type')).toBe(ogType);
      expect(page.meta('og:url')).toBe(canonical);
      expect(page.meta('og:title')).toBe(path === '/' ? 'Vòng bi Việt' : h1);
      expect(page.meta('og:description')).toBe(page.meta('description'));
      expect(page.meta('og:locale')).toBe('vi_VN');
      expect(page.meta('og:site_name')).toBe('Vòng bi Việt');
      expect(page.meta('twitter:card')).toBe('summary_large_image');
      expect(page.meta('twitter:title')).toBe(page.meta('og:title'));
      expect(page.meta('twitter:description')).toBe(page.meta('description'));
      expect(page.meta('twitter:image')).toBe(page.meta('og:image'));
      // The shared picture is absolute and really there.
      const image = await fetch(page.meta('og:image')!);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/(png|jpeg|webp)$/);

      expect(page.jsonLd.map((node) => node['@type'])).toEqual(types);
      const breadcrumb = page.node('BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
      if (breadcrumb) {
        expect(breadcrumb.itemListElement[0]).toMatchObject({ name: 'Trang chủ', item: `${origin}/` });
        expect(breadcrumb.itemListElement.at(-1)).toMatchObject({ item: canonical });
      }
    },
  );

  it('describes home as the company, with its configured contact details', async () => {
    const home = read(await publish('/'));

    expect(home.node('Organization')).toMatchObject({
      name: 'Vòng bi Việt',
      url: `${origin}/`,
      logo: `${origin}/logo.png`,
      telephone: await configured('PHONE'),
      email: await configured('FOOTER_COL1_EMAIL'),
      address: { streetAddress: await configured('CONTACT_ADDRESS') },
    });
    expect((await fetch(`${origin}/logo.png`)).headers.get('content-type')).toBe('image/png');
  });

  it('names an inner product with its brand, sku and own images, and no offer', async () => {
    const product = read(await publish('/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr'));
    const node = product.node('Product')!;

    expect(node).toMatchObject({
      name: 'Vòng bi cầu FAG 6205-2RSR',
      brand: { '@type': 'Brand', name: 'FAG' },
      sku: '6205-2RSR-C3',
      description: 'Vòng bi cầu một dãy, hai phớt cao su, khe hở C3, bôi trơn trọn đời bằng mỡ chịu nhiệt.',
    });
    expect(node).not.toHaveProperty('offers');
    // The demo seed left its size to the server, which filled it from the code 6205; technical values, when the
    // seed gives them, follow d, D and B.
    expect((node.additionalProperty as unknown[]).slice(0, 3)).toEqual([
      { '@type': 'PropertyValue', name: 'Đường kính trong', value: 25, unitCode: 'MMT', unitText: 'mm' },
      { '@type': 'PropertyValue', name: 'Đường kính ngoài', value: 52, unitCode: 'MMT', unitText: 'mm' },
      { '@type': 'PropertyValue', name: 'Chiều rộng', value: 15, unitCode: 'MMT', unitText: 'mm' },
    ]);
    const images = node.image as string[];
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]).toBe(product.meta('og:image'));
    expect(images.every((url) => url.startsWith(`${origin}/static/files/`))).toBe(true);
    expect(product.node('BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1 },
        { position: 2, name: 'Sản phẩm', item: `${origin}/products` },
        { position: 3, name: 'Vòng bi FAG', item: `${origin}/products/vong-bi-fag` },
        { position: 4 },
      ],
    });
  });

  it("states a product's technical data with UN/CEFACT units, writes it in a table, and never a price", async () => {
    const [outer] = await api<{ id: number; namePath: string; image: { id: number } }[]>(
      '/OuterProduct/GetOuterProducts',
    );
    const checkedAt = vietnamToday();
    const inner = await api<{ id: number; namePath: string }>('/InnerProduct', {
      method: 'POST',
      json: {
        name: `Vòng bi thử thông số ${stamp}`,
        namePath: `vong-bi-thu-thong-so-${stamp}`,
        description: '<p>Mô tả</p>',
        shortDescription: 'Vòng bi cầu một dãy',
        imageId: outer!.image.id,
        outerProductId: outer!.id,
        brand: 'FAG',
        productSeries: '6206-2RSR',
        boreMm: 30,
        outerDiameterMm: 62,
        widthMm: 16,
        // As staff type them, and as numbers: the server reads both.
        dynamicLoadKn: '19,5',
        staticLoadKn: 11.3,
        referenceSpeedRpm: '24 000',
        limitingSpeedRpm: 14_000,
        availability: { status: 'short_lead', checkedAt },
      },
    });
    created.push(`/InnerProduct/${inner.id}`);

    const html = await publish(`/products/${outer!.namePath}/${inner.namePath}`);
    const page = read(html);
    const node = page.node('Product')!;

    const property = (name: string, value: number, unitCode: string, unitText: string) => ({
      '@type': 'PropertyValue',
      name,
      value,
      unitCode,
      unitText,
    });
    expect(node.additionalProperty).toEqual([
      property('Đường kính trong', 30, 'MMT', 'mm'),
      property('Đường kính ngoài', 62, 'MMT', 'mm'),
      property('Chiều rộng', 16, 'MMT', 'mm'),
      property('Tải trọng động C', 19.5, 'B47', 'kN'),
      property('Tải trọng tĩnh C0', 11.3, 'B47', 'kN'),
      property('Tốc độ tham chiếu', 24_000, 'RPM', 'vòng/phút'),
      property('Tốc độ giới hạn', 14_000, 'RPM', 'vòng/phút'),
    ]);
    expect(JSON.stringify(page.jsonLd)).not.toMatch(/offer|price|availability/i);
    // The mass was not given: no line for it.
    const rows = page.elements.filter((element) => element.name === 'tr' && 'data-spec' in element.attributes);
    expect(rows.map((row) => row.text)).toEqual([
      'Đường kính trong d30mm',
      'Đường kính ngoài D62mm',
      'Chiều rộng B16mm',
      'Tải trọng động C19,5kN',
      'Tải trọng tĩnh C011,3kN',
      'Tốc độ tham chiếu24.000vòng/phút',
      'Tốc độ giới hạn14.000vòng/phút',
    ]);
    // Published with the day it was checked, which the page judges again in the visitor's browser.
    const badge = page.elements.find((element) => element.attributes['data-checked-at'] === checkedAt);
    expect(badge?.text).toBe(`Giao trong 2–5 ngày · cập nhật ${checkedAt.slice(8)}/${checkedAt.slice(5, 7)}`);
  });

  it('lists the codes staff confirmed as equivalents under “Mã tương đương”, and as similar products in JSON-LD', async () => {
    const [outer] = await api<{ id: number; namePath: string; image: { id: number } }[]>(
      '/OuterProduct/GetOuterProducts',
    );
    const inner = await api<{ id: number; namePath: string }>('/InnerProduct', {
      method: 'POST',
      json: {
        name: `Vòng bi thử mã tương đương ${stamp}`,
        namePath: `vong-bi-thu-ma-tuong-duong-${stamp}`,
        description: '<p>Mô tả</p>',
        imageId: outer!.image.id,
        outerProductId: outer!.id,
        brand: 'FAG',
        productSeries: '6207-2RSR',
        crossReferences: [
          { brand: 'SKF', code: '6207-2RS1' },
          { brand: 'NSK', code: '6207DDU' },
        ],
      },
    });
    created.push(`/InnerProduct/${inner.id}`);

    const page = read(await publish(`/products/${outer!.namePath}/${inner.namePath}`));

    expect(page.elements.find((element) => element.attributes.id === 'cross-references-heading')?.text).toBe(
      'Mã tương đương',
    );
    const section = page.elements.findIndex((element) => element.attributes.class === 'cross-references-list');
    const items = page.elements.slice(section).filter((element) => element.name === 'li');
    expect(items.slice(0, 2).map((item) => item.text)).toEqual(['SKF 6207-2RS1', 'NSK 6207DDU']);
    expect(page.node('Product')!.isSimilarTo).toEqual([
      { '@type': 'Product', name: 'SKF 6207-2RS1', brand: { '@type': 'Brand', name: 'SKF' }, mpn: '6207-2RS1' },
      { '@type': 'Product', name: 'NSK 6207DDU', brand: { '@type': 'Brand', name: 'NSK' }, mpn: '6207DDU' },
    ]);
  });

  it('writes no “Mã tương đương” and no similar products for a product without confirmed codes', async () => {
    const page = read(await publish('/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr'));

    expect(page.elements.some((element) => element.attributes.id === 'cross-references-heading')).toBe(false);
    expect(page.node('Product')).not.toHaveProperty('isSimilarTo');
  });

  it('dates an article and names the company as its author and publisher', async () => {
    const article = read(await publish('/blogs/canh-bao-vong-bi-gia-mao'));
    const node = article.node('NewsArticle')!;

    expect(node).toMatchObject({
      headline: 'Cảnh báo vòng bi giả mạo thương hiệu FAG',
      author: { '@type': 'Organization', name: 'Vòng bi Việt' },
      publisher: { '@type': 'Organization', name: 'Vòng bi Việt', logo: { url: `${origin}/logo.png` } },
    });
    expect(Date.parse(node.datePublished as string)).not.toBeNaN();
    expect(Date.parse(node.dateModified as string)).toBeGreaterThanOrEqual(Date.parse(node.datePublished as string));
    expect((node.image as string[])[0]).toBe(article.meta('og:image'));
  });

  it.each(pageTypes.filter((page) => page.lcp))(
    '$name: preloads its largest image, the one picture shown with high priority',
    async ({ path }) => {
      const page = read(await publish(path));
      // The template's own font preload is beside it; this counts the image preloads.
      const preloads = page.head.filter(
        (element) =>
          element.name === 'link' && element.attributes.rel === 'preload' && element.attributes.as !== 'font',
      );
      const priority = page.elements.filter(
        (element) => element.name === 'img' && element.attributes.fetchpriority === 'high',
      );

      expect(preloads).toHaveLength(1);
      expect(priority).toHaveLength(1);
      const preload = preloads[0]!.attributes;
      expect(preload).toMatchObject({ as: 'image', fetchpriority: 'high' });
      expect(preload.imagesizes).toBeTruthy();
      const candidates = preload.imagesrcset!.split(',').map((entry) => entry.trim().split(' ')[0]!);
      expect(candidates).toHaveLength(3);
      for (const url of [preload.href!, ...candidates])
        expect(picture(url)).toBe(picture(priority[0]!.attributes.src!));
      expect(priority[0]!.attributes.loading).toBe('eager');
    },
  );

  it.each(pageTypes.filter((page) => !page.lcp))(
    '$name: preloads no image and gives none high priority (its largest element is text or a card)',
    async ({ path }) => {
      const page = read(await publish(path));
      const imagePreloads = page.head.filter(
        (element) =>
          element.name === 'link' && element.attributes.rel === 'preload' && element.attributes.as === 'image',
      );
      const priority = page.elements.filter(
        (element) => element.name === 'img' && element.attributes.fetchpriority === 'high',
      );

      expect(imagePreloads).toEqual([]);
      expect(priority).toEqual([]);
    },
  );

  it.each(pageTypes)(
    '$name: names no script file; its one script is inline, allowed by the CSP by its hash',
    async ({ path }) => {
      const page = read(await publish(path));
      const scripts = page.elements.filter(
        (element) => element.name === 'script' && !/json$/.test(element.attributes.type ?? ''),
      );
      expect(scripts).toHaveLength(1);
      expect(scripts[0]!.attributes).toMatchObject({ type: 'module' });
      expect(scripts[0]!.attributes.src).toBeUndefined();
      expect(scripts[0]!.text).toContain('import(');
      const preloads = page.elements.filter(
        (element) =>
          element.name === 'link' && (element.attributes.rel === 'modulepreload' || element.attributes.as === 'script'),
      );
      expect(preloads).toEqual([]);
      const hash = createHash('sha256').update(scripts[0]!.text).digest('base64');
      const scriptSources = shellHeaders['content-security-policy']!.split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSources).toBe(`script-src 'self' 'sha256-${hash}'`);
    },
  );

  it('keeps a hostile product name inside its elements: no script of its own, text and diacritics intact', async () => {
    const html = await publish(hostilePath);
    const page = read(html);

    expect(html).not.toContain('</script><script>alert(1)');
    expect(page.elements.filter((element) => element.name === 'b')).toEqual([]);
    const scripts = page.elements.filter((element) => element.name === 'script');
    expect(scripts.map((script) => script.attributes.type).sort()).toEqual([
      'application/json',
      'application/json',
      'application/ld+json',
      'module',
    ]);
    expect(page.node('Product')).toMatchObject({ name: HOSTILE_NAME, brand: { name: 'FAG </script>' } });
    expect(page.meta('og:title')).toBe(HOSTILE_NAME);
    expect(page.meta('twitter:title')).toBe(HOSTILE_NAME);
    expect(page.head.find((element) => element.name === 'title')!.text).toBe(`${HOSTILE_NAME} | Vòng bi Việt`);

    const tab = await browser.newPage();
    const dialogs: string[] = [];
    tab.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await tab.goto(`${origin}${hostilePath}`, { waitUntil: 'networkidle' });
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe(HOSTILE_NAME);
    expect(dialogs).toEqual([]);
    await tab.close();
  });

  it('keeps search results out of indexes: noindex in the shell and in the page the browser renders', async () => {
    const shell = read(await (await fetch(`${siteUrl}/search/vong%20bi`)).text());
    expect(shell.meta('robots')).toBe('noindex');

    const tab = await browser.newPage();
    await tab.goto(`${siteUrl}/search/vong%20bi`);
    await tab.getByRole('heading', { level: 1, name: 'Tìm kiếm theo tên: vong bi' }).waitFor();
    expect(await tab.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // A page reached from there in the app is indexable again.
    await tab.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Dịch vụ' }).click();
    await tab.getByRole('heading', { level: 1, name: 'Dịch vụ kỹ thuật' }).waitFor();
    await expect.poll(() => tab.locator('meta[name="robots"]').count()).toBe(0);
    await tab.close();
  });

  // A file icon is one more request on every first view (revalidated, as the shell is), and on a page whose
  // largest paint is text it was the only request after the document.
  it('carries the site icon inside the page: the tab shows it without a request', async () => {
    const page = read(await publish('/tools/mounting-temperature'));
    const icon = page.link('icon')?.attributes.href ?? '';
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(icon.slice(icon.indexOf(',') + 1))).toMatch(
      /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'.*<\/svg>$/,
    );

    const tab = await browser.newPage({ viewport: viewports.phone });
    const requested: string[] = [];
    tab.on('request', (request) => requested.push(request.url()));
    await tab.goto(`${origin}/tools/mounting-temperature`, { waitUntil: 'load' });
    await appLoaded(tab);
    await tab.waitForLoadState('networkidle');
    expect(requested.filter((url) => /icon/i.test(new URL(url).pathname))).toEqual([]);
    expect(requested[0]).toBe(`${origin}/tools/mounting-temperature`);
    await tab.close();
  });
});

describe('the browser takes over a published page', () => {
  it.each(pageTypes.filter((page) => page.lcp))(
    '$name: fetches no script before its largest image has arrived',
    async ({ path }) => {
      await publish(path);
      const tab = await browser.newPage({ viewport: viewports.phone });
      // Images arrive late, as on a slow phone, so the app would be fetched first were it not held back.
      await tab.route('**/static/files/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      const events: string[] = [];
      tab.on('requestfinished', (request) => {
        if (request.resourceType() === 'image') events.push(`image ${new URL(request.url()).pathname}`);
      });
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') events.push('script');
      });

      await tab.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await appLoaded(tab);
      const largest = await tab.locator('img[fetchpriority="high"]').evaluate((image: HTMLImageElement) => {
        return new URL(image.currentSrc).pathname;
      });
      expect(events).toContain('script');
      expect(events).toContain(`image ${largest}`);
      expect(events.indexOf(`image ${largest}`)).toBeLessThan(events.indexOf('script'));
      await tab.close();
    },
  );

  it.each(pageTypes.filter((page) => page.lcp))(
    '$name: publishes its lazy images as boxes of their size without an address and its videos as play buttons, no player until pressed',
    async ({ path, videos }) => {
      const page = read(await publish(path));
      const images = page.elements.filter((element) => element.name === 'img');
      expect(images.length).toBeGreaterThan(0);
      const boxes = page.elements.filter((element) => /\bimage-pending\b/.test(element.attributes.class ?? ''));
      expect(boxes.length).toBeGreaterThan(0);
      expect(images.filter((image) => image.attributes.loading === 'lazy')).toEqual(boxes);
      for (const box of boxes) {
        expect(box.attributes.style).toMatch(/aspect-ratio:\s*\d+ \/ \d+/);
        expect(box.attributes).not.toHaveProperty('src');
        expect(box.attributes).not.toHaveProperty('srcset');
        expect(box.attributes['data-src']).toMatch(/^\/static\//);
      }
      // A video is published as its play button in a box of fixed size: no frame, no player, no thumbnail yet.
      expect(page.elements.filter((element) => element.name === 'iframe')).toEqual([]);
      const buttons = page.elements.filter(
        (element) => element.name === 'button' && /^Phát video: /.test(element.attributes['aria-label'] ?? ''),
      );
      expect(buttons).toHaveLength(videos);
      expect(images.filter((image) => image.attributes.src?.startsWith('https://i.ytimg.com/'))).toEqual([]);

      const tab = await browser.newPage({ viewport: viewports.phone });
      await tab.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await expect.poll(() => tab.locator('.image-pending').count()).toBe(0);
      expect(await tab.locator('img[loading="lazy"]').count()).toBeGreaterThanOrEqual(boxes.length);
      expect(await tab.locator('iframe').count()).toBe(0);
      expect(await tab.getByRole('button', { name: /^Phát video: / }).count()).toBe(videos);
      await tab.close();
    },
  );

  // Every picture fetched with the largest one shares a phone's bandwidth with it: /services measured 1.51 × its
  // floor's LCP with four cards loading at once, 1.01 × with one.
  it.each(['/products', '/services', '/blogs', '/blogs?type=news'])(
    '%s: publishes one picture to load at once, the first a phone shows, and every other one lazy',
    async (path) => {
      const images = read(await publish(path)).elements.filter((element) => element.name === 'img');
      const addressed = images.filter((image) => image.attributes.src !== undefined);
      expect(addressed).toHaveLength(1);
      expect(addressed[0]).toBe(images[0]);
      expect(addressed[0]!.attributes.loading).toBe('eager');
      expect(images.slice(1).every((image) => image.attributes.loading === 'lazy')).toBe(true);
      expect(images.length).toBeGreaterThan(3);
    },
  );

  // A press before the app runs waits for it (first-use.test.ts): a disabled button would drop it.
  it('publishes the search and subscribe buttons ready to press', async () => {
    const page = read(await publish('/'));
    const submits = page.elements.filter(
      (element) => element.name === 'button' && element.attributes.type === 'submit',
    );
    expect(submits.map((button) => 'disabled' in button.attributes)).toEqual([false, false]);
  });

  it.each(pageTypes)('$name: hydrates from the inline data, with no API request and no error', async ({ path }) => {
    await publish(path);
    const tab = await browser.newPage({ viewport: viewports.phone });
    await standInYoutubeThumbnails(tab);
    const errors: string[] = [];
    const apiRequests: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });

    await tab.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    // React has taken over the server's markup: its elements carry React's own properties.
    await expect
      .poll(() =>
        tab.evaluate(() =>
          Object.keys(document.querySelector('#main') ?? {}).some((key) => key.startsWith('__reactFiber')),
        ),
      )
      .toBe(true);

    expect(apiRequests).toEqual([]);
    expect(errors).toEqual([]);
    await tab.close();
  });
});
