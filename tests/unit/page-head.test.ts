import { readFileSync } from 'node:fs';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { imageSources } from '@vongbi/functions/contract/image-variants';
import { IMAGE_SIZES } from '../../frontend/src/components/ui/image-sizes';
import { pageHead } from '../../frontend/src/lib/page-head';
import type { PageMeta, ProductFacts } from '../../frontend/src/lib/page-meta';
import { robotsTxt } from '../../frontend/src/lib/robots';

// The head of a published page, built from what a route's handle says about it: every tag a shared link
// or a crawler reads, absolute URLs, and nothing in staff-typed text able to break out of its element.

const siteUrl = 'https://vongbiviet.example';
const configuration = [
  { id: 1, configKey: 'PHONE', label: '', value: '0912 345 678' },
  { id: 2, configKey: 'FOOTER_COL1_EMAIL', label: '', value: 'kinhdoanh@vongbiviet.vn' },
  { id: 3, configKey: 'CONTACT_ADDRESS', label: '', value: 'Số 18 Phạm Văn Đồng, Cầu Giấy, Hà Nội' },
  { id: 4, configKey: 'FOOTER_COL4_FANPAGE', label: '', value: 'https://www.facebook.com/vongbiviet' },
  { id: 5, configKey: 'FOOTER_COL4_YOUTUBE', label: '', value: 'javascript:alert(1)' },
];
const uploaded = '/static/files/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.png';
const hostile = 'Vòng bi </script><script>alert(1)</script> "đặc biệt" & <b>';

/** The head's elements as a crawler sees them: parsed HTML, not string matching. */
const parseHead = (html: string) => {
  const document = parseDocument(`<head>${html}</head>`);
  const elements: { name: string; attributes: Record<string, string>; text: string }[] = [];
  const walk = (nodes: typeof document.children) => {
    for (const node of nodes) {
      if (node.type === 'tag' || node.type === 'script') {
        const text = node.children.map((child) => ('data' in child ? child.data : '')).join('');
        elements.push({ name: node.name, attributes: node.attribs, text });
        walk(node.children);
      }
    }
  };
  walk(document.children);
  const meta = (key: string) =>
    elements.find(
      (element) => element.name === 'meta' && (element.attributes.property ?? element.attributes.name) === key,
    )?.attributes.content;
  const link = (rel: string) => elements.find((element) => element.name === 'link' && element.attributes.rel === rel);
  const scripts = elements.filter((element) => element.name === 'script');
  const jsonLd = scripts.filter((script) => script.attributes.type === 'application/ld+json').map((s) => s.text);
  return { elements, meta, link, scripts, jsonLd };
};

const graph = (jsonLd: string[]) => {
  expect(jsonLd).toHaveLength(1);
  const data = JSON.parse(jsonLd[0]!) as { '@context': string; '@graph': Record<string, unknown>[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
};

const productMeta = (
  name: string,
  facts: Pick<ProductFacts, 'dimensions' | 'technicalData' | 'equivalents'> = {},
): PageMeta => ({
  title: name,
  description: 'Vòng bi cầu một dãy, hai phớt cao su, khe hở C3.',
  path: '/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr',
  kind: 'product',
  image: uploaded,
  lcpImage: { url: uploaded, sizes: IMAGE_SIZES.productDetail },
  parents: [{ name: 'Vòng bi FAG', path: '/products/vong-bi-fag' }],
  about: {
    type: 'Product',
    name,
    description: 'Vòng bi cầu một dãy, hai phớt cao su, khe hở C3.',
    brand: 'FAG',
    sku: '6205-2RSR-C3',
    images: [uploaded],
    ...facts,
  },
});

describe('pageHead', () => {
  it('gives a product its canonical URL, Open Graph, Twitter card, preload and Product data', () => {
    const head = parseHead(pageHead(productMeta('Vòng bi cầu FAG 6205-2RSR'), { siteUrl, configuration }));
    const canonical = `${siteUrl}/products/vong-bi-fag/vong-bi-cau-fag-6205-2rsr`;

    expect(head.link('canonical')?.attributes.href).toBe(canonical);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:title')).toBe('Vòng bi cầu FAG 6205-2RSR');
    expect(head.meta('og:description')).toBe('Vòng bi cầu một dãy, hai phớt cao su, khe hở C3.');
    expect(head.meta('og:url')).toBe(canonical);
    expect(head.meta('og:image')).toBe(`${siteUrl}${uploaded}`);
    expect(head.meta('og:locale')).toBe('vi_VN');
    expect(head.meta('og:site_name')).toBe('Vòng bi Việt');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(`${siteUrl}${uploaded}`);
    expect(head.meta('robots')).toBeUndefined();

    const preload = head.link('preload')!.attributes;
    const sources = imageSources(uploaded);
    expect(preload).toMatchObject({
      as: 'image',
      href: sources.src,
      imagesrcset: sources.srcSet,
      imagesizes: IMAGE_SIZES.productDetail,
      fetchpriority: 'high',
    });

    const [product, breadcrumb] = graph(head.jsonLd);
    expect(product).toEqual({
      '@type': 'Product',
      name: 'Vòng bi cầu FAG 6205-2RSR',
      description: 'Vòng bi cầu một dãy, hai phớt cao su, khe hở C3.',
      brand: { '@type': 'Brand', name: 'FAG' },
      sku: '6205-2RSR-C3',
      image: [`${siteUrl}${uploaded}`],
      url: canonical,
    });
    expect(product).not.toHaveProperty('offers');
    expect(breadcrumb).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Trang chủ', item: `${siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Vòng bi FAG', item: `${siteUrl}/products/vong-bi-fag` },
        { '@type': 'ListItem', position: 3, name: 'Vòng bi cầu FAG 6205-2RSR', item: canonical },
      ],
    });
  });

  it("states a product's d, D and B as PropertyValues in millimetres, and nothing when they are not known", () => {
    const meta = productMeta('Vòng bi inch FAG 1630-2RS');
    const sized = productMeta('Vòng bi inch FAG 1630-2RS', {
      dimensions: { boreMm: 19.05, outerDiameterMm: 41.28, widthMm: 15.88 },
    });

    const [product] = graph(parseHead(pageHead(sized, { siteUrl, configuration })).jsonLd);
    const [unsized] = graph(parseHead(pageHead(meta, { siteUrl, configuration })).jsonLd);

    expect(product!.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Đường kính trong', value: 19.05, unitCode: 'MMT', unitText: 'mm' },
      { '@type': 'PropertyValue', name: 'Đường kính ngoài', value: 41.28, unitCode: 'MMT', unitText: 'mm' },
      { '@type': 'PropertyValue', name: 'Chiều rộng', value: 15.88, unitCode: 'MMT', unitText: 'mm' },
    ]);
    // The box dimensions of schema.org's Product (width, height, depth) say nothing of a bore: not used.
    expect(product).not.toHaveProperty('width');
    expect(product).not.toHaveProperty('depth');
    expect(unsized).not.toHaveProperty('additionalProperty');
  });

  it('names the other makers’ codes staff confirmed as similar products, each with its brand and part number', () => {
    const meta = productMeta('Vòng bi cầu FAG 6205-2RSR', {
      equivalents: [
        { brand: 'SKF', code: '6205-2RS1' },
        { brand: 'NSK', code: '6205DDU' },
      ],
    });
    const [product] = graph(parseHead(pageHead(meta, { siteUrl, configuration })).jsonLd);
    const [without] = graph(
      parseHead(pageHead(productMeta('Vòng bi cầu FAG 6206'), { siteUrl, configuration })).jsonLd,
    );

    expect(product!.isSimilarTo).toEqual([
      { '@type': 'Product', name: 'SKF 6205-2RS1', brand: { '@type': 'Brand', name: 'SKF' }, mpn: '6205-2RS1' },
      { '@type': 'Product', name: 'NSK 6205DDU', brand: { '@type': 'Brand', name: 'NSK' }, mpn: '6205DDU' },
    ]);
    // The product is not itself an SKF part: no other name for it.
    expect(product).not.toHaveProperty('alternateName');
    expect(without).not.toHaveProperty('isSimilarTo');
  });

  it('states C, C0, the speeds and the mass after d, D and B with their UN/CEFACT units, and never a price', () => {
    const meta = productMeta('Vòng bi cầu FAG 6205-2RSR', {
      dimensions: { boreMm: 25, outerDiameterMm: 52, widthMm: 15 },
      technicalData: {
        dynamicLoadKn: 14.8,
        staticLoadKn: 7.8,
        referenceSpeedRpm: 28_000,
        limitingSpeedRpm: null,
        massKg: 0.128,
      },
    });
    const unsized = productMeta('Mỡ Bechem', { technicalData: { massKg: 0.4 } });

    const [product] = graph(parseHead(pageHead(meta, { siteUrl, configuration })).jsonLd);
    const [grease] = graph(parseHead(pageHead(unsized, { siteUrl, configuration })).jsonLd);

    expect(product!.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Đường kính trong', value: 25, unitCode: 'MMT', unitText: 'mm' },
      { '@type': 'PropertyValue', name: 'Đường kính ngoài', value: 52, unitCode: 'MMT', unitText: 'mm' },
      { '@type': 'PropertyValue', name: 'Chiều rộng', value: 15, unitCode: 'MMT', unitText: 'mm' },
      { '@type': 'PropertyValue', name: 'Tải trọng động C', value: 14.8, unitCode: 'B47', unitText: 'kN' },
      { '@type': 'PropertyValue', name: 'Tải trọng tĩnh C0', value: 7.8, unitCode: 'B47', unitText: 'kN' },
      { '@type': 'PropertyValue', name: 'Tốc độ tham chiếu', value: 28_000, unitCode: 'RPM', unitText: 'vòng/phút' },
      { '@type': 'PropertyValue', name: 'Khối lượng', value: 0.128, unitCode: 'KGM', unitText: 'kg' },
    ]);
    expect(grease!.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Khối lượng', value: 0.4, unitCode: 'KGM', unitText: 'kg' },
    ]);
    for (const node of [product, grease]) {
      expect(node).not.toHaveProperty('offers');
      expect(JSON.stringify(node)).not.toMatch(/price|availability/i);
    }
  });

  it('keeps staff-typed text inside its attribute and its JSON-LD block, diacritics intact', () => {
    const html = pageHead(productMeta(hostile), { siteUrl, configuration });
    const head = parseHead(html);

    expect(html).not.toContain('</script><script>');
    expect(head.scripts).toHaveLength(1);
    expect(head.elements.some((element) => element.name === 'b')).toBe(false);
    expect(head.meta('og:title')).toBe(hostile);
    expect(head.meta('twitter:title')).toBe(hostile);
    const [product] = graph(head.jsonLd);
    expect(product!.name).toBe(hostile);
  });

  it('describes the company on home from the configuration, with a logo that is in the build', () => {
    const head = parseHead(
      pageHead({ title: 'Vòng bi Việt', path: '/', about: { type: 'Organization' } }, { siteUrl, configuration }),
    );

    expect(head.link('canonical')?.attributes.href).toBe(`${siteUrl}/`);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:image')).toBe(`${siteUrl}/og-image.png`);
    expect(head.link('preload')).toBeUndefined();
    const nodes = graph(head.jsonLd);
    expect(nodes.map((node) => node['@type'])).toEqual(['Organization']);
    expect(nodes[0]).toMatchObject({
      name: 'Vòng bi Việt',
      url: `${siteUrl}/`,
      logo: `${siteUrl}/logo.png`,
      telephone: '0912 345 678',
      email: 'kinhdoanh@vongbiviet.vn',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Số 18 Phạm Văn Đồng, Cầu Giấy, Hà Nội',
        addressCountry: 'VN',
      },
      contactPoint: { '@type': 'ContactPoint', telephone: '0912 345 678', email: 'kinhdoanh@vongbiviet.vn' },
      // Only web addresses become profiles.
      sameAs: ['https://www.facebook.com/vongbiviet'],
    });
    for (const file of ['og-image.png', 'logo.png']) {
      const bytes = readFileSync(new URL(`../../frontend/public/${file}`, import.meta.url));
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('marks news as a NewsArticle with dates and the company as author and publisher', () => {
    const head = parseHead(
      pageHead(
        {
          title: 'Cảnh báo vòng bi giả mạo',
          path: '/blogs/canh-bao-vong-bi-gia-mao',
          kind: 'article',
          image: uploaded,
          parents: [{ name: 'Tin tức', path: '/blogs?type=news' }],
          about: {
            type: 'NewsArticle',
            headline: 'Cảnh báo vòng bi giả mạo',
            description: 'Cách nhận biết',
            image: uploaded,
            datePublished: '2026-11-01T02:00:00.000Z',
            dateModified: '2026-11-20T02:00:00.000Z',
          },
        },
        { siteUrl, configuration },
      ),
    );

    expect(head.meta('og:type')).toBe('article');
    const [article, breadcrumb] = graph(head.jsonLd);
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Cảnh báo vòng bi giả mạo',
      image: [`${siteUrl}${uploaded}`],
      datePublished: '2026-11-01T02:00:00.000Z',
      dateModified: '2026-11-20T02:00:00.000Z',
      author: { '@type': 'Organization', name: 'Vòng bi Việt' },
      publisher: { '@type': 'Organization', name: 'Vòng bi Việt', logo: { url: `${siteUrl}/logo.png` } },
    });
    expect(breadcrumb!.itemListElement).toContainEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Tin tức',
      item: `${siteUrl}/blogs?type=news`,
    });
  });

  it('says noindex and names no canonical URL for the not-found page', () => {
    const head = parseHead(pageHead({ title: 'Không tìm thấy trang', noindex: true }, { siteUrl, configuration }));

    expect(head.meta('robots')).toBe('noindex');
    expect(head.link('canonical')).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the back office, the API, the quote list, a buyer’s requests and search, and points at the absolute sitemap', () => {
    expect(robotsTxt(siteUrl)).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /admin-login',
        'Disallow: /api',
        'Disallow: /my-quotes',
        'Disallow: /quote',
        'Disallow: /search',
        '',
        `Sitemap: ${siteUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('is what the build ships before anything is published: the same rules, no sitemap line', () => {
    expect(readFileSync(new URL('../../frontend/public/robots.txt', import.meta.url), 'utf8')).toBe(robotsTxt());
  });
});
