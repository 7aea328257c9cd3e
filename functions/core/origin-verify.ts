import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { sameText } from './auth/same-text';
import { crossSite } from './errors';

// In AWS the API is meant to be reached only through CloudFront, which adds a secret header to every
// request it forwards (the CDK stack puts the same value in ORIGIN_VERIFY_SECRET). A call to the
// execute-api URL directly would skip CloudFront's HTTPS-only rule, its cache, its security headers and,
// above all, its viewer-address header, which the rate limits trust. Such calls get the cross-site 403.
// Locally and in tests the variable is unset and this check does nothing.

export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET';

export const originVerify = <TResult, TContext extends Context>(): middy.MiddlewareObj<
  APIGatewayProxyEventV2,
  TResult,
  Error,
  TContext
> => ({
  before: ({ event }) => {
    const expected = process.env[ORIGIN_VERIFY_ENV];
    if (!expected) return;
    const sent = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === ORIGIN_VERIFY_HEADER)?.[1];
    if (sent === undefined || !sameText(sent, expected)) throw crossSite();
  },
});
