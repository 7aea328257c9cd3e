import { created, createResourceHandler, noContent, ok, siteOriginOf } from '#core/http';
import {
  quoteRequestCountQuery,
  quoteRequestInput,
  quoteRequestListQuery,
  quoteRequestUpdateInput,
} from '#contract/quote-request';
import { idParam } from '#core/params';
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
  remove: async ({ pathParameters }) => {
    await deleteQuoteRequest(idParam(pathParameters));
    return noContent();
  },
});
