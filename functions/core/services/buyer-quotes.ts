import {
  BUYER_LINK_SENT,
  BUYER_SESSION_DAYS,
  type BuyerQuote,
  type BuyerQuotes,
  type BuyerResendInput,
} from '#contract/buyer-quotes';
import type { QuoteStatus } from '#contract/quote-request';
import { notFound, rateLimited, unauthenticated } from '../errors';
import {
  findBuyerSession,
  getBuyerRequests,
  getRequestReply,
  LinkNotValid,
  listBuyerRequestIds,
  listRequestReplies,
  openBuyerLink,
  replyPdfUrl,
  type BuyerRequestRecord,
} from '../repositories/buyer-quote-repository';
import { countAttempt, rateLimitKey } from '../repositories/rate-limit-repository';
import { buyerLinkEmail } from '../rules/buyer-link-email';
import { sendBuyerLink, type LinkRequest } from './buyer-links';
import { getLinkedProducts } from './inner-product-lists';
import { submitQuoteRequest, type SubmitResult } from './quote-requests';

// A buyer's own requests (/my-quotes). Asking for a link is answered the same whatever the address: a link is made
// and e-mailed every time, to an address with requests or without, so neither the answer nor its time tells a
// stranger whether an address has asked for prices (the mailbox's owner learns it, and may). The limits (per
// address, per client) keep the form from being used to flood a mailbox.

export const MAX_LINKS_PER_HOUR = 5;
const LINK_WINDOW_SECONDS = 60 * 60;
/** How long a reply's PDF link may be followed. */
export const PDF_LINK_SECONDS = 5 * 60;
export const BUYER_SESSION_SECONDS = BUYER_SESSION_DAYS * 24 * 60 * 60;

/** `POST /api/my/link`: 429 past the limits, otherwise the same answer whatever the address. */
export const requestBuyerLink = async (
  email: string,
  request: LinkRequest,
  now = new Date(),
): Promise<typeof BUYER_LINK_SENT> => {
  const [byAddress, byClient] = await Promise.all([
    countAttempt(rateLimitKey('BUYERLIMIT', 'EMAIL', email), LINK_WINDOW_SECONDS, now.getTime()),
    countAttempt(rateLimitKey('BUYERLIMIT', 'IP', request.clientIp), LINK_WINDOW_SECONDS, now.getTime()),
  ]);
  const over = [byAddress, byClient].filter((count) => count.attempts > MAX_LINKS_PER_HOUR);
  if (over.length > 0) throw rateLimited(Math.max(...over.map((count) => count.retryAfterSeconds)));
  await sendBuyerLink(email, request, buyerLinkEmail, now);
  return BUYER_LINK_SENT;
};

/** `POST /api/my/session`: the link's token for a session's; 401 for a used, expired or unknown one. */
export const startBuyerSession = async (token: string, now = new Date()): Promise<string> => {
  try {
    const { sessionToken } = await openBuyerLink(token, now, new Date(now.getTime() + BUYER_SESSION_SECONDS * 1000));
    return sessionToken;
  } catch (error) {
    if (error instanceof LinkNotValid) throw unauthenticated();
    throw error;
  }
};

/** The address the cookie's session is for; 401 without a live one. */
export const currentBuyer = async (token: string | undefined, now = new Date()): Promise<string> => {
  const email = await findBuyerSession(token, now);
  if (!email) throw unauthenticated();
  return email;
};

const isOwnRequest = (email: string, request: BuyerRequestRecord): boolean => request.email.toLowerCase() === email;

/** One of the buyer's requests; 404 when there is none of that id, or it is someone else's. */
const ownRequest = async (email: string, id: number): Promise<BuyerRequestRecord> => {
  const [request] = await getBuyerRequests([id]);
  if (!request || !isOwnRequest(email, request)) throw notFound();
  return request;
};

/** `GET /api/my/quotes`: every request sent with the address, newest first, each with the báo giá it received. */
export const listBuyerQuotes = async (email: string): Promise<BuyerQuotes> => {
  const ids = await listBuyerRequestIds(email);
  const requests = new Map(
    (await getBuyerRequests(ids)).filter((request) => isOwnRequest(email, request)).map((r) => [r.id, r]),
  );
  const quotes = await Promise.all(
    ids.flatMap((id) => {
      const request = requests.get(id);
      return request ? [toBuyerQuote(request)] : [];
    }),
  );
  return { email, quotes };
};

const toBuyerQuote = async (request: BuyerRequestRecord): Promise<BuyerQuote> => ({
  id: request.id,
  createdAt: request.createdAt,
  status: request.status as QuoteStatus,
  customerName: request.customerName,
  company: request.company,
  note: request.note,
  items: request.items.map(({ text, quantity }) => ({ text, quantity })),
  replies: (await listRequestReplies(request.id)).map(({ number, createdAt, validUntil, totalVnd }) => ({
    number,
    createdAt,
    validUntil,
    totalVnd,
  })),
});

/** `GET /api/my/quotes/{id}/replies/{number}/pdf`: a short-lived link; 404 unless the request is the buyer's. */
export const buyerReplyPdfLink = async (email: string, id: number, number: string): Promise<string> => {
  await ownRequest(email, id);
  const reply = await getRequestReply(id, number);
  if (!reply) throw notFound();
  return replyPdfUrl(reply, PDF_LINK_SECONDS);
};

/**
 * `POST /api/my/quotes/{id}/resend`: a new request with the same lines and contact, through the same use case
 * as the form (limits, repeats, e-mails). A line whose product was deleted since keeps its text, not its link.
 */
export const resendBuyerQuote = async (
  email: string,
  id: number,
  { note }: BuyerResendInput,
  submission: LinkRequest,
): Promise<SubmitResult> => {
  const request = await ownRequest(email, id);
  const linked = await getLinkedProducts(
    request.items.flatMap((item) => (item.innerProductId === undefined ? [] : [item.innerProductId])),
  );
  return submitQuoteRequest(
    {
      customerName: request.customerName,
      phone: request.phone,
      email: request.email,
      company: request.company,
      note,
      items: request.items.map(({ innerProductId, text, quantity }) => ({
        innerProductId: innerProductId !== undefined && linked.has(innerProductId) ? innerProductId : undefined,
        text,
        quantity,
      })),
    },
    submission,
  );
};
