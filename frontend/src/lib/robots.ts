// robots.txt: crawlers stay out of the back office, the API, the visitor's quote list, a buyer's own requests and
// search results (pages rendered on request for any query, which would otherwise be an endless set of thin pages).
//
// The `Sitemap:` line must hold an absolute URL (a relative one is not valid), and the site's origin is
// not known when the frontend is built. So the build ships the rules alone (frontend/public/robots.txt,
// this function without an origin: valid, just without the pointer) and whoever publishes the pages,
// knowing the origin, writes `robotsTxt(siteUrl)` over it beside sitemap.xml.

import {
  API_PREFIX,
  BROWSER_RENDERED_SEGMENTS,
  SEARCH_SEGMENT,
  SITEMAP_KEY,
  UNINDEXED_PAGES,
} from '@vongbi/functions/contract/site-addresses';

/** The API, search results, every path rendered in the browser only and the pages kept out of indexes, in order. */
export const DISALLOWED_PATHS = [
  API_PREFIX,
  ...[SEARCH_SEGMENT, ...BROWSER_RENDERED_SEGMENTS].map((segment) => `/${segment}`),
  ...UNINDEXED_PAGES,
].sort();

export const robotsTxt = (siteUrl?: string): string =>
  [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    ...(siteUrl ? ['', `Sitemap: ${siteUrl}/${SITEMAP_KEY}`] : []),
    '',
  ].join('\n');
