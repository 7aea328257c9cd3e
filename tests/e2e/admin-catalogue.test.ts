import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { InnerProduct, OuterProductWithChildren } from '@vongbi/functions/contract';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
import { apiOf, drawJpeg, patience, recordDialogs, signIn, uniqueSuffix } from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// A new staff member fills the catalogue: an outer product with a large photo (compressed in the browser),
// two inner products with several images, one edited, one deleted. Records are this run's own; whatever
// is left is removed at the end, and the demo content is never touched.

const suffix = uniqueSuffix();
const outerName = `Vòng bi thử nghiệm Đà Nẵng ${suffix}`;
const outerPath = `vong-bi-thu-nghiem-da-nang-${suffix}`;
const inner = [
  { name: `Vòng bi FAG thử ${suffix} A`, path: `vong-bi-fag-thu-${suffix}-a` },
  { name: `Vòng bi FAG thử ${suffix} B`, path: `vong-bi-fag-thu-${suffix}-b` },
];
const MB = 1024 * 1024;
/** The day staff check the first product's availability: the form's default. */
const checkedAt = vietnamToday();
const [, checkedMonth, checkedDay] = checkedAt.split('-');

let browser: Browser;
let context: BrowserContext;
let page: Page;
let dialogs: ReturnType<typeof recordDialogs>;
let api: ReturnType<typeof apiOf>;
let outerId: number | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: viewports.desktop });
  page = await context.newPage();
  dialogs = recordDialogs(page);
  api = apiOf(context, siteUrl);
  await signIn(page, siteUrl);
});

afterAll(async () => {
  if (api && outerId !== undefined) {
    const { body } = await api.get<OuterProductWithChildren>(`/OuterProduct/${outerId}`);
    for (const child of body?.innerProducts ?? []) await api.send('DELETE', `/InnerProduct/${child.id}`);
    await api.send('DELETE', `/OuterProduct/${outerId}`);
  }
  await browser?.close();
});

const innerByPath = (path: string) => api.get<InnerProduct>(`/InnerProduct/GetByPath?path=${path}`);

describe('staff fill the catalogue', () => {
  it('creates an outer product from a photo over 1 MB, stored compressed to 1 MB at most', async () => {
    await page.goto(`${siteUrl}/admin/all-products`);
    await page.getByRole('link', { name: '+ Tạo mới' }).click();
    await page.waitForURL(`${siteUrl}/admin/products/new?default=0`);
    // The type is preset by ?default=0: no selector.
    await page.getByLabel('Tên danh mục').waitFor();
    expect(await page.locator('#productType').count()).toBe(0);

    await page.getByLabel('Tên danh mục').fill(outerName);
    expect(await page.locator('#namePath').inputValue()).toBe(outerPath);
    await page.getByLabel('Tóm tắt').fill('Danh mục tạo bởi kiểm thử tự động.');
    const photo = await drawJpeg(page, {
      name: 'anh-lon.jpg',
      width: 2400,
      height: 1800,
      hue: 210,
      noise: true,
      quality: 0.92,
    });
    expect(photo.buffer.length).toBeGreaterThan(MB);
    await page.locator('#image').setInputFiles(photo);

    const progress = page.getByRole('progressbar', { name: 'Đang up và nén ảnh, vui lòng chờ...' });
    await progress.waitFor();
    expect(await page.getByRole('button', { name: 'Tạo mới' }).isDisabled()).toBe(true);
    await screenshot(page, 'admin-outer-product-uploading-1440');
    await page.locator('.image-upload__preview img').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Tạo mới' }).isEnabled(), patience).toBe(true);
    const storedUrl = await page.locator('.image-upload__preview img').getAttribute('src');
    const storedBytes = await api.bytesOf(storedUrl!);
    console.info(`compressed upload: ${photo.buffer.length} bytes before, ${storedBytes} bytes stored`);
    expect(storedBytes).toBeLessThanOrEqual(MB);

    // A path that is taken: the server's message next to the field, everything typed still there.
    await page.locator('#namePath').fill('goi-do-vong-bi');
    await page.getByRole('button', { name: 'Tạo mới' }).click();
    await expect.poll(() => page.locator('#namePath-error').textContent(), patience).toBe('Đường dẫn đã tồn tại');
    expect(await page.getByRole('alert').textContent()).toContain('Đường dẫn đã tồn tại');
    expect(await page.getByLabel('Tên danh mục').inputValue()).toBe(outerName);
    expect(await page.locator('.image-upload__preview img').getAttribute('src')).toBe(storedUrl);
    await screenshot(page, 'admin-outer-product-path-taken-1440');

    await page.locator('#namePath').fill(outerPath);
    const before = dialogs.seen.length;
    await page.getByRole('button', { name: 'Tạo mới' }).click();
    await dialogs.waitFor('Tạo mới thành công', before);
    await page.waitForURL(/\/admin\/products\/\d+$/);
    outerId = Number(new URL(page.url()).pathname.split('/').pop());
    const { body } = await api.get<OuterProductWithChildren>(`/OuterProduct/${outerId}`);
    expect(body).toMatchObject({ name: outerName, namePath: outerPath, productType: 0 });
    expect(body.image?.urlPath).toBe(storedUrl);
  });

  it('adds two inner products with their images in the order picked', async () => {
    const images = await Promise.all(
      [30, 90, 150].map((hue, index) =>
        drawJpeg(page, { name: `chi-tiet-${index + 1}.jpg`, width: 640, height: 480, hue }),
      ),
    );
    for (const [index, product] of inner.entries()) {
      await page.goto(`${siteUrl}/admin/products/${outerId}`);
      await page.getByRole('link', { name: '+ Thêm sản phẩm' }).click();
      await page.waitForURL(`${siteUrl}/admin/products/${outerId}/new`);
      await page.getByLabel('Tên sản phẩm').fill(product.name);
      expect(await page.locator('#namePath').inputValue()).toBe(product.path);
      await page.getByLabel('Mã sản phẩm').fill(`62${index}5-2RS`);
      await page.getByLabel('Thương hiệu').fill('FAG');
      await page.getByLabel('Xuất xứ').fill('Đức');
      await page.getByLabel('Mô tả ngắn').fill('Vòng bi cầu một dãy, chặn bụi hai phía.');
      await page.locator('#image').setInputFiles(images[index]!);
      await page.locator('.image-upload__preview img').waitFor();
      await page.locator('#images').setInputFiles(index === 0 ? images : images.slice(0, 2));
      await expect.poll(() => page.locator('.image-list__item').count(), patience).toBe(index === 0 ? 3 : 2);
      await page.locator('#description .jodit-wysiwyg').click();
      await page.keyboard.type('Thông số kỹ thuật: ');
      await page.keyboard.press('Control+B');
      await page.keyboard.type('d = 25 mm');
      await page.getByLabel('Video YouTube').fill('https://youtu.be/dQw4w9WgXcQ');
      if (index === 0) {
        // The first gets a size of its own, after the server has named each mistake under its field; the
        // second is left empty and takes the standard size of its code.
        await page.getByLabel('Đường kính trong d (mm)').fill('0');
        await page.getByLabel('Đường kính ngoài D (mm)').fill('52,001');
        await page.getByLabel('Chiều rộng B (mm)').fill('hai mươi');
        // "1.250" is 1250 in Vietnamese and 1.25 in an English catalogue: the server asks rather than guesses.
        await page.getByLabel('Tải trọng động C', { exact: true }).fill('1.250');
        await page.getByRole('button', { name: 'Tạo mới' }).click();
        await page.locator('#boreMm-error').waitFor();
        expect(await page.locator('#boreMm-error').textContent()).toBe('Phải là số dương, tối đa 5000');
        expect(await page.locator('#outerDiameterMm-error').textContent()).toBe('Tối đa 2 chữ số thập phân');
        expect(await page.locator('#widthMm-error').textContent()).toBe('Phải là số dương, tối đa 5000');
        expect(await page.locator('#dynamicLoadKn-error').textContent()).toMatch(/^Không rõ “1\.250” là số nghìn/);
        await screenshot(page, 'admin-inner-product-size-errors-1440');
        await page.getByLabel('Đường kính trong d (mm)').fill('25');
        await page.getByLabel('Đường kính ngoài D (mm)').fill('52');
        await page.getByLabel('Chiều rộng B (mm)').fill('20,6');
        await page.getByLabel('Tải trọng động C', { exact: true }).fill('14,8');
        await page.getByLabel('Tải trọng tĩnh C0', { exact: true }).fill('7,8');
        await page.getByLabel('Tốc độ tham chiếu').fill('28 000 r/min');
        await page.getByLabel('Tốc độ giới hạn').fill('17000');
        await page.getByLabel('Khối lượng').fill('0,128');
        expect(await page.locator('#massKg-unit').textContent()).toBe('kg');
        // Choosing a status dates the check today.
        expect(await page.locator('#availabilityCheckedAt').count()).toBe(0);
        await page.getByLabel('Tình trạng hàng').selectOption({ label: 'Có sẵn' });
        expect(await page.getByLabel('Ngày kiểm tra').inputValue()).toBe(checkedAt);
        await screenshot(page, 'admin-inner-product-new-filled-1440');
      }

      const before = dialogs.seen.length;
      await page.getByRole('button', { name: 'Tạo mới' }).click();
      await dialogs.waitFor('Tạo mới thành công', before);
      await page.waitForURL(`${siteUrl}/admin/products/${outerId}`);
      await page.getByRole('link', { name: product.name, exact: true }).waitFor();
    }

    // What the public product page reads.
    const { status, body } = await innerByPath(inner[0]!.path);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: inner[0]!.name,
      outerProductId: outerId,
      outerProductName: outerPath,
      brand: 'FAG',
      madeIn: 'Đức',
      videos: 'dQw4w9WgXcQ',
    });
    // The editor may keep the typed space before the bold text as a non-breaking one.
    expect(body.description).toMatch(/Thông số kỹ thuật:(\s|&nbsp;|\u00a0)<(strong|b)>d = 25 mm<\/(strong|b)>/);
    expect(body.innerProductImages.map((entry) => entry.image.fileName)).toEqual([
      'chi-tiet-1.jpg',
      'chi-tiet-2.jpg',
      'chi-tiet-3.jpg',
    ]);
    expect(body).toMatchObject({ boreMm: 25, outerDiameterMm: 52, widthMm: 20.6 });
    expect(body).toMatchObject({
      dynamicLoadKn: 14.8,
      staticLoadKn: 7.8,
      referenceSpeedRpm: 28_000,
      limitingSpeedRpm: 17_000,
      massKg: 0.128,
      availability: { status: 'in_stock', checkedAt },
    });
    // 6215-2RS left empty: the standard 6215 size.
    expect((await innerByPath(inner[1]!.path)).body).toMatchObject({ boreMm: 75, outerDiameterMm: 130, widthMm: 25 });
  });

  it('shows the size and technical data staff typed on the public product page, with units, the Vietnamese way', async () => {
    const visitor = await context.newPage();
    const rows = visitor.locator('.spec-table tbody tr');
    const badge = visitor.locator('.availability');
    const table = async () =>
      await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent).join(' | ')));
    const expected = [
      'Đường kính trong d | 25 | mm',
      'Đường kính ngoài D | 52 | mm',
      'Chiều rộng B | 20,6 | mm',
      'Tải trọng động C | 14,8 | kN',
      'Tải trọng tĩnh C0 | 7,8 | kN',
      'Tốc độ tham chiếu | 28.000 | vòng/phút',
      'Tốc độ giới hạn | 17.000 | vòng/phút',
      'Khối lượng | 0,128 | kg',
    ];
    // The published page follows the save within seconds.
    await expect
      .poll(
        async () => {
          await visitor.goto(`${siteUrl}/products/${outerPath}/${inner[0]!.path}`);
          return table();
        },
        { timeout: 30_000 },
      )
      .toEqual(expected);
    expect(await visitor.locator('.spec-table__source').textContent()).toBe('Theo catalogue của nhà sản xuất');
    expect(await badge.textContent()).toBe(`Có sẵn · cập nhật ${checkedDay}/${checkedMonth}`);
    await screenshot(visitor, 'site-inner-product-size-1440');
    await visitor.setViewportSize(viewports.phone);
    await visitor.reload();
    expect(await table()).toEqual(expected);
    await screenshot(visitor, 'site-inner-product-size-390');
    // The other product has its standard size and nothing else: no other line, no badge.
    await visitor.goto(`${siteUrl}/products/${outerPath}/${inner[1]!.path}`);
    expect(await table()).toEqual([
      'Đường kính trong d | 75 | mm',
      'Đường kính ngoài D | 130 | mm',
      'Chiều rộng B | 25 | mm',
    ]);
    expect(await badge.count()).toBe(0);
    await visitor.close();
  });

  it('stops showing availability on a published page once the check is over 14 days old', async () => {
    const address = `${siteUrl}/products/${outerPath}/${inner[0]!.path}`;
    const later = await browser.newContext({ viewport: viewports.desktop });
    const visitor = await later.newPage();
    // The HTML published today still says "Có sẵn"; opened 15 days later, the page hides it once it runs.
    const published = await (await visitor.request.get(address)).text();
    expect(published).toContain(`data-checked-at="${checkedAt}"`);
    await visitor.clock.setFixedTime(Date.now() + 15 * 86_400_000);
    await visitor.goto(address);
    await visitor.locator('.spec-table').waitFor();
    await expect.poll(() => visitor.locator('.availability').count(), patience).toBe(0);
    await later.close();
  });

  it('lays the size fields out for a phone', async () => {
    const phone = await browser.newContext({ viewport: viewports.phone, storageState: await context.storageState() });
    const staff = await phone.newPage();
    const { body } = await innerByPath(inner[0]!.path);
    await staff.goto(`${siteUrl}/admin/products/${outerId}/${body.id}`);
    await staff.getByLabel('Chiều rộng B (mm)').waitFor();

    expect(await staff.getByLabel('Đường kính trong d (mm)').inputValue()).toBe('25');
    expect(await staff.getByLabel('Chiều rộng B (mm)').inputValue()).toBe('20,6');
    const boxes = await Promise.all(
      ['#boreMm', '#outerDiameterMm', '#widthMm'].map(
        async (selector) => (await staff.locator(selector).boundingBox())!,
      ),
    );
    // One under the other, each the width of the screen's column, none wider than the phone.
    expect(boxes[0]!.y).toBeLessThan(boxes[1]!.y);
    expect(boxes[1]!.y).toBeLessThan(boxes[2]!.y);
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(staff, 'admin-inner-product-edit-390');
    await phone.close();
  });

  it('records the codes of other makers confirmed as equivalents: rows added and removed, a missing code named under its row', async () => {
    const { body: product } = await innerByPath(inner[0]!.path);
    await page.goto(`${siteUrl}/admin/products/${outerId}/${product.id}`);
    await page.getByRole('group', { name: 'Mã tương đương (đã xác nhận với hãng)' }).waitFor();
    const add = page.getByRole('button', { name: 'Thêm mã tương đương' });
    for (const [index, [brand, code]] of [
      ['SKF', '6205-2RS1'],
      ['NSK', ''],
      ['NTN', '6205LLU'],
    ].entries()) {
      await add.click();
      await page.locator(`#crossReferences-${index}-brand`).fill(brand!);
      await page.locator(`#crossReferences-${index}-code`).fill(code!);
    }
    expect(await page.getByLabel('Hãng', { exact: true }).count()).toBe(3);

    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await page.locator('#crossReferences-1-code-error').waitFor();
    expect(await page.locator('#crossReferences-1-code-error').textContent()).toBe('Bắt buộc');
    expect(await page.locator('#crossReferences-1-code').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'admin-inner-product-cross-references-1440');
    const phone = await browser.newContext({ viewport: viewports.phone, storageState: await context.storageState() });
    const staff = await phone.newPage();
    await staff.goto(`${siteUrl}/admin/products/${outerId}/${product.id}`);
    await staff.getByRole('button', { name: 'Thêm mã tương đương' }).click();
    await staff.locator('#crossReferences-0-brand').fill('Koyo');
    const row = (await staff.locator('.cross-references__row').boundingBox())!;
    expect(row.x + row.width).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(staff, 'admin-inner-product-cross-references-390');
    await phone.close();

    await page.locator('#crossReferences-1-code').fill('6205DDU');
    await page.getByRole('button', { name: 'Xóa mã tương đương 3 (NTN 6205LLU)' }).click();
    expect(await page.getByLabel('Hãng', { exact: true }).count()).toBe(2);
    const before = dialogs.seen.length;
    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await dialogs.waitFor('Cập nhật thành công', before);

    expect((await innerByPath(inner[0]!.path)).body.crossReferences).toEqual([
      { brand: 'SKF', code: '6205-2RS1' },
      { brand: 'NSK', code: '6205DDU' },
    ]);
    for (const [width, viewport] of [
      [1440, viewports.desktop],
      [390, viewports.phone],
    ] as const) {
      const visitor = await browser.newPage({ viewport });
      await expect
        .poll(async () => {
          await visitor.goto(`${siteUrl}/products/${outerPath}/${inner[0]!.path}`);
          return visitor.locator('.cross-references-list li').allTextContents();
        }, patience)
        .toEqual(['SKF 6205-2RS1', 'NSK 6205DDU']);
      await screenshot(visitor, `site-inner-product-cross-references-${width}`);
      await visitor.close();
    }
  });

  it("sets one availability on the products ticked in the category's list", async () => {
    await page.goto(`${siteUrl}/admin/products/${outerId}`);
    const bar = page.getByRole('form', { name: 'Tình trạng hàng của các sản phẩm đã chọn' });
    await bar.waitFor();
    expect(await bar.getByRole('button', { name: 'Cập nhật các sản phẩm đã chọn' }).isDisabled()).toBe(true);
    for (const product of inner) await page.getByLabel(`Chọn ${product.name}`, { exact: true }).check();
    expect(await bar.getByRole('status').textContent()).toBe('Đã chọn 2 / 2 sản phẩm');
    await bar.getByLabel('Tình trạng hàng').selectOption({ label: 'Đặt hàng' });
    expect(await bar.getByLabel('Ngày kiểm tra').inputValue()).toBe(checkedAt);
    await screenshot(page, 'admin-availability-selection-1440');

    const before = dialogs.seen.length;
    await bar.getByRole('button', { name: 'Cập nhật các sản phẩm đã chọn' }).click();
    await dialogs.waitFor('Đã cập nhật tình trạng hàng của 2 sản phẩm', before);

    for (const product of inner) {
      expect((await innerByPath(product.path)).body.availability).toEqual({ status: 'on_order', checkedAt });
    }
    const rows = page.locator('.data-table tbody tr');
    await expect
      .poll(() => rows.filter({ hasText: `Đặt hàng kiểm tra ${checkedDay}/${checkedMonth}` }).count(), patience)
      .toBe(2);
    expect(await bar.getByRole('status').textContent()).toBe('Chưa chọn sản phẩm nào');
  });

  it('edits an inner product: removes one image, renames it, asks first, returns to its outer product', async () => {
    await page.goto(`${siteUrl}/admin/products/${outerId}`);
    await page.getByRole('link', { name: inner[1]!.name, exact: true }).click();
    await page.waitForURL(/\/admin\/products\/\d+\/\d+$/);
    await page.getByLabel('Tên sản phẩm').waitFor();
    // An existing product keeps its path when renamed.
    await page.getByLabel('Tên sản phẩm').fill(`${inner[1]!.name} (sửa)`);
    expect(await page.locator('#namePath').inputValue()).toBe(inner[1]!.path);
    await page.getByRole('button', { name: 'Xóa ảnh 1' }).click();
    await expect.poll(() => page.locator('.image-list__item').count(), patience).toBe(1);

    const before = dialogs.seen.length;
    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await dialogs.waitFor('Cập nhật thành công', before);
    expect(dialogs.seen.slice(before)).toEqual(['Bạn có chắc chắn muốn cập nhật?', 'Cập nhật thành công']);
    await page.waitForURL(`${siteUrl}/admin/products/${outerId}`);

    const { body } = await innerByPath(inner[1]!.path);
    expect(body.name).toBe(`${inner[1]!.name} (sửa)`);
    expect(body.innerProductImages.map((entry) => entry.image.fileName)).toEqual(['chi-tiet-2.jpg']);
    const outer = await api.get<OuterProductWithChildren>(`/OuterProduct/GetByPath?path=${outerPath}`);
    expect(outer.body.innerProducts.map((product) => product.name).sort()).toEqual(
      [inner[0]!.name, `${inner[1]!.name} (sửa)`].sort(),
    );
  });

  it('deletes an inner product only after the confirmation, and refuses to delete a category with products', async () => {
    await page.goto(`${siteUrl}/admin/products/${outerId}`);
    const row = page.locator('tr', { has: page.getByRole('link', { name: inner[0]!.name, exact: true }) });
    await row.waitFor();

    dialogs.confirmAnswer = false;
    let before = dialogs.seen.length;
    await row.getByRole('button', { name: 'Xóa' }).click();
    await dialogs.waitFor('Bạn có chắc chắn muốn xóa?', before);
    expect((await innerByPath(inner[0]!.path)).status).toBe(200);

    dialogs.confirmAnswer = true;
    before = dialogs.seen.length;
    await row.getByRole('button', { name: 'Xóa' }).click();
    await dialogs.waitFor('Xóa thành công.', before);
    await expect.poll(() => row.count(), patience).toBe(0);
    expect((await innerByPath(inner[0]!.path)).status).toBe(404);

    before = dialogs.seen.length;
    await page.getByRole('button', { name: 'Xóa danh mục' }).click();
    await dialogs.waitFor('Danh mục còn sản phẩm, hãy xóa sản phẩm trước', before);
    expect((await api.get(`/OuterProduct/${outerId}`)).status).toBe(200);
    await screenshot(page, 'admin-outer-product-edit-1440');
  });
});
