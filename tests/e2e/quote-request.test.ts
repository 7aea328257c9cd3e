/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConfigItem,
  InnerProduct,
  InnerProductSummary,
  QuoteRequest,
  QuoteRequestPage,
} from '@vongbi/functions/contract';
import { messages } from '@vongbi/functions/contract/messages';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
import { adminCookie, patience, recordDialogs, signIn, staffApi, uniqueSuffix } from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { rawRequest } from '../helpers/raw-http';
import { siteUrl } from '../helpers/site-url';

// A buyer asks for prices on a phone: adds a bearing from its page, pastes the rest of the list as it came in a
// message, picks the right product where a code has several, sends; then staff find the request in the back
// office, take it up and delete it. Around it: what the published pages hold before the app runs, the list kept
// across reloads and tabs, the error states, "Gửi qua Zalo", and every new screen on a phone and a desktop.
// A client may send 5 new requests in 10 minutes: this file sends two, and shows the refusal without sending.

const suffix = uniqueSuffix();
const buyer = { name: `Nguyễn Văn An ${suffix}`, phone: '0912 345 678', company: 'Công ty Cơ khí Đông Anh' };
const QUOTE_LIST_KEY = 'vongbi.quote-list';

let browser: Browser;
let api: ReturnType<typeof staffApi>;
let configuration: Map<string, string>;
let bearing: InnerProductSummary;
let housing: InnerProductSummary;
let sentId: number | undefined;

const productPage = (product: InnerProductSummary) =>
  `${siteUrl}/products/${product.outerProductName}/${product.namePath}`;

const searchFor = async (name: string): Promise<InnerProductSummary[]> =>
  (
    await fetch(`${siteUrl}/api/InnerProduct/SearchInnerProductByName?name=${encodeURIComponent(name)}`)
  ).json() as Promise<InnerProductSummary[]>;

const fitsWidth = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

/** A page that records what the browser reports as wrong. */
const watchedPage = async (context: BrowserContext) => {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  return { page, problems };
};

/** Waits until every pasted line has had its answer from the search. */
const searched = (page: Page) =>
  expect.poll(() => page.getByText('Đang tìm mã trên website…').count(), patience).toBe(0);

const lineNamed = (page: Page, name: string | RegExp) =>
  page.locator('.quote-line').filter({ has: page.locator('.quote-line__name', { hasText: name }) });

beforeAll(async () => {
  browser = await launchBrowser();
  api = staffApi(siteUrl, await adminCookie(siteUrl));
  const items = (await (await fetch(`${siteUrl}/api/Configuration`)).json()) as ConfigItem[];
  configuration = new Map(items.map((item) => [item.configKey, item.value]));
  bearing = (await searchFor('6205-2RS')).find((product) => product.name.includes('6205-2RSR'))!;
  housing = (await searchFor('SNV 100'))[0]!;
  expect(bearing, 'the demo bearing 6205-2RSR').toBeDefined();
  expect(housing, 'the demo housing SNV 100').toBeDefined();
});

afterAll(async () => {
  if (sentId !== undefined) await api(`/QuoteRequest/${sentId}`, { method: 'DELETE' }).catch(() => undefined);
  await browser?.close();
});

describe('published pages', () => {
  // A press before the app runs waits for it and is made then (first-use.test.ts): a disabled button would drop it.
  it('hold the add buttons ready to press and no count', async () => {
    const product = await (await fetch(productPage(bearing))).text();
    const search = await (await fetch(`${siteUrl}/search/fag`)).text();
    const notFound = await (await fetch(`${siteUrl}/search/${encodeURIComponent('NKX 9999-ZZZ')}`)).text();
    const results = (await searchFor('fag')).length;
    const cardAndPageButtons = (html: string) => html.match(/<button[^>]*quote-add__submit[^>]*>/g) ?? [];
    expect(cardAndPageButtons(product)).toHaveLength(1);
    expect(cardAndPageButtons(search)).toHaveLength(results);
    const codeButtons = notFound.match(/<button[^>]*>Thêm “/g) ?? [];
    expect(codeButtons).toHaveLength(1);
    for (const button of [...cardAndPageButtons(product), ...cardAndPageButtons(search), ...codeButtons]) {
      expect(button).not.toMatch(/\sdisabled/);
    }
    expect(product).not.toContain('data-testid="quote-count"');
  });
});

describe('a buyer on a phone', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: viewports.phone });
    ({ page, problems } = await watchedPage(context));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('starts from an empty list that says how to fill it', async () => {
    await page.goto(`${siteUrl}/quote`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Yêu cầu báo giá' }).waitFor();
    expect(await page.getByText('Danh sách đang trống').isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.getByRole('button', { name: 'Gửi yêu cầu' }).count()).toBe(0);
    await fitsWidth(page);
    await screenshot(page, 'quote-empty-390');
  });

  it('adds a bearing from its page with a quantity, and the header counts it', async () => {
    await page.goto(productPage(bearing), { waitUntil: 'networkidle' });
    const add = page.getByRole('button', { name: 'Thêm vào yêu cầu báo giá' });
    await page.getByRole('button', { name: 'Thêm 1' }).click();
    await expect.poll(() => page.getByLabel('Số lượng', { exact: true }).inputValue()).toBe('2');
    await add.click();

    await page.getByText('Đã thêm vào yêu cầu báo giá.').waitFor();
    expect(await page.getByTestId('quote-count').textContent()).toBe('1');
    expect(await page.getByTestId('quote-count').isVisible()).toBe(true);
    await fitsWidth(page);
    await screenshot(page, 'quote-product-added-390');
  });

  it('pastes the rest of the list, one line per code, matched with the products', async () => {
    await page.getByRole('link', { name: /^Yêu cầu báo giá: 1 sản phẩm/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Yêu cầu báo giá' }).waitFor();
    await page
      .getByLabel('Dán danh sách mã')
      .fill('6205-2RS 10\n6310 C3 x4\n22218\t2\nSNV 100 2 bộ\nNKX 9999-ZZZ 3 cái');
    await page.getByRole('button', { name: 'Thêm vào danh sách' }).click();
    await page.getByText('Đã thêm 5 dòng vào danh sách.').waitFor();
    await searched(page);

    // 6205-2RS is the bearing already listed: its quantity goes to that line.
    const names = await page.locator('.quote-line__name').allTextContents();
    expect(names).toEqual([bearing.name, '6310 C3', '22218', housing.name, 'NKX 9999-ZZZ']);
    expect(await lineNamed(page, bearing.name).getByRole('spinbutton').inputValue()).toBe('12');
    expect(await lineNamed(page, housing.name).getByText('Bạn nhập: SNV 100').count()).toBe(1);
    expect(await lineNamed(page, '22218').getByText('Mã chưa có trên website').count()).toBe(1);
    // 6310 C3 is not the sealed 6310-2Z-C3 the site lists: the buyer is asked.
    const choice = page.getByRole('group', { name: 'Chọn sản phẩm cho “6310 C3”' });
    expect(await choice.getByRole('button').allTextContents()).toEqual([
      expect.stringContaining('Vòng bi FAG 6310-2Z-C3'),
      'Không có trong số này: giữ “6310 C3” như đã nhập',
    ]);
    await fitsWidth(page);
    await screenshot(page, 'quote-list-390');

    await choice.getByRole('button', { name: /Vòng bi FAG 6310-2Z-C3/ }).click();
    await lineNamed(page, 'Vòng bi FAG 6310-2Z-C3').waitFor();
    expect(await lineNamed(page, 'Vòng bi FAG 6310-2Z-C3').getByText('Bạn nhập: 6310 C3').count()).toBe(1);
    expect(await page.getByTestId('quote-count').textContent()).toBe('5');
  });

  it('changes a quantity, removes a line, and keeps the list across a reload', async () => {
    const housingQuantity = lineNamed(page, housing.name).getByRole('spinbutton');
    await housingQuantity.fill('3');
    await housingQuantity.blur();
    await lineNamed(page, '22218').getByRole('button', { name: 'Xóa 22218' }).click();
    expect(await lineNamed(page, '22218').count()).toBe(0);

    await page.reload({ waitUntil: 'networkidle' });
    // The list is the app's to render, from the browser's storage, once it has started after the first paint.
    await expect
      .poll(() => page.locator('.quote-line__name').allTextContents())
      .toEqual([bearing.name, 'Vòng bi FAG 6310-2Z-C3', housing.name, 'NKX 9999-ZZZ']);
    expect(await lineNamed(page, housing.name).getByRole('spinbutton').inputValue()).toBe('3');
  });

  it('shows the server’s message under the phone number it refuses, the list and fields kept', async () => {
    await page.getByLabel('Họ và tên').fill(buyer.name);
    await page.getByLabel('Số điện thoại').fill('0912 34');
    await page.getByLabel('Công ty (không bắt buộc)').fill(buyer.company);
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();

    await page.getByText(/^Số điện thoại không hợp lệ/).waitFor();
    expect(await page.getByRole('alert').first().textContent()).toContain(messages.validation);
    expect(await page.getByLabel('Số điện thoại').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('quote-phone');
    expect(await page.getByLabel('Họ và tên').inputValue()).toBe(buyer.name);
    expect(await page.locator('.quote-line').count()).toBe(4);
    await fitsWidth(page);
    await screenshot(page, 'quote-phone-refused-390');
  });

  it('sends in one tap once the list and the number are right, and says what happens next', async () => {
    await page.getByLabel('Số điện thoại').fill(buyer.phone);
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();

    await page.getByRole('heading', { name: 'Đã gửi yêu cầu báo giá' }).waitFor();
    const number = await page.getByText(/^Mã yêu cầu: #\d+$/).textContent();
    sentId = Number(number!.replace(/\D/g, ''));
    expect(await page.getByText(configuration.get('QUOTE_THANK_YOU')!).count()).toBe(1);
    expect(await page.getByTestId('quote-count').count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), QUOTE_LIST_KEY)).toBeNull();
    await fitsWidth(page);
    await screenshot(page, 'quote-sent-390');

    const stored = await api<QuoteRequest>(`/QuoteRequest/${sentId}`);
    expect(stored).toMatchObject({ customerName: buyer.name, phone: '0912345678', company: buyer.company });
    expect(stored.items.map(({ innerProductId, text, quantity }) => ({ innerProductId, text, quantity }))).toEqual([
      { innerProductId: bearing.id, text: bearing.name, quantity: 12 },
      { innerProductId: expect.any(Number), text: 'Vòng bi FAG 6310-2Z-C3', quantity: 4 },
      { innerProductId: housing.id, text: housing.name, quantity: 3 },
      { innerProductId: null, text: 'NKX 9999-ZZZ', quantity: 3 },
    ]);
    expect(problems).toEqual([]);
  });
});

describe('the list kept in the browser', () => {
  it('is the same in every tab, and a corrupt stored value is dropped, not a failure', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page: first, problems } = await watchedPage(context);
    const second = await context.newPage();
    await first.goto(`${siteUrl}/search/fag`, { waitUntil: 'networkidle' });
    await second.goto(`${siteUrl}/quote`, { waitUntil: 'networkidle' });

    const card = first.getByRole('button', { name: `Thêm vào yêu cầu báo giá: ${bearing.name}` });
    await card.click();
    await lineNamed(second, bearing.name).waitFor();
    expect(await second.getByTestId('quote-count').textContent()).toBe('1');

    await lineNamed(second, bearing.name)
      .getByRole('button', { name: `Xóa ${bearing.name}` })
      .click();
    await expect.poll(() => first.getByTestId('quote-count').count()).toBe(0);

    await first.evaluate((key) => localStorage.setItem(key, '{"version":1,"lines":[{'), QUOTE_LIST_KEY);
    await first.reload({ waitUntil: 'networkidle' });
    await first.getByRole('heading', { level: 1 }).waitFor();
    expect(await first.getByTestId('quote-count').count()).toBe(0);
    expect(await first.evaluate((key) => localStorage.getItem(key), QUOTE_LIST_KEY)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a code the site does not list', () => {
  it('goes from the search page straight into the list as typed', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(`${siteUrl}/search/${encodeURIComponent('NKX 9999-ZZZ')}`, { waitUntil: 'networkidle' });
    const add = page.getByRole('button', { name: 'Thêm “NKX 9999-ZZZ” vào yêu cầu báo giá' });
    await add.click();
    await page.getByRole('link', { name: 'Xem yêu cầu báo giá' }).click();

    await lineNamed(page, 'NKX 9999-ZZZ').waitFor();
    expect(await lineNamed(page, 'NKX 9999-ZZZ').getByText('Mã chưa có trên website').count()).toBe(1);
    await fitsWidth(page);
    await page.close();
  });
});

describe.each(Object.entries(viewports))('the quote page on a %s', (device, viewport) => {
  const longList = [
    '6205-2RS 10',
    '6310 C3 x4',
    '22218\t2',
    'SNV 100 2 bộ',
    '6204 ZZ 20 cái',
    'NU 2212 × 2',
    '7310-B 4 con',
    '32210 A 6',
    'NK 25/20 x12',
    '608ZZ 1.000 pcs',
    'R-1560HH 50',
    'KR 32 PP 8',
    'GE 40 DO 2RS 2',
    'Mỡ Bechem Berutemp 500 T2 5',
    'NKX 9999-ZZZ 3 cái',
    '23152 CC/W33 1',
  ].join('\n');

  it(`shows a long list, its candidates, every refusal and "Gửi qua Zalo" (${device})`, async () => {
    const context = await browser.newContext({ viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl });
    // The chat is another site: answered here, so the test needs no network.
    await context.route('https://zalo.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'Zalo' }));
    const { page, problems } = await watchedPage(context);
    await page.goto(`${siteUrl}/quote`, { waitUntil: 'networkidle' });
    await page.getByLabel('Dán danh sách mã').fill(longList);
    await page.getByRole('button', { name: 'Thêm vào danh sách' }).click();
    // The empty list needs no app: the paste and the press start it, and boot makes the press again once it has.
    await page.locator('.quote-line').first().waitFor();
    await searched(page);
    expect(await page.locator('.quote-line').count()).toBe(16);
    expect(await page.getByRole('button', { name: 'Gửi yêu cầu' }).isEnabled()).toBe(true);
    await fitsWidth(page);
    await screenshot(page, `quote-long-list-${viewport.width}`);

    // The honeypot is there for bots only: off screen, hidden from assistive technology, out of the tab order.
    const trap = page.locator('#quote-website');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    expect(await page.locator('.quote-form__trap').getAttribute('aria-hidden')).toBe('true');
    expect((await trap.boundingBox())!.x).toBeLessThan(0);

    // Too many requests from this address: the contract's message, the list and fields kept. Answered here, as
    // sending six real ones would spend the whole run's allowance.
    await page.route('**/api/QuoteRequest', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '600' },
        body: JSON.stringify({ message: messages.rateLimited, code: 'RATE_LIMITED' }),
      }),
    );
    await page.getByLabel('Họ và tên').fill(buyer.name);
    await page.getByLabel('Số điện thoại').fill(buyer.phone);
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await page.getByRole('alert').filter({ hasText: messages.rateLimited }).waitFor();
    expect(await page.locator('.quote-line').count()).toBe(16);
    await screenshot(page, `quote-rate-limited-${viewport.width}`);
    await page.unroute('**/api/QuoteRequest');

    // A line whose product was deleted since it was added is named by the server; the buyer may send it as text.
    await page.route('**/api/QuoteRequest', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: messages.validation,
          code: 'VALIDATION',
          fields: { 'items.0.innerProductId': 'Sản phẩm không tồn tại', customerName: messages.required },
        }),
      }),
    );
    await page.getByLabel('Họ và tên').fill('');
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    const first = page.locator('.quote-line').first();
    await first.getByText('Sản phẩm không tồn tại').waitFor();
    expect(await page.locator('#quote-customerName-error').textContent()).toBe(messages.required);
    await screenshot(page, `quote-refused-${viewport.width}`);
    await first.getByRole('button', { name: 'Gửi như mã đã nhập' }).click();
    expect(await first.getByText('Mã chưa có trên website').count()).toBe(1);
    await page.unroute('**/api/QuoteRequest');

    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Gửi qua Zalo' }).click(),
    ]);
    expect(chat.url()).toBe(`https://zalo.me/${configuration.get('Zalo')}`);
    await page.getByText('Đã chép danh sách').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').slice(0, 3)).toEqual([
      'Yêu cầu báo giá:',
      expect.stringMatching(/^1\. .+ – SL: 10$/),
      expect.stringMatching(/^2\. .+ – SL: 4$/),
    ]);
    expect(copied.split('\n')).toHaveLength(17);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('staff', () => {
  it('see the new request in the sidebar, list it by status, take it up and delete it', async () => {
    expect(sentId, 'the request the buyer sent').toBeDefined();
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, problems } = await watchedPage(context);
    const dialogs = recordDialogs(page);
    await signIn(page, siteUrl);

    const newCount = (await api<{ count: number }>('/QuoteRequest/count?status=new')).count;
    const navigation = page.getByRole('navigation', { name: 'Quản trị' });
    const link = navigation.getByRole('link', { name: `Yêu cầu báo giá ${newCount} mới` });
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Yêu cầu báo giá' }).waitFor();
    await page.getByRole('button', { name: /^Mới/ }).click();
    await page.waitForURL(`${siteUrl}/admin/quotes?status=new`);
    const row = page.locator('.data-table tbody tr').filter({ hasText: buyer.name });
    expect(await row.getByRole('link', { name: '0912 345 678' }).getAttribute('href')).toBe('tel:0912345678');
    expect(await row.getByText('4 dòng').count()).toBe(1);
    await screenshot(page, 'admin-quotes-1440');

    await row.getByRole('link', { name: `Xem yêu cầu #${sentId}` }).click();
    await page.getByRole('heading', { level: 1, name: `Yêu cầu báo giá #${sentId}` }).waitFor();
    expect(await page.getByRole('link', { name: '0912 345 678' }).getAttribute('href')).toBe('tel:0912345678');
    const items = page.locator('.quote-items tbody tr');
    expect(await items.count()).toBe(4);
    const first = items.first();
    expect(await first.getByRole('link', { name: 'Trang sản phẩm ↗' }).getAttribute('href')).toBe(
      `/products/${bearing.outerProductName}/${bearing.namePath}`,
    );
    expect(await items.nth(3).getByText('Khách nhập, chưa gắn sản phẩm').count()).toBe(1);
    await screenshot(page, 'admin-quote-1440');

    // Taken up: status and a note, with the update question; the badge counts one fewer.
    await page.getByRole('radio', { name: 'Đang xử lý' }).check();
    await page.getByLabel('Ghi chú của nhân viên').fill('Đã gọi, báo giá qua Zalo');
    await page.getByRole('button', { name: 'Lưu trạng thái' }).click();
    await dialogs.waitFor('Cập nhật thành công');
    expect(dialogs.seen).toContain('Bạn có chắc chắn muốn cập nhật?');
    await page.locator('.quote-contact .status-pill', { hasText: 'Đang xử lý' }).waitFor();
    const badge = navigation.getByRole('link', { name: /^Yêu cầu báo giá/ });
    await expect
      .poll(() => badge.textContent())
      .toBe(newCount > 1 ? `Yêu cầu báo giá ${newCount - 1} mới` : 'Yêu cầu báo giá');

    // Someone else saves meanwhile: this screen's save is refused and offers their version.
    const current = await api<QuoteRequest>(`/QuoteRequest/${sentId}`);
    await api(`/QuoteRequest/${sentId}`, {
      method: 'PUT',
      json: { status: 'done', staffNote: 'Đã gửi báo giá', updatedAt: current.updatedAt },
    });
    await page.getByLabel('Ghi chú của nhân viên').fill('Ghi chú cũ hơn');
    await page.getByRole('button', { name: 'Lưu trạng thái' }).click();
    await page.getByRole('alert').filter({ hasText: messages.stale }).waitFor();
    await page.getByRole('button', { name: 'Tải phiên bản mới nhất' }).click();
    await expect.poll(() => page.getByLabel('Ghi chú của nhân viên').inputValue(), patience).toBe('Đã gửi báo giá');

    // Its line's edit link leads to the product's staff screen.
    await first.getByRole('link', { name: 'Sửa sản phẩm' }).click();
    await page.getByRole('heading', { level: 1, name: `Sửa sản phẩm: ${bearing.name}` }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: `Yêu cầu báo giá #${sentId}` }).waitFor();

    const seen = dialogs.seen.length;
    await page.getByRole('button', { name: 'Xóa', exact: true }).click();
    await dialogs.waitFor('Xóa thành công.', seen);
    expect(dialogs.seen.slice(seen)).toEqual(['Bạn có chắc chắn muốn xóa?', 'Xóa thành công.']);
    await page.waitForURL(`${siteUrl}/admin/quotes`);
    // The list itself, not the request still shown while it loads (which names the buyer in no table row either).
    await page.getByRole('heading', { level: 1, name: 'Yêu cầu báo giá', exact: true }).waitFor();
    expect(await page.locator('.data-table tbody tr').filter({ hasText: buyer.name }).count()).toBe(0);
    sentId = undefined;
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('availability on a quote line', () => {
  // A word of letters only, so the search finds these two products and nothing else.
  const word = `tinhtrang${suffix.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  const today = vietnamToday();
  const twentyDaysAgo = vietnamToday(new Date(Date.now() - 20 * 86_400_000));
  let fresh: InnerProduct;
  let stale: InnerProduct;
  let requestId: number | undefined;

  const newProduct = async (name: string, checkedAt: string): Promise<InnerProduct> => {
    const sample = await api<InnerProduct>(`/InnerProduct/${bearing.id}`);
    return api<InnerProduct>('/InnerProduct', {
      method: 'POST',
      json: {
        name,
        namePath: `${word}-${checkedAt}`,
        description: '<p>Gối đỡ kiểm thử.</p>',
        shortDescription: 'Gối đỡ',
        videos: '',
        imageId: sample.imageId,
        imageIds: [sample.imageId],
        outerProductId: bearing.outerProductId,
        brand: 'FAG',
        madeIn: 'Đức',
        productSeries: '',
        availability: { status: 'in_stock', checkedAt },
      },
    });
  };

  beforeAll(async () => {
    fresh = await newProduct(`Gối đỡ ${word} vừa kiểm tra`, today);
    stale = await newProduct(`Gối đỡ ${word} kiểm tra đã lâu`, twentyDaysAgo);
  });
  afterAll(async () => {
    if (requestId !== undefined) await api(`/QuoteRequest/${requestId}`, { method: 'DELETE' }).catch(() => undefined);
    for (const product of [fresh, stale]) {
      if (product) await api(`/InnerProduct/${product.id}`, { method: 'DELETE' }).catch(() => undefined);
    }
  });

  const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

  /** What the list in the browser holds of a product's availability, once the quote page has read it again. */
  const storedAvailability = (page: Page, id: number) =>
    page.evaluate(
      ([key, productId]) =>
        (
          JSON.parse(localStorage.getItem(key as string) ?? '{"lines":[]}') as {
            lines: { product?: { id: number; availability?: { checkedAt: string } | null } }[];
          }
        ).lines.find((line) => line.product?.id === productId)?.product?.availability?.checkedAt,
      [QUOTE_LIST_KEY, id] as const,
    );

  it.each(Object.entries(viewports))(
    'shows a fresh check’s label and date beside the product, and nothing for one 20 days old (%s)',
    async (device, viewport) => {
      const context = await browser.newContext({ viewport });
      const { page, problems } = await watchedPage(context);
      // Added from search cards, which carry no availability: the quote page reads it.
      await page.goto(`${siteUrl}/search/${word}`, { waitUntil: 'networkidle' });
      for (const product of [fresh, stale]) {
        const add = page.getByRole('button', { name: `Thêm vào yêu cầu báo giá: ${product.name}` });
        await add.click();
        // The buyer leaves once the card has said the product is in the list.
        await add.locator('xpath=ancestor::form').getByText('Đã thêm vào yêu cầu báo giá.').waitFor();
      }
      await page.goto(`${siteUrl}/quote`, { waitUntil: 'networkidle' });

      await expect.poll(() => storedAvailability(page, stale.id), patience).toBe(twentyDaysAgo);
      await expect
        .poll(() => lineNamed(page, fresh.name).locator('.quote-line__availability').textContent(), patience)
        .toBe(`Có sẵn · cập nhật ${dayMonth(today)}`);
      expect(await lineNamed(page, stale.name).locator('.quote-line__availability').count()).toBe(0);
      expect(await lineNamed(page, stale.name).getByText('Có sẵn').count()).toBe(0);
      await fitsWidth(page);
      await screenshot(page, `quote-availability-${viewport.width}`);

      if (device === 'phone') {
        await page.getByLabel('Họ và tên').fill(buyer.name);
        await page.getByLabel('Số điện thoại').fill(buyer.phone);
        await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
        const number = await page.getByText(/^Mã yêu cầu: #\d+$/).textContent(patience);
        requestId = Number(number!.replace(/\D/g, ''));
      }
      expect(problems).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('shows staff each line’s availability as the buyer reads it, and a check too old to be shown as one to redo', async () => {
    expect(requestId, 'the request sent with the two products').toBeDefined();
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, problems } = await watchedPage(context);
    await signIn(page, siteUrl);

    await page.goto(`${siteUrl}/admin/quotes/${requestId}`);
    await page.getByRole('heading', { level: 1, name: `Yêu cầu báo giá #${requestId}` }).waitFor();

    const row = (product: InnerProduct) => page.locator('.quote-items tbody tr').filter({ hasText: product.name });
    expect(await row(fresh).locator('td').nth(2).textContent()).toBe(`Có sẵn · cập nhật ${dayMonth(today)}`);
    expect(await row(stale).locator('td').nth(2).textContent()).toBe(
      `Cần kiểm tra lạiCó sẵn, cập nhật ${dayMonth(twentyDaysAgo)}: quá 14 ngày, website không hiện`,
    );
    await screenshot(page, 'admin-quote-availability-1440');
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('the staff inbox', () => {
  it('shows the newest 50 requests, the next ones with "Xem thêm", and says when all are shown', async () => {
    // From loopback addresses of their own, five each: the limit per client lets no more through.
    const sent: number[] = [];
    for (let index = 0; index < 55; index += 1) {
      const response = await rawRequest(`${siteUrl}/api/QuoteRequest`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          customerName: `Khách hộp thư ${index + 1}`,
          phone: '0912 345 678',
          items: [{ text: '6205-2RSR', quantity: index + 1 }],
        }),
        localAddress: `127.0.1.${10 + Math.floor(index / 5)}`,
      });
      expect(response.status).toBe(201);
      sent.push((JSON.parse(response.body) as { id: number }).id);
    }
    let total = 0;
    for (let cursor: string | null = ''; cursor !== null;) {
      const page: QuoteRequestPage = await api<QuoteRequestPage>(
        `/QuoteRequest?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      total += page.items.length;
      cursor = page.nextCursor;
    }
    // Two pages: the screen's 50, then the rest with one press.
    expect(total).toBeGreaterThanOrEqual(55);
    expect(total).toBeLessThanOrEqual(100);

    const context = await browser.newContext({ viewport: viewports.phone });
    const { page, problems } = await watchedPage(context);
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/quotes`);
    const rows = page.locator('.data-table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(50);
    expect(await page.getByRole('status').filter({ hasText: 'yêu cầu' }).textContent()).toBe('50 yêu cầu');

    await page.getByRole('button', { name: 'Xem thêm' }).click();
    await expect.poll(() => rows.count(), patience).toBe(total);
    expect(await page.getByRole('status').filter({ hasText: 'yêu cầu' }).textContent()).toBe(
      `${total} yêu cầu, đã hết`,
    );
    expect(await page.getByRole('button', { name: 'Xem thêm' }).count()).toBe(0);
    await screenshot(page, 'admin-quotes-more-390');
    expect(problems).toEqual([]);
    await context.close();
    // The badge of the files after this one counts its own requests, not these.
    for (const id of sent) await api(`/QuoteRequest/${id}`, { method: 'DELETE' });
  }, 120_000);
});
