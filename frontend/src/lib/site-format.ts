import {
  TECHNICAL_FIELD_NAMES,
  TECHNICAL_FIELDS,
  type TechnicalField,
} from '@vongbi/functions/contract/technical-data';

// Small pure rules of the public pages, kept apart from components so unit tests can pin them down.

/**
 * A date as the site shows it: the Vietnamese locale's date-time string, date part only (the second
 * space-separated part of "14:05:09 23/11/2026"). The time zone is fixed so the page rendered on a server
 * in UTC and the page hydrated in Hanoi print the same day.
 */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const text = date.toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' });
  return text.split(' ')[1] ?? text;
};

/** Fixed home slots keep their count: a short list repeats its last item; an empty one stays empty. */
export const padToCount = <T>(items: readonly T[], count: number): T[] => {
  if (items.length === 0) return [];
  return Array.from({ length: count }, (_, index) => items[Math.min(index, items.length - 1)]!);
};

/** A missing or blank field shows as N/A. */
export const orNotAvailable = (value: string | null | undefined): string =>
  value && value.trim() !== '' ? value : 'N/A';

/** A length in mm as Vietnamese writes it: decimal comma, no grouping (`25`, `12,7`, `1500`). */
export const formatMillimetres = (millimetres: number): string => String(millimetres).replace('.', ',');

/** A product's bore d, outside diameter D and width B in mm, all three known. */
export interface KnownDimensions {
  boreMm: number;
  outerDiameterMm: number;
  widthMm: number;
}

/** A product's d, D and B when all three are known; a partial size is not shown (it would read as whole). */
export const knownDimensions = (product: {
  boreMm?: number | null;
  outerDiameterMm?: number | null;
  widthMm?: number | null;
}): KnownDimensions | undefined => {
  const { boreMm, outerDiameterMm, widthMm } = product;
  return boreMm == null || outerDiameterMm == null || widthMm == null
    ? undefined
    : { boreMm, outerDiameterMm, widthMm };
};

/** A size as the product page shows it: `25 × 52 × 15 mm`, `12,7 × 28,58 × 7,94 mm`. */
export const formatDimensions = ({ boreMm, outerDiameterMm, widthMm }: KnownDimensions): string =>
  `${[boreMm, outerDiameterMm, widthMm].map(formatMillimetres).join(' × ')} mm`;

/** A line of a product's technical table: what it is, its value and its unit. */
export interface ProductSpec {
  key: keyof KnownDimensions | TechnicalField;
  name: string;
  value: number;
  unit: string;
}

const DIMENSION_NAMES: Record<keyof KnownDimensions, string> = {
  boreMm: 'Đường kính trong d',
  outerDiameterMm: 'Đường kính ngoài D',
  widthMm: 'Chiều rộng B',
};

/**
 * A product's technical table: d, D and B when all three are known (as knownDimensions), then C, C0, the speeds
 * and the mass that staff typed; a value not known has no line.
 */
export const productSpecs = (
  product: Parameters<typeof knownDimensions>[0] & Partial<Record<TechnicalField, number | null>>,
): ProductSpec[] => {
  const dimensions = knownDimensions(product);
  const sizes: ProductSpec[] = dimensions
    ? (Object.keys(DIMENSION_NAMES) as (keyof KnownDimensions)[]).map((key) => ({
        key,
        name: DIMENSION_NAMES[key],
        value: dimensions[key],
        unit: 'mm',
      }))
    : [];
  const technical = TECHNICAL_FIELD_NAMES.flatMap((key): ProductSpec[] => {
    const value = product[key];
    return value == null ? [] : [{ key, name: TECHNICAL_FIELDS[key].label, value, unit: TECHNICAL_FIELDS[key].unit }];
  });
  return [...sizes, ...technical];
};

/**
 * A technical value as Vietnamese writes it: `28.000`, `14,8`, `0,128`. Lengths keep formatMillimetres (no
 * grouping), as the size has always been shown.
 */
export const formatSpecValue = ({ key, value }: Pick<ProductSpec, 'key' | 'value'>): string =>
  key in DIMENSION_NAMES ? formatMillimetres(value) : value.toLocaleString('vi-VN', { maximumFractionDigits: 3 });

/** The ids of a comma-separated `videos` value that are well-formed YouTube ids. */
export const youtubeIds = (videos: string | null | undefined): string[] =>
  (videos ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => isYoutubeId(id));

export const isYoutubeId = (id: string): boolean => /^[A-Za-z0-9_-]{11}$/.test(id);

/** Up to `count` other items of a list, never the current one. */
export const othersThan = <T extends { id: number }>(items: readonly T[], currentId: number, count = 4): T[] =>
  items.filter((item) => item.id !== currentId).slice(0, count);

/** Splits a list into columns of `rows` items (the category carousel's 2-row columns). */
export const toColumns = <T>(items: readonly T[], rows: number): T[][] => {
  const columns: T[][] = [];
  for (let index = 0; index < items.length; index += rows) columns.push(items.slice(index, index + rows));
  return columns;
};

/** A configured link, or '#' when the value is missing, as the specification says. */
export const linkOrHash = (value: string | null | undefined): string => (value && value.trim() !== '' ? value : '#');

/**
 * The errors browsers give when a script chunk of an older deploy is gone: Chromium, Firefox and Safari
 * word it differently.
 */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk .* failed/i.test(
    error.message,
  );

/**
 * A fixed home slot list: the configured items first (in slot order, each once), then the newest others
 * of the pool, then the last one repeated up to `count`.
 */
export const fillSlots = <T extends { id: number }>(
  configured: readonly (T | undefined)[],
  pool: readonly T[],
  count: number,
): T[] => {
  const chosen: T[] = [];
  for (const item of [...configured, ...pool]) {
    if (chosen.length === count) break;
    if (item && !chosen.some((existing) => existing.id === item.id)) chosen.push(item);
  }
  return padToCount(chosen, count);
};
