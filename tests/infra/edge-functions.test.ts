import { describe, expect, it } from 'vitest';
import { apiForwardedHostCode, spaFallbackCode, staticPathCode } from '../../infra-cdk/lib/edge-functions';

// The CloudFront Functions' own source (the template test proves the distribution runs exactly these
// strings), run here with CloudFront's viewer-request event shape.

interface EdgeRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}
type EdgeResult = EdgeRequest | { statusCode: number; statusDescription: string };

const load = (code: string) =>
  new Function(`${code}\nreturn handler;`)() as (event: { request: EdgeRequest }) => EdgeResult;

const request = (uri: string, headers: Record<string, string> = {}) => ({
  request: {
    uri,
    headers: Object.fromEntries(
      Object.entries({ host: 'd111111abcdef8.cloudfront.net', ...headers }).map(([k, v]) => [k, { value: v }]),
    ),
  },
});

describe('SPA fallback (default behaviour)', () => {
  const handler = load(spaFallbackCode);

  it.each(['/', '/admin', '/admin/articles/12', '/products/0/vong-bi-fag', '/blogs/huong-dan-thanh-toan/'])(
    'serves the app shell for the client-side route %s',
    (uri) => {
      expect((handler(request(uri)) as EdgeRequest).uri).toBe('/index.html');
    },
  );

  it.each([
    '/search/6205.2RS',
    '/search/6205.2RS/',
    '/products/0/vong-bi-6205.2rs',
    '/products/0/mo-bo-bechem-berulub-fr.43',
    '/blogs/huong-dan.html',
    '/products/0/anh.png',
    '/6205.2RS',
    '/admin/articles/12.',
  ])('serves the app shell for %s, a route whose last segment holds a dot', (uri) => {
    expect((handler(request(uri)) as EdgeRequest).uri).toBe('/index.html');
  });

  it.each([
    '/assets/index-3f2a.js',
    '/assets/index-3f2a.css',
    '/assets/fonts/be-vietnam-pro-700.woff2',
    '/favicon.svg',
    '/index.html',
    '/robots.txt',
    '/sitemap.xml',
  ])('leaves the build file %s alone', (uri) => {
    expect((handler(request(uri)) as EdgeRequest).uri).toBe(uri);
  });
});

describe('/static/* prefix (files bucket)', () => {
  const handler = load(staticPathCode);

  it('maps the site URL of an upload to its object key', () => {
    expect((handler(request('/static/files/2026/11/3f2a.webp')) as EdgeRequest).uri).toBe('/files/2026/11/3f2a.webp');
  });

  it.each(['/static/', '/static/files/', '/static/files/2026/'])(
    'answers 404 for the folder %s, never a listing',
    (uri) => {
      expect(handler(request(uri))).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
    },
  );
});

describe('X-Forwarded-Host (/api/*)', () => {
  const handler = load(apiForwardedHostCode);

  it('passes the host the visitor asked for, so the handlers can tell their own origin', () => {
    const result = handler(request('/api/auth/login', { host: 'www.vongbiviet.vn' })) as EdgeRequest;
    expect(result.headers['x-forwarded-host']).toEqual({ value: 'www.vongbiviet.vn' });
    expect(result.uri).toBe('/api/auth/login');
  });

  it('replaces an X-Forwarded-Host the visitor sent', () => {
    const result = handler(request('/api/subscriptions', { 'x-forwarded-host': 'evil.example' })) as EdgeRequest;
    expect(result.headers['x-forwarded-host']).toEqual({ value: 'd111111abcdef8.cloudfront.net' });
  });
});
