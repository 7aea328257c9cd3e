/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerEntry, type Render } from '../helpers/server-entry';
import { firstUse, launchBrowser, standInYoutubeThumbnails } from '../helpers/browser';
import { publicPages } from '../helpers/public-pages';
import { siteUrl } from '../helpers/site-url';

// Every public URL renders to complete HTML in Node through the frontend's server entry, the way the
// publisher renders it. The entry is the publisher's own, built with the production bundle by the
// `npm start -- --prod` these tests run against, and its loaders reach that site's API over HTTP: the real
// handlers on DynamoDB Local with the demo seed, so what is rendered is what visitors get. The browser then
// hydrates that HTML with the production bundle, without a mismatch and without fetching the data again.

let render: Render;
let template: string;
let browser: Browser;

beforeAll(async () => {
  ({ render, template } = await loadServerEntry());
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const renderPage = (path: string) => render(path, { apiBaseUrl: `${siteUrl}/api`, template, siteUrl });

/** A configuration value as the API holds it now (other test files may have changed it). */
const configured = async (configKey: string): Promise<string> => {
  const items = (await (await fetch(`${siteUrl}/api/Configuration`)).json()) as { configKey: string; value: string }[];
  return items.find((item) => item.configKey === configKey)!.value;
};

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the server entry', () => {
  it.each(publicPages)('renders $path with its heading, title, description and status $status', async (page) => {
    const result = await renderPage(page.path);

    expect(result.status).toBe(page.status);
    const h1s = [...result.html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!).trim());
    expect(h1s).toHaveLength(1);
    if (typeof page.heading === 'string') expect(h1s[0]).toBe(page.heading);
    else expect(h1s[0]).toMatch(page.heading);
    const title = /<title>([^<]*)<\/title>/.exec(result.html)?.[1];
    expect(title).toContain(page.status === 404 ? 'Không tìm thấy trang' : 'Vòng bi Việt');
    expect(result.html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    // The configured shell is part of the HTML: hotline in the header, footer address, navigation targets.
    expect(result.html).toContain(`data-testid="header-phone">${await configured('PHONE')}<`);
    expect(result.html).toContain('Số 18 Phạm Văn Đồng');
    expect(result.html).toContain('href="/products/vong-bi-fag"');
    expect(result.html).toContain('id="router-hydration-data"');
  });

  it('renders the catalogue into the page: category products, product facts, related lists, search results', async () => {
    const category = textOf((await renderPage('/products/vong-bi-fag')).html);
    expect(category).toContain('Vòng bi cầu FAG 6205-2RSR');
    expect(category).toContain('Vòng bi côn FAG 32210-A');

    const product = textOf((await renderPage('/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr')).html);
    expect(product).toContain('6205-2RSR-C3');
    expect(product).toContain('Thông tin chi tiết');
    expect(product).toContain('Sản phẩm cùng loại');

    const search = textOf((await renderPage('/search/v%C3%B2ng%20bi%20fag')).html);
    expect(search).toContain('Vòng bi cầu FAG 6205-2RSR');
  });

  it('explains a bearing’s code and lists the other makers’ codes it replaces in the published HTML', async () => {
    const product = textOf((await renderPage('/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr')).html);

    expect(product).toContain('Giải mã ký hiệu');
    expect(product).toContain('6205 Vòng bi cầu rãnh sâu, cỡ 6205, đường kính lỗ 25 mm, ngoài 52 mm, rộng 15 mm');
    expect(product).toContain('2RSR Phớt cao su tiếp xúc ở cả hai mặt');
    expect(product).toContain('C3 Khe hở hướng kính C3: lớn hơn mức thường');
    expect(product).toContain('Thay thế đúng cho mã của hãng khác');
    for (const code of ['SKF 6205-2RSH/C3', 'SKF 6205-2RS1/C3', 'NSK 6205DDUC3', 'NTN 6205LLUC3', 'Koyo 6205-2RSC3']) {
      expect(product).toContain(code);
    }
    // A shielded or normal-clearance spelling would not be the same bearing.
    expect(product).not.toContain('SKF 6205-2Z');
    expect(product).not.toContain('NSK 6205DDU ');

    const cylindrical = textOf((await renderPage('/products/vong-bi-fag/vong-bi-dua-fag-nu2212-e-xl-tvp2')).html);
    expect(cylindrical).toContain('TVP2 Vòng cách polyamide gia cường sợi thủy tinh');
    expect(cylindrical).toContain('SKF NU 2212 ECP');
  });

  it('shows N/A for the facts a product lacks', async () => {
    const product = textOf((await renderPage('/products/vong-bi-khac/vong-bi-cau-6204-thanh-ly')).html);

    expect(product).toContain('Thương hiệu N/A');
    expect(product).toContain('Xuất xứ N/A');
    expect(product).toContain('Mã sản phẩm 6204');
  });

  it('answers 404 for a product path under another category', async () => {
    const result = await renderPage('/products/vong-bi-ina/vong-bi-cau-fag-6205-2rsr');

    expect(result.status).toBe(404);
    expect(textOf(result.html)).toContain('Không tìm thấy trang');
  });

  it('escapes what the API holds: no catalogue text can end the data block', async () => {
    const result = await renderPage('/');
    const data = /<script type="application\/json" id="router-hydration-data">([\s\S]*?)<\/script>/.exec(
      result.html,
    )?.[1];

    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    expect(JSON.parse(data!)).toHaveProperty('loaderData');
  });
});

describe('the browser hydrates the rendered HTML', () => {
  it.each(publicPages.filter((page) => page.status === 200).map((page) => page.path))(
    '%s: no mismatch, no second fetch of the page data, links navigate in the app',
    async (path) => {
      const { html } = await renderPage(path);
      const page = await browser.newPage();
      await standInYoutubeThumbnails(page);
      const errors: string[] = [];
      const apiCalls: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => {
        // The search page's view is counted once the app runs (the search log), which is no fetch of its data.
        const reportsSearch = request.method() === 'POST' && new URL(request.url()).pathname === '/api/SearchLog';
        if (new URL(request.url()).pathname.startsWith('/api/') && !reportsSearch) apiCalls.push(request.url());
      });
      // The published page stands in for the app shell at this URL.
      await page.route(`${siteUrl}${path}`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
      );

      await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
      await firstUse(page);
      await expect.poll(() => page.evaluate(() => Boolean(window.__staticRouterHydrationData))).toBe(true);

      expect(errors).toEqual([]);
      expect(apiCalls).toEqual([]);
      const services = page
        .getByRole('navigation', { name: 'Điều hướng chính' })
        .getByRole('link', { name: 'Dịch vụ' });
      // The entry reads the page's data before React has hydrated it: until React owns the link, a click is a plain
      // link followed to the published page, which needs no request.
      await expect
        .poll(() => services.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__react'))))
        .toBe(true);
      await services.click();
      await page.getByRole('heading', { level: 1, name: 'Dịch vụ kỹ thuật' }).waitFor();
      // On /services itself the heading is there before the click, and the app asks for the page again after it.
      await expect.poll(() => apiCalls.some((url) => url.includes('/api/Article/GetServices'))).toBe(true);
      await page.close();
    },
  );
});

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}
