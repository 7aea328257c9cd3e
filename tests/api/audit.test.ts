import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ID_PATTERN, AUDIT_PAGE_SIZE, type AuditEntity, type AuditEntry } from '@vongbi/functions/contract';
import { actAs } from '@vongbi/functions/core/acting-staff';
import { putAuditEntry } from '@vongbi/functions/core/repositories/audit-log-repository';
import { importInnerProducts, type InnerProductWrite } from '@vongbi/functions/core/services/inner-products';
import { vietnamDay, vietnamDayStart, vietnamMonth } from '@vongbi/functions/core/rules/vietnam-time';
import { useTestApi } from '../helpers/api-client';
import { TEST_ADMIN } from '../helpers/emulators.global-setup';
import { formWith, sampleImages } from '../helpers/images';
import { rawRequest } from '../helpers/raw-http';
import {
  createFixtures,
  freshPath,
  STAFF_PASSWORD,
  validJson,
  writeRoutes,
  type Fixtures,
} from '../helpers/route-requests';
import { signInStaff, signInWith, type SignedInStaff } from '../helpers/staff';
import { tableItems, type TableItem } from '../helpers/storage';

// The audit log through the API: each kind of staff write names its author (owner, editor and sales accounts
// made through the API), sign-ins and failed ones are recorded without what was typed, owners read the log
// newest first by Vietnam days, person and kind of record, page after page and month after month, and nothing
// in it is a password, a token or a visitor's details. A write that is refused writes no entry.

const api = useTestApi();
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

let owner: string;
let fixtures: Fixtures;
let editor: SignedInStaff;
let sales: SignedInStaff;

beforeAll(async () => {
  owner = await api.login();
  fixtures = await createFixtures(api, owner);
  editor = await signInStaff(api, owner, 'editor');
  sales = await signInStaff(api, owner, 'sales');
});

const readLog = async (query: Record<string, string> = {}, cookie = owner): Promise<AuditEntry[]> => {
  const response = await api.request(`/api/audit?${new URLSearchParams(query)}`, { cookie });
  expect(response.status, JSON.stringify(query)).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as AuditEntry[];
};

/** Every page of the log for a query, following `before` until a page is short. */
const readAllPages = async (query: Record<string, string>): Promise<AuditEntry[][]> => {
  const pages: AuditEntry[][] = [];
  for (let before: string | undefined; ;) {
    const page = await readLog(before ? { ...query, before } : query);
    pages.push(page);
    if (page.length < AUDIT_PAGE_SIZE) return pages;
    before = page.at(-1)!.id;
  }
};

const auditItems = async (): Promise<TableItem[]> =>
  (await tableItems()).filter((item) => item.pk.startsWith('AUDIT#'));

const createWith = async (cookie: string, path: string, changes: Record<string, unknown> = {}) => {
  const route = writeRoutes.find((candidate) => candidate.method === 'POST' && candidate.path === path)!;
  const response = await api.request(path, {
    method: 'POST',
    cookie,
    json: { ...(validJson(route, fixtures) as Record<string, unknown>), ...changes },
  });
  expect(response.status, path).toBe(201);
  return (await response.json()) as Record<string, unknown> & { id: number; updatedAt: string };
};

let client = 100;
const CUSTOMER = { customerName: 'Phạm Thị Quỳnh', phone: '0987 654 321', email: 'quynh.pham@thepmiennam.vn' };
/** A visitor's quote request, from a client address of its own. */
const submitQuote = async (note: string): Promise<number> => {
  const route = writeRoutes.find((candidate) => candidate.method === 'POST' && candidate.path === '/api/QuoteRequest')!;
  const response = await rawRequest(`${api.url}/api/QuoteRequest`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...(validJson(route, fixtures) as Record<string, unknown>), ...CUSTOMER, note }),
    localAddress: `127.0.0.${++client}`,
  });
  expect(response.status).toBe(201);
  return (JSON.parse(response.body) as { id: number }).id;
};

const newestOf = async (username: string, entity: AuditEntity) => (await readLog({ username, entity }))[0];

describe('GET /api/audit', () => {
  it('answers 401 without a session and 403 FORBIDDEN to editors and sales', async () => {
    const anonymous = await api.request('/api/audit');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });

    for (const { cookie } of [editor, sales]) {
      const response = await api.request('/api/audit', { cookie });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: 'Bạn không có quyền thực hiện thao tác này',
        code: 'FORBIDDEN',
      });
    }
  });

  it('answers 400 with a Vietnamese message for a bad date, an end before the start, an unknown kind and a malformed `before`', async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ from: '2026-02-30' }, { from: 'Ngày không hợp lệ (định dạng YYYY-MM-DD)' }],
      [{ to: '24/11/2026' }, { to: 'Ngày không hợp lệ (định dạng YYYY-MM-DD)' }],
      [{ from: '2026-11-24', to: '2026-11-23' }, { to: 'Ngày kết thúc không được trước ngày bắt đầu' }],
      [{ entity: 'password' }, { entity: 'Loại bản ghi không tồn tại' }],
      [{ before: 'trang-2' }, { before: 'Mục nhật ký không hợp lệ' }],
      [{ before: '2026-13-01T00:00:00.000Z_0123456789ab' }, { before: 'Mục nhật ký không hợp lệ' }],
      [{ username: 'a\u0000b' }, { username: 'Tên đăng nhập không hợp lệ' }],
    ];
    for (const [query, fields] of cases) {
      const response = await api.request(`/api/audit?${new URLSearchParams(query)}`, { cookie: owner });

      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(await response.json()).toEqual({ message: 'Dữ liệu không hợp lệ', code: 'VALIDATION', fields });
    }
  });

  it('takes empty parameters, as a filter form sends them, as not sent', async () => {
    const entries = await readLog({ from: '', to: '', username: '', entity: '', before: '' });

    expect(entries.length).toBeGreaterThan(0);
    expect(entries).toEqual(await readLog());
  });
});

describe('the entry of each kind of staff write', () => {
  it('names the editor who created, renamed and deleted an article, uploaded an image and changed banners and videos', async () => {
    const article = await createWith(editor.cookie, '/api/Article', { headerText: 'Cách chọn vòng bi FAG' });
    expect(await newestOf(editor.account.username, 'article')).toMatchObject({
      username: editor.account.username,
      action: 'create',
      entity: 'article',
      entityId: String(article.id),
      summary: 'Cách chọn vòng bi FAG',
    });

    const renamed = await api.request(`/api/Article/${article.id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      json: {
        ...(validJson(
          writeRoutes.find((r) => r.method === 'PUT' && r.path === '/api/Article/{id}')!,
          fixtures,
        ) as object),
        headerText: 'Cách chọn vòng bi FAG cho máy nghiền',
        updatedAt: article.updatedAt,
      },
    });
    expect(renamed.status).toBe(200);
    expect(await newestOf(editor.account.username, 'article')).toMatchObject({
      action: 'update',
      entityId: String(article.id),
      summary: 'Cách chọn vòng bi FAG → Cách chọn vòng bi FAG cho máy nghiền',
    });

    expect((await api.request(`/api/Article/${article.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(
      204,
    );
    expect(await newestOf(editor.account.username, 'article')).toMatchObject({
      action: 'delete',
      entityId: String(article.id),
      summary: 'Cách chọn vòng bi FAG cho máy nghiền',
    });

    const upload = await api.request('/api/File', {
      method: 'POST',
      cookie: editor.cookie,
      body: formWith([{ bytes: sampleImages.png, name: 'so-do-lap-dat.png', type: 'image/png' }]),
    });
    expect(upload.status).toBe(201);
    const { urlPath } = (await upload.json()) as { urlPath: string };
    expect(await newestOf(editor.account.username, 'file')).toMatchObject({
      action: 'create',
      entityId: urlPath,
      summary: 'so-do-lap-dat.png',
    });

    const video = await createWith(editor.cookie, '/api/videos', { headerText: 'Lắp vòng bi côn đúng cách' });
    expect((await api.request(`/api/videos/${video.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(
      204,
    );
    const [deleted, createdVideo] = await readLog({ username: editor.account.username, entity: 'video' });
    expect(createdVideo).toMatchObject({
      action: 'create',
      entityId: String(video.id),
      summary: 'Lắp vòng bi côn đúng cách',
    });
    expect(deleted).toMatchObject({
      action: 'delete',
      entityId: String(video.id),
      summary: 'Lắp vòng bi côn đúng cách',
    });

    const banner = await createWith(editor.cookie, '/api/bannerImages');
    expect(
      (await api.request(`/api/bannerImages/${banner.id}`, { method: 'DELETE', cookie: editor.cookie })).status,
    ).toBe(204);
    const banners = await readLog({ username: editor.account.username, entity: 'banner-image' });
    expect(banners.map(({ action, entityId, summary }) => ({ action, entityId, summary }))).toEqual([
      { action: 'delete', entityId: String(banner.id), summary: 'anh.png' },
      { action: 'create', entityId: String(banner.id), summary: 'anh.png' },
    ]);
  });

  it('names the editor who changed the catalogue: a category, a product moved and renamed, a product deleted', async () => {
    const outer = await createWith(editor.cookie, '/api/OuterProduct', { name: 'Vòng bi tang trống' });
    const inner = await createWith(editor.cookie, '/api/InnerProduct', { name: 'Vòng bi 22220 E' });
    const moved = await api.request(`/api/InnerProduct/${inner.id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      json: {
        ...(validJson(
          writeRoutes.find((r) => r.method === 'PUT' && r.path === '/api/InnerProduct/{id}')!,
          fixtures,
        ) as object),
        name: 'Vòng bi 22220 EK',
        outerProductId: outer.id,
      },
    });
    expect(moved.status).toBe(200);
    expect(
      (await api.request(`/api/InnerProduct/${inner.id}`, { method: 'DELETE', cookie: editor.cookie })).status,
    ).toBe(204);

    expect(await newestOf(editor.account.username, 'outer-product')).toMatchObject({
      action: 'create',
      entityId: String(outer.id),
      summary: 'Vòng bi tang trống',
    });
    const products = await readLog({ username: editor.account.username, entity: 'inner-product' });
    expect(products.slice(0, 3).map(({ action, summary }) => ({ action, summary }))).toEqual([
      { action: 'delete', summary: 'Vòng bi 22220 EK' },
      { action: 'update', summary: 'Vòng bi 22220 E → Vòng bi 22220 EK' },
      { action: 'create', summary: 'Vòng bi 22220 E' },
    ]);
  });

  it('names the sales account that answered a quote request and deleted one, by the request’s id alone', async () => {
    const answered = await submitQuote('Cần gấp trong tuần');
    const removed = await submitQuote('Báo giá thêm phớt chặn dầu');

    const update = await api.request(`/api/QuoteRequest/${answered}`, {
      method: 'PUT',
      cookie: sales.cookie,
      json: { status: 'processing', staffNote: 'Đã gọi lại chị Quỳnh số 0987654321' },
    });
    expect(update.status).toBe(200);
    expect((await api.request(`/api/QuoteRequest/${removed}`, { method: 'DELETE', cookie: sales.cookie })).status).toBe(
      204,
    );

    const entries = await readLog({ username: sales.account.username, entity: 'quote-request' });
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'delete', entityId: String(removed), summary: 'Yêu cầu báo giá #' + removed }),
      expect.objectContaining({
        action: 'update',
        entityId: String(answered),
        summary: 'Trạng thái Mới → Đang xử lý; sửa ghi chú',
      }),
    ]);
  });

  it('names the keys of a configuration save, the editor’s and the owner’s', async () => {
    const editorSave = await api.request('/api/Configuration', {
      method: 'POST',
      cookie: editor.cookie,
      json: [{ configKey: 'CONTACT_FULL_TEXT', value: '<p>Liên hệ</p>' }],
    });
    const ownerSave = await api.request('/api/Configuration', {
      method: 'POST',
      cookie: owner,
      json: [
        { configKey: 'PHONE', label: 'Hotline', value: '0901 234 567' },
        { configKey: 'ADDRESS', label: 'Địa chỉ', value: '12 Nguyễn Văn Linh, Đà Nẵng' },
      ],
    });

    expect([editorSave.status, ownerSave.status]).toEqual([200, 200]);
    expect(await newestOf(editor.account.username, 'configuration')).toMatchObject({
      action: 'update',
      entityId: 'CONTACT_FULL_TEXT',
      summary: 'Lưu CONTACT_FULL_TEXT',
    });
    expect(await newestOf(TEST_ADMIN.username, 'configuration')).toMatchObject({
      action: 'update',
      entityId: null,
      summary: 'Lưu PHONE, ADDRESS',
    });
  });

  it('names the owner who created, changed and reset an account, and the account that changed its own password', async () => {
    const person = await signInStaff(api, owner, 'editor');
    const reset = await api.request(`/api/staff/${person.account.id}`, {
      method: 'PUT',
      cookie: owner,
      json: {
        displayName: person.account.displayName,
        role: 'sales',
        disabled: false,
        password: 'mat-khau-moi-cap-lai',
      },
    });
    expect(reset.status).toBe(200);
    const own = await signInStaff(api, owner, 'sales');
    const change = await api.request('/api/auth/password', {
      method: 'POST',
      cookie: own.cookie,
      json: { currentPassword: STAFF_PASSWORD, newPassword: 'mat-khau-rieng-cua-toi' },
    });
    expect(change.status).toBe(204);

    const byOwner = await readLog({ username: TEST_ADMIN.username, entity: 'staff' });
    expect(
      byOwner.find((entry) => entry.action === 'create' && entry.entityId === String(person.account.id)),
    ).toMatchObject({ summary: `${person.account.username} · Nhân viên editor · Biên tập viên` });
    expect(
      byOwner.find((entry) => entry.action === 'update' && entry.entityId === String(person.account.id)),
    ).toMatchObject({ summary: `${person.account.username}: vai trò Biên tập viên → Kinh doanh; đặt lại mật khẩu` });
    expect(await newestOf(own.account.username, 'staff')).toMatchObject({
      action: 'password',
      entityId: String(own.account.id),
      summary: 'Tự đổi mật khẩu; các phiên đăng nhập khác đã kết thúc',
    });
  });

  it('records sign-ins, and failed ones under the account’s name only when the name typed is one', async () => {
    const person = await signInStaff(api, owner, 'sales');
    const typedPassword = 'Mat-Khau-Go-Nham-O-Ten-2026';

    expect((await signInWith(api, person.account.username, 'sai-mat-khau-roi')).status).toBe(401);
    expect((await signInWith(api, typedPassword, 'x')).status).toBe(401);
    const disable = await api.request(`/api/staff/${person.account.id}`, {
      method: 'PUT',
      cookie: owner,
      json: { displayName: person.account.displayName, role: 'sales', disabled: true },
    });
    expect(disable.status).toBe(200);
    expect((await signInWith(api, person.account.username)).status).toBe(401);

    const entries = await readLog({ entity: 'staff' });
    const signIns = entries.filter((entry) => entry.action === 'login' || entry.action === 'login-failed');
    expect(
      signIns.slice(0, 3).map(({ username, action, entityId, summary }) => ({ username, action, entityId, summary })),
    ).toEqual([
      {
        username: person.account.username,
        action: 'login-failed',
        entityId: null,
        summary: 'Tài khoản đã bị khóa hoặc vừa đổi mật khẩu',
      },
      { username: null, action: 'login-failed', entityId: null, summary: 'Tên đăng nhập không tồn tại' },
      { username: person.account.username, action: 'login-failed', entityId: null, summary: 'Sai mật khẩu' },
    ]);
    expect(signIns[3]).toMatchObject({
      username: person.account.username,
      action: 'login',
      summary: 'Nhân viên sales (Kinh doanh)',
    });
    expect(JSON.stringify(await auditItems())).not.toContain(typedPassword);
  });

  it('fits an import’s largest transaction: 16 products of 16 categories and search shards, and one entry', async () => {
    const outers = [];
    for (let i = 0; i < 16; i += 1) outers.push(await createWith(owner, '/api/OuterProduct', { name: `Nhóm ${i}` }));
    const route = writeRoutes.find((r) => r.method === 'POST' && r.path === '/api/InnerProduct')!;
    const inputs = outers.map((outer, i) => ({
      ...(validJson(route, fixtures) as InnerProductWrite),
      name: `Vòng bi nhập ${i}`,
      outerProductId: outer.id,
    }));

    const ids = await actAs({ username: editor.account.username }, () => importInnerProducts(inputs));

    expect(new Set(ids.map((id) => id % 32)).size).toBe(16);
    const [entry, ...others] = await readLog({ username: editor.account.username, entity: 'inner-product' });
    expect(entry).toMatchObject({ action: 'create', entityId: null });
    expect(entry!.summary).toMatch(/^16 bản ghi: Vòng bi nhập 0, Vòng bi nhập 1, /);
    expect(others.every((other) => !other.summary.startsWith('16 bản ghi'))).toBe(true);
  });

  it('writes no entry for a refused write: 400, 403, 404 and 409', async () => {
    const article = await createWith(editor.cookie, '/api/Article');
    const before = await auditItems();
    const articleRoute = writeRoutes.find((r) => r.method === 'POST' && r.path === '/api/Article')!;

    const refused = [
      // 400: a missing title
      await api.request('/api/Article', {
        method: 'POST',
        cookie: editor.cookie,
        json: { ...(validJson(articleRoute, fixtures) as object), headerText: '' },
      }),
      // 403: an editor saving the hotline
      await api.request('/api/Configuration', {
        method: 'POST',
        cookie: editor.cookie,
        json: [{ configKey: 'PHONE', value: '0900 000 000' }],
      }),
      // 403: sales writing an article
      await api.request('/api/Article', {
        method: 'POST',
        cookie: sales.cookie,
        json: validJson(articleRoute, fixtures),
      }),
      // 404: a video that does not exist
      await api.request('/api/videos/987654', { method: 'DELETE', cookie: editor.cookie }),
      // 409 PATH_TAKEN and 409 STALE
      await api.request('/api/Article', {
        method: 'POST',
        cookie: editor.cookie,
        json: { ...(validJson(articleRoute, fixtures) as object), articlePath: article.articlePath },
      }),
      await api.request(`/api/Article/${article.id}`, {
        method: 'PUT',
        cookie: editor.cookie,
        json: { ...(validJson(articleRoute, fixtures) as object), updatedAt: '2020-01-01T00:00:00.000Z' },
      }),
      // 400: a wrong current password
      await api.request('/api/auth/password', {
        method: 'POST',
        cookie: editor.cookie,
        json: { currentPassword: 'khong-phai-mat-khau', newPassword: 'mat-khau-moi-dai-du' },
      }),
    ];

    expect(refused.map((response) => response.status)).toEqual([400, 403, 403, 404, 409, 409, 400]);
    expect(await auditItems()).toEqual(before);
  });
});

describe('what the log holds', () => {
  it('never a password, a hash, a session token or a visitor’s details, in any stored entry', async () => {
    const password = 'mat-khau-that-bi-mat';
    const created = await api.request('/api/staff', {
      method: 'POST',
      cookie: owner,
      json: { username: freshPath('bi-mat'), displayName: 'Lê Văn Tâm', role: 'sales', password },
    });
    expect(created.status).toBe(201);
    const { username } = (await created.json()) as { username: string };
    const signedIn = await signInWith(api, username, password);
    const token = signedIn.cookie!.slice('session='.length);
    const quote = await submitQuote('Giao tới kho Biên Hòa');
    const answered = await api.request(`/api/QuoteRequest/${quote}`, {
      method: 'PUT',
      cookie: signedIn.cookie,
      json: { status: 'done', staffNote: `Đã báo giá cho ${CUSTOMER.customerName}, ${CUSTOMER.email}` },
    });
    expect(answered.status).toBe(200);

    const stored = JSON.stringify(await auditItems());
    const hashes = (await tableItems())
      .filter((item) => item.pk.startsWith('STAFFLOGIN#'))
      .map((item) => String(item.passwordHash));
    const forbidden = [
      password,
      STAFF_PASSWORD,
      TEST_ADMIN.password,
      'mat-khau-moi-cap-lai',
      'mat-khau-rieng-cua-toi',
      token,
      createHash('sha256').update(token).digest('hex'),
      ...hashes,
      CUSTOMER.customerName,
      CUSTOMER.phone,
      CUSTOMER.phone.replace(/\s/g, ''),
      CUSTOMER.email,
      'Giao tới kho Biên Hòa',
      'Đã gọi lại',
    ];
    for (const text of forbidden) expect(stored, text).not.toContain(text);
    expect(hashes.length).toBeGreaterThan(0);
  });

  it('keeps each entry 365 days: its ttl is its time plus 365 days, and older entries are not answered', async () => {
    const items = await auditItems();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.ttl).toBe(Math.floor((Date.parse(String(item.at)) + 365 * DAY) / 1000));
      expect(item.sk).toBe(item.id);
      expect(String(item.id)).toMatch(AUDIT_ID_PATTERN);
      expect(item.pk).toBe(`AUDIT#${vietnamMonth(new Date(String(item.at)))}`);
    }

    const old = new Date(Date.now() - 366 * DAY);
    await putAuditEntry('cu.qua', { action: 'update', entity: 'video', entityId: 1, summary: 'Cũ' }, old);
    const kept = new Date(Date.now() - 364 * DAY);
    await putAuditEntry('cu.qua', { action: 'update', entity: 'video', entityId: 2, summary: 'Còn giữ' }, kept);

    expect((await readLog({ username: 'cu.qua' })).map((entry) => entry.summary)).toEqual(['Còn giữ']);
    expect((await readLog({ username: 'cu.qua', from: vietnamDay(old) })).map((entry) => entry.summary)).toEqual([
      'Còn giữ',
    ]);
  });
});

describe('reading the log by days, person and kind, page after page', () => {
  // Entries written with chosen times either side of the start of last month (Vietnam time), where nothing else
  // of this file falls: 35 of `nhat.ky` about articles on each side, and 100 of `nguoi.khac` about videos between.
  const monthStart = (time: Date) => vietnamDayStart(`${vietnamMonth(time)}-01`);
  const boundary = monthStart(new Date(monthStart(new Date()).getTime() - DAY));
  const lastDayBefore = vietnamDay(new Date(boundary.getTime() - DAY));
  const firstDay = vietnamDay(boundary);
  const range = { from: lastDayBefore, to: firstDay };
  const written: AuditEntry[] = [];

  beforeAll(async () => {
    const put = async (username: string, entity: AuditEntity, at: Date, summary: string) => {
      await putAuditEntry(username, { action: 'update', entity, entityId: written.length + 1, summary }, at);
    };
    for (let i = 1; i <= 35; i += 1) {
      await put('nhat.ky', 'article', new Date(boundary.getTime() - i * 20 * MINUTE), `Trước ${i}`);
      await put('nhat.ky', 'article', new Date(boundary.getTime() + i * 20 * MINUTE - MINUTE), `Sau ${i}`);
    }
    for (let i = 0; i < 50; i += 1) {
      await put('nguoi.khac', 'video', new Date(boundary.getTime() - i * 7 * MINUTE - 3 * MINUTE), `Video trước ${i}`);
      await put('nguoi.khac', 'video', new Date(boundary.getTime() + i * 7 * MINUTE + 3 * MINUTE), `Video sau ${i}`);
    }
    written.push(...(await readAllPages(range)).flat());
  });

  it('pages the whole range newest first across the month boundary: full pages, then a short last one, nothing twice', async () => {
    const pages = await readAllPages(range);

    expect(pages.map((page) => page.length)).toEqual([50, 50, 50, 20]);
    const all = pages.flat();
    expect(new Set(all.map((entry) => entry.id)).size).toBe(170);
    expect(all.map((entry) => entry.id)).toEqual([...all.map((entry) => entry.id)].sort().reverse());
    expect(all.map((entry) => entry.at)).toEqual([...all.map((entry) => entry.at)].sort().reverse());
    const months = new Set(all.map((entry) => vietnamMonth(new Date(entry.at))));
    expect(months.size).toBe(2);
  });

  it('fills every page of one person’s entries, however few of the range they are, across months', async () => {
    const pages = await readAllPages({ ...range, username: 'nhat.ky' });

    expect(pages.map((page) => page.length)).toEqual([50, 20]);
    expect(pages.flat().every((entry) => entry.username === 'nhat.ky' && entry.entity === 'article')).toBe(true);
    expect(pages.flat().map((entry) => entry.id)).toEqual(
      written.filter((entry) => entry.username === 'nhat.ky').map((entry) => entry.id),
    );
    // The first page crosses the month boundary: all 35 of last month, then 15 of the month before.
    expect(pages[0]!.filter((entry) => entry.summary.startsWith('Sau'))).toHaveLength(35);
  });

  it('filters by kind of record, and by person and kind together', async () => {
    const videos = await readAllPages({ ...range, entity: 'video' });
    expect(videos.map((page) => page.length)).toEqual([50, 50, 0]);
    expect(videos.flat().map((entry) => entry.id)).toEqual(
      written.filter((entry) => entry.entity === 'video').map((entry) => entry.id),
    );

    expect(await readLog({ ...range, username: 'nhat.ky', entity: 'video' })).toEqual([]);
    expect((await readAllPages({ ...range, username: 'nguoi.khac', entity: 'video' })).flat()).toHaveLength(100);
    expect(await readLog({ ...range, username: 'khong-ai-ca' })).toEqual([]);
  });

  it('reads `from` and `to` as Vietnam days: 00:30 in Vietnam is the day before in UTC, and counts for its Vietnam day', async () => {
    const lastDay = await readLog({ from: lastDayBefore, to: lastDayBefore, username: 'nhat.ky' });
    const firstDayEntries = (await readAllPages({ from: firstDay, to: firstDay, username: 'nhat.ky' })).flat();

    expect(lastDay.map((entry) => entry.summary)).toEqual(Array.from({ length: 35 }, (_, i) => `Trước ${i + 1}`));
    expect(firstDayEntries.map((entry) => entry.summary)).toEqual(
      Array.from({ length: 35 }, (_, i) => `Sau ${35 - i}`),
    );
    // `Sau 2` is at 00:39 in Vietnam, 17:39 of the day before in UTC.
    const early = firstDayEntries.find((entry) => entry.summary === 'Sau 2')!;
    expect(new Date(early.at).toISOString().slice(0, 10)).toBe(lastDayBefore);
  });

  it('answers the whole retention by default, and continues after `before`', async () => {
    const [first] = await readAllPages({ username: 'nhat.ky' });
    expect(first).toEqual((await readAllPages({ ...range, username: 'nhat.ky' }))[0]);

    const after = await readLog({ username: 'nhat.ky', before: first![9]!.id });
    expect(after.map((entry) => entry.id)).toEqual(
      written
        .filter((entry) => entry.username === 'nhat.ky')
        .slice(10, 10 + AUDIT_PAGE_SIZE)
        .map((entry) => entry.id),
    );
  });
});
