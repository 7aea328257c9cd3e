import { optionalText, requiredText, updatedAtField } from './fields';
import { messages } from './messages';
import { QUOTE_LIMITS } from './quote-form';
import * as z from './zod';

// Quote replies (báo giá): staff answer a quote request with prices, lead times, VAT, a validity date and terms.
// The reply screen and the server read the same rules and the same sums from here, so the totals staff see as
// they type are the ones the PDF and the buyer's e-mail carry. A sent reply is never changed: a new reply, with
// the next number, supersedes it.

export const QUOTE_REPLY_LIMITS = {
  lines: 50,
  lineText: QUOTE_LIMITS.itemText,
  leadTime: 100,
  note: 500,
  terms: 2000,
  /** A unit price in đồng. */
  unitPriceVnd: 1_000_000_000_000,
  /**
   * A reply's total (and so each line's amount): sums stay exact integers in JavaScript numbers up to 2^53, and
   * no bearing order comes near a million tỷ đồng.
   */
  totalVnd: 1_000_000_000_000_000,
} as const;

export const VAT_PERCENTS = [0, 5, 8, 10] as const;
export type VatPercent = (typeof VAT_PERCENTS)[number];

/** Whether the e-mail to the buyer went out: `none` when the request gave no address (staff send it by Zalo). */
export const QUOTE_REPLY_EMAIL_STATUSES = ['sent', 'failed', 'none'] as const;
export type QuoteReplyEmailStatus = (typeof QUOTE_REPLY_EMAIL_STATUSES)[number];

/** `BG-2026-0001`: one sequence a year. */
export const QUOTE_REPLY_NUMBER = /^BG-\d{4}-\d{4,}$/;
export const quoteReplyNumber = (year: number, sequence: number): string =>
  `BG-${year}-${String(sequence).padStart(4, '0')}`;

// ---- money as Vietnamese write it ----

/** `1250000` → `1.250.000`. */
export const formatVnd = (amount: number): string => amount.toLocaleString('vi-VN', { maximumFractionDigits: 0 });

/**
 * A whole amount of đồng typed as Vietnamese write it: `1.250.000`, `1 250 000` or `1250000` (dots or spaces
 * between groups of three); undefined for anything else (`1,5`, `1.25`, `-3`, ``), which the form says is wrong.
 */
export const parseVnd = (typed: string): number | undefined => {
  const text = typed.trim().replace(/\s*(?:đ|₫|đồng|vnđ|vnd)$/i, '');
  if (!/^\d{1,3}(?:([. ])\d{3})?(?:\1\d{3})*$/.test(text) && !/^\d+$/.test(text)) return undefined;
  const amount = Number(text.replace(/[. ]/g, ''));
  return Number.isSafeInteger(amount) ? amount : undefined;
};

// ---- the reply ----

const INVALID_CHARACTERS = 'Có ký tự không hợp lệ';
const INVALID_QUANTITY = `Số lượng là số nguyên từ 1 đến ${QUOTE_LIMITS.quantity.toLocaleString('vi-VN')}`;
const INVALID_PRICE = `Đơn giá là số tiền nguyên từ 0 đến ${formatVnd(QUOTE_REPLY_LIMITS.unitPriceVnd)} đồng`;
const INVALID_VAT = 'Thuế GTGT là 0, 5, 8 hoặc 10 %';
const INVALID_DATE = 'Ngày không hợp lệ';
const TOO_LARGE_TOTAL = 'Tổng tiền quá lớn';

/** One line, no control characters but tabs (pasted from a spreadsheet); notes may hold line breaks. */
const isOneLine = (value: string): boolean => !/\p{Cs}|(?!\t)\p{Cc}/u.test(value);
const isPlainText = (value: string): boolean => !/\p{Cs}|(?![\t\n\r])\p{Cc}/u.test(value);

const isRealDate = (value: string): boolean => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

export const quoteReplyLineInput = z.object({
  text: requiredText(QUOTE_REPLY_LIMITS.lineText).refine(isOneLine, INVALID_CHARACTERS),
  quantity: z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : INVALID_QUANTITY) })
    .int(INVALID_QUANTITY)
    .min(1, INVALID_QUANTITY)
    .max(QUOTE_LIMITS.quantity, INVALID_QUANTITY),
  unitPriceVnd: z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : INVALID_PRICE) })
    .int(INVALID_PRICE)
    .min(0, INVALID_PRICE)
    .max(QUOTE_REPLY_LIMITS.unitPriceVnd, INVALID_PRICE),
  leadTime: optionalText(QUOTE_REPLY_LIMITS.leadTime).refine(isOneLine, INVALID_CHARACTERS),
  note: optionalText(QUOTE_REPLY_LIMITS.note).refine(isPlainText, INVALID_CHARACTERS),
});

export type QuoteReplyLine = z.output<typeof quoteReplyLineInput>;

export interface QuoteReplyTotals {
  subtotalVnd: number;
  vatVnd: number;
  totalVnd: number;
}

/** A line's amount: quantity × unit price. */
export const lineAmountVnd = (line: Pick<QuoteReplyLine, 'quantity' | 'unitPriceVnd'>): number =>
  line.quantity * line.unitPriceVnd;

/** The sums of a reply; VAT rounded to the đồng. */
export const quoteReplyTotals = (
  lines: readonly Pick<QuoteReplyLine, 'quantity' | 'unitPriceVnd'>[],
  vatPercent: number,
): QuoteReplyTotals => {
  const subtotalVnd = lines.reduce((sum, line) => sum + lineAmountVnd(line), 0);
  const vatVnd = Math.round((subtotalVnd * vatPercent) / 100);
  return { subtotalVnd, vatVnd, totalVnd: subtotalVnd + vatVnd };
};

const draftShape = {
  lines: z
    .array(quoteReplyLineInput, { error: (issue) => (issue.input == null ? messages.required : 'Phải là danh sách') })
    .min(1, 'Thêm ít nhất một dòng')
    .max(QUOTE_REPLY_LIMITS.lines, `Tối đa ${QUOTE_REPLY_LIMITS.lines} dòng`),
  vatPercent: z.union(
    VAT_PERCENTS.map((percent) => z.literal(percent)),
    { error: INVALID_VAT },
  ),
  /** `YYYY-MM-DD`; today (in Vietnam) or later, which the server checks against its clock. */
  validUntil: z
    .string({ error: (issue) => (issue.input == null ? messages.required : INVALID_DATE) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DATE)
    .refine(isRealDate, INVALID_DATE),
  terms: optionalText(QUOTE_REPLY_LIMITS.terms).refine(isPlainText, INVALID_CHARACTERS),
};

const totalFits = (reply: { lines: QuoteReplyLine[]; vatPercent: number }, context: z.RefinementCtx): void => {
  if (quoteReplyTotals(reply.lines, reply.vatPercent).totalVnd > QUOTE_REPLY_LIMITS.totalVnd) {
    context.addIssue({ code: 'custom', path: ['lines'], message: TOO_LARGE_TOTAL });
  }
};

/** The content of a reply, as the screen sends it for the preview. */
export const quoteReplyDraftInput = z.object(draftShape).superRefine(totalFits);

export type QuoteReplyDraft = z.output<typeof quoteReplyDraftInput>;

/**
 * A reply to send: its content and the version of the request the screen loaded (409 STALE if it changed since),
 * which the screen always sends; like every version check, one left out checks nothing.
 */
export const quoteReplyInput = z.object({ ...draftShape, updatedAt: updatedAtField }).superRefine(totalFits);

export type QuoteReplyInput = z.output<typeof quoteReplyInput>;

export interface QuoteReply extends QuoteReplyDraft, QuoteReplyTotals {
  /** `BG-YYYY-NNNN`. */
  number: string;
  requestId: number;
  createdAt: string;
  /** The staff account that sent it. */
  createdBy: string;
  emailStatus: QuoteReplyEmailStatus;
}

/** What the reply screen loads: the replies sent, newest first, and the terms a new reply starts with. */
export interface QuoteReplies {
  replies: QuoteReply[];
  defaultTerms: string;
}
