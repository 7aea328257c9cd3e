import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appLoaded, launchBrowser } from '../helpers/browser';
import { adminCookie, staffApi } from '../helpers/admin';
import { xssPayloads } from '../helpers/xss-payloads';
import { siteUrl } from '../helpers/site-url';

// The XSS corpus stored through the API in every rich field, then rendered on the public pages in Chromium: no
// script runs, no request leaves the site. Records made here are removed afterwards and ABOUT_US restored.

const POISON = `<p>Nội dung thử trước</p>${xssPayloads.join('\n')}<p>Nội dung thử sau</p>`;
const stamp = Date.now().toString(36);
let browser: Browser;
let aboutUs: { configKey: string; label: string; value: string };
const created: string[] = [];
const pages: string[] = [];

let api: ReturnType<typeof staffApi>;

beforeAll(async () => {
  browser = await launchBrowser();
  api = staffApi(siteUrl, await adminCookie(siteUrl));

  const [banner] = await api<{ imageId: number }[]>('/bannerImages');
  const [outer] = await api<{ id: number; namePath: string }[]>('/OuterProduct/GetOuterProducts');
  const article = await api<{ id: number; articlePath: string }>('/Article', {
    method: 'POST',
    json: {
      headerText: 'Bài thử XSS',
      summaryText: 'Tóm tắt',
      articlePath: `bai-thu-xss-${stamp}`,
      articleType: 0,
      contentData: POISON,
      outerImageId: banner!.imageId,
    },
  });
  created.push(`/Article/${article.id}`);
  const inner = await api<{ id: number; namePath: string }>('/InnerProduct', {
    method: 'POST',
    json: {
      name: 'Vòng bi thử XSS',
      namePath: `vong-bi-thu-xss-${stamp}`,
      description: POISON,
      shortDescription: '<img src=x onerror=alert(1)>',
      imageId: banner!.imageId,
      outerProductId: outer!.id,
      brand: '<script>alert(1)</script>',
    },
  });
  created.push(`/InnerProduct/${inner.id}`);
  const configuration = await api<{ configKey: string; label: string; value: string }[]>('/Configuration');
  aboutUs = configuration.find((item) => item.configKey === 'ABOUT_US')!;
  await api('/Configuration', { method: 'POST', json: [{ ...aboutUs, value: POISON }] });

  pages.push(`/blogs/${article.articlePath}`, `/products/${outer!.namePath}/${inner.namePath}`, '/about-us');
});

afterAll(async () => {
  for (const path of created.reverse()) await api(path, { method: 'DELETE' });
  if (aboutUs) await api('/Configuration', { method: 'POST', json: [aboutUs] });
  await browser?.close();
});

/** Waits (at most 30 s) until the page at `path` is published and shows `text`. */
const untilPublished = async (path: string, text: string): Promise<void> => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(`${siteUrl}${path}`);
    if (response.status === 200 && (await response.text()).includes(text)) return;
    if (Date.now() > deadline) throw new Error(`${path} was not published with "${text}" within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

describe('poisoned records on the public pages', () => {
  it('render their content with no script run and no request leaving the site', async () => {
    for (const path of pages) {
      const page = await browser.newPage();
      const dialogs: string[] = [];
      const foreign: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(siteUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
      });

      // The records were saved a moment ago: their pages are published from the table's stream.
      await untilPublished(path, 'Nội dung thử sau');
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
      await page.getByText('Nội dung thử sau').first().waitFor();
      // The text is in the published HTML: the app, which renders the content again, must have run too.
      await appLoaded(page);
      await page.waitForLoadState('networkidle');

      expect({ path, dialogs, foreign }).toEqual({ path, dialogs: [], foreign: [] });
      await page.close();
    }
  });
});
