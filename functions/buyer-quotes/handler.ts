import { buyerLinkInput, buyerResendInput, buyerSessionInput } from '#contract/buyer-quotes';
import { notFound } from '#core/errors';
import {
  accepted,
  BUYER_SESSION_COOKIE,
  buyerSessionCookie,
  created,
  createResourceHandler,
  noContent,
  ok,
  siteOriginOf,
} from '#core/http';
import { idParam } from '#core/params';
import {
  BUYER_SESSION_SECONDS,
  buyerReplyPdfLink,
  currentBuyer,
  listBuyerQuotes,
  requestBuyerLink,
  resendBuyerQuote,
  startBuyerSession,
} from '#core/services/buyer-quotes';
import { parseInput } from '#core/validation';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** A báo giá's number as staff's replies are numbered (`BG-2026-0001`); anything else names none. */
const replyNumberParam = (pathParameters: Record<string, string | undefined>): string => {
  const value = pathParameters.number;
  if (!value || !/^BG-\d{4}-\d{4,6}$/.test(value)) throw notFound();
  return value;
};

export const handler = createResourceHandler('buyer-quotes', {
  requestLink: async ({ body, clientIp, event, log }) => {
    const { email } = parseInput(buyerLinkInput, body);
    return accepted(await requestBuyerLink(email, { clientIp, siteOrigin: siteOriginOf(event), log }));
  },
  startSession: async ({ body, event }) => {
    const token = await startBuyerSession(parseInput(buyerSessionInput, body).token);
    return { ...noContent(), cookies: [buyerSessionCookie(event, token, BUYER_SESSION_SECONDS)] };
  },
  list: async ({ cookies }) => ok(await listBuyerQuotes(await currentBuyer(cookies[BUYER_SESSION_COOKIE])), NO_STORE),
  replyPdf: async ({ cookies, pathParameters }) => {
    const email = await currentBuyer(cookies[BUYER_SESSION_COOKIE]);
    const location = await buyerReplyPdfLink(email, idParam(pathParameters), replyNumberParam(pathParameters));
    // 303: the browser follows the download link on to the file; nobody keeps the short-lived address.
    return { statusCode: 303, headers: { Location: location, ...NO_STORE } };
  },
  resend: async ({ body, clientIp, cookies, event, log, pathParameters }) => {
    const email = await currentBuyer(cookies[BUYER_SESSION_COOKIE]);
    const { receipt, created: isNew } = await resendBuyerQuote(
      email,
      idParam(pathParameters),
      parseInput(buyerResendInput, body),
      { clientIp, siteOrigin: siteOriginOf(event), log },
    );
    return isNew ? created(receipt) : ok(receipt);
  },
});
