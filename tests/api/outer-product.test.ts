import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTED_PRODUCTS_PER_CATEGORY, listedOuterProducts, type ProductType } from '@vongbi/functions/contract';
import type { StoredFile } from '@vongbi/functions/core/models/file';
import { useTestApi } from '../helpers/api-client';
import {
  createImage,
  expectError,
  expectServedImage,
  itemsWithPrefix,
  send,
  tableSnapshot,
} from '../helpers/catalogue';

const api = useTestApi();

interface Image {
  id: number;
  fileName: string;
  urlPath: string;
}

interface InnerSummary {
  id: number;
  name: string;
  namePath: string;
  shortDescription: string;
  image: Image | null;
  outerProductId: number;
  outerProductName: string;
}

interface OuterProduct {
  id: number;
  name: string;
  namePath: string;
  summaryDetail: string;
  productType: number;
  imageId: number;
  image: Image | null;
  createdAt: string;
  updatedAt: string;
  innerProducts?: InnerSummary[];
}

/** A category with every product (GetOuterProducts), or with its first ones and their count (the listed answers). */
type OuterProductWithChildren = OuterProduct & { innerProducts: InnerSummary[] };
type ListedOuterProduct = OuterProductWithChildren & { productCount: number };

const OUTER_FIELDS = [
  'createdAt',
  'id',
  'image',
  'imageId',
  'name',
  'namePath',
  'productType',
  'summaryDetail',
  'updatedAt',
];

let cookie: string;
let image: StoredFile;

beforeAll(async () => {
  cookie = await api.login();
  image = await createImage('danh-muc.png');
});

const uniquePath = (stem = 'danh-muc') => `${stem}-${randomUUID().slice(0, 8)}`;

const outerInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vòng bi FAG',
  namePath: uniquePath(),
  summaryDetail: 'Vòng bi chính hãng <Schaeffler> & "FAG"',
  productType: '0',
  imageId: image.id,
  ...overrides,
});

const createOuter = async (overrides: Record<string, unknown> = {}): Promise<OuterProduct> => {
  const result = await send<OuterProduct>(api, 'POST', '/api/OuterProduct', { cookie, json: outerInput(overrides) });
  expect(result.status).toBe(201);
  return result.body;
};

const createInner = async (outer: OuterProduct, name: string) => {
  const result = await send<{ id: number; namePath: string }>(api, 'POST', '/api/InnerProduct', {
    cookie,
    json: {
      name,
      namePath: uniquePath('san-pham'),
      description: '<p>Mô tả</p>',
      shortDescription: `Mô tả ngắn ${name}`,
      imageId: image.id,
      outerProductId: outer.id,
    },
  });
  expect(result.status).toBe(201);
  return result.body;
};

describe('POST /api/OuterProduct', () => {
  it('creates an outer product with the contract fields and its image embedded', async () => {
    const input = outerInput({ productType: '1' });

    const result = await send<OuterProduct>(api, 'POST', '/api/OuterProduct', { cookie, json: input });

    expect(result.status).toBe(201);
    expect(Object.keys(result.body).sort()).toEqual(OUTER_FIELDS);
    expect(result.body).toMatchObject({
      name: 'Vòng bi FAG',
      namePath: input.namePath,
      summaryDetail: 'Vòng bi chính hãng <Schaeffler> & "FAG"',
      productType: 1,
      imageId: image.id,
    });
    await expectServedImage(api, result.body.image, image);
  });

  it('answers 400 with "Bắt buộc" for each missing required field and writes nothing', async () => {
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/OuterProduct', { cookie, json: { productType: 0 } });

    expect(expectError(result, 400, 'VALIDATION').fields).toEqual({
      name: 'Bắt buộc',
      namePath: 'Bắt buộc',
      summaryDetail: 'Bắt buộc',
      imageId: 'Bắt buộc',
    });
    expect(await tableSnapshot()).toEqual(before);
  });

  it.each([
    ['a bad path', { namePath: 'Vòng bi' }, 'namePath'],
    ['product type 2', { productType: '2' }, 'productType'],
    ['product type as text', { productType: 'tool' }, 'productType'],
    ['an image that does not exist', { imageId: 424_242 }, 'imageId'],
    ['a null name', { name: null }, 'name'],
  ])('answers 400 for %s and writes nothing', async (_case, overrides, field) => {
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/OuterProduct', { cookie, json: outerInput(overrides) });

    expect(Object.keys(expectError(result, 400, 'VALIDATION').fields ?? {})).toEqual([field]);
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 409 PATH_TAKEN when the path is taken and writes nothing', async () => {
    const existing = await createOuter();
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/OuterProduct', {
      cookie,
      json: outerInput({ namePath: existing.namePath }),
    });

    expect(expectError(result, 409, 'PATH_TAKEN').fields).toEqual({ namePath: 'Đường dẫn đã tồn tại' });
    expect(await tableSnapshot()).toEqual(before);
  });

  it('lets exactly one of two concurrent creates of one path succeed', async () => {
    const namePath = uniquePath('dong-thoi');

    const results = await Promise.all([
      send(api, 'POST', '/api/OuterProduct', { cookie, json: outerInput({ namePath, name: 'Một' }) }),
      send(api, 'POST', '/api/OuterProduct', { cookie, json: outerInput({ namePath, name: 'Hai' }) }),
    ]);

    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    const winner = results.find((result) => result.status === 201)!.body as OuterProduct;
    expect(await itemsWithPrefix(`PATH#OUTER#${namePath}`)).toEqual([expect.objectContaining({ id: winner.id })]);
    const stored = (await itemsWithPrefix('OUTER#')).filter((item) => item.namePath === namePath);
    expect(stored.map((item) => item.id)).toEqual([winner.id]);
  });

  it('answers 401 without a session and writes nothing', async () => {
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/OuterProduct', { json: outerInput() });

    expect(result.body).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });
    expect(result.status).toBe(401);
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('outer product lists', () => {
  it('GET /api/OuterProduct lists every outer product for admins, newest first', async () => {
    const product = await createOuter({ productType: 0 });
    const tool = await createOuter({ productType: 1 });

    const result = await send<OuterProduct[]>(api, 'GET', '/api/OuterProduct', { cookie });

    expect(result.status).toBe(200);
    expect(result.body.slice(0, 2).map((outer) => outer.id)).toEqual([tool.id, product.id]);
    const times = result.body.map((outer) => outer.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(result.body[0]).toEqual(tool);
    expectError(await send(api, 'GET', '/api/OuterProduct'), 401, 'UNAUTHENTICATED');
  });

  it('GetListedOuterProducts and GetListedOuterProductsMaintain give each category its first products and their count', async () => {
    const long = await createOuter({ productType: 0, name: 'Vòng bi dài' });
    const tool = await createOuter({ productType: 1, name: 'Gia nhiệt' });
    const count = LISTED_PRODUCTS_PER_CATEGORY + 2;
    for (let index = 0; index < count; index++) await createInner(long, `Vòng bi ${String(index).padStart(2, '0')}`);
    await createInner(tool, 'Máy gia nhiệt');

    const everyProduct = await send<OuterProductWithChildren[]>(api, 'GET', '/api/OuterProduct/GetOuterProducts');
    const listed = await send<ListedOuterProduct[]>(api, 'GET', '/api/OuterProduct/GetListedOuterProducts');
    const listedTools = await send<ListedOuterProduct[]>(
      api,
      'GET',
      '/api/OuterProduct/GetListedOuterProductsMaintain',
    );

    expect(listed.status).toBe(200);
    // The same categories in the same order, the first ones with the first of the same products (the unit tests
    // of listedOuterProducts pin which carry them).
    expect(listed.body).toEqual(
      listedOuterProducts(
        everyProduct.body.map((outer) => ({ ...outer, productType: outer.productType as ProductType })),
      ),
    );
    const longListed = listed.body.find((outer) => outer.id === long.id)!;
    expect(longListed.innerProducts).toHaveLength(LISTED_PRODUCTS_PER_CATEGORY);
    expect(longListed.productCount).toBe(count);
    expect(longListed.innerProducts.map((product) => product.name)).toEqual(
      Array.from({ length: LISTED_PRODUCTS_PER_CATEGORY }, (_, index) => `Vòng bi ${String(index).padStart(2, '0')}`),
    );
    expect(listedTools.body.every((outer) => outer.productType === 1)).toBe(true);
    const toolListed = listedTools.body.find((outer) => outer.id === tool.id)!;
    expect([toolListed.productCount, toolListed.innerProducts.map((product) => product.name)]).toEqual([
      1,
      ['Máy gia nhiệt'],
    ]);
  });

  it('GetOuterProducts and GetOuterProductsMaintain give each type with its inner-product summaries', async () => {
    const product = await createOuter({ productType: 0, name: 'Gối đỡ' });
    const tool = await createOuter({ productType: 1, name: 'Cảo thủy lực' });
    const inner = await createInner(product, 'Gối đỡ SNV 52');
    const otherInner = await createInner(product, 'Gối đỡ SNV 100');

    const products = await send<OuterProduct[]>(api, 'GET', '/api/OuterProduct/GetOuterProducts');
    const tools = await send<OuterProduct[]>(api, 'GET', '/api/OuterProduct/GetOuterProductsMaintain');

    expect(products.status).toBe(200);
    expect(products.body.every((outer) => outer.productType === 0)).toBe(true);
    expect(tools.body.every((outer) => outer.productType === 1)).toBe(true);
    expect(tools.body.map((outer) => outer.id)).toContain(tool.id);
    expect(tools.body.find((outer) => outer.id === tool.id)!.innerProducts).toEqual([]);
    const listed = products.body.find((outer) => outer.id === product.id)!;
    expect(Object.keys(listed).sort()).toEqual([...OUTER_FIELDS, 'innerProducts'].sort());
    // The product lists show each category's summaries by name; its own page reads its products in designation
    // order with their facts (GET /api/OuterProduct/{id}, below).
    expect(listed.innerProducts).toEqual([
      {
        id: otherInner.id,
        name: 'Gối đỡ SNV 100',
        namePath: otherInner.namePath,
        shortDescription: 'Mô tả ngắn Gối đỡ SNV 100',
        image: expect.objectContaining({ id: image.id, urlPath: image.urlPath, fileName: image.fileName }),
        outerProductId: product.id,
        outerProductName: product.namePath,
      },
      expect.objectContaining({ id: inner.id, outerProductName: product.namePath }),
    ]);
    expect(Object.keys(listed.innerProducts![1]!).sort()).toEqual(
      ['id', 'image', 'name', 'namePath', 'outerProductId', 'outerProductName', 'shortDescription'].sort(),
    );

    // In designation order (SNV 52 before SNV 100), each with what the category page's filters read.
    const category = await send<OuterProduct>(api, 'GET', `/api/OuterProduct/${product.id}`);
    expect(category.body.innerProducts).toEqual([
      expect.objectContaining({ id: inner.id, outerProductName: product.namePath }),
      {
        id: otherInner.id,
        name: 'Gối đỡ SNV 100',
        namePath: otherInner.namePath,
        shortDescription: 'Mô tả ngắn Gối đỡ SNV 100',
        image: expect.objectContaining({ id: image.id, urlPath: image.urlPath, fileName: image.fileName }),
        outerProductId: product.id,
        outerProductName: product.namePath,
        brand: '',
        family: 'SNV',
        boreMm: null,
        outerDiameterMm: null,
        widthMm: null,
        // The spec table's columns: none typed for this product.
        dynamicLoadKn: null,
        staticLoadKn: null,
        limitingSpeedRpm: null,
        availability: null,
        // A housing's name states no seals nor clearance.
        seals: null,
        clearance: null,
      },
    ]);
  });
});

describe('GET /api/OuterProduct/{id} and GetByPath', () => {
  it('finds an outer product with its inner products by id and by path', async () => {
    const outer = await createOuter();
    const inner = await createInner(outer, 'Vòng bi FAG 6205');

    const byId = await send<OuterProduct>(api, 'GET', `/api/OuterProduct/${outer.id}`);
    const byPath = await send<OuterProduct>(api, 'GET', `/api/OuterProduct/GetByPath?path=${outer.namePath}`);

    expect(byId.status).toBe(200);
    expect(byId.body).toEqual({ ...outer, innerProducts: [expect.objectContaining({ id: inner.id })] });
    expect(byPath.status).toBe(200);
    expect(byPath.body).toEqual(byId.body);
  });

  it('carries each product’s seals and clearance as its name states them, which the spec table shows and sorts', async () => {
    const outer = await createOuter();
    const sealed = await createInner(outer, 'Vòng bi FAG 6205-2RSR-C3');
    const shielded = await createInner(outer, 'Vòng bi NSK 6206 ZZ CN');
    const open = await createInner(outer, 'Vòng bi đũa FAG NU207-E-XL-TVP2');
    const grease = await createInner(outer, 'Mỡ bôi trơn Berulub FR 43 400 g');

    const byPath = await send<{ innerProducts: { id: number; seals: string | null; clearance: string | null }[] }>(
      api,
      'GET',
      `/api/OuterProduct/GetByPath?path=${outer.namePath}`,
    );

    expect(byPath.status).toBe(200);
    const execution = new Map(
      byPath.body.innerProducts.map((product) => [product.id, [product.seals, product.clearance]]),
    );
    expect(Object.fromEntries(execution)).toEqual({
      [sealed.id]: ['2 phớt cao su', 'C3'],
      [shielded.id]: ['2 nắp chắn', 'CN'],
      [open.id]: [null, null],
      [grease.id]: [null, null],
    });
  });

  it('answers 404 for unknown or malformed ids and paths, 400 for a missing path', async () => {
    expectError(await send(api, 'GET', '/api/OuterProduct/777777'), 404, 'NOT_FOUND');
    expectError(await send(api, 'GET', '/api/OuterProduct/vong-bi'), 404, 'NOT_FOUND');
    expectError(await send(api, 'GET', '/api/OuterProduct/GetByPath?path=khong-co'), 404, 'NOT_FOUND');
    expectError(await send(api, 'GET', '/api/OuterProduct/GetByPath?path=%C3%A1'), 404, 'NOT_FOUND');
    const missing = expectError(await send(api, 'GET', '/api/OuterProduct/GetByPath'), 400, 'VALIDATION');
    expect(missing.fields).toEqual({ path: 'Bắt buộc' });
  });
});

describe('PUT /api/OuterProduct/{id}', () => {
  it('updates the fields, renames the path (the old one is freed) and changes the type', async () => {
    const outer = await createOuter({ productType: 0 });
    const inner = await createInner(outer, 'Sản phẩm con');
    const newImage = await createImage('moi.png');
    const newPath = uniquePath('ten-moi');

    const result = await send<OuterProduct>(api, 'PUT', `/api/OuterProduct/${outer.id}`, {
      cookie,
      json: { ...outer, name: 'Tên mới', namePath: newPath, productType: 1, imageId: newImage.id },
    });

    expect(result.status).toBe(200);
    expect(Object.keys(result.body).sort()).toEqual(OUTER_FIELDS);
    expect(result.body).toMatchObject({ id: outer.id, name: 'Tên mới', namePath: newPath, productType: 1 });
    expect(result.body.updatedAt > outer.updatedAt).toBe(true);
    await expectServedImage(api, result.body.image, newImage);
    expectError(await send(api, 'GET', `/api/OuterProduct/GetByPath?path=${outer.namePath}`), 404, 'NOT_FOUND');
    const byPath = await send<OuterProduct>(api, 'GET', `/api/OuterProduct/GetByPath?path=${newPath}`);
    expect(byPath.body.innerProducts).toEqual([expect.objectContaining({ id: inner.id, outerProductName: newPath })]);
    const tools = await send<OuterProduct[]>(api, 'GET', '/api/OuterProduct/GetOuterProductsMaintain');
    expect(tools.body[0]!.id).toBe(outer.id);
    const innerNow = await send<{ outerProductName: string; outerProductActualName: string }>(
      api,
      'GET',
      `/api/InnerProduct/${inner.id}`,
    );
    expect(innerNow.body).toMatchObject({ outerProductName: newPath, outerProductActualName: 'Tên mới' });
    expect(await itemsWithPrefix(`PATH#OUTER#${outer.namePath}`)).toEqual([]);
    // The inner-product count kept by the outer product is not overwritten by an update.
    expect((await itemsWithPrefix(`OUTER#${outer.id}`))[0]!.innerCount).toBe(1);
  });

  it('answers 409 PATH_TAKEN for a rename onto a taken path and writes nothing', async () => {
    const first = await createOuter();
    const second = await createOuter();
    const before = await tableSnapshot();

    const result = await send(api, 'PUT', `/api/OuterProduct/${second.id}`, {
      cookie,
      json: { ...second, namePath: first.namePath },
    });

    expectError(result, 409, 'PATH_TAKEN');
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 409 STALE for an updatedAt that is no longer current and writes nothing', async () => {
    const outer = await createOuter();
    expect(
      (await send(api, 'PUT', `/api/OuterProduct/${outer.id}`, { cookie, json: { ...outer, name: 'Lần 1' } })).status,
    ).toBe(200);
    const before = await tableSnapshot();

    const result = await send(api, 'PUT', `/api/OuterProduct/${outer.id}`, {
      cookie,
      json: { ...outer, name: 'Từ bản cũ' },
    });

    expectError(result, 409, 'STALE');
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 404, 400 and 401 as the contract says, writing nothing', async () => {
    const outer = await createOuter();
    const before = await tableSnapshot();

    expectError(await send(api, 'PUT', '/api/OuterProduct/888888', { cookie, json: outerInput() }), 404, 'NOT_FOUND');
    expectError(await send(api, 'PUT', '/api/OuterProduct/x', { cookie, json: outerInput() }), 404, 'NOT_FOUND');
    const invalid = await send(api, 'PUT', `/api/OuterProduct/${outer.id}`, {
      cookie,
      json: { ...outer, summaryDetail: '', imageId: 555_555 },
    });
    expect(expectError(invalid, 400, 'VALIDATION').fields).toEqual({ summaryDetail: 'Bắt buộc' });
    const missingImage = await send(api, 'PUT', `/api/OuterProduct/${outer.id}`, {
      cookie,
      json: { ...outer, imageId: 555_555 },
    });
    expect(expectError(missingImage, 400, 'VALIDATION').fields).toEqual({ imageId: expect.any(String) });
    expectError(
      await send(api, 'PUT', `/api/OuterProduct/${outer.id}`, { json: { ...outer, name: 'Ẩn danh' } }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('DELETE /api/OuterProduct/{id}', () => {
  it('deletes an outer product without inner products and frees its path', async () => {
    const outer = await createOuter();

    const result = await send(api, 'DELETE', `/api/OuterProduct/${outer.id}`, { cookie });

    expect(result.status).toBe(204);
    expectError(await send(api, 'GET', `/api/OuterProduct/${outer.id}`), 404, 'NOT_FOUND');
    expect(await itemsWithPrefix(`OUTER#${outer.id}`)).toEqual([]);
    expect(await itemsWithPrefix(`PATH#OUTER#${outer.namePath}`)).toEqual([]);
    expect((await createOuter({ namePath: outer.namePath })).namePath).toBe(outer.namePath);
  });

  it('answers 409 HAS_CHILDREN while it still has inner products, writing nothing; after they go it deletes', async () => {
    const outer = await createOuter();
    const inner = await createInner(outer, 'Còn sản phẩm');
    const before = await tableSnapshot();

    const refused = await send(api, 'DELETE', `/api/OuterProduct/${outer.id}`, { cookie });

    const body = expectError(refused, 409, 'HAS_CHILDREN');
    expect(body.message).toBe('Danh mục còn sản phẩm, hãy xóa sản phẩm trước');
    expect(await tableSnapshot()).toEqual(before);
    expect((await send(api, 'DELETE', `/api/InnerProduct/${inner.id}`, { cookie })).status).toBe(204);
    expect((await send(api, 'DELETE', `/api/OuterProduct/${outer.id}`, { cookie })).status).toBe(204);
  });

  it('never deletes an outer product while an inner product is being added to it', async () => {
    const outer = await createOuter();

    const [created, deleted] = await Promise.all([
      send<{ id: number }>(api, 'POST', '/api/InnerProduct', {
        cookie,
        json: {
          name: 'Đua',
          namePath: uniquePath('dua'),
          description: '<p>x</p>',
          imageId: image.id,
          outerProductId: outer.id,
        },
      }),
      send(api, 'DELETE', `/api/OuterProduct/${outer.id}`, { cookie }),
    ]);

    // Either order is fine, but never a product whose outer product is gone.
    const outerLeft = (await itemsWithPrefix(`OUTER#${outer.id}`)).length;
    const innersLeft = (await itemsWithPrefix('INNER#')).filter((item) => item.outerProductId === outer.id);
    if (created.status === 201) {
      expect(deleted.status).toBe(409);
      expect(outerLeft).toBe(1);
      expect(innersLeft).toHaveLength(1);
    } else {
      expect(deleted.status).toBe(204);
      expect(created.status).toBe(400);
      expect(outerLeft).toBe(0);
      expect(innersLeft).toHaveLength(0);
    }
  });

  it('answers 404 for an unknown id and 401 without a session, writing nothing', async () => {
    const outer = await createOuter();
    const before = await tableSnapshot();

    expectError(await send(api, 'DELETE', '/api/OuterProduct/999991', { cookie }), 404, 'NOT_FOUND');
    expectError(await send(api, 'DELETE', '/api/OuterProduct/abc', { cookie }), 404, 'NOT_FOUND');
    expectError(await send(api, 'DELETE', `/api/OuterProduct/${outer.id}`), 401, 'UNAUTHENTICATED');
    expect(await tableSnapshot()).toEqual(before);
  });
});
