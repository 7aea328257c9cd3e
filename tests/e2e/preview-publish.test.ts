import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { InnerProduct, OuterProductWithChildren, StaffConfigItem } from '@vongbi/functions/contract';
import {
  adminCookie,
  drawJpeg,
  newTestProduct,
  patience,
  recordDialogs,
  signIn,
  staffApi,
  uniqueSuffix,
} from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// "Xem trước" opens the page the unsaved values would publish, without saving; after a save the back office says
// "Đang xuất bản…" and then "Đã xuất bản" with a link once the public page holds the save, or that publishing
// failed and what to do.

let browser: Browser;
let api: ReturnType<typeof staffApi>;
let outer: OuterProductWithChildren;

beforeAll(async () => {
  browser = await launchBrowser();
  api = staffApi(siteUrl, await adminCookie(siteUrl));
  outer = (await api<OuterProductWithChildren[]>('/OuterProduct/GetOuterProducts')).find(
    (product) => product.innerProducts.length > 0,
  )!;
});
afterAll(async () => {
  await browser?.close();
});

const newProduct = (name: string): Promise<InnerProduct> =>
  newTestProduct(api, outer, { name, pathPrefix: 'xuat-ban', productSeries: '6206' });

const editScreen = async (viewport: { width: number; height: number }, product: InnerProduct) => {
  const page = await browser.newPage({ viewport });
  await signIn(page, siteUrl);
  const dialogs = recordDialogs(page);
  await page.goto(`${siteUrl}/admin/products/${outer.id}/${product.id}`);
  await page.getByLabel('Tên sản phẩm').waitFor();
  return { page, dialogs };
};

const publicUrl = (product: InnerProduct) => `/products/${outer.namePath}/${product.namePath}`;

describe('Xem trước', () => {
  it.each(Object.entries(viewports))(
    'opens the unsaved values as the page would be published, noindex, saving nothing (%s)',
    async (_device, viewport) => {
      const product = await newProduct(`Vòng bi xem trước ${uniqueSuffix()}`);
      const { page } = await editScreen(viewport, product);
      await page.getByLabel('Tên sản phẩm').fill(`${product.name} (chưa lưu)`);

      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: 'Xem trước' }).click(),
      ]);

      await tab.getByRole('heading', { level: 1, name: `${product.name} (chưa lưu)` }).waitFor(patience);
      expect(await tab.getByRole('status').first().textContent()).toBe('Bản xem trước: chưa lưu, chưa xuất bản');
      expect(await tab.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(tab, `admin-preview-${viewport.width}`);
      expect((await api<InnerProduct>(`/InnerProduct/${product.id}`)).name).toBe(product.name);
      const published = await (await fetch(`${siteUrl}${publicUrl(product)}`)).text();
      expect(published).not.toContain('(chưa lưu)');
      await tab.close();
      await page.close();
    },
  );

  it('keeps the form’s values and shows the server’s message when they cannot be previewed', async () => {
    const product = await newProduct(`Vòng bi không xem được ${uniqueSuffix()}`);
    const { page } = await editScreen(viewports.desktop, product);
    await page.getByLabel('Tên sản phẩm').fill(' ');

    await page.getByRole('button', { name: 'Xem trước' }).click();

    await page.getByRole('alert').getByText('Dữ liệu không hợp lệ').waitFor(patience);
    expect(page.context().pages()).toHaveLength(1);
    await page.close();
  });
});

describe('publish status after a save', () => {
  it.each(Object.entries(viewports))(
    'says Đang xuất bản…, then Đã xuất bản with a link once the public page holds the save (%s)',
    async (_device, viewport) => {
      const product = await newProduct(`Vòng bi xuất bản ${uniqueSuffix()}`);
      const { page, dialogs } = await editScreen(viewport, product);
      const renamed = `${product.name} 2RS`;
      await page.getByLabel('Tên sản phẩm').fill(renamed);

      await page.getByRole('button', { name: 'Cập nhật' }).click();
      await dialogs.waitFor('Cập nhật thành công');

      const status = page.getByRole('list', { name: 'Xuất bản' });
      await status.getByText(`Đã xuất bản “${renamed}”.`).waitFor(patience);
      const link = status.getByRole('link', { name: 'Xem trang ↗' });
      expect(await link.getAttribute('href')).toBe(publicUrl(product));
      expect(await (await fetch(`${siteUrl}${publicUrl(product)}`)).text()).toContain(renamed);
      await screenshot(page, `admin-published-${viewport.width}`);
      await page.close();
    },
  );

  it('shows Đang xuất bản… while the page still holds the older version', async () => {
    const product = await newProduct(`Vòng bi chờ xuất bản ${uniqueSuffix()}`);
    const { page, dialogs } = await editScreen(viewports.desktop, product);
    // The public page, as a CDN still serving its copy from before the save would answer it.
    const stale = await (await fetch(`${siteUrl}${publicUrl(product)}`)).text();
    await page.route(`${siteUrl}${publicUrl(product)}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: stale }),
    );
    await page.getByLabel('Xuất xứ').fill('Nhật Bản');

    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await dialogs.waitFor('Cập nhật thành công');

    const status = page.getByRole('list', { name: 'Xuất bản' });
    await status.getByText(`Đang xuất bản “${product.name}”…`).waitFor(patience);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(await status.getByText(`Đang xuất bản “${product.name}”…`).isVisible()).toBe(true);
    await page.unroute(`${siteUrl}${publicUrl(product)}`);
    await status.getByText(`Đã xuất bản “${product.name}”.`).waitFor(patience);
    await page.close();
  });

  it('says publishing failed, with the error and what to do, when the publisher records a failure', async () => {
    const product = await newProduct(`Vòng bi lỗi xuất bản ${uniqueSuffix()}`);
    const { page, dialogs } = await editScreen(viewports.phone, product);
    const stale = await (await fetch(`${siteUrl}${publicUrl(product)}`)).text();
    // Stand-ins for a publisher that failed after the save: the page stays old, its record names the failure.
    await page.route(`${siteUrl}${publicUrl(product)}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: stale }),
    );
    await page.route(`${siteUrl}/api/publishing`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          lastSuccessAt: null,
          lastFailureAt: new Date(Date.now() + 60_000).toISOString(),
          failure: `1 page(s) failed to render: ${publicUrl(product)}: status 500`,
          failedUrls: [publicUrl(product)],
        }),
      }),
    );
    await page.getByLabel('Xuất xứ').fill('Hàn Quốc');

    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await dialogs.waitFor('Cập nhật thành công');

    const failed = page
      .getByRole('list', { name: 'Xuất bản' })
      .getByText(`Xuất bản “${product.name}” không thành công`);
    await failed.waitFor(patience);
    const message = await page.getByRole('list', { name: 'Xuất bản' }).textContent();
    expect(message).toContain('Hãy bấm “Cập nhật” lại sau ít phút; nếu vẫn lỗi, báo người quản trị kỹ thuật.');
    expect(message).toContain('status 500');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'admin-publish-failed-390');
    await page.close();
  });
});

describe('a product not created yet', () => {
  it.each(Object.entries(viewports))(
    'previews it before Tạo mới, then says Đã xuất bản with a link to its new page (%s)',
    async (_device, viewport) => {
      const page = await browser.newPage({ viewport });
      await signIn(page, siteUrl);
      const dialogs = recordDialogs(page);
      await page.goto(`${siteUrl}/admin/products/${outer.id}/new`);
      const name = `Vòng bi mới ${uniqueSuffix()}-${viewport.width}`;
      await page.getByLabel('Tên sản phẩm').fill(name);
      const namePath = await page.locator('#namePath').inputValue();
      await page.getByLabel('Thương hiệu').fill('NSK');
      await page.getByLabel('Xuất xứ').fill('Nhật Bản');
      await page.getByLabel('Mô tả ngắn').fill('Vòng bi cầu một dãy');
      await page.locator('#description .jodit-wysiwyg').click();
      await page.keyboard.type('Vòng bi cầu một dãy, phớt cao su hai bên.');
      const photo = await drawJpeg(page, { name: 'vong-bi-moi.jpg', width: 640, height: 480, hue: 200 });
      await page.locator('#image').setInputFiles(photo);
      await page.locator('.image-upload__preview img').waitFor(patience);
      await page.locator('#images').setInputFiles([photo]);
      await page.locator('.image-list__item').waitFor(patience);

      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: 'Xem trước' }).click(),
      ]);
      await tab.getByRole('heading', { level: 1, name }).waitFor(patience);
      expect(await tab.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      await screenshot(tab, `admin-preview-new-product-${viewport.width}`);
      await tab.close();
      // Nothing was created by the preview.
      const url = `/products/${outer.namePath}/${namePath}`;
      expect((await fetch(`${siteUrl}/api/InnerProduct/GetByPath?path=${namePath}`)).status).toBe(404);

      await page.getByRole('button', { name: 'Tạo mới' }).click();
      await dialogs.waitFor('Tạo mới thành công');
      await page.waitForURL(`${siteUrl}/admin/products/${outer.id}`);

      const status = page.getByRole('list', { name: 'Xuất bản' });
      await status.getByText(`Đã xuất bản “${name}”.`).waitFor(patience);
      expect(await status.getByRole('link', { name: 'Xem trang ↗' }).getAttribute('href')).toBe(url);
      expect(await (await fetch(`${siteUrl}${url}`)).text()).toContain(name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `admin-published-new-product-${viewport.width}`);
      await page.close();
    },
  );
});

describe('the about-us text', () => {
  const aboutUs = async () =>
    (await api<StaffConfigItem[]>('/Configuration/admin')).find((item) => item.configKey === 'ABOUT_US');
  // The site's own text is put back once these tests are done.
  let original: StaffConfigItem | undefined;
  beforeAll(async () => {
    original = await aboutUs();
  });
  afterAll(async () => {
    const current = await aboutUs();
    if (original && current) {
      await api('/Configuration', {
        method: 'POST',
        json: [{ configKey: 'ABOUT_US', label: original.label, value: original.value, updatedAt: current.updatedAt }],
      });
    }
  });

  it.each(Object.entries(viewports))(
    'previews the unsaved text, then says Đang xuất bản… until /about-us holds the save, and Đã xuất bản (%s)',
    async (_device, viewport) => {
      const page = await browser.newPage({ viewport });
      await signIn(page, siteUrl);
      const dialogs = recordDialogs(page);
      await page.goto(`${siteUrl}/admin/about-us`);
      const editor = page.locator('#about-us .jodit-wysiwyg');
      await editor.waitFor(patience);
      const sentence = `Giới thiệu cập nhật ${uniqueSuffix()}-${viewport.width}.`;
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type(sentence);

      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: 'Xem trước' }).click(),
      ]);
      await tab.getByText(sentence).waitFor(patience);
      expect(await tab.getByRole('status').first().textContent()).toBe('Bản xem trước: chưa lưu, chưa xuất bản');
      await screenshot(tab, `admin-preview-about-us-${viewport.width}`);
      await tab.close();
      expect((await aboutUs())?.value ?? '').not.toContain(sentence);

      // The published page, as a CDN still serving its copy from before the save would answer it, until let go.
      const stale = await (await fetch(`${siteUrl}/about-us`)).text();
      await page.route(`${siteUrl}/about-us`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: stale }),
      );
      await page.getByRole('button', { name: 'Lưu giới thiệu' }).click();
      await dialogs.waitFor('Cập nhật thành công');

      const status = page.getByRole('list', { name: 'Xuất bản' });
      await status.getByText('Đang xuất bản “Giới thiệu”…').waitFor(patience);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await status.getByText('Đang xuất bản “Giới thiệu”…').isVisible()).toBe(true);
      await page.unroute(`${siteUrl}/about-us`);
      await status.getByText('Đã xuất bản “Giới thiệu”.').waitFor(patience);
      expect(await status.getByRole('link', { name: 'Xem trang ↗' }).getAttribute('href')).toBe('/about-us');
      expect(await (await fetch(`${siteUrl}/about-us`)).text()).toContain(sentence);
      expect((await aboutUs())?.value).toContain(sentence);
      await screenshot(page, `admin-published-about-us-${viewport.width}`);
      await page.close();
    },
  );

  it('previews what was typed just before "Xem trước" was pressed, in the same moment', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/about-us`);
    const editor = page.locator('#about-us .jodit-wysiwyg');
    await editor.waitFor(patience);
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Đoạn mới');
    // Jodit reports what is typed at most every 100 ms, from its own listeners; the last words and the press
    // arrive together here, as from a fast hand on a busy phone, with no moment for React to render between.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lastWords = ` cuối ${uniqueSuffix()}`;
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate((text) => {
        document.execCommand('insertText', false, text);
        const button = [...document.querySelectorAll('button')].find((each) => each.textContent === 'Xem trước')!;
        button.focus();
        button.click();
      }, lastWords),
    ]);
    await tab.getByText(`Đoạn mới${lastWords}`).waitFor(patience);
    await tab.close();
    await page.close();
  });
});

describe('the configuration', () => {
  const KEY = 'ZALO_CONTACT_NAME';
  let original: StaffConfigItem | undefined;
  beforeAll(async () => {
    original = (await api<StaffConfigItem[]>('/Configuration/admin')).find((item) => item.configKey === KEY);
  });
  afterAll(async () => {
    if (original) await api('/Configuration', { method: 'POST', json: [{ ...original, updatedAt: undefined }] });
  });

  it('says Đã xuất bản with a link to the home page once every page holds the changed value', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await signIn(page, siteUrl);
    const dialogs = recordDialogs(page);
    await page.goto(`${siteUrl}/admin/configuration`);
    const name = `Phòng kinh doanh ${uniqueSuffix()}`;
    await page.locator(`input[name="${KEY}"]`).fill(name);

    await page.getByRole('button', { name: 'Lưu cấu hình' }).click();
    await dialogs.waitFor('Cập nhật cấu hình thành công');

    const status = page.getByRole('list', { name: 'Xuất bản' });
    await status.getByText('Đã xuất bản “Cấu hình trang”.').waitFor({ timeout: 60_000 });
    expect(await status.getByRole('link', { name: 'Xem trang ↗' }).getAttribute('href')).toBe('/');
    expect(await (await fetch(`${siteUrl}/`)).text()).toContain(name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'admin-published-configuration-390');
    await page.close();
  });
});
