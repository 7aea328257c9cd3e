// Where a published public page lives and how a request finds it. The publisher writes pages under these
// keys in the site bucket, the CloudFront viewer-request function (infra-cdk/lib/edge-functions.ts) and the
// local production server read them by the same rules. Plain data and string functions: no SDK imports. The
// addresses themselves are the contract's (contract/site-addresses.ts).

import { BLOG_FILTER, siteAddress } from '#contract/site-addresses';

/** The built `index.html` the deployment (or the local start) puts at the bucket's root: every render's template. */
export const TEMPLATE_KEY = 'index.html';

/** The folder of the site bucket that holds published pages (the build's own files sit beside it). */
export const PAGES_PREFIX = 'pages/';

/** The not-found page, served with status 404 for every URL that has no published page. */
export const NOT_FOUND_PAGE_KEY = 'pages/404.html';

/**
 * S3 user metadata on the not-found page object (`x-amz-meta-page-status: 404`): the viewer-response function
 * turns it into the response status, so the page is cached once under its own key and still answers 404.
 */
export const PAGE_STATUS_METADATA = 'page-status';

/** Published HTML: revalidated by browsers, kept a minute at the edge (and invalidated on publish). */
export const PUBLISHED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate';

/**
 * The query parameters a published page varies by, per path; any other query string is ignored, as the CDN's
 * cache key ignores it. `/blogs?type=news` is its own page.
 */
export const PUBLISHED_QUERY: Readonly<Record<string, { name: string; values: readonly string[] }>> = {
  [siteAddress.blogs]: { name: BLOG_FILTER.parameter, values: BLOG_FILTER.values },
};

/**
 * The published page's identity for a request: its path without a trailing slash (`/` stays `/`), plus the
 * one query parameter the page varies by when present: `/blogs?type=news`. Any other query string is
 * ignored. `null` when that parameter has a value no page has (`/blogs?type=khac`): the URL is not found.
 * This string is also the page's key in the CloudFront KeyValueStore.
 */
export const publishedUrl = (path: string, query: URLSearchParams = new URLSearchParams()): string | null => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const varies = PUBLISHED_QUERY[trimmed];
  const value = varies ? query.get(varies.name) : null;
  if (!varies || value === null) return trimmed;
  return varies.values.includes(value) ? `${trimmed}?${varies.name}=${value}` : null;
};

/**
 * The site bucket key of a published URL: `/` → `pages/index.html`, `/products/vong-bi` →
 * `pages/products/vong-bi.html`, `/blogs?type=news` → `pages/blogs.type-news.html`.
 */
export const pageKey = (url: string): string => {
  const [path, query] = url.split('?') as [string, string | undefined];
  const base = path === '/' ? '/index' : path;
  const variant = query ? `.${query.replace('=', '-')}` : '';
  return `${PAGES_PREFIX}${base.slice(1)}${variant}.html`;
};

/** The published URL of a page key (the inverse of `pageKey`); undefined for keys that are not pages. */
export const urlFromPageKey = (key: string): string | undefined => {
  if (!key.startsWith(PAGES_PREFIX) || !key.endsWith('.html') || key === NOT_FOUND_PAGE_KEY) return undefined;
  const name = key.slice(PAGES_PREFIX.length, -'.html'.length);
  if (name === 'index') return '/';
  for (const [path, varies] of Object.entries(PUBLISHED_QUERY)) {
    for (const value of varies.values) {
      if (name === `${path.slice(1)}.${varies.name}-${value}`) return `${path}?${varies.name}=${value}`;
    }
  }
  return `/${name}`;
};

/**
 * The partition-key prefix of the moved pages the publisher keeps in the table (`MOVED#/products/vong-bi-cu`):
 * the only items it writes there.
 */
export const MOVED_PAGE_KEY_PREFIX = 'MOVED#';

/** The table item where the publisher records how its last batches went (the only other key it writes). */
export const PUBLISHING_STATUS_KEY = 'PUBLISHING';

/**
 * A moved page's value in the KeyValueStore, beside the published pages' (whose value is their key): `301 ` and
 * where its content is now (`301 /products/vong-bi-moi`). The edge answers it with a 301, as the local server
 * answers the moved pages the publisher keeps in the table.
 */
export const MOVED_VALUE_PREFIX = '301 ';

export const movedValue = (to: string): string => `${MOVED_VALUE_PREFIX}${to}`;

/**
 * Browsers keep a 301 without an expiry forever; an hour lets a path taken again by a new page reach its
 * visitors the same day, and still spares the second request of a shared link.
 */
export const MOVED_CACHE_CONTROL = 'public, max-age=3600';
