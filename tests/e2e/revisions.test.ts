import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Article, InnerProduct, OuterProductWithChildren } from '@vongbi/functions/contract';
import { adminCookie, newTestProduct, patience, recordDialogs, signIn, staffApi, uniqueSuffix } from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// Staff meet revisions where they edit: the "Lịch sử" panel lists each save (who, when, which fields), shows a
// revision beside the current version with the changed fields marked, and restores it after a confirmation;
// "Đã xóa" lists what was deleted and brings it back, offering another path when its own was taken meanwhile.

let browser: Browser;
let api: ReturnType<typeof staffApi>;
let outer: OuterProductWithChildren;
/** The products this file makes: deleted at the end, so other files' searches for their code meet none. */
const made: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  api = staffApi(siteUrl, await adminCookie(siteUrl));
  outer = (await api<OuterProductWithChildren[]>('/OuterProduct/GetOuterProducts')).find(
    (product) => product.innerProducts.length > 0,
  )!;
});
afterAll(async () => {
  for (const id of made) {
    // One deleted already by a test (and not restored) answers 404.
    await api(`/InnerProduct/${id}`, { method: 'DELETE' }).catch(() => undefined);
  }
  await browser?.close();
});

/** A product of this test's own in the demo catalogue's first category, as the API answers it. */
const newProduct = async (name: string): Promise<InnerProduct> => {
  const product = await newTestProduct(api, outer, { name, pathPrefix: 'lich-su', productSeries: '6205-2RS' });
  made.push(product.id);
  return product;
};

const signedIn = async (viewport: { width: number; height: number }): Promise<Page> => {
  const page = await browser.newPage({ viewport });
  await signIn(page, siteUrl);
  return page;
};

describe('the history of an inner product', () => {
  it('lists a save made on the edit screen, shows it beside the current version and restores it', async () => {
    const product = await newProduct(`Vòng bi lịch sử ${uniqueSuffix()}`);
    const page = await signedIn(viewports.desktop);
    const dialogs = recordDialogs(page);
    const editPath = `/admin/products/${outer.id}/${product.id}`;

    // A save on the screen, as staff make it.
    await page.goto(`${siteUrl}${editPath}`);
    await page.getByLabel('Mô tả ngắn').fill('Vòng bi cầu, khe hở C3');
    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await dialogs.waitFor('Cập nhật thành công');

    await page.goto(`${siteUrl}${editPath}`);
    const history = page.getByRole('region', { name: 'Lịch sử' });
    const entry = history.getByRole('listitem').filter({ hasText: '#1' });
    await entry.getByText('Sửa: Mô tả ngắn').waitFor(patience);
    expect(await entry.textContent()).toContain('quantri');

    await entry.getByRole('button', { name: 'Xem bản #1' }).click();
    const compare = page.getByRole('region', { name: 'Bản #1 so với bản hiện tại' });
    const changedRow = compare.getByRole('row').filter({ hasText: 'Mô tả ngắn' });
    expect(await changedRow.textContent()).toContain('Đã đổi');
    expect(await changedRow.getByRole('cell').allTextContents()).toEqual(['Vòng bi cầu', 'Vòng bi cầu, khe hở C3']);
    expect(await compare.getByRole('row').filter({ hasText: 'Thương hiệu' }).textContent()).not.toContain('Đã đổi');
    await screenshot(page, 'admin-history-compare-1440');

    const before = dialogs.seen.length;
    await compare.getByRole('button', { name: 'Khôi phục bản #1' }).click();
    await history.getByRole('status').getByText('Đã khôi phục bản #1.').waitFor(patience);
    expect(dialogs.seen.slice(before)).toEqual(['Khôi phục bản #1? Bản hiện tại vẫn được giữ lại trong lịch sử.']);
    expect(await page.getByLabel('Mô tả ngắn').inputValue()).toBe('Vòng bi cầu');
    await history.getByText('Khôi phục bản #1: Mô tả ngắn').waitFor(patience);
    expect((await api<InnerProduct>(`/InnerProduct/${product.id}`)).shortDescription).toBe('Vòng bi cầu');
    await page.close();
  });

  it('asks before restoring, and restores nothing when staff say no', async () => {
    const product = await newProduct(`Vòng bi hỏi trước ${uniqueSuffix()}`);
    await api(`/InnerProduct/${product.id}`, { method: 'PUT', json: { ...product, brand: 'SKF' } });
    const page = await signedIn(viewports.desktop);
    const dialogs = recordDialogs(page);
    dialogs.confirmAnswer = false;
    await page.goto(`${siteUrl}/admin/products/${outer.id}/${product.id}`);

    await page.getByRole('button', { name: 'Khôi phục bản #1' }).click();

    expect(dialogs.seen).toEqual(['Khôi phục bản #1? Bản hiện tại vẫn được giữ lại trong lịch sử.']);
    expect((await api<InnerProduct>(`/InnerProduct/${product.id}`)).brand).toBe('SKF');
    await page.close();
  });

  it('says the record changed meanwhile, and loads the newer version when asked', async () => {
    const product = await newProduct(`Vòng bi cũ hơn ${uniqueSuffix()}`);
    const saved = await api<InnerProduct>(`/InnerProduct/${product.id}`, {
      method: 'PUT',
      json: { ...product, madeIn: 'Nhật Bản' },
    });
    const page = await signedIn(viewports.desktop);
    recordDialogs(page);
    await page.goto(`${siteUrl}/admin/products/${outer.id}/${product.id}`);
    await page.getByRole('button', { name: 'Khôi phục bản #1' }).waitFor();
    // Someone else saves after this screen was loaded.
    await api(`/InnerProduct/${product.id}`, { method: 'PUT', json: { ...saved, madeIn: 'Hàn Quốc' } });

    await page.getByRole('button', { name: 'Khôi phục bản #1' }).click();

    await page.getByText('Dữ liệu đã được người khác cập nhật, vui lòng tải lại').waitFor(patience);
    expect((await api<InnerProduct>(`/InnerProduct/${product.id}`)).madeIn).toBe('Hàn Quốc');
    await page.getByRole('button', { name: 'Tải phiên bản mới nhất' }).click();
    await page.getByText('Sửa: Xuất xứ').nth(1).waitFor(patience);
    expect(await page.getByLabel('Xuất xứ').inputValue()).toBe('Hàn Quốc');
    await page.close();
  });

  it('fits a phone: the changed fields first, the others on request', async () => {
    const product = await newProduct(`Vòng bi điện thoại ${uniqueSuffix()}`);
    await api(`/InnerProduct/${product.id}`, { method: 'PUT', json: { ...product, name: `${product.name} 2RS` } });
    const page = await signedIn(viewports.phone);
    await page.goto(`${siteUrl}/admin/products/${outer.id}/${product.id}`);

    await page.getByRole('button', { name: 'Xem bản #1' }).click();

    const compare = page.getByRole('region', { name: 'Bản #1 so với bản hiện tại' });
    await compare.waitFor();
    expect(await compare.getByRole('row').filter({ visible: true }).count()).toBe(1);
    await compare.getByRole('button', { name: /^Hiện cả \d+ trường không đổi$/ }).click();
    expect(await compare.getByRole('row').filter({ visible: true }).count()).toBeGreaterThan(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'admin-history-compare-390');
    await page.close();
  });
});

describe('the history of a configuration value', () => {
  it('opens beside its row on the configuration screen', async () => {
    const page = await signedIn(viewports.desktop);
    const dialogs = recordDialogs(page);
    await page.goto(`${siteUrl}/admin/configuration`);
    const phone = page.getByLabel('Hotline đầu trang', { exact: true });
    const original = await phone.inputValue();
    await phone.fill('0909 000 111');
    await page.getByRole('button', { name: 'Lưu cấu hình' }).click();
    await dialogs.waitFor('Cập nhật cấu hình thành công');

    await page.getByRole('button', { name: 'Lịch sử: Hotline đầu trang' }).click();

    const history = page.getByRole('region', { name: 'Lịch sử: Hotline đầu trang' });
    await history.getByText('Sửa: Giá trị').first().waitFor(patience);
    await history
      .getByRole('button', { name: /^Khôi phục bản #\d+$/ })
      .first()
      .click();
    await history.getByRole('status').waitFor(patience);
    expect(await phone.inputValue()).toBe(original);
    await page.close();
  });
});

describe('Đã xóa', () => {
  it('lists a deleted article and brings it back under its own address', async () => {
    const [sample] = await api<Article[]>('/Article/GetPosts');
    const title = `Tin đã xóa ${uniqueSuffix()}`;
    const article = await api<Article>('/Article', {
      method: 'POST',
      json: {
        headerText: title,
        summaryText: 'Tin sẽ được khôi phục',
        articlePath: `tin-da-xoa-${uniqueSuffix()}`,
        articleType: 0,
        contentData: '<p>Nội dung</p>',
        videos: '',
        outerImageId: sample!.outerImageId,
        imageIds: [],
      },
    });
    await api(`/Article/${article.id}`, { method: 'DELETE' });
    const page = await signedIn(viewports.desktop);
    const dialogs = recordDialogs(page);

    await page.goto(`${siteUrl}/admin/deleted`);
    const item = page.getByRole('listitem').filter({ hasText: title });
    expect(await item.textContent()).toContain(`/blogs/${article.articlePath}`);
    await item.getByRole('button', { name: `Khôi phục ${title}` }).click();

    await page.getByRole('status').getByText(`Đã khôi phục “${title}”.`).waitFor(patience);
    expect(dialogs.seen).toEqual([`Khôi phục “${title}”?`]);
    await item.waitFor({ state: 'detached', ...patience });
    await page.getByRole('link', { name: 'Mở trang sửa' }).click();
    await page.getByRole('heading', { level: 1, name: `Sửa bài viết #${article.id}` }).waitFor(patience);
    expect((await api<Article>(`/Article/${article.id}`)).articlePath).toBe(article.articlePath);
    await page.close();
  });

  it('offers another path when a new product took the deleted one’s, and restores it there', async () => {
    const product = await newProduct(`Vòng bi bị chiếm đường dẫn ${uniqueSuffix()}`);
    await api(`/InnerProduct/${product.id}`, { method: 'DELETE' });
    const newcomer = await newProduct(`Vòng bi mới ${uniqueSuffix()}`);
    await api(`/InnerProduct/${newcomer.id}`, { method: 'PUT', json: { ...newcomer, namePath: product.namePath } });

    for (const [device, viewport] of Object.entries(viewports)) {
      const page = await signedIn(viewport);
      recordDialogs(page);
      await page.goto(`${siteUrl}/admin/deleted`);
      await page.getByRole('button', { name: 'Sản phẩm' }).click();
      const item = page.getByRole('listitem').filter({ hasText: product.name });
      await item.getByRole('button', { name: `Khôi phục ${product.name}` }).click();
      await item.getByRole('alert').getByText('Đường dẫn đã tồn tại').waitFor(patience);
      const otherPath = item.getByLabel('Đường dẫn cũ đã được trang khác dùng. Khôi phục với đường dẫn:');
      expect(await otherPath.inputValue()).toBe(`${product.namePath}-cu`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `admin-deleted-path-taken-${viewport.width}`);
      if (device === 'phone') {
        await page.close();
        continue;
      }

      await otherPath.fill(`${product.namePath}-2`);
      await item.getByRole('button', { name: 'Khôi phục', exact: true }).click();

      await page.getByRole('status').getByText(`Đã khôi phục “${product.name}”.`).waitFor(patience);
      expect((await api<InnerProduct>(`/InnerProduct/${product.id}`)).namePath).toBe(`${product.namePath}-2`);
      await page.close();
    }
  });
});
