// Every URL of the app in one place.

export const paths = {
  home: '/',
  aboutUs: '/about-us',
  contact: '/contact',
  products: '/products',
  productsMaintain: '/products-maintain',
  /** An outer product (category) by its namePath. */
  outerProduct: (namePath: string) => `/products/${namePath}`,
  /** An inner product: its outer product's namePath, then its own. */
  innerProduct: (outerNamePath: string, namePath: string) => `/products/${outerNamePath}/${namePath}`,
  services: '/services',
  service: (articlePath: string) => `/services/${articlePath}`,
  blogs: '/blogs',
  news: '/blogs?type=news',
  support: '/blogs?type=support',
  article: (articlePath: string) => `/blogs/${articlePath}`,
  search: (name: string) => `/search/${encodeURIComponent(name)}`,
  video: (youtubeId: string) => `/video/${youtubeId}`,
  adminLogin: '/admin-login',
  admin: {
    root: '/admin',
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
    /** `default=0` presets a main product, `default=1` a maintenance tool. */
    newOuterProduct: (productType?: 0 | 1) =>
      productType === undefined ? '/admin/products/new' : `/admin/products/new?default=${productType}`,
    outerProduct: (outerId: number | string) => `/admin/products/${outerId}`,
    newInnerProduct: (outerId: number | string) => `/admin/products/${outerId}/new`,
    innerProduct: (outerId: number | string, innerId: number | string) => `/admin/products/${outerId}/${innerId}`,
  },
} as const;
