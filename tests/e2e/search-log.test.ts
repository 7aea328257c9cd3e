/// <reference lib="dom" />
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, uniqueSuffix } from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// What customers could not find: a buyer opens the search page for a code the site does not list, and staff
// find it on the dashboard with its count. Suggestions typed in the header's box count nothing, and neither
// does staff opening a listed query.

let browser: Browser;

const suffix = uniqueSuffix();
/** A code nothing in the demo catalogue answers, new to this run. */
const MISSING = `NKX ${suffix}-QZ`;
/** …as the log keeps it: its search form. */
const MISSING_LOGGED = `nkx ${suffix}-qz`;

/** Today in Vietnam as the dashboard writes it. */
const todayInVietnam = () =>
  new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10).split('-').reverse().join('/');

const isSearchLog = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/SearchLog';

/** The search log requests the page sends from now on. */
const recordSearchLogs = (page: Page): Request[] => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isSearchLog(request)) sent.push(request);
  });
  return sent;
};

const notFoundTable = (page: Page) => page.getByRole('region', { name: 'Khách tìm nhưng không thấy' });
const frequentTable = (page: Page) => page.getByRole('region', { name: 'Tìm kiếm nhiều nhất' });
const rowOf = (page: Page, query: string) =>
  notFoundTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: query, exact: true }) });

beforeAll(async () => {
  browser = await launchBrowser();
  // Other buyers' searches this week, so the dashboard shows lists as staff will see them.
  for (const [query, times] of [
    ['6205 2rs', 4],
    ['bạc đạn 6206', 3],
    ['Vòng bi SKF 6310-2Z', 2],
    ['22220e1xlk', 2],
    ['NTN 6007LLU', 1],
  ] as const) {
    for (let time = 0; time < times; time++) {
      const response = await fetch(`${siteUrl}/api/SearchLog`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      expect(response.status).toBe(202);
    }
  }
});
afterAll(async () => {
  await browser?.close();
});

describe('the searches customers made', () => {
  it('reaches the staff dashboard with count 1; suggestions and staff looking at it count nothing', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const sent = recordSearchLogs(page);

    // A buyer searches a code the site does not list: the page reports its query once, in the body.
    const answered = page.waitForResponse((response) => isSearchLog(response.request()));
    await page.goto(`${siteUrl}/search/${encodeURIComponent(MISSING)}`);
    await page.getByText('Không tìm thấy sản phẩm nào phù hợp.').waitFor();
    expect((await answered).status()).toBe(202);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url()).search).toBe('');
    expect(JSON.parse(sent[0]!.postData()!)).toEqual({ query: MISSING });

    // Typing in the header's box asks for suggestions only.
    const suggested = page.waitForResponse((response) =>
      response.url().includes('/api/InnerProduct/SearchInnerProductByName'),
    );
    await page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }).fill(`QZ${suffix}`);
    await suggested;
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(1);

    // Staff find it among the searches that found nothing, once, searched today.
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin`);
    const row = rowOf(page, MISSING_LOGGED);
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([MISSING_LOGGED, '1', todayInVietnam()]);
    expect(await row.getByRole('link').getAttribute('href')).toBe(`/search/${encodeURIComponent(MISSING_LOGGED)}`);
    expect(
      await frequentTable(page).getByRole('row').filter({ hasText: '6205 2rs' }).getByRole('cell').allTextContents(),
    ).toEqual(['6205 2rs', '4', expect.stringMatching(/^\d+ sản phẩm$/)]);
    await screenshot(page, `search-log-dashboard-${viewports.desktop.width}`);

    // Opening it from the dashboard shows the buyer's page without counting a search.
    await row.getByRole('link').click();
    await page.getByText('Không tìm thấy sản phẩm nào phù hợp.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(1);
    await page.goto(`${siteUrl}/admin`);
    expect(await rowOf(page, MISSING_LOGGED).getByRole('cell').nth(1).textContent()).toBe('1');
    await page.close();
  });

  it('shows both lists on a phone, the page no wider than the screen', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin`);

    await frequentTable(page).getByRole('row').filter({ hasText: '6205 2rs' }).waitFor();
    expect(await notFoundTable(page).getByRole('row').count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, `search-log-dashboard-${viewports.phone.width}`);
    await page.close();
  });
});
