import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import type { ApiEvent } from '#core/http';
import { ORIGIN_VERIFY_HEADER } from '#core/origin-verify';
import { handler as article } from '../article/public';
import { handler as bannerImage } from '../banner-image/public';
import { handler as certificate } from '../certificate/public';
import { handler as configuration } from '../configuration/public';
import { handler as innerProduct } from '../inner-product/public';
import { handler as outerProduct } from '../outer-product/public';
import { findRoute } from '../route-match';
import { routeEntry, routeKey } from '../routes';
import { handler as video } from '../video/public';
import { publisherSettings } from './settings';

// The pages' loaders call the API through the frontend's api-client; the publisher hands them this fetch,
// which runs the request through the same Lambda handlers (middleware, use cases, answers) in this process
// instead of over HTTP. Only the public GET routes the published pages read are reachable, each through the
// entry the route table names for it (`routeEntry`), which is the file its public function runs in AWS; the
// admin handlers stay out of the publisher's bundle.

/** Every resource handler has this type (core/http.ts's createResourceHandler). */
type ApiHandler = typeof article;
/** The handler's context; its `api` part is filled in by the handler's first middleware. */
type HandlerContext = Parameters<ApiHandler>[1];

/** The public entries the pages read, by `routeEntry`. */
const entries: Readonly<Record<string, ApiHandler>> = {
  'article/public': article,
  'banner-image/public': bannerImage,
  'certificate/public': certificate,
  'configuration/public': configuration,
  'inner-product/public': innerProduct,
  'outer-product/public': outerProduct,
  'video/public': video,
};

/** The base URL the render's API client is given; its host never leaves this process. */
export const IN_PROCESS_API_BASE = 'http://publisher.internal/api';

const context = (requestId: string): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'publish',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:publish',
  memoryLimitInMB: '1024',
  awsRequestId: requestId,
  logGroupName: '/aws/lambda/publish',
  logStreamName: 'in-process',
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

const toEvent = (url: URL, match: NonNullable<ReturnType<typeof findRoute>>): ApiEvent => {
  const key = routeKey(match.route);
  const requestId = randomUUID();
  const now = new Date();
  const secret = publisherSettings.originVerifySecret;
  const query = Object.fromEntries(url.searchParams);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    // As CloudFront forwards it: the handlers refuse requests without the origin secret when one is set.
    headers: { host: url.host, 'x-forwarded-proto': 'https', ...(secret ? { [ORIGIN_VERIFY_HEADER]: secret } : {}) },
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(match.pathParameters).length ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: 'publisher',
      apiId: 'in-process',
      domainName: url.host,
      domainPrefix: url.hostname.split('.')[0]!,
      http: { method: 'GET', path: url.pathname, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'publisher' },
      requestId,
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: false,
  };
};

interface Answer {
  status: number;
  headers: Headers;
  /** The JSON text the route answered (the public GETs answer nothing else). */
  body: string | null;
}

const answer = async (request: Request): Promise<Answer> => {
  const url = new URL(request.url);
  const match = request.method === 'GET' ? findRoute('GET', url.pathname) : undefined;
  const handler = match?.route.access === 'public' ? entries[routeEntry(match.route)] : undefined;
  if (!match || !handler)
    throw new Error(`The publisher reads public GET routes only: ${request.method} ${url.pathname}`);
  const event = toEvent(url, match);
  const result = await handler(event, context(event.requestContext.requestId) as HandlerContext, {
    signal: AbortSignal.timeout(30_000),
  });
  if (!result) throw new Error(`No answer from ${match.route.resource} for ${url.pathname}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(result.headers ?? {})) headers.set(name, String(value));
  const body =
    result.body === undefined
      ? null
      : result.isBase64Encoded
        ? Buffer.from(result.body, 'base64').toString('utf8')
        : result.body;
  return { status: result.statusCode ?? 200, headers, body };
};

/**
 * A fetch for the renders of one publish: public GETs under /api go to the handlers; anything else is a
 * programming error. Each URL is answered once per publish: every page reads the configuration, and every
 * article page the whole list of its kind, which would otherwise be read again for each page.
 */
export const inProcessApiFetch = (): typeof fetch => {
  const answers = new Map<string, Promise<Answer>>();
  return async (input, init) => {
    const request = new Request(input, init);
    let answered = answers.get(request.url);
    if (!answered) answers.set(request.url, (answered = answer(request)));
    const { status, headers, body } = await answered;
    return new Response(body, { status, headers });
  };
};
