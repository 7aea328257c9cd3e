/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLoaded, launchBrowser, screenshot, viewports } from '../helpers/browser';
import { publicPages } from '../helpers/public-pages';
import { siteUrl } from '../helpers/site-url';

// Every public page at 390 and 1440 px: it fits the screen, has one h1, its own title and description,
// images with their size, the largest image not lazy, nothing fetched from another site but YouTube's
// thumbnails and the map (a video's player loads only when played), and no serious or critical accessibility
// violation (axe-core, run from node_modules). A full-page screenshot of each lands in tests/.artifacts for
// people to look at.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The only places a public page may reach outside the site: videos' thumbnails and the contact map. */
const ALLOWED_OUTSIDE = [/^https:\/\/i\.ytimg\.com\/vi\//, /^https:\/\/www\.google\.com\/maps/];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Scrolls through the page so lazy images load before the screenshot and the image checks. */
const scrollThrough = (page: Page) =>
  page
    .evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      window.scrollTo(0, 0);
    })
    .then(() =>
      page.waitForFunction(() =>
        // Slides outside a carousel's window stay lazy until swiped to.
        [...document.images].every((image) => {
          const box = image.getBoundingClientRect();
          return image.complete || box.left >= window.innerWidth || box.right <= 0;
        }),
      ),
    );

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

describe.each(Object.entries(viewports))('every public page on a %s', (_device, viewport) => {
  // One tab for the viewport's pages, each loaded by address as a new visit: a tab of its own costs the browser
  // about 0.4 s of CPU to open, which the checks below do not need.
  let page: Page;
  let outside: string[];

  beforeAll(async () => {
    page = await browser.newPage({ viewport });
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(siteUrl) && !url.startsWith('data:') && !ALLOWED_OUTSIDE.some((allowed) => allowed.test(url)))
        outside.push(url);
    });
    await page.addInitScript(() => {
      const lcp: { tag: string; loading: string | null }[] = [];
      (window as unknown as { __lcp: typeof lcp }).__lcp = lcp;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          lcp.push({ tag: entry.element?.tagName ?? '', loading: entry.element?.getAttribute('loading') ?? null });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
  });
  afterAll(async () => {
    await page?.close();
  });

  it.each(publicPages)('$name ($path)', async ({ name, path, heading }) => {
    outside = [];
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
    const h1 = page.getByRole('heading', { level: 1 });
    await expect.poll(() => h1.count()).toBe(1);
    if (typeof heading === 'string') expect(await h1.textContent()).toBe(heading);
    else expect(await h1.textContent()).toMatch(heading);
    // What the visitor saw first: measured before scrolling brings lazy images in.
    const lcp = await page.evaluate(
      () => (window as unknown as { __lcp: { tag: string; loading: string | null }[] }).__lcp,
    );
    const largest = lcp.at(-1);
    if (largest?.tag === 'IMG') expect(largest.loading).not.toBe('lazy');
    await appLoaded(page);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await page.title()).toMatch(/Vòng bi Việt$/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(20);
    const unsized = await page.evaluate(() =>
      [...document.images]
        .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
        .map((image) => image.src),
    );
    expect(unsized).toEqual([]);
    const broken = await page.evaluate(() =>
      [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
    );
    expect(broken).toEqual([]);
    expect(outside).toEqual([]);

    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run();
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);

    await screenshot(page, `site-${name}-${viewport.width}`);
  });
});
