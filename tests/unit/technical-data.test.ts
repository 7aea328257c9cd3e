import { describe, expect, it } from 'vitest';
import { changedFields } from '@vongbi/functions/contract/revisions';
import {
  availabilityShownUntil,
  readTechnicalValue,
  shownAvailability,
  vietnamToday,
} from '@vongbi/functions/contract/technical-data';
import { availabilityInput, technicalField } from '@vongbi/functions/contract/technical-data-input';

// How a technical value staff type is read, and when a public page shows availability.

describe('readTechnicalValue', () => {
  it.each<[Parameters<typeof readTechnicalValue>[0], string, number]>([
    ['dynamicLoadKn', '14', 14],
    ['dynamicLoadKn', '14,8', 14.8],
    ['dynamicLoadKn', '14.8', 14.8],
    ['dynamicLoadKn', ' 14,8 kN ', 14.8],
    ['staticLoadKn', '52,5', 52.5],
    ['referenceSpeedRpm', '28 000', 28_000],
    ['referenceSpeedRpm', '28 000 r/min', 28_000],
    ['limitingSpeedRpm', '18000 rpm', 18_000],
    ['limitingSpeedRpm', '1.000.000', 1_000_000],
    ['massKg', '0,128', 0.128],
    ['massKg', '0.128 kg', 0.128],
    ['massKg', '1,25', 1.25],
  ])('reads %s “%s” as %d', (field, typed, value) => {
    expect(readTechnicalValue(field, typed)).toEqual({ value });
  });

  it.each<[Parameters<typeof readTechnicalValue>[0], string, string]>([
    ['dynamicLoadKn', '1.250', 'Không rõ “1.250” là số nghìn hay số thập phân'],
    ['dynamicLoadKn', '1,250 kN', 'Không rõ “1,250 kN” là số nghìn hay số thập phân'],
    ['limitingSpeedRpm', '18.000 vòng/phút', 'Không rõ “18.000 vòng/phút” là số nghìn hay số thập phân'],
    ['dynamicLoadKn', '-3', 'Chỉ nhập số, đơn vị là kN'],
    ['dynamicLoadKn', 'abc', 'Không phải là số'],
    ['dynamicLoadKn', '12 kg', 'Chỉ nhập số, đơn vị là kN'],
    ['dynamicLoadKn', '0', 'Phải là số dương'],
    ['dynamicLoadKn', '14,8125', 'Tối đa 3 chữ số thập phân'],
    ['massKg', '1,2,3', 'Không phải là số'],
    ['referenceSpeedRpm', '2 000 000', 'Phải là số dương, tối đa 1.000.000 vòng/phút'],
  ])('refuses %s “%s”: %s', (field, typed, message) => {
    const reading = readTechnicalValue(field, typed);
    expect('error' in reading && reading.error).toContain(message);
  });
});

describe('technicalField', () => {
  it('takes a JSON number as it is, with no thousands to guess', () => {
    expect(technicalField('massKg').parse(1.125)).toBe(1.125);
    expect(technicalField('dynamicLoadKn').safeParse(1.2345).success).toBe(false);
    expect(technicalField('dynamicLoadKn').safeParse(-3).success).toBe(false);
  });

  it('reads null, missing and blank as none', () => {
    expect(technicalField('dynamicLoadKn').parse(null)).toBeNull();
    expect(technicalField('dynamicLoadKn').parse(undefined)).toBeNull();
    expect(technicalField('dynamicLoadKn').parse('  ')).toBeNull();
  });
});

describe('availabilityInput', () => {
  it('takes a status and a calendar day, or none', () => {
    expect(availabilityInput.parse({ status: 'in_stock', checkedAt: '2026-12-02' })).toEqual({
      status: 'in_stock',
      checkedAt: '2026-12-02',
    });
    expect(availabilityInput.parse(null)).toBeNull();
    expect(availabilityInput.parse(undefined)).toBeNull();
  });

  it.each([
    { status: 'sold_out', checkedAt: '2026-12-02' },
    { status: 'in_stock', checkedAt: '2026-02-30' },
    { status: 'in_stock', checkedAt: '02/12/2026' },
    { status: 'in_stock' },
  ])('refuses %o', (value) => {
    expect(availabilityInput.safeParse(value).success).toBe(false);
  });
});

describe('shownAvailability', () => {
  const checked = (checkedAt: string) => ({ status: 'in_stock' as const, checkedAt });

  it('shows the label and the day it was checked, dd/mm', () => {
    expect(shownAvailability(checked('2026-12-02'), '2026-12-02')).toEqual({
      status: 'in_stock',
      label: 'Có sẵn',
      updated: 'cập nhật 02/12',
    });
    expect(shownAvailability({ status: 'short_lead', checkedAt: '2026-11-30' }, '2026-12-02')?.label).toBe(
      'Giao trong 2–5 ngày',
    );
    expect(shownAvailability({ status: 'on_order', checkedAt: '2026-11-30' }, '2026-12-02')?.label).toBe('Đặt hàng');
  });

  it('shows a check 14 days old and hides one 15 days old, across a month and a year', () => {
    expect(shownAvailability(checked('2026-11-18'), '2026-12-02')).not.toBeNull();
    expect(shownAvailability(checked('2026-11-17'), '2026-12-02')).toBeNull();
    expect(shownAvailability(checked('2026-12-25'), '2027-01-08')?.updated).toBe('cập nhật 25/12');
    expect(shownAvailability(checked('2026-12-24'), '2027-01-08')).toBeNull();
  });

  it('hides a check dated in the future, a malformed date and none', () => {
    expect(shownAvailability(checked('2026-12-03'), '2026-12-02')).toBeNull();
    expect(shownAvailability(checked('2026-13-01'), '2026-12-02')).toBeNull();
    expect(shownAvailability(null, '2026-12-02')).toBeNull();
    expect(shownAvailability(undefined, '2026-12-02')).toBeNull();
  });
});

describe('availabilityShownUntil', () => {
  it('is the last day shownAvailability shows the check, across a month and a year', () => {
    for (const checkedAt of ['2026-11-18', '2026-12-25', '2024-02-20']) {
      const until = availabilityShownUntil({ status: 'in_stock', checkedAt })!;
      const nextDay = new Date(Date.parse(`${until}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

      expect(shownAvailability({ status: 'in_stock', checkedAt }, until)).not.toBeNull();
      expect(shownAvailability({ status: 'in_stock', checkedAt }, nextDay)).toBeNull();
    }
    expect(availabilityShownUntil({ status: 'on_order', checkedAt: '2026-12-25' })).toBe('2027-01-08');
  });

  it('is none for no check or a malformed date', () => {
    expect(availabilityShownUntil(null)).toBeUndefined();
    expect(availabilityShownUntil({ status: 'in_stock', checkedAt: '2026-02-30' })).toBeUndefined();
  });
});

describe('vietnamToday', () => {
  it('is the day in Vietnam (UTC+7): 17:00 UTC is already the next day', () => {
    expect(vietnamToday(new Date('2026-12-01T16:59:59Z'))).toBe('2026-12-01');
    expect(vietnamToday(new Date('2026-12-01T17:00:00Z'))).toBe('2026-12-02');
  });
});

describe('changedFields', () => {
  it('takes an availability read back with its keys in another order as unchanged (a map keeps no order)', () => {
    const before = { availability: { checkedAt: '2026-11-20', status: 'in_stock' }, massKg: 0.128 };
    const after = { availability: { status: 'in_stock', checkedAt: '2026-11-20' }, massKg: 0.128 };

    expect(changedFields('InnerProduct', before, after)).toEqual([]);
    expect(changedFields('InnerProduct', before, { ...after, availability: null })).toEqual(['availability']);
  });
});
