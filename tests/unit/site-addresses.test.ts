import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_TYPE,
  BROWSER_RENDERED_SEGMENTS,
  categoryPageAddresses,
  categoryPageNumber,
  FIXED_PAGE,
  FIXED_PAGE_ADDRESSES,
  isBrowserRenderedPath,
  isSearchPagePath,
  MY_QUOTES_PATH,
  PAGE_PATTERN,
  PRODUCT_TYPE,
  siteAddress,
  UNINDEXED_PAGES,
  UNMATCHED_ADDRESS,
} from '@vongbi/functions/contract/site-addresses';
import { routeEntry, routes, type RouteDef } from '@vongbi/functions/routes';

const patterns = Object.values(PAGE_PATTERN);
const matchingPatterns = (address: string) =>
  patterns.filter((pattern) => matchPath(pattern, address.split('?')[0]!) !== null);

describe('site addresses', () => {
  it('put a service under /services and news and support articles under /blogs', () => {
    expect(siteAddress.article({ articlePath: 'do-rung', articleType: ARTICLE_TYPE.service })).toBe(
      '/services/do-rung',
    );
    expect(siteAddress.article({ articlePath: 'tin', articleType: ARTICLE_TYPE.news })).toBe('/blogs/tin');
    expect(siteAddress.article({ articlePath: 'ho-tro', articleType: ARTICLE_TYPE.support })).toBe('/blogs/ho-tro');
    expect(siteAddress.articleList(ARTICLE_TYPE.service)).toBe('/services');
    expect(siteAddress.articleList(ARTICLE_TYPE.news)).toBe('/blogs?type=news');
    expect(siteAddress.articleList(ARTICLE_TYPE.support)).toBe('/blogs?type=support');
    expect(siteAddress.productList(PRODUCT_TYPE.product)).toBe('/products');
    expect(siteAddress.productList(PRODUCT_TYPE.maintenanceTool)).toBe('/products-maintain');
  });

  it('build every address to match exactly one page pattern, the one the router serves it by', () => {
    const built = {
      outerProduct: siteAddress.outerProduct('vong-bi-fag'),
      outerProductPage: siteAddress.outerProductPage('vong-bi-fag', 2),
      innerProduct: siteAddress.innerProduct('vong-bi-fag', 'fag-6205'),
      service: siteAddress.article({ articlePath: 'do-rung', articleType: ARTICLE_TYPE.service }),
      blogArticle: siteAddress.article({ articlePath: 'tin', articleType: ARTICLE_TYPE.news }),
      search: siteAddress.search('6205 2RS'),
      video: siteAddress.video('M7lc1UVf-VE'),
      quote: siteAddress.quote,
    };
    for (const [name, address] of Object.entries(built)) {
      expect(matchingPatterns(address), address).toEqual([PAGE_PATTERN[name as keyof typeof PAGE_PATTERN]]);
    }
    for (const address of FIXED_PAGE_ADDRESSES) expect(matchingPatterns(address), address).toHaveLength(1);
  });

  it('declare every page without a parameter as a fixed page, published unless the browser renders it', () => {
    const unparameterised = Object.entries(PAGE_PATTERN).filter(([, pattern]) => !pattern.includes(':'));
    expect(Object.fromEntries(unparameterised)).toEqual(FIXED_PAGE);
    for (const address of Object.values(FIXED_PAGE)) {
      expect(FIXED_PAGE_ADDRESSES.includes(address) || isBrowserRenderedPath(address), address).toBe(true);
    }
    expect(FIXED_PAGE_ADDRESSES).toEqual(expect.arrayContaining(['/blogs?type=news', '/blogs?type=support']));
  });

  it('give a category one page up to 20 products, then a page for every 24, page 1 at the category’s address', () => {
    expect(categoryPageAddresses('fag', 0)).toEqual(['/products/fag']);
    expect(categoryPageAddresses('fag', 20)).toEqual(['/products/fag']);
    expect(categoryPageAddresses('fag', 24)).toEqual(['/products/fag']);
    expect(categoryPageAddresses('fag', 25)).toEqual(['/products/fag', '/products/fag/page/2']);
    expect(categoryPageAddresses('fag', 500)).toHaveLength(21);
    expect(categoryPageAddresses('fag', 500).at(-1)).toBe('/products/fag/page/21');
    // A product named "page" is not a list page: three segments, the product pattern.
    expect(matchingPatterns('/products/fag/page')).toEqual([PAGE_PATTERN.innerProduct]);
  });

  it('read a list page’s number only where a list can have it', () => {
    expect(categoryPageNumber('2')).toBe(2);
    expect(categoryPageNumber('21')).toBe(21);
    for (const segment of ['1', '0', '02', '-2', '2.5', 'hai', '', '9999999']) {
      expect(categoryPageNumber(segment), segment).toBeUndefined();
    }
  });

  it('keep the not-found render address out of every page pattern', () => {
    expect(matchingPatterns(UNMATCHED_ADDRESS)).toEqual([]);
  });

  it('render the back office and a buyer’s requests in the browser and search on request, nothing published', () => {
    expect(BROWSER_RENDERED_SEGMENTS).toEqual(['admin', 'admin-login', 'my-quotes']);
    expect(isBrowserRenderedPath(MY_QUOTES_PATH)).toBe(true);
    expect(isBrowserRenderedPath('/admin')).toBe(true);
    expect(isBrowserRenderedPath('/my-quotes-old')).toBe(false);
    expect(isSearchPagePath(siteAddress.search('6205 2rs'))).toBe(true);
    for (const address of FIXED_PAGE_ADDRESSES) {
      expect(isBrowserRenderedPath(address), address).toBe(false);
      expect(isSearchPagePath(address), address).toBe(false);
    }
  });

  it('publish the quote list with an empty list, kept out of indexes', () => {
    expect(FIXED_PAGE_ADDRESSES).toContain(siteAddress.quote);
    expect(UNINDEXED_PAGES).toEqual([siteAddress.quote]);
  });
});

describe('routeEntry', () => {
  const functionsDir = join(import.meta.dirname, '..', '..', 'functions');

  it('names a module that exists for every route of the table', () => {
    for (const route of routes as readonly RouteDef[]) {
      expect(existsSync(join(functionsDir, `${routeEntry(route)}.ts`)), routeEntry(route)).toBe(true);
    }
  });

  it('serves public routes from the public entry wherever the resource has one, admin routes from handler.ts', () => {
    for (const route of routes as readonly RouteDef[]) {
      const publicEntry = existsSync(join(functionsDir, route.resource, 'public.ts'));
      expect(routeEntry(route)).toBe(
        `${route.resource}/${route.access === 'public' && publicEntry ? 'public' : 'handler'}`,
      );
    }
  });
});
