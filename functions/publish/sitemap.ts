// sitemap.xml (sitemaps.org 0.9) from the published pages: each page's absolute URL and the time its HTML
// last changed. The publisher writes a page only when its HTML changed, so `lastmod` is the object's own
// LastModified.

export interface SitemapEntry {
  /** The published URL: `/`, `/products/vong-bi-fag`, `/blogs?type=news`. */
  url: string;
  lastModified: Date;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/** W3C date-time to the second, as search engines read it. */
const lastmod = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The sitemap of `siteUrl` (absolute origin, no trailing slash), URLs in order so equal input gives equal bytes. */
export const sitemapXml = (siteUrl: string, entries: readonly SitemapEntry[]): string => {
  const urls = [...entries]
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(siteUrl + entry.url)}</loc><lastmod>${lastmod(entry.lastModified)}</lastmod></url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
};
