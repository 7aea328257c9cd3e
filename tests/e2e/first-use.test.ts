/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// A published page is read with no app: its inline script (frontend/src/boot.ts) starts the app at the
// visitor's first use of the page, or once they have read it for a while, and what they did before the app had
// taken the page over is not lost. The app's files are held back here as on a slow phone, so the visitor's
// typing and presses land before it runs.

const PRODUCT_PATH = '/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr';
/** A category shown as a carousel of its products. */
const CAROUSEL_CATEGORY_PATH = '/products/vong-bi-fag';
/** src/boot.ts's MAX_WAIT_MS: how long it waits for a first paint at most. */
const MAX_WAIT_MS = 3_000;
/** src/boot.ts's IDLE_START_MS. */
const IDLE_START_MS = 4_000;
const APP_DELAY_MS = 1_500;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** When the page's scripts were asked for (ms since it started loading); the page's own script is inline. */
const scriptStarts = (page: Page): Promise<number[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  );

/** The app's files arrive APP_DELAY_MS late: what the visitor does first happens before the app runs. */
const slowApp = (page: Page) =>
  page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, APP_DELAY_MS));
      await route.continue();
    },
  );

/** Whether React has taken the element over: its nodes carry React's own properties then. */
const takenOver = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

describe('a published page on a phone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport: viewports.phone });
  });
  afterAll(async () => {
    await page.close();
  });

  it('fetches no script while the visitor only reads it, then starts the app after a while, lazy images loaded before', async () => {
    await page.goto(`${siteUrl}${PRODUCT_PATH}`, { waitUntil: 'networkidle' });

    // The lazy images got their address from the page's own script.
    await expect.poll(() => page.locator('img[data-src]:not([src])').count()).toBe(0);
    expect(await page.locator('img[data-src][src]').count()).toBeGreaterThan(0);
    await expect.poll(() => scriptStarts(page), { timeout: 20_000 }).not.toEqual([]);
    const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
    expect(Math.min(...(await scriptStarts(page)))).toBeGreaterThanOrEqual(firstPaint + IDLE_START_MS);
    await expect.poll(() => takenOver(page, 'h1')).toBe(true);
  });

  it('adds the product to the quote list when "Thêm vào yêu cầu báo giá" is pressed before the app runs', async () => {
    await page.evaluate(() => localStorage.clear());
    await slowApp(page);
    await page.goto(`${siteUrl}${PRODUCT_PATH}`, { waitUntil: 'domcontentloaded' });
    const pressedAt = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Thêm vào yêu cầu báo giá' }).click();
    // The press came before the app: React had not taken the button over.
    expect(await takenOver(page, '.quote-add__submit')).toBe(false);

    await expect.poll(() => page.getByTestId('quote-count').textContent()).toBe('1');
    expect(await page.locator('.quote-add__status').first().textContent()).toContain('Đã thêm vào yêu cầu báo giá.');
    // The press started the app, not the reading time.
    const starts = await scriptStarts(page);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(pressedAt);
    expect(Math.min(...starts)).toBeLessThan(pressedAt + IDLE_START_MS);
    await page.unroute('**');
  });

  it('keeps a code typed into the search box before the app runs, suggests for it and searches it on Enter', async () => {
    await slowApp(page);
    await page.goto(`${siteUrl}/about-us`, { waitUntil: 'domcontentloaded' });
    const box = page.locator('.search-box input');
    await box.click();
    await page.keyboard.type('6205');
    expect(await takenOver(page, '.search-box input')).toBe(false);

    await page.getByRole('listbox', { name: 'Gợi ý sản phẩm' }).getByRole('option').first().waitFor();
    expect(await box.inputValue()).toBe('6205');
    await page.unroute('**');

    await slowApp(page);
    await page.goto(`${siteUrl}/about-us`, { waitUntil: 'domcontentloaded' });
    await page.locator('.search-box input').click();
    await page.keyboard.type('6205');
    await page.keyboard.press('Enter');
    expect(await takenOver(page, '.search-box input')).toBe(false);

    await page.waitForURL(`${siteUrl}/search/6205`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: '6205' }).waitFor();
    await page.unroute('**');
  });

  it('moves a carousel whose arrow was pressed before embla came, once it has', async () => {
    // Embla is a chunk the first carousel fetches once the app runs (components/ui/carousel.tsx): held here.
    let releaseEmbla!: () => void;
    const emblaHeld = new Promise<void>((resolve) => (releaseEmbla = resolve));
    await page.route(
      (url) => /\/assets\/(carousel-engine|embla-carousel)[^/]*\.js$/.test(url.pathname),
      async (route) => {
        await emblaHeld;
        await route.continue();
      },
    );
    await page.goto(`${siteUrl}${CAROUSEL_CATEGORY_PATH}`, { waitUntil: 'domcontentloaded' });
    const carousel = page.locator('.carousel--bar').first();
    const firstSlideLeft = () =>
      carousel
        .locator('.carousel__slide')
        .first()
        .evaluate((slide) => slide.getBoundingClientRect().left);
    await carousel.scrollIntoViewIfNeeded();
    const before = await firstSlideLeft();
    await carousel.getByRole('button', { name: 'Tiếp', exact: true }).click();

    // The app has taken the page over and made the press again; without embla the slides have not moved.
    await expect.poll(() => takenOver(page, '.carousel__viewport')).toBe(true);
    await expect.poll(() => carousel.getAttribute('aria-busy')).toBeNull();
    expect(await firstSlideLeft()).toBe(before);
    releaseEmbla();
    await expect.poll(firstSlideLeft).toBeLessThan(before - 50);
    await page.unroute('**');
  });

  it('starts the app at once on a page the browser renders, an app shell that paints nothing before it', async () => {
    await page.goto(`${siteUrl}/my-quotes`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Yêu cầu báo giá của tôi' }).waitFor();
    // It waited for the first paint that never comes, MAX_WAIT_MS, before it fetched the app.
    expect(Math.min(...(await scriptStarts(page)))).toBeLessThan(MAX_WAIT_MS);
  });

  it('shows the published quote list at once, then the visitor’s stored list, never "empty" for it meanwhile', async () => {
    await page.goto(`${siteUrl}${PRODUCT_PATH}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Thêm vào yêu cầu báo giá' }).click();
    await expect.poll(() => page.getByTestId('quote-count').textContent()).toBe('1');

    await slowApp(page);
    await page.goto(`${siteUrl}/quote`, { waitUntil: 'domcontentloaded' });
    // The published page, before the app: its heading, and the empty list hidden, its place kept.
    await page.getByRole('heading', { level: 1, name: 'Yêu cầu báo giá' }).waitFor();
    expect(await takenOver(page, 'h1')).toBe(false);
    const emptyList = page.locator('.quote-empty');
    expect(await emptyList.count()).toBe(1);
    expect(await emptyList.isVisible()).toBe(false);
    expect((await emptyList.boundingBox())?.height).toBeGreaterThan(0);

    // The app starts without waiting for a first use, and shows the stored list.
    await page.locator('.quote-line').first().waitFor();
    expect(await page.locator('.quote-line').count()).toBe(1);
    expect(await emptyList.count()).toBe(0);
    expect(Math.min(...(await scriptStarts(page)))).toBeLessThan(MAX_WAIT_MS);
    await page.unroute('**');

    // A new visitor sees the published empty list, which needs no app: it starts at his first use, as anywhere.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${siteUrl}/quote`, { waitUntil: 'networkidle' });
    expect(await page.getByText('Danh sách đang trống').isVisible()).toBe(true);
    expect(await scriptStarts(page)).toEqual([]);
    await page.locator('h1').hover();
    await expect.poll(() => takenOver(page, 'h1')).toBe(true);
    expect(await page.getByText('Danh sách đang trống').isVisible()).toBe(true);
  });

  it('loads the contact map once the page has painted, and does not load it again when the app takes over', async () => {
    // The machine has no internet: the map answers from here, each request counted.
    const mapRequests: number[] = [];
    await page.route('https://www.google.com/maps**', async (route) => {
      mapRequests.push(Date.now());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Bản đồ</title>' });
    });
    const published = await (await fetch(`${siteUrl}/contact`)).text();
    expect(published).toMatch(/<iframe[^>]*data-src="https:\/\/www\.google\.com\/maps/);
    expect(published).not.toMatch(/<iframe[^>]* src=/);

    await page.goto(`${siteUrl}/contact`, { waitUntil: 'load' });
    // Until the map has drawn, its place is a tinted box, not a white hole in the page.
    expect(
      await page.locator('.contact-page__iframe').evaluate((map) => getComputedStyle(map).backgroundColor),
    ).not.toBe('rgba(0, 0, 0, 0)');
    await expect.poll(() => mapRequests.length).toBe(1);
    const firstPaintAt = await page.evaluate(
      () => performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    );
    expect(mapRequests[0]).toBeGreaterThanOrEqual(firstPaintAt);
    expect(await takenOver(page, 'h1')).toBe(false);

    await page.mouse.move(10, 10);
    await expect.poll(() => takenOver(page, 'h1')).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toHaveLength(1);

    // Rendered by the app (another page of the site, then back), it gets its map too.
    await page.locator('footer').getByRole('link', { name: 'Dịch vụ', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Dịch vụ kỹ thuật' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Liên hệ' }).waitFor();
    await expect.poll(() => mapRequests.length).toBe(2);
    expect(await page.locator('.contact-page__iframe').getAttribute('src')).toMatch(
      /^https:\/\/www\.google\.com\/maps/,
    );
    await page.unroute('**');
  });

  it('starts the app at once for an address with a query string, which the published page cannot show', async () => {
    await page.goto(`${siteUrl}/tools/bearing-frequencies?rpm=1800&z=8&dw=10&dpw=50&angle=0`, {
      waitUntil: 'networkidle',
    });
    await expect.poll(() => takenOver(page, 'h1')).toBe(true);
    const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
    expect(Math.min(...(await scriptStarts(page)))).toBeLessThan(firstPaint + IDLE_START_MS);
  });
});
