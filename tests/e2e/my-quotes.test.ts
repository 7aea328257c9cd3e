/// <reference lib="dom" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience, uniqueSuffix } from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { rawRequest, routeFromAddress } from '../helpers/raw-http';
import { siteOutbox as outbox, siteUrl } from '../helpers/site-url';

// A buyer who sent a request with their e-mail address opens the link of the confirmation on a phone: the token
// leaves the address bar, the page lists the request, and "Gửi lại yêu cầu này" sends it again in two taps. Later,
// on a desktop without a session, the e-mail form answers "Đã gửi liên kết".

const email = `nguoi-mua-${uniqueSuffix()}@nhamay.vn`;

let browser: Browser;

/** The text of the newest e-mail to `to` in the site's outbox. */
const newestMailTo = (to: string): string | undefined => {
  const texts = readdirSync(outbox)
    .sort()
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((raw) => raw.split('\r\n\r\n')[0]!.split('\r\n').includes(`To: ${to}`))
    .map((raw) => Buffer.from(raw.split('\r\n\r\n').slice(1).join('').replace(/\r\n/g, ''), 'base64').toString('utf8'));
  return texts.at(-1);
};

beforeAll(async () => {
  browser = await launchBrowser();
  // From a loopback address of its own: the files before it in this worker may have used 127.0.0.1's 5 requests.
  const response = await rawRequest(`${siteUrl}/api/QuoteRequest`, {
    method: 'POST',
    localAddress: '127.0.2.10',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customerName: 'Hoàng Thị Lan',
      phone: '0236 382 1234',
      email,
      company: 'Công ty Cơ điện Đà Nẵng',
      items: [
        { text: '6205-2RS', quantity: 20 },
        { text: '22218 E', quantity: 2 },
      ],
    }),
  });
  expect(response.status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
});

describe('a buyer’s own requests', () => {
  it('opens from the confirmation’s link on a phone, lists the request and sends it again in two taps', async () => {
    const mail = newestMailTo(email);
    const link = /(http\S+\/my-quotes\?token=[A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
    expect(link, 'the link in the confirmation').toBeDefined();
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();

    await page.goto(link!);

    await expect.poll(() => page.getByText(`Các yêu cầu gửi với e-mail ${email}`).count(), patience).toBe(1);
    expect(new URL(page.url()).search).toBe('');
    const card = page.locator('.my-quote');
    expect(await card.count()).toBe(1);
    expect(await card.first().textContent()).toMatch(/6205-2RS× 20.*22218 E× 2/);
    expect(await card.first().locator('.status-pill').textContent()).toBe('Đã gửi');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await screenshot(page, 'my-quotes-phone');

    // A resend counts as a new request: from an address of its own, like the request above.
    await routeFromAddress(page, '**/api/my/quotes/*/resend', '127.0.2.10');
    await page.getByRole('button', { name: 'Gửi lại yêu cầu này' }).click();
    await page.getByLabel('Ghi chú cho lần này (không bắt buộc)').fill('Giao như lần trước');
    await page.getByRole('button', { name: 'Xác nhận gửi lại' }).click();

    await expect.poll(() => page.locator('.my-quote').count(), patience).toBe(2);
    expect(await page.locator('.my-quote').first().textContent()).toContain('Ghi chú: Giao như lần trước');
    await screenshot(page, 'my-quotes-phone-resent');
    await context.close();
  });

  it('asks a browser without a session for the address and answers "Đã gửi liên kết", on a desktop', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/my-quotes`);

    await page.getByLabel('E-mail').fill(email);
    await screenshot(page, 'my-quotes-desktop-ask');
    await page.getByRole('button', { name: 'Gửi liên kết' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Đã gửi liên kết' }).count(), patience).toBe(1);
    await expect.poll(() => newestMailTo(email), patience).toMatch(/Liên kết xem lại|Mở liên kết sau/);
    await screenshot(page, 'my-quotes-desktop-sent');
    await context.close();
  });

  it('says a used link is no longer valid and offers the e-mail form', async () => {
    const used = /(http\S+\/my-quotes\?token=[A-Za-z0-9_-]+)/.exec(newestMailTo(email) ?? '')![1]!;
    const first = await browser.newContext({ viewport: viewports.desktop });
    const opened = await first.newPage();
    await opened.goto(used);
    await expect.poll(() => opened.locator('.my-quote').count(), patience).toBe(2);
    await screenshot(opened, 'my-quotes-desktop-list');
    await first.close();
    const second = await browser.newContext({ viewport: viewports.phone });
    const page = await second.newPage();

    await page.goto(used);

    await expect
      .poll(() => page.getByText('Liên kết đã được dùng hoặc đã hết hạn.', { exact: false }).count(), patience)
      .toBe(1);
    expect(await page.getByLabel('E-mail').count()).toBe(1);
    await second.close();
  });
});
