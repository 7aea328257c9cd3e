import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '@vongbi/functions/core/auth/password';
import { adminLogin, configureLocalAdmin, LOCAL_ADMIN_DEFAULTS } from '@vongbi/local/runtime';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('the admin login npm start prints', () => {
  it('shows the local default password when ADMIN_PASSWORD is unset', async () => {
    delete process.env.ADMIN_USERNAME;
    delete process.env.ADMIN_PASSWORD;

    const line = adminLogin(await configureLocalAdmin());

    expect(line).toBe('admin / vongbi-admin   (local default; set ADMIN_USERNAME / ADMIN_PASSWORD to change)');
    expect(await verifyPassword(LOCAL_ADMIN_DEFAULTS.password, process.env.ADMIN_PASSWORD_HASH!)).toBe(true);
  });

  it('names the user but never shows a password from ADMIN_PASSWORD', async () => {
    process.env.ADMIN_USERNAME = 'nhanvien';
    process.env.ADMIN_PASSWORD = 'Mật-khẩu thật';

    const line = adminLogin(await configureLocalAdmin());

    expect(line).toBe('nhanvien   (password: the one in ADMIN_PASSWORD)');
    expect(line).not.toContain('Mật-khẩu thật');
    expect(await verifyPassword('Mật-khẩu thật', process.env.ADMIN_PASSWORD_HASH!)).toBe(true);
  });
});
