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
}

export const routes = [
  { method: 'GET', path: '/api/Configuration', resource: 'configuration', action: 'list', access: 'public' },
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
  { method: 'GET', path: '/api/auth/session', resource: 'auth', action: 'session', access: 'public' },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];

/** The action names the route table gives a resource; a handler must implement exactly these. */
export type ActionOf<R extends ResourceName> = Extract<Route, { resource: R }>['action'];

export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string => `${route.method} ${route.path}`;

export const resourceNames = (): ResourceName[] => [...new Set(routes.map((route) => route.resource))];
