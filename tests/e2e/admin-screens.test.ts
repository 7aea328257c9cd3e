import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type {
  Article,
  Certificate,
  InnerProductSummary,
  OuterProductWithChildren,
  QuoteRequestReceipt,
} from '@vongbi/functions/contract';
import { ADMIN_SCREENS, screenAt } from '../../frontend/src/config/admin-screens';
import { adminCookie, apiOf, patience, recordDialogs, signIn, staffApi } from '../helpers/admin';
import { appLoaded, launchBrowser, screenshot, settled, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// Every back-office screen, on a phone and on a desktop: it loads with its heading, fits the width (tables
// scroll inside their box), logs no error or warning, and fetches nothing from another site. The
// screenshots under tests/.artifacts are for people to look at.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;

interface AxeRunner {
  run(
    context: { include: string[][] },
    options: { runOnly: string[] },
  ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const screens = (
  outer: OuterProductWithChildren,
  inner: InnerProductSummary,
  article: Article,
  quoteId: number,
  certificateId: number,
) => [
  { name: 'dashboard', path: '/admin', heading: 'Bảng điều khiển' },
  { name: 'about-us', path: '/admin/about-us', heading: 'Giới thiệu', editor: true },
  { name: 'configuration', path: '/admin/configuration', heading: 'Cấu hình', editor: true },
  { name: 'banner', path: '/admin/banner', heading: 'Banner' },
  { name: 'subscriptions', path: '/admin/subscriptions', heading: 'Đăng ký nhận tin' },
  { name: 'deleted', path: '/admin/deleted', heading: 'Đã xóa' },
  { name: 'quotes', path: '/admin/quotes', heading: 'Yêu cầu báo giá' },
  { name: 'quote', path: `/admin/quotes/${quoteId}`, heading: `Yêu cầu báo giá #${quoteId}` },
  { name: 'videos', path: '/admin/videos', heading: 'Video' },
  { name: 'videos-new', path: '/admin/videos/new', heading: 'Tạo video' },
  { name: 'certificates', path: '/admin/certificates', heading: 'Chứng nhận' },
  { name: 'certificates-new', path: '/admin/certificates/new', heading: 'Thêm chứng nhận' },
  {
    name: 'certificate-edit',
    path: `/admin/certificates/${certificateId}`,
    heading: `Sửa chứng nhận #${certificateId}`,
  },
  { name: 'articles', path: '/admin/articles', heading: 'Tất cả bài viết' },
  { name: 'articles-new', path: '/admin/articles/new', heading: 'Tạo bài viết', editor: true },
  { name: 'article-edit', path: `/admin/articles/${article.id}`, heading: `Sửa bài viết #${article.id}`, editor: true },
  { name: 'services', path: '/admin/services', heading: 'Dịch vụ' },
  { name: 'services-new', path: '/admin/services/new', heading: 'Tạo dịch vụ', editor: true },
  { name: 'news', path: '/admin/news', heading: 'Tin tức' },
  { name: 'news-new', path: '/admin/news/new', heading: 'Tạo tin tức', editor: true },
  { name: 'supports', path: '/admin/supports', heading: 'Hỗ trợ kỹ thuật' },
  { name: 'supports-new', path: '/admin/supports/new', heading: 'Tạo bài hỗ trợ kỹ thuật', editor: true },
  { name: 'products', path: '/admin/products', heading: 'Danh mục sản phẩm và dụng cụ' },
  { name: 'all-products', path: '/admin/all-products', heading: 'Sản phẩm' },
  { name: 'all-maintainproducts', path: '/admin/all-maintainproducts', heading: 'Dụng cụ bảo dưỡng' },
  { name: 'catalogue-import', path: '/admin/catalogue/import', heading: 'Nhập sản phẩm từ tệp' },
  { name: 'products-new', path: '/admin/products/new', heading: 'Tạo danh mục' },
  { name: 'products-new-maintain', path: '/admin/products/new?default=1', heading: 'Tạo danh mục dụng cụ bảo dưỡng' },
  { name: 'outer-edit', path: `/admin/products/${outer.id}`, heading: `Sửa danh mục: ${outer.name}` },
  {
    name: 'inner-new',
    path: `/admin/products/${outer.id}/new`,
    heading: `Thêm sản phẩm vào “${outer.name}”`,
    editor: true,
  },
  {
    name: 'inner-edit',
    path: `/admin/products/${outer.id}/${inner.id}`,
    heading: `Sửa sản phẩm: ${inner.name}`,
    editor: true,
  },
  { name: 'staff', path: '/admin/staff', heading: 'Tài khoản nhân viên' },
  { name: 'account', path: '/admin/account', heading: 'Tài khoản của bạn' },
  { name: 'audit', path: '/admin/audit', heading: 'Nhật ký thay đổi' },
];

describe('the screens visited below', () => {
  it('hold every screen of the back office’s table but the one that only moves on to another', () => {
    const outer = { id: 1, name: 'Danh mục', innerProducts: [] } as unknown as OuterProductWithChildren;
    const inner = { id: 2, name: 'Sản phẩm' } as InnerProductSummary;
    const visited: unknown[] = screens(outer, inner, { id: 3 } as Article, 4, 5).map((screen) => screenAt(screen.path));
    const missing = Object.entries(ADMIN_SCREENS)
      .filter(([, screen]) => !visited.includes(screen))
      .map(([id]) => id);
    expect(missing).toEqual(['innerProductById']);
  });
});

describe.each(Object.entries(viewports))('every admin screen on a %s', (device, viewport) => {
  it('loads, fits the width, logs nothing wrong and stays on our own origin', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    recordDialogs(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('request', (request) => {
      if (!/^(data|blob):/.test(request.url()) && !request.url().startsWith(siteUrl)) problems.push(request.url());
    });
    await signIn(page, siteUrl);
    const api = apiOf(context, siteUrl);
    const outer = (await api.get<OuterProductWithChildren[]>('/OuterProduct/GetOuterProducts')).body.find(
      (product) => product.innerProducts.length > 0,
    )!;
    const article = (await api.get<Article[]>('/Article')).body[0]!;
    // The seed's certificate.
    const certificate = (await api.get<Certificate[]>('/certificates/admin')).body[0]!;
    // A quote request of this test's own, one per device (the same one again within a minute would be the first).
    const quote = await staffApi(siteUrl, await adminCookie(siteUrl))<QuoteRequestReceipt>('/QuoteRequest', {
      method: 'POST',
      json: {
        customerName: 'Trần Thị Bình',
        phone: '0987 654 321',
        company: 'Nhà máy Thép Hòa Phát',
        note: `Cần hàng trong tuần, giao tại Hải Dương (${device}).`,
        items: [
          { innerProductId: outer.innerProducts[0]!.id, text: outer.innerProducts[0]!.name, quantity: 10 },
          { text: '6310 C3', quantity: 4 },
        ],
      },
    });

    try {
      for (const screen of screens(outer, outer.innerProducts[0]!, article, quote.id, certificate.id)) {
        await page.goto(`${siteUrl}${screen.path}`);
        // Each screen is the page's one main landmark, so a screen reader can skip the sidebar to it.
        await page.getByRole('main').getByRole('heading', { level: 1, name: screen.heading, exact: true }).waitFor();
        expect(await page.getByRole('main').count(), screen.path).toBe(1);
        if (screen.editor) await page.locator('.jodit-wysiwyg').first().waitFor();
        await settled(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), screen.path).toBeLessThanOrEqual(
          viewport.width,
        );
        await screenshot(page, `admin-${screen.name}-${viewport.width}`);
      }
    } finally {
      await api.send('DELETE', `/QuoteRequest/${quote.id}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('the admin navigation on a phone', () => {
  it('folds behind a menu button that lists every screen', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await signIn(page, siteUrl);
    const navigation = page.getByRole('navigation', { name: 'Quản trị' });
    expect(await navigation.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Menu' }).click();
    // The quote requests' link carries the badge ("2 mới") when other files' requests are new; its count is
    // tested in quote-request.test.ts. Here: which screens the menu lists.
    const links = (await navigation.getByRole('link').allTextContents()).map((text) => text.replace(/ \d+ mới$/, ''));
    expect(links).toEqual([
      'Bảng điều khiển',
      'Tất cả danh mục',
      'Sản phẩm',
      'Dụng cụ bảo dưỡng',
      'Nhập / xuất tệp',
      'Tất cả bài viết',
      'Dịch vụ',
      'Tin tức',
      'Hỗ trợ kỹ thuật',
      'Banner',
      'Video',
      'Chứng nhận',
      'Giới thiệu',
      'Cấu hình',
      'Đã xóa',
      'Yêu cầu báo giá',
      'Đăng ký nhận tin',
      'Tài khoản nhân viên',
      'Nhật ký thay đổi',
    ]);
    await screenshot(page, 'admin-menu-open-390');

    await navigation.getByRole('link', { name: 'Video' }).click();
    await page.waitForURL(`${siteUrl}/admin/videos`);
    expect(await navigation.isVisible()).toBe(false);
    await page.close();
  });
});

describe('the article table', () => {
  it('filters by type and by name (without diacritics) and sorts by last update', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/articles`);
    const rows = page.locator('.data-table tbody tr');
    await rows.first().waitFor();
    const all = await rows.count();

    await page.getByRole('button', { name: 'Dịch vụ', exact: true }).click();
    await page.waitForURL(`${siteUrl}/admin/articles?type=service`);
    // The address changes before the table shows the filtered rows.
    const typeCells = page.locator('.data-table tbody td:nth-child(5)');
    await expect.poll(async () => new Set(await typeCells.allTextContents()), patience).toEqual(new Set(['Dịch vụ']));
    const types = await typeCells.allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(types.length).toBeLessThan(all);
    expect(new Set(types)).toEqual(new Set(['Dịch vụ']));

    await page.getByRole('button', { name: 'Tất cả', exact: true }).click();
    await page.getByRole('searchbox').fill('can chinh dong tam');
    await expect.poll(() => rows.allTextContents(), patience).toEqual([expect.stringContaining('Căn chỉnh đồng tâm')]);

    await page.getByRole('searchbox').fill('');
    await expect.poll(() => rows.count(), patience).toBe(all);
    const newestFirst = await page.locator('.data-table tbody td:first-child').allTextContents();
    await page.getByRole('button', { name: /Cập nhật: mới nhất trước/ }).click();
    expect(await page.locator('.data-table tbody td:first-child').allTextContents()).toEqual(
      [...newestFirst].reverse(),
    );
    await page.close();
  });
});

describe('the public site', () => {
  it('never downloads the back office or the editor', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    const home = await page.goto(siteUrl, { waitUntil: 'networkidle' });
    expect(home?.status()).toBe(200);
    await appLoaded(page);
    await page.waitForLoadState('networkidle');

    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const text = await (await page.request.get(url)).text();
      expect(text, url).not.toContain('jodit-wysiwyg');
      expect(text, url).not.toContain('Đang up và nén ảnh');
      expect(text, url).not.toContain('Bảng điều khiển');
    }
    await page.close();
  });
});

describe.each(Object.entries(viewports))('the dashboard on a %s', (device, viewport) => {
  it('shows its tiles readable (axe colour contrast) and of one height, and a skip link leads past the sidebar', async () => {
    const page = await browser.newPage({ viewport });
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Bảng điều khiển' }).waitFor();

    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: AxeRunner }).axe;
      const result = await axe.run({ include: [['.stat-grid'], ['.tile-list']] }, { runOnly: ['color-contrast'] });
      return result.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
    });
    expect(violations).toEqual([]);
    // Tiles side by side share their row's height (one per row on a phone, where rows need not match).
    // An owner's: seven counts of content and three of customers, then five shortcuts (the newest quote requests,
    // whose number other tests decide, are left out).
    const tiles = await page
      .locator('.stat-grid .stat, .tile-list .tile:not(.recent-quote)')
      .evaluateAll((found) =>
        found.map((tile) => tile.getBoundingClientRect()).map(({ top, height }) => ({ top, height })),
      );
    expect(tiles.length).toBe(15);
    for (const tile of tiles) {
      for (const other of tiles.filter((each) => each.top === tile.top)) expect(other.height).toBe(tile.height);
    }
    // The space uploads take, as the sweep npm start runs (like the daily schedule) counted it.
    const usage = page.getByRole('region', { name: 'Dung lượng ảnh đã tải lên' });
    expect(await usage.textContent()).toMatch(/\d+(,\d)? MB\d+ ảnh \(\d+ tệp, kể cả các bản thu nhỏ\)/);
    expect(await usage.textContent()).toMatch(/Đo lúc \d\d:\d\d \d\d\/\d\d\/\d{4}/);
    // Giới thiệu and Cấu hình, the first two shortcuts.
    const pageTiles = tiles.slice(10, 12);
    if (device === 'desktop') expect(pageTiles[0]!.top).toBe(pageTiles[1]!.top);
    await screenshot(page, `admin-dashboard-tiles-${viewport.width}`);

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Bỏ qua menu, đến nội dung chính' });
    expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
    // Shown once focused, inside the screen.
    expect((await skipLink.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    // The next Tab goes on inside the screen, not back into the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await page.close();
  });
});

describe('the unique-path field of the catalogue and article forms', () => {
  it('is checked by the browser (a pattern it compiles) and logs no error', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await signIn(page, siteUrl);
    const api = apiOf(page.context(), siteUrl);
    const outer = (await api.get<OuterProductWithChildren[]>('/OuterProduct/GetOuterProducts')).body[0]!;

    for (const form of ['/admin/articles/new', '/admin/products/new', `/admin/products/${outer.id}/new`]) {
      await page.goto(`${siteUrl}${form}`);
      const field = page.getByLabel('Đường dẫn duy nhất');
      await field.waitFor();
      const validity = () =>
        field.evaluate((input: HTMLInputElement) => ({
          mismatch: input.validity.patternMismatch,
          valid: input.checkValidity(),
          message: input.validationMessage,
        }));

      await field.fill('Vòng bi FAG');
      expect(await validity(), form).toMatchObject({ mismatch: true, valid: false });
      expect((await validity()).message, form).not.toBe('');
      await field.fill('vong-bi-fag-6205');
      expect(await validity(), form).toEqual({ mismatch: false, valid: true, message: '' });
      // Longer than the server's 200 characters: the browser refuses it too.
      await field.fill('a'.repeat(201));
      expect(await validity(), form).toMatchObject({ mismatch: true, valid: false });
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
