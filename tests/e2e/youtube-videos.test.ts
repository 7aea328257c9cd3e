/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_TYPE, articleAddress } from '@vongbi/functions/contract/site-addresses';
import { adminCookie, staffApi, uniqueSuffix } from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { sampleImages } from '../helpers/images';
import { siteUrl } from '../helpers/site-url';

// A YouTube video on a page is a thumbnail with a play button of a fixed size; YouTube's player loads only when
// the visitor presses play, and a visitor who cannot reach YouTube reads why, in Vietnamese, instead of a
// black box. The thumbnails come from YouTube's image host (i.ytimg.com, allowed by the site's CSP).

/** A product of the demo catalogue with one video and several pictures. */
const PRODUCT = '/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr';
/** YouTube's player and everything it loads; i.ytimg.com (thumbnails only) is not among them. */
const PLAYER = /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|googlevideo\.com|ggpht\.com)\//;
const THUMBNAILS = 'https://i.ytimg.com/**';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The product's video id, as the API gives it. */
const videoOf = async (): Promise<string> => {
  const product = (await (
    await fetch(`${siteUrl}/api/InnerProduct/GetByPath?path=${PRODUCT.split('/').at(-1)}`)
  ).json()) as { videos: string };
  const [id] = product.videos.split(',');
  expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
  return id!;
};

/** Every request the context makes to YouTube's player, answered by a stand-in page (no network here). */
const recordPlayerRequests = async (context: BrowserContext): Promise<string[]> => {
  const requests: string[] = [];
  await context.route(PLAYER, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Trình phát</title>' });
  });
  return requests;
};

/** The published page at `path` once it shows `text` (at most a minute after the save). */
const untilPublished = async (path: string, text: string): Promise<string> => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${siteUrl}${path}`);
    const html = await response.text();
    if (response.status === 200 && html.includes(text)) return html;
    if (Date.now() > deadline) throw new Error(`${path} was not published with "${text}" within a minute`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const detailVideo = (page: Page) => page.locator('.product-tabs .youtube-video');

/** Where the element is in the page (not in the window, which a focus may scroll by a pixel). */
const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  const scrolled = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  return { ...found!, x: found!.x + scrolled.x, y: found!.y + scrolled.y };
};

describe.each(Object.entries(viewports))('a product video on a %s', (_device, viewport) => {
  it('is a thumbnail with a play button of a fixed size, and YouTube loads only once play is pressed', async () => {
    const context = await browser.newContext({ viewport });
    const player = await recordPlayerRequests(context);
    const thumbnails: string[] = [];
    await context.route(THUMBNAILS, (route) => {
      thumbnails.push(route.request().url());
      return route.fulfill({ contentType: 'image/jpeg', body: sampleImages.jpeg });
    });
    const page = await context.newPage();
    const id = await videoOf();

    await page.goto(`${siteUrl}${PRODUCT}`, { waitUntil: 'networkidle' });
    const video = detailVideo(page);
    await video.scrollIntoViewIfNeeded();
    const play = video.getByRole('button', { name: /^Phát video: / });
    await play.waitFor();
    const thumbnail = video.locator('img');
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(thumbnails).toContain(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
    await page.waitForLoadState('networkidle');
    expect(player).toEqual([]);

    // Fixed 16:9 (at most 600 px high, the specification's player height): the same box before and after,
    // measured once the web fonts, which come with the app, have replaced the fallback above it.
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    const before = await box(page, '.product-tabs .youtube-video__frame');
    expect(Math.abs(before.height - Math.min(before.width * (9 / 16), 600))).toBeLessThanOrEqual(1);
    await screenshot(page, `youtube-facade-${viewport.width}`);

    // The gallery's lightbox shows the video as a slide beside the pictures: still no player.
    await page.getByRole('button', { name: /^Phóng to ảnh 1 của/ }).click();
    const lightbox = page.getByRole('dialog', { name: 'Thư viện ảnh' });
    await lightbox.waitFor();
    await lightbox.getByRole('button', { name: 'Ảnh trước' }).click();
    await lightbox.getByRole('button', { name: /^Phát video: / }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(player).toEqual([]);
    await lightbox.getByRole('button', { name: 'Đóng' }).click();
    await lightbox.waitFor({ state: 'detached' });

    await play.click();
    const frame = video.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
    await expect
      .poll(() => player.some((url) => url.startsWith(`https://www.youtube-nocookie.com/embed/${id}`)))
      .toBe(true);
    const after = await box(page, '.product-tabs .youtube-video__frame');
    expect(after).toEqual(before);
    expect(await box(page, '.product-tabs .youtube-video iframe')).toEqual(before);
    // Keyboard users stay where they pressed: on the player.
    expect(await frame.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, `youtube-playing-${viewport.width}`);
    await context.close();
  });

  it('without YouTube, shows the title, the play button and a Vietnamese line, never a black box', async () => {
    const context = await browser.newContext({ viewport });
    const blocked: string[] = [];
    for (const host of [PLAYER, THUMBNAILS]) {
      await context.route(host, (route) => {
        blocked.push(route.request().url());
        return route.abort('connectionrefused');
      });
    }
    const page = await context.newPage();

    await page.goto(`${siteUrl}${PRODUCT}`, { waitUntil: 'networkidle' });
    const video = detailVideo(page);
    await video.scrollIntoViewIfNeeded();
    const line = video.getByText('Không kết nối được YouTube');
    await line.waitFor();
    expect(await line.isVisible()).toBe(true);
    expect(await video.locator('img').count()).toBe(0);
    const play = video.getByRole('button', { name: /^Phát video: / });
    expect(await play.isVisible()).toBe(true);
    // The box keeps its title on its light-on-dark face, readable.
    const face = await play.evaluate((button) => ({
      text: button.textContent?.trim() ?? '',
      background: getComputedStyle(button).backgroundImage,
    }));
    expect(face.text.length).toBeGreaterThan(10);
    expect(face.background).toContain('gradient');
    const link = video.getByRole('link', { name: 'Mở trên YouTube' });
    expect(await link.getAttribute('href')).toBe(`https://www.youtube.com/watch?v=${await videoOf()}`);
    await screenshot(page, `youtube-blocked-${viewport.width}`);

    // Pressing play still tries; the line stays for a visitor whose network refuses YouTube.
    await play.click();
    await video.locator('iframe').waitFor();
    expect(await line.isVisible()).toBe(true);
    expect(blocked.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    await context.close();
  });
});

describe('a YouTube video embedded in an article’s text', () => {
  it('is published as a play button in the same box, and YouTube loads only once it is pressed', async () => {
    const api = staffApi(siteUrl, await adminCookie(siteUrl));
    const [banner] = await api<{ imageId: number }[]>('/bannerImages');
    const id = 'kJQP7kiw5Fk';
    const article = await api<{ id: number; articlePath: string }>('/Article', {
      method: 'POST',
      json: {
        headerText: 'Gia nhiệt vòng bi bằng máy cảm ứng',
        summaryText: 'Video hướng dẫn lắp vòng bi',
        articlePath: `gia-nhiet-vong-bi-${uniqueSuffix()}`,
        articleType: ARTICLE_TYPE.support,
        contentData: `<p>Xem video:</p><iframe src="https://www.youtube.com/embed/${id}" title="Lắp vòng bi bằng máy gia nhiệt" width="560" height="315"></iframe><p>Hết.</p>`,
        outerImageId: banner!.imageId,
      },
    });
    try {
      const path = articleAddress({ articlePath: article.articlePath, articleType: ARTICLE_TYPE.support });
      const published = await untilPublished(path, 'Lắp vòng bi bằng máy gia nhiệt');
      expect(published).not.toContain('<iframe');
      expect(published).toContain(`data-youtube-id="${id}"`);

      const context = await browser.newContext({ viewport: viewports.phone });
      const player = await recordPlayerRequests(context);
      await context.route(THUMBNAILS, (route) => route.fulfill({ contentType: 'image/jpeg', body: sampleImages.jpeg }));
      const page = await context.newPage();
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
      const video = page.locator('.rich-html .youtube-video');
      const play = video.getByRole('button', { name: 'Phát video: Lắp vòng bi bằng máy gia nhiệt' });
      await play.scrollIntoViewIfNeeded();
      await expect
        .poll(() => video.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(player).toEqual([]);
      const before = await box(page, '.rich-html .youtube-video__frame');
      expect(Math.abs(before.height - Math.min(before.width * (9 / 16), 600))).toBeLessThanOrEqual(1);
      await screenshot(page, `youtube-in-article-${viewports.phone.width}`);

      await play.click();
      const frame = video.locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
      await expect.poll(() => player.some((url) => url.includes(`/embed/${id}`))).toBe(true);
      expect(await box(page, '.rich-html .youtube-video iframe')).toEqual(before);
      expect(await frame.evaluate((element) => element === document.activeElement)).toBe(true);
      await context.close();
    } finally {
      await api(`/Article/${article.id}`, { method: 'DELETE' });
    }
    // Up to a minute for the publisher, then the page.
  }, 120_000);
});
