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

/**
 * The page as drawn with no script run, first with its cut copy of the stylesheet, then with the whole stylesheet
 * in its place: the first element drawn otherwise, with only the properties that differ, or nothing. Compared in
 * one task of the page itself, so nothing loads in between and the million or so values stay there.
 */
const firstDifference = (page: Page, whole: string) =>
  page.evaluate((wholeStylesheet) => {
    // Every element of the body with every computed property (custom properties come in no set order).
    const drawn = () =>
      [...document.body.querySelectorAll('*')].map((element) => {
        const style = getComputedStyle(element);
        return [...style].sort().map((name) => `${name}:${style.getPropertyValue(name)}`);
      });
    const usedStyles = document.querySelector('style[data-pruned-from]')!;
    const usedCss = usedStyles.textContent;
    const cut = drawn();
    usedStyles.textContent = wholeStylesheet;
    const full = drawn();
    usedStyles.textContent = usedCss;
    const index = cut.findIndex((properties, at) => properties.join(';') !== full[at]?.join(';'));
    if (index === -1) return { elements: cut.length, difference: undefined };
    const element = document.body.querySelectorAll('*')[index]!;
    const [a, b] = [new Set(cut[index]), new Set(full[index])];
    return {
      elements: cut.length,
      difference:
        `${index} ${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}: ` +
        `${[...a].filter((property) => !b.has(property)).join('; ')} instead of ` +
        `${[...b].filter((property) => !a.has(property)).join('; ')}`,
    };
  }, whole);

describe('a published page with only the styles its HTML uses', () => {
  const pages = publicPages.filter((page) => page.status === 200);
  // One tab without JavaScript for every page, each loaded by address in it: a tab of its own costs the browser
  // about 0.4 s of CPU to open.
  let drawnWithoutScripts: Page;

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: viewports.phone, javaScriptEnabled: false });
    await standInYoutubeThumbnails(context);
    drawnWithoutScripts = await context.newPage();
  });
  afterAll(async () => {
    await drawnWithoutScripts?.context().close();
  });

  it.each(pages)('$name: is drawn before any script exactly as with the whole stylesheet', async ({ path }) => {
    const response = await fetch(`${siteUrl}${path}`);
    expect(response.status).toBe(200);
    const published = await response.text();
    const [inline, href, used] = PRUNED.exec(published) ?? [];
    expect(inline, 'the page names its whole stylesheet').toBeDefined();
    const whole = await (await fetch(`${siteUrl}${href}`)).text();
    // How much smaller differs by page type (a fifth on a helper, a half on a product); docs/benchmarks.md has it.
    expect(used!.length).toBeLessThan(whole.length);

    const page = drawnWithoutScripts;
    await page.setViewportSize(viewports.phone);
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport);
      const { elements, difference } = await firstDifference(page, whole);
      expect(elements).toBeGreaterThan(50);
      expect(difference, `${path} at ${viewport.width} px`).toBeUndefined();
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
