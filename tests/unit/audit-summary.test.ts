import { describe, expect, it } from 'vitest';
import { auditQuery } from '@vongbi/functions/contract/audit-query';
import {
  batchSummary,
  configurationSummary,
  renamedSummary,
  shortSummary,
  staffUpdatedSummary,
  SUMMARY_MAX_LENGTH,
} from '@vongbi/functions/core/rules/audit-summary';

describe('audit summaries', () => {
  it('keep to one line of at most 300 characters, a cut one ending in an ellipsis', () => {
    expect(shortSummary('  Vòng bi\nFAG\t6205  ')).toBe('Vòng bi FAG 6205');
    const long = shortSummary('ạ'.repeat(400));
    expect([...long]).toHaveLength(SUMMARY_MAX_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });

  it('name every key of a save that fits, and count the ones that do not', () => {
    expect(configurationSummary(['PHONE', 'ADDRESS'])).toBe('Lưu PHONE, ADDRESS');
    const keys = Array.from({ length: 98 }, (_, index) => `GIOI_HAN_${index}`);
    const summary = configurationSummary(keys);
    expect([...summary].length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH);
    const shown = summary.slice('Lưu '.length).split(' và ')[0]!.split(', ');
    expect(shown).toEqual(keys.slice(0, shown.length));
    expect(summary).toMatch(new RegExp(` và ${98 - shown.length} mục khác$`));
  });

  it('count and name the records of an import', () => {
    expect(batchSummary(['Vòng bi 6205', 'Vòng bi 6206'])).toBe('2 bản ghi: Vòng bi 6205, Vòng bi 6206');
  });

  it('show a rename as old → new, and an unchanged name once', () => {
    expect(renamedSummary('Vòng bi 6205', 'Vòng bi 6205-2RS')).toBe('Vòng bi 6205 → Vòng bi 6205-2RS');
    expect(renamedSummary('Vòng bi 6205', 'Vòng bi 6205')).toBe('Vòng bi 6205');
  });

  it('say what an owner changed of an account, never the password itself', () => {
    const before = { username: 'thu.ha', displayName: 'Thu Hà', role: 'editor', disabled: false } as const;
    expect(staffUpdatedSummary(before, { ...before, disabled: true }, true)).toBe(
      'thu.ha: khóa tài khoản; đặt lại mật khẩu',
    );
    expect(staffUpdatedSummary(before, before, false)).toBe('thu.ha: không thay đổi');
  });
});

describe('the audit log query', () => {
  it('takes real Vietnam days, kinds of record and entry ids; empty parameters are none', () => {
    expect(auditQuery.parse({ from: '2026-02-28', to: '2026-03-01', entity: 'file', username: '' })).toEqual({
      from: '2026-02-28',
      to: '2026-03-01',
      entity: 'file',
    });
    expect(auditQuery.safeParse({ before: '2026-11-24T03:04:05.678Z_0123456789ab' }).success).toBe(true);
    for (const bad of [
      { from: '2026-02-29' },
      { to: '2026-1-5' },
      { before: '2026-11-24T03:04:05.678Z#0123456789ab' },
    ]) {
      expect(auditQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
