import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccount } from '@vongbi/functions/contract/staff';
import { findStaffLogin, recordSignIn } from '@vongbi/functions/core/repositories/staff-repository';
import { useTestApi } from '../helpers/api-client';
import { TEST_ADMIN } from '../helpers/emulators.global-setup';
import { rawRequest } from '../helpers/raw-http';
import { STAFF_PASSWORD } from '../helpers/route-requests';
import { signInStaff, signInWith } from '../helpers/staff';
import { tableItems } from '../helpers/storage';

// Staff accounts through the API: owners manage them, each role does its part, and a session ends when its
// account is disabled or its password changes. The deploy-time secret's owner is the one account nobody can
// lock out.

const api = useTestApi();
let owner: string;

beforeAll(async () => {
  owner = await api.login();
});

const ACCOUNT_KEYS = ['createdAt', 'disabled', 'displayName', 'id', 'lastLoginAt', 'role', 'updatedAt', 'username'];

const status = async (path: string, cookie: string | undefined) => {
  const response = await api.request(path, { cookie });
  await response.arrayBuffer();
  return response.status;
};

const putStaff = (id: number, json: Record<string, unknown>, cookie = owner) =>
  api.request(`/api/staff/${id}`, { method: 'PUT', cookie, json });

const changePassword = (cookie: string, json: Record<string, unknown>) =>
  api.request('/api/auth/password', { method: 'POST', cookie, json });

describe('POST /api/staff', () => {
  it('creates an account that signs in with its role, and never answers the hash', async () => {
    const response = await api.request('/api/staff', {
      method: 'POST',
      cookie: owner,
      json: { username: 'thu.ha_01', displayName: 'Nguyễn Thu Hà', role: 'editor', password: STAFF_PASSWORD },
    });

    expect(response.status).toBe(201);
    const text = await response.text();
    const account = JSON.parse(text) as StaffAccount;
    expect(Object.keys(account).sort()).toEqual(ACCOUNT_KEYS);
    expect(account).toMatchObject({ username: 'thu.ha_01', displayName: 'Nguyễn Thu Hà', role: 'editor' });
    expect(account).toMatchObject({ disabled: false, lastLoginAt: null });
    expect(text).not.toMatch(/scrypt|mat-khau/);
    const { cookie } = await signInWith(api, 'thu.ha_01');
    const session = await (await api.request('/api/auth/session', { cookie })).json();
    expect(session).toMatchObject({
      id: account.id,
      username: 'thu.ha_01',
      displayName: 'Nguyễn Thu Hà',
      role: 'editor',
    });
  });

  it('answers 400 with Vietnamese field messages for a bad name, an unknown role and a short password', async () => {
    const before = await tableItems();

    const response = await api.request('/api/staff', {
      method: 'POST',
      cookie: owner,
      json: { username: 'Ab', displayName: ' ', role: 'admin', password: 'ngan' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Dữ liệu không hợp lệ',
      code: 'VALIDATION',
      fields: {
        username: 'Từ 3 đến 50 ký tự: chữ thường không dấu, chữ số, dấu chấm, gạch dưới hoặc gạch ngang',
        displayName: 'Bắt buộc',
        role: 'Vai trò không tồn tại',
        password: 'Mật khẩu cần ít nhất 10 ký tự',
      },
    });
    expect(await tableItems()).toEqual(before);
  });

  it('answers 400 on username when the name is taken, by an account or by the deploy-time secret', async () => {
    const { account } = await signInStaff(api, owner, 'sales');

    for (const username of [account.username, TEST_ADMIN.username]) {
      const before = await tableItems();
      const response = await api.request('/api/staff', {
        method: 'POST',
        cookie: owner,
        json: { username, displayName: 'Người khác', role: 'owner', password: STAFF_PASSWORD },
      });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Dữ liệu không hợp lệ',
        code: 'VALIDATION',
        fields: { username: 'Tên đăng nhập đã được dùng' },
      });
      expect(await tableItems()).toEqual(before);
    }
  });
});

describe('GET /api/staff', () => {
  it('lists every account by user name with its last sign-in, the deploy-time secret’s owner as id 0', async () => {
    const { account } = await signInStaff(api, owner, 'editor');

    const response = await api.request('/api/staff', { cookie: owner });

    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/scrypt|passwordHash|sessionGeneration/);
    const list = JSON.parse(text) as StaffAccount[];
    expect(list.map((item) => item.username)).toEqual(list.map((item) => item.username).sort());
    expect(list.find((item) => item.id === 0)).toMatchObject({ username: TEST_ADMIN.username, role: 'owner' });
    const listed = list.find((item) => item.id === account.id)!;
    expect(Object.keys(listed).sort()).toEqual(ACCOUNT_KEYS);
    expect(Date.parse(listed.lastLoginAt!)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('what each role may do', () => {
  it('lets an editor save the about-us and contact texts, and refuses any other key with 403, writing nothing', async () => {
    const { cookie } = await signInStaff(api, owner, 'editor');
    const texts = [
      { configKey: 'ABOUT_US', label: 'Giới thiệu', value: '<p>Công ty vòng bi</p>' },
      { configKey: 'CONTACT_FULL_TEXT', label: 'Liên hệ', value: '<p>Gọi chúng tôi</p>' },
    ];

    const saved = await api.request('/api/Configuration', { method: 'POST', cookie, json: texts });
    expect(saved.status).toBe(200);

    const before = await tableItems();
    for (const json of [
      [{ configKey: 'PHONE', label: 'Hotline', value: '0901 234 567' }],
      [...texts, { configKey: 'QUOTE_EMAIL', label: 'E-mail', value: 'ke-gian@example.vn' }],
    ]) {
      const response = await api.request('/api/Configuration', { method: 'POST', cookie, json });

      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: 'Bạn không có quyền thực hiện thao tác này',
        code: 'FORBIDDEN',
      });
    }
    expect(await tableItems()).toEqual(before);
  });

  it('lets sales read quote requests and subscriptions, and nothing of the content or the accounts', async () => {
    const { cookie } = await signInStaff(api, owner, 'sales');

    expect(await status('/api/QuoteRequest', cookie)).toBe(200);
    expect(await status('/api/subscriptions', cookie)).toBe(200);
    for (const path of ['/api/Article', '/api/Configuration/admin', '/api/SearchLog', '/api/staff']) {
      expect({ path, status: await status(path, cookie) }).toEqual({ path, status: 403 });
    }
  });

  it('applies a new role at the next request, without signing the account out', async () => {
    const { account, cookie } = await signInStaff(api, owner, 'editor');
    expect(await status('/api/Article', cookie)).toBe(200);

    const response = await putStaff(account.id, { displayName: 'Bán hàng', role: 'sales', disabled: false });

    expect(response.status).toBe(200);
    expect(await status('/api/Article', cookie)).toBe(403);
    expect(await status('/api/QuoteRequest', cookie)).toBe(200);
    expect(await (await api.request('/api/auth/session', { cookie })).json()).toMatchObject({
      displayName: 'Bán hàng',
      role: 'sales',
    });
  });
});

describe('PUT /api/staff/{id}', () => {
  it('disables an account: its sessions end at once and it signs in no more, answered as a wrong password', async () => {
    const { account, cookie } = await signInStaff(api, owner, 'editor');
    const other = (await signInWith(api, account.username)).cookie!;

    const response = await putStaff(account.id, {
      displayName: account.displayName,
      role: account.role,
      disabled: true,
      updatedAt: account.updatedAt,
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: account.id, disabled: true });
    expect(await status('/api/Article', cookie)).toBe(401);
    expect(await status('/api/auth/session', other)).toBe(401);
    const disabled = await api.request('/api/auth/login', {
      method: 'POST',
      json: { username: account.username, password: STAFF_PASSWORD },
    });
    const wrong = await api.request('/api/auth/login', {
      method: 'POST',
      json: { username: account.username, password: 'sai-mat-khau-roi' },
    });
    expect([disabled.status, await disabled.json()]).toEqual([wrong.status, await wrong.json()]);
    expect(disabled.status).toBe(401);

    // Enabled again, it signs in anew; the sessions that ended stay ended.
    const enabled = await putStaff(account.id, {
      displayName: account.displayName,
      role: account.role,
      disabled: false,
    });
    expect(enabled.status).toBe(200);
    expect((await signInWith(api, account.username)).status).toBe(200);
    expect(await status('/api/Article', cookie)).toBe(401);
  });

  it('resets a password: the account’s sessions end, the old password fails and the new one works', async () => {
    const { account, cookie } = await signInStaff(api, owner, 'sales');

    const response = await putStaff(account.id, {
      displayName: account.displayName,
      role: account.role,
      disabled: false,
      password: 'mat-khau-moi-cap-lai',
    });

    expect(response.status).toBe(200);
    expect(await status('/api/QuoteRequest', cookie)).toBe(401);
    expect((await signInWith(api, account.username)).status).toBe(401);
    expect((await signInWith(api, account.username, 'mat-khau-moi-cap-lai')).status).toBe(200);
  });

  it('answers 409 STALE for a save from an older load and writes nothing', async () => {
    const { account } = await signInStaff(api, owner, 'editor');
    await putStaff(account.id, { displayName: 'Lần một', role: 'editor', disabled: false });
    const before = await tableItems();

    const response = await putStaff(account.id, {
      displayName: 'Lần hai',
      role: 'owner',
      disabled: false,
      updatedAt: account.updatedAt,
    });

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'STALE' });
    expect(await tableItems()).toEqual(before);
  });

  it('keeps the deploy-time secret’s owner an enabled owner whose password is the secret’s', async () => {
    const before = await tableItems();

    const response = await putStaff(0, {
      displayName: 'Chủ',
      role: 'editor',
      disabled: true,
      password: 'mat-khau-khac-han',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Dữ liệu không hợp lệ',
      code: 'VALIDATION',
      fields: {
        role: 'Tài khoản chủ luôn có vai trò chủ sở hữu',
        disabled: 'Không thể khóa tài khoản chủ',
        password: 'Mật khẩu tài khoản chủ được đổi trong cấu hình triển khai',
      },
    });
    expect(await tableItems()).toEqual(before);
    expect(await status('/api/staff', owner)).toBe(200);

    const renamed = await putStaff(0, { displayName: 'Chủ cửa hàng', role: 'owner', disabled: false });
    expect(renamed.status).toBe(200);
    expect(await (await api.request('/api/auth/session', { cookie: owner })).json()).toMatchObject({
      id: 0,
      username: TEST_ADMIN.username,
      displayName: 'Chủ cửa hàng',
      role: 'owner',
    });
    expect((await signInWith(api, TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
  });

  it('lets another owner neither demote nor disable the secret’s owner', async () => {
    const { cookie } = await signInStaff(api, owner, 'owner');

    const response = await putStaff(0, { displayName: 'Chủ', role: 'sales', disabled: true }, cookie);

    expect(response.status).toBe(400);
    expect(await status('/api/staff', owner)).toBe(200);
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await putStaff(987_654, { displayName: 'Không có', role: 'sales', disabled: false });

    expect(response.status).toBe(404);
  });
});

describe('POST /api/auth/password', () => {
  it('changes the account’s own password: this session lives on, every other one ends', async () => {
    const { account, cookie } = await signInStaff(api, owner, 'editor');
    const other = (await signInWith(api, account.username)).cookie!;

    const response = await changePassword(cookie, {
      currentPassword: STAFF_PASSWORD,
      newPassword: 'mat-khau-cua-rieng-toi',
    });

    expect(response.status).toBe(204);
    expect(await status('/api/Article', cookie)).toBe(200);
    expect(await status('/api/Article', other)).toBe(401);
    expect((await signInWith(api, account.username)).status).toBe(401);
    expect((await signInWith(api, account.username, 'mat-khau-cua-rieng-toi')).status).toBe(200);
  });

  it('answers 400 for a wrong current password or a short new one, changing nothing', async () => {
    const { account, cookie } = await signInStaff(api, owner, 'sales');
    const other = (await signInWith(api, account.username)).cookie!;

    const wrong = await changePassword(cookie, { currentPassword: 'khong-phai-no', newPassword: 'mat-khau-moi-dai' });
    const short = await changePassword(cookie, { currentPassword: STAFF_PASSWORD, newPassword: 'ngan' });

    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ fields: { currentPassword: 'Mật khẩu hiện tại không đúng' } });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ fields: { newPassword: 'Mật khẩu cần ít nhất 10 ký tự' } });
    expect(await status('/api/QuoteRequest', other)).toBe(200);
    expect((await signInWith(api, account.username)).status).toBe(200);
  });

  it('answers 403 to the deploy-time secret’s owner, whose password the secret holds', async () => {
    const response = await changePassword(owner, {
      currentPassword: TEST_ADMIN.password,
      newPassword: 'mat-khau-moi-dai',
    });

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Bạn không có quyền thực hiện thao tác này', code: 'FORBIDDEN' });
    expect((await signInWith(api, TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
  });
});

describe('signing in as a staff account', () => {
  it('locks the user name after 5 failures, even for the right password', async () => {
    const { account } = await signInStaff(api, owner, 'editor');
    const loginFrom = (password: string) =>
      rawRequest(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: account.username, password }),
        localAddress: '127.0.0.9',
      });

    for (let attempt = 0; attempt < 5; attempt++) expect((await loginFrom('sai-mat-khau-roi')).status).toBe(401);

    expect((await loginFrom(STAFF_PASSWORD)).status).toBe(429);
  });

  it('begins no session from a password checked just before an owner reset it', async () => {
    const { account } = await signInStaff(api, owner, 'sales');
    const checked = await findStaffLogin(account.username);

    const reset = await putStaff(account.id, {
      displayName: account.displayName,
      role: account.role,
      disabled: false,
      password: 'mat-khau-vua-doi-xong',
    });

    expect(reset.status).toBe(200);
    expect(await recordSignIn(checked!, new Date())).toBeUndefined();
    expect((await signInWith(api, account.username, 'mat-khau-vua-doi-xong')).status).toBe(200);
  });
});
