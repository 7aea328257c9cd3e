import { createHash, randomInt } from 'node:crypto';
import { emailAddresses } from '#contract/configuration';
import { CONFIG_KEY } from '#contract/configuration-keys';
import {
  QUOTE_HONEYPOT_FIELD,
  type QuoteItemInput,
  type QuoteProduct,
  quoteListMessages,
  type QuoteRequest,
  type QuoteRequestCount,
  type QuoteRequestInput,
  type QuoteRequestListQuery,
  type QuoteRequestPage,
  type QuoteRequestReceipt,
  type QuoteRequestUpdateInput,
  type QuoteStatus,
} from '#contract/quote-request';
import { nextIds } from '../db';
import { notFound, rateLimited, validationError } from '../errors';
import type { Logger } from '../logger';
import { MAIL_FAILED, mailer } from '../mail';
import type { QuoteRequestRecord } from '../models/quote-request';
import {
  deleteQuoteRequestRecord,
  findRepeatedRequest,
  getQuoteRequestRecord,
  countQuoteRequests,
  joinStatusIndex,
  listQuoteRequestPage,
  putNewQuoteRequest,
  RepeatedRequest,
  updateQuoteRequestRecord,
} from '../repositories/quote-request-repository';
import { buyerRequestLookupDeletion } from '../repositories/buyer-quote-repository';
import { deleteQuoteReplyPdf } from '../repositories/quote-reply-file-repository';
import { listRepliesOfRequest, replyDeletion } from '../repositories/quote-reply-repository';
import { countDistinctAttempt, forgetDistinctAttempt, rateLimitKey } from '../repositories/rate-limit-repository';
import { assertCurrentVersion, nextUpdatedAt, retryLostRaces, versionConflict } from '../rules/optimistic-concurrency';
import { quoteConfirmationEmail } from '../rules/buyer-link-email';
import { quoteRequestEmail } from '../rules/quote-request-email';
import { sendBuyerLink } from './buyer-links';
import { configurationValue } from './configuration';
import { getLinkedProducts, type LinkedProduct } from './inner-product-lists';

// Quote requests (Yêu cầu báo giá). A visitor's request is stored, then staff are told by e-mail. The same
// request again from the same client within a minute (a double tap, a retry after a lost answer) is answered
// with the first one's receipt and stored once. New requests are limited per client address, counted only
// once a request is known to be new and acceptable: one refused for its content, a repeat or one over the
// limit leaves the count as it was. A filled honeypot is answered like a success, and nothing happens. A buyer who
// gave an address gets a confirmation with a link to their own requests (/my-quotes).

export const MAX_NEW_QUOTE_REQUESTS_PER_CLIENT = 5;
export const QUOTE_REQUEST_WINDOW_SECONDS = 10 * 60;
/** How long the same request from the same client is answered with the first one's receipt. */
export const QUOTE_REPEAT_SECONDS = 60;
/** How long the visitor's answer waits for the e-mail: Lambda may freeze once the answer is sent. */
export const QUOTE_EMAIL_TIMEOUT_MS = 3000;

const PRODUCT_MISSING = 'Sản phẩm không tồn tại';

export interface Submission {
  clientIp: string;
  /** The site's origin, for the links in the e-mail. */
  siteOrigin: string;
  log: Logger;
}

export interface SubmitResult {
  receipt: QuoteRequestReceipt;
  /** False when the same request had been stored already. */
  created: boolean;
}

const toQuoteProduct = (product: LinkedProduct): QuoteProduct => ({
  id: product.id,
  name: product.name,
  namePath: product.namePath,
  outerProductName: product.outerProductName,
  image: product.image,
  availability: product.availability,
});

/** The products these lines link to, as they are now. */
const linkedProducts = async (items: readonly QuoteItemInput[]): Promise<Map<number, QuoteProduct>> => {
  const ids = [...new Set(items.flatMap((item) => (item.innerProductId === undefined ? [] : [item.innerProductId])))];
  const linked = await getLinkedProducts(ids);
  return new Map([...linked].map(([id, product]) => [id, toQuoteProduct(product)]));
};

const toQuoteRequest = (record: QuoteRequestRecord, products: ReadonlyMap<number, QuoteProduct>): QuoteRequest => ({
  ...record,
  items: record.items.map((item) => ({
    innerProductId: item.innerProductId ?? null,
    text: item.text,
    quantity: item.quantity,
    product: item.innerProductId === undefined ? null : (products.get(item.innerProductId) ?? null),
    availabilityWhenSent: item.availabilityWhenSent ?? null,
  })),
});

const withProducts = async (records: QuoteRequestRecord[]): Promise<QuoteRequest[]> => {
  const products = await linkedProducts(records.flatMap((record) => record.items));
  return records.map((record) => toQuoteRequest(record, products));
};

/** 400 naming each line whose product does not exist (`items.2.innerProductId`). */
const assertProductsExist = (items: readonly QuoteItemInput[], products: ReadonlyMap<number, QuoteProduct>): void => {
  const fields = Object.fromEntries(
    items.flatMap((item, index) =>
      item.innerProductId !== undefined && !products.has(item.innerProductId)
        ? [[`items.${index}.innerProductId`, PRODUCT_MISSING]]
        : [],
    ),
  );
  if (Object.keys(fields).length > 0) throw validationError(fields);
};

/** The client and what it sent, after parsing (so `0912 345 678` and `+84912345678` are one request). */
const repeatHash = (clientIp: string, request: Omit<QuoteRequestInput, typeof QUOTE_HONEYPOT_FIELD>): string =>
  createHash('sha256')
    .update(JSON.stringify([clientIp, request]))
    .digest('hex');

const isFilled = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * Tells staff of a stored request by e-mail to QUOTE_EMAIL. Awaited, but only briefly; a failure is logged
 * (and alarmed on), never thrown: the request is stored and the visitor gets their answer either way.
 */
const tellStaff = async (request: QuoteRequest, siteOrigin: string, log: Logger): Promise<void> => {
  const signal = AbortSignal.timeout(QUOTE_EMAIL_TIMEOUT_MS);
  try {
    const to = emailAddresses(await configurationValue(CONFIG_KEY.QUOTE_EMAIL));
    if (to.length === 0) throw new Error(`${CONFIG_KEY.QUOTE_EMAIL} is not set: nobody to tell`);
    await (await mailer()).send({ to, ...quoteRequestEmail(request, siteOrigin) }, { signal, log });
  } catch (error) {
    log.error(MAIL_FAILED, {
      quoteRequestId: request.id,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
};

export const submitQuoteRequest = async (
  input: QuoteRequestInput,
  { clientIp, siteOrigin, log }: Submission,
  now = new Date(),
): Promise<SubmitResult> => {
  const { [QUOTE_HONEYPOT_FIELD]: honeypot, ...request } = input;
  if (isFilled(honeypot)) {
    // A made-up receipt: a bot learns nothing, and a person who somehow filled the hidden field sees success.
    log.info('quote request with the honeypot filled: answered, not stored');
    return { receipt: { id: randomInt(1, 1_000_000), createdAt: now.toISOString() }, created: true };
  }

  const hash = repeatHash(clientIp, request);
  const earlier = await findRepeatedRequest(hash, now);
  if (earlier) return { receipt: earlier, created: false };

  const products = await linkedProducts(request.items);
  assertProductsExist(request.items, products);

  // Counted by what was asked, so double taps in flight together count once.
  const limitKey = rateLimitKey('QUOTELIMIT', 'IP', clientIp);
  const limit = await countDistinctAttempt(limitKey, hash, QUOTE_REQUEST_WINDOW_SECONDS, now.getTime());
  if (limit.attempts > MAX_NEW_QUOTE_REQUESTS_PER_CLIENT) {
    if (limit.counted) await forgetDistinctAttempt(limitKey, hash);
    throw rateLimited(limit.retryAfterSeconds);
  }

  // Ids come from COUNTER#QUOTE, one of the keys the public function may write.
  const [id] = await nextIds('QUOTE');
  const createdAt = now.toISOString();
  const record: QuoteRequestRecord = {
    id: id!,
    ...request,
    // Kept with each line: staff answer what the buyer saw, even once availability has changed.
    items: request.items.map((item) => ({
      ...item,
      ...(item.innerProductId !== undefined && {
        availabilityWhenSent: products.get(item.innerProductId)!.availability,
      }),
    })),
    status: 'new',
    staffNote: '',
    createdAt,
    updatedAt: createdAt,
  };
  try {
    await putNewQuoteRequest(record, hash, Math.floor(now.getTime() / 1000) + QUOTE_REPEAT_SECONDS);
  } catch (error) {
    if (!(error instanceof RepeatedRequest)) throw error;
    // A double tap stored the same request meanwhile (counted once for both): answer its receipt.
    const winner = await findRepeatedRequest(hash, now);
    if (!winner) throw new Error('Repeated quote request vanished after its conditional put failed');
    return { receipt: winner, created: false };
  }

  await Promise.all([
    tellStaff(toQuoteRequest(record, products), siteOrigin, log),
    record.email ? sendBuyerLink(record.email, { siteOrigin, log }, quoteConfirmationEmail(record), now) : undefined,
  ]);
  return { receipt: { id: record.id, createdAt }, created: true };
};

/** Every request, newest first (by `updatedAt`: a request staff just handled comes first). */
/** A list position as the screens carry it: the sort key of the page's last request, base64url. */
const POSITION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#\d{12}$/;

const toCursor = (position: string): string => Buffer.from(position).toString('base64url');

/** 400 for a cursor this server did not make. */
const fromCursor = (cursor: string): string => {
  const position = Buffer.from(cursor, 'base64url').toString();
  if (!POSITION.test(position) || toCursor(position) !== cursor) {
    throw validationError({ cursor: quoteListMessages.cursor });
  }
  return position;
};

/** A page of the staff inbox, newest first: all requests or those of one status. */
export const listQuoteRequests = async ({
  status,
  limit,
  cursor,
}: QuoteRequestListQuery): Promise<QuoteRequestPage> => {
  if (status !== undefined) await joinStatusIndex();
  const { records, next } = await listQuoteRequestPage(
    status,
    limit,
    cursor === undefined ? undefined : fromCursor(cursor),
  );
  return { items: await withProducts(records), nextCursor: next === undefined ? null : toCursor(next) };
};

/** The sidebar's badge and the dashboard's tiles: how many requests have this status. */
export const countQuoteRequestsOf = async (status: QuoteStatus): Promise<QuoteRequestCount> => {
  await joinStatusIndex();
  return { count: await countQuoteRequests(status) };
};

/** 404 for an unknown id. */
export const getQuoteRequest = async (id: number): Promise<QuoteRequest> => {
  const record = await getQuoteRequestRecord(id);
  if (!record) throw notFound();
  return (await withProducts([record]))[0]!;
};

/** Staff's status and note; 409 STALE when the request changed since the version they loaded. */
export const updateQuoteRequest = async (
  id: number,
  input: QuoteRequestUpdateInput,
  now = new Date(),
): Promise<QuoteRequest> => {
  const updated = await retryLostRaces(async () => {
    const current = await getQuoteRequestRecord(id);
    if (!current) throw notFound();
    assertCurrentVersion(input.updatedAt, current.updatedAt);
    const next: QuoteRequestRecord = {
      ...current,
      status: input.status,
      staffNote: input.staffNote,
      updatedAt: nextUpdatedAt(current.updatedAt, now),
    };
    await updateQuoteRequestRecord(current, next, () => versionConflict(input.updatedAt));
    return next;
  });
  return (await withProducts([updated]))[0]!;
};

/**
 * 404 for an unknown id. The request goes with its báo giá (their records in the same transaction, then their PDFs)
 * and its buyer's lookup item: personal data and prices, none of it left behind.
 */
export const deleteQuoteRequest = async (id: number, log: Logger): Promise<void> => {
  const current = await getQuoteRequestRecord(id);
  if (!current) throw notFound();
  const replies = await listRepliesOfRequest(id);
  await deleteQuoteRequestRecord(id, [
    ...replies.map((reply) => replyDeletion(id, reply.number)),
    ...(current.email ? [buyerRequestLookupDeletion(current.email, id, current.createdAt)] : []),
  ]);
  const left = await Promise.allSettled(replies.map((reply) => deleteQuoteReplyPdf(reply.pdfKey)));
  for (const [index, outcome] of left.entries()) {
    // Nothing names the file any more and its bucket prefix is never served: logged by key for an operator.
    if (outcome.status === 'rejected') log.error('A deleted báo giá kept its PDF', { key: replies[index]!.pdfKey });
  }
};
