import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as article from '@vongbi/functions/article/handler';
import * as articlePublic from '@vongbi/functions/article/public';
import * as configuration from '@vongbi/functions/configuration/handler';
import * as configurationPublic from '@vongbi/functions/configuration/public';
import * as innerProduct from '@vongbi/functions/inner-product/handler';
import * as innerProductPublic from '@vongbi/functions/inner-product/public';
import { routeKey, routes, type RouteDef } from '@vongbi/functions/routes';

// The public entries (`<resource>/public.ts`) a resource's public function can bundle instead of its whole
// handler: for every public route they answer exactly what the handler answers, and they know no admin route.

type Handler = typeof article.handler;

const entries: [string, Handler, Handler][] = [
  ['article', article.handler, articlePublic.handler],
  ['configuration', configuration.handler, configurationPublic.handler],
  ['inner-product', innerProduct.handler, innerProductPublic.handler],
];

const lambdaContext = {
  awsRequestId: randomUUID(),
  getRemainingTimeInMillis: () => 29_000,
} as Context as Parameters<Handler>[1];

/** The event API Gateway sends for a route, with made-up parameters and no session. */
const eventFor = (route: RouteDef): APIGatewayProxyEventV2 => {
  const rawPath = route.path.replace('{id}', '1');
  const query: Record<string, string> = { path: 'khong-co', name: 'vong bi' };
  const queryStringParameters = Object.fromEntries((route.query ?? []).map((name) => [name, query[name]!]));
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath,
    rawQueryString: new URLSearchParams(queryStringParameters).toString(),
    headers: { host: 'www.vongbiviet.vn', 'x-forwarded-proto': 'https' },
    queryStringParameters,
    pathParameters: route.path.includes('{id}') ? { id: '1' } : undefined,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'www.vongbiviet.vn',
      domainPrefix: 'www',
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: routeKey(route),
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    isBase64Encoded: false,
  };
};

const answer = async (handler: Handler, route: RouteDef) => {
  const result = await handler(eventFor(route), lambdaContext);
  return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') as unknown };
};

describe.each(entries)('%s/public.ts', (resource, whole, publicOnly) => {
  const own: RouteDef[] = routes.filter((route) => route.resource === resource);

  it.each(own.filter((route) => route.access === 'public').map((route) => [routeKey(route), route] as const))(
    'answers %s as handler.ts does',
    async (_key, route) => {
      const expected = await answer(whole, route);
      expect(await answer(publicOnly, route)).toEqual(expected);
      expect(expected.status).toBeLessThan(500);
    },
  );

  it.each(own.filter((route) => route.access === 'admin').map((route) => [routeKey(route), route] as const))(
    'knows no admin route: %s is 404 there, 401 in handler.ts',
    async (_key, route) => {
      expect((await answer(whole, route)).status).toBe(401);
      expect(await answer(publicOnly, route)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    },
  );
});
