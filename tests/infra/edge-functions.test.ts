import { describe, expect, it } from 'vitest';
import { isBrowserRenderedPath } from '@vongbi/functions/contract/site-addresses';
import {
  MOVED_CACHE_CONTROL,
  movedValue,
  NOT_FOUND_PAGE_KEY,
  pageKey,
  publishedUrl,
} from '@vongbi/functions/core/published-pages';
import { isSiteBuildFile } from '@vongbi/functions/core/site-headers';
import {
  apiForwardedHostCode,
  KVS_IMPORT,
  PAGE_STATUS_HEADER,
  pageStatusCode,
  publishedPageCode,
  staticPathCode,
} from '../../infra-cdk/lib/edge-functions';

// The CloudFront Functions' own source (the template test proves the distribution runs exactly these
// strings), run here with CloudFront's event shapes. The published-page function imports CloudFront's
// KeyValueStore helper; here that import is replaced by a store holding the given published URLs.

interface EdgeRequest {
  uri: string;
  headers: Record<string, { value: string }>;
  querystring?: Record<string, { value: string; multiValue?: { value: string }[] }>;
}
type EdgeResult = EdgeRequest | { statusCode: number; statusDescription: string };
interface EdgeRedirect {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, { value: string }>;
}
interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, { value: string }>;
}

const load = (code: string) =>
  new Function(`${code}\nreturn handler;`)() as (event: { request: EdgeRequest }) => EdgeResult;

const request = (uri: string, headers: Record<string, string> = {}, query = '') => {
  const querystring: NonNullable<EdgeRequest['querystring']> = {};
  // CloudFront's shape: the raw (still encoded) value of each parameter, all of them in multiValue.
  for (const pair of query.split('&').filter(Boolean)) {
    const [name, value = ''] = pair.split('=') as [string, string?];
    const entry = (querystring[name] ??= { value, multiValue: [] });
    entry.multiValue!.push({ value });
  }
  return {
    request: {
      uri,
      querystring,
      headers: Object.fromEntries(
        Object.entries({ host: 'd111111abcdef8.cloudfront.net', ...headers }).map(([k, v]) => [k, { value: v }]),
      ),
    },
  };
};

/**
 * The published-page function with a KeyValueStore holding `published` (each with its page's key, as the
 * publisher writes it) and `moved` pages (old URL → new URL, as `301 <new URL>`), recording the keys it is asked.
 * As CloudFront's helper: get() fails for a key the store does not hold, exists() answers whether it does.
 */
const withStore = (published: readonly string[] | 'failing', moved: Record<string, string> = {}) => {
  expect(publishedPageCode.startsWith(`${KVS_IMPORT}\n`)).toBe(true);
  const asked: string[] = [];
  const store = new Map<string, string>([
    ...(published === 'failing' ? [] : published.map((url): [string, string] => [url, pageKey(url)])),
    ...Object.entries(moved).map(([from, to]): [string, string] => [from, movedValue(to)]),
  ]);
  const cf = {
    kvs: () => ({
      get: async (key: string) => {
        asked.push(key);
        if (published === 'failing') throw new Error('KeyValueStore unavailable');
        if (!store.has(key)) throw new Error(`Key ${key} not found`);
        return store.get(key);
      },
      exists: async (key: string) => {
        if (published === 'failing') throw new Error('KeyValueStore unavailable');
        return store.has(key);
      },
    }),
  };
  const handler = new Function('cf', `${publishedPageCode.slice(KVS_IMPORT.length)}\nreturn handler;`)(cf) as (event: {
    request: EdgeRequest;
  }) => Promise<EdgeRequest | EdgeRedirect>;
  const answer = (uri: string, query = '') => handler(request(uri, {}, query));
  return {
    asked,
    answer,
    uriFor: async (uri: string, query = '') => ((await answer(uri, query)) as EdgeRequest).uri,
  };
};

/** What functions/core says a request is published as. */
const expectedUrl = (uri: string, query = '') => {
  const url = publishedUrl(uri, new URLSearchParams(query));
  if (url === null) throw new Error(`${uri}?${query} has no published URL`);
  return url;
};

describe('published pages (default behaviour, viewer request)', () => {
  const requests: [string, string][] = [
    ['/', ''],
    ['/about-us', ''],
    ['/products', ''],
    ['/products/', ''],
    ['/products/vong-bi-fag', ''],
    ['/products/vong-bi-fag/', ''],
    ['/products/vong-bi-fag/6205-2rs', ''],
    ['/products/0/vong-bi-6205.2rs', ''],
    ['/products/0/mo-bo-bechem-berulub-fr.43', ''],
    ['/6205.2RS', ''],
    ['/blogs', ''],
    ['/blogs', 'type=news'],
    ['/blogs/', 'type=support'],
    ['/blogs', 'utm_source=zalo&type=news'],
    ['/blogs', 'type=news&type=support'],
    ['/blogs', 'type=%6Eews'],
    ['/products', 'type=news'],
    ['/products/vong-bi-fag', 'fbclid=abc&page=2'],
  ];

  it.each(requests)('asks the store for publishedUrl(%s ? %s) and serves pageKey of it', async (uri, query) => {
    const url = expectedUrl(uri, query);
    const edge = withStore([url]);
    expect(await edge.uriFor(uri, query)).toBe(`/${pageKey(url)}`);
    expect(edge.asked).toEqual([url]);
  });

  it.each(requests)('serves the not-found page for %s ? %s when it is not published', async (uri, query) => {
    const edge = withStore(['/something-else', '/blogs?type=other']);
    expect(await edge.uriFor(uri, query)).toBe(`/${NOT_FOUND_PAGE_KEY}`);
  });

  it('serves a page deleted since it was published as not found, the moment its key leaves the store', async () => {
    expect(await withStore(['/products/vong-bi-fag']).uriFor('/products/vong-bi-fag')).toBe(
      '/pages/products/vong-bi-fag.html',
    );
    expect(await withStore([]).uriFor('/products/vong-bi-fag')).toBe('/pages/404.html');
  });

  it('answers not found for a value of the varying parameter no page has, without asking the store', async () => {
    expect(publishedUrl('/blogs', new URLSearchParams('type=khac'))).toBeNull();
    const edge = withStore(['/blogs', '/blogs?type=khac']);
    expect(await edge.uriFor('/blogs', 'type=khac')).toBe('/pages/404.html');
    expect(edge.asked).toEqual([]);
  });

  it('keeps the list and its variants apart: /blogs?type=news is its own page', async () => {
    const edge = withStore(['/blogs', '/blogs?type=news']);
    expect(await edge.uriFor('/blogs')).toBe('/pages/blogs.html');
    expect(await edge.uriFor('/blogs', 'type=news')).toBe('/pages/blogs.type-news.html');
    expect(await edge.uriFor('/blogs', 'type=support')).toBe('/pages/404.html');
  });

  it.each(['/pages/index.html', '/pages/products/vong-bi-fag.html', '/pages/404.html', '/khong-co-trang-nay'])(
    'never serves a page object under its own name: %s is an unknown URL',
    async (uri) => {
      expect(await withStore(['/', '/products/vong-bi-fag']).uriFor(uri)).toBe('/pages/404.html');
    },
  );

  // /search and /search/* have behaviours of their own (the search-page function), so never reach this one.
  it.each(['/admin', '/admin/articles/12', '/admin/', '/admin-login', '/my-quotes'])(
    'serves the app shell for %s, rendered in the browser, without asking the store',
    async (uri) => {
      const edge = withStore(['/admin']);
      expect(await edge.uriFor(uri)).toBe('/index.html');
      expect(edge.asked).toEqual([]);
    },
  );

  it.each([
    '/assets/index-3f2a.js',
    '/assets/index-3f2a.css',
    '/assets/fonts/be-vietnam-pro-700.woff2',
    '/favicon.svg',
    '/index.html',
    '/robots.txt',
    '/sitemap.xml',
  ])('leaves the build file %s alone', async (uri) => {
    const edge = withStore([]);
    expect(await edge.uriFor(uri)).toBe(uri);
    expect(edge.asked).toEqual([]);
  });

  it('decides build files and browser-rendered paths exactly as functions/core does', async () => {
    const paths = [
      '/',
      '/assets/x.js',
      '/assets/',
      '/favicon.svg',
      '/FAVICON.SVG',
      '/robots.txt',
      '/sitemap.xml',
      '/6205.2RS',
      '/products/anh.png',
      '/search',
      '/searching',
      '/search/6205',
      '/admin',
      '/administrator',
      '/admin-login',
      '/admin-login/x',
      '/quote',
      '/quotes',
      '/my-quotes',
      '/my-quotes-old',
      '/blogs/huong-dan.html',
    ];
    for (const path of paths) {
      const expected = isSiteBuildFile(path)
        ? path
        : isBrowserRenderedPath(path)
          ? '/index.html'
          : `/${pageKey(expectedUrl(path))}`;
      expect(await withStore([expectedUrl(path)]).uriFor(path), path).toBe(expected);
    }
  });

  it('serves the app shell, which renders any URL in the browser, when the store cannot answer', async () => {
    expect(await withStore('failing').uriFor('/products/vong-bi-fag')).toBe('/index.html');
  });
});

describe('moved pages (default behaviour, viewer request)', () => {
  const moved = (to: string, query = '') => ({
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: `${to}${query}` }, 'cache-control': { value: MOVED_CACHE_CONTROL } },
  });

  it('answers 301 to where a renamed page is now, asking the store once', async () => {
    const edge = withStore(['/products/vong-bi-moi'], { '/products/vong-bi-cu': '/products/vong-bi-moi' });

    expect(await edge.answer('/products/vong-bi-cu')).toEqual(moved('/products/vong-bi-moi'));
    expect(edge.asked).toEqual(['/products/vong-bi-cu']);
  });

  it('answers the old URL as it was shared, trailing slash and all, keeping its query string', async () => {
    const edge = withStore([], { '/products/vong-bi-fag/6205': '/products/vong-bi-fag' });

    expect(await edge.answer('/products/vong-bi-fag/6205/', 'zarsrc=30&utm_source=zalo')).toEqual(
      moved('/products/vong-bi-fag', '?zarsrc=30&utm_source=zalo'),
    );
  });

  it('sends a deleted article to its list, whose own query string is kept as the publisher wrote it', async () => {
    const edge = withStore([], { '/blogs/tin-cu': '/blogs?type=news' });

    expect(await edge.answer('/blogs/tin-cu', 'utm_source=zalo')).toEqual(moved('/blogs?type=news'));
  });

  it('serves a published page rather than a moved one, and the not-found page for a URL the store lacks', async () => {
    const edge = withStore(['/products/vong-bi-cu'], { '/products/khac': '/products/vong-bi-cu' });

    expect(await edge.uriFor('/products/vong-bi-cu')).toBe('/pages/products/vong-bi-cu.html');
    expect(await edge.uriFor('/products/khong-co')).toBe('/pages/404.html');
  });

  it('serves the app shell, not a 301 or a 404, when the store cannot answer', async () => {
    expect(await withStore('failing').answer('/products/vong-bi-cu')).toEqual(
      expect.objectContaining({ uri: '/index.html' }),
    );
  });
});

describe('CloudFront Functions limits', () => {
  it.each([
    ['published page', publishedPageCode],
    ['page status', pageStatusCode],
    ['/static path', staticPathCode],
    ['/api forwarded host', apiForwardedHostCode],
  ])('keeps the %s function under CloudFront’s 10 KB of code', (_, code) => {
    expect(Buffer.byteLength(code, 'utf8')).toBeLessThan(10 * 1024);
  });
});

describe('not-found status (default behaviour, viewer response)', () => {
  const handler = new Function(`${pageStatusCode}\nreturn handler;`)() as (event: {
    response: EdgeResponse;
  }) => EdgeResponse;
  const response = (statusCode: number, headers: Record<string, string>) => ({
    response: {
      statusCode,
      statusDescription: statusCode === 200 ? 'OK' : 'Not Modified',
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, { value: v }])),
    },
  });

  it('answers the not-found page with 404 and drops the metadata header', () => {
    const result = handler(response(200, { [PAGE_STATUS_HEADER]: '404', 'content-type': 'text/html' }));
    expect(result.statusCode).toBe(404);
    expect(result.statusDescription).toBe('Not Found');
    expect(result.headers).toEqual({ 'content-type': { value: 'text/html' } });
  });

  it('leaves a 304 revalidation a 304', () => {
    const result = handler(response(304, { [PAGE_STATUS_HEADER]: '404' }));
    expect(result.statusCode).toBe(304);
    expect(result.headers).toEqual({});
  });

  it('leaves every other answer alone', () => {
    const result = handler(response(200, { 'content-type': 'text/html' }));
    expect(result).toEqual(response(200, { 'content-type': 'text/html' }).response);
  });

  it('names the header S3 sends for the page-status metadata', () => {
    expect(PAGE_STATUS_HEADER).toBe('x-amz-meta-page-status');
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

  it.each(['/static/imports/0f6c2a4e-8e1b-4c5d-9a7f-2b3c4d5e6f70.xlsx', '/static/index.html', '/static/filesx/a.png'])(
    'answers 404 for %s, which is no upload (an import file is staff’s, never the site’s)',
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
