import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AUDIT_PAGE_SIZE } from '@vongbi/functions/contract/audit';
import type { QuoteRequest, QuoteRequestReceipt, StaffAccount } from '@vongbi/functions/contract';
import { adminCookie, patience, recordDialogs, signIn, staffApi, uniqueSuffix } from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// The audit log's screen against the real log: a salesperson's answers to a quote request, more than a page of
// them, found by person and kind of record, paged with "Xem thêm", by Vietnam days, the filter kept in the
// address; a filter whose days run backwards is said on its field.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A day in Vietnam (UTC+7), `YYYY-MM-DD`, `offset` days from today. */
const vietnamDay = (offset = 0): string =>
  new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** A Vietnam day as the screen writes it, `DD/MM/YYYY`. */
const shownDay = (day: string): string => day.split('-').reverse().join('/');

/**
 * Presses what applies a filter and waits for the screen of the new one. The address changes before React renders
 * the new entries, and the filter form remounts in that same render: the old form gone, the rows and fields are the
 * new filter's (read before, the rows were the old filter's, and fields set then were reset by the remount).
 */
const applyFilter = async (page: Page, press: () => Promise<void>) => {
  const shown = await page.getByRole('form', { name: 'Lọc nhật ký' }).elementHandle();
  await press();
  await page.waitForFunction((form) => !form?.isConnected, shown, patience);
};

describe('the audit log screen', () => {
  it('finds a person’s answers to quote requests, pages through them and filters by day', async () => {
    // A salesperson of this run answers one request more times than a page holds.
    const run = uniqueSuffix();
    const sales = { username: `nhat.ky.${run}`, password: `mat-khau-nhat-ky-${run}` };
    await staffApi(siteUrl, await adminCookie(siteUrl))<StaffAccount>('/staff', {
      method: 'POST',
      json: { ...sales, displayName: 'Phạm Thị Nhật Ký', role: 'sales' },
    });
    const answer = staffApi(siteUrl, await adminCookie(siteUrl, sales));
    const receipt = await staffApi(siteUrl, '')<QuoteRequestReceipt>('/QuoteRequest', {
      method: 'POST',
      json: { customerName: 'Đỗ Văn Khách', phone: '0912 345 678', items: [{ text: `6205-2RS ${run}`, quantity: 2 }] },
    });
    // An even count: the last answer sets the request back to new.
    const answers = AUDIT_PAGE_SIZE + 6;
    let updatedAt = (await answer<QuoteRequest>(`/QuoteRequest/${receipt.id}`)).updatedAt;
    for (let index = 0; index < answers; index += 1) {
      const status = index % 2 === 0 ? 'processing' : 'new';
      ({ updatedAt } = await answer<QuoteRequest>(`/QuoteRequest/${receipt.id}`, {
        method: 'PUT',
        json: { status, staffNote: '', updatedAt },
      }));
    }

    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    recordDialogs(page);
    await signIn(page, siteUrl);
    await page.getByRole('link', { name: 'Nhật ký thay đổi' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nhật ký thay đổi' }).waitFor();
    const rows = page.locator('.data-table tbody tr');
    const column = (index: number) => page.locator(`.data-table tbody td:nth-child(${index})`).allTextContents();
    // Everyone's newest first: the sign-in of the owner reading it leads.
    expect(await rows.first().textContent()).toContain('Đăng nhập');

    await page.getByLabel('Người thực hiện').selectOption(sales.username);
    await page.getByLabel('Loại bản ghi').selectOption({ label: 'Yêu cầu báo giá' });
    await applyFilter(page, () => page.getByRole('button', { name: 'Lọc', exact: true }).click());
    await page.waitForURL(`${siteUrl}/admin/audit?username=${sales.username}&entity=quote-request`);
    await expect.poll(() => rows.count(), patience).toBe(AUDIT_PAGE_SIZE);
    expect(new Set(await column(2))).toEqual(new Set([`Phạm Thị Nhật Ký${sales.username}`]));
    expect(new Set(await column(3))).toEqual(new Set(['Cập nhật']));
    expect(new Set(await column(4))).toEqual(new Set(['Yêu cầu báo giá']));
    // The last answer set the request back to new, and each time is Vietnam's.
    expect(await rows.first().locator('td').last().textContent()).toBe('Trạng thái Đang xử lý → Mới');
    expect(await rows.first().locator('td').first().textContent()).toMatch(
      new RegExp(`^${shownDay(vietnamDay())} \\d{2}:\\d{2}:\\d{2}$`),
    );
    expect(await page.getByRole('status').filter({ hasText: 'mục' }).textContent()).toBe(`${AUDIT_PAGE_SIZE} mục`);
    await screenshot(page, 'admin-audit-filtered-1440');

    await page.getByRole('button', { name: 'Xem thêm' }).click();
    await expect.poll(() => rows.count(), patience).toBe(answers);
    expect(await page.getByRole('status').filter({ hasText: 'mục' }).textContent()).toBe(`${answers} mục, đã hết`);
    expect(await page.getByRole('button', { name: 'Xem thêm' }).count()).toBe(0);
    expect(new Set(await column(5))).toEqual(new Set([String(receipt.id)]));
    // The oldest answer is the first one: new → in progress.
    expect(await rows.last().locator('td').last().textContent()).toBe('Trạng thái Mới → Đang xử lý');

    // The record opens the request it names.
    await rows
      .first()
      .getByRole('link', { name: String(receipt.id) })
      .click();
    await page.getByRole('heading', { level: 1, name: `Yêu cầu báo giá #${receipt.id}` }).waitFor();
    await page.goBack();
    await page.waitForURL(`${siteUrl}/admin/audit?username=${sales.username}&entity=quote-request`);
    await expect.poll(() => rows.count(), patience).toBe(AUDIT_PAGE_SIZE);
    // The filter came back with the address.
    expect(await page.getByLabel('Người thực hiện').inputValue()).toBe(sales.username);
    expect(await page.getByLabel('Loại bản ghi').inputValue()).toBe('quote-request');

    // Today holds them; up to yesterday holds none of them.
    await page.getByLabel('Từ ngày').fill(vietnamDay());
    await applyFilter(page, () => page.getByRole('button', { name: 'Lọc', exact: true }).click());
    await page.waitForURL((url) => url.searchParams.get('from') === vietnamDay());
    await expect.poll(() => rows.count(), patience).toBe(AUDIT_PAGE_SIZE);
    await page.getByLabel('Từ ngày').fill('');
    await page.getByLabel('Đến ngày').fill(vietnamDay(-1));
    await applyFilter(page, () => page.getByRole('button', { name: 'Lọc', exact: true }).click());
    await page.getByText('Không có thao tác nào khớp bộ lọc.').waitFor();
    expect(await rows.count()).toBe(1);

    // Days that run backwards are said on the field.
    await page.getByLabel('Từ ngày').fill(vietnamDay());
    await applyFilter(page, () => page.getByRole('button', { name: 'Lọc', exact: true }).click());
    await page.locator('#audit-to-error').waitFor();
    expect(await page.locator('#audit-to-error').textContent()).toBe('Ngày kết thúc không được trước ngày bắt đầu');

    // The person's sign-in is in the log too, under the kind of record of accounts.
    await applyFilter(page, () => page.getByRole('link', { name: 'Xóa bộ lọc' }).click());
    await page.waitForURL(`${siteUrl}/admin/audit`);
    await page.getByLabel('Người thực hiện').selectOption(sales.username);
    await page.getByLabel('Loại bản ghi').selectOption({ label: 'Tài khoản nhân viên' });
    await applyFilter(page, () => page.getByRole('button', { name: 'Lọc', exact: true }).click());
    await expect.poll(() => column(3), patience).toEqual(['Đăng nhập']);
    expect(await column(6)).toEqual(['Phạm Thị Nhật Ký (Kinh doanh)']);

    expect(problems).toEqual([]);
    await staffApi(siteUrl, await adminCookie(siteUrl))(`/QuoteRequest/${receipt.id}`, { method: 'DELETE' });
    await context.close();
  }, 120_000);
});
