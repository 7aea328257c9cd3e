// A bearing's technical data beside its dimensions (load ratings, speeds, mass) and its availability, as the
// contract's "Technical data and availability" fixes them: the fields, their units and Vietnamese names, how a
// value staff type is read, and when availability is shown. Plain TypeScript without the schema library, since
// the public pages read it (the input's schemas are technical-data-input.ts). Staff type the values from the manufacturer's
// catalogue; nothing is computed or invented, and no price is ever stored with them.

export const TECHNICAL_FIELDS = {
  dynamicLoadKn: { label: 'Tải trọng động C', unit: 'kN', units: ['kn'], max: 100_000 },
  staticLoadKn: { label: 'Tải trọng tĩnh C0', unit: 'kN', units: ['kn'], max: 100_000 },
  referenceSpeedRpm: {
    label: 'Tốc độ tham chiếu',
    unit: 'vòng/phút',
    units: ['vong/phut', 'v/ph', 'r/min', 'rpm', 'min-1', '1/min'],
    max: 1_000_000,
  },
  limitingSpeedRpm: {
    label: 'Tốc độ giới hạn',
    unit: 'vòng/phút',
    units: ['vong/phut', 'v/ph', 'r/min', 'rpm', 'min-1', '1/min'],
    max: 1_000_000,
  },
  massKg: { label: 'Khối lượng', unit: 'kg', units: ['kg'], max: 100_000 },
} as const;

export type TechnicalField = keyof typeof TECHNICAL_FIELDS;
export const TECHNICAL_FIELD_NAMES = Object.keys(TECHNICAL_FIELDS) as TechnicalField[];

/** Where the values come from, said beside them on a product page. */
export const TECHNICAL_DATA_SOURCE = 'Theo catalogue của nhà sản xuất';

const MAX_DECIMALS = 3;

/** What a value reads as, or why it cannot be read (Vietnamese, for the field's message). */
type Reading = { value: number } | { error: string };

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/\s+/g, '');

/** A number as stored: positive, at most the field's maximum and MAX_DECIMALS decimals. */
export const checkedTechnicalValue = (field: TechnicalField, value: number): Reading => {
  const { unit, max } = TECHNICAL_FIELDS[field];
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    return { error: `Phải là số dương, tối đa ${max.toLocaleString('vi-VN')} ${unit}` };
  }
  if (Number(value.toFixed(MAX_DECIMALS)) !== value) return { error: `Tối đa ${MAX_DECIMALS} chữ số thập phân` };
  return { value };
};

/**
 * A number as staff type it, with the field's unit or none: `14`, `14,8`, `14.8`, `28 000`, `28 000 r/min`,
 * `1.250.000`, `0,128`. A single `.` or `,` before exactly three digits (`1.250`) is a thousands separator in
 * Vietnamese and a decimal point in English catalogues: that one is refused rather than guessed, unless the part
 * before it is 0 (`0.128` kg), which no thousands separator follows.
 */
export const readTechnicalValue = (field: TechnicalField, typed: string): Reading => {
  const { unit, units } = TECHNICAL_FIELDS[field];
  let text = plain(typed);
  const unitTyped = units.find((candidate) => text.endsWith(candidate));
  if (unitTyped) text = text.slice(0, -unitTyped.length);
  if (/[^\d.,]/.test(text) || text === '') {
    return { error: /\d/.test(text) ? `Chỉ nhập số, đơn vị là ${unit}` : 'Không phải là số' };
  }
  let value: number;
  if (/^[1-9]\d{0,2}([.,])\d{3}(\1\d{3})+$/.test(text)) {
    // 1.250.000 or 1,250,000: groups of thousands.
    value = Number(text.replace(/[.,]/g, ''));
  } else if (/^[1-9]\d{0,2}[.,]\d{3}$/.test(text)) {
    return {
      error: `Không rõ “${typed.trim()}” là số nghìn hay số thập phân: hãy viết không dấu chấm (1250) hoặc 1,25`,
    };
  } else if (/^\d+([.,]\d+)?$/.test(text)) {
    value = Number(text.replace(',', '.'));
  } else {
    return { error: 'Không phải là số' };
  }
  return checkedTechnicalValue(field, value);
};

/** A product's technical data; each null when staff have not typed it (products stored before read null). */
export type TechnicalData = Record<TechnicalField, number | null>;

export const AVAILABILITY_STATUSES = ['in_stock', 'short_lead', 'on_order'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** What a visitor reads for each status. */
export const AVAILABILITY_LABEL: Record<AvailabilityStatus, string> = {
  in_stock: 'Có sẵn',
  short_lead: 'Giao trong 2–5 ngày',
  on_order: 'Đặt hàng',
};

export interface Availability {
  status: AvailabilityStatus;
  /** The day staff checked it, `YYYY-MM-DD` (Vietnam's calendar). */
  checkedAt: string;
}

/** Availability older than this is not shown: an old "Có sẵn" is a promise nobody checked. */
export const AVAILABILITY_FRESH_DAYS = 14;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real day (`2026-02-30` and `2026-13-01` are none); an invalid date must not throw, for a schema's sake. */
export const isCalendarDate = (text: string) => {
  const time = Date.parse(`${text}T00:00:00Z`);
  return DATE.test(text) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
};

export const AVAILABILITY_STATUS_MESSAGE = 'Chọn Có sẵn, Giao trong 2–5 ngày hoặc Đặt hàng';

export { vietnamToday } from './vietnam-today';

/** Whether two availabilities say the same (status and check day); none equals none. */
export const sameAvailability = (a: Availability | null | undefined, b: Availability | null | undefined): boolean =>
  a?.status === b?.status && a?.checkedAt === b?.checkedAt;

/**
 * The last day a public page shows this availability (`YYYY-MM-DD`), or none when it is never shown: a published
 * page names it, so the page's inline script can hide a check that grew old before the app has run.
 */
export const availabilityShownUntil = (availability: Availability | null | undefined): string | undefined =>
  availability && isCalendarDate(availability.checkedAt)
    ? new Date(Date.parse(`${availability.checkedAt}T00:00:00Z`) + AVAILABILITY_FRESH_DAYS * 86_400_000)
        .toISOString()
        .slice(0, 10)
    : undefined;

/**
 * What a public page says of a product's availability on `today`: its label and "cập nhật dd/mm", or nothing when
 * none is set, the date is in the future or it is older than AVAILABILITY_FRESH_DAYS.
 */
export const shownAvailability = (
  availability: Availability | null | undefined,
  today: string,
): { status: AvailabilityStatus; label: string; updated: string } | null => {
  if (!availability || !isCalendarDate(availability.checkedAt) || !isCalendarDate(today)) return null;
  const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${availability.checkedAt}T00:00:00Z`)) / 86_400_000;
  if (age < 0 || age > AVAILABILITY_FRESH_DAYS) return null;
  const [, month, day] = availability.checkedAt.split('-');
  return {
    status: availability.status,
    label: AVAILABILITY_LABEL[availability.status],
    updated: `cập nhật ${day}/${month}`,
  };
};
