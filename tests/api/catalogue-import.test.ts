import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/universal';
import writeXlsxFile from 'write-excel-file/node';
import { crc32, deflateRawSync } from 'node:zlib';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@vongbi/functions/core/clients';
import type { ImportJob } from '@vongbi/functions/contract/catalogue-import';
import { CATALOGUE_COLUMNS } from '@vongbi/functions/contract/catalogue-import';
import type { StoredFile } from '@vongbi/functions/core/models/file';
import { insideImportJob } from '@vongbi/functions/core/services/import-dispatch';
import { createInnerProduct, importInnerProducts } from '@vongbi/functions/core/services/inner-products';
import { createOuterProduct } from '@vongbi/functions/core/services/outer-products';
import { parseCsv } from '@vongbi/functions/core/rules/csv';
import { toPathSlug } from '@vongbi/functions/contract/text';
import { catalogueImportWorker } from '@vongbi/functions/routes';
import { keyPattern } from '../../infra-cdk/lib/grants';
import { useTestApi } from '../helpers/api-client';
import { createImage, tableSnapshot, type TableItem } from '../helpers/catalogue';
import { signInStaff } from '../helpers/staff';
import { putUpload, requestUpload, uploadImportFile } from '../helpers/import-upload';
import { bucketKeys } from '../helpers/storage';

// The catalogue as a spreadsheet through the API: the export (CSV and XLSX), the import as a job (dry run, real
// run, all or nothing), keyed on the normalised product code and brand, every row counted once with its reason,
// the limits, hostile files, roles and the job's progress. Everything runs against DynamoDB Local and s3rver
// through the local server; the job runs in the server's process, as the worker function would run it.

const api = useTestApi();

interface Product {
  id: number;
  name: string;
  namePath: string;
  shortDescription: string;
  description: string;
  productSeries: string;
  brand: string;
  madeIn: string;
  outerProductId: number;
  imageId: number;
  imageIds: number[];
  boreMm: number | null;
  outerDiameterMm: number | null;
  widthMm: number | null;
  dynamicLoadKn: number | null;
  staticLoadKn: number | null;
  referenceSpeedRpm: number | null;
  limitingSpeedRpm: number | null;
  massKg: number | null;
  availability: { status: string; checkedAt: string } | null;
  updatedAt: string;
}

const HEADERS = CATALOGUE_COLUMNS.map((column) => column.header);
const column = (key: (typeof CATALOGUE_COLUMNS)[number]['key']) => CATALOGUE_COLUMNS.findIndex((c) => c.key === key);

let cookie: string;
let editor: string;
let editorName: string;
let sales: string;
let image: StoredFile;
let otherImage: StoredFile;
let outerId: number;
let outerName: string;

const getProduct = async (id: number): Promise<Product> => {
  const response = await api.request(`/api/InnerProduct/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Product;
};

/** The export's answer itself: 303 to a short-lived link to the file in the bucket (or a refusal). */
const exportAnswer = (format: string, as = cookie): Promise<Response> =>
  api.request(`/api/catalogue/export/${format}`, { cookie: as, redirect: 'manual' });

/** The export as the browser gets it: the answer, then the file its link downloads (without the session). */
const exportAs = async (format: 'csv' | 'xlsx', as = cookie): Promise<Response> => {
  const answer = await exportAnswer(format, as);
  if (answer.status !== 303) return answer;
  return fetch(answer.headers.get('location')!);
};

const exportCsvRows = async (): Promise<string[][]> => {
  const response = await exportAs('csv');
  expect(response.status).toBe(200);
  const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
  return parseCsv(text.replace(/^\uFEFF/, ''));
};

const csvOf = (rows: readonly (readonly string[])[]): string =>
  '\uFEFF' +
  rows
    .map((row) => row.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
    .join('\r\n') +
  '\r\n';

type ImportAnswer = {
  status: number;
  body: { jobId?: string; code?: string; message?: string; fields?: Record<string, string> };
};

/** POST /api/catalogue/import naming an upload (uploadImportFile's key). */
const importUpload = async (
  upload: string,
  fields: Record<string, unknown> = { dryRun: true },
  name = 'danh-muc.csv',
  as = cookie,
): Promise<ImportAnswer> => {
  const response = await api.request('/api/catalogue/import', {
    method: 'POST',
    cookie: as,
    json: { upload, fileName: name, ...fields },
  });
  return { status: response.status, body: (await response.json()) as never };
};

/** As the import screen does it: the file uploaded to the bucket, then named in an import. */
const startImport = async (
  file: Uint8Array | string,
  fields: Record<string, unknown> = { dryRun: true },
  name = 'danh-muc.csv',
  as = cookie,
): Promise<ImportAnswer> => importUpload(await uploadImportFile(api, as, file, name), fields, name, as);

const jobStatus = async (jobId: string, as = cookie): Promise<ImportJob> => {
  const response = await api.request(`/api/catalogue/import/${jobId}`, { cookie: as });
  expect(response.status).toBe(200);
  return (await response.json()) as ImportJob;
};

/** Polls a job until it is no longer running; answers every status seen. */
const followJob = async (jobId: string): Promise<ImportJob[]> => {
  const seen: ImportJob[] = [];
  for (let attempt = 0; attempt < 600; attempt++) {
    const status = await jobStatus(jobId);
    seen.push(status);
    if (status.state !== 'running') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${jobId} still running`);
};

const runImport = async (
  file: Uint8Array | string,
  fields: Record<string, unknown>,
  name?: string,
): Promise<ImportJob> => {
  const started = await startImport(file, fields, name);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return (await followJob(started.body.jobId!)).at(-1)!;
};

/** Everything but the jobs' own items: the job, its rows, and the audit entry of who started it. */
const catalogueItems = async (): Promise<TableItem[]> =>
  (await tableSnapshot()).filter(
    (item) =>
      !item.pk.startsWith('IMPORT#') &&
      !item.pk.startsWith('STAFF') &&
      !(item.pk.startsWith('AUDIT#') && item.entity === 'catalogue-import'),
  );

const expectCountsAddUp = (job: ImportJob) => {
  expect(job.created + job.updated + job.unchanged + job.rejected).toBe(job.rows);
  expect(job.results).toHaveLength(job.rows);
  expect(job.results.map((result) => result.row)).toEqual(Array.from({ length: job.rows }, (_, index) => index + 2));
};

beforeAll(async () => {
  const owner = await api.login();
  cookie = (await signInStaff(api, owner, 'owner')).cookie;
  ({
    cookie: editor,
    account: { username: editorName },
  } = await signInStaff(api, owner, 'editor'));
  sales = (await signInStaff(api, owner, 'sales')).cookie;
  image = await createImage('vong-bi.png');
  otherImage = await createImage('chi-tiet.png');
  outerName = 'Vòng bi cầu nhập khẩu';
  const outer = await createOuterProduct({
    name: outerName,
    namePath: 'vong-bi-cau-nhap-khau',
    summaryDetail: 'Vòng bi cầu',
    productType: 0,
    imageId: image.id,
  });
  outerId = outer.id;
  await importInnerProducts([
    {
      name: 'Vòng bi cầu FAG 6205-2RSR chịu nhiệt',
      namePath: 'vong-bi-fag-6205-2rsr',
      description: '<p>Vòng bi <strong>chịu nhiệt</strong> đến 120 °C</p>',
      shortDescription: '- Phớt cao su hai phía\n- Mỡ chịu nhiệt',
      videos: '',
      imageId: image.id,
      imageIds: [otherImage.id, image.id],
      outerProductId: outerId,
      brand: 'FAG',
      madeIn: 'Đức',
      productSeries: '6205-2RSR',
      dynamicLoadKn: 14.8,
      staticLoadKn: 7.8,
      referenceSpeedRpm: 28_000,
      limitingSpeedRpm: 18_000,
      massKg: 0.128,
      availability: { status: 'short_lead', checkedAt: '2026-11-20' },
    },
    {
      name: '=HYPERLINK("http://evil.example","Bấm vào đây")',
      namePath: 'cong-thuc-doc-hai',
      description: '<p>Ô nhập công thức</p>',
      shortDescription: '@SUM(1+1)',
      videos: '',
      imageId: image.id,
      imageIds: [],
      outerProductId: outerId,
      brand: 'NSK',
      madeIn: 'Nhật Bản',
      productSeries: '+6310',
      boreMm: 12.7,
      outerDiameterMm: 28.58,
      widthMm: 7.94,
      // Exported as "1.125", which an import reads back as stored, though typed anew it would be refused.
      massKg: 1.125,
    },
    {
      name: 'Vòng bi đũa NJ 2210 ECP',
      namePath: 'vong-bi-dua-nj-2210-ecp',
      description: '<p>Vòng bi đũa trụ</p>',
      shortDescription: '',
      videos: 'M7lc1UVf-VE',
      imageId: otherImage.id,
      imageIds: [image.id],
      outerProductId: outerId,
      brand: 'SKF',
      madeIn: 'Thụy Điển',
      productSeries: 'NJ 2210 ECP',
    },
  ]);
});

describe('GET /api/catalogue/export', () => {
  it('answers CSV in UTF-8 with a BOM, Vietnamese headers and one row per inner product', async () => {
    const response = await exportAs('csv');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="san-pham-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.toString('utf8').slice(1));
    expect(header).toEqual(HEADERS);
    expect(header).toContain('Mã sản phẩm');
    const fag = rows.find((row) => row[column('productSeries')] === '6205-2RSR')!;
    expect(fag[column('name')]).toBe('Vòng bi cầu FAG 6205-2RSR chịu nhiệt');
    expect(fag[column('outerProduct')]).toBe(outerName);
    expect(fag[column('madeIn')]).toBe('Đức');
    expect(fag[column('shortDescription')]).toBe('- Phớt cao su hai phía\n- Mỡ chịu nhiệt'.replace(/^-/, "'-"));
    expect(fag[column('image')]).toBe(image.urlPath);
    expect(fag[column('images')]).toBe(`${otherImage.urlPath}\n${image.urlPath}`);
    // d × D × B filled from the designation (6205: 25 × 52 × 15), as every save fills them.
    expect([fag[column('boreMm')], fag[column('outerDiameterMm')], fag[column('widthMm')]]).toEqual(['25', '52', '15']);
    expect(header).toEqual(
      expect.arrayContaining(['C (kN)', 'C0 (kN)', 'Khối lượng (kg)', 'Tình trạng hàng', 'Ngày kiểm tra hàng']),
    );
    expect(
      (
        [
          'dynamicLoadKn',
          'staticLoadKn',
          'referenceSpeedRpm',
          'limitingSpeedRpm',
          'massKg',
          'availabilityStatus',
          'availabilityCheckedAt',
        ] as const
      ).map((key) => fag[column(key)]),
    ).toEqual(['14.8', '7.8', '28000', '18000', '0.128', 'Giao trong 2–5 ngày', '2026-11-20']);
  });

  it('writes cells that start with = + - @ as text behind an apostrophe, never as a formula', async () => {
    const rows = await exportCsvRows();
    const hostile = rows.find((row) => row[column('namePath')] === 'cong-thuc-doc-hai')!;

    expect(hostile[column('name')]).toBe(`'=HYPERLINK("http://evil.example","Bấm vào đây")`);
    expect(hostile[column('shortDescription')]).toBe(`'@SUM(1+1)`);
    expect(hostile[column('productSeries')]).toBe(`'+6310`);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('answers XLSX whose text cells are text (never formulas) and whose values are the products’ own', async () => {
    const response = await exportAs('xlsx');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(/filename="san-pham-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const parts = unzipSync(bytes);
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!);
    expect(sheet).not.toContain('<f>');
    const [header, ...rows] = await readSheet(bytes.buffer as ArrayBuffer, { trim: false });
    expect(header).toEqual(HEADERS);
    const hostile = rows.find((row) => row[column('namePath')] === 'cong-thuc-doc-hai')!;
    expect(hostile[column('name')]).toBe('=HYPERLINK("http://evil.example","Bấm vào đây")');
    expect(hostile[column('boreMm')]).toBe(12.7);
    const skf = rows.find((row) => row[column('productSeries')] === 'NJ 2210 ECP')!;
    expect(skf[column('name')]).toBe('Vòng bi đũa NJ 2210 ECP');
    expect(skf[column('madeIn')]).toBe('Thụy Điển');
    expect(skf[column('videos')]).toBe('M7lc1UVf-VE');
  });

  it('answers 303 to a five-minute link to the file kept under exports/, which works without the session', async () => {
    const keysBefore = await bucketKeys();

    const answer = await exportAnswer('xlsx');

    // The file is not in the answer: a Lambda answer holds 6 MB, a large catalogue's XLSX more.
    expect(answer.status).toBe(303);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('');
    const link = new URL(answer.headers.get('location')!);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    const key = decodeURIComponent(link.pathname).replace(`/${process.env.FILES_BUCKET}/`, '');
    expect(key).toMatch(/^exports\/[0-9a-f-]{36}\/san-pham-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await bucketKeys()).filter((k) => !keysBefore.includes(k))).toEqual([key]);
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${key.split('/').at(-1)}"`);
    expect(unzipSync(new Uint8Array(await file.arrayBuffer()))['xl/worksheets/sheet1.xml']).toBeDefined();
    // Each export is a file of its own, under a key nobody can guess.
    expect((await exportAnswer('xlsx')).headers.get('location')).not.toBe(link.href);
  });

  it('answers 404 for a format it does not write', async () => {
    const response = await api.request('/api/catalogue/export/pdf', { cookie });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Không tìm thấy' });
  });
});

describe('a CSV round trip: export, change a row, add one, break one, dry run, import, import again', () => {
  let file: string;
  let fagId: number;
  const before: Record<string, TableItem[]> = {};

  beforeAll(async () => {
    const [header, ...rows] = await exportCsvRows();
    const fag = rows.find((row) => row[column('productSeries')] === '6205-2RSR')!;
    const byPath = await api.request('/api/InnerProduct/GetByPath?path=vong-bi-fag-6205-2rsr');
    fagId = ((await byPath.json()) as { id: number }).id;
    fag[column('shortDescription')] = 'Phớt cao su hai phía, mỡ chịu nhiệt đến 120 °C';
    const added = HEADERS.map(() => '');
    added[column('outerProduct')] = outerName;
    added[column('name')] = 'Vòng bi cầu FAG 6206-2Z';
    added[column('productSeries')] = '6206-2Z';
    added[column('brand')] = 'FAG';
    added[column('madeIn')] = 'Đức';
    added[column('description')] = '<p>Nắp chắn kim loại <script>alert(1)</script></p>';
    added[column('image')] = image.urlPath;
    const broken = HEADERS.map(() => '');
    broken[column('outerProduct')] = 'Danh mục không có';
    broken[column('name')] = 'Vòng bi lỗi';
    broken[column('productSeries')] = '6307';
    broken[column('description')] = '<p>Lỗi</p>';
    broken[column('boreMm')] = 'ba mươi';
    file = csvOf([header!, ...rows, added, broken]);
    before.catalogue = await catalogueItems();
  });

  it('dry run: says what each row would do and writes nothing', async () => {
    const job = await runImport(file, { dryRun: true });

    expect(job).toMatchObject({ state: 'done', progress: 100, dryRun: true, written: false });
    expectCountsAddUp(job);
    expect({ created: job.created, updated: job.updated, rejected: job.rejected }).toEqual({
      created: 1,
      updated: 1,
      rejected: 1,
    });
    expect(job.unchanged).toBe(job.rows - 3);
    const update = job.results.find((result) => result.action === 'update')!;
    expect(update).toMatchObject({ productId: fagId, changed: ['Mô tả ngắn'] });
    const rejected = job.results.find((result) => result.action === 'reject')!;
    expect(rejected.row).toBe(job.rows + 1);
    expect(job.errors).toEqual(
      expect.arrayContaining([
        { row: rejected.row, column: 'Danh mục', message: 'Danh mục “Danh mục không có” không tồn tại' },
        { row: rejected.row, column: 'd (mm)', message: 'Phải là số dương, tối đa 5000' },
      ]),
    );
    expect(await catalogueItems()).toEqual(before.catalogue);
  });

  it('import: creates the new row, updates the changed one, rejects the broken one, leaves the rest', async () => {
    const job = await runImport(file, { dryRun: false });

    expect(job).toMatchObject({ state: 'done', dryRun: false, written: true, created: 1, updated: 1, rejected: 1 });
    expectCountsAddUp(job);
    expect((await getProduct(fagId)).shortDescription).toBe('Phớt cao su hai phía, mỡ chịu nhiệt đến 120 °C');
    const created = job.results.find((result) => result.action === 'create')!;
    const product = await getProduct(created.productId!);
    expect(product).toMatchObject({
      name: 'Vòng bi cầu FAG 6206-2Z',
      namePath: 'vong-bi-cau-fag-6206-2z',
      outerProductId: outerId,
      imageId: image.id,
      brand: 'FAG',
      // Sanitised as the editor's: the script is gone.
      description: '<p>Nắp chắn kim loại </p>',
      boreMm: 30,
      outerDiameterMm: 62,
      widthMm: 16,
    });
    const search = (await (
      await api.request(`/api/InnerProduct/SearchInnerProductByName?name=${encodeURIComponent('6206 2z')}`)
    ).json()) as { id: number }[];
    expect(search.map((hit) => hit.id)).toContain(product.id);
  });

  it('import again: every row that was written is unchanged, the broken one rejected again, nothing written', async () => {
    const itemsBefore = await catalogueItems();

    const job = await runImport(file, { dryRun: false });

    expect(job).toMatchObject({ created: 0, updated: 0, rejected: 1 });
    expect(job.unchanged).toBe(job.rows - 1);
    expect(await catalogueItems()).toEqual(itemsBefore);
  });

  it('an export imported as it is changes nothing, in CSV and in XLSX', async () => {
    const itemsBefore = await catalogueItems();

    const csv = Buffer.from(await (await exportAs('csv')).arrayBuffer());
    const xlsx = new Uint8Array(await (await exportAs('xlsx')).arrayBuffer());
    const fromCsv = await runImport(csv, { dryRun: false }, 'xuat.csv');
    const fromXlsx = await runImport(xlsx, { dryRun: false }, 'xuat.xlsx');

    for (const job of [fromCsv, fromXlsx]) {
      expect(job.rejected, JSON.stringify(job.errors)).toBe(0);
      expect(job.unchanged).toBe(job.rows);
    }
    expect(await catalogueItems()).toEqual(itemsBefore);
  });
});

describe('rows keyed on the product code as search normalises it, and the brand', () => {
  it('updates the product whose code is written another way (6205 2RSR = 6205-2RSR), keeping its other columns', async () => {
    const product = await createInnerProduct({
      name: 'Vòng bi INA 6305-2RSR',
      namePath: 'vong-bi-ina-6305-2rsr',
      description: '<p>INA</p>',
      shortDescription: 'Cũ',
      videos: '',
      imageId: image.id,
      imageIds: [],
      outerProductId: outerId,
      brand: 'INA',
      madeIn: 'Đức',
      productSeries: '6305-2RSR',
    });

    const job = await runImport(
      csvOf([
        ['Code', 'Brand', 'Short description'],
        ['6305 2RSR', 'ina', 'Mới'],
      ]),
      { dryRun: false },
    );

    expect(job.results[0]).toMatchObject({ action: 'update', productId: product.id, changed: ['Short description'] });
    expect(await getProduct(product.id)).toMatchObject({
      shortDescription: 'Mới',
      name: 'Vòng bi INA 6305-2RSR',
      brand: 'INA',
    });
  });

  it('does not take a product of another brand for it, and refuses the same product twice in one file', async () => {
    const job = await runImport(
      csvOf([
        ['Mã sản phẩm', 'Thương hiệu', 'Tên sản phẩm', 'Danh mục', 'Mô tả chi tiết'],
        ['6305-2RSR', 'NTN', 'Vòng bi NTN 6305 LLU', outerName, '<p>NTN</p>'],
        ['6305-2RS', 'INA', 'Vòng bi INA 6305-2RSR', outerName, '<p>INA</p>'],
        ['63052RSR', 'INA', 'Vòng bi INA 6305-2RSR', '', '<p>INA</p>'],
      ]),
      { dryRun: true },
    );

    expect(job.results.map((result) => result.action)).toEqual(['create', 'unchanged', 'reject']);
    expect(job.errors).toEqual([{ row: 4, column: 'Mã sản phẩm', message: 'Trùng sản phẩm với dòng 3' }]);
  });
});

describe('rejected rows name their row and column in Vietnamese', () => {
  it('rejects each bad cell with its reason and counts the good rows', async () => {
    const job = await runImport(
      csvOf([
        [
          'Danh mục',
          'Tên sản phẩm',
          'Mã sản phẩm',
          'Thương hiệu',
          'Mô tả chi tiết',
          'Ảnh đại diện',
          'Ảnh chi tiết',
          'D (mm)',
          'Video YouTube',
        ],
        [outerName, 'Vòng bi tốt 6000', '6000', 'SKF', '<p>Tốt</p>', '', '', '', ''],
        [outerName, '', '6001', 'SKF', '<p>x</p>', '', '', '', ''],
        [outerName, 'Ảnh từ internet', '6002', 'SKF', '<p>x</p>', 'https://evil.example/a.png', '', '', ''],
        [outerName, 'Ảnh chưa tải lên', '6003', 'SKF', '<p>x</p>', '', '/static/files/khong-co.png', '', ''],
        [outerName, 'Kích thước sai', '6004', 'SKF', '<p>x</p>', '', '', '0', ''],
        [outerName, 'Không mô tả', '6005', 'SKF', '', '', '', '', ''],
        [outerName, 'Video sai', '6006', 'SKF', '<p>x</p>', '', '', '', 'khong-phai-video'],
        ['', '', '', '', '', '', '', '', ''],
        [outerName, 'Vòng bi tốt 6000 lần nữa', '6000', 'skf', '<p>Tốt</p>', '', '', '', ''],
      ]),
      { dryRun: true },
    );

    expectCountsAddUp(job);
    expect(job.results.map((result) => result.action)).toEqual([
      'create',
      'reject',
      'reject',
      'reject',
      'reject',
      'reject',
      'reject',
      'reject',
      'reject',
    ]);
    expect(job.errors).toEqual([
      { row: 3, column: 'Tên sản phẩm', message: 'Bắt buộc' },
      {
        row: 4,
        column: 'Ảnh đại diện',
        message: '“https://evil.example/a.png” không phải ảnh đã tải lên trang (chỉ nhận đường dẫn /static/…)',
      },
      {
        row: 5,
        column: 'Ảnh chi tiết',
        message: 'Ảnh “/static/files/khong-co.png” chưa có trong danh mục sản phẩm: hãy tải ảnh lên trước',
      },
      { row: 6, column: 'D (mm)', message: 'Phải là số dương, tối đa 5000' },
      { row: 7, column: 'Mô tả chi tiết', message: 'Bắt buộc' },
      {
        row: 8,
        column: 'Video YouTube',
        message: 'Mã video YouTube gồm 11 ký tự A-Z, a-z, 0-9, _ hoặc -, cách nhau bởi dấu phẩy',
      },
      { row: 9, column: '(cả dòng)', message: 'Dòng trống' },
      { row: 10, column: 'Mã sản phẩm', message: 'Trùng mã và thương hiệu với dòng 2' },
    ]);
    // A new product without an image of its own takes its category's, and says so.
    expect(job.results[0]!.notes).toEqual(['Dùng ảnh của danh mục làm ảnh đại diện']);
  });

  it('reads technical values as staff type them and availability by its label, naming a bad cell', async () => {
    const header = [
      'Danh mục',
      'Tên sản phẩm',
      'Mã sản phẩm',
      'Thương hiệu',
      'Mô tả chi tiết',
      'C (kN)',
      'C0',
      'Tốc độ giới hạn',
      'Khối lượng (kg)',
      'Tình trạng hàng',
      'Ngày kiểm tra hàng',
    ];
    const row = (name: string, code: string, values: string[]) => [outerName, name, code, 'SKF', '<p>x</p>', ...values];

    const job = await runImport(
      csvOf([
        header,
        row('Vòng bi 6100', '6100', ['14,8', '7.8', '28 000 r/min', '0,128', 'có sẵn', '2026-11-20']),
        row('Vòng bi 6101', '6101', ['', '', '', '', 'Đặt hàng', '20/11/2026']),
        row('Vòng bi 6102', '6102', ['1.250', '12 kg', 'abc', '-3', '', '']),
        row('Vòng bi 6103', '6103', ['14,8125', '', '', '', 'Hết hàng', '2026-11-20']),
        row('Vòng bi 6104', '6104', ['', '', '', '', 'Có sẵn', '']),
        row('Vòng bi 6105', '6105', ['', '', '', '', 'Có sẵn', '2026-13-01']),
      ]),
      { dryRun: false },
    );

    expect(job.results.map((result) => result.action)).toEqual([
      'create',
      'create',
      'reject',
      'reject',
      'reject',
      'reject',
    ]);
    expect(job.errors).toEqual([
      {
        row: 4,
        column: 'C (kN)',
        message: 'Không rõ “1.250” là số nghìn hay số thập phân: hãy viết không dấu chấm (1250) hoặc 1,25',
      },
      { row: 4, column: 'C0', message: 'Chỉ nhập số, đơn vị là kN' },
      { row: 4, column: 'Tốc độ giới hạn', message: 'Không phải là số' },
      { row: 4, column: 'Khối lượng (kg)', message: 'Chỉ nhập số, đơn vị là kg' },
      { row: 5, column: 'Tình trạng hàng', message: 'Chọn Có sẵn, Giao trong 2–5 ngày hoặc Đặt hàng' },
      { row: 5, column: 'C (kN)', message: 'Tối đa 3 chữ số thập phân' },
      { row: 6, column: 'Ngày kiểm tra hàng', message: 'Ghi ngày kiểm tra hàng (YYYY-MM-DD)' },
      { row: 7, column: 'Ngày kiểm tra hàng', message: 'Ngày kiểm tra không hợp lệ (YYYY-MM-DD)' },
    ]);
    const [first, second] = await Promise.all(
      job.results.slice(0, 2).map(async (result) => {
        const byPath = await api.request(`/api/InnerProduct/GetByPath?path=${toPathSlug(result.name)}`);
        return (await byPath.json()) as Product;
      }),
    );
    expect(first).toMatchObject({
      dynamicLoadKn: 14.8,
      staticLoadKn: 7.8,
      limitingSpeedRpm: 28_000,
      massKg: 0.128,
      availability: { status: 'in_stock', checkedAt: '2026-11-20' },
    });
    expect(second).toMatchObject({
      dynamicLoadKn: null,
      availability: { status: 'on_order', checkedAt: '2026-11-20' },
    });
  });

  it('with allOrNothing, writes none of the good rows when one is rejected', async () => {
    const itemsBefore = await catalogueItems();

    const job = await runImport(
      csvOf([
        ['Danh mục', 'Tên sản phẩm', 'Mã sản phẩm', 'Thương hiệu', 'Mô tả chi tiết'],
        [outerName, 'Vòng bi 6010', '6010', 'SKF', '<p>Tốt</p>'],
        ['Không có danh mục này', 'Vòng bi 6011', '6011', 'SKF', '<p>Tốt</p>'],
      ]),
      { dryRun: false, allOrNothing: true },
    );

    expect(job).toMatchObject({ state: 'done', written: false, created: 1, rejected: 1 });
    expect(job.message).toBe('Không nhập gì: 1 dòng lỗi, và đã chọn “tất cả hoặc không”');
    expect(await catalogueItems()).toEqual(itemsBefore);
  });

  it('with allOrNothing, takes back what it wrote when a row fails while writing', async () => {
    const [kept, failing] = await importInnerProducts(
      ['6020', '6021'].map((code) => ({
        name: `Vòng bi hoàn lại ${code}`,
        namePath: `vong-bi-hoan-lai-${code}`,
        description: '<p>Trước khi nhập</p>',
        shortDescription: 'Trước khi nhập',
        videos: '',
        imageId: image.id,
        imageIds: [],
        outerProductId: outerId,
        brand: 'KOYO',
        madeIn: 'Nhật Bản',
        productSeries: code,
      })),
    );
    const before = await Promise.all([getProduct(kept!), getProduct(failing!)]);
    // The failing product's save loses a race while the import writes (someone saved it meanwhile).
    const stack = db().middlewareStack;
    stack.add(
      (next, context) => async (args) => {
        // The document client's commands reach this stack as the client's own, their keys marshalled ({ S: … }).
        type Write = { Key?: { pk: unknown }; Item?: { pk: unknown } };
        const items = (args.input as { TransactItems?: Record<string, Write>[] }).TransactItems;
        const pkOf = (pk: unknown) => (typeof pk === 'object' && pk !== null && 'S' in pk ? pk.S : pk);
        const touches = items?.some((item) =>
          Object.values(item).some((write) => pkOf((write.Key ?? write.Item)?.pk) === `INNER#${failing}`),
        );
        if (context.commandName === 'TransactWriteItemsCommand' && insideImportJob() && touches) {
          throw new TransactionCanceledException({
            message: 'Transaction cancelled',
            $metadata: {},
            CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
          });
        }
        return next(args);
      },
      { step: 'initialize', name: 'loseImportRace' },
    );
    let job: ImportJob;
    try {
      job = await runImport(
        csvOf([
          ['Danh mục', 'Tên sản phẩm', 'Mã sản phẩm', 'Thương hiệu', 'Mô tả chi tiết', 'Mô tả ngắn'],
          [outerName, 'Vòng bi hoàn lại mới 6022', '6022', 'KOYO', '<p>Mới</p>', 'Mới'],
          [outerName, 'Vòng bi hoàn lại 6020', '6020', 'KOYO', '<p>Trước khi nhập</p>', 'Sau khi nhập'],
          [outerName, 'Vòng bi hoàn lại 6021', '6021', 'KOYO', '<p>Trước khi nhập</p>', 'Sau khi nhập'],
        ]),
        { dryRun: false, allOrNothing: true },
      );
    } finally {
      stack.remove('loseImportRace');
    }

    expect(job).toMatchObject({ state: 'done', written: false });
    expect(job.message).toBe('Không nhập gì: dòng 4 không ghi được; những dòng đã ghi trước đó đã được hoàn lại');
    expect(job.errors).toEqual([
      { row: 4, column: '(cả dòng)', message: 'Sản phẩm vừa được sửa ở nơi khác: hãy xuất lại danh mục rồi nhập lại' },
    ]);
    expectCountsAddUp(job);
    const afterwards = await Promise.all([getProduct(kept!), getProduct(failing!)]);
    expect(afterwards.map((product) => product.shortDescription)).toEqual(['Trước khi nhập', 'Trước khi nhập']);
    expect(afterwards[1]!.updatedAt).toBe(before[1]!.updatedAt);
    const created = await api.request('/api/InnerProduct/GetByPath?path=vong-bi-hoan-lai-moi-6022');
    expect(created.status).toBe(404);
  });

  it('creates an outer product a row names when the import says so, and refuses it otherwise', async () => {
    const rows = [
      ['Danh mục', 'Tên sản phẩm', 'Mã sản phẩm', 'Thương hiệu', 'Mô tả chi tiết', 'Ảnh đại diện'],
      ['Gối đỡ UCP', 'Gối đỡ UCP 205', 'UCP205', 'FYH', '<p>Gối đỡ</p>', image.urlPath],
      ['Gối đỡ UCP', 'Gối đỡ UCP 206', 'UCP206', 'FYH', '<p>Gối đỡ</p>', ''],
    ];

    const refused = await runImport(csvOf(rows), { dryRun: true });
    const job = await runImport(csvOf(rows), { dryRun: false, createOuterProducts: true });

    expect(refused.errors[0]).toEqual({ row: 2, column: 'Danh mục', message: 'Danh mục “Gối đỡ UCP” không tồn tại' });
    expect(job).toMatchObject({ created: 2, rejected: 0, outerProductsCreated: ['Gối đỡ UCP'] });
    const outer = (await (await api.request('/api/OuterProduct/GetByPath?path=goi-do-ucp')).json()) as {
      id: number;
      imageId: number;
      innerProducts: { name: string }[];
    };
    expect(outer.imageId).toBe(image.id);
    expect(outer.innerProducts.map((product) => product.name).sort()).toEqual(['Gối đỡ UCP 205', 'Gối đỡ UCP 206']);
  });
});

const NOT_SPREADSHEET = { code: 'UNSUPPORTED_MEDIA', message: 'Chỉ nhận tệp Excel (.xlsx) hoặc CSV' };
const MiB = 1024 * 1024;

/** Runs what must change nothing of the table or the bucket. */
const expectNothingWritten = async (run: () => Promise<void>) => {
  const [items, keys] = [await tableSnapshot(), await bucketKeys()];
  await run();
  expect(await tableSnapshot()).toEqual(items);
  expect(await bucketKeys()).toEqual(keys);
};

describe('POST /api/catalogue/import/upload', () => {
  it('answers a signed PUT for a fresh key under imports/, through which the file reaches the bucket over HTTP', async () => {
    const file = csvOf([
      ['Danh mục', 'Tên sản phẩm', 'Mã sản phẩm', 'Thương hiệu', 'Mô tả chi tiết'],
      [outerName, 'Vòng bi tải lên 6216', '6216-TL', 'FAG', '<p>Tải lên trực tiếp</p>'],
    ]);
    const bytes = Buffer.from(file, 'utf8');

    let asked!: Awaited<ReturnType<typeof requestUpload>>;
    await expectNothingWritten(async () => {
      asked = await requestUpload(api, editor, 'Bảng giá FAG.CSV', bytes.length);
    });
    expect(asked.status).toBe(200);
    const { upload, url, method, headers, expiresAt } = asked.body;
    expect(upload).toMatch(/^imports\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.csv$/);
    expect(method).toBe('PUT');
    expect(headers).toEqual({ 'Content-Type': 'text/csv' });
    const signed = new URL(url);
    expect(signed.pathname).toBe(`/${process.env.FILES_BUCKET}/${upload}`);
    // The bucket checks the body's length against the one signed (s3rver does not; S3 does).
    expect(signed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    // A second request gets a key of its own.
    expect((await requestUpload(api, editor, 'a.csv', 10)).body.upload).not.toBe(upload);

    expect(await putUpload(asked.body, bytes)).toBe(200);
    expect(await bucketKeys()).toContain(upload);

    const dryRun = await importUpload(upload, { dryRun: true }, 'Bảng giá FAG.CSV', editor);
    expect(dryRun.status).toBe(202);
    expect((await followJob(dryRun.body.jobId!)).at(-1)).toMatchObject({
      state: 'done',
      dryRun: true,
      created: 1,
      fileName: 'Bảng giá FAG.CSV',
    });
    // The import after its dry run reads the same upload.
    const written = await importUpload(upload, { dryRun: false }, 'Bảng giá FAG.CSV', editor);
    expect(written.status).toBe(202);
    const job = (await followJob(written.body.jobId!)).at(-1)!;
    expect(job).toMatchObject({ state: 'done', created: 1, written: true });
    expect((await getProduct(job.results[0]!.productId!)).name).toBe('Vòng bi tải lên 6216');
  });

  it('refuses a file over 10 MiB with 413 before a byte is sent, and takes 10 MiB exactly', async () => {
    await expectNothingWritten(async () => {
      const answer = await requestUpload(api, editor, 'lon.xlsx', 10 * MiB + 1);
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ code: 'TOO_LARGE', message: 'Tệp quá lớn' });
    });
    expect((await requestUpload(api, editor, 'vua.xlsx', 10 * MiB)).status).toBe(200);
  });

  it('refuses a file that is not .xlsx or .csv by its name with 415', async () => {
    await expectNothingWritten(async () => {
      for (const name of ['bang-gia.pdf', 'bang-gia.xls', 'bang-gia', 'bang-gia.csv.exe']) {
        const answer = await requestUpload(api, editor, name, 100);
        expect(answer.status, name).toBe(415);
        expect(answer.body, name).toEqual(NOT_SPREADSHEET);
      }
    });
  });

  it('answers 400 with the field for a size or name that is missing or not one', async () => {
    for (const [json, field] of [
      [{ fileName: 'a.csv', size: 0 }, 'size'],
      [{ fileName: 'a.csv', size: -5 }, 'size'],
      [{ fileName: 'a.csv', size: 1.5 }, 'size'],
      [{ fileName: 'a.csv', size: '100' }, 'size'],
      [{ fileName: 'a.csv' }, 'size'],
      [{ fileName: '  ', size: 100 }, 'fileName'],
      [{ size: 100 }, 'fileName'],
    ] as const) {
      const response = await api.request('/api/catalogue/import/upload', { method: 'POST', cookie: editor, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      const answer = (await response.json()) as { code: string; fields: Record<string, string> };
      expect(answer.code).toBe('VALIDATION');
      expect(Object.keys(answer.fields)).toEqual([field]);
    }
  });

  it('answers 401 without a session and 403 to sales', async () => {
    const anonymous = await api.request('/api/catalogue/import/upload', {
      method: 'POST',
      json: { fileName: 'a.csv', size: 10 },
    });
    expect(anonymous.status).toBe(401);
    const refused = await requestUpload(api, sales, 'a.csv', 10);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'FORBIDDEN', message: 'Bạn không có quyền thực hiện thao tác này' });
  });
});

describe('POST /api/catalogue/import: files refused at once, nothing written', () => {
  it('refuses a key it did not issue with 400, whatever the bucket holds there', async () => {
    const uploaded = await uploadImportFile(api, cookie, csvOf([['Mã'], ['6205']]));
    const id = uploaded.slice('imports/'.length, -'.csv'.length);
    await expectNothingWritten(async () => {
      for (const upload of [
        image.urlPath,
        image.urlPath.replace(/^\/static\//, ''),
        `imports/${id}.png`,
        `imports/${id}.CSV`,
        `imports/../imports/${id}.csv`,
        `/imports/${id}.csv`,
        `imports/abc.csv`,
        `exports/${id}.csv`,
        `${uploaded}?versionId=1`,
        '',
      ]) {
        const answer = await importUpload(upload);
        expect(answer.status, upload).toBe(400);
        expect(answer.body, upload).toMatchObject({
          code: 'VALIDATION',
          fields: { upload: 'Tệp tải lên không hợp lệ: hãy chọn lại tệp' },
        });
      }
    });
  });

  it('refuses a key whose file was never uploaded (or has expired) with 400', async () => {
    const asked = await requestUpload(api, cookie, 'chua-gui.csv', 100);
    await expectNothingWritten(async () => {
      for (const upload of [asked.body.upload, 'imports/00000000-0000-4000-8000-000000000000.xlsx']) {
        const answer = await importUpload(upload);
        expect(answer.status, upload).toBe(400);
        expect(answer.body, upload).toMatchObject({
          code: 'VALIDATION',
          fields: { upload: 'Không tìm thấy tệp đã tải lên (có thể đã quá hạn): hãy chọn lại tệp' },
        });
      }
    });
  });

  it('refuses an uploaded file over 10 MiB with 413 by the bucket’s count, not the size the client declared', async () => {
    // S3 refuses a body longer than the signed Content-Length; s3rver takes it, as a client bypassing the URL would.
    const asked = await requestUpload(api, cookie, 'lon.csv', 100);
    expect(await putUpload(asked.body, Buffer.from(`Tên sản phẩm\r\n${'x'.repeat(10 * MiB)}\r\n`))).toBe(200);
    await expectNothingWritten(async () => {
      const answer = await importUpload(asked.body.upload);
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ code: 'TOO_LARGE', message: 'Tệp quá lớn' });
    });
  });

  it('refuses more than 10,000 rows with 400', async () => {
    const rows = [
      ['Tên sản phẩm', 'Mã sản phẩm'],
      ...Array.from({ length: 10_001 }, (_, index) => [`Vòng bi ${index}`, `${index}`]),
    ];
    const upload = await uploadImportFile(api, cookie, csvOf(rows));
    await expectNothingWritten(async () => {
      const answer = await importUpload(upload);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION', fields: { file: 'Tối đa 10.000 dòng (tệp có 10.001)' } });
    });
  });

  it('refuses what is not a spreadsheet with 415, whatever its name says', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const docx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') });
    const uploads = [
      await uploadImportFile(api, cookie, png, 'anh.csv'),
      await uploadImportFile(api, cookie, docx, 'van-ban.xlsx'),
    ];
    await expectNothingWritten(async () => {
      for (const upload of uploads) {
        const answer = await importUpload(upload);
        expect(answer.status).toBe(415);
        expect(answer.body).toMatchObject(NOT_SPREADSHEET);
      }
    });
  });

  it('asks what an unknown column holds (400 UNKNOWN_COLUMNS) and takes the answer as a mapping', async () => {
    const file = csvOf([
      ['Ký hiệu ổ lăn', 'Hãng', 'Giá bán'],
      ['6205-2RSR', 'FAG', '125000'],
    ]);
    const upload = await uploadImportFile(api, cookie, file);

    await expectNothingWritten(async () => {
      const answer = await importUpload(upload);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'UNKNOWN_COLUMNS',
        message: 'Tệp có cột chưa nhận ra: hãy chọn nội dung của từng cột',
        fields: { 'Ký hiệu ổ lăn': 'Chưa rõ cột này chứa gì', 'Giá bán': 'Chưa rõ cột này chứa gì' },
      });
    });
    const answer = await importUpload(upload, {
      dryRun: true,
      mapping: { 'Ký hiệu ổ lăn': 'productSeries', 'Giá bán': 'ignore' },
    });
    expect(answer.status).toBe(202);
    const job = (await followJob(answer.body.jobId!)).at(-1)!;
    expect(job.results[0]).toMatchObject({ action: 'unchanged', code: '6205-2RSR', brand: 'FAG' });
  });

  it('refuses a mapping that puts two columns on one, or is not a mapping', async () => {
    const upload = await uploadImportFile(
      api,
      cookie,
      csvOf([
        ['Mã', 'Ký hiệu'],
        ['6205', '6205'],
      ]),
    );
    const answer = await importUpload(upload, { dryRun: true, mapping: { 'Ký hiệu': 'productSeries' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION', fields: { 'Ký hiệu': 'Trùng nội dung với cột "Mã"' } });

    for (const mapping of [['productSeries'], 'productSeries', { 'Ký hiệu': 'price' }]) {
      const refused = await importUpload(upload, { dryRun: true, mapping });
      expect(refused.status, JSON.stringify(mapping)).toBe(400);
      expect(Object.keys(refused.body.fields!)).toEqual(['mapping']);
    }
  });

  it('requires dryRun as true or false', async () => {
    const upload = await uploadImportFile(api, cookie, csvOf([['Mã'], ['6205']]));
    for (const fields of [{}, { dryRun: 'true' }]) {
      const answer = await importUpload(upload, fields);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION' });
      expect(Object.keys(answer.body.fields!)).toEqual(['dryRun']);
    }
  });
});

/**
 * A zip of deflated parts, compressed by Node's zlib (fflate takes seconds over 200 MB, which would stall the
 * server sharing this process): local headers, data, central directory, end record.
 */
const deflatedZip = (parts: Record<string, Uint8Array>): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(parts)) {
    const fileName = Buffer.from(name, 'utf8');
    const compressed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, compressed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

describe('hostile XLSX files', () => {
  const xlsxOf = async (rows: string[][]) =>
    new Uint8Array(await writeXlsxFile(rows.map((row) => row.map((value) => ({ value, type: String })))).toBuffer());

  it('refuses a zip bomb (parts declaring hundreds of MB) with 413 before expanding it', async () => {
    const parts = unzipSync(await xlsxOf([['Mã'], ['6205']]));
    parts['xl/worksheets/sheet1.xml'] = Buffer.alloc(200 * 1024 * 1024, 0x20);
    const bomb = deflatedZip(parts);
    expect(bomb.length).toBeLessThan(1024 * 1024);

    const answer = await startImport(bomb, { dryRun: true }, 'bom.xlsx');

    expect(answer.status).toBe(413);
  });

  it('refuses a zip whose parts expand beyond the size they declare with 415', async () => {
    const parts = unzipSync(await xlsxOf([['Mã'], ['6205']]));
    parts['xl/worksheets/sheet1.xml'] = Buffer.alloc(20 * 1024 * 1024, 0x20);
    const zipped = deflatedZip(parts);
    // Rewrite the sheet's declared size to 1,000 bytes in its local header and its central directory entry.
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    for (let at = 0; at < zipped.length - 4; at++) {
      const signature = zipped.readUInt32LE(at);
      if (signature === 0x04034b50 && zipped.subarray(at + 30, at + 30 + name.length).equals(name)) {
        zipped.writeUInt32LE(1000, at + 22);
      }
      if (signature === 0x02014b50 && zipped.subarray(at + 46, at + 46 + name.length).equals(name)) {
        zipped.writeUInt32LE(1000, at + 24);
      }
    }

    const answer = await startImport(zipped, { dryRun: true }, 'bom-noi-doi.xlsx');

    expect(answer.status).toBe(415);
  });

  it('refuses XML with an external entity (XXE) or entity expansion with 415', async () => {
    const parts = unzipSync(await xlsxOf([['Mã'], ['x']]));
    const strings = strFromU8(parts['xl/sharedStrings.xml']!);
    parts['xl/sharedStrings.xml'] = strToU8(
      strings
        .replace('<sst ', '<!DOCTYPE sst [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><sst ')
        .replace('>x<', '>&xxe;<'),
    );
    const laughs = unzipSync(await xlsxOf([['Mã'], ['x']]));
    laughs['xl/worksheets/sheet1.xml'] = strToU8(
      strFromU8(laughs['xl/worksheets/sheet1.xml']!).replace(
        '<worksheet ',
        '<!DOCTYPE w [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><worksheet ',
      ),
    );

    for (const hostile of [zipSync(parts), zipSync(laughs)]) {
      const answer = await startImport(hostile, { dryRun: true }, 'xxe.xlsx');
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA' });
    }
  });

  it('reads Vietnamese text of an XLSX exactly, formulas’ text included, as plain values', async () => {
    const xlsx = await xlsxOf([
      ['Mã sản phẩm', 'Thương hiệu', 'Tên sản phẩm'],
      ['6205-2RSR', 'FAG', 'Vòng bi cầu FAG 6205-2RSR chịu nhiệt'],
      ['+6310', 'NSK', '=HYPERLINK("http://evil.example","Bấm vào đây")'],
    ]);

    const job = await runImport(xlsx, { dryRun: true }, 'tieng-viet.xlsx');

    expect(job.results.map((result) => [result.action, result.name])).toEqual([
      ['unchanged', 'Vòng bi cầu FAG 6205-2RSR chịu nhiệt'],
      ['unchanged', '=HYPERLINK("http://evil.example","Bấm vào đây")'],
    ]);
  });
});

describe('roles', () => {
  it('lets editors export and import, and refuses sales 403 on every catalogue route', async () => {
    expect((await exportAs('csv', editor)).status).toBe(200);
    const started = await startImport(csvOf([['Mã'], ['6205']]), { dryRun: true }, 'a.csv', editor);
    expect(started.status).toBe(202);
    await followJob(started.body.jobId!);

    const refused = [
      await exportAnswer('csv', sales),
      await api.request('/api/catalogue/import/upload', {
        method: 'POST',
        cookie: sales,
        json: { fileName: 'a.csv', size: 10 },
      }),
      await api.request('/api/catalogue/import', {
        method: 'POST',
        cookie: sales,
        json: { upload: await uploadImportFile(api, editor, csvOf([['Mã'], ['6205']])), dryRun: true },
      }),
      await api.request(`/api/catalogue/import/${started.body.jobId}`, { cookie: sales }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Bạn không có quyền thực hiện thao tác này',
      });
    }
  });

  it('names who started an import in the audit log, for the job and for the products it writes', async () => {
    const started = await startImport(
      csvOf([
        ['Danh mục', 'Tên sản phẩm', 'Mã sản phẩm', 'Thương hiệu', 'Mô tả chi tiết'],
        [outerName, 'Vòng bi nhật ký nhập', 'NKN-1', 'Nhật Ký', '<p>Nhập từ bảng giá</p>'],
      ]),
      { dryRun: false },
      'nhat-ky.csv',
      editor,
    );
    expect(started.status).toBe(202);
    const job = (await followJob(started.body.jobId!)).at(-1)!;
    expect(job, JSON.stringify(job.results)).toMatchObject({ state: 'done', created: 1 });
    const productId = job.results.find((result) => result.action === 'create')!.productId!;

    const entries = (await tableSnapshot()).filter((item) => item.pk.startsWith('AUDIT#'));
    expect(entries.filter((entry) => entry.entityId === started.body.jobId)).toMatchObject([
      { username: editorName, action: 'create', entity: 'catalogue-import', summary: 'nhat-ky.csv' },
    ]);
    expect(
      entries.filter(
        (entry) => entry.entity === 'inner-product' && String(entry.summary).includes('Vòng bi nhật ký nhập'),
      ),
    ).toMatchObject([{ username: editorName, action: 'create' }]);
    expect(productId).toBeGreaterThan(0);
  });

  it('answers 404 for a job that does not exist', async () => {
    const response = await api.request('/api/catalogue/import/00000000-0000-4000-8000-000000000000', { cookie });

    expect(response.status).toBe(404);
  });
});

describe('the job', () => {
  it('records its progress as it goes, ending done at 100 with every row counted', async () => {
    const rows = [
      ['Danh mục', 'Tên sản phẩm', 'Mã sản phẩm', 'Thương hiệu', 'Mô tả chi tiết', 'Ảnh đại diện'],
      ...Array.from({ length: 400 }, (_, index) => [
        outerName,
        `Vòng bi tiến độ ${index}`,
        `TD-${index}`,
        'Tiến Độ',
        '<p>Vòng bi</p>',
        image.urlPath,
      ]),
    ];

    const started = await startImport(csvOf(rows), { dryRun: false });
    expect(started.status).toBe(202);
    const seen = await followJob(started.body.jobId!);

    const progress = seen.map((status) => status.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(seen.some((status) => status.state === 'running' && status.progress > 0 && status.progress < 100)).toBe(
      true,
    );
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ state: 'done', progress: 100, created: 400, written: true, rows: 400 });
    expectCountsAddUp(last);
    // 400 products written and followed: bounded by followJob's own limit, not by the file's 30 s.
  }, 120_000);

  it('reads only the keys its worker function declares (catalogueImportWorker), none private', async () => {
    const reads: string[] = [];
    const recorder = db().middlewareStack;
    recorder.add(
      (next, context) => async (args) => {
        if (insideImportJob()) {
          const input = args.input as Record<string, unknown>;
          if (context.commandName === 'GetItemCommand') reads.push(String((input.Key as { pk: string }).pk));
          if (context.commandName === 'BatchGetItemCommand') {
            for (const request of Object.values(input.RequestItems as Record<string, { Keys: { pk: string }[] }>)) {
              reads.push(...request.Keys.map((key) => key.pk));
            }
          }
          if (context.commandName === 'QueryCommand') {
            const placeholder = /^\s*#?\w+\s*=\s*(:\w+)/.exec(String(input.KeyConditionExpression))![1]!;
            reads.push(String((input.ExpressionAttributeValues as Record<string, unknown>)[placeholder]));
          }
        }
        return next(args);
      },
      { step: 'initialize', name: 'recordImportReads' },
    );
    try {
      await runImport(
        csvOf([
          ['Danh mục', 'Tên sản phẩm', 'Mã sản phẩm', 'Thương hiệu', 'Mô tả chi tiết', 'Ảnh đại diện', 'Đường dẫn'],
          [outerName, 'Vòng bi đọc khóa 6212', '6212', 'FAG', '<p>x</p>', image.urlPath, ''],
          ['Danh mục đọc khóa', 'Vòng bi đọc khóa 6213', '6213', 'FAG', '<p>x</p>', image.urlPath, ''],
          // An update that moves the product to a new path: the path it takes is checked first.
          ['', 'Vòng bi INA 6305-2RSR', '6305-2RSR', 'INA', '<p>INA</p>', '', 'vong-bi-ina-6305-2rsr-moi'],
        ]),
        { dryRun: false, createOuterProducts: true },
      );
    } finally {
      recorder.remove('recordImportReads');
    }

    const allowed = catalogueImportWorker.readsKeys.map(keyPattern);
    const matches = (key: string, pattern: string) =>
      pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern;
    expect([...new Set(reads.filter((key) => !allowed.some((pattern) => matches(key, pattern))))]).toEqual([]);
    for (const pattern of allowed)
      expect(
        reads.some((key) => matches(key, pattern)),
        pattern,
      ).toBe(true);
  });
});
