import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { drawJpeg, recordDialogs, signIn } from '../helpers/admin';
import { launchBrowser, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// A session ends (expired, or signed out in another tab): the next admin step says so, goes to the
// sign-in page, and signing in again returns to the screen the user was on.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a lost admin session', () => {
  it('sends the next admin navigation to /admin-login and back after signing in', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/videos`);
    await page.getByRole('heading', { name: 'Video' }).waitFor();

    // The session cookie expires.
    await context.clearCookies();
    await page.getByRole('link', { name: 'Banner', exact: true }).click();

    await page.waitForURL(`${siteUrl}/admin-login`);
    await signIn(page, siteUrl);
    expect(page.url()).toBe(`${siteUrl}/admin/banner`);
    await context.close();
  });

  it('answers a write after signing out in another tab with "Xác thực thất bại!", then returns to the form', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const dialogs = recordDialogs(page);
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/videos/new`);
    await page.getByLabel('Tên video').fill('Video sẽ không được lưu');
    const image = await drawJpeg(page, { name: 'anh.jpg', width: 400, height: 300, hue: 40 });

    const otherTab = await context.newPage();
    await otherTab.goto(`${siteUrl}/admin`);
    await otherTab.getByRole('button', { name: 'Đăng xuất' }).click();
    await otherTab.waitForURL(`${siteUrl}/admin-login`);

    await page.locator('#image').setInputFiles(image);
    await dialogs.waitFor('Xác thực thất bại!');
    await page.waitForURL(`${siteUrl}/admin-login`);
    await signIn(page, siteUrl);
    expect(page.url()).toBe(`${siteUrl}/admin/videos/new`);
    await context.close();
  });

  it('lands on the products after a plain sign-in', async () => {
    const page = await browser.newPage();
    await signIn(page, siteUrl);
    expect(page.url()).toBe(`${siteUrl}/admin/products`);
    await page.close();
  });
});
