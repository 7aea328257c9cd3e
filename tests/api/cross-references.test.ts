import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@vongbi/functions/contract';
import { CATALOGUE_COLUMNS, type ImportJob } from '@vongbi/functions/contract/catalogue-import';
import type { RevisionEntry } from '@vongbi/functions/contract/revisions';
import type { StoredFile } from '@vongbi/functions/core/models/file';
import { parseCsv } from '@vongbi/functions/core/rules/csv';
import { useTestApi } from '../helpers/api-client';
import { createImage, expectError, itemsWithPrefix, send, tableSnapshot } from '../helpers/catalogue';
import { uploadImportFile } from '../helpers/import-upload';

// Other makers' codes staff confirmed as equivalents of a product (`crossReferences`), end to end through the API:
// stored and answered, refused field by field in Vietnamese, found by search before any other product, exported
// and imported, kept in the history and the audit log. Then a buyer's search with a maker's name beside the code,
// against a catalogue made here: the FAG and INA parts of that size answer it.

const api = useTestApi();

interface CrossReference {
  brand: string;
  code: string;
}

interface Product {
  id: number;
  name: string;
  namePath: string;
  crossReferences: CrossReference[];
  updatedAt: string;
  [field: string]: unknown;
}

let cookie: string;
let image: StoredFile;
let outerId: number;
let outerName: string;

const uniquePath = (stem: string) => `${stem}-${randomUUID().slice(0, 8)}`;

const productInput = (fields: Record<string, unknown> = {}) => ({
  name: 'Vòng bi cầu FAG 6311-2RSR',
  namePath: uniquePath('vong-bi'),
  description: '<p>Vòng bi cầu một dãy</p>',
  shortDescription: '',
  videos: '',
  imageId: image.id,
  imageIds: [],
  outerProductId: outerId,
  brand: 'FAG',
  madeIn: 'Đức',
  productSeries: '6311-2RSR',
  ...fields,
});

const create = async (fields: Record<string, unknown> = {}): Promise<Product> => {
  const result = await send<Product>(api, 'POST', '/api/InnerProduct', { cookie, json: productInput(fields) });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
};

const save = async (product: Product, changes: Record<string, unknown>): Promise<Product> => {
  const result = await send<Product>(api, 'PUT', `/api/InnerProduct/${product.id}`, {
    cookie,
    json: { ...product, ...changes, updatedAt: product.updatedAt },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};

const get = async (id: number): Promise<Product> => {
  const result = await send<Product>(api, 'GET', `/api/InnerProduct/${id}`);
  expect(result.status).toBe(200);
  return result.body;
};

const search = async (query: string): Promise<number[]> => {
  const result = await send<{ id: number }[]>(
    api,
    'GET',
    `/api/InnerProduct/SearchInnerProductByName?name=${encodeURIComponent(query)}`,
  );
  expect(result.status).toBe(200);
  return result.body.map((found) => found.id);
};

beforeAll(async () => {
  cookie = await api.login();
  image = await createImage('ma-tuong-duong.png');
  outerName = `Vòng bi cầu ${randomUUID().slice(0, 8)}`;
  const outer = await send<{ id: number }>(api, 'POST', '/api/OuterProduct', {
    cookie,
    json: {
      name: outerName,
      namePath: uniquePath('danh-muc'),
      summaryDetail: 'Tóm tắt',
      productType: 0,
      imageId: image.id,
    },
  });
  expect(outer.status).toBe(201);
  outerId = outer.body.id;
});

describe('crossReferences on POST, PUT and GET /api/InnerProduct', () => {
  it('stores the codes trimmed, answers them, replaces them on a save and clears them with an empty list', async () => {
    const created = await create({
      crossReferences: [
        { brand: ' SKF ', code: '6311-2RS1 ' },
        { brand: 'NSK', code: '6311DDU' },
      ],
    });

    const expected = [
      { brand: 'SKF', code: '6311-2RS1' },
      { brand: 'NSK', code: '6311DDU' },
    ];
    expect(created.crossReferences).toEqual(expected);
    expect((await get(created.id)).crossReferences).toEqual(expected);
    expect((await itemsWithPrefix(`INNER#${created.id}`))[0]!.crossReferences).toEqual(expected);

    const replaced = await save(created, { crossReferences: [{ brand: 'NTN', code: '6311LLU' }] });
    expect((await get(created.id)).crossReferences).toEqual([{ brand: 'NTN', code: '6311LLU' }]);

    await save(replaced, { crossReferences: [] });
    expect((await get(created.id)).crossReferences).toEqual([]);
  });

  it('answers an empty list when none are sent', async () => {
    const result = await send<Product>(api, 'POST', '/api/InnerProduct', { cookie, json: productInput() });
    expect(result.status).toBe(201);
    expect(result.body.crossReferences).toEqual([]);
  });

  it('answers 400 naming each bad row and field in Vietnamese, and writes nothing', async () => {
    const before = await tableSnapshot();
    const cases: [references: unknown, fields: Record<string, string>][] = [
      [
        [
          { brand: 'S'.repeat(31), code: '6311-2RS1' },
          { brand: 'NSK', code: '' },
          { brand: ' ', code: '6311DDU' },
          { brand: 'NTN', code: '6'.repeat(61) },
        ],
        {
          'crossReferences.0.brand': 'Tối đa 30 ký tự',
          'crossReferences.1.code': 'Bắt buộc',
          'crossReferences.2.brand': 'Bắt buộc',
          'crossReferences.3.code': 'Tối đa 60 ký tự',
        },
      ],
      [[{ brand: 'SKF' }], { 'crossReferences.0.code': 'Bắt buộc' }],
      [
        Array.from({ length: 51 }, (_, index) => ({ brand: 'SKF', code: `6311-${index}` })),
        { crossReferences: 'Tối đa 50 mã tương đương' },
      ],
      ['SKF 6311-2RS1', { crossReferences: 'Danh sách mã tương đương không hợp lệ' }],
      [
        [
          { brand: 'SKF', code: '6311-2RS1' },
          { brand: 'skf', code: ' 6311-2RS1' },
        ],
        { 'crossReferences.1.code': 'Mã này đã có ở dòng trên' },
      ],
    ];

    for (const [crossReferences, fields] of cases) {
      const result = await send(api, 'POST', '/api/InnerProduct', {
        cookie,
        json: productInput({ crossReferences }),
      });
      expect(expectError(result, 400, 'VALIDATION').fields, JSON.stringify(crossReferences)).toEqual(fields);
    }
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('crossReferences in search', () => {
  let confirmed: Product;
  let other: Product;

  beforeAll(async () => {
    other = await create({ name: 'Vòng bi cầu FAG 6313-2RSR', productSeries: '6313-2RSR' });
    confirmed = await create({
      name: 'Vòng bi cầu FAG 6313-2RSR-C3 chịu nhiệt',
      productSeries: '6313-2RSR-C3',
      crossReferences: [
        { brand: 'NSK', code: '6313DDU' },
        { brand: 'SKF', code: '6313-2RS1' },
        { brand: 'SKF', code: 'SYJ 65 TF' },
      ],
    });
  });

  it('finds the product a code was confirmed for first, in the spellings buyers type', async () => {
    for (const query of [
      '6313DDU',
      '6313 DDU',
      'NSK 6313DDU',
      'SKF 6313-2RS1',
      'skf 63132rs1',
      'vòng bi SKF 6313-2RS1',
    ]) {
      const found = await search(query);
      expect(found[0], query).toBe(confirmed.id);
      expect(found, query).toContain(other.id);
    }
    expect(await search('SYJ 65 TF')).toEqual([confirmed.id]);
  });

  it('stops finding it by a code once the code is removed', async () => {
    const product = await create({
      name: 'Gối đỡ INA RASE65',
      productSeries: 'RASE65',
      brand: 'INA',
      crossReferences: [{ brand: 'SKF', code: 'SY 65 FM' }],
    });
    expect(await search('SY 65 FM')).toEqual([product.id]);

    await save(product, { crossReferences: [] });

    expect(await search('SY 65 FM')).toEqual([]);
  });
});

describe('crossReferences in the history and the audit log', () => {
  it('names the change “Mã tương đương”, restores it, and records who saved it', async () => {
    const created = await create({ crossReferences: [{ brand: 'SKF', code: '6311-2RS1' }] });
    const saved = await save(created, { crossReferences: [{ brand: 'Koyo', code: '6311-2RS' }] });

    const history = await send<RevisionEntry[]>(api, 'GET', `/api/revisions/InnerProduct/${created.id}`, { cookie });
    expect(history.status).toBe(200);
    expect(history.body[0]).toMatchObject({ summary: 'Sửa: Mã tương đương', fields: ['crossReferences'] });

    const restored = await send<Product>(api, 'POST', `/api/revisions/InnerProduct/${created.id}/1/restore`, {
      cookie,
      json: { updatedAt: saved.updatedAt },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.crossReferences).toEqual([{ brand: 'SKF', code: '6311-2RS1' }]);

    const log = await send<AuditEntry[]>(api, 'GET', '/api/audit?entity=inner-product', { cookie });
    expect(log.status).toBe(200);
    const entries = log.body.filter((entry) => entry.entityId === String(created.id));
    expect(entries.map(({ action, summary }) => ({ action, summary }))).toEqual([
      // A restore is a save of the record as it was.
      { action: 'update', summary: created.name },
      { action: 'update', summary: created.name },
      { action: 'create', summary: created.name },
    ]);
  });
});

describe('crossReferences in the export and the import', () => {
  const column = (key: (typeof CATALOGUE_COLUMNS)[number]['key']) =>
    CATALOGUE_COLUMNS.findIndex((candidate) => candidate.key === key);
  const csvOf = (rows: readonly (readonly string[])[]): string =>
    '\uFEFF' +
    rows
      .map((row) => row.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
      .join('\r\n') +
    '\r\n';

  const exportRows = async (): Promise<string[][]> => {
    const answer = await api.request('/api/catalogue/export/csv', { cookie, redirect: 'manual' });
    expect(answer.status).toBe(303);
    const file = await fetch(answer.headers.get('location')!);
    return parseCsv(
      Buffer.from(await file.arrayBuffer())
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
  };

  const runImport = async (rows: readonly (readonly string[])[]): Promise<ImportJob> => {
    const upload = await uploadImportFile(api, cookie, csvOf(rows), 'ma-tuong-duong.csv');
    const started = await send<{ jobId: string }>(api, 'POST', '/api/catalogue/import', {
      cookie,
      json: { upload, fileName: 'ma-tuong-duong.csv', dryRun: false },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    for (let attempt = 0; attempt < 600; attempt++) {
      const job = await send<ImportJob>(api, 'GET', `/api/catalogue/import/${started.body.jobId}`, { cookie });
      if (job.body.state !== 'running') return job.body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the import is still running');
  };

  it('exports one code a line as “Hãng: Mã”, reads it back unchanged, and reads codes typed by hand', async () => {
    const product = await create({
      name: 'Vòng bi cầu FAG 6314-2RSR',
      productSeries: '6314-2RSR',
      crossReferences: [
        { brand: 'SKF', code: '6314-2RS1' },
        { brand: 'Koyo JTEKT', code: '6314-2RS' },
      ],
    });
    const [header, ...rows] = await exportRows();
    expect(header).toContain('Mã tương đương');
    const row = rows.find((cells) => cells[column('namePath')] === product.namePath)!;
    expect(row[column('crossReferences')]).toBe('SKF: 6314-2RS1\nKoyo JTEKT: 6314-2RS');

    const unchanged = await runImport([header!, row]);
    expect(unchanged).toMatchObject({ state: 'done', unchanged: 1, updated: 0, rejected: 0 });

    row[column('crossReferences')] = 'NSK 6314DDU; NTN: 6314LLU\nSKF: 6314-2RS1';
    const updated = await runImport([header!, row]);
    expect(updated).toMatchObject({ state: 'done', updated: 1, rejected: 0 });
    expect(updated.results[0]).toMatchObject({ productId: product.id, changed: ['Mã tương đương'] });
    expect((await get(product.id)).crossReferences).toEqual([
      { brand: 'NSK', code: '6314DDU' },
      { brand: 'NTN', code: '6314LLU' },
      { brand: 'SKF', code: '6314-2RS1' },
    ]);
    expect((await search('6314DDU'))[0]).toBe(product.id);
  });

  it('rejects a row whose code names no maker, or one too long, under the column “Mã tương đương”', async () => {
    const product = await create({
      name: 'Vòng bi cầu FAG 6315-2RSR',
      productSeries: '6315-2RSR',
      crossReferences: [{ brand: 'SKF', code: '6315-2RS1' }],
    });
    const [header, ...rows] = await exportRows();
    const row = rows.find((cells) => cells[column('namePath')] === product.namePath)!;

    row[column('crossReferences')] = '6315DDU';
    const noMaker = await runImport([header!, row]);
    row[column('crossReferences')] = `SKF: ${'6'.repeat(61)}`;
    const tooLong = await runImport([header!, row]);

    expect(noMaker).toMatchObject({ rejected: 1, updated: 0 });
    expect(noMaker.errors).toEqual([
      {
        row: 2,
        column: 'Mã tương đương',
        message: 'Ghi mỗi mã tương đương là “Hãng: Mã”, ví dụ “SKF: 6205-2RS1”, mỗi mã một dòng',
      },
    ]);
    expect(tooLong.errors).toEqual([{ row: 2, column: 'Mã tương đương', message: 'Tối đa 60 ký tự' }]);
    expect((await get(product.id)).crossReferences).toEqual([{ brand: 'SKF', code: '6315-2RS1' }]);
  });
});

describe('GET /api/InnerProduct/SearchInnerProductByName with a maker named beside the code', () => {
  const catalogue: Record<string, Product> = {};

  beforeAll(async () => {
    const products: [key: string, name: string, code: string, brand: string][] = [
      ['sealed', 'Vòng bi cầu FAG 6316-2RSR', '6316-2RSR', 'FAG'],
      ['sealedIna', 'Vòng bi cầu INA 6316-2RSR', '6316-2RSR', 'INA'],
      ['shielded', 'Vòng bi cầu FAG 6317-2Z-C3', '6317-2Z-C3', 'FAG'],
      ['spherical', 'Vòng bi tang trống FAG 22228-E1-XL-K', '22228-E1-XL-K', 'FAG'],
      ['cylindrical', 'Vòng bi đũa FAG NU2218-E-XL-TVP2', 'NU2218-E-XL-TVP2', 'FAG'],
      ['otherSize', 'Vòng bi cầu FAG 6318-2RSR', '6318-2RSR', 'FAG'],
    ];
    for (const [key, name, productSeries, brand] of products) {
      catalogue[key] = await create({ name, productSeries, brand });
    }
  });

  const ids = (...keys: string[]) => keys.map((key) => catalogue[key]!.id);

  it('answers another maker’s code typed with its maker, first or last, with the FAG and INA parts of that size', async () => {
    const cases: [query: string, expected: string[]][] = [
      ['SKF 6316-2RS1', ['sealed', 'sealedIna']],
      ['6316 DDU NSK', ['sealed', 'sealedIna']],
      ['vòng bi SKF 6316', ['sealed', 'sealedIna']],
      ['NSK 6317ZZC3', ['shielded']],
      ['SKF 22228 EK', ['spherical']],
      ['SKF NU 2218 ECP', ['cylindrical']],
    ];
    for (const [query, expected] of cases) {
      expect((await search(query)).sort(), query).toEqual(ids(...expected).sort());
    }
  });

  it('puts the FAG or INA brand named first', async () => {
    expect(await search('INA 6316-2RSR')).toEqual(ids('sealedIna', 'sealed'));
    expect(await search('6316-2RSR ina')).toEqual(ids('sealedIna', 'sealed'));
    expect(await search('FAG 6316-2RSR')).toEqual(ids('sealed', 'sealedIna'));
  });
});
