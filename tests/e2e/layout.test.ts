/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appLoaded, launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(viewports))('the home page on a %s', (_name, viewport) => {
  it('fits the screen, shows the configured hotline, and uses our own font', async () => {
    const page = await browser.newPage({ viewport });
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(siteUrl) && !request.url().startsWith('data:')) outside.push(request.url());
    });

    await page.goto(siteUrl, { waitUntil: 'networkidle' });

    await expect.poll(() => page.getByTestId('header-phone').textContent()).not.toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // check() is true too when no face of that family exists, so the face must first have loaded: it comes with
    // the app, which boot fetches after the first paint.
    await appLoaded(page);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            // Every face asked for has loaded, not only the first weight.
            document.fonts.status === 'loaded' &&
            [...document.fonts].filter(
              (face) => face.family.replace(/["']/g, '') === 'Be Vietnam Pro' && face.status === 'loaded',
            ).length > 0,
        ),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.fonts.check('16px "Be Vietnam Pro"', 'Vòng bi Việt'))).toBe(true);
    expect(outside).toEqual([]);
    await screenshot(page, `home-${viewport.width}`);
    await page.close();
  });

  it('lays out the login page without overflow', async () => {
    const page = await browser.newPage({ viewport });

    await page.goto(`${siteUrl}/admin-login`);
    await page.getByRole('heading', { name: 'Đăng nhập quản trị' }).waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `admin-login-${viewport.width}`);
    await page.close();
  });
});
