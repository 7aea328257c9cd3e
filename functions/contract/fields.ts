import { messages } from './messages';
import * as z from './zod';

// Field rules shared by the catalogue inputs (articles, outer and inner products).

/** A required value: missing, null or blank all read "Bắt buộc". */
const requiredError = (issue: { input: unknown }) => (issue.input == null ? messages.required : undefined);

/** Required plain text: stored exactly as sent, but not blank. */
export const requiredText = (max: number) =>
  z
    .string({ error: requiredError })
    .max(max, `Tối đa ${max} ký tự`)
    .refine((value) => value.trim().length > 0, messages.required);

/** Optional plain text: null or missing become "". */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max, `Tối đa ${max} ký tự`)
    .nullish()
    .transform((value) => value ?? '');

// A DynamoDB item holds at most 400 KB, so the clean HTML of one record may take 300 KB of it (bytes, not
// characters: Vietnamese letters take two or three). Longer content is a 400 for its field, not a failed write.
export const MAX_RICH_HTML_BYTES = 300_000;
export const RICH_HTML_TOO_LONG = 'Nội dung quá dài';

const utf8 = new TextEncoder();
export const fitsRichHtmlLimit = (html: string): boolean => utf8.encode(html).length <= MAX_RICH_HTML_BYTES;

/** Rich HTML (sanitised on write), at most what one record can hold. */
export const richHtml = (required: boolean) =>
  (required ? requiredText(Number.MAX_SAFE_INTEGER) : optionalText(Number.MAX_SAFE_INTEGER)).refine(
    fitsRichHtmlLimit,
    RICH_HTML_TOO_LONG,
  );

export const PATH_PATTERN = /^[a-z0-9-]{1,200}$/;

/**
 * PATH_PATTERN as an input's `pattern` attribute. Browsers compile that anchored and with the `v` flag, where
 * a bare `-` in a class is a syntax error (Chromium then skips the check and logs an error on every form), so
 * the `-` is escaped; the `u` flag of older browsers reads it alike.
 */
export const PATH_INPUT_PATTERN = '[a-z0-9\\-]{1,200}';
const PATH_MESSAGE = 'Chỉ gồm chữ thường không dấu, chữ số và dấu gạch ngang, tối đa 200 ký tự';

/** A unique path: 1–200 characters of `a-z0-9-` (the admin forms propose one with `toPathSlug`). */
export const pathField = z.string({ error: requiredError }).min(1, messages.required).regex(PATH_PATTERN, PATH_MESSAGE);

/** The digits of a record id as they appear in URLs. */
export const ID_PATTERN = /^[1-9][0-9]{0,14}$/;

const INVALID_ID = 'Mã không hợp lệ';

/** A record id: a positive integer, also accepted as a string of digits (form values). */
export const idField = z
  .union(
    [
      z.number().int(INVALID_ID).positive(INVALID_ID).max(Number.MAX_SAFE_INTEGER, INVALID_ID),
      z.string().regex(ID_PATTERN, INVALID_ID),
    ],
    { error: (issue) => (issue.input == null ? messages.required : INVALID_ID) },
  )
  .transform(Number);

/** A list of image ids; null or missing is none. */
export const idListField = z
  .array(idField)
  .max(50, 'Tối đa 50 ảnh')
  .nullish()
  .transform((ids) => ids ?? []);

/** One YouTube video id: 11 characters of `A-Za-z0-9_-`. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The ids of a comma-separated `videos` value, blanks dropped. */
export const videoIds = (videos: string): string[] =>
  videos
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');

/** Comma-separated YouTube ids (they become iframe URLs on the site), may be "". Stored as sent. */
export const videosField = z
  .string()
  .max(2000, 'Tối đa 2000 ký tự')
  .nullish()
  .transform((value) => value ?? '')
  .refine(
    (value) =>
      value.trim() === '' ||
      value
        .split(',')
        .map((id) => id.trim())
        .every((id) => YOUTUBE_ID.test(id)),
    'Mã video YouTube gồm 11 ký tự A-Z, a-z, 0-9, _ hoặc -, cách nhau bởi dấu phẩy',
  );

/** A small code (article type, product type) sent as a number or as its string. */
export const typeCodeField = <const T extends readonly number[]>(codes: T, fallback: T[number]) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, context) => {
      const code = value == null || value === '' ? fallback : Number(value);
      if (!codes.includes(code)) {
        context.addIssue({ code: 'custom', message: `Chỉ nhận ${codes.join(', ')}` });
        return z.NEVER;
      }
      return code as T[number];
    });

/**
 * The version a PUT was loaded with (the `updatedAt` the server answered, an ISO time); when present and no
 * longer current, the PUT is 409 STALE. Anything that is not a time is a 400, not a conflict.
 */
export const updatedAtField = z.iso
  .datetime({ error: 'Thời điểm cập nhật không hợp lệ' })
  .nullish()
  .transform((value) => value ?? undefined);

/** Query of the GetByPath routes. */
export const pathQuery = z.object({ path: z.string({ error: requiredError }).min(1, messages.required) });

/** What every stored catalogue record has besides its own fields: its id and its times (ISO, UTC). */
export interface VersionedRecord {
  id: number;
  createdAt: string;
  /** Also its version: a PUT that sends an older one is 409 STALE. */
  updatedAt: string;
}

/** A stored value as compared: a map's keys sorted, since DynamoDB keeps no order among a map's keys. */
const comparable = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(comparable)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([key, entry]) => [key, comparable(entry)]),
        )
      : value;

/** A missing value and an empty list are none: records stored before a list field existed lack it. */
const orNone = (value: unknown): unknown => (Array.isArray(value) && value.length === 0 ? null : (value ?? null));

/** Whether two stored values are the same; a missing one reads as null, as records stored before a field existed. */
export const sameStoredValue = (a: unknown, b: unknown): boolean =>
  JSON.stringify(comparable(orNone(a))) === JSON.stringify(comparable(orNone(b)));
