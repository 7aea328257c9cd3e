import {
  ADMIN_ADDRESS,
  ADMIN_LOGIN_ADDRESS,
  adminQuoteRequestAddress,
  siteAddress,
  type ProductType,
} from '@vongbi/functions/contract/site-addresses';

// Every URL of the app in one place: the public site's are the contract's (contract/site-addresses.ts), which
// the publisher and the edge read too; the back office's are the app's own.

export const paths = {
  ...siteAddress,
  adminLogin: ADMIN_LOGIN_ADDRESS,
  admin: {
    root: ADMIN_ADDRESS,
    aboutUs: '/admin/about-us',
    configuration: '/admin/configuration',
    banner: '/admin/banner',
    subscriptions: '/admin/subscriptions',
    videos: '/admin/videos',
    newVideo: '/admin/videos/new',
    articles: '/admin/articles',
    newArticle: '/admin/articles/new',
    article: (id: number | string) => `/admin/articles/${id}`,
    services: '/admin/services',
    newService: '/admin/services/new',
    news: '/admin/news',
    newNews: '/admin/news/new',
    supports: '/admin/supports',
    newSupport: '/admin/supports/new',
    products: '/admin/products',
    allProducts: '/admin/all-products',
    allMaintainProducts: '/admin/all-maintainproducts',
    /** `default=<productType>` presets a main product or a maintenance tool. */
    newOuterProduct: (productType?: ProductType) =>
      productType === undefined ? '/admin/products/new' : `/admin/products/new?default=${productType}`,
    outerProduct: (outerId: number | string) => `/admin/products/${outerId}`,
    newInnerProduct: (outerId: number | string) => `/admin/products/${outerId}/new`,
    innerProduct: (outerId: number | string, innerId: number | string) => `/admin/products/${outerId}/${innerId}`,
    /** An inner product's edit screen from its id alone: the screen's address also names its category. */
    innerProductById: (innerId: number | string) => `/admin/inner-products/${innerId}`,
    /** Records deleted within the last 90 days, restorable. */
    deleted: '/admin/deleted',
    /** The catalogue's import from a spreadsheet (the export is a download of the API). */
    catalogueImport: '/admin/catalogue/import',
    quotes: '/admin/quotes',
    /** The address the e-mail telling staff of a new request links to. */
    quote: adminQuoteRequestAddress,
    staff: '/admin/staff',
    /** The audit log; its filters ride in the query (`?username=&entity=&from=&to=`). */
    audit: '/admin/audit',
    /** One's own account: the password. */
    account: '/admin/account',
  },
} as const;
