/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// A buyer whose code the site does not list: the search page says so and offers the hotline and the Zalo chat
// from the configuration, on a phone and on a desktop.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const configured = async (configKey: string): Promise<string> => {
  const items = (await (await fetch(`${siteUrl}/api/Configuration`)).json()) as { configKey: string; value: string }[];
  return items.find((item) => item.configKey === configKey)!.value;
};

describe.each(Object.entries(viewports))('nothing found, on a %s', (device, viewport) => {
  it('offers the hotline and the Zalo chat for the code typed', async () => {
    const [phone, zalo] = [await configured('PHONE'), await configured('Zalo')];
    const page = await browser.newPage({ viewport });
    await page.goto(`${siteUrl}/search/${encodeURIComponent('NKX 9999-ZZZ')}`, { waitUntil: 'networkidle' });

    await page.getByText('Không tìm thấy sản phẩm nào phù hợp.').waitFor();
    await expect(
      page.getByRole('heading', { name: 'Chưa thấy mã “NKX 9999-ZZZ” trên website?' }).count(),
    ).resolves.toBe(1);
    const call = page.getByRole('link', { name: `Gọi ${phone}` });
    expect(await call.getAttribute('href')).toBe(`tel:${phone.replace(/\s+/g, '')}`);
    const chat = page.getByRole('link', { name: 'Nhắn Zalo' });
    expect(await chat.getAttribute('href')).toBe(`https://zalo.me/${zalo}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `search-not-found-${viewport.width}`);
    await page.close();
  });

  it(`shows no help block when products are found (${device})`, async () => {
    const page = await browser.newPage({ viewport });
    await page.goto(`${siteUrl}/search/fag`, { waitUntil: 'networkidle' });
    await page
      .getByText(/sản phẩm phù hợp$/)
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { name: /Chưa thấy mã/ }).count()).toBe(0);
    await page.close();
  });
});
