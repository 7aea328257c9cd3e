import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '@vongbi/functions/contract/staff';
import type { AuditEntry } from '@vongbi/functions/contract/audit';
import { auditSearch, filterProblems, readAuditFilter } from '../../frontend/src/features/audit/audit-filter';
import { formatVietnamTime, vietnamToday } from '../../frontend/src/features/audit/audit-time';
import { recordLink } from '../../frontend/src/features/audit/record-link';
import { generatePassword } from '../../frontend/src/features/staff/generate-password';
import { passwordToSend, PASSWORD_MISMATCH } from '../../frontend/src/features/staff/password-fields';

describe('a generated staff password', () => {
  it('has four groups of four characters, none of them easy to misread', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{4}(-[a-km-np-zA-HJ-NP-Z2-9]{4}){3}$/);
    expect(password.length).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH);
  });

  it('differs each time', () => {
    const passwords = new Set(Array.from({ length: 200 }, () => generatePassword()));
    expect(passwords.size).toBe(200);
  });

  it('draws again the bytes that would make some characters likelier', () => {
    // 220 and above are beyond the largest multiple of the 55 characters: skipped, never folded onto the first.
    let call = 0;
    const password = generatePassword((bytes) => {
      bytes.fill(call++ === 0 ? 255 : 0);
      return bytes;
    });
    expect(password).toBe('aaaa-aaaa-aaaa-aaaa');
    expect(call).toBe(2);
  });
});

describe('the password an owner sends', () => {
  it('is a fresh generated one, or the typed one when both copies agree', () => {
    expect(passwordToSend({ passwordMode: 'generated', password: 'x', repeat: 'y' })).toMatch(/^.{4}-/);
    expect(passwordToSend({ passwordMode: 'typed', password: 'mot-hai-ba-bon', repeat: 'mot-hai-ba-bon' })).toBe(
      'mot-hai-ba-bon',
    );
  });

  it('refuses two typed copies that differ, on the repeat field, before any request', () => {
    expect(() => passwordToSend({ passwordMode: 'typed', password: 'mot-hai-ba-bon', repeat: 'mot-hai-ba' })).toThrow(
      expect.objectContaining({ status: 400, fields: { repeat: PASSWORD_MISMATCH } }),
    );
  });
});

describe('the audit screen’s filter in the address', () => {
  it('reads the person, the kind of record and the days, and drops what cannot be right', () => {
    const search = new URLSearchParams('username=thu.ha&entity=article&from=2026-11-01&to=2026-11-30');
    expect(readAuditFilter(search)).toEqual({
      username: 'thu.ha',
      entity: 'article',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(readAuditFilter(new URLSearchParams('username=&entity=nothing&from=01/11/2026&to=2026-13-45'))).toEqual({});
    expect(readAuditFilter(new URLSearchParams('from=2026-02-30'))).toEqual({});
  });

  it('asks for the next page after the last entry, leaving out empty values', () => {
    expect(auditSearch({ entity: 'staff' }, '01J…').toString()).toBe('entity=staff&before=01J%E2%80%A6');
    expect(auditSearch({}).toString()).toBe('');
  });

  it('says so when the days run backwards', () => {
    expect(filterProblems({ from: '2026-11-30', to: '2026-11-01' })).toEqual({ to: expect.any(String) });
    expect(filterProblems({ from: '2026-11-01', to: '2026-11-01' })).toEqual({});
  });
});

describe('an audit entry on the screen', () => {
  it('shows its time in Vietnam, whatever the browser’s zone', () => {
    expect(formatVietnamTime('2026-11-23T17:05:09.000Z')).toBe('24/11/2026 00:05:09');
    expect(vietnamToday(new Date('2026-11-23T17:30:00Z'))).toBe('2026-11-24');
  });

  const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
    id: '1',
    at: '2026-11-23T10:00:00.000Z',
    username: 'thu.ha',
    action: 'update',
    entity: 'article',
    entityId: '12',
    summary: 'Bôi trơn vòng bi',
    ...fields,
  });

  it('links its record to the screen that edits it, where one exists', () => {
    expect(recordLink(entry({}))).toBe('/admin/articles/12');
    expect(recordLink(entry({ entity: 'outer-product' }))).toBe('/admin/products/12');
    expect(recordLink(entry({ entity: 'inner-product' }))).toBe('/admin/inner-products/12');
    expect(recordLink(entry({ entity: 'quote-request', action: 'update' }))).toBe('/admin/quotes/12');
    expect(recordLink(entry({ entity: 'configuration', entityId: 'ABOUT_US' }))).toBe('/admin/about-us');
    expect(recordLink(entry({ entity: 'configuration', entityId: 'PHONE' }))).toBe('/admin/configuration');
    expect(recordLink(entry({ entity: 'staff', entityId: '3' }))).toBe('/admin/staff');
  });

  it('links nothing for a deleted record, a record without a screen or a sign-in', () => {
    expect(recordLink(entry({ action: 'delete' }))).toBeUndefined();
    expect(recordLink(entry({ entity: 'video' }))).toBeUndefined();
    expect(recordLink(entry({ entity: 'file', entityId: 'files/2026/a.jpg' }))).toBeUndefined();
    expect(recordLink(entry({ entity: 'staff', action: 'login', entityId: null }))).toBeUndefined();
  });
});
