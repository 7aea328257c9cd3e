/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteRequestReceipt, StaffAccount } from '@vongbi/functions/contract';
import type { QuoteReplies } from '@vongbi/functions/contract/quote-reply';
import { adminCookie, patience, recordDialogs, signIn, staffApi, uniqueSuffix } from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { rawRequest } from '../helpers/raw-http';
import { siteUrl } from '../helpers/site-url';

// A salesperson answers a buyer's request with a báo giá: the request's lines are there, prices typed as
// Vietnamese write them, a line added, moved and removed, VAT chosen, the sums read as typed, "Xem trước" opens
// the PDF, and sending numbers the reply, e-mails it and marks the request "Đã báo giá". This file sends one
// quote request (a client may send 5 in 10 minutes).

const run = uniqueSuffix();
const sales = { username: `banhang.baogia.${run}`, password: `mat-khau-bao-gia-${run}` };

let browser: Browser;
let requestId: number | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  await staffApi(siteUrl, await adminCookie(siteUrl))<StaffAccount>('/staff', {
    method: 'POST',
    json: { ...sales, displayName: 'Trần Thị Báo Giá', role: 'sales' },
  });
  // From a loopback address of its own: the files before it in this worker may have used 127.0.0.1's 5 requests.
  const sent = await rawRequest(`${siteUrl}/api/QuoteRequest`, {
    method: 'POST',
    localAddress: '127.0.2.20',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customerName: `Lê Văn Mua ${run}`,
      phone: '0912 345 678',
      email: 'le.van.mua@nhamay.vn',
      company: 'Nhà máy Giấy Bãi Bằng',
      items: [
        { text: `6205-2RS ${run}`, quantity: 10 },
        { text: 'NU 310 ECP', quantity: 4 },
      ],
    }),
  });
  expect(sent.status).toBe(201);
  const receipt = JSON.parse(sent.body) as QuoteRequestReceipt;
  requestId = receipt.id;
});

afterAll(async () => {
  if (requestId !== undefined) {
    await staffApi(siteUrl, await adminCookie(siteUrl))(`/QuoteRequest/${requestId}`, { method: 'DELETE' });
  }
  await browser?.close();
});

describe('a salesperson', () => {
  it('composes a báo giá from the request’s lines, previews its PDF and sends it', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const dialogs = recordDialogs(page);
    await signIn(page, siteUrl, sales);
    await page.goto(`${siteUrl}/admin/quotes/${requestId}`);
    await page.getByRole('heading', { name: 'Soạn báo giá' }).waitFor(patience);

    // The request's lines, prefilled; prices typed as Vietnamese write them.
    const lines = page.locator('.reply-line');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).getByLabel('Hàng hóa').inputValue()).toBe(`6205-2RS ${run}`);
    expect(await lines.nth(0).getByLabel('Số lượng').inputValue()).toBe('10');
    await lines.nth(0).getByLabel('Đơn giá (đ)').fill('1.250.000');
    await lines.nth(0).getByLabel('Thời gian giao').fill('Có sẵn');
    await lines.nth(1).getByLabel('Đơn giá (đ)').fill('845000');
    await lines.nth(1).getByLabel('Thời gian giao').fill('2–3 tuần');
    await lines.nth(1).getByLabel('Ghi chú dòng').fill('Hàng FAG, có CO/CQ');

    // A line added, moved to the top, then removed again.
    await page.getByRole('button', { name: '+ Thêm dòng' }).click();
    await lines.nth(2).getByLabel('Hàng hóa').fill('Mỡ bôi trơn Arcanol');
    await page.getByRole('button', { name: 'Đưa dòng 3 lên' }).click();
    await page.getByRole('button', { name: 'Đưa dòng 2 lên' }).click();
    expect(await lines.nth(0).getByLabel('Hàng hóa').inputValue()).toBe('Mỡ bôi trơn Arcanol');
    await lines.nth(0).getByRole('button', { name: 'Xóa dòng' }).click();
    expect(await lines.count()).toBe(2);

    await page.getByRole('radio', { name: '10%' }).check();
    const totals = page.getByLabel('Tổng tiền');
    await expect.poll(() => totals.textContent()).toContain('Cộng tiền hàng15.880.000 đ');
    expect(await totals.textContent()).toContain('Thuế GTGT (10%)1.588.000 đ');
    expect(await totals.textContent()).toContain('Tổng cộng17.468.000 đ');
    expect(await page.locator('.reply-totals__words').textContent()).toBe(
      'Bằng chữ: Mười bảy triệu bốn trăm sáu mươi tám nghìn đồng',
    );
    expect(await lines.nth(1).getByLabel('Đơn giá (đ)').inputValue()).toBe('845.000');
    await screenshot(page, 'admin-quote-reply-1440');

    // "Xem trước": the PDF in a tab of its own, nothing sent.
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Xem trước' }).click(),
    ]);
    await expect.poll(() => preview.url(), patience).toMatch(/^blob:/);
    await preview.close();

    await page.getByRole('button', { name: 'Gửi báo giá' }).click();
    await expect
      .poll(() => dialogs.seen.find((text) => text.startsWith('Đã gửi báo giá')), patience)
      .toMatch(/^Đã gửi báo giá BG-\d{4}-\d{4} tới le\.van\.mua@nhamay\.vn$/);
    expect(dialogs.seen[0]).toContain('Gửi báo giá này tới le.van.mua@nhamay.vn?');
    const number = /BG-\d{4}-\d{4}/.exec(dialogs.seen.find((text) => text.startsWith('Đã gửi báo giá'))!)![0];

    const sent = page.getByRole('region', { name: 'Báo giá đã gửi' }).locator('tbody tr');
    await sent.first().getByText(number).waitFor(patience);
    expect(await sent.first().textContent()).toContain('17.468.000 đ');
    expect(await sent.first().textContent()).toContain('Đã gửi e-mail');
    expect(await sent.first().getByRole('link', { name: 'Tải PDF' }).getAttribute('href')).toBe(
      `/api/QuoteRequest/${requestId}/replies/${number}/pdf`,
    );
    await page.locator('.quote-contact .status-pill', { hasText: 'Đã báo giá' }).waitFor();
    await page.getByRole('heading', { name: 'Báo giá mới (thay báo giá trước)' }).waitFor();
    await screenshot(page, 'admin-quote-replied-1440');

    const replies = await staffApi(
      siteUrl,
      await adminCookie(siteUrl, sales),
    )<QuoteReplies>(`/QuoteRequest/${requestId}/replies`);
    expect(replies.replies.map((reply) => [reply.number, reply.totalVnd, reply.vatPercent])).toEqual([
      [number, 17_468_000, 10],
    ]);
    expect(replies.replies[0]!.lines[1]).toEqual({
      text: 'NU 310 ECP',
      quantity: 4,
      unitPriceVnd: 845_000,
      leadTime: '2–3 tuần',
      note: 'Hàng FAG, có CO/CQ',
    });
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('fits the reply screen on a phone', async () => {
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    await signIn(page, siteUrl, sales);
    await page.goto(`${siteUrl}/admin/quotes/${requestId}`);
    await page.getByRole('heading', { name: 'Báo giá mới (thay báo giá trước)' }).waitFor(patience);
    await page.locator('.reply-line').first().getByLabel('Đơn giá (đ)').fill('1.250.000');
    await screenshot(page, 'admin-quote-reply-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  }, 60_000);

  it('is asked before leaving the request with an unsaved báo giá or note, its two forms guarded at once', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const dialogs = recordDialogs(page);
    await signIn(page, siteUrl, sales);
    const requestPath = `/admin/quotes/${requestId}`;
    await page.goto(`${siteUrl}${requestPath}`);
    await page.getByRole('heading', { name: 'Báo giá mới (thay báo giá trước)' }).waitFor(patience);
    const leave = async (answer: boolean) => {
      dialogs.confirmAnswer = answer;
      const seen = dialogs.seen.length;
      await page.getByRole('link', { name: 'Tài khoản', exact: true }).click();
      await dialogs.waitFor('Bạn có thay đổi chưa lưu. Rời khỏi trang này?', seen);
    };

    // The báo giá, below the status form.
    await page.locator('.reply-line').first().getByLabel('Đơn giá (đ)').fill('990.000');
    await leave(false);
    expect(new URL(page.url()).pathname).toBe(requestPath);
    expect(await page.locator('.reply-line').first().getByLabel('Đơn giá (đ)').inputValue()).toBe('990.000');

    // The status form's note, on a fresh visit.
    await page.reload();
    await page.getByLabel('Ghi chú của nhân viên').fill('Gọi lại cho khách chiều nay');
    await leave(false);
    expect(new URL(page.url()).pathname).toBe(requestPath);
    await leave(true);
    await page.waitForURL(`${siteUrl}/admin/account`);

    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
