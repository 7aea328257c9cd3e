import { created, createResourceHandler, noContent, ok, pdfResponse, seeOther, siteOriginOf } from '#core/http';
import { quoteReplyDraftInput, quoteReplyInput } from '#contract/quote-reply';
import {
  quoteRequestCountQuery,
  quoteRequestInput,
  quoteRequestListQuery,
  quoteRequestUpdateInput,
} from '#contract/quote-request';
import { idParam, replyNumberParam } from '#core/params';
import {
  listQuoteReplies,
  previewQuoteReply,
  quoteReplyPdfAddress,
  resendQuoteReply,
  sendQuoteReply,
} from '#core/services/quote-replies';
import {
  countQuoteRequestsOf,
  deleteQuoteRequest,
  getQuoteRequest,
  listQuoteRequests,
  submitQuoteRequest,
  updateQuoteRequest,
} from '#core/services/quote-requests';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('quote-request', {
  create: async ({ body, clientIp, event, log }) => {
    const { receipt, created: isNew } = await submitQuoteRequest(parseInput(quoteRequestInput, body), {
      clientIp,
      siteOrigin: siteOriginOf(event),
      log,
    });
    return isNew ? created(receipt) : ok(receipt);
  },
  list: async ({ query }) => ok(await listQuoteRequests(parseInput(quoteRequestListQuery, query))),
  count: async ({ query }) => ok(await countQuoteRequestsOf(parseInput(quoteRequestCountQuery, query).status)),
  get: async ({ pathParameters }) => ok(await getQuoteRequest(idParam(pathParameters))),
  update: async ({ pathParameters, body }) =>
    ok(await updateQuoteRequest(idParam(pathParameters), parseInput(quoteRequestUpdateInput, body))),
  remove: async ({ pathParameters, log }) => {
    await deleteQuoteRequest(idParam(pathParameters), log);
    return noContent();
  },
  listReplies: async ({ pathParameters }) => ok(await listQuoteReplies(idParam(pathParameters))),
  reply: async ({ pathParameters, body, event, log }) =>
    created(
      await sendQuoteReply(idParam(pathParameters), parseInput(quoteReplyInput, body), {
        siteOrigin: siteOriginOf(event),
        log,
      }),
    ),
  previewReply: async ({ pathParameters, body }) =>
    pdfResponse(
      await previewQuoteReply(idParam(pathParameters), parseInput(quoteReplyDraftInput, body)),
      'bao-gia-xem-truoc.pdf',
    ),
  resendReply: async ({ pathParameters, event, log }) =>
    ok(
      await resendQuoteReply(idParam(pathParameters), replyNumberParam(pathParameters), {
        siteOrigin: siteOriginOf(event),
        log,
      }),
    ),
  replyPdf: async ({ pathParameters }) =>
    seeOther(await quoteReplyPdfAddress(idParam(pathParameters), replyNumberParam(pathParameters))),
});
