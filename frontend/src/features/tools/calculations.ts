import type { ToolId, ToolInput } from '@vongbi/functions/contract/site-addresses';

// The engineering helpers' arithmetic, pure and browser-safe: each helper reads its inputs as typed (text from
// a field or the query string), checks them, and answers either its results or a Vietnamese message per field.
// A page never shows NaN or Infinity: every input that could produce one is refused with a message first.

/** A helper's inputs as typed: missing is `undefined` (not in the query string) or `''` (an emptied field). */
export type ToolText<T extends ToolId> = Partial<Record<ToolInput<T>, string>>;

export type Checked<T extends ToolId, R> =
  { ok: true; result: R } | { ok: false; errors: Partial<Record<ToolInput<T>, string>> };

interface NumberRule {
  /** How the page names the field, symbol included: "Tốc độ trục (rpm)". */
  label: string;
  /** The smallest value allowed; `above` makes it exclusive (a speed of 0 is refused). */
  min: number;
  above?: boolean;
  max: number;
  integer?: boolean;
  /** The unit after a limit in a message: "mm", "°C". */
  unit?: string;
  /** Used when the field is missing or empty; without it, missing is refused. */
  fallback?: number;
}

/** A number as people type it here: a decimal comma or point, spaces ignored ("7,94", "7.94", " 1500 "). */
export const parseDecimal = (text: string | undefined): number | undefined => {
  const trimmed = (text ?? '').replace(/\s+/g, '');
  if (trimmed === '') return undefined;
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
};

/** Vietnamese number format: a decimal comma and a dot every three digits ("1.234,56"). */
export const formatNumber = (value: number, decimals: number): string => {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = value < 0 && Number(Math.abs(value).toFixed(decimals)) !== 0 ? '−' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
};

/** A value in a message, with its unit: "2.500 mm", "20 °C", but "90°" (an angle takes no space). */
const limit = (value: number, unit?: string) =>
  `${formatNumber(value, 2).replace(/,?0+$/, '')}${unit === undefined ? '' : unit === '°' ? unit : ` ${unit}`}`;

/** One field read with its rule: the number, or the message that names the field. */
const readField = (text: string | undefined, rule: NumberRule): { value: number } | { error: string } => {
  const value = parseDecimal(text) ?? rule.fallback;
  if (value === undefined) return { error: `Nhập ${rule.label.charAt(0).toLowerCase()}${rule.label.slice(1)}.` };
  if (!Number.isFinite(value)) return { error: `${rule.label} phải là một số, ví dụ 12,5.` };
  if (rule.integer && !Number.isInteger(value)) return { error: `${rule.label} phải là số nguyên.` };
  if (rule.above ? value <= rule.min : value < rule.min) {
    return {
      error:
        rule.above && rule.min === 0
          ? `${rule.label} phải lớn hơn 0.`
          : `${rule.label} phải ${rule.above ? 'lớn hơn' : 'từ'} ${limit(rule.min, rule.unit)} trở lên.`,
    };
  }
  if (value > rule.max) return { error: `${rule.label} không được lớn hơn ${limit(rule.max, rule.unit)}.` };
  return { value };
};

/** Reads every field of a helper; the values when all are valid, else each field's message. */
const readFields = <T extends ToolId, F extends ToolInput<T>>(
  text: ToolText<T>,
  rules: Record<F, NumberRule>,
): { values: Partial<Record<F, number>>; errors: Partial<Record<ToolInput<T>, string>> } => {
  const values: Partial<Record<F, number>> = {};
  const errors: Partial<Record<ToolInput<T>, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const read = readField(text[field], rules[field]);
    if ('error' in read) errors[field] = read.error;
    else values[field] = read.value;
  }
  return { values, errors };
};

const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** The values once every field has been read without a message. */
const complete = <F extends string>(values: Partial<Record<F, number>>) => values as Record<F, number>;

// ---- Bearing fault frequencies ----

export interface Frequency {
  hz: number;
  /** The frequency as a multiple of the shaft speed (an "order"). */
  order: number;
}

export interface BearingFrequencies {
  shaftHz: number;
  ftf: Frequency;
  bpfo: Frequency;
  bpfi: Frequency;
  bsf: Frequency;
}

/**
 * The kinematic frequencies of a bearing whose inner ring turns with the shaft and whose outer ring stands
 * still, with pure rolling (no slip): cage (FTF), a rolling element over an outer-ring defect (BPFO) and an
 * inner-ring defect (BPFI), and a rolling element's own spin (BSF; a defect on it strikes both rings, so its
 * line often shows at 2 × BSF).
 */
export const faultFrequencies = ({
  rpm,
  z,
  dw,
  dpw,
  angle,
}: {
  rpm: number;
  z: number;
  dw: number;
  dpw: number;
  angle: number;
}): BearingFrequencies => {
  const shaftHz = rpm / 60;
  const ratio = (dw / dpw) * Math.cos((angle * Math.PI) / 180);
  const orders = {
    ftf: (1 - ratio) / 2,
    bpfo: (z / 2) * (1 - ratio),
    bpfi: (z / 2) * (1 + ratio),
    bsf: (dpw / (2 * dw)) * (1 - ratio * ratio),
  };
  const at = (order: number): Frequency => ({ hz: order * shaftHz, order });
  return { shaftHz, ftf: at(orders.ftf), bpfo: at(orders.bpfo), bpfi: at(orders.bpfi), bsf: at(orders.bsf) };
};

const FREQUENCY_RULES = {
  rpm: { label: 'Tốc độ trục (rpm)', min: 0, above: true, max: 1_000_000 },
  z: { label: 'Số con lăn (z)', min: 3, max: 1000, integer: true },
  dw: { label: 'Đường kính con lăn (dw)', min: 0, above: true, max: 1000, unit: 'mm' },
  dpw: { label: 'Đường kính vòng chia (dpw)', min: 0, above: true, max: 10_000, unit: 'mm' },
  angle: { label: 'Góc tiếp xúc (α)', min: 0, max: 90, unit: '°', fallback: 0 },
} satisfies Record<ToolInput<'bearingFrequencies'>, NumberRule>;

export const checkBearingFrequencies = (
  text: ToolText<'bearingFrequencies'>,
): Checked<'bearingFrequencies', BearingFrequencies> => {
  const { values, errors } = readFields(text, FREQUENCY_RULES);
  if (values.angle !== undefined && values.angle >= 90) errors.angle = 'Góc tiếp xúc (α) phải nhỏ hơn 90°.';
  if (values.dw !== undefined && values.dpw !== undefined) {
    if (values.dw >= values.dpw) {
      errors.dw = 'Đường kính con lăn (dw) phải nhỏ hơn đường kính vòng chia (dpw).';
    } else if (values.z !== undefined && values.z * values.dw > Math.PI * values.dpw) {
      // The rolling elements sit side by side on the pitch circle: z of them cannot be longer than it.
      errors.z = `Số con lăn (z) quá lớn: ${values.z} con lăn ${limit(values.dw, 'mm')} không xếp vừa vòng chia ${limit(values.dpw, 'mm')}.`;
    }
  }
  return hasErrors(errors) ? { ok: false, errors } : { ok: true, result: faultFrequencies(complete(values)) };
};

// ---- Mounting temperature ----

/** Linear expansion of bearing steel, per kelvin. */
export const BEARING_STEEL_EXPANSION = 11e-6;

/** The hottest a bearing may be heated: open bearings; sealed, shielded or greased-for-life ones. */
export const HEATING_LIMIT = { open: 120, sealed: 80 } as const;

export interface MountingTemperature {
  /** The temperature rise that widens the bore by the interference, in kelvin. */
  riseK: number;
  /** Ambient plus that rise, in °C: the least the inner ring must reach. */
  heatingC: number;
  /** The limit for this bearing, in °C. */
  limitC: number;
  sealed: boolean;
  /** The heating temperature is above the limit: the bearing must not be heated that far. */
  overLimit: boolean;
}

/** ΔT = interference / (α · d): the bore grows by α · d · ΔT. The interference in µm, d in mm. */
export const mountingTemperature = ({
  d,
  interference,
  ambient,
  sealed,
}: {
  d: number;
  interference: number;
  ambient: number;
  sealed: boolean;
}): MountingTemperature => {
  const riseK = interference / 1000 / (BEARING_STEEL_EXPANSION * d);
  const heatingC = ambient + riseK;
  const limitC = sealed ? HEATING_LIMIT.sealed : HEATING_LIMIT.open;
  return { riseK, heatingC, limitC, sealed, overLimit: heatingC > limitC };
};

const MOUNTING_RULES = {
  d: { label: 'Đường kính lỗ (d)', min: 0, above: true, max: 2500, unit: 'mm' },
  interference: { label: 'Độ dôi', min: 0, above: true, max: 2000, unit: 'µm' },
  ambient: { label: 'Nhiệt độ môi trường', min: -30, max: 50, unit: '°C', fallback: 20 },
} satisfies Partial<Record<ToolInput<'mountingTemperature'>, NumberRule>>;

export const checkMountingTemperature = (
  text: ToolText<'mountingTemperature'>,
): Checked<'mountingTemperature', MountingTemperature> => {
  const { values, errors } = readFields<'mountingTemperature', keyof typeof MOUNTING_RULES>(text, MOUNTING_RULES);
  const sealedText = (text.sealed ?? '').trim();
  if (!['', '0', '1'].includes(sealedText)) {
    errors.sealed = 'Loại vòng bi (sealed) phải là 1 (có phớt, che kín hoặc bôi mỡ sẵn) hoặc 0 (vòng bi hở).';
  }
  return hasErrors(errors)
    ? { ok: false, errors }
    : { ok: true, result: mountingTemperature({ ...complete(values), sealed: sealedText === '1' }) };
};

// ---- Relubrication ----

export const BEARING_TYPES = ['ball', 'cylindrical', 'needle', 'spherical', 'tapered', 'thrust'] as const;
export type BearingType = (typeof BEARING_TYPES)[number];

export const BEARING_TYPE_NAMES: Record<BearingType, string> = {
  ball: 'Vòng bi cầu (bi)',
  cylindrical: 'Vòng bi đũa trụ',
  needle: 'Vòng bi kim',
  spherical: 'Vòng bi tang trống',
  tapered: 'Vòng bi côn',
  thrust: 'Vòng bi chặn',
};

/** The bearing type factor k of the interval's formula. */
export const TYPE_FACTOR: Record<BearingType, number> = {
  ball: 10,
  cylindrical: 5,
  needle: 5,
  spherical: 1,
  tapered: 1,
  thrust: 1,
};

/**
 * How to read an interval: `none` when the formula gives nothing (zero or less: grease is the wrong lubricant at
 * that speed and size), `short` under a week of running (manual greasing that often is impractical: a single-point
 * automatic lubricator or oil), `long` beyond 30 000 h (the grease ages anyway: that is the most to plan for).
 */
export type IntervalVerdict = 'none' | 'short' | 'normal' | 'long';
export const SHORT_INTERVAL_HOURS = 168;
export const LONG_INTERVAL_HOURS = 30_000;

export interface Relubrication {
  k: number;
  /** t = k · (14·10⁶ / (n · √d) − 4 · d), in operating hours; zero or less when the formula gives nothing. */
  intervalHours: number;
  verdict: IntervalVerdict;
  /** 0.005 · D · B, in grams. */
  greaseGrams: number;
}

export const relubrication = ({
  n,
  d,
  D,
  B,
  type,
}: {
  n: number;
  d: number;
  D: number;
  B: number;
  type: BearingType;
}): Relubrication => {
  const k = TYPE_FACTOR[type];
  const intervalHours = k * (14e6 / (n * Math.sqrt(d)) - 4 * d);
  const verdict: IntervalVerdict =
    intervalHours <= 0
      ? 'none'
      : intervalHours < SHORT_INTERVAL_HOURS
        ? 'short'
        : intervalHours > LONG_INTERVAL_HOURS
          ? 'long'
          : 'normal';
  return { k, intervalHours, verdict, greaseGrams: 0.005 * D * B };
};

const RELUBRICATION_RULES = {
  n: { label: 'Tốc độ quay (n)', min: 0, above: true, max: 100_000, unit: 'rpm' },
  d: { label: 'Đường kính lỗ (d)', min: 0, above: true, max: 2500, unit: 'mm' },
  D: { label: 'Đường kính ngoài (D)', min: 0, above: true, max: 3500, unit: 'mm' },
  B: { label: 'Chiều rộng (B)', min: 0, above: true, max: 1000, unit: 'mm' },
} satisfies Partial<Record<ToolInput<'relubrication'>, NumberRule>>;

const isBearingType = (text: string): text is BearingType => (BEARING_TYPES as readonly string[]).includes(text);

export const checkRelubrication = (text: ToolText<'relubrication'>): Checked<'relubrication', Relubrication> => {
  const { values, errors } = readFields<'relubrication', keyof typeof RELUBRICATION_RULES>(text, RELUBRICATION_RULES);
  if (values.d !== undefined && values.D !== undefined && values.D <= values.d) {
    errors.D = 'Đường kính ngoài (D) phải lớn hơn đường kính lỗ (d).';
  }
  const type = (text.type ?? '').trim();
  if (type === '') errors.type = 'Chọn loại vòng bi.';
  else if (!isBearingType(type)) errors.type = 'Loại vòng bi không có trong danh sách: hãy chọn lại.';
  return hasErrors(errors) || !isBearingType(type)
    ? { ok: false, errors }
    : { ok: true, result: relubrication({ ...complete(values), type }) };
};
