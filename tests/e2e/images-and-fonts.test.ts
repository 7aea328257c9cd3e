/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstUse, launchBrowser } from '../helpers/browser';
import { publicPages } from '../helpers/public-pages';
import { siteUrl } from '../helpers/site-url';

// What a phone downloads: images as the WebP variant that fills the space they are shown in, the original
// only when the lightbox opens it, and one subset font file per weight. The phone is an iPhone 12 to 15
// (390 px wide, device pixel ratio 3), which picks larger variants than Lighthouse's mobile preset (412 px at
// 1.75), so a budget that holds here holds there. Bytes are Chromium's own count of what crossed the wire.

const PRODUCT_PAGE = publicPages.find((page) => page.name === 'product')!.path;
const MAX_IMAGE_BYTES = 100 * 1024;
const VARIANT = /^\/static\/files\/\d{4}\/\d{2}\/[0-9a-f-]{36}-w(320|640|1280)\.webp$/;
const ORIGINAL = /^\/static\/files\/\d{4}\/\d{2}\/([0-9a-f-]{36})\.(jpg|png|webp|gif)$/;

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Transfer {
  path: string;
  type: string;
  contentType: string;
  bytes: number;
}

/** A fresh phone (empty cache) and every response it receives with the bytes it took on the wire. */
const openPhone = async (): Promise<{ page: Page; transfers: Transfer[] }> => {
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map<string, Omit<Transfer, 'bytes'>>();
  const transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    responses.set(requestId, {
      path: response.url.replace(siteUrl, ''),
      type,
      contentType: String(response.headers['content-type'] ?? response.headers['Content-Type'] ?? ''),
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) transfers.push({ ...response, bytes: encodedDataLength });
  });
  return { page, transfers };
};

/** Scrolls to the end and back so every lazy image of the page loads. */
const scrollThrough = async (page: Page) => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
};

const largest = (transfers: Transfer[]) => Math.max(...transfers.map((transfer) => transfer.bytes));

describe('images on a phone', () => {
  afterAll(async () => {
    await context?.close();
  });

  it('loads a product page’s images as WebP variants of at most 100 KB, and the lightbox opens the original', async () => {
    const { page, transfers } = await openPhone();

    await page.goto(`${siteUrl}${PRODUCT_PAGE}`, { waitUntil: 'networkidle' });
    await scrollThrough(page);

    const images = transfers.filter((transfer) => transfer.type === 'Image');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.path).toMatch(VARIANT);
      expect(image.contentType).toBe('image/webp');
    }
    expect(largest(images)).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    const main = page.locator('.product-gallery__slide img').first();
    const shown = new URL(await main.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
    expect(shown).toMatch(VARIANT);
    // The gallery is as wide as the screen less its margins: 358 px × 3 device pixels wants the 1280 copy.
    expect(shown).toMatch(/-w1280\.webp$/);

    await page.locator('.product-gallery__open').first().click();
    const slide = page.locator('.yarl__slide_current img.yarl__slide_image');
    await expect.poll(() => slide.getAttribute('src')).toMatch(ORIGINAL);
    const original = (await slide.getAttribute('src'))!;
    // The same image as the gallery's, in full: the upload as it was stored.
    expect(shown.startsWith(original.replace(/\.\w+$/, '-w'))).toBe(true);
    await expect
      .poll(() => slide.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(800);
    await page.waitForLoadState('networkidle');
    const fetched = transfers.find((transfer) => transfer.path === original);
    expect(fetched?.contentType).toBe('image/png');
    // The thumbnail strip under the slide stays on the small copies.
    const thumbnails = await page
      .locator('.yarl__thumbnails_thumbnail img')
      .evaluateAll((list) => list.map((image) => new URL((image as HTMLImageElement).src).pathname));
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const thumbnail of thumbnails) expect(thumbnail).toMatch(/-w320\.webp$/);
  });

  it('loads the home page’s banners and cards as WebP variants of at most 100 KB', async () => {
    const { page, transfers } = await openPhone();

    await page.goto(siteUrl, { waitUntil: 'networkidle' });
    await scrollThrough(page);

    const images = transfers.filter((transfer) => transfer.type === 'Image');
    const banners = await page
      .locator('img.banner-carousel__image')
      .evaluateAll((list) => list.map((image) => (image as HTMLImageElement).currentSrc));
    expect(banners.length).toBeGreaterThan(0);
    expect(new URL(banners[0]!).pathname).toMatch(VARIANT);
    for (const image of images) expect(image.path).toMatch(VARIANT);
    expect(largest(images)).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
  });
});

describe('fonts on a first view', () => {
  afterAll(async () => {
    await context?.close();
  });

  it('loads at most one subset WOFF2 per weight, swaps, and only after the first paint, in a fallback sized like it', async () => {
    const { page, transfers } = await openPhone();

    const home = await page.goto(siteUrl, { waitUntil: 'networkidle' });
    expect(home?.status()).toBe(200);
    // The fonts come with the app, which the visitor's first use starts; they are asked for at its first layout.
    await firstUse(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.fonts.status === 'loaded'
            ? [...document.fonts].filter(
                (face) => face.family.replace(/["']/g, '') === 'Be Vietnam Pro' && face.status === 'loaded',
              ).length
            : 0,
        ),
      )
      .toBeGreaterThan(0);
    const requested = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length,
    );
    await expect.poll(() => transfers.filter((transfer) => transfer.type === 'Font').length).toBe(requested);
    await page.waitForLoadState('networkidle');

    const fonts = transfers.filter((transfer) => transfer.type === 'Font');
    expect(fonts.length).toBeLessThanOrEqual(2);
    const weights = fonts.map((font) => /^\/assets\/be-vietnam-pro-(400|700)-[\w-]+\.woff2$/.exec(font.path)?.[1]);
    expect(weights).not.toContain(undefined);
    expect(new Set(weights).size).toBe(fonts.length);
    for (const font of fonts) expect(font.bytes).toBeLessThanOrEqual(20 * 1024);
    const faces = await page.evaluate(() =>
      [...document.fonts].map((face) => ({ family: face.family.replace(/["']/g, ''), display: face.display })),
    );
    const webFaces = faces.filter((face) => face.family === 'Be Vietnam Pro');
    expect(webFaces).toHaveLength(2);
    for (const face of webFaces) expect(face.display).toBe('swap');
    expect(faces.filter((face) => face.family === 'Be Vietnam Pro Fallback')).toHaveLength(2);
    // The heading, the page's largest text, is drawn in its web font in the end.
    const headingFont = await page
      .locator('h1')
      .evaluate((heading) => `${getComputedStyle(heading).fontWeight} 16px "Be Vietnam Pro"`);
    expect(await page.evaluate((font) => document.fonts.check(font, 'Vòng bi'), headingFont)).toBe(true);
    // The first paint waited for no font: the text showed at once in the fallback, the web fonts came after.
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      fontRequests: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.fontRequests).toHaveLength(fonts.length);
    for (const requestedAt of timing.fontRequests) expect(requestedAt).toBeGreaterThan(timing.firstPaint);
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
  });
});
