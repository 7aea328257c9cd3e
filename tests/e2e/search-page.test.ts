/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, standInYoutubeThumbnails } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// `/search/{name}` is drawn on the server (functions/search-page), as the local server serves it like
// CloudFront's /search* behaviours: the cards are in the HTML a buyer's phone receives, and the app takes the
// page over without asking the API again or drawing it twice.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a search page', () => {
  it('arrives with its cards in the HTML, noindex, kept a minute at the edge', async () => {
    const response = await fetch(`${siteUrl}/search/62052rs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=60\b/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toMatch(/class="card__title"><a [^>]*class="card__link"[^>]*>Vòng bi cầu FAG 6205-2RSR</);
  });

  it('is taken over by the app without a second search or a hydration error', async () => {
    const page = await browser.newPage();
    // The product it opens shows a video's thumbnail, from YouTube's host.
    await standInYoutubeThumbnails(page);
    const searches: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('SearchInnerProductByName')) searches.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${siteUrl}/search/62052rs`, { waitUntil: 'networkidle' });
    await page
      .getByRole('link', { name: /6205-2RSR/ })
      .first()
      .click();
    await page.waitForURL(/\/products\/.+6205/);
    expect(searches).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
