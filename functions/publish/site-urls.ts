// The public site's URLs as the publisher names them: the routes of frontend/src/app/router.tsx, built as
// frontend/src/config/paths.ts builds them (the functions package cannot import the frontend's modules).

export const HOME_URL = '/';

/** Pages that exist whatever the catalogue holds. */
export const FIXED_PAGE_URLS = [
  HOME_URL,
  '/about-us',
  '/contact',
  '/products',
  '/products-maintain',
  '/services',
  '/blogs',
  '/blogs?type=news',
  '/blogs?type=support',
] as const;

/** A URL no route matches: its render is the not-found page. */
export const UNKNOWN_URL = '/404';

const PRODUCT = 0;
const SERVICE = 1;

export const outerProductUrl = (namePath: string) => `/products/${namePath}`;
export const innerProductUrl = (outerNamePath: string, namePath: string) => `/products/${outerNamePath}/${namePath}`;
export const productListUrl = (productType: number) => (productType === PRODUCT ? '/products' : '/products-maintain');
export const articleUrl = ({ articlePath, articleType }: { articlePath: string; articleType: number }) =>
  articleType === SERVICE ? `/services/${articlePath}` : `/blogs/${articlePath}`;
export const videoUrl = (youtubeId: string) => `/video/${youtubeId}`;
