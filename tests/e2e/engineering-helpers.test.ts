/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// The three helpers as a visitor on a phone uses them: a link with inputs in its query string (the edge serves the
// one published page whatever the query), the results read from the page once the app runs, an absurd input
// answered in Vietnamese, the address following what is typed, and a product page's links filled in with its
// sizes. Then what a crawler gets before any script runs: each page's head, its structured data and the worked
// example.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TOOLS = [
  { name: 'bearing-frequencies', path: '/tools/bearing-frequencies', title: 'Tần số hư hỏng vòng bi' },
  { name: 'mounting-temperature', path: '/tools/mounting-temperature', title: 'Nhiệt độ gia nhiệt lắp vòng bi' },
  { name: 'relubrication', path: '/tools/relubrication', title: 'Chu kỳ và lượng mỡ bổ sung' },
] as const;

/** A phone page that records every API request it makes and every error it logs (a hydration mismatch among them). */
const openPhone = async () => {
  const page = await browser.newPage({ viewport: viewports.phone, hasTouch: true, isMobile: true });
  const apiCalls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, apiCalls, errors };
};

/** The app has hydrated the published page and read the address (the inputs show the query's values). */
const waitForInput = (page: Page, id: string, value: string) =>
  expect.poll(() => page.locator(`#${id}`).inputValue()).toBe(value);

const resultText = (page: Page, testId: string) => page.getByTestId(testId).innerText();

const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

const bodyText = (page: Page) => page.locator('body').innerText();

/** Types into a field as a thumb would: focus, clear, key by key. */
const typeInto = async (page: Page, id: string, text: string) => {
  await page.locator(`#${id}`).fill('');
  await page.locator(`#${id}`).pressSequentially(text);
};

describe('the engineering helpers on a phone', () => {
  it('compute bearing fault frequencies from a link, refuse dw ≥ dpw in Vietnamese and keep the address in step', async () => {
    const { page, apiCalls, errors } = await openPhone();
    // codingace.net's example: 1 800 rpm, 8 elements of 10 mm on a 50 mm pitch circle.
    await page.goto(`${siteUrl}/tools/bearing-frequencies?rpm=1800&z=8&dw=10&dpw=50&angle=0`, {
      waitUntil: 'networkidle',
    });
    await waitForInput(page, 'rpm', '1800');

    await expect.poll(() => resultText(page, 'result-ftf')).toMatch(/FTF[\s\S]*12,00\s+0,400 ×/);
    expect(await resultText(page, 'result-bpfo')).toMatch(/96,00\s+3,200 ×/);
    expect(await resultText(page, 'result-bpfi')).toMatch(/144,00\s+4,800 ×/);
    expect(await resultText(page, 'result-bsf')).toMatch(/72,00\s+2,400 ×/);
    expect(await resultText(page, 'result-shaft')).toBe('30,00 Hz');
    // The results stand within the first screen and a half of a phone.
    const top = await page.getByTestId('result-bsf').evaluate((row) => row.getBoundingClientRect().bottom);
    expect(top).toBeLessThan(viewports.phone.height * 1.5);
    const loadedCalls = apiCalls.length;
    const historyLength = await page.evaluate(() => history.length);

    await typeInto(page, 'dw', '60');

    await expect.poll(() => page.locator('#dw').getAttribute('aria-invalid')).toBe('true');
    expect(await bodyText(page)).toContain('Đường kính con lăn (dw) phải nhỏ hơn đường kính vòng chia (dpw).');
    expect(await resultText(page, 'result-bpfo')).toMatch(/BPFO[\s\S]*—\s+—/);
    expect(await bodyText(page)).not.toMatch(/NaN|Infinity/);
    expect(queryOf(page)).toEqual({ rpm: '1800', z: '8', dw: '60', dpw: '50', angle: '0' });

    await typeInto(page, 'dw', '7,94');
    await typeInto(page, 'dpw', '38.5');
    await typeInto(page, 'z', '9');
    await typeInto(page, 'rpm', '1500');

    // vibromera.eu's 6205 at 1 500 rpm, computed as typed, without a request, the address replaced not pushed.
    await expect.poll(() => resultText(page, 'result-bpfo')).toMatch(/89,30\s+3,572 ×/);
    expect(queryOf(page)).toEqual({ rpm: '1500', z: '9', dw: '7,94', dpw: '38.5', angle: '0' });
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(apiCalls).toHaveLength(loadedCalls);

    await typeInto(page, 'rpm', 'nhanh');
    await expect.poll(() => bodyText(page)).toContain('Tốc độ trục (rpm) phải là một số, ví dụ 12,5.');
    expect(await bodyText(page)).not.toMatch(/NaN|Infinity/);
    // The published example hydrated without a mismatch before the address's inputs replaced it.
    expect(errors).toEqual([]);
    await page.close();
  });

  it('give the heating temperature from a link, and say not to heat a sealed bearing past 80 °C', async () => {
    const { page, apiCalls, errors } = await openPhone();
    await page.goto(`${siteUrl}/tools/mounting-temperature?d=50&interference=50&ambient=20&sealed=0`, {
      waitUntil: 'networkidle',
    });
    await waitForInput(page, 'd', '50');
    const loadedCalls = apiCalls.length;

    await expect.poll(() => resultText(page, 'result-rise')).toBe('90,9 K');
    expect(await resultText(page, 'result-heating')).toBe('110,9 °C');
    expect(await resultText(page, 'result-verdict')).toContain('Trong giới hạn 120 °C của vòng bi hở');

    await page.getByText('Có phớt, nắp che hoặc mỡ sẵn').tap();

    await expect.poll(() => resultText(page, 'result-verdict')).toContain('Không gia nhiệt tới 110,9 °C.');
    expect(await resultText(page, 'result-verdict')).toContain('không được quá 80 °C');
    expect(await resultText(page, 'result-verdict')).toContain('phương pháp thủy lực');
    expect(queryOf(page)).toEqual({ d: '50', interference: '50', ambient: '20', sealed: '1' });

    await typeInto(page, 'd', '0');
    await expect.poll(() => bodyText(page)).toContain('Đường kính lỗ (d) phải lớn hơn 0.');
    expect(await resultText(page, 'result-heating')).toBe('—');
    expect(await bodyText(page)).not.toMatch(/NaN|Infinity/);
    expect(queryOf(page).d).toBe('0');
    expect(apiCalls).toHaveLength(loadedCalls);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('estimate the relubrication interval from a link, and answer a speed of 0 and a tiny outside diameter', async () => {
    const { page } = await openPhone();
    // A spherical roller bearing 22220 at 1 500 rpm: 1 × (14·10⁶ / (1 500 × 10) − 400) = 533 h, 0,005 × 180 × 46 g.
    await page.goto(`${siteUrl}/tools/relubrication?n=1500&d=100&D=180&B=46&type=spherical`, {
      waitUntil: 'networkidle',
    });
    await waitForInput(page, 'n', '1500');

    await expect.poll(() => resultText(page, 'result-interval')).toBe('533 giờ');
    expect(await resultText(page, 'result-grease')).toBe('41,4 g');

    await page.locator('#type').selectOption('ball');
    await expect.poll(() => resultText(page, 'result-interval')).toBe('5.333 giờ');
    expect(queryOf(page).type).toBe('ball');

    await typeInto(page, 'n', '0');
    await typeInto(page, 'D', '2');
    await expect.poll(() => bodyText(page)).toContain('Tốc độ quay (n) phải lớn hơn 0.');
    expect(await bodyText(page)).toContain('Đường kính ngoài (D) phải lớn hơn đường kính lỗ (d).');
    expect(await resultText(page, 'result-interval')).toBe('—');
    expect(await bodyText(page)).not.toMatch(/NaN|Infinity/);
    expect(queryOf(page)).toEqual({ n: '0', d: '100', D: '2', B: '46', type: 'ball' });

    // Far too fast for grease: no interval, and what to do instead.
    await typeInto(page, 'D', '180');
    await typeInto(page, 'n', '20000');
    await expect.poll(() => resultText(page, 'result-interval')).toBe('Không áp dụng');
    expect(await resultText(page, 'result-verdict')).toContain('bôi trơn bằng dầu');
    await page.close();
  });

  it('are linked from a bearing’s page with its d, D and B filled in', async () => {
    const productPath = '/products/vong-bi-fag/vong-bi-tang-trong-fag-22220-e1-xl-k';
    // The published HTML carries the links before any script runs.
    const html = await (await fetch(`${siteUrl}${productPath}`)).text();
    expect(html).toContain('href="/tools/mounting-temperature?d=100"');
    expect(html).toContain('href="/tools/relubrication?d=100&amp;D=180&amp;B=46"');

    const { page } = await openPhone();
    await page.goto(`${siteUrl}${productPath}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Tính chu kỳ và lượng mỡ bổ sung' }).tap();

    await page.getByRole('heading', { level: 1, name: 'Chu kỳ và lượng mỡ bổ sung' }).waitFor();
    await waitForInput(page, 'd', '100');
    expect(await page.locator('#D').inputValue()).toBe('180');
    expect(await page.locator('#B').inputValue()).toBe('46');
    expect(await page.locator('#n').inputValue()).toBe('');
    expect(await bodyText(page)).toContain('Nhập tốc độ quay (n).');
    expect(await bodyText(page)).toContain('Chọn loại vòng bi.');
    expect(await resultText(page, 'result-grease')).toBe('—');
    await page.close();
  });

  it('are linked from a sealed bearing’s page as a sealed bearing, heated to 80 °C at most', async () => {
    const productPath = '/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr';
    const html = await (await fetch(`${siteUrl}${productPath}`)).text();
    expect(html).toContain('href="/tools/mounting-temperature?d=25&amp;sealed=1"');
    expect(html).toContain('href="/tools/relubrication?d=25&amp;D=52&amp;B=15"');

    const { page } = await openPhone();
    await page.goto(`${siteUrl}${productPath}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Tính nhiệt độ gia nhiệt để lắp' }).tap();

    await page.getByRole('heading', { level: 1, name: 'Nhiệt độ gia nhiệt lắp vòng bi' }).waitFor();
    await waitForInput(page, 'd', '25');
    expect(await page.getByRole('radio', { name: 'Có phớt, nắp che hoặc mỡ sẵn' }).isChecked()).toBe(true);
    expect(await bodyText(page)).toContain('Nhập độ dôi.');

    // 30 µm on a 25 mm bore: 109,1 K, far over a sealed bearing's 80 °C.
    await typeInto(page, 'interference', '30');
    await expect.poll(() => resultText(page, 'result-heating')).toBe('129,1 °C');
    expect(await resultText(page, 'result-verdict')).toContain('không được quá 80 °C');
    expect(queryOf(page)).toEqual({ d: '25', interference: '30', ambient: '', sealed: '1' });
    await page.close();
  });
});

describe('a helper’s published page', () => {
  it.each(TOOLS)('$path holds its head, its structured data and the worked example', async ({ path, title }) => {
    const response = await fetch(`${siteUrl}${path}`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${title} | Vòng bi Việt</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}${path}" />`);
    const data = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      '@graph': { '@type': string; name?: string; url?: string; itemListElement?: { name: string }[] }[];
    };
    const application = data['@graph'].find((node) => node['@type'] === 'WebApplication');
    expect(application).toMatchObject({ name: title, url: `${siteUrl}${path}` });
    const trail = data['@graph'].find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement!;
    expect(trail.map((item) => item.name)).toEqual(['Trang chủ', 'Hỗ trợ kỹ thuật', title]);
    // The footer of every page links the helpers.
    expect(html).toContain('href="/tools/relubrication"');
  });

  it('shows the worked examples’ results before any script runs', async () => {
    const [frequencies, mounting, relubrication] = await Promise.all(
      TOOLS.map(async ({ path }) => (await fetch(`${siteUrl}${path}`)).text()),
    );

    expect(frequencies).toMatch(/data-testid="result-bpfo"[\s\S]*?89,30/);
    expect(mounting).toMatch(/data-testid="result-heating"[^>]*>74,5 °C</);
    expect(relubrication).toMatch(/data-testid="result-interval"[^>]*>8\.333 giờ</);
    for (const html of [frequencies, mounting, relubrication]) expect(html).not.toMatch(/NaN|Infinity/);
  });

  it.each(TOOLS)('$name looks right at 390 and 1440 px', async ({ name, path }) => {
    for (const viewport of Object.values(viewports)) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `tool-${name}-${viewport.width}`);
      await page.close();
    }
  });
});
