import { idField, optionalText, requiredText, updatedAtField } from './fields';
import type { EmbeddedImage } from './file';
import { messages } from './messages';
import { QUOTE_HONEYPOT_FIELD, QUOTE_LIMITS } from './quote-form';
import type { Availability } from './technical-data';
import * as z from './zod';

// Quote requests (Yêu cầu báo giá): a visitor sends a list of bearings with a name and a phone number; staff
// answer it from the back office. The form and the server read the same rules from here, the phone rule
// included, so a number the form accepts is one the server stores.

/** `quoted` (Đã báo giá): a báo giá was sent (quote-reply.ts); staff may also set it themselves. */
export const QUOTE_STATUSES = ['new', 'processing', 'quoted', 'done'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export { QUOTE_HONEYPOT_FIELD, QUOTE_LIMITS };

/**
 * The area codes of Vietnamese landlines since 2017: 024 (Hà Nội) and 028 (TP. Hồ Chí Minh), whose numbers have 8
 * digits, and the provinces' 02xx, whose numbers have 7; either way 11 digits with the leading 0.
 */
const LANDLINE_AREA_CODES = new Set([
  ...['024', '028'],
  ...[203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 218, 219].map((code) => `0${code}`),
  ...[220, 221, 222, 225, 226, 227, 228, 229, 232, 233, 234, 235, 236, 237, 238, 239].map((code) => `0${code}`),
  ...[251, 252, 254, 255, 256, 257, 258, 259, 260, 261, 262, 263, 269].map((code) => `0${code}`),
  ...[270, 271, 272, 273, 274, 275, 276, 277, 290, 291, 292, 293, 294, 296, 297, 299].map((code) => `0${code}`),
]);

const isLandline = (number: string): boolean =>
  number.length === 11 && (LANDLINE_AREA_CODES.has(number.slice(0, 3)) || LANDLINE_AREA_CODES.has(number.slice(0, 4)));

/** Mobile numbers since 2018: 10 digits, 03, 05, 07, 08 or 09 and 8 more. */
const isMobile = (number: string): boolean => /^0[35789]\d{8}$/.test(number);

/**
 * A Vietnamese phone number as `0xxxxxxxxx` (a mobile, 10 digits) or `02xxxxxxxxx` (a landline with its area
 * code, 11 digits), or undefined when it is neither: the leading 0 may be written +84 or 84; spaces, dots and
 * dashes between digits are how people write them. Buyers are companies, and many call from a landline.
 */
export const normalizeVietnamesePhone = (input: string): string | undefined => {
  const digits = /^(?:0|\+84|84)(\d{9,10})$/.exec(input.replace(/[\s.-]/g, ''));
  if (!digits) return undefined;
  const number = `0${digits[1]}`;
  return isMobile(number) || isLandline(number) ? number : undefined;
};

const INVALID_PHONE =
  'Số điện thoại không hợp lệ (di động 10 số, số bàn 11 số gồm mã vùng như 024, 028, 0236; bắt đầu bằng 0 hoặc +84)';
const INVALID_EMAIL = 'Địa chỉ e-mail không hợp lệ';
const INVALID_CHARACTERS = 'Có ký tự không hợp lệ';
const INVALID_QUANTITY = `Số lượng là số nguyên từ 1 đến ${QUOTE_LIMITS.quantity.toLocaleString('vi-VN')}`;

/**
 * What a person types holds no control characters but tabs (pasted from a spreadsheet) and, in the notes, line
 * breaks; nor half of a surrogate pair, which could not even be stored as sent (the database keeps UTF-8).
 * Both are refused, never altered; emoji and every other character are kept as sent.
 */
const isOneLine = (value: string): boolean => !/\p{Cs}|(?!\t)\p{Cc}/u.test(value);
const isPlainText = (value: string): boolean => !/\p{Cs}|(?![\t\n\r])\p{Cc}/u.test(value);

const phoneField = z
  .string({ error: (issue) => (issue.input == null ? messages.required : INVALID_PHONE) })
  .max(40, INVALID_PHONE)
  .transform((value, context) => {
    const phone = normalizeVietnamesePhone(value);
    if (phone === undefined) {
      context.addIssue({ code: 'custom', message: INVALID_PHONE });
      return z.NEVER;
    }
    return phone;
  });

/** Optional; surrounding spaces are a typing slip, not part of the address. */
const optionalEmail = z
  .string({ error: INVALID_EMAIL })
  .nullish()
  .transform((value) => (value ?? '').trim())
  .refine((value) => value === '' || (value.length <= 254 && z.email().safeParse(value).success), INVALID_EMAIL);

export const quoteItemInput = z.object({
  /** The product the line was matched with; a line the buyer typed that matched none has none. */
  innerProductId: idField.nullish().transform((id) => id ?? undefined),
  /** What the buyer typed, or the product's name. */
  text: requiredText(QUOTE_LIMITS.itemText).refine(isOneLine, INVALID_CHARACTERS),
  quantity: z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : INVALID_QUANTITY) })
    .int(INVALID_QUANTITY)
    .min(1, INVALID_QUANTITY)
    .max(QUOTE_LIMITS.quantity, INVALID_QUANTITY),
});

export const quoteRequestInput = z.object({
  customerName: requiredText(QUOTE_LIMITS.customerName).refine(isOneLine, INVALID_CHARACTERS),
  phone: phoneField,
  email: optionalEmail,
  company: optionalText(QUOTE_LIMITS.company).refine(isOneLine, INVALID_CHARACTERS),
  note: optionalText(QUOTE_LIMITS.note).refine(isPlainText, INVALID_CHARACTERS),
  items: z
    .array(quoteItemInput, { error: (issue) => (issue.input == null ? messages.required : 'Phải là danh sách') })
    .min(1, 'Thêm ít nhất một sản phẩm')
    .max(QUOTE_LIMITS.items, `Tối đa ${QUOTE_LIMITS.items} dòng`),
  /** The honeypot (QUOTE_HONEYPOT_FIELD): any value other than empty means a bot. */
  [QUOTE_HONEYPOT_FIELD]: z.unknown().optional(),
});

export type QuoteRequestInput = z.output<typeof quoteRequestInput>;
export type QuoteItemInput = z.output<typeof quoteItemInput>;

/** What staff change on a request: its status and their own note, with the version the screen loaded. */
export const quoteRequestUpdateInput = z.object({
  status: z.enum(QUOTE_STATUSES, { error: 'Trạng thái không hợp lệ' }),
  staffNote: optionalText(QUOTE_LIMITS.staffNote).refine(isPlainText, INVALID_CHARACTERS),
  updatedAt: updatedAtField,
});

export type QuoteRequestUpdateInput = z.output<typeof quoteRequestUpdateInput>;

/** What `POST /api/QuoteRequest` answers (201, or 200 for the same request again). */
export interface QuoteRequestReceipt {
  id: number;
  createdAt: string;
}

/** The product a line links to, as staff screens show it. */
export interface QuoteProduct {
  id: number;
  name: string;
  namePath: string;
  /** The outer product's namePath (the `/products/{outer}/{inner}` link), as in product summaries. */
  outerProductName: string;
  image: EmbeddedImage | null;
  /** Its availability as staff last set it (null when not said); pages show it by `shownAvailability`. */
  availability: Availability | null;
}

export interface QuoteItem {
  /** Null for a line that links no product. */
  innerProductId: number | null;
  text: string;
  quantity: number;
  /** The linked product as it is now; null when the line links none or the product was deleted since. */
  product: QuoteProduct | null;
  /**
   * The linked product's availability when the buyer sent the request, which may have changed since; null when
   * the line links none, none was set, or the request was sent before it was recorded.
   */
  availabilityWhenSent: Availability | null;
}

export interface QuoteRequest {
  id: number;
  customerName: string;
  /** Always `0xxxxxxxxx` (a mobile) or `02xxxxxxxxx` (a landline). */
  phone: string;
  /** "" when none was given; likewise company and note. */
  email: string;
  company: string;
  note: string;
  items: QuoteItem[];
  status: QuoteStatus;
  staffNote: string;
  createdAt: string;
  /** Also its version: a PUT that sends an older one is 409 STALE. */
  updatedAt: string;
}

// The staff inbox: `GET /api/QuoteRequest` answers a page at a time, newest first, optionally of one status;
// `cursor` is the `nextCursor` of the page before, opaque to the screens. A parameter sent empty is one not sent.

export const QUOTE_PAGE_LIMIT = { default: 50, max: 100 } as const;

export const quoteListMessages = {
  status: 'Trạng thái không hợp lệ',
  limit: `Số yêu cầu mỗi trang là số nguyên từ 1 đến ${QUOTE_PAGE_LIMIT.max}`,
  cursor: 'Vị trí trang không hợp lệ, hãy tải lại danh sách',
} as const;

const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const statusParam = z.enum(QUOTE_STATUSES, { error: quoteListMessages.status });

export const quoteRequestListQuery = z.object({
  status: optionalParam(statusParam),
  limit: optionalParam(
    z
      .string({ error: quoteListMessages.limit })
      .regex(/^\d{1,3}$/, quoteListMessages.limit)
      .transform(Number)
      .refine((limit) => limit >= 1 && limit <= QUOTE_PAGE_LIMIT.max, quoteListMessages.limit),
  ).transform((limit) => limit ?? QUOTE_PAGE_LIMIT.default),
  cursor: optionalParam(z.string({ error: quoteListMessages.cursor }).max(1000, quoteListMessages.cursor)),
});
export type QuoteRequestListQuery = z.output<typeof quoteRequestListQuery>;

/** `GET /api/QuoteRequest/count?status=`: the status is required, since every request counted is one read. */
export const quoteRequestCountQuery = z.object({
  status: z.preprocess((value) => (value === '' ? undefined : value), statusParam),
});

export interface QuoteRequestPage {
  items: QuoteRequest[];
  /** The cursor of the next page; null on the last. */
  nextCursor: string | null;
}

export interface QuoteRequestCount {
  count: number;
}
