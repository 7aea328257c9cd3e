import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@vongbi/functions/core/clients';
import type { StoredFile } from '@vongbi/functions/core/models/file';
import { createInnerProduct, importInnerProducts } from '@vongbi/functions/core/services/inner-products';
import { indexInnerProducts } from '@vongbi/functions/core/repositories/inner-product-search-repository';
import { createOuterProduct } from '@vongbi/functions/core/services/outer-products';
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

interface Summary {
  id: number;
  name: string;
  namePath: string;
  shortDescription: string;
  image: Image | null;
  outerProductId: number;
  outerProductName: string;
}

interface InnerProduct {
  id: number;
  name: string;
  namePath: string;
  description: string;
  shortDescription: string;
  videos: string;
  imageId: number;
  image: Image | null;
  imageIds: number[];
  innerProductImages: { imageId: number; image: Image }[];
  outerProductId: number;
  outerProductName: string;
  outerProductActualName: string;
  outerProductType: number;
  brand: string;
  madeIn: string;
  productSeries: string;
  boreMm: number | null;
  outerDiameterMm: number | null;
  widthMm: number | null;
  dynamicLoadKn: number | null;
  staticLoadKn: number | null;
  referenceSpeedRpm: number | null;
  limitingSpeedRpm: number | null;
  massKg: number | null;
  availability: { status: string; checkedAt: string } | null;
  relatedProducts: { id: number; name: string; namePath: string; image: Image | null }[];
  createdAt: string;
  updatedAt: string;
}

interface OuterProduct {
  id: number;
  name: string;
  namePath: string;
  updatedAt: string;
}

const INNER_FIELDS = [
  'availability',
  'boreMm',
  'brand',
  'createdAt',
  'crossReferences',
  'description',
  'designation',
  'dynamicLoadKn',
  'id',
  'image',
  'imageId',
  'imageIds',
  'innerProductImages',
  'limitingSpeedRpm',
  'madeIn',
  'massKg',
  'name',
  'namePath',
  'outerDiameterMm',
  'outerProductActualName',
  'outerProductId',
  'outerProductName',
  'outerProductType',
  'productSeries',
  'referenceSpeedRpm',
  'relatedProducts',
  'replacesCodes',
  'shortDescription',
  'staticLoadKn',
  'updatedAt',
  'videos',
  'widthMm',
];
const SUMMARY_FIELDS = ['id', 'image', 'name', 'namePath', 'outerProductId', 'outerProductName', 'shortDescription'];

let cookie: string;
let image: StoredFile;
let gallery: StoredFile[];
let outer: OuterProduct;

const uniquePath = (stem = 'san-pham') => `${stem}-${randomUUID().slice(0, 8)}`;

const createOuter = async (name = 'Vòng bi FAG', productType = 0): Promise<OuterProduct> => {
  const result = await send<OuterProduct>(api, 'POST', '/api/OuterProduct', {
    cookie,
    json: { name, namePath: uniquePath('danh-muc'), summaryDetail: 'Tóm tắt', productType, imageId: image.id },
  });
  expect(result.status).toBe(201);
  return result.body;
};

beforeAll(async () => {
  cookie = await api.login();
  image = await createImage('san-pham.png');
  gallery = [await createImage('chi-tiet-1.png'), await createImage('chi-tiet-2.png')];
  outer = await createOuter();
});

const innerInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vòng bi FAG 6205',
  namePath: uniquePath(),
  description: '<p>Mô tả chi tiết</p>',
  shortDescription: 'Vòng bi cầu <rãnh sâu> & "chịu tải"',
  videos: '',
  imageId: image.id,
  imageIds: [],
  outerProductId: outer.id,
  brand: 'FAG',
  madeIn: 'Đức',
  productSeries: '6205-2RSR',
  ...overrides,
});

const createInner = async (overrides: Record<string, unknown> = {}): Promise<InnerProduct> => {
  const result = await send<InnerProduct>(api, 'POST', '/api/InnerProduct', { cookie, json: innerInput(overrides) });
  expect(result.status).toBe(201);
  return result.body;
};

const search = async (name: string): Promise<Summary[]> => {
  const result = await send<Summary[]>(
    api,
    'GET',
    `/api/InnerProduct/SearchInnerProductByName?name=${encodeURIComponent(name)}`,
  );
  expect(result.status).toBe(200);
  return result.body;
};

const countOf = async (outerId: number) => (await itemsWithPrefix(`OUTER#${outerId}`))[0]?.innerCount;

describe('POST /api/InnerProduct', () => {
  it("names its outer product's type, the list a maintenance tool's page sits under", async () => {
    const tools = await createOuter('Máy gia nhiệt', 1);
    const created = await createInner({ outerProductId: tools.id });

    const read = await send<InnerProduct>(api, 'GET', `/api/InnerProduct/GetByPath?path=${created.namePath}`);

    expect(created.outerProductType).toBe(1);
    expect(read.body).toMatchObject({ outerProductName: tools.namePath, outerProductType: 1 });
  });

  it('creates an inner product with the contract fields, its images and its outer product names', async () => {
    const input = innerInput({ imageIds: [gallery[0]!.id, String(gallery[1]!.id)], videos: 'kJQP7kiw5Fk' });

    const result = await send<InnerProduct>(api, 'POST', '/api/InnerProduct', { cookie, json: input });

    expect(result.status).toBe(201);
    const product = result.body;
    expect(Object.keys(product).sort()).toEqual(INNER_FIELDS);
    expect(product).toMatchObject({
      name: 'Vòng bi FAG 6205',
      namePath: input.namePath,
      description: '<p>Mô tả chi tiết</p>',
      shortDescription: 'Vòng bi cầu <rãnh sâu> & "chịu tải"',
      videos: 'kJQP7kiw5Fk',
      imageId: image.id,
      imageIds: [gallery[0]!.id, gallery[1]!.id],
      outerProductId: outer.id,
      outerProductName: outer.namePath,
      outerProductActualName: outer.name,
      outerProductType: 0,
      brand: 'FAG',
      madeIn: 'Đức',
      productSeries: '6205-2RSR',
    });
    await expectServedImage(api, product.image, image);
    expect(product.innerProductImages.map((entry) => entry.imageId)).toEqual([gallery[0]!.id, gallery[1]!.id]);
    await expectServedImage(api, product.innerProductImages[0]!.image, gallery[0]!);
    expect(await countOf(outer.id)).toBeGreaterThanOrEqual(1);
    const stored = (await itemsWithPrefix(`INNER#${product.id}`))[0]!;
    expect(stored).toMatchObject({ gsi2pk: `OUTER#${outer.id}`, gsi2sk: 'Vòng bi FAG 6205', gsi1pk: 'INNER#ALL' });
  });

  it('sanitises the description', async () => {
    const product = await createInner({
      description:
        '<h2 style="color:red;position:absolute">Thông số</h2><img src="/static/a.png" onerror="x()">' +
        '<iframe src="https://www.youtube.com/embed/kJQP7kiw5Fk"></iframe><script>alert(1)</script>',
    });

    expect(product.description).toBe(
      '<h2 style="color:red">Thông số</h2><img src="/static/a.png" />' +
        '<iframe src="https://www.youtube.com/embed/kJQP7kiw5Fk"></iframe>',
    );
  });

  it('answers 400 with "Bắt buộc" for each missing required field and writes nothing', async () => {
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/InnerProduct', { cookie, json: { brand: 'FAG' } });

    expect(expectError(result, 400, 'VALIDATION').fields).toEqual({
      name: 'Bắt buộc',
      namePath: 'Bắt buộc',
      description: 'Bắt buộc',
      imageId: 'Bắt buộc',
      outerProductId: 'Bắt buộc',
    });
    expect(await tableSnapshot()).toEqual(before);
  });

  it.each([
    ['an outer product that does not exist', { outerProductId: 949_494 }, 'outerProductId'],
    ['an image that does not exist', { imageId: 949_494 }, 'imageId'],
    ['inner images that do not exist', { imageIds: [949_494] }, 'imageIds'],
    ['a bad path', { namePath: 'vong_bi' }, 'namePath'],
    ['a blank description', { description: ' ' }, 'description'],
    ['a bad video list', { videos: 'https://youtu.be/kJQP7kiw5Fk' }, 'videos'],
  ])('answers 400 for %s and writes nothing', async (_case, overrides, field) => {
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/InnerProduct', { cookie, json: innerInput(overrides) });

    expect(Object.keys(expectError(result, 400, 'VALIDATION').fields ?? {})).toEqual([field]);
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 409 PATH_TAKEN for a taken path and writes nothing; an outer product path is not taken', async () => {
    const existing = await createInner();
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/InnerProduct', {
      cookie,
      json: innerInput({ namePath: existing.namePath }),
    });

    expect(expectError(result, 409, 'PATH_TAKEN').fields).toEqual({ namePath: 'Đường dẫn đã tồn tại' });
    expect(await tableSnapshot()).toEqual(before);
    const sharing = await createInner({ namePath: outer.namePath });
    expect(sharing.namePath).toBe(outer.namePath);
  });

  it('lets exactly one of two concurrent creates of one path succeed', async () => {
    const namePath = uniquePath('dong-thoi');
    const countBefore = Number(await countOf(outer.id));

    const results = await Promise.all([
      send(api, 'POST', '/api/InnerProduct', { cookie, json: innerInput({ namePath, name: 'Một' }) }),
      send(api, 'POST', '/api/InnerProduct', { cookie, json: innerInput({ namePath, name: 'Hai' }) }),
    ]);

    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    const winner = results.find((result) => result.status === 201)!.body as InnerProduct;
    expect(await itemsWithPrefix(`PATH#INNER#${namePath}`)).toEqual([expect.objectContaining({ id: winner.id })]);
    const stored = (await itemsWithPrefix('INNER#')).filter((item) => item.namePath === namePath);
    expect(stored.map((item) => item.id)).toEqual([winner.id]);
    expect(await countOf(outer.id)).toBe(countBefore + 1);
  });

  it('answers 401 without a session and writes nothing', async () => {
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/InnerProduct', { json: innerInput() });

    expect(result.body).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });
    expect(result.status).toBe(401);
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('GET /api/InnerProduct/{id} and GetByPath', () => {
  it('answers the product with up to 8 related products of its outer product', async () => {
    const family = await createOuter('Gối đỡ');
    const members: InnerProduct[] = [];
    for (let index = 0; index < 10; index += 1) {
      members.push(await createInner({ outerProductId: family.id, name: `Gối đỡ SN ${500 + index}` }));
    }
    const product = members[3]!;

    const byPath = await send<InnerProduct>(api, 'GET', `/api/InnerProduct/GetByPath?path=${product.namePath}`);
    const byId = await send<InnerProduct>(api, 'GET', `/api/InnerProduct/${product.id}`);

    expect(byPath.status).toBe(200);
    expect(Object.keys(byPath.body).sort()).toEqual(INNER_FIELDS);
    expect(byPath.body).toMatchObject({
      id: product.id,
      outerProductName: family.namePath,
      outerProductActualName: 'Gối đỡ',
    });
    const related = byPath.body.relatedProducts;
    expect(related).toHaveLength(8);
    expect(related.map((entry) => entry.id)).not.toContain(product.id);
    expect(new Set(related.map((entry) => entry.id)).size).toBe(8);
    expect(related.every((entry) => members.some((member) => member.id === entry.id))).toBe(true);
    expect(Object.keys(related[0]!).sort()).toEqual(['id', 'image', 'name', 'namePath']);
    await expectServedImage(api, related[0]!.image, image);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(byPath.body);
  });

  it('answers 404 for unknown or malformed ids and paths, 400 for a missing path', async () => {
    expectError(await send(api, 'GET', '/api/InnerProduct/919191'), 404, 'NOT_FOUND');
    expectError(await send(api, 'GET', '/api/InnerProduct/abc'), 404, 'NOT_FOUND');
    expectError(await send(api, 'GET', '/api/InnerProduct/GetByPath?path=khong-co'), 404, 'NOT_FOUND');
    expectError(await send(api, 'GET', '/api/InnerProduct/GetByPath?path=A%20B'), 404, 'NOT_FOUND');
    const missing = expectError(await send(api, 'GET', '/api/InnerProduct/GetByPath'), 400, 'VALIDATION');
    expect(missing.fields).toEqual({ path: 'Bắt buộc' });
  });
});

describe('GET /api/InnerProduct/GetInnerProductOutstanding', () => {
  it('answers up to 10 summaries, newest updatedAt first; an edited product moves to the front', async () => {
    const first = await createInner({ name: 'Nổi bật 1' });
    for (let index = 2; index <= 11; index += 1) await createInner({ name: `Nổi bật ${index}` });

    const result = await send<Summary[]>(api, 'GET', '/api/InnerProduct/GetInnerProductOutstanding');

    expect(result.status).toBe(200);
    expect(result.body).toHaveLength(10);
    expect(result.body[0]!.name).toBe('Nổi bật 11');
    expect(result.body.map((summary) => summary.id)).not.toContain(first.id);
    expect(Object.keys(result.body[0]!).sort()).toEqual(SUMMARY_FIELDS);
    expect(result.body[0]).toMatchObject({ outerProductId: outer.id, outerProductName: outer.namePath });

    const edited = await send(api, 'PUT', `/api/InnerProduct/${first.id}`, { cookie, json: { ...first } });
    expect(edited.status).toBe(200);
    const after = await send<Summary[]>(api, 'GET', '/api/InnerProduct/GetInnerProductOutstanding');
    expect(after.body[0]!.id).toBe(first.id);
  });
});

describe('GET /api/InnerProduct/SearchInnerProductByName', () => {
  it('matches every word with or without diacritics, ignoring case', async () => {
    const product = await createInner({ name: 'Vòng bi Xoay Trục 6205' });
    await createInner({ name: 'Vòng bi Quay 6206' });

    for (const query of ['vong bi xoay', 'Vòng Bi XOAY', 'xoay 6205', '6205 xoay vòng', 'XOAY-TRUC', 'truc']) {
      const found = await search(query);
      expect(
        found.map((summary) => summary.id),
        query,
      ).toContain(product.id);
      expect(
        found.every((summary) => /xoay/i.test(summary.name) || /truc|trục/i.test(summary.name)),
        query,
      ).toBe(true);
    }
    expect(await search('vong bi xoay 6206')).toEqual([]);
    const [summary] = await search('xoay truc 6205');
    expect(summary).toEqual({
      id: product.id,
      name: 'Vòng bi Xoay Trục 6205',
      namePath: product.namePath,
      shortDescription: product.shortDescription,
      image: expect.objectContaining({ id: image.id, fileName: image.fileName, urlPath: image.urlPath }),
      outerProductId: outer.id,
      outerProductName: outer.namePath,
    });
  });

  it('treats đ and d alike', async () => {
    const probe = await createInner({ name: 'Đầu đo rung Veloz' });
    const oil = await createInner({ name: 'Dầu bôi trơn Veloz' });

    expect((await search('dau do rung')).map((summary) => summary.id)).toEqual([probe.id]);
    expect((await search('ĐẦU ĐO')).map((summary) => summary.id)).toEqual([probe.id]);
    expect((await search('đầu veloz')).map((summary) => summary.id).sort()).toEqual([probe.id, oil.id].sort());
    expect((await search('dau boi tron veloz')).map((summary) => summary.id)).toEqual([oil.id]);
  });

  it('ranks names that start with the query first, then shorter names', async () => {
    const longer = await createInner({ name: 'Vòng bi Kestrel 6205-2RS chịu nhiệt' });
    const housing = await createInner({ name: 'Gối đỡ vòng bi Kestrel' });
    const short = await createInner({ name: 'Vòng bi Kestrel 6205' });

    const found = await search('vòng bi kestrel');

    expect(found.map((summary) => summary.id)).toEqual([short.id, longer.id, housing.id]);
  });

  it('answers at most 50 results', async () => {
    const family = await createOuterProduct({
      name: 'Nhiều',
      namePath: uniquePath('nhieu'),
      summaryDetail: 'x',
      productType: 0,
      imageId: image.id,
    });
    for (let index = 0; index < 55; index += 1) {
      await createInnerProduct({
        ...innerInput({ name: `Phớt Orbis ${index}`, outerProductId: family.id }),
        imageIds: [],
        outerProductId: family.id,
        shortDescription: '',
        brand: '',
        madeIn: '',
        productSeries: '',
      });
    }

    const found = await search('phot orbis');

    expect(found).toHaveLength(50);
    expect(found.map((summary) => summary.name).slice(0, 3)).toEqual(['Phớt Orbis 0', 'Phớt Orbis 1', 'Phớt Orbis 2']);
    // 55 products saved one after another, each with its index entries: about 5 s on an idle machine, more on a busy one.
  }, 120_000);

  it.each(['', '   ', '%20', ',,,'])('answers [] for the blank query %j', async (query) => {
    const result = await send(api, 'GET', `/api/InnerProduct/SearchInnerProductByName?name=${query}`);
    expect(result.status).toBe(200);
    expect(result.body).toEqual([]);
  });

  it.each([
    ['an emoji', encodeURIComponent('😀')],
    ['only punctuation', encodeURIComponent('-/.,;')],
    ['a lone surrogate, as its UTF-8 bytes', '%ED%A0%80'],
  ])('answers [] for %s', async (_, query) => {
    const result = await send<unknown[]>(api, 'GET', `/api/InnerProduct/SearchInnerProductByName?name=${query}`);
    expect(result.status).toBe(200);
    expect(result.body).toEqual([]);
  });

  it('reads a code glued to punctuation', async () => {
    const product = await createInner({ name: 'Vòng bi Pyxis', productSeries: '6217-2RSR' });
    const found = await search('---6217---');
    expect(found.map((summary) => summary.id)).toContain(product.id);
  });

  it('cuts a query longer than the route takes instead of failing', async () => {
    const result = await send<unknown[]>(
      api,
      'GET',
      `/api/InnerProduct/SearchInnerProductByName?name=${'6205-2RS '.repeat(1_000)}`,
    );
    expect(result.status).toBe(200);
    expect(Array.isArray(result.body)).toBe(true);
  });

  it('answers [] without a name parameter', async () => {
    const result = await send(api, 'GET', '/api/InnerProduct/SearchInnerProductByName');
    expect(result.status).toBe(200);
    expect(result.body).toEqual([]);
  });

  it('follows renames, moves and deletes at once', async () => {
    const product = await createInner({ name: 'Bạc đạn Zephyr' });
    expect((await search('zephyr')).map((summary) => summary.id)).toEqual([product.id]);
    const other = await createOuter('Danh mục khác');

    const renamed = await send<InnerProduct>(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: { ...product, name: 'Bạc đạn Boreas', outerProductId: other.id },
    });

    expect(renamed.status).toBe(200);
    expect(await search('zephyr')).toEqual([]);
    expect(await search('bac dan boreas')).toEqual([
      expect.objectContaining({ id: product.id, outerProductId: other.id, outerProductName: other.namePath }),
    ]);
    expect((await send(api, 'DELETE', `/api/InnerProduct/${product.id}`, { cookie })).status).toBe(204);
    expect(await search('boreas')).toEqual([]);
  });

  it('sees an index change made by another container once the short cache trust has passed', async () => {
    const product = await createInner({ name: 'Ổ lăn Aquila' });
    expect((await search('aquila')).map((summary) => summary.id)).toEqual([product.id]);

    // What another container's write does to the index, without this container's cache being told.
    await db().send(
      new TransactWriteCommand({ TransactItems: indexInnerProducts([{ ...product, name: 'Ổ lăn Corvus' }]) }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_100));

    expect((await search('corvus')).map((summary) => summary.id)).toEqual([product.id]);
    expect(await search('aquila')).toEqual([]);
  });

  it('finds bearings by their codes as buyers type them, in the name or the product code', async () => {
    const fag = await createInner({ name: 'Vòng bi cầu FAG 6213-2RSR', productSeries: '6213-2RSR-C3' });
    const skf = await createInner({ name: 'Vòng bi SKF 6213-2RS1', productSeries: '' });
    const nsk = await createInner({ name: 'Vòng bi NSK', productSeries: '6213DDU' });
    const neighbour = await createInner({ name: 'Vòng bi FAG 6214-2RSR', productSeries: '6214-2RSR' });
    const slashed = await createInner({ name: 'Vòng bi FAG 62/32-2RSR', productSeries: '62/32-2RSR' });
    const wide = await createInner({ name: 'Vòng bi FAG 6232-M', productSeries: '6232-M' });
    const ours = [fag, skf, nsk, neighbour, slashed, wide].map((product) => product.id);
    const foundOf = async (query: string) =>
      (await search(query)).map((summary) => summary.id).filter((id) => ours.includes(id));

    for (const query of ['62132rs', '6213-2RS1', '6213 DDU', 'bạc đạn 6213', 'vong bi 6213 2rsr']) {
      const found = await foundOf(query);
      expect(found.sort(), query).toEqual([fag.id, skf.id, nsk.id].sort());
    }
    expect((await foundOf('6213-2RS-C3'))[0]).toBe(fag.id);
    expect(await foundOf('62/32')).toEqual([slashed.id]);
    expect(await foundOf('6232')).toEqual([wide.id]);
    expect(await foundOf('6215')).toEqual([]);
  });

  it('finds a bearing by its size, filled from its code or typed by staff, exact first', async () => {
    const filled = await createInner({ name: 'Vòng bi Vega', productSeries: '6216-2RSR' });
    const typed = await createInner({
      name: 'Vòng bi Vega đặc biệt',
      productSeries: 'VG-80',
      boreMm: 80,
      outerDiameterMm: 140,
      widthMm: 26.2,
    });
    const ids = (found: Summary[]) => found.map((summary) => summary.id);

    // 6216 is 80 × 140 × 26 in the standard table.
    for (const query of ['80x140x26', '80 x 140 x 26', '80 140 26', 'd80 D140 B26', '80×140×26']) {
      const found = ids(await search(query));
      expect(found.indexOf(filled.id), query).toBeGreaterThanOrEqual(0);
      expect(found.indexOf(typed.id), query).toBeGreaterThan(found.indexOf(filled.id));
    }
    expect(ids(await search('80x140x26,2'))[0]).toBe(typed.id);
    expect(ids(await search('80x140x30'))).not.toContain(filled.id);
  });

  it('is public and may sit briefly in the CDN', async () => {
    const response = await api.request('/api/InnerProduct/SearchInnerProductByName?name=vong');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });
});

describe('PUT /api/InnerProduct/{id}', () => {
  it('replaces the product, renames its path and accepts the outerProductName the form sends', async () => {
    const product = await createInner({ imageIds: [gallery[0]!.id] });
    const newPath = uniquePath('ten-moi');

    const result = await send<InnerProduct>(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: {
        ...product,
        name: 'Tên mới',
        namePath: newPath,
        imageIds: [gallery[1]!.id],
        description: '<p>Mới</p><script>x()</script>',
        outerProductName: 'bo-qua',
      },
    });

    expect(result.status).toBe(200);
    expect(Object.keys(result.body).sort()).toEqual(INNER_FIELDS);
    expect(result.body).toMatchObject({
      id: product.id,
      name: 'Tên mới',
      namePath: newPath,
      description: '<p>Mới</p>',
      imageIds: [gallery[1]!.id],
      outerProductName: outer.namePath,
      createdAt: product.createdAt,
    });
    expect(result.body.updatedAt > product.updatedAt).toBe(true);
    await expectServedImage(api, result.body.innerProductImages[0]!.image, gallery[1]!);
    expectError(await send(api, 'GET', `/api/InnerProduct/GetByPath?path=${product.namePath}`), 404, 'NOT_FOUND');
    expect((await send(api, 'GET', `/api/InnerProduct/GetByPath?path=${newPath}`)).status).toBe(200);
    expect(await itemsWithPrefix(`PATH#INNER#${product.namePath}`)).toEqual([]);
  });

  it('moves the product to another outer product: lists, counts and names follow', async () => {
    const from = await createOuter('Nguồn');
    const to = await createOuter('Đích');
    const product = await createInner({ outerProductId: from.id });

    const result = await send<InnerProduct>(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: { ...product, outerProductId: to.id, outerProductName: from.namePath },
    });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      outerProductId: to.id,
      outerProductName: to.namePath,
      outerProductActualName: 'Đích',
    });
    const fromNow = await send<{ innerProducts: Summary[] }>(api, 'GET', `/api/OuterProduct/${from.id}`);
    const toNow = await send<{ innerProducts: Summary[] }>(api, 'GET', `/api/OuterProduct/${to.id}`);
    expect(fromNow.body.innerProducts).toEqual([]);
    expect(toNow.body.innerProducts.map((summary) => summary.id)).toEqual([product.id]);
    expect((await itemsWithPrefix(`INNER#${product.id}`))[0]!.gsi2pk).toBe(`OUTER#${to.id}`);
    expect(await countOf(from.id)).toBe(0);
    expect(await countOf(to.id)).toBe(1);
    expect((await send(api, 'DELETE', `/api/OuterProduct/${from.id}`, { cookie })).status).toBe(204);
    expectError(await send(api, 'DELETE', `/api/OuterProduct/${to.id}`, { cookie }), 409, 'HAS_CHILDREN');
  });

  it('answers 400 for a move to an outer product that does not exist and writes nothing', async () => {
    const product = await createInner();
    const before = await tableSnapshot();

    const result = await send(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: { ...product, outerProductId: 848_484 },
    });

    expect(expectError(result, 400, 'VALIDATION').fields).toEqual({ outerProductId: expect.any(String) });
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 409 PATH_TAKEN for a rename onto a taken path and writes nothing', async () => {
    const first = await createInner();
    const second = await createInner();
    const before = await tableSnapshot();

    const result = await send(api, 'PUT', `/api/InnerProduct/${second.id}`, {
      cookie,
      json: { ...second, namePath: first.namePath, name: 'Đổi tên' },
    });

    expectError(result, 409, 'PATH_TAKEN');
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 409 STALE for an updatedAt that is no longer current and writes nothing', async () => {
    const product = await createInner();
    const first = await send<InnerProduct>(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: { ...product, shortDescription: 'Lần 1' },
    });
    expect(first.status).toBe(200);
    const before = await tableSnapshot();

    const result = await send(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: { ...product, name: 'Từ bản cũ', namePath: uniquePath() },
    });

    expectError(result, 409, 'STALE');
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 404, 400 and 401 as the contract says, writing nothing', async () => {
    const product = await createInner();
    const before = await tableSnapshot();

    expectError(await send(api, 'PUT', '/api/InnerProduct/737373', { cookie, json: innerInput() }), 404, 'NOT_FOUND');
    expectError(await send(api, 'PUT', '/api/InnerProduct/abc', { cookie, json: innerInput() }), 404, 'NOT_FOUND');
    const invalid = await send(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: { ...product, name: '', imageIds: 'x' },
    });
    expect(expectError(invalid, 400, 'VALIDATION').fields).toEqual({ name: 'Bắt buộc', imageIds: expect.any(String) });
    expectError(
      await send(api, 'PUT', `/api/InnerProduct/${product.id}`, { json: { ...product, name: 'Ẩn danh' } }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('bore d, outside diameter D and width B', () => {
  const size = (boreMm: number | null, outerDiameterMm: number | null, widthMm: number | null) => ({
    boreMm,
    outerDiameterMm,
    widthMm,
  });
  const stored = async (id: number) => (await itemsWithPrefix(`INNER#${id}`))[0]!;

  it('stores and answers the sizes staff typed, read from numbers or form texts with a decimal comma', async () => {
    const product = await createInner({ boreMm: 25, outerDiameterMm: '52', widthMm: '15,5' });

    expect(product).toMatchObject(size(25, 52, 15.5));
    expect(await stored(product.id)).toMatchObject(size(25, 52, 15.5));
    const byPath = await send<InnerProduct>(api, 'GET', `/api/InnerProduct/GetByPath?path=${product.namePath}`);
    expect(byPath.body).toMatchObject(size(25, 52, 15.5));
    expect((await send<InnerProduct>(api, 'GET', `/api/InnerProduct/${product.id}`)).body).toEqual(byPath.body);
  });

  it('fills all three from a 6205 code when staff leave them empty, and from the name when there is no code', async () => {
    const fromCode = await createInner({ productSeries: '6205-2RSR-C3', boreMm: '', outerDiameterMm: null });
    const fromName = await createInner({ productSeries: '', name: 'Vòng bi NSK 6310-2Z' });

    expect(fromCode).toMatchObject(size(25, 52, 15));
    expect(await stored(fromCode.id)).toMatchObject(size(25, 52, 15));
    expect(fromName).toMatchObject(size(50, 110, 27));
  });

  it('answers null for each when neither staff nor the designation give them', async () => {
    const product = await createInner({ productSeries: 'SNV100-L', name: 'Gối đỡ FAG SNV 100' });

    expect(product).toMatchObject(size(null, null, null));
    const byId = await send<InnerProduct>(api, 'GET', `/api/InnerProduct/${product.id}`);
    expect(Object.keys(byId.body).sort()).toEqual(INNER_FIELDS);
    expect(byId.body).toMatchObject(size(null, null, null));
  });

  it('answers null for a product stored before dimensions existed', async () => {
    const product = await createInner({ productSeries: 'PASE40-N' });
    await db().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { pk: `INNER#${product.id}`, sk: '#' },
        UpdateExpression: 'REMOVE boreMm, outerDiameterMm, widthMm',
      }),
    );
    expect(await stored(product.id)).not.toHaveProperty('boreMm');

    const byId = await send<InnerProduct>(api, 'GET', `/api/InnerProduct/${product.id}`);

    expect(byId.status).toBe(200);
    expect(Object.keys(byId.body).sort()).toEqual(INNER_FIELDS);
    expect(byId.body).toMatchObject(size(null, null, null));
  });

  it('keeps a partial entry as typed, filling nothing', async () => {
    const product = await createInner({ productSeries: '6205-2RSR', boreMm: 25, widthMm: 15 });

    expect(product).toMatchObject(size(25, null, 15));
    expect(await stored(product.id)).toMatchObject(size(25, null, 15));
  });

  const OUT_OF_RANGE = 'Phải là số dương, tối đa 5000';
  const TOO_PRECISE = 'Tối đa 2 chữ số thập phân';

  it.each([
    [
      'zero, negative and over 5000',
      size(0, -52, 5000.5),
      { boreMm: OUT_OF_RANGE, outerDiameterMm: OUT_OF_RANGE, widthMm: OUT_OF_RANGE },
    ],
    [
      'more than two decimals',
      { boreMm: 25.125, outerDiameterMm: '52,001', widthMm: 15 },
      { boreMm: TOO_PRECISE, outerDiameterMm: TOO_PRECISE },
    ],
    [
      'words and other types',
      { boreMm: 'hai lăm', outerDiameterMm: true, widthMm: [15] },
      { boreMm: OUT_OF_RANGE, outerDiameterMm: OUT_OF_RANGE, widthMm: OUT_OF_RANGE },
    ],
  ])('answers 400 VALIDATION with a message per field for %s and writes nothing', async (_case, dimensions, fields) => {
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/InnerProduct', { cookie, json: innerInput(dimensions) });

    expect(expectError(result, 400, 'VALIDATION').fields).toEqual(fields);
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 400 for a bad size on update too, and writes nothing', async () => {
    const product = await createInner();
    const before = await tableSnapshot();

    const result = await send(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: { ...product, widthMm: '1,234' },
    });

    expect(expectError(result, 400, 'VALIDATION').fields).toEqual({ widthMm: TOO_PRECISE });
    expect(await tableSnapshot()).toEqual(before);
  });

  it('keeps typed sizes on update, even when the code changes to one the table knows', async () => {
    const product = await createInner({ productSeries: 'XYZ-25', ...size(25, 52, 18) });

    const result = await send<InnerProduct>(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: { ...product, name: 'Vòng bi FAG 6305', productSeries: '6305-2RS' },
    });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ productSeries: '6305-2RS', ...size(25, 52, 18) });
    expect(await stored(product.id)).toMatchObject(size(25, 52, 18));
  });

  it('fills again from the code when staff empty all three on update', async () => {
    const product = await createInner({ productSeries: '6205-2RSR', ...size(25, 52, 18) });

    const result = await send<InnerProduct>(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: { ...product, productSeries: '6305-2RS', ...size(null, null, null) },
    });

    expect(result.body).toMatchObject(size(25, 62, 17));
  });
});

describe('technical data (C, C0, speeds, mass) and availability', () => {
  const stored = async (id: number) => (await itemsWithPrefix(`INNER#${id}`))[0]!;
  const NONE = {
    dynamicLoadKn: null,
    staticLoadKn: null,
    referenceSpeedRpm: null,
    limitingSpeedRpm: null,
    massKg: null,
    availability: null,
  };
  const CHECKED = { status: 'short_lead', checkedAt: '2026-11-20' };

  it('stores and answers values typed with a decimal comma, spaces and units, and the availability', async () => {
    const product = await createInner({
      dynamicLoadKn: '14,8',
      staticLoadKn: '7,8 kN',
      referenceSpeedRpm: '28 000 r/min',
      limitingSpeedRpm: 18000,
      massKg: '0,128',
      availability: CHECKED,
    });

    const expected = {
      dynamicLoadKn: 14.8,
      staticLoadKn: 7.8,
      referenceSpeedRpm: 28_000,
      limitingSpeedRpm: 18_000,
      massKg: 0.128,
      availability: CHECKED,
    };
    expect(product).toMatchObject(expected);
    expect(await stored(product.id)).toMatchObject(expected);
    expect((await send<InnerProduct>(api, 'GET', `/api/InnerProduct/${product.id}`)).body).toMatchObject(expected);
  });

  it('answers null for each when none is given, and for a product stored before they existed', async () => {
    const product = await createInner();
    expect(product).toMatchObject(NONE);
    await db().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { pk: `INNER#${product.id}`, sk: '#' },
        UpdateExpression:
          'REMOVE dynamicLoadKn, staticLoadKn, referenceSpeedRpm, limitingSpeedRpm, massKg, availability',
      }),
    );

    const byId = await send<InnerProduct>(api, 'GET', `/api/InnerProduct/${product.id}`);

    expect(Object.keys(byId.body).sort()).toEqual(INNER_FIELDS);
    expect(byId.body).toMatchObject(NONE);
  });

  it("lists C, C0, limiting speed and availability in its category's products", async () => {
    const category = await createOuter('Vòng bi cầu');
    const product = await createInner({
      outerProductId: category.id,
      dynamicLoadKn: 52.5,
      staticLoadKn: '31',
      referenceSpeedRpm: 9000,
      limitingSpeedRpm: '6 300',
      massKg: 1.1,
      availability: CHECKED,
    });

    const result = await send<{ innerProducts: Record<string, unknown>[] }>(
      api,
      'GET',
      `/api/OuterProduct/GetByPath?path=${category.namePath}`,
    );

    expect(result.body.innerProducts).toEqual([
      expect.objectContaining({
        id: product.id,
        dynamicLoadKn: 52.5,
        staticLoadKn: 31,
        limitingSpeedRpm: 6300,
        availability: CHECKED,
      }),
    ]);
  });

  const NOT_A_NUMBER = 'Không phải là số';
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'a value that may be thousands or decimals',
      { dynamicLoadKn: '1.250 kN' },
      { dynamicLoadKn: 'Không rõ “1.250 kN” là số nghìn hay số thập phân: hãy viết không dấu chấm (1250) hoặc 1,25' },
    ],
    ['a negative value', { staticLoadKn: '-3' }, { staticLoadKn: 'Chỉ nhập số, đơn vị là kN' }],
    ['a negative number', { staticLoadKn: -3 }, { staticLoadKn: 'Phải là số dương, tối đa 100.000 kN' }],
    ['words', { referenceSpeedRpm: 'abc' }, { referenceSpeedRpm: NOT_A_NUMBER }],
    ['another unit', { dynamicLoadKn: '12 kg' }, { dynamicLoadKn: 'Chỉ nhập số, đơn vị là kN' }],
    [
      'more than three decimals',
      { massKg: '0,1285', limitingSpeedRpm: 1.0005 },
      { massKg: 'Tối đa 3 chữ số thập phân', limitingSpeedRpm: 'Tối đa 3 chữ số thập phân' },
    ],
    ['another type', { massKg: true }, { massKg: NOT_A_NUMBER }],
    [
      'an unknown availability status',
      { availability: { status: 'sold_out', checkedAt: '2026-11-20' } },
      { 'availability.status': 'Chọn Có sẵn, Giao trong 2–5 ngày hoặc Đặt hàng' },
    ],
    [
      'an impossible check date',
      { availability: { status: 'in_stock', checkedAt: '2026-13-01' } },
      { 'availability.checkedAt': 'Ngày kiểm tra không hợp lệ (YYYY-MM-DD)' },
    ],
    [
      'a check date written the Vietnamese way',
      { availability: { status: 'in_stock', checkedAt: '20/11/2026' } },
      { 'availability.checkedAt': 'Ngày kiểm tra không hợp lệ (YYYY-MM-DD)' },
    ],
  ])('answers 400 VALIDATION naming the field for %s and writes nothing', async (_case, values, fields) => {
    const before = await tableSnapshot();

    const result = await send(api, 'POST', '/api/InnerProduct', { cookie, json: innerInput(values) });

    expect(expectError(result, 400, 'VALIDATION').fields).toEqual(fields);
    expect(await tableSnapshot()).toEqual(before);
  });

  it('updates and clears them, and refuses a bad one on update writing nothing', async () => {
    const product = await createInner({ dynamicLoadKn: 14.8, availability: CHECKED });
    const before = await tableSnapshot();

    const refused = await send(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: { ...product, dynamicLoadKn: '1.250' },
    });

    expect(expectError(refused, 400, 'VALIDATION').fields).toHaveProperty('dynamicLoadKn');
    expect(await tableSnapshot()).toEqual(before);

    const updated = await send<InnerProduct>(api, 'PUT', `/api/InnerProduct/${product.id}`, {
      cookie,
      json: { ...product, dynamicLoadKn: '', massKg: '52,5', availability: null },
    });

    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ dynamicLoadKn: null, massKg: 52.5, availability: null });
    expect(await stored(product.id)).toMatchObject({ dynamicLoadKn: null, massKg: 52.5, availability: null });
  });
});

describe('POST /api/InnerProduct/Availability (a selection in the product list)', () => {
  const stored = async (id: number) => (await itemsWithPrefix(`INNER#${id}`))[0]!;
  const IN_STOCK = { status: 'in_stock', checkedAt: '2026-12-01' };
  const setAvailability = (json: unknown, withCookie = cookie) =>
    send<{ updated: { id: number; updatedAt: string }[] }>(api, 'POST', '/api/InnerProduct/Availability', {
      cookie: withCookie,
      json,
    });

  it('sets it on every selected product, keeping each one whole and its revision, and clears it with null', async () => {
    const [first, second] = [await createInner({ dynamicLoadKn: 14.8 }), await createInner()];
    const already = await createInner({ availability: IN_STOCK });

    const result = await setAvailability({ ids: [first.id, second.id, already.id], availability: IN_STOCK });

    expect(result.status).toBe(200);
    expect(result.body.updated.map(({ id }) => id)).toEqual([first.id, second.id, already.id]);
    // A product that had this availability already is left as it was: no new version, no revision.
    expect(result.body.updated[2]!.updatedAt).toBe(already.updatedAt);
    expect(result.body.updated[0]!.updatedAt > first.updatedAt).toBe(true);
    expect(await stored(first.id)).toMatchObject({ availability: IN_STOCK, dynamicLoadKn: 14.8, name: first.name });
    expect(await stored(second.id)).toMatchObject({ availability: IN_STOCK, description: second.description });
    const revisionsOf = async (id: number) =>
      (await send<unknown[]>(api, 'GET', `/api/revisions/InnerProduct/${id}`, { cookie })).body;
    expect(await revisionsOf(first.id)).toEqual([expect.objectContaining({ revision: 1 })]);
    expect(await revisionsOf(already.id)).toEqual([]);

    const cleared = await setAvailability({ ids: [first.id], availability: null });

    expect(cleared.status).toBe(200);
    expect((await stored(first.id)).availability).toBeNull();
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['no product', { ids: [], availability: IN_STOCK }, { ids: 'Chọn ít nhất một sản phẩm' }],
    ['a product twice', { ids: [7, 7], availability: IN_STOCK }, { ids: 'Một sản phẩm được chọn hai lần' }],
    [
      'an unknown status',
      { ids: [7], availability: { status: 'het_hang', checkedAt: '2026-12-01' } },
      { 'availability.status': 'Chọn Có sẵn, Giao trong 2–5 ngày hoặc Đặt hàng' },
    ],
  ])('answers 400 VALIDATION for %s and writes nothing', async (_case, json, fields) => {
    const before = await tableSnapshot();

    expect(expectError(await setAvailability(json), 400, 'VALIDATION').fields).toEqual(fields);
    expect(await tableSnapshot()).toEqual(before);
  });

  it('names a product that does not exist and changes none of the others; 401 without a session', async () => {
    const product = await createInner();
    const before = await tableSnapshot();

    const refused = await setAvailability({ ids: [product.id, 626262], availability: IN_STOCK });

    expect(expectError(refused, 400, 'VALIDATION').fields).toEqual({
      ids: 'Không tìm thấy sản phẩm mã 626262; chưa sản phẩm nào được đổi',
    });
    expectError(await setAvailability({ ids: [product.id], availability: IN_STOCK }, ''), 401, 'UNAUTHENTICATED');
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('DELETE /api/InnerProduct/{id}', () => {
  it('deletes the product, frees its path and takes it off its outer product', async () => {
    const family = await createOuter('Xóa');
    const product = await createInner({ outerProductId: family.id, name: 'Sản phẩm Lyra' });

    const result = await send(api, 'DELETE', `/api/InnerProduct/${product.id}`, { cookie });

    expect(result.status).toBe(204);
    expectError(await send(api, 'GET', `/api/InnerProduct/${product.id}`), 404, 'NOT_FOUND');
    expect(await itemsWithPrefix(`INNER#${product.id}`)).toEqual([]);
    expect(await itemsWithPrefix(`PATH#INNER#${product.namePath}`)).toEqual([]);
    expect(await countOf(family.id)).toBe(0);
    expect(await search('lyra')).toEqual([]);
    expect(
      (await send<{ innerProducts: Summary[] }>(api, 'GET', `/api/OuterProduct/${family.id}`)).body.innerProducts,
    ).toEqual([]);
    expect((await createInner({ namePath: product.namePath })).namePath).toBe(product.namePath);
  });

  it('answers 404 for an unknown id and 401 without a session, writing nothing', async () => {
    const product = await createInner();
    const before = await tableSnapshot();

    expectError(await send(api, 'DELETE', '/api/InnerProduct/626262', { cookie }), 404, 'NOT_FOUND');
    expectError(await send(api, 'DELETE', '/api/InnerProduct/abc', { cookie }), 404, 'NOT_FOUND');
    expectError(await send(api, 'DELETE', `/api/InnerProduct/${product.id}`), 401, 'UNAUTHENTICATED');
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('importInnerProducts (seeds and imports)', () => {
  const importInput = (overrides: Record<string, unknown>) => ({
    ...innerInput(),
    imageIds: [],
    outerProductId: outer.id,
    ...overrides,
  });

  it('writes the same records as one-by-one creates: paths, counts, lists and search', async () => {
    const family = await createOuter('Nhập hàng loạt');
    const inputs = Array.from({ length: 20 }, (_, index) =>
      importInput({ name: `Ống lót Hydra ${index}`, namePath: uniquePath('nhap'), outerProductId: family.id }),
    );

    const ids = await importInnerProducts(inputs as Parameters<typeof importInnerProducts>[0]);

    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    expect(await countOf(family.id)).toBe(20);
    const byPath = await send<InnerProduct>(api, 'GET', `/api/InnerProduct/GetByPath?path=${inputs[7]!.namePath}`);
    expect(byPath.body).toMatchObject({ id: ids[7], name: 'Ống lót Hydra 7', outerProductName: family.namePath });
    expect((await search('ong lot hydra')).length).toBe(20);
    const listed = await send<{ innerProducts: Summary[] }>(api, 'GET', `/api/OuterProduct/${family.id}`);
    expect(listed.body.innerProducts).toHaveLength(20);
  });

  it('fills the sizes of imported products from their codes, and keeps the ones given', async () => {
    const [filled, given] = await importInnerProducts([
      importInput({ namePath: uniquePath('nhap-6205'), productSeries: '6205-2RSR' }),
      importInput({
        namePath: uniquePath('nhap-rieng'),
        productSeries: '6205-2RSR',
        boreMm: 25,
        outerDiameterMm: 52,
        widthMm: 18,
      }),
    ] as Parameters<typeof importInnerProducts>[0]);

    expect((await send<InnerProduct>(api, 'GET', `/api/InnerProduct/${filled}`)).body).toMatchObject({
      boreMm: 25,
      outerDiameterMm: 52,
      widthMm: 15,
    });
    expect((await send<InnerProduct>(api, 'GET', `/api/InnerProduct/${given}`)).body).toMatchObject({
      boreMm: 25,
      outerDiameterMm: 52,
      widthMm: 18,
    });
  });

  it('refuses a batch with a taken path or a missing outer product and writes nothing', async () => {
    const existing = await createInner();
    const before = await tableSnapshot();

    await expect(
      importInnerProducts([importInput({ namePath: existing.namePath })] as Parameters<typeof importInnerProducts>[0]),
    ).rejects.toMatchObject({ code: 'PATH_TAKEN' });
    await expect(
      importInnerProducts([importInput({ outerProductId: 979_797 })] as Parameters<typeof importInnerProducts>[0]),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    const path = uniquePath('trung');
    await expect(
      importInnerProducts([importInput({ namePath: path }), importInput({ namePath: path })] as Parameters<
        typeof importInnerProducts
      >[0]),
    ).rejects.toMatchObject({ code: 'PATH_TAKEN' });

    // A refused chunk may have spent ids from the counter, nothing else.
    const counterless = (items: Awaited<ReturnType<typeof tableSnapshot>>) =>
      items.filter((item) => !item.pk.startsWith('COUNTER#'));
    expect(counterless(await tableSnapshot())).toEqual(counterless(before));
  });
});
