import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeletedRecord, RevisionEntry } from '@vongbi/functions/contract/revisions';
import { useTestApi } from '../helpers/api-client';
import { createImage, expectError, itemsWithPrefix, send, tableSnapshot } from '../helpers/catalogue';
import { signInStaff, type SignedInStaff } from '../helpers/staff';

// Revisions: every save of an article, an outer product, an inner product or a configuration value keeps the
// state before it, with who saved and when, in the save's own transaction; a restore brings one back (over the
// current version, or a deleted record under its own id), with the version check and the path rule.

const api = useTestApi();

let owner: string;
let editor: SignedInStaff;
let sales: SignedInStaff;
let imageId: number;
let outerProductId: number;

interface Record_ {
  id: number;
  updatedAt: string;
  createdAt: string;
  [field: string]: unknown;
}

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

const productInput = (fields: Record<string, unknown> = {}) => ({
  name: 'Vòng bi FAG 6205',
  namePath: unique('vong-bi-fag-6205'),
  description: '<p>Vòng bi cầu một dãy, <strong>chịu tải hướng kính</strong>.</p>',
  shortDescription: 'Vòng bi cầu',
  videos: '',
  imageId,
  imageIds: [],
  outerProductId,
  brand: 'FAG',
  madeIn: 'Đức',
  productSeries: '6205',
  ...fields,
});

const articleInput = (fields: Record<string, unknown> = {}) => ({
  headerText: 'Bảo dưỡng vòng bi định kỳ',
  summaryText: 'Những việc cần làm mỗi quý',
  articlePath: unique('bao-duong'),
  articleType: 2,
  contentData: '<p>Kiểm tra độ rơ, tra mỡ.</p>',
  videos: '',
  outerImageId: imageId,
  imageIds: [],
  ...fields,
});

const create = async (path: string, json: unknown, cookie = owner): Promise<Record_> => {
  const result = await send<Record_>(api, 'POST', path, { cookie, json });
  expect(result.status, path).toBe(201);
  return result.body;
};

/** A PUT of the record with `changes`, as the edit screen sends it (with the version it loaded). */
const save = async (path: string, record: Record_, changes: Record<string, unknown>, cookie = owner) => {
  const result = await send<Record_>(api, 'PUT', `${path}/${record.id}`, {
    cookie,
    json: { ...record, ...changes, updatedAt: record.updatedAt },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};

const history = async (entity: string, id: number | string, cookie = owner) => {
  const result = await send<RevisionEntry[]>(api, 'GET', `/api/revisions/${entity}/${id}`, { cookie });
  expect(result.status).toBe(200);
  return result.body;
};

const restore = (entity: string, id: number | string, revision: number, json: unknown, cookie = owner) =>
  send<Record_>(api, 'POST', `/api/revisions/${entity}/${id}/${revision}/restore`, { cookie, json });

const deletedRecords = async (cookie = owner) => {
  const result = await send<DeletedRecord[]>(api, 'GET', '/api/revisions/deleted', { cookie });
  expect(result.status).toBe(200);
  return result.body;
};

beforeAll(async () => {
  owner = await api.login();
  editor = await signInStaff(api, owner, 'editor');
  sales = await signInStaff(api, owner, 'sales');
  imageId = (await createImage()).id;
  outerProductId = (
    await create('/api/OuterProduct', {
      name: 'Vòng bi cầu',
      namePath: unique('vong-bi-cau'),
      summaryDetail: 'Vòng bi cầu các hãng',
      productType: 0,
      imageId,
    })
  ).id;
});

describe('GET /api/revisions/{entity}/{id}', () => {
  it('lists each save of an inner product, newest first, with who saved, when and which fields changed', async () => {
    const created = await create('/api/InnerProduct', productInput());
    const first = await save('/api/InnerProduct', created, { name: 'Vòng bi FAG 6205-2RS' }, editor.cookie);
    await save('/api/InnerProduct', first, { description: '<p>Có phớt cao su hai bên.</p>', madeIn: 'Việt Nam' });

    const entries = await history('InnerProduct', created.id);

    expect(entries).toEqual([
      {
        revision: 2,
        at: expect.any(String),
        username: 'admin',
        summary: 'Sửa: Xuất xứ, Thông tin chi tiết',
        action: 'update',
        fields: ['madeIn', 'description'],
        hasRecord: true,
      },
      {
        revision: 1,
        at: first.updatedAt,
        username: editor.account.username,
        summary: 'Sửa: Tên sản phẩm',
        action: 'update',
        fields: ['name'],
        hasRecord: true,
      },
    ]);
    expect(entries[0]!.at > entries[1]!.at).toBe(true);
  });

  it('names technical data and availability in Vietnamese, and a restore brings them back', async () => {
    const created = await create('/api/InnerProduct', { ...productInput(), dynamicLoadKn: 14.8 });
    const saved = await save('/api/InnerProduct', created, {
      dynamicLoadKn: '15,1',
      limitingSpeedRpm: '18 000',
      availability: { status: 'in_stock', checkedAt: '2026-11-20' },
    });

    const [entry] = await history('InnerProduct', created.id);

    expect(entry).toMatchObject({
      summary: 'Sửa: Tải trọng động C (kN), Tốc độ giới hạn (vòng/phút), Tình trạng hàng',
      fields: ['dynamicLoadKn', 'limitingSpeedRpm', 'availability'],
    });
    const restored = await restore('InnerProduct', created.id, 1, { updatedAt: saved.updatedAt });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ dynamicLoadKn: 14.8, limitingSpeedRpm: null, availability: null });
  });

  it('answers an empty history for a record never saved since it was created, and 404 for what cannot be one', async () => {
    const created = await create('/api/Article', articleInput());

    expect(await history('Article', created.id)).toEqual([]);
    expectError(await send(api, 'GET', `/api/revisions/Video/${created.id}`, { cookie: owner }), 404, 'NOT_FOUND');
    expectError(await send(api, 'GET', '/api/revisions/Article/abc', { cookie: owner }), 404, 'NOT_FOUND');
    expectError(await send(api, 'GET', '/api/revisions/Configuration/bad-key', { cookie: owner }), 404, 'NOT_FOUND');
  });

  it('writes no revision for a save that changes nothing', async () => {
    const created = await create('/api/OuterProduct', {
      name: 'Gối đỡ',
      namePath: unique('goi-do'),
      summaryDetail: 'Gối đỡ UCP',
      productType: 0,
      imageId,
    });

    await save('/api/OuterProduct', created, {});

    expect(await history('OuterProduct', created.id)).toEqual([]);
  });
});

describe('GET /api/revisions/{entity}/{id}/{revision}', () => {
  it('answers the record as it was before that save, rich text as stored', async () => {
    const created = await create('/api/Article', articleInput({ contentData: '<p>Bản <em>đầu</em></p>' }));
    await save('/api/Article', created, { headerText: 'Tiêu đề mới', contentData: '<p>Bản hai</p>' });

    const result = await send<Record_>(api, 'GET', `/api/revisions/Article/${created.id}/1`, { cookie: owner });

    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.body).toEqual({
      id: created.id,
      headerText: created.headerText,
      summaryText: created.summaryText,
      articlePath: created.articlePath,
      articleType: 2,
      contentData: '<p>Bản <em>đầu</em></p>',
      videos: '',
      outerImageId: imageId,
      imageIds: [],
      createdAt: created.createdAt,
      updatedAt: created.updatedAt,
    });
  });

  it('answers 404 for a revision the record does not have', async () => {
    const created = await create('/api/Article', articleInput());

    expectError(await send(api, 'GET', `/api/revisions/Article/${created.id}/1`, { cookie: owner }), 404, 'NOT_FOUND');
    expectError(await send(api, 'GET', `/api/revisions/Article/${created.id}/0`, { cookie: owner }), 404, 'NOT_FOUND');
  });

  it('stores the state compressed: a long description takes a fraction of its size', async () => {
    const paragraph = '<p>Vòng bi cầu một dãy chịu tải hướng kính và một phần tải dọc trục, bôi trơn bằng mỡ.</p>';
    const created = await create('/api/InnerProduct', productInput({ description: paragraph.repeat(2000) }));
    await save('/api/InnerProduct', created, { description: '<p>Ngắn gọn</p>' });

    const [revision] = await itemsWithPrefix(`REV#INNER#${created.id}`);
    const bodyBytes = (revision!.body as Uint8Array).byteLength;
    const stored = await send<Record_>(api, 'GET', `/api/revisions/InnerProduct/${created.id}/1`, { cookie: owner });

    expect(Buffer.byteLength(paragraph.repeat(2000))).toBeGreaterThan(190_000);
    expect(bodyBytes).toBeLessThan(5_000);
    expect(stored.body.description).toBe(paragraph.repeat(2000));
  });
});

describe('POST /api/revisions/{entity}/{id}/{revision}/restore', () => {
  it('brings back a state after two saves, as a save of its own that the history lists', async () => {
    const created = await create('/api/InnerProduct', productInput());
    const first = await save('/api/InnerProduct', created, { name: 'Vòng bi FAG 6205 C3' });
    const second = await save('/api/InnerProduct', first, { shortDescription: 'Khe hở C3', brand: 'SKF' });

    const restored = await restore('InnerProduct', created.id, 1, { updatedAt: second.updatedAt }, editor.cookie);

    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(
      expect.objectContaining({
        id: created.id,
        name: created.name,
        shortDescription: created.shortDescription,
        brand: 'FAG',
        createdAt: created.createdAt,
      }),
    );
    expect(restored.body.updatedAt > second.updatedAt).toBe(true);
    const read = await send<Record_>(api, 'GET', `/api/InnerProduct/${created.id}`);
    expect(read.body).toEqual(
      expect.objectContaining({ name: created.name, brand: 'FAG', shortDescription: 'Vòng bi cầu' }),
    );
    const [latest, ...older] = await history('InnerProduct', created.id);
    expect(latest).toEqual({
      revision: 3,
      at: restored.body.updatedAt,
      username: editor.account.username,
      summary: 'Khôi phục bản #1: Tên sản phẩm, Thương hiệu, Mô tả ngắn',
      action: 'restore',
      fields: ['name', 'brand', 'shortDescription'],
      hasRecord: true,
    });
    expect(older.map((entry) => entry.revision)).toEqual([2, 1]);
    // The state the restore replaced is itself a revision: the restore can be undone.
    const undone = await send<Record_>(api, 'GET', `/api/revisions/InnerProduct/${created.id}/3`, { cookie: owner });
    expect(undone.body).toEqual(expect.objectContaining({ name: 'Vòng bi FAG 6205 C3', brand: 'SKF' }));
  });

  it('answers 409 STALE and writes nothing when the record changed since the version sent', async () => {
    const created = await create('/api/Article', articleInput());
    const first = await save('/api/Article', created, { headerText: 'Lần sửa thứ nhất' });
    await save('/api/Article', first, { headerText: 'Lần sửa thứ hai' });
    const before = await tableSnapshot();

    const result = await restore('Article', created.id, 1, { updatedAt: first.updatedAt });

    expect(expectError(result, 409, 'STALE').message).toBe('Dữ liệu đã được người khác cập nhật, vui lòng tải lại');
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 409 PATH_TAKEN and writes nothing when the revision’s path is another record’s now', async () => {
    const created = await create('/api/InnerProduct', productInput());
    const renamed = await save('/api/InnerProduct', created, { namePath: unique('vong-bi-moi') });
    await create('/api/InnerProduct', productInput({ name: 'Vòng bi khác', namePath: created.namePath }));
    const before = await tableSnapshot();

    const result = await restore('InnerProduct', created.id, 1, { updatedAt: renamed.updatedAt });

    expect(expectError(result, 409, 'PATH_TAKEN').fields).toEqual({ namePath: 'Đường dẫn đã tồn tại' });
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers 400 for a missing or malformed version, and 404 for an unknown revision', async () => {
    const created = await create('/api/Article', articleInput());
    const first = await save('/api/Article', created, { headerText: 'Đã sửa' });

    expect(expectError(await restore('Article', created.id, 1, {}), 400, 'VALIDATION').fields).toEqual({
      updatedAt: 'Bắt buộc',
    });
    expect(
      expectError(await restore('Article', created.id, 1, { updatedAt: 'hôm qua' }), 400, 'VALIDATION').fields,
    ).toEqual({ updatedAt: 'Thời điểm cập nhật không hợp lệ' });
    expectError(await restore('Article', created.id, 7, { updatedAt: first.updatedAt }), 404, 'NOT_FOUND');
    expectError(await restore('Video', created.id, 1, { updatedAt: first.updatedAt }), 404, 'NOT_FOUND');
  });

  it('restores a configuration value, and refuses an editor one that only owners save', async () => {
    const saveConfig = async (configKey: string, value: string, cookie = owner) => {
      const result = await send<{ configKey: string; value: string; updatedAt: string }[]>(
        api,
        'POST',
        '/api/Configuration',
        { cookie, json: [{ configKey, label: configKey, value }] },
      );
      expect(result.status).toBe(200);
      return result.body[0]!;
    };
    await saveConfig('ABOUT_US', '<p>Công ty thành lập năm 2005.</p>');
    const about = await saveConfig('ABOUT_US', '<p>Đã viết lại.</p>', editor.cookie);
    await saveConfig('REVISION_HOTLINE', '0900 111 222');
    const hotline = await saveConfig('REVISION_HOTLINE', '0900 333 444');

    const byEditor = await restore('Configuration', 'ABOUT_US', 1, { updatedAt: about.updatedAt }, editor.cookie);
    const refused = await restore(
      'Configuration',
      'REVISION_HOTLINE',
      1,
      { updatedAt: hotline.updatedAt },
      editor.cookie,
    );

    expect(byEditor.status).toBe(200);
    expect(byEditor.body).toEqual(
      expect.objectContaining({ configKey: 'ABOUT_US', value: '<p>Công ty thành lập năm 2005.</p>' }),
    );
    expect((await history('Configuration', 'ABOUT_US')).map((entry) => [entry.revision, entry.summary])).toEqual([
      [2, 'Khôi phục bản #1: Giá trị'],
      [1, 'Sửa: Giá trị'],
    ]);
    expectError(refused, 403, 'FORBIDDEN');
    expect((await restore('Configuration', 'REVISION_HOTLINE', 1, { updatedAt: hotline.updatedAt })).status).toBe(200);
  });
});

describe('a deleted record', () => {
  it('is listed among deleted records and brought back under its own id and path', async () => {
    const created = await create('/api/Article', articleInput({ headerText: 'Hướng dẫn tra mỡ' }));
    const saved = await save('/api/Article', created, { summaryText: 'Lượng mỡ theo tốc độ quay' });
    expect((await send(api, 'DELETE', `/api/Article/${created.id}`, { cookie: editor.cookie })).status).toBe(204);

    const listed = (await deletedRecords()).find(
      (record) => record.entity === 'Article' && record.id === String(created.id),
    );
    expect(listed).toEqual({
      entity: 'Article',
      id: String(created.id),
      revision: 2,
      deletedAt: expect.any(String),
      username: editor.account.username,
      title: 'Hướng dẫn tra mỡ',
      path: `/blogs/${created.articlePath}`,
      restorableUntil: expect.any(String),
    });
    const days = (Date.parse(listed!.restorableUntil) - Date.parse(listed!.deletedAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    expect((await send(api, 'GET', `/api/Article/${created.id}`)).status).toBe(404);

    const result = await restore('Article', created.id, 2, { updatedAt: null });

    expect(result.status).toBe(200);
    expect(result.body).toEqual(
      expect.objectContaining({
        id: created.id,
        articlePath: created.articlePath,
        summaryText: saved.summaryText,
        createdAt: created.createdAt,
      }),
    );
    expect((await send<Record_>(api, 'GET', `/api/Article/Path?path=${created.articlePath}`)).body.id).toBe(created.id);
    expect(
      (await deletedRecords()).some((record) => record.id === String(created.id) && record.entity === 'Article'),
    ).toBe(false);
    expect(
      (await history('Article', created.id)).map((entry) => [entry.revision, entry.action, entry.summary]),
    ).toEqual([
      [3, 'undelete', 'Khôi phục bản đã xóa'],
      [2, 'delete', 'Xóa'],
      [1, 'update', 'Sửa: Tóm tắt'],
    ]);
  });

  it('keeps its revisions 90 days: every one of them expires, and a restore takes the expiry off again', async () => {
    const created = await create('/api/InnerProduct', productInput());
    await save('/api/InnerProduct', created, { brand: 'NSK' });
    const deletedAt = Date.now();
    expect((await send(api, 'DELETE', `/api/InnerProduct/${created.id}`, { cookie: owner })).status).toBe(204);

    const revisions = await itemsWithPrefix(`REV#INNER#${created.id}`);

    expect(revisions).toHaveLength(2);
    for (const revision of revisions) {
      expect(Number(revision.ttl) * 1000 - deletedAt).toBeGreaterThan(89.9 * 86_400_000);
      expect(Number(revision.ttl) * 1000 - deletedAt).toBeLessThan(90.1 * 86_400_000);
    }

    expect((await restore('InnerProduct', created.id, 2, { updatedAt: null })).status).toBe(200);
    const kept = await itemsWithPrefix(`REV#INNER#${created.id}`);
    expect(kept).toHaveLength(3);
    expect(kept.every((revision) => revision.ttl === undefined && revision.gsi1pk === undefined)).toBe(true);
  });

  it('comes back into its category and the search, counted again', async () => {
    const created = await create('/api/InnerProduct', productInput({ name: 'Vòng bi NTN 6310 hiếm' }));
    await send(api, 'DELETE', `/api/InnerProduct/${created.id}`, { cookie: owner });
    expect(
      (await send<unknown[]>(api, 'GET', '/api/InnerProduct/SearchInnerProductByName?name=6310 hiếm')).body,
    ).toEqual([]);

    expect((await restore('InnerProduct', created.id, 1, { updatedAt: null })).status).toBe(200);

    const found = await send<{ id: number }[]>(api, 'GET', '/api/InnerProduct/SearchInnerProductByName?name=6310 hiếm');
    expect(found.body.map((product) => product.id)).toEqual([created.id]);
    const outer = await send<{ innerProducts: { id: number }[] }>(api, 'GET', `/api/OuterProduct/${outerProductId}`);
    expect(outer.body.innerProducts.map((product) => product.id)).toContain(created.id);
  });

  it('answers 409 PATH_TAKEN when a new record took its path, and comes back on another path staff choose', async () => {
    const created = await create('/api/InnerProduct', productInput());
    await send(api, 'DELETE', `/api/InnerProduct/${created.id}`, { cookie: owner });
    await create('/api/InnerProduct', productInput({ namePath: created.namePath }));
    const before = await tableSnapshot();

    const taken = await restore('InnerProduct', created.id, 1, { updatedAt: null });

    expect(expectError(taken, 409, 'PATH_TAKEN').fields).toEqual({ namePath: 'Đường dẫn đã tồn tại' });
    expect(await tableSnapshot()).toEqual(before);
    const elsewhere = await restore('InnerProduct', created.id, 1, { updatedAt: null, path: `${created.namePath}-cu` });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.namePath).toBe(`${created.namePath}-cu`);
  });

  it('answers 409 STALE when it exists again, and for a version sent for a record deleted meanwhile', async () => {
    const created = await create('/api/Article', articleInput());
    const saved = await save('/api/Article', created, { headerText: 'Sửa trước khi xóa' });
    await send(api, 'DELETE', `/api/Article/${created.id}`, { cookie: owner });

    expectError(await restore('Article', created.id, 1, { updatedAt: saved.updatedAt }), 409, 'STALE');
    expect((await restore('Article', created.id, 2, { updatedAt: null })).status).toBe(200);
    expectError(await restore('Article', created.id, 2, { updatedAt: null }), 409, 'STALE');
  });

  it('answers 400 when its category no longer exists, and 404 once its revisions are gone', async () => {
    const category = await create('/api/OuterProduct', {
      name: 'Danh mục tạm',
      namePath: unique('danh-muc-tam'),
      summaryDetail: 'Sẽ xóa',
      productType: 1,
      imageId,
    });
    const product = await create('/api/InnerProduct', productInput({ outerProductId: category.id }));
    await send(api, 'DELETE', `/api/InnerProduct/${product.id}`, { cookie: owner });
    await send(api, 'DELETE', `/api/OuterProduct/${category.id}`, { cookie: owner });

    const orphan = await restore('InnerProduct', product.id, 1, { updatedAt: null });

    expect(expectError(orphan, 400, 'VALIDATION').fields).toEqual({
      outerProductId: 'Danh mục sản phẩm không tồn tại',
    });
    // The category first, then the product.
    const listed = (await deletedRecords()).filter((record) =>
      [String(category.id), String(product.id)].includes(record.id),
    );
    expect(listed.map((record) => record.entity)).toEqual(['OuterProduct', 'InnerProduct']);
    expect(listed[0]!.path).toBe(`/products/${category.namePath}`);
    expect(listed[1]!.path).toBe(`/products/${category.namePath}/${product.namePath}`);
    expect((await restore('OuterProduct', category.id, 1, { updatedAt: null })).status).toBe(200);
    expect((await restore('InnerProduct', product.id, 1, { updatedAt: null })).status).toBe(200);
    expectError(await restore('InnerProduct', 987_654, 1, { updatedAt: null }), 404, 'NOT_FOUND');
  });
});

describe('how many revisions a record keeps', () => {
  it('keeps the newest 50: the 51st save drops the oldest in its own transaction', async () => {
    let current = await create('/api/OuterProduct', {
      name: 'Mỡ bôi trơn 0',
      namePath: unique('mo-boi-tron'),
      summaryDetail: 'Mỡ',
      productType: 1,
      imageId,
    });
    for (let n = 1; n <= 53; n += 1) current = await save('/api/OuterProduct', current, { name: `Mỡ bôi trơn ${n}` });

    const entries = await history('OuterProduct', current.id);

    expect(entries).toHaveLength(50);
    expect(entries[0]!.revision).toBe(53);
    expect(entries.at(-1)!.revision).toBe(4);
    expect((await itemsWithPrefix(`REV#OUTER#${current.id}`)).length).toBe(50);
    const oldest = await send<Record_>(api, 'GET', `/api/revisions/OuterProduct/${current.id}/4`, { cookie: owner });
    expect(oldest.body.name).toBe('Mỡ bôi trơn 3');
  }, 60_000);
});

describe('who may read and restore revisions', () => {
  const routes = (id: number) => [
    ['GET', `/api/revisions/Article/${id}`],
    ['GET', `/api/revisions/Article/${id}/1`],
    ['GET', '/api/revisions/deleted'],
    ['POST', `/api/revisions/Article/${id}/1/restore`],
  ];

  it('answers 401 without a session and 403 to sales, writing nothing; editors and owners are served', async () => {
    const created = await create('/api/Article', articleInput());
    const saved = await save('/api/Article', created, { headerText: 'Có bản trước' });
    const before = await tableSnapshot();

    for (const [method, path] of routes(created.id)) {
      const json = method === 'POST' ? { updatedAt: saved.updatedAt } : undefined;
      expect(await send(api, method!, path!, { json })).toEqual(
        expect.objectContaining({ status: 401, body: { message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' } }),
      );
      expect(await send(api, method!, path!, { json, cookie: sales.cookie })).toEqual(
        expect.objectContaining({
          status: 403,
          body: { message: 'Bạn không có quyền thực hiện thao tác này', code: 'FORBIDDEN' },
        }),
      );
    }
    expect(await tableSnapshot()).toEqual(before);

    for (const [method, path] of routes(created.id)) {
      const json = method === 'POST' ? { updatedAt: saved.updatedAt } : undefined;
      expect((await send(api, method!, path!, { json, cookie: editor.cookie })).status, path).toBe(200);
    }
  });
});
