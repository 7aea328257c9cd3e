/// <reference lib="dom" />
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, viewports } from '../helpers/browser';
import { startProdSite } from '../helpers/prod-site';

// How soon a visitor on a phone can use a published page: a new visit (cold cache) to `npm start -- --prod`
// on a mid-range phone as Lighthouse's mobile preset models it (the CPU 4 × slower, 150 ms round trips,
// 1.6 Mbit/s down), acting as soon as the page has painted (its first contentful paint) and again after reading
// it for 6 s. Three uses: typing a bearing code into the search box (until the first suggestion shows), "Thêm
// vào yêu cầu báo giá" on a product's page (until the header counts it) and the navigation's menu button (until
// the menu is open). A visitor whose tap shows no sign of being taken (an answer, or the button marked busy)
// within a second taps again. Prints, per use, the median milliseconds from the page's navigation start to the
// answer and from the first tap to it, over FIRST_USE_RUNS visits (default 5). `npx tsx tests/bench/first-use.ts`.

const RUNS = Number(process.env.FIRST_USE_RUNS ?? 5);
const READING_MS = 6_000;
const RETAP_MS = 1_000;
const GIVE_UP_MS = 30_000;

interface Use {
  name: string;
  path: string;
  act(page: Page): Promise<void>;
  /** Whether the page has answered the use. */
  answered(page: Page): Promise<boolean>;
}

const sinceNavigation = (page: Page) => page.evaluate(() => performance.now());

/** Taps until the page answers or marks the tap as taken, then waits for the answer. */
const tapUntilTaken = async (page: Page, target: Locator, answered: () => Promise<boolean>) => {
  for (;;) {
    await target.tap({ force: true });
    const tappedAt = Date.now();
    while (Date.now() - tappedAt < RETAP_MS) {
      if ((await answered()) || (await target.getAttribute('aria-busy')) === 'true') return;
      await page.waitForTimeout(50);
    }
  }
};

const uses: Use[] = [
  {
    name: 'search suggestion',
    path: '/about-us',
    act: async (page) => {
      await page.locator('.search-box input').tap({ force: true });
      await page.keyboard.type('6205');
    },
    answered: async (page) => (await page.locator('[role="option"]').count()) > 0,
  },
  {
    name: 'quote button',
    path: '/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr',
    act: async (page) => {
      const add = page.locator('.quote-add__submit').first();
      await tapUntilTaken(page, add, async () => (await page.getByTestId('quote-count').count()) > 0);
    },
    answered: async (page) => (await page.getByTestId('quote-count').count()) > 0,
  },
  {
    name: 'navigation menu',
    path: '/about-us',
    act: async (page) => {
      const menu = page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('button', { name: 'Danh mục' });
      await tapUntilTaken(page, menu, async () => (await menu.getAttribute('aria-expanded')) === 'true');
    },
    answered: async (page) =>
      (await page
        .getByRole('navigation', { name: 'Điều hướng chính' })
        .getByRole('button', { name: 'Danh mục' })
        .getAttribute('aria-expanded')) === 'true',
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const site = await startProdSite();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const rows: string[] = [];
  for (const use of uses) {
    for (const wait of ['at first paint', `after ${READING_MS / 1000} s of reading`]) {
      const fromNavigation: number[] = [];
      const fromTap: number[] = [];
      let unanswered = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: viewports.phone, hasTouch: true, isMobile: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await page.goto(`${site.url}${use.path}`, { waitUntil: 'commit' });
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        if (wait !== 'at first paint') await page.waitForTimeout(READING_MS);
        const tappedAt = await sinceNavigation(page);
        await use.act(page);
        const deadline = Date.now() + GIVE_UP_MS;
        while (!(await use.answered(page)) && Date.now() < deadline) await page.waitForTimeout(20);
        if (await use.answered(page)) {
          const answeredAt = await sinceNavigation(page);
          fromNavigation.push(answeredAt);
          fromTap.push(answeredAt - tappedAt);
        } else {
          unanswered += 1;
        }
        await context.close();
      }
      rows.push(
        `| ${use.name} | ${wait} | ${fromNavigation.length ? `${Math.round(median(fromNavigation))} ms` : '–'} | ` +
          `${fromTap.length ? `${Math.round(median(fromTap))} ms` : '–'} | ${unanswered} of ${RUNS} |`,
      );
      console.log(rows.at(-1));
    }
  }
  console.log(
    [
      `First use on a throttled phone (CPU 4 ×, 150 ms RTT, 1.6 Mbit/s), medians of ${RUNS} new visits:`,
      '| use | acting | answer after navigation start | answer after the first tap | never answered |',
      '|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
} finally {
  await browser.close();
  await site.stop();
}
