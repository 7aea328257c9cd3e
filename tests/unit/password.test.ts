import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@vongbi/functions/core/auth/password';

describe('scrypt password hashes', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Mật-khẩu đúng');

    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Mật-khẩu đúng', hash)).toBe(true);
    expect(await verifyPassword('mật-khẩu đúng', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses everything against a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$1$1$$')).toBe(false);
  });
});
