import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { InnerProduct, OuterProductWithChildren } from '@vongbi/functions/contract';
import { adminCookie, patience, recordDialogs, signIn, staffApi, uniqueSuffix } from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';

// "Xem trước" opens the page the unsaved values would publish, without saving; after a save the back office says
// "Đang xuất bản…" and then "Đã xuất bản" with a link once the public page holds the save, or that publishing
// failed and what to do.

const siteUrl = inject('siteUrl');
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

const newProduct = async (name: string): Promise<InnerProduct> => {
  const sample = await api<InnerProduct>(`/InnerProduct/${outer.innerProducts[0]!.id}`);
  return api<InnerProduct>('/InnerProduct', {
    method: 'POST',
    json: {
      name,
      namePath: `xuat-ban-${uniqueSuffix()}-${Math.random().toString(36).slice(2, 6)}`,
      description: '<p>Vòng bi cầu một dãy.</p>',
      shortDescription: 'Vòng bi cầu',
      videos: '',
      imageId: sample.imageId,
      imageIds: [sample.imageId],
      outerProductId: outer.id,
      brand: 'FAG',
      madeIn: 'Đức',
      productSeries: '6206',
    },
  });
};

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
