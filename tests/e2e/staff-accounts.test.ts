import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { StaffAccount, StaffRole } from '@vongbi/functions/contract';
import {
  adminCookie,
  patience,
  recordDialogs,
  signIn,
  staffApi,
  submitSignIn,
  uniqueSuffix,
  type Credentials,
} from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// Staff accounts in the browser: an owner makes an editor's and a salesperson's account with generated passwords,
// each signs in and sees their part only; an address of another part shows the no-permission page; disabling an
// account sends its open session to the sign-in page; a reset and one's own new password end the other sessions
// and keep this one.

let browser: Browser;
let run: string;

beforeAll(async () => {
  browser = await launchBrowser();
  run = uniqueSuffix();
});
afterAll(async () => {
  await browser?.close();
});

const EDITOR_LINKS = [
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
  'Giới thiệu',
  'Cấu hình',
  'Đã xóa',
];
const SALES_LINKS = ['Bảng điều khiển', 'Yêu cầu báo giá', 'Đăng ký nhận tin'];

/** A page that records what would show something wrong: errors, warnings and refused requests. */
const watchedPage = async (context: BrowserContext) => {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() === 403) problems.push(`403 ${response.request().method()} ${response.url()}`);
  });
  return { page, problems, dialogs: recordDialogs(page) };
};

/** The sidebar's links, without the count of new quote requests that other tests' requests may show. */
const sidebarLinks = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link').allTextContents()).map((text) =>
    text.replace(/ \d+ mới$/, ''),
  );

const tileTitles = (page: Page) => page.locator('.stat__title').allTextContents();

/** An account made through the API by the e2e owner, for the steps that are not about making one. */
const accountOf = async (role: StaffRole, name: string): Promise<StaffAccount & Credentials> => {
  const password = `mat-khau-${role}-${run}`;
  const account = await staffApi(siteUrl, await adminCookie(siteUrl))<StaffAccount>('/staff', {
    method: 'POST',
    json: { username: `${name}.${run}`, displayName: `Thử nghiệm ${name}`, role, password },
  });
  return { ...account, password };
};

/** Creates an account in the owner's dialog with a generated password, and answers what the dialog showed. */
const createInDialog = async (
  page: Page,
  fields: { username: string; displayName: string; role: RegExp },
): Promise<string> => {
  await page.getByRole('button', { name: '+ Thêm tài khoản' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm tài khoản nhân viên' });
  await dialog.getByLabel('Tên đăng nhập').fill(fields.username);
  await dialog.getByLabel('Tên hiển thị').fill(fields.displayName);
  await dialog.getByRole('radio', { name: fields.role }).check();
  expect(await dialog.getByRole('radio', { name: 'Tạo mật khẩu mạnh' }).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Tạo tài khoản' }).click();

  const shown = page.getByRole('dialog', { name: `Đã tạo tài khoản ${fields.username}` });
  const password = (await shown.getByLabel('Mật khẩu mới').textContent())!;
  expect(await shown.getByRole('note').textContent()).toContain('sẽ không được hiển thị lại');
  await shown.getByRole('button', { name: 'Sao chép' }).click();
  await shown.getByRole('button', { name: 'Đã sao chép ✓' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  return password;
};

describe('an owner making staff accounts', () => {
  it('creates an editor and a salesperson with generated passwords; each signs in to their part only', async () => {
    const owner = await browser.newContext({
      viewport: viewports.desktop,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const { page, problems } = await watchedPage(owner);
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/staff`);
    await page.getByRole('heading', { level: 1, name: 'Tài khoản nhân viên' }).waitFor();

    const editor = { username: `thu.ha.${run}`, password: '' };
    editor.password = await createInDialog(page, {
      username: editor.username,
      displayName: 'Nguyễn Thu Hà',
      role: /Biên tập viên/,
    });
    await screenshot(page, 'admin-staff-created-1440');
    expect(editor.password).toMatch(/^\S{4}-\S{4}-\S{4}-\S{4}$/);
    await page.getByRole('button', { name: 'Xong' }).click();
    const editorRow = page.getByRole('row').filter({ hasText: editor.username });
    expect(await editorRow.textContent()).toMatch(/Nguyễn Thu Hà.*Biên tập viên.*Đang hoạt động.*Chưa đăng nhập/);

    const sales = { username: `van.binh.${run}`, password: '' };
    sales.password = await createInDialog(page, {
      username: sales.username,
      displayName: 'Trần Văn Bình',
      role: /Kinh doanh/,
    });
    expect(sales.password).not.toBe(editor.password);
    await page.getByRole('button', { name: 'Xong' }).click();
    expect(await page.getByRole('row').filter({ hasText: sales.username }).textContent()).toContain('Kinh doanh');

    // The editor: the catalogue and content, the about-us and contact texts, no customers, no accounts.
    const editorContext = await browser.newContext({ viewport: viewports.desktop });
    const asEditor = await watchedPage(editorContext);
    await signIn(asEditor.page, siteUrl, editor);
    expect(asEditor.page.url()).toBe(`${siteUrl}/admin/products`);
    expect(await asEditor.page.locator('.admin__who').textContent()).toBe('Nguyễn Thu HàBiên tập viên');
    expect(await sidebarLinks(asEditor.page)).toEqual(EDITOR_LINKS);
    await asEditor.page.getByRole('link', { name: 'Bảng điều khiển' }).click();
    await asEditor.page.getByRole('heading', { level: 1, name: 'Bảng điều khiển' }).waitFor();
    expect(await tileTitles(asEditor.page)).toEqual([
      'Danh mục sản phẩm',
      'Danh mục dụng cụ bảo dưỡng',
      'Tin tức',
      'Dịch vụ',
      'Hỗ trợ kỹ thuật',
      'Banner',
      'Video',
    ]);
    expect(await asEditor.page.locator('.tile strong').allTextContents()).toEqual(['Giới thiệu', 'Cấu hình']);
    await asEditor.page.getByRole('heading', { name: 'Khách tìm nhưng không thấy' }).waitFor();
    await screenshot(asEditor.page, 'admin-dashboard-editor-1440');
    // The configuration screen holds only the contact text, the one value an editor may save there.
    await asEditor.page.getByRole('link', { name: 'Cấu hình' }).first().click();
    await asEditor.page.locator('.jodit-wysiwyg').waitFor();
    expect(await asEditor.page.locator('.config-row code').allTextContents()).toEqual(['CONTACT_FULL_TEXT']);
    for (const forbidden of ['/admin/quotes', '/admin/subscriptions', '/admin/staff', '/admin/audit']) {
      await asEditor.page.goto(`${siteUrl}${forbidden}`);
      await asEditor.page
        .getByRole('heading', { level: 1, name: 'Bạn không có quyền truy cập trang này' })
        .waitFor(patience);
      expect(await sidebarLinks(asEditor.page), forbidden).toEqual(EDITOR_LINKS);
    }
    await screenshot(asEditor.page, 'admin-forbidden-editor-1440');

    // The salesperson: quote requests and subscribers, on a phone.
    const salesContext = await browser.newContext({ viewport: viewports.phone });
    const asSales = await watchedPage(salesContext);
    await signIn(asSales.page, siteUrl, sales);
    expect(asSales.page.url()).toBe(`${siteUrl}/admin/quotes`);
    await asSales.page.getByRole('heading', { level: 1, name: 'Yêu cầu báo giá' }).waitFor();
    await asSales.page.getByRole('button', { name: 'Menu' }).click();
    expect(await sidebarLinks(asSales.page)).toEqual(SALES_LINKS);
    await asSales.page.getByRole('link', { name: 'Bảng điều khiển' }).click();
    await asSales.page.getByRole('heading', { level: 1, name: 'Bảng điều khiển' }).waitFor();
    expect(await tileTitles(asSales.page)).toEqual(['Yêu cầu báo giá mới', 'Yêu cầu đang xử lý', 'Đăng ký nhận tin']);
    expect(await asSales.page.getByRole('heading', { name: 'Khách tìm nhưng không thấy' }).count()).toBe(0);
    await screenshot(asSales.page, 'admin-dashboard-sales-390');
    await asSales.page.goto(`${siteUrl}/admin/products/new`);
    await asSales.page.getByRole('heading', { level: 1, name: 'Bạn không có quyền truy cập trang này' }).waitFor();
    expect(await asSales.page.getByRole('alert').textContent()).toContain('vai trò Kinh doanh');
    expect(await asSales.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(asSales.page, 'admin-forbidden-sales-390');

    // The owner's list now shows when each signed in.
    await page.reload();
    expect(await editorRow.textContent()).not.toContain('Chưa đăng nhập');

    // Nothing refused, nothing logged: the screens never asked for what the role may not read.
    expect([...problems, ...asEditor.problems, ...asSales.problems]).toEqual([]);
    await Promise.all([owner.close(), editorContext.close(), salesContext.close()]);
  }, 120_000);

  it('says two different copies, a short password and a taken user name on their fields', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page } = await watchedPage(context);
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/staff`);
    await page.getByRole('button', { name: '+ Thêm tài khoản' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm tài khoản nhân viên' });
    await dialog.getByLabel('Tên đăng nhập').fill('quantri');
    await dialog.getByLabel('Tên hiển thị').fill('Người trùng tên');
    await dialog.getByRole('radio', { name: /Kinh doanh/ }).check();
    await dialog.getByRole('radio', { name: 'Tự nhập mật khẩu' }).check();
    await dialog.locator('#password').fill('ngan');
    await dialog.getByLabel('Nhập lại mật khẩu').fill('ngan-khac');
    await dialog.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await dialog.locator('#repeat-error').waitFor();
    expect(await dialog.locator('#repeat-error').textContent()).toBe('Hai mật khẩu không giống nhau');

    await dialog.getByLabel('Nhập lại mật khẩu').fill('ngan');
    await dialog.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await dialog.locator('#password-error').waitFor();
    expect(await dialog.locator('#password-error').textContent()).toBe('Mật khẩu cần ít nhất 10 ký tự');

    await dialog.locator('#password').fill('du-dai-roi-day');
    await dialog.getByLabel('Nhập lại mật khẩu').fill('du-dai-roi-day');
    await dialog.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await dialog.locator('#username-error').waitFor();
    expect(await dialog.locator('#username-error').textContent()).toBe('Tên đăng nhập đã được dùng');
    // Nothing typed is lost.
    expect(await dialog.getByLabel('Tên hiển thị').inputValue()).toBe('Người trùng tên');

    await dialog.getByRole('button', { name: 'Đóng' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('keeps the owner account of the deploy configuration an enabled owner', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, dialogs } = await watchedPage(context);
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/staff`);
    const row = page.getByRole('row').filter({ has: page.locator('code', { hasText: /^quantri$/ }) });
    expect(await row.textContent()).toContain('không thể khóa; mật khẩu đổi trong cấu hình triển khai');
    expect(await row.getByRole('button').allTextContents()).toEqual(['Sửa']);

    await row.getByRole('button', { name: 'Sửa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sửa tài khoản quantri' });
    expect(await dialog.getByRole('radio', { name: /Biên tập viên/ }).isDisabled()).toBe(true);
    expect(await dialog.textContent()).toContain('Tài khoản chủ luôn có vai trò chủ sở hữu');
    await dialog.getByRole('button', { name: 'Đóng' }).click();

    await page.goto(`${siteUrl}/admin/account`);
    await page.getByRole('heading', { name: 'Đổi mật khẩu' }).waitFor();
    expect(await page.locator('.panel').textContent()).toContain('mật khẩu của nó nằm trong cấu hình triển khai');
    expect(await page.getByLabel('Mật khẩu hiện tại').count()).toBe(0);
    expect(dialogs.seen).toEqual([]);
    await context.close();
  });
});

describe('sessions an owner ends', () => {
  it('sends a disabled account’s open session to the sign-in page at its next step, and lets it back once enabled', async () => {
    const editor = await accountOf('editor', 'khoa');
    const editorContext = await browser.newContext({ viewport: viewports.desktop });
    const asEditor = await editorContext.newPage();
    const editorDialogs = recordDialogs(asEditor);
    await signIn(asEditor, siteUrl, editor);
    await asEditor.goto(`${siteUrl}/admin/videos`);
    await asEditor.getByRole('heading', { level: 1, name: 'Video' }).waitFor();

    const ownerContext = await browser.newContext({ viewport: viewports.desktop });
    const { page, dialogs } = await watchedPage(ownerContext);
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/staff`);
    const row = page.getByRole('row').filter({ hasText: editor.username });
    dialogs.confirmAnswer = false;
    await row.getByRole('button', { name: `Khóa ${editor.username}` }).click();
    expect(dialogs.seen.at(-1)).toContain(`Khóa tài khoản “${editor.displayName}”?`);
    expect(await row.textContent()).toContain('Đang hoạt động');

    dialogs.confirmAnswer = true;
    await row.getByRole('button', { name: `Khóa ${editor.username}` }).click();
    await dialogs.waitFor('Cập nhật thành công');
    await row.getByText('Đã khóa').waitFor();

    // The editor's next step: the sign-in page, where the account no longer signs in.
    await asEditor.getByRole('link', { name: 'Banner', exact: true }).click();
    await asEditor.waitForURL(`${siteUrl}/admin-login`);
    await submitSignIn(asEditor, siteUrl, editor);
    await asEditor.getByText('Sai tài khoản hoặc mật khẩu').waitFor();

    await row.getByRole('button', { name: `Mở khóa ${editor.username}` }).click();
    await row.getByText('Đang hoạt động').waitFor();
    await signIn(asEditor, siteUrl, editor);
    // Back to the screen the lost session was on its way to.
    expect(asEditor.url()).toBe(`${siteUrl}/admin/banner`);
    expect(editorDialogs.seen).toEqual([]);
    await Promise.all([editorContext.close(), ownerContext.close()]);
  });

  it('resets a password: the account’s session ends, the old password fails and the one shown works', async () => {
    const sales = await accountOf('sales', 'datlai');
    const salesContext = await browser.newContext({ viewport: viewports.desktop });
    const asSales = await salesContext.newPage();
    await signIn(asSales, siteUrl, sales);

    const ownerContext = await browser.newContext({ viewport: viewports.phone });
    const { page, dialogs } = await watchedPage(ownerContext);
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/staff`);
    await page
      .getByRole('row')
      .filter({ hasText: sales.username })
      .getByRole('button', { name: `Đặt lại mật khẩu ${sales.username}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Đặt lại mật khẩu: ${sales.displayName}` });
    await dialog.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    expect(dialogs.seen.at(-1)).toContain(`Đặt lại mật khẩu của “${sales.displayName}”?`);
    const shown = page.getByRole('dialog', { name: `Đã đặt lại mật khẩu ${sales.username}` });
    const password = (await shown.getByLabel('Mật khẩu mới').textContent())!;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-staff-reset-390');
    await shown.getByRole('button', { name: 'Xong' }).click();

    await asSales.getByRole('link', { name: 'Đăng ký nhận tin' }).click();
    await asSales.waitForURL(`${siteUrl}/admin-login`);
    await submitSignIn(asSales, siteUrl, sales);
    await asSales.getByText('Sai tài khoản hoặc mật khẩu').waitFor();
    await signIn(asSales, siteUrl, { username: sales.username, password });
    expect(asSales.url()).toBe(`${siteUrl}/admin/subscriptions`);
    await Promise.all([salesContext.close(), ownerContext.close()]);
  });

  it('applies a new role at the next step: the sidebar and the screens follow it', async () => {
    const sales = await accountOf('sales', 'doivaitro');
    const salesContext = await browser.newContext({ viewport: viewports.desktop });
    const { page: asSales } = await watchedPage(salesContext);
    await signIn(asSales, siteUrl, sales);
    expect(await sidebarLinks(asSales)).toEqual(SALES_LINKS);

    const ownerContext = await browser.newContext({ viewport: viewports.desktop });
    const { page, dialogs } = await watchedPage(ownerContext);
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/staff`);
    await page
      .getByRole('row')
      .filter({ hasText: sales.username })
      .getByRole('button', { name: `Sửa ${sales.username}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Sửa tài khoản ${sales.username}` });
    await dialog.getByLabel('Tên hiển thị').fill('Lê Minh Châu');
    await dialog.getByRole('radio', { name: /Biên tập viên/ }).check();
    await dialog.getByRole('button', { name: 'Cập nhật' }).click();
    await dialogs.waitFor('Cập nhật thành công');
    expect(dialogs.seen).toContain('Bạn có chắc chắn muốn cập nhật?');
    await page.getByRole('row').filter({ hasText: 'Lê Minh Châu' }).getByText('Biên tập viên').waitFor();

    await asSales.getByRole('link', { name: 'Bảng điều khiển' }).click();
    await asSales.getByRole('link', { name: 'Tất cả bài viết' }).waitFor();
    expect(await sidebarLinks(asSales)).toEqual(EDITOR_LINKS);
    expect(await asSales.locator('.admin__who').textContent()).toBe('Lê Minh ChâuBiên tập viên');
    await Promise.all([salesContext.close(), ownerContext.close()]);
  });
});

describe('one’s own password', () => {
  it('changes with the current one: this session lives on, the other ends, the new password signs in', async () => {
    const sales = await accountOf('sales', 'matkhau');
    const otherContext = await browser.newContext({ viewport: viewports.desktop });
    const other = await otherContext.newPage();
    await signIn(other, siteUrl, sales);

    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, dialogs, problems } = await watchedPage(context);
    await signIn(page, siteUrl, sales);
    await page.getByRole('link', { name: 'Tài khoản', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Tài khoản của bạn' }).waitFor();
    expect(await page.locator('.panel').textContent()).toContain('mọi phiên đăng nhập khác của tài khoản');
    const newPassword = `mat-khau-moi-${run}`;

    await page.getByLabel('Mật khẩu hiện tại').fill('khong-dung-mat-khau');
    await page.locator('#newPassword').fill(newPassword);
    await page.locator('#repeat').fill(newPassword);
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await page.locator('#currentPassword-error').waitFor();
    expect(await page.locator('#currentPassword-error').textContent()).toBe('Mật khẩu hiện tại không đúng');

    await page.getByLabel('Mật khẩu hiện tại').fill(sales.password);
    await page.locator('#repeat').fill(`${newPassword}-x`);
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await page.locator('#repeat-error').waitFor();

    await page.locator('#repeat').fill(newPassword);
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await dialogs.waitFor('Đổi mật khẩu thành công');
    expect(await page.getByLabel('Mật khẩu hiện tại').inputValue()).toBe('');
    await screenshot(page, 'admin-account-1440');

    // This session goes on; the other one is sent to sign in, where the old password no longer works.
    await page.getByRole('link', { name: 'Yêu cầu báo giá' }).click();
    await page.getByRole('heading', { level: 1, name: 'Yêu cầu báo giá' }).waitFor();
    await other.goto(`${siteUrl}/admin/quotes`);
    await other.waitForURL(`${siteUrl}/admin-login`);
    await submitSignIn(other, siteUrl, sales);
    await other.getByText('Sai tài khoản hoặc mật khẩu').waitFor();
    await signIn(other, siteUrl, { username: sales.username, password: newPassword });
    expect(other.url()).toBe(`${siteUrl}/admin/quotes`);
    // The wrong current password was the server's 400 on its field, nothing else.
    expect(problems.filter((problem) => !problem.includes('400'))).toEqual([]);
    await Promise.all([context.close(), otherContext.close()]);
  });
});
