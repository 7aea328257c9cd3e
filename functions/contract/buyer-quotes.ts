import { optionalText } from './fields';
import { messages } from './messages';
import { QUOTE_LIMITS } from './quote-form';
import type { QuoteStatus } from './quote-request';
import * as z from './zod';

// A buyer's own requests (/my-quotes): the buyer types the e-mail address they sent requests with, opens the
// single-use link the site e-mails there, and that browser then sees every request made with the address, its
// status and the báo giá staff sent, and sends one again. No password: the mailbox is the proof.

/** How long an e-mailed link may be opened (once). */
export const BUYER_LINK_HOURS = 24;
/** How long a buyer's browser stays signed in after opening a link. */
export const BUYER_SESSION_DAYS = 30;

const INVALID_EMAIL = 'Địa chỉ e-mail không hợp lệ';

export const buyerLinkInput = z.object({
  email: z
    .string({ error: (issue) => (issue.input == null ? messages.required : INVALID_EMAIL) })
    .transform((value) => value.trim())
    .refine((value) => value.length <= 254 && z.email().safeParse(value).success, INVALID_EMAIL),
});

export type BuyerLinkInput = z.output<typeof buyerLinkInput>;

/** A link's token: 32 random bytes, base64url (43 characters). Anything else is no token the site made. */
export const buyerSessionInput = z.object({
  token: z.string({ error: messages.required }).max(200, 'Liên kết không hợp lệ'),
});

export const buyerResendInput = z.object({
  note: optionalText(QUOTE_LIMITS.note),
});

export type BuyerResendInput = z.output<typeof buyerResendInput>;

/** What `POST /api/my/link` answers, whatever the address: nothing in it tells whether it has requests. */
export const BUYER_LINK_SENT = {
  message:
    'Chúng tôi đã gửi một liên kết tới địa chỉ này. Liên kết dùng được một lần trong 24 giờ; nếu không thấy thư, hãy xem cả mục thư rác.',
} as const;

/** A báo giá as the buyer's list shows it; its PDF is at `/api/my/quotes/{id}/replies/{number}/pdf`. */
export interface BuyerQuoteReply {
  /** `BG-YYYY-NNNN`. */
  number: string;
  createdAt: string;
  /** `YYYY-MM-DD`. */
  validUntil: string;
  totalVnd: number;
}

/** One of the buyer's requests, newest first in `GET /api/my/quotes`. */
export interface BuyerQuote {
  id: number;
  createdAt: string;
  status: QuoteStatus;
  customerName: string;
  company: string;
  items: { text: string; quantity: number }[];
  note: string;
  /** Newest first. */
  replies: BuyerQuoteReply[];
}

export interface BuyerQuotes {
  /** The address the session is for, so the page can say whose requests these are. */
  email: string;
  quotes: BuyerQuote[];
}
