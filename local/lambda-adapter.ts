import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import type { ApiEvent, ApiResult } from '@vongbi/functions/core/http';
import { routeEntry, routeKey, type ResourceName, type RouteDef } from '@vongbi/functions/routes';
import { encodedBody } from './compression';
import type { RouteMatch } from '@vongbi/functions/route-match';

// Turns a Node request into the API Gateway HTTP API (payload 2.0) event Lambda would receive, invokes the
// same handler module, and writes its result back: status, headers, cookies, base64 bodies.

/** API Gateway's own payload limit. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

type LambdaHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/** Loaded handler modules, by entry (`article/public`). */
const handlers = new Map<string, Promise<LambdaHandler>>();

/** The module the route table says serves the route: the file its Lambda function runs in AWS. */
const loadHandler = (route: RouteDef): Promise<LambdaHandler> => {
  const entry = routeEntry(route);
  let loaded = handlers.get(entry);
  if (!loaded) {
    loaded = import(`@vongbi/functions/${entry}`).then((module: { handler: LambdaHandler }) => module.handler);
    handlers.set(entry, loaded);
  }
  return loaded;
};

/** Like API Gateway, text and JSON arrive as strings and everything else base64-encoded. */
const isTextual = (contentType: string | undefined): boolean =>
  !contentType || /^(text\/|application\/(json|[\w.+-]+\+json|x-www-form-urlencoded|xml))/i.test(contentType);

export class PayloadTooLargeError extends Error {}

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        // Keep reading (and dropping) the rest, so the client, still sending, receives the 413 answer instead
        // of a reset connection.
        request.removeAllListeners('data');
        request.resume();
        reject(new PayloadTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

export const toApiEvent = async (request: IncomingMessage, url: URL, match: RouteMatch): Promise<ApiEvent> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    // CloudFront sets the viewer address in AWS; locally the socket is the truth, so a sent one is dropped.
    if (value === undefined || name === 'cookie' || name === 'cloudfront-viewer-address') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const sourceIp = (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-for'] = sourceIp;
  headers['x-forwarded-port'] = String(request.socket.localPort ?? '');

  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;

  const raw = await readBody(request);
  const textual = isTextual(request.headers['content-type']);
  const now = new Date();
  const key = routeKey(match.route);
  const cookies = request.headers.cookie
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);

  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(match.pathParameters).length ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(raw.length
      ? { body: raw.toString(textual ? 'utf8' : 'base64'), isBase64Encoded: !textual }
      : { isBase64Encoded: false }),
  };
};

const lambdaContext = (resource: ResourceName, requestId: string): Context => {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${resource}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${resource}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${resource}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => deadline - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

export const invokeRoute = async (request: IncomingMessage, response: ServerResponse, url: URL, match: RouteMatch) => {
  const event = await toApiEvent(request, url, match);
  const handler = await loadHandler(match.route);
  const result = await handler(event, lambdaContext(match.route.resource, event.requestContext.requestId));
  writeResult(request, response, result);
};

export const writeResult = (request: IncomingMessage, response: ServerResponse, result: ApiResult): void => {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  if (result.body === undefined) {
    response.writeHead(result.statusCode ?? 200, headers);
    response.end();
    return;
  }
  const raw = Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  // An answer the handler compressed itself (a kept answer, core/http.ts okJson) goes as it is, as CloudFront
  // sends it: compressing it again would hand the viewer bytes its one Content-Encoding does not describe.
  if (Object.keys(headers).some((name) => name.toLowerCase() === 'content-encoding')) {
    response.writeHead(result.statusCode ?? 200, headers);
    response.end(raw);
    return;
  }
  // The rest compressed as CloudFront compresses /api/* answers for the viewer.
  const encoded = encodedBody(request, headers['Content-Type']?.toString() ?? headers['content-type']?.toString(), raw);
  response.writeHead(result.statusCode ?? 200, { ...headers, ...encoded.headers });
  response.end(encoded.body);
};
