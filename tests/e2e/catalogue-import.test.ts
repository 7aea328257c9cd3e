import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { InnerProduct, InnerProductSummary } from '@vongbi/functions/contract';
import { CATALOGUE_COLUMNS } from '@vongbi/functions/contract/catalogue-import';
import { parseCsv, toCsv } from '@vongbi/functions/core/rules/csv';
import { apiOf, patience, recordDialogs, signIn, uniqueSuffix } from '../helpers/admin';
import { launchBrowser, screenshot, viewports } from '../helpers/browser';
import { siteUrl } from '../helpers/site-url';

// Staff export the catalogue from a product list, change a row of the file, add one, break one, add a column the
// import does not know, and bring it back on /admin/catalogue/import: the column is mapped, the dry run shows every
// row's outcome (filterable), and "Nhập" writes it with a progress bar. On a desktop and on a phone.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const column = (key: (typeof CATALOGUE_COLUMNS)[number]['key']) => CATALOGUE_COLUMNS.findIndex((c) => c.key === key);

/** Clicks an export link and answers the downloaded file's name and bytes. */
const download = async (page: Page, name: string): Promise<{ fileName: string; bytes: Buffer }> => {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).first().click()]);
  return { fileName: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
};

/** The export, with a changed row, a new row, a broken row and an extra column "Giá bán". */
const editedExport = (csv: Buffer, suffix: string) => {
  const [header, ...rows] = parseCsv(csv.toString('utf8').replace(/^\uFEFF/, ''));
  const changed = [...rows[0]!];
  changed[column('shortDescription')] = `Mô tả ngắn sửa từ tệp ${suffix}`;
  const added = [...rows[0]!];
  added[column('name')] = `Vòng bi nhập từ tệp ${suffix}`;
  added[column('namePath')] = '';
  added[column('productSeries')] = `NT-${suffix}`;
  added[column('shortDescription')] = 'Sản phẩm mới từ tệp';
  const broken = [...rows[1]!];
  broken[column('productSeries')] = `HONG-${suffix}`;
  broken[column('namePath')] = '';
  broken[column('name')] = `Vòng bi lỗi ${suffix}`;
  broken[column('boreMm')] = 'abc';
  // Cells of the export come back guarded (csv.ts); toCsv guards them again.
  const unguard = (row: string[]) => row.map((cell) => cell.replace(/^'(?=['=+\-@\t\r])/, ''));
  return {
    changedCode: changed[column('productSeries')]!,
    file: toCsv([[...header!, 'Giá bán'], ...[changed, added, broken].map(unguard).map((row) => [...row, '125000'])]),
  };
};

const runDryRun = async (page: Page, file: string, name: string) => {
  await page.goto(`${siteUrl}/admin/catalogue/import`);
  await page.getByRole('heading', { level: 1, name: 'Nhập sản phẩm từ tệp' }).waitFor();
  await page.getByLabel('Tệp Excel (.xlsx) hoặc CSV').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(file, 'utf8'),
  });
  await page.getByRole('button', { name: 'Chạy thử' }).click();
  // The column it does not know: ignored on purpose.
  await page.getByLabel('Cột “Giá bán”').waitFor();
  await screenshot(page, `admin-catalogue-import-mapping-${page.viewportSize()!.width}`);
  await page.getByLabel('Cột “Giá bán”').selectOption({ label: 'Bỏ qua cột này' });
  await page.getByRole('button', { name: 'Tiếp tục chạy thử' }).click();
  await page.getByText(`Chạy thử “${name}”: 3 dòng, chưa ghi gì.`).waitFor(patience);
};

describe('export, then import on /admin/catalogue/import', () => {
  it('downloads the catalogue, maps a column, shows the dry run row by row, and imports with progress', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop, acceptDownloads: true });
    const page = await context.newPage();
    recordDialogs(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The 400 UNKNOWN_COLUMNS that opens the mapping step is the answer the screen asks for.
      const mappingStep = message.location().url.endsWith('/api/catalogue/import');
      if (message.type() === 'error' && !mappingStep) problems.push(message.text());
    });
    // The file goes to the files bucket once, by the URL the API signed; the dry runs and the import name it.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname.includes('/imports/'))
        uploads.push(request.url());
    });
    await signIn(page, siteUrl);
    const suffix = uniqueSuffix();

    await page.goto(`${siteUrl}/admin/all-products`);
    const xlsx = await download(page, 'Xuất Excel');
    const csv = await download(page, 'Xuất CSV');
    expect(xlsx.fileName).toMatch(/^san-pham-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(csv.fileName).toMatch(/^san-pham-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.bytes.toString('utf8')).toMatch(/^\uFEFFDanh mục,Tên sản phẩm,Đường dẫn,Mã sản phẩm,Thương hiệu/);

    const { file, changedCode } = editedExport(csv.bytes, suffix);
    await page.getByRole('link', { name: 'Nhập từ tệp' }).click();
    await runDryRun(page, file, `danh-muc-${suffix}.csv`);

    // The broken row first (the screen opens on the errors), then the others by their outcome.
    const table = page.getByRole('region', { name: 'các dòng của tệp' });
    await table.getByText('d (mm): Phải là số dương, tối đa 5000').waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: /^Sẽ thêm mới/ }).click();
    await table.getByText(`Vòng bi nhập từ tệp ${suffix}`).waitFor();
    await page.getByRole('button', { name: /^Sẽ cập nhật/ }).click();
    await table.getByText('Thay đổi: Mô tả ngắn').waitFor();
    await page.getByRole('button', { name: /^Tất cả/ }).click();
    expect(await table.getByRole('row').count()).toBe(4);
    await screenshot(page, 'admin-catalogue-import-dry-run-1440');

    await page.getByRole('button', { name: 'Nhập', exact: true }).click();
    await page
      .getByRole('progressbar')
      .or(page.getByText(/^Đã nhập “/))
      .first()
      .waitFor(patience);
    await page.getByText(`Đã nhập “danh-muc-${suffix}.csv”: 3 dòng.`).waitFor(patience);
    await screenshot(page, 'admin-catalogue-import-done-1440');

    const api = apiOf(context, siteUrl);
    const found = await api.get<InnerProductSummary[]>(
      `/InnerProduct/SearchInnerProductByName?name=${encodeURIComponent(`Vòng bi nhập từ tệp ${suffix}`)}`,
    );
    expect(found.body.map((product) => product.name)).toContain(`Vòng bi nhập từ tệp ${suffix}`);
    const changed = await api.get<InnerProduct>(
      `/InnerProduct/GetByPath?path=${encodeURIComponent(parseCsv(file.slice(1))[1]![column('namePath')]!)}`,
    );
    expect(changed.body).toMatchObject({
      productSeries: changedCode,
      shortDescription: `Mô tả ngắn sửa từ tệp ${suffix}`,
    });
    expect(uploads).toHaveLength(1);
    expect(new URL(uploads[0]!).origin).not.toBe(new URL(siteUrl).origin);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('refuses a file over 10 MB or of another kind in the browser, before sending anything', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    recordDialogs(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/catalogue/import`);
    await page.getByRole('heading', { level: 1, name: 'Nhập sản phẩm từ tệp' }).waitFor();
    sent.length = 0;

    await page.getByLabel('Tệp Excel (.xlsx) hoặc CSV').setInputFiles({
      name: 'bang-gia-lon.csv',
      mimeType: 'text/csv',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x41),
    });
    await page
      .getByRole('alert')
      .getByText('Tệp nặng 10,1 MB, quá giới hạn 10 MB: hãy chia thành nhiều tệp nhỏ hơn')
      .waitFor();
    await screenshot(page, 'admin-catalogue-import-too-large-1440');
    await page.setViewportSize(viewports.phone);
    await screenshot(page, 'admin-catalogue-import-too-large-390');
    await page.getByRole('button', { name: 'Chạy thử' }).click();
    await page.getByLabel('Tệp Excel (.xlsx) hoặc CSV').setInputFiles({
      name: 'bang-gia.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await page.getByRole('alert').getByText('Chỉ nhận tệp Excel (.xlsx) hoặc CSV').waitFor();
    await page.getByRole('button', { name: 'Chạy thử' }).click();

    expect(sent).toEqual([]);
    await context.close();
  }, 60_000);

  it('fits a phone: the dry run table scrolls inside its box', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, acceptDownloads: true });
    const page = await context.newPage();
    recordDialogs(page);
    await signIn(page, siteUrl);
    await page.goto(`${siteUrl}/admin/all-products`);
    const csv = await download(page, 'Xuất CSV');

    await runDryRun(page, editedExport(csv.bytes, uniqueSuffix()).file, 'dien-thoai.csv');

    await screenshot(page, 'admin-catalogue-import-dry-run-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await context.close();
  }, 120_000);
});
