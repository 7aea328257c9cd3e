import { CONFIG_KEY } from '#contract/configuration-keys';
import {
  quoteReplyNumber,
  quoteReplyTotals,
  type QuoteReplies,
  type QuoteReply,
  type QuoteReplyDraft,
  type QuoteReplyInput,
} from '#contract/quote-reply';
import { actingStaff } from '../acting-staff';
import { notFound, validationError } from '../errors';
import type { Logger } from '../logger';
import { MAIL_FAILED, mailer } from '../mail';
import type { QuoteReplyRecord } from '../models/quote-reply';
import type { QuoteRequestRecord } from '../models/quote-request';
import {
  deleteQuoteReplyPdf,
  getQuoteReplyPdf,
  putQuoteReplyPdf,
  quoteReplyPdfFileName,
  quoteReplyPdfKey,
  quoteReplyPdfLink,
} from '../repositories/quote-reply-file-repository';
import {
  getReply,
  lastReplySequence,
  listRepliesOfRequest,
  putQuoteReply,
  setReplyEmailStatus,
} from '../repositories/quote-reply-repository';
import { getQuoteRequestRecord } from '../repositories/quote-request-repository';
import { assertCurrentVersion, LostRace, nextUpdatedAt, versionConflict } from '../rules/optimistic-concurrency';
import { quoteReplyEmail } from '../rules/quote-reply-email';
import { quoteReplyPdf, type QuoteReplyDocument, type Seller } from '../rules/quote-reply-pdf';
import { vietnamDay } from '../rules/vietnam-time';
import { configurationValue } from './configuration';

// Quote replies (báo giá): staff answer a request with prices; the reply gets the year's next number, its PDF
// is made and kept, the request becomes `quoted`, and when the buyer gave an e-mail address the PDF goes to
// him. The reply is stored before the e-mail is tried and marked `failed` until it went out, so a failed (or
// cut-off) send leaves a reply staff see and send again ("Gửi lại"); without an address staff download the PDF
// and send it by Zalo.

/** How long a PDF link works: long enough to follow, too short to pass around. */
export const QUOTE_REPLY_LINK_SECONDS = 5 * 60;
/** How long staff wait for the e-mail before the reply is answered as not sent. */
export const QUOTE_REPLY_EMAIL_TIMEOUT_MS = 5000;
/** Tries at taking the year's next number when other replies take it first. */
const NUMBER_ATTEMPTS = 12;

const VALID_UNTIL_PAST = 'Ngày hết hiệu lực phải từ hôm nay trở đi';
const NO_EMAIL = 'Yêu cầu này không có địa chỉ e-mail: hãy tải PDF và gửi cho khách qua Zalo';

export interface Sending {
  /** The site's origin, for the link to the buyer's page. */
  siteOrigin: string;
  log: Logger;
}

const sellerFromConfiguration = async (): Promise<Seller> => {
  const [name, address, taxCode, phone, email] = await Promise.all(
    [
      CONFIG_KEY.QUOTE_COMPANY_NAME,
      CONFIG_KEY.QUOTE_COMPANY_ADDRESS,
      CONFIG_KEY.QUOTE_COMPANY_TAX_CODE,
      CONFIG_KEY.QUOTE_COMPANY_PHONE,
      CONFIG_KEY.QUOTE_COMPANY_EMAIL,
    ].map(configurationValue),
  );
  return { name: name!, address: address!, taxCode: taxCode!, phone: phone!, email: email! };
};

const requestOrThrow = async (requestId: number): Promise<QuoteRequestRecord> => {
  const request = await getQuoteRequestRecord(requestId);
  if (!request) throw notFound();
  return request;
};

const assertStillValid = (draft: QuoteReplyDraft, now: Date): void => {
  if (draft.validUntil < vietnamDay(now)) throw validationError({ validUntil: VALID_UNTIL_PAST });
};

const toReply = ({ pdfKey: _pdfKey, ...reply }: QuoteReplyRecord): QuoteReply => reply;

const documentOf = (
  request: QuoteRequestRecord,
  seller: Seller,
  number: string,
  createdAt: string,
  draft: QuoteReplyDraft,
): QuoteReplyDocument => ({
  seller,
  number,
  createdAt,
  buyer: { customerName: request.customerName, company: request.company, phone: request.phone, email: request.email },
  request: { id: request.id, createdAt: request.createdAt },
  reply: { ...draft, ...quoteReplyTotals(draft.lines, draft.vatPercent) },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The replies sent for a request, newest first, and the terms a new one starts with. */
export const listQuoteReplies = async (requestId: number): Promise<QuoteReplies> => {
  await requestOrThrow(requestId);
  const [replies, defaultTerms] = await Promise.all([
    listRepliesOfRequest(requestId),
    configurationValue(CONFIG_KEY.QUOTE_TERMS),
  ]);
  return { replies: replies.map(toReply), defaultTerms };
};

/** The PDF a reply would be, before it is sent: nothing is stored, and its number is not taken. */
export const previewQuoteReply = async (
  requestId: number,
  draft: QuoteReplyDraft,
  now = new Date(),
): Promise<Uint8Array> => {
  const request = await requestOrThrow(requestId);
  assertStillValid(draft, now);
  const number = `BG-${vietnamDay(now).slice(0, 4)}-…  (bản xem trước)`;
  return quoteReplyPdf(documentOf(request, await sellerFromConfiguration(), number, now.toISOString(), draft));
};

/** Sends the PDF to the buyer and records whether it went out; never throws for a failed send. */
const emailReply = async (
  record: QuoteReplyRecord,
  request: QuoteRequestRecord,
  seller: Seller,
  pdf: Uint8Array,
  { siteOrigin, log }: Sending,
): Promise<QuoteReplyRecord> => {
  let emailStatus: QuoteReplyRecord['emailStatus'] = 'sent';
  try {
    await (
      await mailer()
    ).send(
      {
        to: [request.email],
        ...quoteReplyEmail(toReply(record), request, seller, siteOrigin),
        attachments: [{ fileName: quoteReplyPdfFileName(record.number), contentType: 'application/pdf', content: pdf }],
      },
      { signal: AbortSignal.timeout(QUOTE_REPLY_EMAIL_TIMEOUT_MS), log },
    );
  } catch (error) {
    emailStatus = 'failed';
    log.error(MAIL_FAILED, {
      quoteRequestId: request.id,
      quoteReply: record.number,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
  if (emailStatus !== record.emailStatus) await setReplyEmailStatus(record.requestId, record.number, emailStatus);
  return { ...record, emailStatus };
};

/**
 * Sends a reply: 409 STALE when the request changed since the screen loaded it, 404 when it is gone. The number is
 * the year's next; when another reply takes it first (or, with no version pinned, the request changed), the PDF
 * made with it is dropped and the step runs again.
 */
export const sendQuoteReply = async (
  requestId: number,
  input: QuoteReplyInput,
  sending: Sending,
  now = new Date(),
): Promise<QuoteReply> => {
  const { updatedAt, ...draft } = input;
  assertStillValid(draft, now);
  const seller = await sellerFromConfiguration();
  const year = Number(vietnamDay(now).slice(0, 4));
  const createdAt = now.toISOString();

  for (let attempt = 1; ; attempt += 1) {
    const request = await requestOrThrow(requestId);
    assertCurrentVersion(updatedAt, request.updatedAt);
    const sequence = (await lastReplySequence(year)) + 1;
    const number = quoteReplyNumber(year, sequence);
    const document = documentOf(request, seller, number, createdAt, draft);
    const record: QuoteReplyRecord = {
      number,
      requestId,
      createdAt,
      createdBy: actingStaff()?.username ?? '',
      ...document.reply,
      emailStatus: request.email ? 'failed' : 'none',
      pdfKey: quoteReplyPdfKey(requestId, number),
    };
    const pdf = await quoteReplyPdf(document);
    // The PDF first: a stored reply always has its PDF.
    await putQuoteReplyPdf(record.pdfKey, number, pdf);
    try {
      await putQuoteReply({
        record,
        year,
        sequence,
        requestUpdatedAt: request.updatedAt,
        nextRequestUpdatedAt: nextUpdatedAt(request.updatedAt, now),
        conflict: () => versionConflict(updatedAt),
      });
    } catch (error) {
      // Nothing refers to this PDF: no reply of this request has the number.
      await deleteQuoteReplyPdf(record.pdfKey);
      if (!(error instanceof LostRace) || attempt >= NUMBER_ATTEMPTS) throw error;
      await sleep(10 * attempt + Math.random() * 40);
      continue;
    }
    return toReply(request.email ? await emailReply(record, request, seller, pdf, sending) : record);
  }
};

const replyOrThrow = async (requestId: number, number: string): Promise<QuoteReplyRecord> => {
  const reply = await getReply(requestId, number);
  if (!reply) throw notFound();
  return reply;
};

/** Sends a stored reply's PDF to the buyer again (after a failed send, or when he asks for it once more). */
export const resendQuoteReply = async (requestId: number, number: string, sending: Sending): Promise<QuoteReply> => {
  const [request, reply] = await Promise.all([requestOrThrow(requestId), replyOrThrow(requestId, number)]);
  if (!request.email) throw validationError({ email: NO_EMAIL });
  const [seller, pdf] = await Promise.all([sellerFromConfiguration(), getQuoteReplyPdf(reply.pdfKey)]);
  return toReply(await emailReply(reply, request, seller, pdf, sending));
};

/** A short-lived link to a reply's PDF; 404 for a reply the request does not have. */
export const quoteReplyPdfAddress = async (requestId: number, number: string): Promise<string> =>
  quoteReplyPdfLink((await replyOrThrow(requestId, number)).pdfKey, QUOTE_REPLY_LINK_SECONDS);
