import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapXml } from '@vongbi/functions/publish/sitemap';

describe('sitemapXml', () => {
  it('lists each URL under the site origin with its lastmod, in URL order', () => {
    const xml = sitemapXml('https://vongbi.example', [
      { url: '/products/vong-bi-fag', lastModified: new Date('2026-11-20T08:30:15.123Z') },
      { url: '/', lastModified: new Date('2026-11-21T00:00:00.000Z') },
    ]);

    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://vongbi.example/</loc><lastmod>2026-11-21T00:00:00Z</lastmod></url>',
        '  <url><loc>https://vongbi.example/products/vong-bi-fag</loc><lastmod>2026-11-20T08:30:15Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes the characters XML reserves in a URL', () => {
    const xml = sitemapXml('https://vongbi.example', [
      { url: '/blogs?type=news&a=<b>"\'', lastModified: new Date('2026-11-21T00:00:00Z') },
    ]);

    expect(xml).toContain('<loc>https://vongbi.example/blogs?type=news&amp;a=&lt;b&gt;&quot;&apos;</loc>');
  });

  it('is an empty urlset when nothing is published', () => {
    expect(sitemapXml('https://vongbi.example', [])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });
});

describe('escapeXml', () => {
  it('escapes each reserved character once: an existing entity is text too', () => {
    expect(escapeXml('a & b < c > d')).toBe('a &amp; b &lt; c &gt; d');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });
});
