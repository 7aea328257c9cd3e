import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's Chromium driven by playwright-core: no browser download, no background network.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Every name but this machine's fails at once, as on a machine without the internet: the map's iframe, say, whose
  // connection a machine with a filtered network can leave hanging, never keeps a page from going quiet.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/** Waits until the page's fonts and images have loaded, what a screenshot or a measure of its width needs. */
export const settled = (page: Page): Promise<unknown> =>
  page.waitForFunction(
    async () => {
      await document.fonts.ready;
      return [...document.images].every((image) => image.complete);
    },
    undefined,
    { polling: 100 },
  );

/** A visitor's first use of a published page: the mouse moves, and its boot script starts the app. */
export const firstUse = (page: Page): Promise<void> => page.mouse.move(1, 1);

/** Uses the page first, then waits until React has taken it over (its root carries React's own property). */
export const appStarted = async (page: Page): Promise<unknown> => {
  await firstUse(page);
  return page.waitForFunction(
    () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    undefined,
    { polling: 100 },
  );
};

/**
 * Moves the mouse, a visitor's first use of the page, and waits until the page has loaded the app that its inline
 * boot script then fetches (the files its `app-scripts` block names). Unused, a published page starts the app only
 * after a few seconds of reading; used, once the images above the fold have painted, and on a busy machine the
 * network can be quiet for longer than networkidle waits in between.
 */
export const appLoaded = async (page: Page): Promise<unknown> => {
  await firstUse(page);
  return page.waitForFunction(
    () => {
      const block = document.getElementById('app-scripts')?.textContent;
      if (!block) return false;
      const { entry, preloads } = JSON.parse(block) as { entry: string; preloads: string[] };
      const loaded = new Set(performance.getEntriesByType('resource').map((resource) => resource.name));
      return [entry, ...preloads].every((file) => loaded.has(new URL(file, location.href).href));
    },
    undefined,
    { polling: 100 },
  );
};

export const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

const artifacts = join(dirname(fileURLToPath(import.meta.url)), '..', '.artifacts');

/**
 * Saves a full-page screenshot under tests/.artifacts/ for people to look at, when `SCREENSHOTS=1` asks for them:
 * a run's 225 or so cost about two minutes of encoding that no assertion reads.
 */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
};

/** A small JPEG (1 × 1 px): what a stand-in image host answers. */
const STAND_IN_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/**
 * YouTube's thumbnail host (i.ytimg.com), which video facades show, answered by a stand-in picture: the test
 * machine has no Internet, and a page whose thumbnails fail to load logs an error for each.
 */
export const standInYoutubeThumbnails = async (target: Page | BrowserContext): Promise<void> => {
  await target.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ contentType: 'image/jpeg', body: STAND_IN_JPEG }),
  );
};
