import { describe, expect, it } from 'vitest';
import { isBrowserRenderedPath, isSearchPagePath } from '@vongbi/functions/contract/site-addresses';
import { pageKey, publishedUrl, urlFromPageKey } from '@vongbi/functions/core/published-pages';

describe('published page keys', () => {
  it.each([
    ['/', 'pages/index.html'],
    ['/about-us', 'pages/about-us.html'],
    ['/products/vong-bi-fag', 'pages/products/vong-bi-fag.html'],
    ['/products/vong-bi-fag/6205-2rs', 'pages/products/vong-bi-fag/6205-2rs.html'],
    ['/blogs', 'pages/blogs.html'],
    ['/blogs?type=news', 'pages/blogs.type-news.html'],
    ['/blogs?type=support', 'pages/blogs.type-support.html'],
  ])('%s is stored as %s and read back', (url, key) => {
    expect(pageKey(url)).toBe(key);
    expect(urlFromPageKey(key)).toBe(url);
  });

  it('names a request by its path and only the query parameter its page varies by', () => {
    expect(publishedUrl('/')).toBe('/');
    expect(publishedUrl('/products/')).toBe('/products');
    expect(publishedUrl('/blogs', new URLSearchParams('type=news&utm_source=zalo'))).toBe('/blogs?type=news');
    expect(publishedUrl('/blogs', new URLSearchParams('type=khac'))).toBeNull();
    expect(publishedUrl('/products', new URLSearchParams('type=news'))).toBe('/products');
  });

  it('knows the not-found page and other files are not pages', () => {
    expect(urlFromPageKey('pages/404.html')).toBeUndefined();
    expect(urlFromPageKey('sitemap.xml')).toBeUndefined();
    expect(urlFromPageKey('assets/index-abc.js')).toBeUndefined();
  });

  it('leaves the back office to the browser and search to its own function', () => {
    expect(isBrowserRenderedPath('/search/6205.2RS')).toBe(false);
    expect(isSearchPagePath('/search/6205.2RS')).toBe(true);
    expect(isSearchPagePath('/search')).toBe(true);
    expect(isSearchPagePath('/searching')).toBe(false);
    expect(isSearchPagePath('/products/search')).toBe(false);
    expect(isBrowserRenderedPath('/admin/products/1')).toBe(true);
    expect(isBrowserRenderedPath('/admin-login')).toBe(true);
    expect(isBrowserRenderedPath('/products/admin')).toBe(false);
    expect(isBrowserRenderedPath('/searching')).toBe(false);
  });
});
