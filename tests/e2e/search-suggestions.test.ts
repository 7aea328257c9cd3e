/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstUse, launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// Suggestions under the header's search box with the demo catalogue, on a desktop and on a phone, by keyboard
// and by touch: what a visitor sees and where each choice leads. The demo's FAG 6205-2RSR is typed as buyers
// type it, without its hyphen.

const BEARING = 'Vòng bi cầu FAG 6205-2RSR';
const BEARING_PATH = '/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Gợi ý sản phẩm' });
const options = (page: Page) => suggestions(page).getByRole('option');
const selected = (page: Page) => suggestions(page).locator('[role="option"][aria-selected="true"]');

/** A published page, used, once the app has taken it over (the box is a combobox only then). */
const openPage = async (page: Page, path: string) => {
  await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
  await firstUse(page);
  await searchBox(page).waitFor();
};

describe.each(Object.entries(viewports))('a visitor on a %s', (device, viewport) => {
  const phone = device === 'phone';
  let page: Page;

  beforeAll(async () => {
    page = await browser.newPage({ viewport });
  });
  afterAll(async () => {
    await page.close();
  });

  it('sees a bearing suggested from its code as typed, and opens it with ArrowDown and Enter', async () => {
    await openPage(page, '/about-us');
    const box = searchBox(page);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.click();
    await page.keyboard.type('62052rs');

    await suggestions(page).waitFor();
    expect(await options(page).first().textContent()).toContain(BEARING);
    const count = await options(page).count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(9);
    expect(await options(page).last().textContent()).toBe('Xem tất cả kết quả cho “62052rs”');
    expect(await page.locator('.search-box [aria-live="polite"]').textContent()).toBe(`${count - 1} gợi ý`);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-autocomplete')).toBe('list');
    expect(await box.getAttribute('aria-controls')).toBe(await suggestions(page).getAttribute('id'));
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();

    const list = (await suggestions(page).boundingBox())!;
    const field = (await page.locator('.search-box').boundingBox())!;
    expect(list.y).toBeGreaterThanOrEqual(field.y + field.height);
    if (phone) {
      expect(list.x).toBe(0);
      expect(list.width).toBe(viewport.width);
    } else {
      expect(list.x).toBeCloseTo(field.x, 0);
      expect(list.width).toBeGreaterThanOrEqual(field.width);
      expect(list.x + list.width).toBeLessThanOrEqual(viewport.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await page.keyboard.press('ArrowDown');
    expect(await selected(page).textContent()).toContain(BEARING);
    expect(await box.getAttribute('aria-activedescendant')).toBe(await selected(page).getAttribute('id'));
    await screenshot(page, `search-suggestions-${viewport.width}`);
    await page.keyboard.press('ArrowUp');
    expect(await selected(page).textContent()).toBe('Xem tất cả kết quả cho “62052rs”');
    await page.keyboard.press('ArrowDown');
    expect(await selected(page).textContent()).toContain(BEARING);

    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page).textContent()).toBe(BEARING);
    expect(new URL(page.url()).pathname).toBe(BEARING_PATH);
    expect(await suggestions(page).isHidden()).toBe(true);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
  });

  it('suggests something at every key on the way to 62052rs, the sealed 6205 from its size on', async () => {
    await openPage(page, '/contact');
    const box = searchBox(page);
    await box.click();
    const typed = '62052rs';
    await page.keyboard.type(typed.charAt(0));
    // From two characters on, as the box asks; each key waits for its own answer, as a buyer who pauses would.
    for (let length = 2; length <= typed.length; length++) {
      const prefix = typed.slice(0, length);
      const answered = page.waitForResponse(
        (response) =>
          response.url().includes('/api/InnerProduct/SearchInnerProductByName') &&
          new URL(response.url()).searchParams.get('name') === prefix,
      );
      await page.keyboard.type(typed.charAt(length - 1));
      await answered;
      await expect.poll(() => options(page).count(), { message: prefix }).toBeGreaterThanOrEqual(2);
      expect(await options(page).last().textContent(), prefix).toBe(`Xem tất cả kết quả cho “${prefix}”`);
      if (length >= 4) {
        const names = await options(page).allTextContents();
        expect(
          names.slice(0, 3).some((name) => name.includes(BEARING)),
          prefix,
        ).toBe(true);
      }
    }
  });

  it('closes the list on Escape and Tab, clears the box on a second Escape, and searches on Enter without a highlight', async () => {
    await openPage(page, '/services');
    const box = searchBox(page);
    await box.click();
    await page.keyboard.type('fag');
    await suggestions(page).waitFor();

    await page.keyboard.press('Escape');
    await suggestions(page).waitFor({ state: 'hidden' });
    expect(await box.inputValue()).toBe('fag');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Escape');
    expect(await box.inputValue()).toBe('');

    await page.keyboard.type('6205');
    await suggestions(page).waitFor();
    await page.keyboard.press('Tab');
    await suggestions(page).waitFor({ state: 'hidden' });

    await box.focus();
    await suggestions(page).waitFor();
    expect(await selected(page).count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page).textContent()).toBe('Tìm kiếm theo tên: 6205');
    expect(new URL(page.url()).pathname).toBe('/search/6205');
    expect(await suggestions(page).isHidden()).toBe(true);
    await page.getByRole('link', { name: BEARING }).waitFor();
  });

  it('types on and searches as before when the suggestions cannot be had', async () => {
    await openPage(page, '/about-us');
    await page.route('**/api/InnerProduct/SearchInnerProductByName*', (route) => route.abort());
    try {
      const box = searchBox(page);
      await box.click();
      const failed = page.waitForEvent('requestfailed');
      await page.keyboard.type('6310');
      await failed;

      expect(await suggestions(page).isHidden()).toBe(true);
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.type(' 2z');
      expect(await box.inputValue()).toBe('6310 2z');
    } finally {
      await page.unroute('**/api/InnerProduct/SearchInnerProductByName*');
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page).textContent()).toBe('Tìm kiếm theo tên: 6310 2z');
  });
});

describe.each(Object.entries(viewports))('a visitor with a touch screen on a %s', (device, viewport) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport, hasTouch: true, isMobile: device === 'phone' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  it('closes the list with a tap outside it and opens a suggestion with a tap', async () => {
    await openPage(page, '/about-us');
    await searchBox(page).tap();
    await page.keyboard.type('62052rs');
    await suggestions(page).waitFor();

    // Below the list, in the page's text.
    await page.touchscreen.tap(viewport.width / 2, viewport.height - 120);
    await suggestions(page).waitFor({ state: 'hidden' });

    await searchBox(page).tap();
    await suggestions(page).waitFor();
    await options(page).filter({ hasText: BEARING }).tap();
    await expect.poll(() => heading(page).textContent()).toBe(BEARING);
    expect(new URL(page.url()).pathname).toBe(BEARING_PATH);
    expect(await suggestions(page).isHidden()).toBe(true);
  });
});
