/// <reference lib="dom" />
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InnerProduct, OuterProductWithChildren } from '@vongbi/functions/contract';
import { adminCookie, staffApi } from '../helpers/admin';
import { appStarted, launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// Category pages as a visitor sees them in Chromium at 1440 and 390 px: the demo's FAG category (6 products,
// the carousel) and a category of 30 products made through the API (a list of 24 a page with filters). The
// carousel's columns fill the row and none is cut off; nothing floats over a card (the carousel's arrows, the
// Zalo chat, the scroll-to-top button) wherever the page is scrolled; the filters narrow the list and keep
// their state in the address; the list's pages link to each other; the spec table sorts and filters, its view
// and order kept in the address. The test's category is deleted at the end.

const SMALL = '/products/vong-bi-fag';
const BIG_PATH = 'vong-bi-thu-danh-muc-lon';
const BIG = `/products/${BIG_PATH}`;
const BRANDS = ['FAG', 'INA', 'NMB'];
/** Ten of each family: 160xx, 618xx and 619xx (none of them in the demo catalogue, so no search meets them). */
const CODES = ['160', '618', '619'].flatMap((series) => Array.from({ length: 10 }, (_, bore) => `${series}0${bore}`));
const boreOf = (code: string) => [10, 12, 15, 17][Number(code.slice(-2))] ?? Number(code.slice(-2)) * 5;
const nameOf = (code: string) => `Vòng bi ${BRANDS[CODES.indexOf(code) % 3]} ${code}`;

let browser: Browser;
let api: ReturnType<typeof staffApi>;
let category: OuterProductWithChildren;
const made: InnerProduct[] = [];

const until = async (check: () => Promise<boolean>) => {
  const deadline = Date.now() + 45_000;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 300));
};

beforeAll(async () => {
  browser = await launchBrowser();
  api = staffApi(siteUrl, await adminCookie(siteUrl));
  const fag = await api<OuterProductWithChildren>('/OuterProduct/GetByPath?path=vong-bi-fag');
  category = await api<OuterProductWithChildren>('/OuterProduct', {
    method: 'POST',
    json: {
      name: 'Vòng bi thử danh mục lớn',
      namePath: BIG_PATH,
      summaryDetail: 'Vòng bi cầu rãnh sâu các dòng 160, 618 và 619 của FAG, INA và NMB.',
      productType: 0,
      imageId: fag.imageId,
    },
  });
  // Made last first, so the list's designation order is the page's doing.
  for (const code of [...CODES].reverse()) {
    const index = CODES.indexOf(code);
    const bore = boreOf(code);
    made.push(
      await api<InnerProduct>('/InnerProduct', {
        method: 'POST',
        json: {
          name: nameOf(code),
          namePath: `${BIG_PATH}-${code}`,
          description: `<p>Vòng bi cầu ${code}.</p>`,
          shortDescription: 'Vòng bi cầu rãnh sâu một dãy, thành mỏng.',
          videos: '',
          imageId: fag.innerProducts[index % fag.innerProducts.length]!.image!.id,
          imageIds: [],
          outerProductId: category.id,
          brand: BRANDS[index % 3],
          madeIn: 'Đức',
          productSeries: code,
          boreMm: bore,
          outerDiameterMm: bore + 16,
          widthMm: 7,
        },
      }),
    );
  }
  // Published from the table's stream within seconds of the saves.
  await until(async () => {
    const second = await fetch(`${siteUrl}${BIG}/page/2`);
    return second.status === 200 && (await second.text()).split('class="card__link"').length === 7;
  });
}, 120_000);

afterAll(async () => {
  for (const product of made) await api(`/InnerProduct/${product.id}`, { method: 'DELETE' });
  if (category) await api(`/OuterProduct/${category.id}`, { method: 'DELETE' });
  await browser?.close();
}, 60_000);

/** Opens a page and waits until the app has taken it over (its views follow the address then: data-view). */
const visit = async (page: Page, path: string) => {
  await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
  await appStarted(page);
  await page.locator('.category-views[data-view]').waitFor({ state: 'attached' });
};

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The cards, at the page's present scroll position, that something other than the card lies over. The free part
 * of the window is what full-width bars along its top and bottom edges (the sticky navigation, a phone's chat
 * bar) leave; in it every visible point of every card (sampled on a grid, clipped to its carousel's window)
 * must show the card itself.
 */
const coveredCards = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    let top = 0;
    let bottom = window.innerHeight;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      const box = element.getBoundingClientRect();
      if (box.width < width - 1 || box.height === 0 || style.visibility === 'hidden') continue;
      if (box.top <= 0 && box.bottom > top) top = box.bottom;
      if (box.bottom >= window.innerHeight && box.top < bottom) bottom = box.top;
    }
    const covered: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('.card')) {
      const clip = card.closest('.carousel__viewport')?.getBoundingClientRect();
      const box = card.getBoundingClientRect();
      const seen = {
        left: Math.max(box.left, clip?.left ?? 0, 0),
        right: Math.min(box.right, clip?.right ?? width, width),
        top: Math.max(box.top, top),
        bottom: Math.min(box.bottom, bottom),
      };
      // Inside the card's rounded corners.
      const inset = 10;
      if (seen.right - seen.left < 2 * inset || seen.bottom - seen.top < 2 * inset) continue;
      for (let x = 0; x <= 6; x++) {
        for (let y = 0; y <= 6; y++) {
          const point = {
            x: seen.left + inset + ((seen.right - seen.left - 2 * inset) * x) / 6,
            y: seen.top + inset + ((seen.bottom - seen.top - 2 * inset) * y) / 6,
          };
          const shown = document.elementFromPoint(point.x, point.y);
          if (shown && !card.contains(shown)) {
            const name = card.querySelector('.card__link')?.textContent ?? '?';
            covered.push(
              `${name} under ${shown.className || shown.tagName} at ${Math.round(point.x)},${Math.round(point.y)}`,
            );
          }
        }
      }
    }
    return covered;
  });

/** Scrolls the page from top to bottom a screen at a time, collecting what covers a card at each stop. */
const coveredWhileScrolling = async (page: Page): Promise<string[]> => {
  const found: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
    found.push(...(await coveredCards(page)));
  }
  return [...new Set(found)];
};

const boxes = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    }),
  );

describe.each(Object.entries(viewports))('category pages on a %s', (device, viewport) => {
  const phone = device === 'phone';
  let page: Page;

  beforeAll(async () => {
    page = await browser.newPage({ viewport });
  });
  afterAll(async () => {
    await page.close();
  });

  it('fills the row with the small category’s columns, none cut off, and puts nothing over a card', async () => {
    await visit(page, SMALL);
    const frame = (await boxes(page, '.category-carousel .carousel__viewport'))[0]!;
    const columns = (await boxes(page, '.category-carousel .product-column')).filter(
      (column) => column.right > frame.left + 1 && column.left < frame.right - 1,
    );

    // Six products: three columns of two, all three side by side from a tablet up, two on a phone.
    expect(columns).toHaveLength(phone ? 2 : 3);
    for (const column of columns) {
      expect(column.left).toBeGreaterThanOrEqual(frame.left - 1);
      expect(column.right).toBeLessThanOrEqual(frame.right + 1);
    }
    // The columns share the row: the track's slides reach from one edge of the window to the other.
    expect(Math.abs(columns[0]!.left - frame.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(columns.at(-1)!.right - frame.right)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // The arrows are shown only where there is more to see, above the cards.
    expect(await page.locator('.category-carousel .carousel__controls').isVisible()).toBe(phone);
    expect(await coveredWhileScrolling(page)).toEqual([]);
    if (phone) {
      await page.locator('.category-carousel').getByRole('button', { name: 'Tiếp', exact: true }).click();
      await page.waitForTimeout(600);
      expect(await coveredCards(page)).toEqual([]);
    }
    await screenshot(page, `category-small-${viewport.width}`);
  });

  it('lists the big category 24 a page in full rows, with nothing over a card, and links its pages', async () => {
    await visit(page, BIG);
    const cards = await boxes(page, '.category-list .card');
    const list = (await boxes(page, '.category-list'))[0]!;
    const firstRow = cards.filter((card) => Math.abs(card.top - cards[0]!.top) < 2);

    expect(cards).toHaveLength(24);
    expect(firstRow).toHaveLength(phone ? 2 : 4);
    expect(Math.abs(firstRow[0]!.left - list.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(firstRow.at(-1)!.right - list.right)).toBeLessThanOrEqual(1);
    expect(await page.locator('.category-list__status span').first().textContent()).toBe('1–24 trong 30 sản phẩm');
    // Designation order: 160xx, then 618xx, then 619xx.
    expect(await page.locator('.category-list .card__link').allTextContents()).toEqual(CODES.slice(0, 24).map(nameOf));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await coveredWhileScrolling(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `category-big-${viewport.width}`);

    await page.getByRole('link', { name: 'Trang 2', exact: true }).click();
    await page.waitForURL(`${siteUrl}${BIG}/page/2`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Vòng bi thử danh mục lớn – Trang 2');
    expect(await page.locator('.category-list .card__link').allTextContents()).toEqual(CODES.slice(24).map(nameOf));
    expect(await page.locator('.pager [aria-current="page"]').textContent()).toBe('Trang 2');
    await page.getByRole('link', { name: 'Trang trước' }).click();
    await page.waitForURL(`${siteUrl}${BIG}`);
    await expect.poll(() => page.locator('.category-list .card').count()).toBe(24);
  });

  it('narrows the big category with its filters, kept in the address across a reload, and clears them', async () => {
    await visit(page, BIG);
    if (phone) await page.getByRole('button', { name: /^Bộ lọc/ }).click();
    const shownNames = () => page.locator('.category-list .card__link').allTextContents();

    await page.getByLabel('Dòng sản phẩm').selectOption('618xx');
    await expect.poll(async () => (await shownNames()).length).toBe(10);
    expect((await shownNames()).every((name) => / 618\d\d$/.test(name))).toBe(true);
    expect(new URL(page.url()).searchParams.get('family')).toBe('618xx');
    // The visitor stays where they are: a filter is no new page.
    expect(await page.getByLabel('Dòng sản phẩm').isVisible()).toBe(true);

    await page.getByLabel('Thương hiệu').selectOption('INA');
    await page.getByLabel('Đường kính trong d từ (mm)').fill('20');
    await expect.poll(async () => shownNames()).toEqual(['Vòng bi INA 61806', 'Vòng bi INA 61809']);
    expect(await page.locator('.category-list__status span').first().textContent()).toBe(
      '2 sản phẩm phù hợp trong 30 sản phẩm',
    );
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ family: '618xx', brand: 'INA', d: '20-' });

    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(async () => shownNames()).toEqual(['Vòng bi INA 61806', 'Vòng bi INA 61809']);
    if (phone) await page.getByRole('button', { name: 'Bộ lọc (3)' }).click();
    expect(await page.getByLabel('Đường kính trong d từ (mm)').inputValue()).toBe('20');

    await page.getByLabel('Đường kính trong d đến (mm)').fill('5');
    await expect.poll(() => page.getByText('Không có sản phẩm nào phù hợp với bộ lọc.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Xóa bộ lọc' }).click();
    await expect.poll(async () => (await shownNames()).length).toBe(24);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Đường kính trong d từ (mm)').inputValue()).toBe('');
  });

  it('applies a brand chosen and a size typed before the app runs, once it has taken the page over', async () => {
    // The app's files arrive late, as on a slow phone: the visitor uses the published form before the app runs.
    const appFiles = (url: URL) => url.pathname.endsWith('.js');
    const late = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    };
    await page.route(appFiles, late);
    try {
      await page.goto(`${siteUrl}${BIG}`, { waitUntil: 'domcontentloaded' });
      // On a phone the press on "Bộ lọc" is taken and waits for the app, which opens the filters.
      if (phone) {
        await page.getByRole('button', { name: /^Bộ lọc/ }).click();
        expect(await page.locator('#category-filters-toggle').getAttribute('aria-busy')).toBe('true');
      }
      await page.getByLabel('Thương hiệu').selectOption('INA');
      await page.getByLabel('Đường kính trong d từ (mm)').fill('20');
      const reactOwns = (selector: string) =>
        page.locator(selector).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
      if (!phone) expect(await reactOwns('#category-filter-brand')).toBe(false);

      const shownNames = () => page.locator('.category-list .card__link').allTextContents();
      await expect
        .poll(async () => shownNames())
        .toEqual(['16004', '16007', '61806', '61809', '61905', '61908'].map((code) => `Vòng bi INA ${code}`));
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ brand: 'INA', d: '20-' });
      expect(await page.getByLabel('Đường kính trong d từ (mm)').inputValue()).toBe('20');
    } finally {
      // The files still held back are let through before the route goes: no handler outlives the test.
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  it('keeps both filters of two changes made before the page re-rendered: a brand chosen and a size typed at once', async () => {
    await visit(page, BIG);
    if (phone) await page.getByRole('button', { name: /^Bộ lọc/ }).click();
    const shownNames = () => page.locator('.category-list .card__link').allTextContents();
    // Both changes in one task, as a quick hand makes them: the second comes before the address shows the first.
    await page.evaluate(() => {
      const brand = [...document.querySelectorAll('select')].find((select) =>
        select.closest('label')?.textContent?.startsWith('Thương hiệu'),
      )!;
      brand.value = 'INA';
      brand.dispatchEvent(new Event('change', { bubbles: true }));
      const bore = document.querySelector<HTMLInputElement>('input[aria-label="Đường kính trong d từ (mm)"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(bore, '20');
      bore.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // INA's ten with d ≥ 20 mm: without the brand 18 would show, without the size ten.
    await expect
      .poll(async () => shownNames())
      .toEqual(['16004', '16007', '61806', '61809', '61905', '61908'].map((code) => `Vòng bi INA ${code}`));
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ brand: 'INA', d: '20-' });
  });

  it('shows the big category as its spec table, sorted and filtered, kept in the address across a reload', async () => {
    // The published page holds the table for crawlers and for visitors before the app runs.
    expect(await (await fetch(`${siteUrl}${BIG}`)).text()).toContain('<table class="spec-table">');
    await visit(page, BIG);
    const rowNames = () => page.locator('.spec-table tbody th').allTextContents();
    const column = (name: string) => page.getByRole('button', { name, exact: true });

    await page.getByRole('button', { name: 'Bảng', exact: true }).click();
    // The view changes with the address, which the router updates after the click.
    await expect.poll(() => page.locator('.spec-table').isVisible()).toBe(true);
    expect(await page.locator('.category-cards').isVisible()).toBe(false);
    await column('d (mm)').click();
    await column('d (mm)').click();
    // Equal bores keep the designation order.
    await expect
      .poll(async () => (await rowNames()).slice(0, 3))
      .toEqual(['Vòng bi FAG 16009', 'Vòng bi INA 61809', 'Vòng bi NMB 61909']);
    expect(await page.locator('th[aria-sort]').allTextContents()).toEqual([expect.stringMatching(/^d/)]);
    expect(await page.locator('th[aria-sort]').getAttribute('aria-sort')).toBe('descending');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ view: 'table', sort: 'd', dir: 'desc' });

    if (phone) await page.getByRole('button', { name: /^Bộ lọc/ }).click();
    await page.getByLabel('Dòng sản phẩm').selectOption('618xx');
    await expect.poll(async () => (await rowNames()).length).toBe(10);
    expect((await rowNames())[0]).toBe('Vòng bi INA 61809');

    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(async () => (await rowNames())[0]).toBe('Vòng bi INA 61809');
    expect(await page.locator('.spec-table').isVisible()).toBe(true);
    expect(await page.locator('th[aria-sort]').getAttribute('aria-sort')).toBe('descending');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      family: '618xx',
      view: 'table',
      sort: 'd',
      dir: 'desc',
    });

    // The table scrolls sideways in its own box, the names staying in view; the page never does.
    const scroller = page.locator('.spec-table__scroll');
    await scroller.evaluate((element) => element.scrollTo({ left: 300 }));
    const [box] = await boxes(page, '.spec-table__scroll');
    const [name] = await boxes(page, '.spec-table tbody th');
    expect(Math.abs(name!.left - box!.left)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    if (phone) await screenshot(page, 'category-spec-table-phone');
  });

  it.each([
    ['big category’s list', BIG],
    ['small category’s table beside its carousel', SMALL],
  ])('sorts the %s down when a header is pressed twice before the page re-rendered', async (_, path) => {
    await visit(page, `${path}?view=table`);
    const header = page.getByRole('button', { name: 'd (mm)', exact: true });
    // Both presses in one task, as a quick double tap on a slow phone makes them: the second comes before the
    // address shows the first, and must still reverse it.
    await header.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect.poll(() => page.locator('th[aria-sort]').getAttribute('aria-sort')).toBe('descending');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ view: 'table', sort: 'd', dir: 'desc' });
    // The big category's sorted list is made from its products, fetched at the first sort: busy until they came.
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    const bores = await page.locator('.spec-table').evaluate((table: HTMLTableElement) => {
      const column = [...table.tHead!.rows[0]!.cells].findIndex((cell) => cell.textContent!.startsWith('d'));
      return [...table.tBodies[0]!.rows].map((row) => Number(row.cells[column]!.textContent!.replace(',', '.')));
    });
    expect(bores.length).toBeGreaterThan(1);
    expect(bores).toEqual([...bores].sort((a, b) => b - a));
    expect(bores[0]).toBeGreaterThan(bores.at(-1)!);
  });

  it('pages through a filtered list of more than 24 in the browser', async () => {
    await visit(page, `${BIG}?d=10-`);

    await expect.poll(() => page.locator('.category-list .card').count()).toBe(24);
    await page.getByRole('button', { name: 'Trang 2', exact: true }).click();

    await expect.poll(() => page.locator('.category-list .card').count()).toBe(6);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(new URL(page.url()).pathname).toBe(BIG);
  });

  it('keeps the page pressed when the table is chosen before the page re-rendered', async () => {
    await visit(page, `${BIG}?d=10-`);
    await expect.poll(() => page.locator('.category-list .card').count()).toBe(24);
    const pageTwo = await page.getByRole('button', { name: 'Trang 2', exact: true }).elementHandle();
    const table = await page.getByRole('button', { name: 'Bảng', exact: true }).elementHandle();
    // Both presses in one task: the table is asked for before the address shows page 2.
    await page.evaluate(
      ([next, view]) => {
        (next as HTMLButtonElement).click();
        (view as HTMLButtonElement).click();
      },
      [pageTwo, table],
    );
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ d: '10-', page: '2', view: 'table' });
    await expect.poll(() => page.locator('.spec-table tbody tr').count()).toBe(6);
  });
});

describe('/products with a category of 30', () => {
  it('shows its first 10 cards and links to its page for all 30, so the list of every category stays small', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    try {
      await page.goto(`${siteUrl}/products`, { waitUntil: 'networkidle' });
      const section = page.locator(`section[aria-labelledby="category-${category.id}"]`);
      await expect.poll(() => section.locator('.card').count()).toBe(10);
      const more = section.getByRole('link', { name: 'Xem tất cả 30 sản phẩm' });
      expect(await more.getAttribute('href')).toBe(BIG);
      // The demo's FAG category has fewer: all its cards, and the plain link.
      const fag = page.locator('section', { has: page.getByRole('heading', { name: 'Vòng bi FAG', exact: true }) });
      expect(await fag.locator('.card').count()).toBe(6);
      expect(await fag.getByRole('link', { name: 'Xem tất cả', exact: true }).count()).toBe(1);
    } finally {
      await page.close();
    }
  });
});
