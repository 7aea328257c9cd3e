import type { TechnicalData } from '@vongbi/functions/contract/technical-data';

// Each public route describes its page through its `handle`, computed from its loader data: title and meta
// description (the browser sets them after every navigation), and what a published page's head carries
// besides (lib/page-head.ts turns it into canonical, Open Graph, Twitter card, JSON-LD and the preload of
// the largest image). Paths here are site-relative; the head makes them absolute with the site's origin.

export interface PageMeta {
  title: string;
  description?: string;
  /** The page's own URL, its canonical one (`/blogs?type=news` keeps its type). */
  path?: string;
  /** The pages before and after this one in a list of pages (a long category's): `rel=prev` and `rel=next`. */
  previousPath?: string;
  nextPath?: string;
  /** Open Graph type; `website` unless the page is one product or one article. */
  kind?: 'website' | 'product' | 'article';
  /** The picture that stands for the page in a shared link; the site's default image otherwise. */
  image?: string;
  /** The page's largest image, shown with `priority`: preloaded with the `sizes` its `<img>` has. */
  lcpImage?: { url: string; sizes: string };
  /** The pages between home and this one, for the breadcrumb list of structured data. */
  parents?: readonly { name: string; path: string }[];
  /** What the page is about, for structured data beyond the breadcrumb. */
  about?: ProductFacts | ArticleFacts | ToolFacts | CertificationFacts | { type: 'Organization' };
  /** Kept out of search engines' indexes: search results, the not-found page. */
  noindex?: boolean;
}

export interface ProductFacts {
  type: 'Product';
  name: string;
  description: string;
  /** The manufacturer's brand (FAG, INA, NMB…), when known. */
  brand?: string;
  /** The manufacturer's designation of the item (its series or part number), when known. */
  sku?: string;
  /** Bore d, outside diameter D and width B in mm, when all three are known. */
  dimensions?: { boreMm: number; outerDiameterMm: number; widthMm: number };
  /** C, C0, the speeds and the mass, those staff typed. */
  technicalData?: Partial<TechnicalData>;
  /** Other makers' codes staff confirmed the product replaces. */
  equivalents?: readonly { brand: string; code: string }[];
  images: string[];
}

export interface ArticleFacts {
  /** News is a `NewsArticle`; a support or service article an `Article`. */
  type: 'NewsArticle' | 'Article';
  headline: string;
  description: string;
  image?: string;
  datePublished: string;
  dateModified: string;
}

/** An engineering helper: a free calculator that runs in the browser. */
export interface ToolFacts {
  type: 'WebApplication';
  name: string;
  description: string;
}

/** The company and the certificates it holds (the genuine-goods page). */
export interface CertificationFacts {
  type: 'Certifications';
  /** Each with its scan (`image`), its PDF (`document`) or both, site-relative. */
  certificates: readonly {
    name: string;
    issuer: string;
    validFrom: string;
    validTo: string;
    image?: string;
    document?: string;
  }[];
}

export interface MetaHandle {
  meta(data: unknown): PageMeta;
}

export const SITE_NAME = 'Vòng bi Việt';
export const DEFAULT_DESCRIPTION =
  'Nhà phân phối ủy quyền vòng bi FAG, INA, LUK, NMB, mỡ bôi trơn Bechem và dịch vụ bảo trì công nghiệp tại Việt Nam.';
export const NOT_FOUND_META: PageMeta = {
  title: 'Không tìm thấy trang',
  description: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
  noindex: true,
};

const hasMeta = (handle: unknown): handle is MetaHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as MetaHandle).meta === 'function';

/** The deepest matched route that names a page wins. */
export const resolvePageMeta = (matches: readonly { handle: unknown; data: unknown }[]): PageMeta => {
  for (const match of [...matches].reverse()) {
    if (hasMeta(match.handle)) return match.handle.meta(match.data);
  }
  return { title: SITE_NAME };
};

export const documentTitle = (meta: PageMeta): string =>
  meta.title === SITE_NAME ? meta.title : `${meta.title} | ${SITE_NAME}`;

/** A meta description from plain text: one line, at most about 160 characters. */
export const describe = (text: string | null | undefined): string => {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line === '') return DEFAULT_DESCRIPTION;
  return line.length > 160 ? `${line.slice(0, 157).trimEnd()}…` : line;
};
