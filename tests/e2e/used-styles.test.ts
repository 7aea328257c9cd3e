/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, standInYoutubeThumbnails, viewports } from '../helpers/browser';
import { publicPages } from '../helpers/public-pages';
import { siteUrl } from '../helpers/site-url';

// A published page holds, inline, only the rules of the site's stylesheet its HTML uses
// (frontend/src/lib/used-styles.ts), and boot loads the whole file before the app starts. Proved here: the first
// view, before any script, is drawn exactly as with the whole stylesheet, on every public page type at both
// widths; and the app's own states (the phone menu opened) have their rules once it runs.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PRUNED = /<style data-pruned-from="([^"]+)">([\s\S]*?)<\/style>/;

/** Every element of the page's body with every computed property (custom properties come in no set order). */
const computedStyles = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((element, index) => {
      const style = getComputedStyle(element);
      const properties = [...style].sort().map((name) => `${name}:${style.getPropertyValue(name)}`);
      return `${index} ${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${properties.join(';')}`;
    }),
  );

/** The first element drawn otherwise, with only the properties that differ, for a readable failure. */
const firstDifference = (pruned: string[], full: string[]): string | undefined => {
  const index = pruned.findIndex((style, at) => style !== full[at]);
  if (index === -1) return pruned.length === full.length ? undefined : 'another number of elements';
  const properties = (style: string) => new Set(style.slice(style.indexOf(' ', style.indexOf(' ') + 1) + 1).split(';'));
  const [a, b] = [properties(pruned[index]!), properties(full[index]!)];
  const element = pruned[index]!.split(' ').slice(0, 2).join(' ');
  return `${element}: ${[...a].filter((property) => !b.has(property)).join('; ')} instead of ${[...b].filter((property) => !a.has(property)).join('; ')}`;
};

/** The page drawn from `html` at `path`, with no script run, as a phone or a desktop shows it. */
const stylesOf = async (path: string, html: string, viewport: { width: number; height: number }) => {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  await standInYoutubeThumbnails(context);
  const page = await context.newPage();
  await page.route(`${siteUrl}${path}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
  const styles = await computedStyles(page);
  await context.close();
  return styles;
};

describe('a published page with only the styles its HTML uses', () => {
  const pages = publicPages.filter((page) => page.status === 200);

  it.each(pages)('$name: is drawn before any script exactly as with the whole stylesheet', async ({ path }) => {
    const response = await fetch(`${siteUrl}${path}`);
    expect(response.status).toBe(200);
    const published = await response.text();
    const [inline, href, used] = PRUNED.exec(published) ?? [];
    expect(inline, 'the page names its whole stylesheet').toBeDefined();
    const whole = await (await fetch(`${siteUrl}${href}`)).text();
    // How much smaller differs by page type (a fifth on a helper, a half on a product); docs/benchmarks.md has it.
    expect(used!.length).toBeLessThan(whole.length);
    const withWhole = published.replace(inline!, () => `<style>${whole}</style>`);

    for (const viewport of [viewports.phone, viewports.desktop]) {
      const [pruned, full] = [await stylesOf(path, published, viewport), await stylesOf(path, withWhole, viewport)];
      expect(pruned.length).toBeGreaterThan(50);
      expect(firstDifference(pruned, full), `${path} at ${viewport.width} px`).toBeUndefined();
    }
  });

  it('has the whole stylesheet once the app runs, in place of the cut copy: the phone menu opens as drawn by it', async () => {
    const path = '/tools/bearing-frequencies';
    const [, href] = PRUNED.exec(await (await fetch(`${siteUrl}${path}`)).text()) ?? [];
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
    await expect
      .poll(() =>
        page.evaluate(
          (file) => ({
            whole: [...document.styleSheets].some((sheet) => sheet.href === new URL(file, location.href).href),
            cut: document.querySelectorAll('style[data-pruned-from]').length,
          }),
          href!,
        ),
      )
      .toEqual({ whole: true, cut: 0 });
    const list = page.locator('.site-nav__list');
    await expect.poll(() => list.isVisible()).toBe(false);
    await page.locator('.site-nav__menu-button').click();
    await expect.poll(() => list.evaluate((element) => element.classList.contains('is-open'))).toBe(true);
    await expect.poll(() => list.isVisible()).toBe(true);
    await context.close();
  });
});
