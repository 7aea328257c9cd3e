import { matchPath } from 'react-router-dom';
import { ADMIN_ADDRESS, type ProductType } from '@vongbi/functions/contract/site-addresses';
import { ROLE_GROUP, type StaffRole } from '@vongbi/functions/contract/roles';

// Every back-office screen, once: its address, what it is, who may open it, its place in the sidebar and the API
// routes it calls. The router (app/admin-routes.tsx, which names each screen's lazy module by its id), the
// sidebar, the role check and the tests read this table; adding a screen is a row here and its module there.
// A screen's roles are those the server lets call every route it names (tests/unit/admin-access.test.ts).

/** The frame's route: screens read who is signed in from its data (useRouteLoaderData). */
export const ADMIN_ROUTE_ID = 'admin';

const { owner: OWNER, content: CONTENT, customers: CUSTOMERS, everyone: EVERYONE } = ROLE_GROUP;

/** The sidebar's groups, in order. */
export const SIDEBAR_GROUPS = {
  overview: 'Tổng quan',
  products: 'Sản phẩm',
  articles: 'Bài viết',
  content: 'Trang chủ & nội dung',
  customers: 'Khách hàng',
  system: 'Hệ thống',
} as const;

export interface AdminScreen {
  /** The route's pattern (`:name` parts are the loader's params). */
  path: string;
  title: string;
  roles: readonly StaffRole[];
  /** Its link in the sidebar, in its group, in this table's order. */
  sidebar?: {
    group: keyof typeof SIDEBAR_GROUPS;
    /** Active on this address only, not on the addresses under it. */
    end?: true;
    /** Shows the count of new quote requests beside the link. */
    newQuotes?: true;
  };
  /** The API routes the screen calls (`METHOD /api/…`), whose roles decide its own. */
  calls: readonly string[];
}

const admin = <Path extends string>(path: Path) => `${ADMIN_ADDRESS}/${path}` as const;

export const ADMIN_SCREENS = {
  root: {
    path: ADMIN_ADDRESS,
    title: 'Bảng điều khiển',
    roles: EVERYONE,
    sidebar: { group: 'overview', end: true },
    calls: [],
  },
  products: {
    path: admin('products'),
    title: 'Tất cả danh mục',
    roles: CONTENT,
    sidebar: { group: 'products', end: true },
    calls: ['GET /api/OuterProduct'],
  },
  allProducts: {
    path: admin('all-products'),
    title: 'Sản phẩm',
    roles: CONTENT,
    sidebar: { group: 'products' },
    calls: ['GET /api/OuterProduct', 'DELETE /api/OuterProduct/{id}'],
  },
  allMaintainProducts: {
    path: admin('all-maintainproducts'),
    title: 'Dụng cụ bảo dưỡng',
    roles: CONTENT,
    sidebar: { group: 'products' },
    calls: ['GET /api/OuterProduct'],
  },
  catalogueImport: {
    path: admin('catalogue/import'),
    title: 'Nhập / xuất tệp',
    roles: CONTENT,
    sidebar: { group: 'products' },
    calls: ['POST /api/catalogue/import', 'GET /api/catalogue/import/{id}', 'GET /api/catalogue/export/{format}'],
  },
  newOuterProduct: {
    path: admin('products/new'),
    title: 'Danh mục mới',
    roles: CONTENT,
    calls: ['POST /api/OuterProduct', 'POST /api/File'],
  },
  outerProduct: {
    path: admin('products/:outerId'),
    title: 'Sửa danh mục',
    roles: CONTENT,
    calls: ['PUT /api/OuterProduct/{id}', 'DELETE /api/InnerProduct/{id}'],
  },
  newInnerProduct: {
    path: admin('products/:outerId/new'),
    title: 'Sản phẩm mới',
    roles: CONTENT,
    calls: ['POST /api/InnerProduct'],
  },
  innerProduct: {
    path: admin('products/:outerId/:innerId'),
    title: 'Sửa sản phẩm',
    roles: CONTENT,
    calls: ['PUT /api/InnerProduct/{id}'],
  },
  /** An inner product's edit screen from its id alone: it moves on to the address that names its category. */
  innerProductById: {
    path: admin('inner-products/:innerId'),
    title: 'Sửa sản phẩm',
    roles: CONTENT,
    calls: ['PUT /api/InnerProduct/{id}'],
  },
  articles: {
    path: admin('articles'),
    title: 'Tất cả bài viết',
    roles: CONTENT,
    sidebar: { group: 'articles' },
    calls: ['GET /api/Article', 'DELETE /api/Article/{id}'],
  },
  newArticle: { path: admin('articles/new'), title: 'Bài viết mới', roles: CONTENT, calls: ['POST /api/Article'] },
  article: { path: admin('articles/:id'), title: 'Sửa bài viết', roles: CONTENT, calls: ['PUT /api/Article/{id}'] },
  services: {
    path: admin('services'),
    title: 'Dịch vụ',
    roles: CONTENT,
    sidebar: { group: 'articles' },
    calls: ['GET /api/Article'],
  },
  newService: { path: admin('services/new'), title: 'Dịch vụ mới', roles: CONTENT, calls: ['POST /api/Article'] },
  news: {
    path: admin('news'),
    title: 'Tin tức',
    roles: CONTENT,
    sidebar: { group: 'articles' },
    calls: ['GET /api/Article'],
  },
  newNews: { path: admin('news/new'), title: 'Tin tức mới', roles: CONTENT, calls: ['POST /api/Article'] },
  supports: {
    path: admin('supports'),
    title: 'Hỗ trợ kỹ thuật',
    roles: CONTENT,
    sidebar: { group: 'articles' },
    calls: ['GET /api/Article'],
  },
  newSupport: {
    path: admin('supports/new'),
    title: 'Bài hỗ trợ kỹ thuật mới',
    roles: CONTENT,
    calls: ['POST /api/Article'],
  },
  banner: {
    path: admin('banner'),
    title: 'Banner',
    roles: CONTENT,
    sidebar: { group: 'content' },
    calls: ['POST /api/bannerImages', 'DELETE /api/bannerImages/{id}'],
  },
  videos: {
    path: admin('videos'),
    title: 'Video',
    roles: CONTENT,
    sidebar: { group: 'content' },
    calls: ['DELETE /api/videos/{id}'],
  },
  newVideo: { path: admin('videos/new'), title: 'Video mới', roles: CONTENT, calls: ['POST /api/videos'] },
  /** The distributor's certificates, which /genuine lists while they are valid. */
  certificates: {
    path: admin('certificates'),
    title: 'Chứng nhận',
    roles: OWNER,
    sidebar: { group: 'content' },
    calls: ['GET /api/certificates/admin', 'DELETE /api/certificates/{id}'],
  },
  newCertificate: {
    path: admin('certificates/new'),
    title: 'Thêm chứng nhận',
    roles: OWNER,
    calls: ['POST /api/certificates', 'POST /api/File'],
  },
  certificate: {
    path: admin('certificates/:id'),
    title: 'Sửa chứng nhận',
    roles: OWNER,
    calls: ['GET /api/certificates/admin', 'PUT /api/certificates/{id}', 'POST /api/File'],
  },
  aboutUs: {
    path: admin('about-us'),
    title: 'Giới thiệu',
    roles: CONTENT,
    sidebar: { group: 'content' },
    calls: ['GET /api/Configuration/admin', 'POST /api/Configuration'],
  },
  /** Editors see only the keys they may save there (the contact text). */
  configuration: {
    path: admin('configuration'),
    title: 'Cấu hình',
    roles: CONTENT,
    sidebar: { group: 'content' },
    calls: ['GET /api/Configuration/admin', 'POST /api/Configuration'],
  },
  /** Records deleted within the last 90 days, restorable. */
  deleted: {
    path: admin('deleted'),
    title: 'Đã xóa',
    roles: CONTENT,
    sidebar: { group: 'content' },
    calls: ['GET /api/revisions/deleted'],
  },
  quotes: {
    path: admin('quotes'),
    title: 'Yêu cầu báo giá',
    roles: CUSTOMERS,
    sidebar: { group: 'customers', newQuotes: true },
    calls: ['GET /api/QuoteRequest', 'PUT /api/QuoteRequest/{id}'],
  },
  /** The address the e-mail telling staff of a new request links to (contract's adminQuoteRequestAddress). */
  quote: {
    path: admin('quotes/:id'),
    title: 'Yêu cầu báo giá',
    roles: CUSTOMERS,
    calls: ['GET /api/QuoteRequest/{id}', 'DELETE /api/QuoteRequest/{id}'],
  },
  subscriptions: {
    path: admin('subscriptions'),
    title: 'Đăng ký nhận tin',
    roles: CUSTOMERS,
    sidebar: { group: 'customers' },
    calls: ['GET /api/subscriptions'],
  },
  staff: {
    path: admin('staff'),
    title: 'Tài khoản nhân viên',
    roles: OWNER,
    sidebar: { group: 'system' },
    calls: ['GET /api/staff', 'POST /api/staff', 'PUT /api/staff/{id}'],
  },
  /** The audit log; its filters ride in the query (`?username=&entity=&from=&to=`). */
  audit: {
    path: admin('audit'),
    title: 'Nhật ký thay đổi',
    roles: OWNER,
    sidebar: { group: 'system' },
    calls: ['GET /api/audit', 'GET /api/staff'],
  },
  /** One's own account: the password. */
  account: { path: admin('account'), title: 'Tài khoản', roles: EVERYONE, calls: ['POST /api/auth/password'] },
} as const satisfies Record<string, AdminScreen>;

export type AdminScreenId = keyof typeof ADMIN_SCREENS;

/** The values that fill a pattern's `:name` parts, in order. */
type Params<Pattern extends string> = Pattern extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...Params<Rest>]
  : Pattern extends `${string}:${string}`
    ? [string | number]
    : [];

type Address<Pattern extends string> = Params<Pattern> extends [] ? Pattern : (...params: Params<Pattern>) => string;

const addressOf = (pattern: string) => {
  if (!pattern.includes(':')) return pattern;
  return (...params: (string | number)[]) => {
    let index = 0;
    return pattern.replace(/:[A-Za-z]+/g, () => String(params[index++]));
  };
};

/** Every back-office address by its screen: a string, or a builder taking the pattern's params in order. */
export const adminPaths = {
  ...(Object.fromEntries(Object.entries(ADMIN_SCREENS).map(([id, screen]) => [id, addressOf(screen.path)])) as {
    [Id in AdminScreenId]: Address<(typeof ADMIN_SCREENS)[Id]['path']>;
  }),
  /** `default=<productType>` presets a main product or a maintenance tool. */
  newOuterProduct: (productType?: ProductType) =>
    productType === undefined
      ? ADMIN_SCREENS.newOuterProduct.path
      : `${ADMIN_SCREENS.newOuterProduct.path}?default=${productType}`,
};

const screens = Object.values(ADMIN_SCREENS) as readonly AdminScreen[];

const paramCount = (screen: AdminScreen) => screen.path.split(':').length - 1;

/**
 * The screen an address names (its query ignored): of the patterns that take it, the one with the fewest params,
 * as the router ranks them (`products/new` before `products/:outerId`).
 */
export const screenAt = (href: string): AdminScreen | undefined => {
  const pathname = href.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  const matching = screens.filter((screen) => matchPath(screen.path, pathname) !== null);
  return matching.sort((a, b) => paramCount(a) - paramCount(b))[0];
};

/**
 * Whether `role` may open the back-office address `href`. An address that names no screen (its not-found page)
 * is everyone's.
 */
export const mayOpen = (role: StaffRole, href: string): boolean => (screenAt(href)?.roles ?? EVERYONE).includes(role);

/** Where a role lands after signing in: the catalogue, or for sales the quote requests. */
export const homeOf = (role: StaffRole): string =>
  mayOpen(role, adminPaths.products) ? adminPaths.products : adminPaths.quotes;

/** The sidebar's links a role may use, by group; a group left empty goes. */
export const sidebarFor = (role: StaffRole) =>
  Object.entries(SIDEBAR_GROUPS)
    .map(([group, title]) => ({
      title,
      links: Object.values(ADMIN_SCREENS as Record<string, AdminScreen>).filter(
        (screen) => screen.sidebar?.group === group && screen.roles.includes(role),
      ),
    }))
    .filter((group) => group.links.length > 0);
