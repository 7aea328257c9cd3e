import { CONFIG_KEY, type ConfigKey } from '@vongbi/functions/contract/configuration-keys';
import type { ConfigItem } from '@vongbi/functions/contract';
import { imageSources } from '@vongbi/functions/contract/image-variants';
import {
  TECHNICAL_FIELD_NAMES,
  TECHNICAL_FIELDS,
  type TechnicalData,
  type TechnicalField,
} from '@vongbi/functions/contract/technical-data';
import { escapeHtml, scriptJson } from './html-escape';
import { DEFAULT_DESCRIPTION, SITE_NAME, type PageMeta, type ProductFacts } from './page-meta';

// What a published page's head carries beyond its title and description, so a shared link (Zalo, Facebook)
// and a crawler's first pass see the page without running it: canonical URL, Open Graph, Twitter card,
// structured data, and the preload of the page's largest image. Every URL is absolute (the site's origin
// comes from whoever publishes), every value escaped.

/** The site's own pictures in the build (frontend/public): a shared link's image, the company's logo. */
export const DEFAULT_SHARE_IMAGE = '/og-image.png';
export const LOGO_IMAGE = '/logo.png';

export interface HeadContext {
  /** Absolute origin of the public site, without a trailing slash: `https://vongbiviet.vn`. */
  siteUrl: string;
  /** The site configuration (the root route's data): the company's contact details. */
  configuration: readonly ConfigItem[];
}

type JsonLd = Record<string, unknown>;

const absolute = (siteUrl: string, url: string): string => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

const configured = (configuration: readonly ConfigItem[], key: ConfigKey): string | undefined =>
  configuration.find((item) => item.configKey === key)?.value.trim() || undefined;

/** Drops the fields that have no value, so structured data never states an empty fact. */
const present = (node: JsonLd): JsonLd =>
  Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined && value !== ''));

const organization = ({ siteUrl, configuration }: HeadContext): JsonLd => {
  const phone = configured(configuration, CONFIG_KEY.PHONE);
  const email = configured(configuration, CONFIG_KEY.FOOTER_COL1_EMAIL);
  const address = configured(configuration, CONFIG_KEY.CONTACT_ADDRESS);
  const profiles = [CONFIG_KEY.FOOTER_COL4_FANPAGE, CONFIG_KEY.FOOTER_COL4_YOUTUBE]
    .map((key) => configured(configuration, key))
    .filter((url): url is string => url !== undefined && /^https:\/\//.test(url));
  return present({
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: SITE_NAME,
    url: `${siteUrl}/`,
    logo: absolute(siteUrl, LOGO_IMAGE),
    telephone: phone,
    email,
    address: address && { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'VN' },
    contactPoint:
      phone || email
        ? present({
            '@type': 'ContactPoint',
            contactType: 'customer service',
            telephone: phone,
            email,
            areaServed: 'VN',
            availableLanguage: 'Vietnamese',
          })
        : undefined,
    sameAs: profiles.length > 0 ? profiles : undefined,
  });
};

/** The company as author and publisher of an article: a reference to the home page's full description. */
const publisher = (siteUrl: string): JsonLd => ({
  '@type': 'Organization',
  '@id': `${siteUrl}/#organization`,
  name: SITE_NAME,
  url: `${siteUrl}/`,
  logo: { '@type': 'ImageObject', url: absolute(siteUrl, LOGO_IMAGE) },
});

const breadcrumbList = (meta: PageMeta, canonical: string, siteUrl: string): JsonLd => {
  const trail = [
    { name: 'Trang chủ', url: `${siteUrl}/` },
    ...(meta.parents ?? []).map((parent) => ({ name: parent.name, url: absolute(siteUrl, parent.path) })),
    { name: meta.title, url: canonical },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
};

/**
 * A bearing's d, D and B as schema.org PropertyValues in `additionalProperty` (valid on Product). Product's own
 * `width`/`height`/`depth` describe the outer extent of a box and have no bore, so they are not used. The unit
 * is the UN/CEFACT code for millimetre.
 */
const dimensionProperties = (dimensions: NonNullable<ProductFacts['dimensions']>): JsonLd[] =>
  (
    [
      ['Đường kính trong', dimensions.boreMm],
      ['Đường kính ngoài', dimensions.outerDiameterMm],
      ['Chiều rộng', dimensions.widthMm],
    ] as const
  ).map(([name, value]) => ({ '@type': 'PropertyValue', name, value, unitCode: 'MMT', unitText: 'mm' }));

/** UN/CEFACT common codes (Recommendation 20) of the technical values' units. */
const UNIT_CODES: Record<TechnicalField, string> = {
  dynamicLoadKn: 'B47',
  staticLoadKn: 'B47',
  referenceSpeedRpm: 'RPM',
  limitingSpeedRpm: 'RPM',
  massKg: 'KGM',
};

/** C, C0, the speeds and the mass staff typed, as PropertyValues beside d, D and B. */
const technicalProperties = (data: Partial<TechnicalData>): JsonLd[] =>
  TECHNICAL_FIELD_NAMES.flatMap((field) => {
    const value = data[field];
    if (value == null) return [];
    const { label, unit } = TECHNICAL_FIELDS[field];
    return [{ '@type': 'PropertyValue', name: label, value, unitCode: UNIT_CODES[field], unitText: unit }];
  });

/**
 * The other makers' codes staff confirmed, as schema.org's `isSimilarTo` ("a functionally similar product"): each
 * a Product of its brand with its code as `mpn`, the manufacturer part number by which search engines identify a
 * part. `alternateName` would say the page's product is itself an SKF or NSK part, which it is not.
 */
const equivalentProducts = (equivalents: NonNullable<ProductFacts['equivalents']>): JsonLd[] =>
  equivalents.map(({ brand, code }) => ({
    '@type': 'Product',
    name: `${brand} ${code}`,
    brand: { '@type': 'Brand', name: brand },
    mpn: code,
  }));

const aboutNode = (meta: PageMeta, canonical: string, context: HeadContext): JsonLd | undefined => {
  const { siteUrl } = context;
  const about = meta.about;
  if (!about) return undefined;
  if (about.type === 'Organization') return organization(context);
  if (about.type === 'WebApplication') {
    // A calculator free to use in any browser, offered by the company; the Offer at 0 says it costs nothing.
    return {
      '@type': 'WebApplication',
      name: about.name,
      description: about.description,
      url: canonical,
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'Any',
      browserRequirements: 'Requires JavaScript',
      inLanguage: 'vi',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'VND' },
      provider: publisher(siteUrl),
    };
  }
  // schema.org's Certification: the company's node names each certificate it holds while it is in force.
  if (about.type === 'Certifications') {
    return {
      ...organization(context),
      hasCertification: about.certificates.map((certificate) =>
        present({
          '@type': 'Certification',
          name: certificate.name,
          issuedBy: { '@type': 'Organization', name: certificate.issuer },
          validFrom: certificate.validFrom,
          expires: certificate.validTo,
          image: certificate.image && absolute(siteUrl, certificate.image),
          url: certificate.document && absolute(siteUrl, certificate.document),
        }),
      ),
    };
  }
  if (about.type === 'Product') {
    const properties = [
      ...(about.dimensions ? dimensionProperties(about.dimensions) : []),
      ...technicalProperties(about.technicalData ?? {}),
    ];
    return present({
      '@type': 'Product',
      name: about.name,
      description: about.description,
      brand: about.brand && { '@type': 'Brand', name: about.brand },
      sku: about.sku,
      additionalProperty: properties.length > 0 ? properties : undefined,
      isSimilarTo: about.equivalents?.length ? equivalentProducts(about.equivalents) : undefined,
      image: about.images.length > 0 ? about.images.map((url) => absolute(siteUrl, url)) : undefined,
      url: canonical,
    });
  }
  return present({
    '@type': about.type,
    headline: about.headline,
    description: about.description,
    image: about.image && [absolute(siteUrl, about.image)],
    datePublished: about.datePublished,
    dateModified: about.dateModified,
    author: publisher(siteUrl),
    publisher: publisher(siteUrl),
    mainEntityOfPage: canonical,
  });
};

/** The structured data of a page: what it is about, and where it sits below home. */
export const structuredData = (meta: PageMeta, context: HeadContext): JsonLd | undefined => {
  const canonical = meta.path === undefined ? undefined : absolute(context.siteUrl, meta.path);
  if (canonical === undefined) return undefined;
  const nodes = [
    aboutNode(meta, canonical, context),
    meta.path === '/' ? undefined : breadcrumbList(meta, canonical, context.siteUrl),
  ].filter((node): node is JsonLd => node !== undefined);
  return nodes.length === 0 ? undefined : { '@context': 'https://schema.org', '@graph': nodes };
};

const tag = (name: string, attributes: Record<string, string | undefined>): string =>
  `<${name}${Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([attribute, value]) => ` ${attribute}="${escapeHtml(value)}"`)
    .join('')} />`;

/** The preload of the page's largest image: the same `src`, `srcset` and `sizes` its `<img>` is given. */
export const lcpPreload = (image: { url: string; sizes: string }): string => {
  const { src, srcSet } = imageSources(image.url);
  return tag('link', {
    rel: 'preload',
    as: 'image',
    href: src,
    imagesrcset: srcSet,
    imagesizes: srcSet ? image.sizes : undefined,
    fetchpriority: 'high',
  });
};

/** The head elements of a published page, after its title and description. */
export const pageHead = (meta: PageMeta, context: HeadContext): string => {
  const { siteUrl } = context;
  const canonical = meta.path === undefined ? undefined : absolute(siteUrl, meta.path);
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const image = absolute(siteUrl, meta.image || DEFAULT_SHARE_IMAGE);
  const data = structuredData(meta, context);
  const property = (name: string, content: string | undefined) => tag('meta', { property: name, content });
  const named = (name: string, content: string | undefined) => tag('meta', { name, content });
  return [
    meta.noindex ? named('robots', 'noindex') : undefined,
    canonical && tag('link', { rel: 'canonical', href: canonical }),
    meta.previousPath && tag('link', { rel: 'prev', href: absolute(siteUrl, meta.previousPath) }),
    meta.nextPath && tag('link', { rel: 'next', href: absolute(siteUrl, meta.nextPath) }),
    property('og:type', meta.kind ?? 'website'),
    property('og:site_name', SITE_NAME),
    property('og:locale', 'vi_VN'),
    property('og:title', meta.title),
    property('og:description', description),
    canonical && property('og:url', canonical),
    property('og:image', image),
    property('og:image:alt', meta.title),
    // Every page has a picture (its own or the site's), so the card shows it large.
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', description),
    named('twitter:image', image),
    meta.lcpImage && lcpPreload(meta.lcpImage),
    data && `<script type="application/ld+json">${scriptJson(data)}</script>`,
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n    ');
};
