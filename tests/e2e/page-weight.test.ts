import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLoaded, launchBrowser, viewports } from '../helpers/browser';
import { publicPages, type PublicPage } from '../helpers/public-pages';
import { siteUrl } from '../helpers/site-url';

// Page-weight budgets (issue 13), measured on a real first view of every public page type at 390 px against
// `npm start -- --prod` (which compresses as CloudFront does): what the browser downloads before anyone
// scrolls or clicks. JavaScript is counted as the gzip size of the build files it requested, so the budget
// does not depend on the local server's choice of encoding; the home page's total is the bytes transferred
// (bodies as encoded on the wire, and headers), images and fonts included, whatever their format.

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend', 'dist');
const KB = 1024;
const FIRST_VIEW_JS_BUDGET = 145 * KB;
const HOME_FIRST_VIEW_BUDGET = 500 * KB;

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; src?: string }
>;
const sourceOfFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.src ?? chunk.file]));

type Kind = 'js' | 'css' | 'font' | 'image' | 'document' | 'other';

interface Download {
  url: string;
  kind: Kind;
  /** Bytes on the wire: the encoded body and the response headers. */
  transferred: number;
}

const kindOf = (resourceType: string, url: string): Kind => {
  if (resourceType === 'script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'font') return 'font';
  if (resourceType === 'image') return 'image';
  if (resourceType === 'document') return 'document';
  return 'other';
};

/** The gzip size of a script the page loaded: its build file, else (not from the build) its bytes on the wire. */
const gzipBytes = (download: Download): number => {
  const file = join(dist, decodeURIComponent(new URL(download.url).pathname));
  return download.url.startsWith(siteUrl) && existsSync(file)
    ? gzipSync(readFileSync(file)).length
    : download.transferred;
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface FirstView {
  /** The document's status and type, which say the page is the site's page and not an error's body. */
  document: string;
  downloads: Download[];
  /** The site's own requests that failed (an image aborted, a file refused), each with Chromium's reason. */
  failed: string[];
}

/** Everything a first view of `path` at 390 px downloads, until the network has been quiet for a moment. */
const firstView = async (path: string): Promise<FirstView> => {
  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  // Requests, sized once the view is complete: a report that comes after the context closed is left alone.
  const finished: Request[] = [];
  /** Requests reported finished or failed (the map or a YouTube thumbnail, on a machine without the internet). */
  const reported: string[] = [];
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    reported.push(request.url());
    if (request.url().startsWith(siteUrl)) failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('requestfinished', (request) => {
    reported.push(request.url());
    finished.push(request);
  });
  const response = await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
  // In full CI runs a page has now and then been measured as its document and image alone: a first view includes
  // the app its boot script fetches once the images above the fold have painted.
  await appLoaded(page);
  await page.waitForLoadState('networkidle');
  // On a busy machine the network can look idle before every finished request has been reported here: the
  // page's own list of what it loaded says when the reports are complete.
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  await expect
    .poll(() => loaded.filter((url) => !reported.includes(url)), {
      message: `${path}: loaded by the page, not yet reported finished`,
    })
    .toEqual([]);
  const downloads = await Promise.all(
    finished.map(async (request) => {
      const sizes = await request.sizes();
      return {
        url: request.url(),
        kind: kindOf(request.resourceType(), request.url()),
        transferred: sizes.responseBodySize + sizes.responseHeadersSize,
      };
    }),
  );
  await context.close();
  return { document: `${response?.status()} ${response?.headers()['content-type']}`, downloads, failed };
};

const HTML = 'text/html; charset=utf-8';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const figures: string[] = [];

describe('first view at 390 px of every public page type', () => {
  it.each(publicPages)(
    '$name: JavaScript ≤ 145 KB gzip, no admin or editor code',
    async ({ name, path, status }: PublicPage) => {
      const { document, downloads, failed } = await firstView(path);
      expect(document).toBe(`${status} ${HTML}`);
      expect(failed).toEqual([]);
      const scripts = downloads.filter((download) => download.kind === 'js');
      const js = sum(scripts.map(gzipBytes));
      const bytesOf = (kind: Kind) =>
        sum(downloads.filter((download) => download.kind === kind).map((d) => d.transferred));
      figures.push(
        `| ${name} | ${kb(js)} | ${kb(bytesOf('css'))} | ${kb(bytesOf('font'))} | ${kb(bytesOf('image'))} | ` +
          `${kb(sum(downloads.map((download) => download.transferred)))} | ${downloads.length} |`,
      );

      const sources = scripts
        .filter((script) => script.url.startsWith(siteUrl))
        .map((script) => sourceOfFile.get(new URL(script.url).pathname.slice(1)) ?? new URL(script.url).pathname);
      expect(sources.filter((source) => /routes\/admin\/|jodit|rich-text-editor|lightbox/.test(source))).toEqual([]);
      expect(downloads.map((download) => `${download.kind} ${download.url}`)).toContainEqual(
        expect.stringMatching(/^js /),
      );
      expect(js).toBeLessThanOrEqual(FIRST_VIEW_JS_BUDGET);
    },
  );

  it('home: everything transferred ≤ 500 KB', async () => {
    const { document, downloads, failed } = await firstView('/');
    expect(document).toBe(`200 ${HTML}`);
    expect(failed).toEqual([]);
    const total = sum(downloads.map((download) => download.transferred));
    const largest = [...downloads].sort((a, b) => b.transferred - a.transferred).slice(0, 5);
    console.info(
      `home first view at 390 px: ${kb(total)} in ${downloads.length} requests; largest: ` +
        largest.map((download) => `${new URL(download.url).pathname} ${kb(download.transferred)}`).join(', '),
    );
    expect(downloads.map((download) => `${download.kind} ${download.url}`)).toContainEqual(
      expect.stringMatching(/^image /),
    );
    expect(total).toBeLessThanOrEqual(HOME_FIRST_VIEW_BUDGET);
  });

  afterAll(() => {
    console.info(
      [
        'First view at 390 px (JS: gzip size of the build files loaded; the rest: bytes transferred, compressed as served):',
        '| page | JS gzip | CSS | fonts | images | all transferred | requests |',
        '|---|---|---|---|---|---|---|',
        ...figures,
      ].join('\n'),
    );
  });
});
