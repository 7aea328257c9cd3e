import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ConfigItem, OuterProduct, StaffConfigItem } from '@vongbi/functions/contract';
import { apiOf, recordDialogs, signIn, uniqueSuffix } from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { E2E_ADMIN } from '../helpers/site.global-setup';
import { siteUrl } from '../helpers/site-url';

let browser: Browser;
/** The values these tests change, put back at the end for the other test files. */
let original: ConfigItem[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  original = (await (await fetch(`${siteUrl}/api/Configuration`)).json()) as ConfigItem[];
});
afterAll(async () => {
  if (browser) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, siteUrl);
    const changed = original.filter((item) =>
      ['PHONE', 'FOOTER_COL4_YOUTUBE', 'ZALO_CONTACT_NAME', 'NAV_SP_6', 'NAV_SP_7'].includes(item.configKey),
    );
    expect(await apiOf(context, siteUrl).send('POST', '/Configuration', changed)).toBe(200);
    await context.close();
  }
  await browser?.close();
});

describe('staff change the hotline', () => {
  it('sends a visitor without a session from /admin/configuration to /admin-login', async () => {
    const page = await browser.newPage();

    await page.goto(`${siteUrl}/admin/configuration`);

    await page.waitForURL(`${siteUrl}/admin-login`);
    await expect.poll(() => page.getByRole('heading', { name: 'Đăng nhập quản trị' }).isVisible()).toBe(true);
    await page.close();
  });

  it('shows the error for a wrong password and stays on the login page', async () => {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/admin-login`);

    await page.getByLabel('Tài khoản').fill(E2E_ADMIN.username);
    await page.getByLabel('Mật khẩu').fill('sai-mat-khau');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();

    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Sai tài khoản hoặc mật khẩu');
    expect(new URL(page.url()).pathname).toBe('/admin-login');
    await page.close();
  });

  it('signs in, saves a new PHONE, and a visitor sees it in the header', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/admin-login`);
    await page.getByLabel('Tài khoản').fill(E2E_ADMIN.username);
    await page.getByLabel('Mật khẩu').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL(`${siteUrl}/admin/products`);

    await page.getByRole('link', { name: 'Cấu hình', exact: true }).click();
    const phoneInput = page.locator('input[name="PHONE"]');
    await phoneInput.waitFor();
    // The rich-text editor (a lazy chunk) must load under the site's CSP.
    await page.locator('#config-CONTACT_FULL_TEXT .jodit-wysiwyg').waitFor();
    await screenshot(page, 'admin-configuration-1440');
    await phoneInput.fill('0987 654 321');
    const alertText = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await page.getByRole('button', { name: 'Lưu cấu hình' }).click();
    expect(await alertText).toBe('Cập nhật cấu hình thành công');

    const visitor = await browser.newPage();
    // Configuration is on every page: the save re-publishes them all, which on a busy machine takes seconds.
    // The visitor loads home again until the published page carries the new number.
    await expect
      .poll(
        async () => {
          await visitor.goto(siteUrl);
          return visitor.getByTestId('header-phone').textContent();
        },
        { timeout: 30_000 },
      )
      .toBe('0987 654 321');
    await context.close();
    await visitor.close();
  });

  it('empties a value, and the editor fetches nothing from a CDN and speaks Vietnamese', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const dialogs = recordDialogs(page);
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!/^(data|blob):/.test(request.url()) && !request.url().startsWith(siteUrl)) outside.push(request.url());
    });
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/configuration`);
    const editor = page.locator('#config-CONTACT_FULL_TEXT');
    await editor.locator('.jodit-wysiwyg').waitFor();
    expect(await editor.locator('.jodit-status-bar').textContent()).toContain('Ký tự');

    // Jodit's source mode and HTML beautifier would load ace.js and js-beautify from a public CDN.
    await editor.locator('.jodit-toolbar-button_source button').click();
    await editor.locator('textarea.jodit-source__mirror').waitFor();
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);

    await page.locator('input[name="FOOTER_COL4_YOUTUBE"]').fill('');
    await page.getByRole('button', { name: 'Lưu cấu hình' }).click();
    await dialogs.waitFor('Cập nhật cấu hình thành công');
    const saved = (await (await fetch(`${siteUrl}/api/Configuration`)).json()) as ConfigItem[];
    expect(saved.find((item) => item.configKey === 'FOOTER_COL4_YOUTUBE')?.value).toBe('');
    await context.close();
  });

  it('refuses a save over a newer change, keeps what was typed, and loads the newer version on request', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const dialogs = recordDialogs(page);
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/configuration`);
    const phone = page.locator('input[name="PHONE"]');
    await phone.waitFor();
    // Someone else saves PHONE after this screen loaded it.
    const staff = apiOf(context, siteUrl);
    const { body: current } = await staff.get<StaffConfigItem[]>('/Configuration/admin');
    const phoneItem = current.find((item) => item.configKey === 'PHONE')!;
    expect(await staff.send('POST', '/Configuration', [{ ...phoneItem, value: '0900 000 111' }])).toBe(200);

    await phone.fill('0911 222 333');
    await page.getByRole('button', { name: 'Lưu cấu hình' }).click();

    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Dữ liệu đã được người khác cập nhật, vui lòng tải lại');
    expect(await phone.inputValue()).toBe('0911 222 333');
    await page.getByRole('button', { name: 'Tải phiên bản mới nhất' }).click();
    await expect.poll(() => phone.inputValue()).toBe('0900 000 111');
    expect(dialogs.seen).not.toContain('Cập nhật cấu hình thành công');
    await context.close();
  });
});

describe('the configuration by place', () => {
  it('groups the settings as they appear on the site, each named and placed, with a bar to jump between groups', async () => {
    for (const viewport of [viewports.desktop, viewports.phone]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page, siteUrl);
      await page.goto(`${siteUrl}/admin/configuration`);
      const bar = page.getByRole('navigation', { name: 'Nhóm cấu hình' });
      await bar.waitFor();
      expect(await bar.getByRole('link').allTextContents()).toEqual([
        'Đầu trang và liên hệ nhanh',
        'Menu điều hướng',
        'Ô trang chủ',
        'Chân trang',
        'Trang Liên hệ',
        'Yêu cầu báo giá',
        'Hàng chính hãng',
        'Về chúng tôi',
      ]);
      const footer = page.getByRole('group', { name: 'Chân trang' });
      expect(await footer.getByLabel('Số thứ hai ở chân trang', { exact: true }).inputValue()).toMatch(/\d/);
      expect(await footer.textContent()).toContain('Dòng “Điện thoại” ở cột thứ nhất của chân trang, sau dấu “·”');
      // One fact in several keys: the hotline's field names the others, each a link to its field.
      const header = page.getByRole('group', { name: 'Đầu trang và liên hệ nhanh' });
      await header.getByRole('link', { name: 'Số thứ hai ở chân trang' }).first().click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#config-FOOTER_COL1_PHONE2');
      expect(await page.locator('#config-FOOTER_COL1_PHONE2').isVisible()).toBe(true);
      await page.locator('#config-CONTACT_FULL_TEXT .jodit-wysiwyg').waitFor();
      await bar.getByRole('link', { name: 'Về chúng tôi' }).click();
      const about = page
        .getByRole('group', { name: 'Về chúng tôi' })
        .getByRole('link', { name: 'Mở màn hình Giới thiệu' });
      expect(await about.getAttribute('href')).toBe('/admin/about-us');
      await page.evaluate(() => window.scrollTo(0, 0));
      // Long category and article names in the choices must not widen the page on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      await screenshot(page, `admin-configuration-groups-${viewport.width}`);
      await context.close();
    }
  });

  it('chooses a menu entry from the categories and stores the same value as before', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const dialogs = recordDialogs(page);
    await signIn(page, siteUrl);
    const staff = apiOf(context, siteUrl);
    const { body: categories } = await staff.get<OuterProduct[]>('/OuterProduct');
    const { body: stored } = await staff.get<StaffConfigItem[]>('/Configuration/admin');
    const storedValue = (key: string) => stored.find((item) => item.configKey === key)!.value;
    await page.goto(`${siteUrl}/admin/configuration`);
    const first = page.getByLabel('Menu “Sản phẩm”: mục 1', { exact: true });
    // The select shows the stored value as one of its choices, unchanged.
    await expect.poll(() => first.inputValue()).toBe(storedValue('NAV_SP_1'));
    const target = categories.find(
      (category) => category.productType === 0 && `/products/${category.namePath}` !== storedValue('NAV_SP_7'),
    )!;

    await page.getByLabel('Menu “Sản phẩm”: mục 7', { exact: true }).selectOption({ label: target.name });
    await page.getByRole('button', { name: 'Lưu cấu hình' }).click();
    await dialogs.waitFor('Cập nhật cấu hình thành công');

    const { body: saved } = await staff.get<StaffConfigItem[]>('/Configuration/admin');
    expect(saved.find((item) => item.configKey === 'NAV_SP_7')?.value).toBe(`/products/${target.namePath}`);
    expect(saved.find((item) => item.configKey === 'NAV_SP_1')?.value).toBe(storedValue('NAV_SP_1'));
    await context.close();
  });

  it('flags a menu entry whose category was deleted, on its field and on the dashboard, which links to it', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await signIn(page, siteUrl);
    const { body: categories } = await apiOf(context, siteUrl).get<OuterProduct[]>('/OuterProduct');
    const suffix = uniqueSuffix();
    const created = await context.request.post(`${siteUrl}/api/OuterProduct`, {
      headers: { Origin: siteUrl },
      data: {
        name: `Danh mục sẽ xóa ${suffix}`,
        namePath: `danh-muc-se-xoa-${suffix}`,
        summaryDetail: 'Danh mục của bài kiểm thử cấu hình',
        productType: 0,
        imageId: categories.find((category) => category.image)!.image!.id,
      },
    });
    expect(created.status()).toBe(201);
    const category = (await created.json()) as OuterProduct;
    const staff = apiOf(context, siteUrl);
    const { body: current } = await staff.get<StaffConfigItem[]>('/Configuration/admin');
    const slot = current.find((item) => item.configKey === 'NAV_SP_6')!;
    const gonePath = `/products/${category.namePath}`;
    expect(await staff.send('POST', '/Configuration', [{ ...slot, value: gonePath }])).toBe(200);
    await page.goto(`${siteUrl}/admin/configuration`);
    await expect.poll(() => page.getByLabel('Menu “Sản phẩm”: mục 6', { exact: true }).inputValue()).toBe(gonePath);
    expect(await page.locator('.config-row__warning').count()).toBe(0);
    expect(await staff.send('DELETE', `/OuterProduct/${category.id}`)).toBe(204);

    await page.goto(`${siteUrl}/admin`);
    const card = page.getByRole('region', { name: 'Cấu hình trỏ tới trang không còn tồn tại' });
    await card.waitFor();
    expect(await card.textContent()).toContain(gonePath);
    for (const width of [viewports.desktop, viewports.phone]) {
      await page.setViewportSize(width);
      await screenshot(page, `admin-dashboard-broken-slot-${width.width}`);
    }
    await page.setViewportSize(viewports.desktop);
    await card.getByRole('link', { name: 'Menu điều hướng: Menu “Sản phẩm”: mục 6' }).click();

    await page.waitForURL(`${siteUrl}/admin/configuration#config-NAV_SP_6`);
    const field = page.getByLabel('Menu “Sản phẩm”: mục 6', { exact: true });
    // The screen scrolls to the field once it has loaded the slots' choices.
    await expect
      .poll(() =>
        field.evaluate((element) => {
          const { top, bottom } = element.getBoundingClientRect();
          return top >= 0 && bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const warning = page.locator('#config-NAV_SP_6-broken');
    expect(await warning.textContent()).toBe(
      `Trang mà mục này trỏ tới không còn tồn tại (${gonePath}). Hãy chọn trang khác hoặc để trống.`,
    );
    expect(
      await page
        .getByRole('link', { name: /Menu điều hướng/ })
        .locator('.config-nav__alert')
        .textContent(),
    ).toBe('1');
    await screenshot(page, 'admin-configuration-broken-slot-1440');
    await context.close();
  });
});

describe('the Zalo button', () => {
  it('names the sales contact of ZALO_CONTACT_NAME, which staff change in Cấu hình and visitors then see', async () => {
    const seeded = original.find((item) => item.configKey === 'ZALO_CONTACT_NAME');
    expect(seeded?.value).toBe('Mr. Tuấn – Kinh doanh');
    const number = original.find((item) => item.configKey === 'Zalo')!.value;
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const dialogs = recordDialogs(page);
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/configuration`);
    const contact = page
      .getByRole('group', { name: 'Đầu trang và liên hệ nhanh' })
      .getByLabel('Người liên hệ trên nút Zalo', { exact: true });
    await expect.poll(() => contact.inputValue()).toBe('Mr. Tuấn – Kinh doanh');

    await contact.fill('Chị Lan – Kinh doanh');
    await page.getByRole('button', { name: 'Lưu cấu hình' }).click();
    await dialogs.waitFor('Cập nhật cấu hình thành công');

    // Every published page carries the button: the visitor loads one again until it is re-published.
    const visitor = await browser.newPage({ viewport: viewports.phone });
    await expect
      .poll(
        async () => {
          await visitor.goto(`${siteUrl}/products`);
          return visitor.locator('.zalo-button').textContent();
        },
        { timeout: 30_000 },
      )
      .toContain('Chị Lan – Kinh doanh');
    const link = visitor.getByRole('link', { name: `${number} (Chị Lan – Kinh doanh)` });
    expect(await link.getAttribute('href')).toBe(`https://zalo.me/${number}`);
    await page.reload();
    await expect.poll(() => contact.inputValue()).toBe('Chị Lan – Kinh doanh');
    await visitor.close();
    await context.close();
  });
});
