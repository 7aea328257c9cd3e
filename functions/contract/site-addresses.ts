// The public site's addresses, in one place: the type codes they depend on, the router's pattern and the
// address builder of every public page, the pages the browser renders on its own, and the files the
// publisher puts at the site's root. The router and every link (frontend config/paths.ts), the publisher,
// the local server and the CloudFront functions (infra-cdk edge-functions.ts) read them from here, so a page
// cannot live at one address for the router and at another for the publisher or the edge.

/** `articleType` as stored and sent: a service lives under /services, news and support under /blogs. */
export const ARTICLE_TYPE = { news: 0, service: 1, support: 2 } as const;
export type ArticleType = (typeof ARTICLE_TYPE)[keyof typeof ARTICLE_TYPE];

/** `productType` of an outer product: a main product (/products) or a maintenance tool (/products-maintain). */
export const PRODUCT_TYPE = { product: 0, maintenanceTool: 1 } as const;
export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

/** `/blogs` narrowed to one kind, each a page of its own: `/blogs?type=news`, `/blogs?type=support`. */
export const BLOG_FILTER = { parameter: 'type', values: ['news', 'support'] } as const;
export type BlogFilter = (typeof BLOG_FILTER.values)[number];

/**
 * The pages that exist whatever the catalogue holds, each declared here once: its address is its pattern, the
 * router serves it, and the publisher renders it on every full render. A new page of this kind is one line here
 * and its route in site-routes.tsx.
 */
export const FIXED_PAGE = {
  home: '/',
  aboutUs: '/about-us',
  contact: '/contact',
  products: '/products',
  productsMaintain: '/products-maintain',
  services: '/services',
  blogs: '/blogs',
  /**
   * The visitor's quote list and its form (Yêu cầu báo giá): published with an empty list, which is what a new
   * visitor has, and kept out of indexes (UNINDEXED_PAGES); a stored list replaces it once the app runs, which
   * starts at once there.
   */
  quote: '/quote',
  /**
   * The engineering helpers: published with a worked example, then computed in the browser from the query
   * string (TOOL_INPUTS), which the edge ignores, so a link reproduces a result once the app runs.
   */
  bearingFrequencies: '/tools/bearing-frequencies',
  mountingTemperature: '/tools/mounting-temperature',
  relubrication: '/tools/relubrication',
  /** Genuine goods (Hàng chính hãng): the distributor's valid certificates and how to check a box. */
  genuine: '/genuine',
} as const;

/** The query-string inputs of each helper, in the order the page asks for them. */
export const TOOL_INPUTS = {
  bearingFrequencies: ['rpm', 'z', 'dw', 'dpw', 'angle'],
  mountingTemperature: ['d', 'interference', 'ambient', 'sealed'],
  relubrication: ['n', 'd', 'D', 'B', 'type'],
} as const;

export type ToolId = keyof typeof TOOL_INPUTS;
export type ToolInput<T extends ToolId> = (typeof TOOL_INPUTS)[T][number];

/** A helper's address with the inputs given (the others left for the visitor), e.g. a product's d, D and B. */
export const toolAddress = <T extends ToolId>(
  tool: T,
  inputs: Partial<Record<ToolInput<T>, string | number>>,
): string => {
  const query = new URLSearchParams();
  for (const name of TOOL_INPUTS[tool] as readonly ToolInput<T>[]) {
    const value = inputs[name];
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search === '' ? FIXED_PAGE[tool] : `${FIXED_PAGE[tool]}?${search}`;
};

/** The react-router pattern of every public page; the `:names` are the loaders' params. */
export const PAGE_PATTERN = {
  ...FIXED_PAGE,
  outerProduct: '/products/:outerPath',
  /** Page 2, 3… of a category's list (more than CATEGORY_CAROUSEL_LIMIT products); page 1 is the category's own. */
  outerProductPage: '/products/:outerPath/page/:page',
  innerProduct: '/products/:outerPath/:innerPath',
  service: '/services/:articlePath',
  blogArticle: '/blogs/:articlePath',
  search: '/search/:name?',
  video: '/video/:youtubeId',
} as const;

/** The article address rule: a service under /services, news and support under /blogs. */
export const articleAddress = ({ articlePath, articleType }: { articlePath: string; articleType: number }): string =>
  articleType === ARTICLE_TYPE.service ? `/services/${articlePath}` : `/blogs/${articlePath}`;

/** The list an article of this type belongs to (its breadcrumb's parent). */
export const articleListAddress = (articleType: number): string =>
  articleType === ARTICLE_TYPE.service
    ? PAGE_PATTERN.services
    : blogListAddress(articleType === ARTICLE_TYPE.support ? 'support' : 'news');

export const blogListAddress = (filter: BlogFilter): string =>
  `${PAGE_PATTERN.blogs}?${BLOG_FILTER.parameter}=${filter}`;

/** The list of outer products of a type. */
export const productListAddress = (productType: number): string =>
  productType === PRODUCT_TYPE.maintenanceTool ? PAGE_PATTERN.productsMaintain : PAGE_PATTERN.products;

/**
 * A category (outer product) shows up to CATEGORY_CAROUSEL_LIMIT products in one carousel; more are a list of
 * CATEGORY_PAGE_SIZE per page, each page published at its own address: page 1 at the category's own
 * (`/products/vong-bi-fag`), the next ones under it (`/products/vong-bi-fag/page/2`). A path segment, not a
 * query parameter, because a published page is a file named by its path (the edge ignores query strings).
 * Four segments never meet an inner product's three (`/products/vong-bi-fag/page` is a product named "page").
 */
export const CATEGORY_CAROUSEL_LIMIT = 20;
export const CATEGORY_PAGE_SIZE = 24;

/** How many published pages a category of `productCount` products has: 1 up to the carousel's limit. */
export const categoryPageCount = (productCount: number): number =>
  productCount <= CATEGORY_CAROUSEL_LIMIT ? 1 : Math.ceil(productCount / CATEGORY_PAGE_SIZE);

/** Page `page` (1-based) of a category's list. */
export const categoryPageAddress = (namePath: string, page: number): string =>
  page <= 1 ? `/products/${namePath}` : `/products/${namePath}/page/${page}`;

/** Every published page of a category of `productCount` products, page 1 first. */
export const categoryPageAddresses = (namePath: string, productCount: number): string[] =>
  Array.from({ length: categoryPageCount(productCount) }, (_, index) => categoryPageAddress(namePath, index + 1));

/**
 * The page number a list address names (`/page/2` → 2), or undefined when it names none a list can have: page 1
 * has the category's own address, and `02`, `0` or `x` are no page at all.
 */
export const categoryPageNumber = (segment: string): number | undefined =>
  /^[1-9]\d{0,5}$/.test(segment) && Number(segment) >= 2 ? Number(segment) : undefined;

/** Every public page's address: fixed ones as strings, the others built from what names them. */
export const siteAddress = {
  ...FIXED_PAGE,
  /** An outer product (category) by its namePath. */
  outerProduct: (namePath: string) => `/products/${namePath}`,
  /** Page `page` of a category's list (page 1: the category's own address). */
  outerProductPage: categoryPageAddress,
  /** An inner product: its outer product's namePath, then its own. */
  innerProduct: (outerNamePath: string, namePath: string) => `/products/${outerNamePath}/${namePath}`,
  productList: productListAddress,
  news: blogListAddress('news'),
  support: blogListAddress('support'),
  article: articleAddress,
  articleList: articleListAddress,
  search: (name: string) => `/search/${encodeURIComponent(name)}`,
  video: (youtubeId: string) => `/video/${youtubeId}`,
  tool: toolAddress,
} as const;

/** An address no page pattern matches: rendered, it is the not-found page every unknown URL gets. */
export const UNMATCHED_ADDRESS = '/404';

/** Where the API answers, beside the pages (CloudFront's `/api/*` behaviour). */
export const API_PREFIX = '/api';

/**
 * A buyer's own requests and the báo giá they received: personal, so rendered in the browser only and never
 * indexed; reached through the single-use link e-mailed to the buyer (`?token=`, exchanged and removed at once).
 */
export const MY_QUOTES_PATH = '/my-quotes';

/** The back office's sign-in page and its root. */
export const ADMIN_LOGIN_ADDRESS = '/admin-login';
export const ADMIN_ADDRESS = '/admin';

/** A quote request's staff screen, which the e-mail telling staff of a new request links to. */
export const adminQuoteRequestAddress = (id: number): string => `${ADMIN_ADDRESS}/quotes/${id}`;

/** The certificates' staff screen, which the e-mail about one running out links to. */
export const ADMIN_CERTIFICATES_ADDRESS = `${ADMIN_ADDRESS}/certificates`;

/**
 * Search results: rendered on request by a function of their own (functions/search-page) for any query, never
 * published. The first path segment, without its slash; `/search`, `/search/…`, not `/searching`.
 */
export const SEARCH_SEGMENT = 'search';
export const SEARCH_PAGE_PATH = new RegExp(`^\\/${SEARCH_SEGMENT}(\\/|$)`);
export const isSearchPagePath = (path: string): boolean => SEARCH_PAGE_PATH.test(path);

/**
 * Paths rendered in the browser only, never published (the back office, its sign-in, and a buyer's own requests,
 * which are theirs alone): they get the app shell. The first path segment, without its slash.
 */
export const BROWSER_RENDERED_SEGMENTS = [
  ADMIN_ADDRESS.slice(1),
  ADMIN_LOGIN_ADDRESS.slice(1),
  MY_QUOTES_PATH.slice(1),
] as const;

/** `/admin…`, `/admin-login`, `/my-quotes`; not `/administration` nor `/my-quotes-old`. The edge function embeds its source. */
export const BROWSER_RENDERED_PATH = new RegExp(`^\\/(${BROWSER_RENDERED_SEGMENTS.join('|')})(\\/|$)`);

/**
 * Published pages kept out of indexes (robots.txt, the sitemap, and their own noindex head): the quote list,
 * which holds nothing until the visitor's own list fills it.
 */
export const UNINDEXED_PAGES: readonly string[] = [FIXED_PAGE.quote];

export const isBrowserRenderedPath = (path: string): boolean => BROWSER_RENDERED_PATH.test(path);

/**
 * The published pages that exist whatever the catalogue holds: the fixed pages the browser does not render, and
 * the blog list narrowed to each of its kinds.
 */
export const FIXED_PAGE_ADDRESSES: readonly string[] = [
  ...Object.values(FIXED_PAGE).filter((address) => !isBrowserRenderedPath(address)),
  ...BLOG_FILTER.values.map(blogListAddress),
];

/** The sitemap, at the site's root. */
export const SITEMAP_KEY = 'sitemap.xml';

/** robots.txt as published: the build's own rules plus the absolute sitemap URL, which only the publisher knows. */
export const ROBOTS_KEY = 'robots.txt';
