import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { isSearchPagePath } from '#contract/site-addresses';
import { createLogger } from '#core/logger';
import { PUBLISHED_PAGE_CACHE_CONTROL } from '#core/published-pages';
import { renderContext, renderUrl } from '../publish/render';
import { readTemplate } from '../publish/site-bucket';

// Search results rendered on request (`/search/{name}`): the same server entry and in-process API reads as the
// published pages, behind CloudFront's `/search*` behaviours through a function URL, and behind the local
// server alike. The CDN keeps each query's page as long as the public answers it shows (60 s), so a repeated
// query costs nothing here; the browser then hydrates it like a published page.

export type SearchPageEvent = Pick<APIGatewayProxyEventV2, 'rawPath' | 'headers'>;

const log = createLogger({ component: 'search-page' });

// React's server renderer loads its development build unless NODE_ENV says otherwise.
process.env.NODE_ENV ??= 'production';

/** How long a container trusts the template it read: a deployment's new shell is used within a minute. */
const TEMPLATE_TRUST_MS = 60_000;
let template: { text: Promise<string>; readAt: number } | undefined;

const currentTemplate = (): Promise<string> => {
  const now = Date.now();
  if (!template || now - template.readAt > TEMPLATE_TRUST_MS) {
    const text = readTemplate();
    template = { text, readAt: now };
    // A failed read is not kept: the next request reads again.
    text.catch(() => (template = undefined));
  }
  return template.text;
};

/**
 * The site's origin as the visitor asked for it: CloudFront's viewer-request function copies the viewer's Host
 * into X-Forwarded-Host (a visitor cannot set it), the local server passes its own. Read per request because
 * the distribution's domain cannot be given to a function that is one of its origins.
 */
const siteUrlOf = (headers: SearchPageEvent['headers']): string => {
  const host = headers['x-forwarded-host'] ?? headers.host ?? 'localhost';
  const protocol = headers['x-forwarded-proto'] === 'http' ? 'http' : 'https';
  return `${protocol}://${host}`;
};

const html = (statusCode: number, body: string, cacheControl: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl },
  body,
});

export const handler = async (event: SearchPageEvent): Promise<APIGatewayProxyStructuredResultV2> => {
  // Only the path: the CDN's key holds no query string, so the page must not vary by one.
  const path = event.rawPath;
  if (!isSearchPagePath(path)) return { statusCode: 404, headers: { 'Cache-Control': 'no-store' } };
  const result = await renderUrl(path, await renderContext(siteUrlOf(event.headers), await currentTemplate()));
  if (result.redirect) {
    return { statusCode: result.status, headers: { Location: result.redirect, 'Cache-Control': 'no-store' } };
  }
  if (result.status >= 500) {
    // The API failed under the render: the page says so, and is asked for again next time.
    log.error('search page failed to render', { path, status: result.status });
    return html(result.status, result.html, 'no-store');
  }
  return html(result.status, result.html, PUBLISHED_PAGE_CACHE_CONTROL);
};
