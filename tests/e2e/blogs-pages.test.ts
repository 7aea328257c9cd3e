/// <reference lib="dom" />
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTED_ARTICLES_PER_PAGE, type Article, type ListedArticles } from '@vongbi/functions/contract';
import { adminCookie, staffApi } from '../helpers/admin';
import { appStarted, launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// /blogs?type=support as a visitor sees it once the list is longer than a page: the published page holds the
// first LISTED_ARTICLES_PER_PAGE cards and "Xem thêm bài viết (còn N)"; a press shows the rest from the API, on a
// phone and on a desktop, kept when the visitor comes back from an article, and a press before the app runs is
// answered once it has. The test's articles (enough for a second page) are deleted at the end.

const LIST = '/blogs?type=support';
const MADE = LISTED_ARTICLES_PER_PAGE + 2;

let browser: Browser;
let api: ReturnType<typeof staffApi>;
const made: Article[] = [];
let total: number;

const until = async (check: () => Promise<boolean>) => {
  const deadline = Date.now() + 45_000;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 300));
};

/** The published list: how many cards it holds and the first one's title. */
const published = async () => {
  const html = await (await fetch(`${siteUrl}${LIST}`)).text();
  const titles = [...html.matchAll(/class="card__link"[^>]*>([^<]*)</g)].map((match) => match[1]);
  return { cards: titles.length, first: titles[0] };
};

beforeAll(async () => {
  browser = await launchBrowser();
  api = staffApi(siteUrl, await adminCookie(siteUrl));
  const [sample] = await api<Article[]>('/Article/GetSupportArticles');
  for (let index = 0; index < MADE; index++) {
    made.push(
      await api<Article>('/Article', {
        method: 'POST',
        json: {
          headerText: `Bài hỗ trợ thử trang ${index + 1}`,
          summaryText: 'Một bài của phép thử danh sách nhiều trang.',
          articlePath: `bai-ho-tro-thu-trang-${Date.now().toString(36)}-${index}`,
          articleType: 2,
          contentData: '<p>Nội dung thử.</p>',
          videos: '',
          outerImageId: sample!.outerImageId,
          imageIds: [],
        },
      }),
    );
  }
  ({ total } = await api<ListedArticles>('/Article/GetListedArticles?type=support'));
  // Published from the table's stream within seconds of the saves: the page shows the last one made first.
  await until(async () => (await published()).first === `Bài hỗ trợ thử trang ${MADE}`);
}, 120_000);

afterAll(async () => {
  for (const article of made) await api(`/Article/${article.id}`, { method: 'DELETE' });
  await browser?.close();
}, 60_000);

const cardTitles = (page: Page) => page.locator('.card__link').allTextContents();
const moreButton = (page: Page) => page.getByRole('button', { name: /^Xem thêm bài viết/ });

describe.each(Object.entries(viewports))('/blogs?type=support longer than a page, %s', (name, viewport) => {
  let page: Page;

  beforeAll(async () => {
    page = await browser.newPage({ viewport });
  });

  afterAll(async () => {
    await page.close();
  });

  it('publishes the first page with the count of the rest, shows the rest on a press and keeps it across an article', async () => {
    expect(total).toBeGreaterThan(LISTED_ARTICLES_PER_PAGE);
    expect(await published()).toEqual({ cards: LISTED_ARTICLES_PER_PAGE, first: `Bài hỗ trợ thử trang ${MADE}` });
    await page.goto(`${siteUrl}${LIST}`, { waitUntil: 'networkidle' });
    await appStarted(page);
    expect(await cardTitles(page)).toHaveLength(LISTED_ARTICLES_PER_PAGE);
    expect((await cardTitles(page))[0]).toBe(`Bài hỗ trợ thử trang ${MADE}`);
    await expect
      .poll(() => moreButton(page).textContent())
      .toBe(`Xem thêm bài viết (còn ${total - LISTED_ARTICLES_PER_PAGE})`);

    await moreButton(page).click();
    await expect.poll(async () => (await cardTitles(page)).length).toBe(Math.min(total, 2 * LISTED_ARTICLES_PER_PAGE));
    const titles = await cardTitles(page);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toEqual(expect.arrayContaining(made.map((article) => article.headerText)));
    if (total <= 2 * LISTED_ARTICLES_PER_PAGE) expect(await moreButton(page).count()).toBe(0);
    await screenshot(page, `blogs-more-${name}`);

    // An article of the second page, and back: the list is as long as the visitor left it.
    await page.locator('.card__link').nth(LISTED_ARTICLES_PER_PAGE).click();
    await page.getByRole('heading', { level: 1, name: titles[LISTED_ARTICLES_PER_PAGE] }).waitFor();
    await page.goBack();
    await expect.poll(async () => cardTitles(page)).toEqual(titles);
  });

  it('answers a press on "Xem thêm bài viết" made before the app runs, once it has taken the page over', async () => {
    const late = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    };
    const fresh = await browser.newPage({ viewport });
    await fresh.route((url) => url.pathname.endsWith('.js'), late);
    try {
      await fresh.goto(`${siteUrl}${LIST}`, { waitUntil: 'domcontentloaded' });
      await moreButton(fresh).click();
      expect(await fresh.locator('#listed-articles-more').getAttribute('aria-busy')).toBe('true');
      await expect
        .poll(async () => (await cardTitles(fresh)).length)
        .toBe(Math.min(total, 2 * LISTED_ARTICLES_PER_PAGE));
    } finally {
      await fresh.unrouteAll({ behavior: 'wait' });
      await fresh.close();
    }
  });
});
