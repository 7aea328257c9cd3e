// The route table: the single source of truth for the HTTP API. Plain data only (no handler, SDK or env
// imports), so the local server, the CDK stack and the tests can all read it without side effects.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ResourceName =
  | 'article'
  | 'outer-product'
  | 'inner-product'
  | 'configuration'
  | 'subscription'
  | 'banner-image'
  | 'video'
  | 'file'
  | 'auth';

export interface RouteDef {
  readonly method: HttpMethod;
  /** API Gateway route path, `/api` included (CloudFront forwards the full path). */
  readonly path: string;
  /** Folder of the handler module under `functions/`. */
  readonly resource: ResourceName;
  readonly action: string;
  /** `admin` routes need a server-side session; `public` ones are open to visitors. */
  readonly access: 'public' | 'admin';
  /** Request body format; write routes without it take JSON. */
  readonly body?: 'multipart' | 'none';
  /**
   * Partition-key prefixes a public route may write. Public routes without it only read, so their
   * function gets a read-only grant; admin routes get the read-write one.
   */
  readonly writesKeys?: readonly string[];
  /**
   * Private partition keys the route reads (table keys, or an index's partition key for a Query on it):
   * `SUB#` a prefix, `SUB` an exact key. A key any route declares here is readable by the functions of the
   * routes that declare it and no other (an explicit deny on the others, infra-cdk api.ts).
   */
  readonly readsPrivateKeys?: readonly string[];
  /**
   * Public GETs may be kept by the CDN for a minute; `never` for those whose answer depends on the visitor's
   * cookie (the session check). Admin routes and writes are never cached anyway.
   */
  readonly cdnCache?: 'never';
  /**
   * Query-string parameters the route reads. The handler sees these and no other (core/http.ts), and the
   * CDN keys its cache on exactly these, so a made-up parameter can neither reach the handler nor miss the
   * cache (infra-cdk site-distribution.ts).
   */
  readonly query?: readonly string[];
}

export const routes = [
  { method: 'GET', path: '/api/Configuration', resource: 'configuration', action: 'list', access: 'public' },
  {
    method: 'GET',
    path: '/api/Configuration/admin',
    resource: 'configuration',
    action: 'listForStaff',
    access: 'admin',
    cdnCache: 'never',
  },
  { method: 'POST', path: '/api/Configuration', resource: 'configuration', action: 'save', access: 'admin' },

  {
    method: 'POST',
    path: '/api/auth/login',
    resource: 'auth',
    action: 'login',
    access: 'public',
    writesKeys: ['SESSION#', 'LOGINLIMIT#'],
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    resource: 'auth',
    action: 'logout',
    access: 'public',
    body: 'none',
    writesKeys: ['SESSION#'],
  },
  {
    method: 'GET',
    path: '/api/auth/session',
    resource: 'auth',
    action: 'session',
    access: 'public',
    cdnCache: 'never',
  },

  { method: 'GET', path: '/api/Article', resource: 'article', action: 'list', access: 'admin' },
  {
    method: 'GET',
    path: '/api/Article/GetArticles',
    resource: 'article',
    action: 'listNewsAndSupport',
    access: 'public',
  },
  { method: 'GET', path: '/api/Article/GetPosts', resource: 'article', action: 'listNews', access: 'public' },
  { method: 'GET', path: '/api/Article/GetServices', resource: 'article', action: 'listServices', access: 'public' },
  {
    method: 'GET',
    path: '/api/Article/GetSupportArticles',
    resource: 'article',
    action: 'listSupport',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/Article/Path',
    resource: 'article',
    action: 'getByPath',
    access: 'public',
    query: ['path'],
  },
  { method: 'GET', path: '/api/Article/{id}', resource: 'article', action: 'get', access: 'public' },
  { method: 'POST', path: '/api/Article', resource: 'article', action: 'create', access: 'admin' },
  { method: 'PUT', path: '/api/Article/{id}', resource: 'article', action: 'update', access: 'admin' },
  { method: 'DELETE', path: '/api/Article/{id}', resource: 'article', action: 'remove', access: 'admin' },

  { method: 'GET', path: '/api/OuterProduct', resource: 'outer-product', action: 'list', access: 'admin' },
  {
    method: 'GET',
    path: '/api/OuterProduct/GetOuterProducts',
    resource: 'outer-product',
    action: 'listProducts',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/OuterProduct/GetOuterProductsMaintain',
    resource: 'outer-product',
    action: 'listMaintenanceTools',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/OuterProduct/GetByPath',
    resource: 'outer-product',
    action: 'getByPath',
    access: 'public',
    query: ['path'],
  },
  { method: 'GET', path: '/api/OuterProduct/{id}', resource: 'outer-product', action: 'get', access: 'public' },
  { method: 'POST', path: '/api/OuterProduct', resource: 'outer-product', action: 'create', access: 'admin' },
  { method: 'PUT', path: '/api/OuterProduct/{id}', resource: 'outer-product', action: 'update', access: 'admin' },
  { method: 'DELETE', path: '/api/OuterProduct/{id}', resource: 'outer-product', action: 'remove', access: 'admin' },

  {
    method: 'GET',
    path: '/api/InnerProduct/GetByPath',
    resource: 'inner-product',
    action: 'getByPath',
    access: 'public',
    query: ['path'],
  },
  {
    method: 'GET',
    path: '/api/InnerProduct/SearchInnerProductByName',
    resource: 'inner-product',
    action: 'searchByName',
    access: 'public',
    query: ['name'],
  },
  {
    method: 'GET',
    path: '/api/InnerProduct/GetInnerProductOutstanding',
    resource: 'inner-product',
    action: 'listOutstanding',
    access: 'public',
  },
  { method: 'GET', path: '/api/InnerProduct/{id}', resource: 'inner-product', action: 'get', access: 'public' },
  { method: 'POST', path: '/api/InnerProduct', resource: 'inner-product', action: 'create', access: 'admin' },
  { method: 'PUT', path: '/api/InnerProduct/{id}', resource: 'inner-product', action: 'update', access: 'admin' },
  { method: 'DELETE', path: '/api/InnerProduct/{id}', resource: 'inner-product', action: 'remove', access: 'admin' },

  {
    method: 'GET',
    path: '/api/subscriptions',
    resource: 'subscription',
    action: 'list',
    access: 'admin',
    // The subscriber list: a Query on the list index's partition `SUB`.
    readsPrivateKeys: ['SUB'],
  },
  {
    method: 'POST',
    path: '/api/subscriptions',
    resource: 'subscription',
    action: 'create',
    access: 'public',
    writesKeys: ['SUB#', 'SUBLIMIT#', 'COUNTER#SUBSCRIPTION'],
    // Whether the address is already subscribed: GetItem on SUB#<address>.
    readsPrivateKeys: ['SUB#'],
  },

  { method: 'GET', path: '/api/bannerImages', resource: 'banner-image', action: 'list', access: 'public' },
  { method: 'POST', path: '/api/bannerImages', resource: 'banner-image', action: 'create', access: 'admin' },
  { method: 'DELETE', path: '/api/bannerImages/{id}', resource: 'banner-image', action: 'remove', access: 'admin' },

  { method: 'GET', path: '/api/videos', resource: 'video', action: 'list', access: 'public' },
  { method: 'POST', path: '/api/videos', resource: 'video', action: 'create', access: 'admin' },
  { method: 'DELETE', path: '/api/videos/{id}', resource: 'video', action: 'remove', access: 'admin' },

  { method: 'POST', path: '/api/File', resource: 'file', action: 'upload', access: 'admin', body: 'multipart' },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];

/** The action names the route table gives a resource; a handler must implement exactly these. */
export type ActionOf<R extends ResourceName> = Extract<Route, { resource: R }>['action'];

export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string => `${route.method} ${route.path}`;
