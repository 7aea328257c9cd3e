import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routeKey, routes, type ResourceName, type Route, type RouteDef } from '../routes';
import { env } from './env';
import { messages } from '#contract/messages';
import {
  crossSite,
  forbidden,
  HttpError,
  tooLarge,
  unauthenticated,
  unsupportedContentType,
  validationError,
} from './errors';
import { createLogger, type Logger } from './logger';
import type { MultipartBody } from './multipart';
import { originVerify } from './origin-verify';
import type { AdminSession } from '#contract/auth';
import { actAs } from './acting-staff';
import { currentAdminSession } from './services/admin-session';
import { preferredEncoding } from './content-encoding';
import type { JsonAnswer } from './services/list-cache';
import * as z from '#contract/zod';
import { toValidationError } from './validation';

// createResourceHandler(): one middy stack shared by every resource. middy runs the `before` steps in the
// order the middlewares are added: request id and logger, the origin-verify check (a call that skipped
// CloudFront learns nothing, not even whether its route exists), route lookup, cross-site and content-type
// checks, the admin session check, body parsing (JSON, or multipart for routes with `body: 'multipart'`), so
// nothing is parsed for a request already refused; then the route's action, which reads like its use case.
// `after` and `onError` steps run in reverse order, which is why error mapping is added right after the
// access log: any error, thrown by a check or by the action, has its JSON answer before the access log
// records the status. On success the cache policy sets Cache-Control before that log too; on an error the
// `after` steps do not run, so error answers carry their own `no-store`.

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

export const JSON_BODY_LIMIT = 1024 * 1024;
export const SESSION_COOKIE = 'session';
/** A buyer's session (/my-quotes): another name and path than staff's, so neither cookie opens the other's routes. */
export const BUYER_SESSION_COOKIE = 'buyer_session';

export interface ApiRequest {
  event: ApiEvent;
  route: RouteDef;
  requestId: string;
  log: Logger;
  pathParameters: Record<string, string>;
  query: Record<string, string | undefined>;
  /** Parsed JSON body of write routes; undefined elsewhere. */
  body: unknown;
  /** Parsed parts of a `body: 'multipart'` route; undefined when the request had no body. */
  multipart?: MultipartBody;
  /** The admin session on admin routes. */
  session?: AdminSession;
  cookies: Record<string, string>;
  clientIp: string;
}

export type Action = (request: ApiRequest) => Promise<ApiResult>;

interface ApiState {
  requestId: string;
  log: Logger;
  startedAt: number;
  route?: RouteDef;
  session?: AdminSession;
  body?: unknown;
  multipart?: MultipartBody;
}

type ApiContext = Context & { api: ApiState };
type ApiMiddleware = middy.MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>;
type MiddyRequest = middy.Request<ApiEvent, ApiResult, Error, ApiContext>;

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);

// ---- responses ----

const jsonResponse = (statusCode: number, data: unknown, headers: Record<string, string> = {}): ApiResult => ({
  statusCode,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...headers },
  body: JSON.stringify(data),
});

export const ok = (data: unknown, headers?: Record<string, string>): ApiResult => jsonResponse(200, data, headers);

/** Smaller answers go plain, as CloudFront leaves them. */
const MIN_COMPRESSED_BYTES = 1000;

/**
 * 200 with an answer serialised before (list-cache.ts), compressed when the request accepts it: the
 * compressed body is made once per answer and encoding, not per request. API Gateway (payload 2.0) turns a
 * base64 body back into bytes and passes Content-Encoding through; CloudFront keys its cache on the
 * normalised Accept-Encoding (`br,gzip`, `gzip` or nothing) and does not compress again what already has an
 * encoding.
 */
export const okJson = async (answer: JsonAnswer, request: ApiRequest): Promise<ApiResult> => {
  const headers = { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff' };
  if (answer.byteLength < MIN_COMPRESSED_BYTES) return { statusCode: 200, headers, body: answer.json };
  const encoding = preferredEncoding(headerOf(request.event, 'accept-encoding'));
  if (!encoding) return { statusCode: 200, headers: { ...headers, Vary: 'Accept-Encoding' }, body: answer.json };
  return {
    statusCode: 200,
    headers: { ...headers, 'Content-Encoding': encoding, Vary: 'Accept-Encoding' },
    body: await answer.compressedBase64(encoding),
    isBase64Encoded: true,
  };
};
export const created = (data: unknown): ApiResult => jsonResponse(201, data);
/**
 * 202: taken, to be done after the answer. An empty JSON object when the client need not know what came of it (a
 * statistic that may be dropped), or where to ask (an import job's id). JSON like every answer.
 */
export const accepted = (data: unknown = {}): ApiResult => jsonResponse(202, data);
export const noContent = (): ApiResult => ({ statusCode: 204, headers: {} });
/** 303: the browser follows the link on to a file; nobody keeps the short-lived address. */
export const seeOther = (location: string): ApiResult => ({
  statusCode: 303,
  headers: { Location: location, 'Cache-Control': 'no-store' },
});
/** A PDF made for this answer (a preview), never kept by a cache. */
export const pdfResponse = (bytes: Uint8Array, fileName: string): ApiResult => ({
  statusCode: 200,
  headers: {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${fileName}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  },
  body: Buffer.from(bytes).toString('base64'),
  isBase64Encoded: true,
});

// ---- request helpers ----

export const headerOf = (event: ApiEvent, name: string): string | undefined => {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) if (key.toLowerCase() === wanted) return value;
  return undefined;
};

export const parseCookies = (event: ApiEvent): Record<string, string> => {
  const pairs = event.cookies ?? (headerOf(event, 'cookie') ?? '').split(';');
  const cookies: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (!(name in cookies)) cookies[name] = pair.slice(at + 1).trim();
  }
  return cookies;
};

/**
 * The visitor's address for rate limits: CloudFront's viewer-address header behind the CDN (it cannot be
 * set by the visitor there), the socket address otherwise. Never the left-most X-Forwarded-For entry.
 */
export const clientIpOf = (event: ApiEvent): string => {
  const viewer = headerOf(event, 'cloudfront-viewer-address');
  if (viewer) return viewer.replace(/^\[?([^\]]*?)\]?:\d+$/, '$1');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
};

/** Plain-http localhost is the only place a session cookie may go without `Secure`. */
const isPlainHttpLocalhost = (event: ApiEvent): boolean => {
  const host = (headerOf(event, 'x-forwarded-host') ?? headerOf(event, 'host') ?? '').replace(/:\d+$/, '');
  return headerOf(event, 'x-forwarded-proto') === 'http' && ['localhost', '127.0.0.1', '[::1]'].includes(host);
};

export const sessionCookie = (event: ApiEvent, token: string, maxAgeSeconds: number): string =>
  [
    `${SESSION_COOKIE}=${token}`,
    'HttpOnly',
    'SameSite=Strict',
    'Path=/api',
    `Max-Age=${maxAgeSeconds}`,
    ...(isPlainHttpLocalhost(event) ? [] : ['Secure']),
  ].join('; ');

/**
 * A buyer's session cookie: sent only to `/api/my` routes, and `Lax` so the e-mailed link, opened from a mail
 * program, finds the browser signed in; `Secure` as the staff's everywhere but plain-http localhost.
 */
export const buyerSessionCookie = (event: ApiEvent, token: string, maxAgeSeconds: number): string =>
  [
    `${BUYER_SESSION_COOKIE}=${token}`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/api/my',
    `Max-Age=${maxAgeSeconds}`,
    ...(isPlainHttpLocalhost(event) ? [] : ['Secure']),
  ].join('; ');

/** The site's own origins: SITE_ORIGINS when configured, else the one the request came to. */
const siteOrigins = (event: ApiEvent): string[] => {
  if (env.siteOrigins) return env.siteOrigins;
  const host = headerOf(event, 'x-forwarded-host') ?? headerOf(event, 'host');
  const proto = headerOf(event, 'x-forwarded-proto') ?? 'https';
  return host ? [`${proto}://${host}`] : [];
};

/** The site's origin for absolute links (in e-mails): SITE_URL when set, else its first own origin. */
export const siteOriginOf = (event: ApiEvent): string => env.siteUrl ?? siteOrigins(event)[0] ?? '';

const decodedBody = (event: ApiEvent): Buffer =>
  Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');

const mediaType = (event: ApiEvent): string =>
  (headerOf(event, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();

// ---- middlewares ----

const observe = (): ApiMiddleware => ({
  before: (request) => {
    const requestId = request.event.requestContext?.requestId ?? request.context.awsRequestId ?? randomUUID();
    request.context.api = {
      requestId,
      log: createLogger({ requestId, routeKey: request.event.routeKey }),
      startedAt: Date.now(),
    };
  },
  after: (request) => accessLog(request),
  onError: (request) => accessLog(request),
});

const accessLog = (request: MiddyRequest): void => {
  const api = request.context.api;
  api?.log.info('request', { status: request.response?.statusCode, durationMs: Date.now() - api.startedAt });
};

const errorResponses = (): ApiMiddleware => ({
  onError: (request) => {
    const error = request.error;
    const requestId = request.context.api?.requestId ?? 'unknown';
    const known = error instanceof z.ZodError ? toValidationError(error) : error;
    if (known instanceof HttpError) {
      request.response = jsonResponse(
        known.status,
        { message: known.message, code: known.code, ...(known.fields ? { fields: known.fields } : {}) },
        { 'Cache-Control': 'no-store', ...known.headers },
      );
      return;
    }
    (request.context.api?.log ?? createLogger({ requestId })).error('unhandled error', {
      error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
    });
    request.response = jsonResponse(
      500,
      { message: messages.internal, code: 'INTERNAL', requestId },
      { 'Cache-Control': 'no-store' },
    );
  },
});

const matchRoute = (table: ReadonlyMap<string, RouteDef>): ApiMiddleware => ({
  before: (request) => {
    const route = table.get(request.event.routeKey);
    if (!route) throw new HttpError(404, 'NOT_FOUND', messages.notFound);
    request.context.api.route = route;
  },
});

/** Refuses writes from other sites (403) and bodies in a format the route does not take (415). */
export const crossSiteGuard = (): ApiMiddleware => ({
  before: ({ event, context }) => {
    if (!WRITE_METHODS.has(event.requestContext.http.method)) return;
    const origin = headerOf(event, 'origin');
    if (headerOf(event, 'sec-fetch-site') === 'cross-site') throw crossSite();
    if (origin !== undefined && !siteOrigins(event).includes(origin)) throw crossSite();

    if (!event.body) return;
    const expected = context.api.route?.body === 'multipart' ? 'multipart/form-data' : 'application/json';
    if (mediaType(event) !== expected) throw unsupportedContentType();
  },
});

/**
 * Every admin route: a live server-side session (401 otherwise) of a role the route lists (403 otherwise),
 * before anything is parsed or written.
 */
export const requireAdmin = (): ApiMiddleware => ({
  before: async (request) => {
    const route = request.context.api.route;
    if (route?.access !== 'admin') return;
    const session = await currentAdminSession(parseCookies(request.event)[SESSION_COOKIE]);
    if (!session) throw unauthenticated();
    if (!route.roles?.includes(session.role)) throw forbidden();
    request.context.api.session = session;
  },
});

const parseJsonBody = (): ApiMiddleware => ({
  before: ({ event, context }) => {
    const route = context.api.route;
    if (!route || !WRITE_METHODS.has(route.method) || route.method === 'DELETE' || route.body) return;
    const raw = decodedBody(event);
    if (raw.length > JSON_BODY_LIMIT) throw tooLarge();
    try {
      context.api.body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw validationError({ body: 'JSON không hợp lệ' });
    }
  },
});

/**
 * Multipart routes (`body: 'multipart'`): the middy multipart parser, behind a structural check (see
 * multipart.ts), runs here, after the session check, and the parts are exposed as `multipart`.
 */
const parseMultipartBody = (parse: MultipartParser | undefined): ApiMiddleware => ({
  before: async ({ event, context }) => {
    if (context.api.route?.body !== 'multipart' || !event.body) return;
    if (!parse) throw new Error(`${routeKey(context.api.route)} takes multipart but its handler has no parser`);
    context.api.multipart = await parse(event, headerOf(event, 'content-type') ?? '');
  },
});

/**
 * Public GETs may sit in the CDN briefly, unless their route says `cdnCache: 'never'` (answers that depend on
 * the visitor's cookie); everything else (admin data, writes) never does.
 */
const cachePolicy = (): ApiMiddleware => ({
  after: ({ response, context }) => {
    if (!response) return;
    const route = context.api.route;
    const cacheable = route?.method === 'GET' && route.access === 'public' && route.cdnCache !== 'never';
    response.headers = {
      'Cache-Control': cacheable ? 'public, max-age=0, s-maxage=60' : 'no-store',
      ...response.headers,
    };
  },
});

// ---- the handler factory ----

export type MultipartParser = (event: ApiEvent, contentType: string) => Promise<MultipartBody>;

type Access = RouteDef['access'];

/** The action names of a resource's routes of one access (or both); a handler implements exactly these. */
export type ActionsOf<R extends ResourceName, A extends Access = Access> = Extract<
  Route,
  { resource: R; access: A }
>['action'];

export interface ResourceHandlerOptions<A extends Access> {
  /**
   * Only the routes of this access: an entry of its own for a resource's public function, which then
   * bundles none of the admin routes' code (the sanitiser, the write schemas).
   */
  access?: A;
  /**
   * The multipart parser (multipart.ts), given by the handlers whose routes take `body: 'multipart'`: only
   * their bundles then carry it.
   */
  parseMultipart?: MultipartParser;
}

export const createResourceHandler = <R extends ResourceName, A extends Access = Access>(
  resource: R,
  actions: Record<ActionsOf<R, A>, Action>,
  options: ResourceHandlerOptions<A> = {},
) => {
  const table = new Map<string, RouteDef>(
    routes
      .filter((route) => route.resource === resource && (!options.access || route.access === options.access))
      .map((route) => [routeKey(route), route]),
  );
  return middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(observe())
    .use(errorResponses())
    .use(originVerify())
    .use(cachePolicy())
    .use(matchRoute(table))
    .use(crossSiteGuard())
    .use(requireAdmin())
    .use(parseJsonBody())
    .use(parseMultipartBody(options.parseMultipart))
    .handler(async (event, context) => {
      const api = context.api;
      const route = api.route!;
      // Only the parameters the route declares: the CDN keys its cache on exactly these (routes.ts).
      const query: Record<string, string | undefined> = Object.fromEntries(
        (route.query ?? []).map((name) => [name, event.queryStringParameters?.[name]]),
      );
      const act = () =>
        actions[route.action as ActionsOf<R, A>]({
          event,
          route,
          requestId: api.requestId,
          log: api.log,
          pathParameters: { ...event.pathParameters } as Record<string, string>,
          query,
          body: api.body,
          multipart: api.multipart,
          session: api.session,
          cookies: parseCookies(event),
          clientIp: clientIpOf(event),
        });
      // A staff request's writes name their author in the audit log (acting-staff.ts).
      return api.session ? actAs({ username: api.session.username }, act) : act();
    });
};
