// The route table: the single source of truth for the HTTP API. Plain data only (no handler, SDK or env
// imports), so the local server, the CDK stack and the tests can all read it without side effects.

import { ROLE_GROUP, type StaffRole } from './contract/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ResourceName =
  | 'article'
  | 'outer-product'
  | 'inner-product'
  | 'configuration'
  | 'subscription'
  | 'quote-request'
  | 'buyer-quotes'
  | 'search-log'
  | 'banner-image'
  | 'video'
  | 'certificate'
  | 'file'
  | 'auth'
  | 'staff'
  | 'audit'
  | 'catalogue'
  | 'revision'
  | 'preview';

export interface RouteDef {
  readonly method: HttpMethod;
  /** API Gateway route path, `/api` included (CloudFront forwards the full path). */
  readonly path: string;
  /** Folder of the handler module under `functions/`. */
  readonly resource: ResourceName;
  readonly action: string;
  /** `admin` routes need a server-side session; `public` ones are open to visitors. */
  readonly access: 'public' | 'admin';
  /**
   * The roles whose sessions may call an admin route; the session check answers the others 403 FORBIDDEN
   * before anything is parsed or written (core/http.ts). An admin route without roles is refused to everyone.
   */
  readonly roles?: readonly StaffRole[];
  /** Request body format; write routes without it take JSON. */
  readonly body?: 'multipart' | 'none';
  /**
   * Partition-key prefixes a public route may write. Public routes without it only read, so their
   * function gets a read-only grant; admin routes get the read-write one.
   */
  readonly writesKeys?: readonly string[];
  /**
   * Partition keys the route reads besides the private ones below (table keys, or an index's partition key for a
   * Query on it): `ARTICLE#` a prefix, `CONFIG` an exact key. Each function may read only the keys its routes
   * declare here and in `readsPrivateKeys` (dynamodb:LeadingKeys, infra-cdk api.ts).
   */
  readonly readsKeys?: readonly string[];
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
  /**
   * The route e-mails staff (a new quote request): its function may send from the environment's verified sender
   * only (ses:SendEmail on that identity), and its e-mails that could not be sent raise an alarm (infra-cdk).
   */
  readonly sendsMail?: boolean;
}

/**
 * What the session check reads (requireAdmin, GET /api/auth/session): the session the cookie names, then its
 * account (its role, and whether the session is still of its current generation).
 */
const SESSION = ['SESSION#', 'STAFF#'] as const;

/** The roles of admin routes (contract/staff.ts). */
const { owner: OWNER, content: CONTENT, customers: CUSTOMERS, everyone: EVERY_ROLE } = ROLE_GROUP;

/** The version counters of the kept public answers (core/repositories/list-versions.ts), read on every such GET. */
const ARTICLE_LISTS = 'LISTS#ARTICLE';
const CATALOGUE_LISTS = 'LISTS#CATALOGUE';
const CONFIG_LISTS = 'LISTS#CONFIG';

/**
 * The revisions of articles, outer and inner products and configuration values: every save of them reads the
 * newest one (a new revision takes the next number), a delete all of them (they expire with the record).
 */
const REVISIONS = 'REV#';

/**
 * What a new quote request writes: the request, its id, its repeat record and the client's count; when it has an
 * address, its buyer's lookup item and the link of the confirmation e-mail (core/repositories/buyer-quote-repository.ts).
 */
const QUOTE_WRITES = ['QUOTE#', 'QUOTEREPEAT#', 'QUOTELIMIT#', 'COUNTER#QUOTE', 'QUOTEBUYER#', 'BUYERLINK#'] as const;
/** The configuration a báo giá's PDF and e-mail read: the seller's block (services/quote-replies.ts). */
const QUOTE_SELLER = [
  'CONFIG#QUOTE_COMPANY_NAME',
  'CONFIG#QUOTE_COMPANY_ADDRESS',
  'CONFIG#QUOTE_COMPANY_TAX_CODE',
  'CONFIG#QUOTE_COMPANY_PHONE',
  'CONFIG#QUOTE_COMPANY_EMAIL',
] as const;

export const routes = [
  {
    method: 'GET',
    path: '/api/Configuration',
    resource: 'configuration',
    action: 'list',
    access: 'public',
    readsKeys: ['CONFIG', CONFIG_LISTS],
  },
  {
    method: 'GET',
    path: '/api/Configuration/admin',
    resource: 'configuration',
    action: 'listForStaff',
    access: 'admin',
    roles: CONTENT,
    cdnCache: 'never',
    readsKeys: [...SESSION, 'CONFIG'],
  },
  {
    method: 'POST',
    path: '/api/Configuration',
    resource: 'configuration',
    action: 'save',
    access: 'admin',
    roles: CONTENT,
    // The values before the save, and the newest revision of each changed one (its revision's number).
    readsKeys: [...SESSION, 'CONFIG#', REVISIONS],
  },

  {
    method: 'POST',
    path: '/api/auth/login',
    resource: 'auth',
    action: 'login',
    access: 'public',
    // The account's last sign-in (and the deploy-time secret's account itself, at its first); the audit log's
    // entry of each sign-in and failed sign-in.
    writesKeys: ['SESSION#', 'LOGINLIMIT#', 'STAFF#', 'AUDIT#'],
    // The hash stored for the user name.
    readsPrivateKeys: ['STAFFLOGIN#'],
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
    readsKeys: SESSION,
  },

  {
    method: 'GET',
    path: '/api/staff',
    resource: 'staff',
    action: 'list',
    access: 'admin',
    roles: OWNER,
    // The accounts: a Query on the list index's partition `STAFF`.
    readsKeys: [...SESSION, 'STAFF'],
  },
  {
    method: 'POST',
    path: '/api/staff',
    resource: 'staff',
    action: 'create',
    access: 'admin',
    roles: OWNER,
    readsKeys: SESSION,
    // Whether the user name is taken.
    readsPrivateKeys: ['STAFFLOGIN#'],
  },
  {
    method: 'PUT',
    path: '/api/staff/{id}',
    resource: 'staff',
    action: 'update',
    access: 'admin',
    roles: OWNER,
    readsKeys: SESSION,
  },
  {
    method: 'POST',
    path: '/api/auth/password',
    // Served by the staff function: the one beside sign-in that hashes passwords and writes accounts.
    resource: 'staff',
    action: 'changePassword',
    access: 'admin',
    roles: EVERY_ROLE,
    readsKeys: SESSION,
    // The current password's hash.
    readsPrivateKeys: ['STAFFLOGIN#'],
  },

  {
    method: 'GET',
    path: '/api/audit',
    resource: 'audit',
    action: 'list',
    access: 'admin',
    roles: OWNER,
    query: ['from', 'to', 'username', 'entity', 'before'],
    readsKeys: SESSION,
    // Who changed what: the entries of each month `AUDIT#<YYYY-MM>` and, filtered, their index partitions
    // `AUDIT#OF#…` and `AUDIT#BY#…` (core/repositories/audit-log-repository.ts). Every admin function writes
    // entries; only this one reads them.
    readsPrivateKeys: ['AUDIT#'],
  },

  {
    method: 'GET',
    path: '/api/Article',
    resource: 'article',
    action: 'list',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'ARTICLE#', 'FILE#', ARTICLE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/Article/GetArticles',
    resource: 'article',
    action: 'listNewsAndSupport',
    access: 'public',
    readsKeys: ['ARTICLE#', 'FILE#', ARTICLE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/Article/GetPosts',
    resource: 'article',
    action: 'listNews',
    access: 'public',
    readsKeys: ['ARTICLE#', 'FILE#', ARTICLE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/Article/GetServices',
    resource: 'article',
    action: 'listServices',
    access: 'public',
    readsKeys: ['ARTICLE#', 'FILE#', ARTICLE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/Article/GetSupportArticles',
    resource: 'article',
    action: 'listSupport',
    access: 'public',
    readsKeys: ['ARTICLE#', 'FILE#', ARTICLE_LISTS],
  },
  {
    // A page of /blogs's list (contract LISTED_ARTICLES_PER_PAGE): what /blogs reads, bounded whatever the number
    // of articles. The specification's GetArticles, GetPosts and GetSupportArticles answer every article.
    method: 'GET',
    path: '/api/Article/GetListedArticles',
    resource: 'article',
    action: 'listListed',
    access: 'public',
    query: ['type', 'page'],
    readsKeys: ['ARTICLE#', 'FILE#', ARTICLE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/Article/Path',
    resource: 'article',
    action: 'getByPath',
    access: 'public',
    query: ['path'],
    readsKeys: ['PATH#ARTICLE#', 'ARTICLE#', 'FILE#', ARTICLE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/Article/{id}',
    resource: 'article',
    action: 'get',
    access: 'public',
    readsKeys: ['ARTICLE#', 'FILE#', ARTICLE_LISTS],
  },
  {
    method: 'POST',
    path: '/api/Article',
    resource: 'article',
    action: 'create',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'PATH#ARTICLE#', 'FILE#'],
  },
  {
    method: 'PUT',
    path: '/api/Article/{id}',
    resource: 'article',
    action: 'update',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'ARTICLE#', 'PATH#ARTICLE#', 'FILE#', REVISIONS],
  },
  {
    method: 'DELETE',
    path: '/api/Article/{id}',
    resource: 'article',
    action: 'remove',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'ARTICLE#', REVISIONS],
  },

  {
    method: 'GET',
    path: '/api/OuterProduct',
    resource: 'outer-product',
    action: 'list',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'OUTER#', 'FILE#', CATALOGUE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/OuterProduct/GetOuterProducts',
    resource: 'outer-product',
    action: 'listProducts',
    access: 'public',
    readsKeys: ['OUTER#', 'FILE#', CATALOGUE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/OuterProduct/GetOuterProductsMaintain',
    resource: 'outer-product',
    action: 'listMaintenanceTools',
    access: 'public',
    readsKeys: ['OUTER#', 'FILE#', CATALOGUE_LISTS],
  },
  {
    // The two lists with the first categories' first products only (contract LISTED_PRODUCTS_PER_CATEGORY and
    // LISTED_CATEGORIES_WITH_PRODUCTS): what the home page and /products read, bounded whatever the catalogue's size. The specification's routes above
    // answer every product and keep working.
    method: 'GET',
    path: '/api/OuterProduct/GetListedOuterProducts',
    resource: 'outer-product',
    action: 'listListedProducts',
    access: 'public',
    readsKeys: ['OUTER#', 'FILE#', CATALOGUE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/OuterProduct/GetListedOuterProductsMaintain',
    resource: 'outer-product',
    action: 'listListedMaintenanceTools',
    access: 'public',
    readsKeys: ['OUTER#', 'FILE#', CATALOGUE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/OuterProduct/GetByPath',
    resource: 'outer-product',
    action: 'getByPath',
    access: 'public',
    query: ['path'],
    readsKeys: ['PATH#OUTER#', 'OUTER#', 'FILE#', CATALOGUE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/OuterProduct/{id}',
    resource: 'outer-product',
    action: 'get',
    access: 'public',
    readsKeys: ['OUTER#', 'FILE#', CATALOGUE_LISTS],
  },
  {
    method: 'POST',
    path: '/api/OuterProduct',
    resource: 'outer-product',
    action: 'create',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'PATH#OUTER#', 'FILE#'],
  },
  {
    method: 'PUT',
    path: '/api/OuterProduct/{id}',
    resource: 'outer-product',
    action: 'update',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'OUTER#', 'PATH#OUTER#', 'FILE#', REVISIONS],
  },
  {
    method: 'DELETE',
    path: '/api/OuterProduct/{id}',
    resource: 'outer-product',
    action: 'remove',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'OUTER#', REVISIONS],
  },

  {
    method: 'GET',
    path: '/api/InnerProduct/GetByPath',
    resource: 'inner-product',
    action: 'getByPath',
    access: 'public',
    query: ['path'],
    readsKeys: ['PATH#INNER#', 'INNER#', 'OUTER#', 'FILE#', CATALOGUE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/InnerProduct/SearchInnerProductByName',
    resource: 'inner-product',
    action: 'searchByName',
    access: 'public',
    query: ['name'],
    readsKeys: ['SEARCH#INNER', 'INNER#', 'OUTER#', 'FILE#', CATALOGUE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/InnerProduct/Equivalents',
    resource: 'inner-product',
    action: 'equivalents',
    access: 'public',
    query: ['code'],
    readsKeys: ['SEARCH#INNER', 'INNER#', 'OUTER#', 'FILE#', CATALOGUE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/designation',
    resource: 'inner-product',
    action: 'explainDesignation',
    access: 'public',
    query: ['code'],
  },
  {
    method: 'GET',
    path: '/api/InnerProduct/GetInnerProductOutstanding',
    resource: 'inner-product',
    action: 'listOutstanding',
    access: 'public',
    readsKeys: ['INNER#', 'OUTER#', 'FILE#', CATALOGUE_LISTS],
  },
  {
    method: 'GET',
    path: '/api/InnerProduct/{id}',
    resource: 'inner-product',
    action: 'get',
    access: 'public',
    readsKeys: ['INNER#', 'OUTER#', 'FILE#', CATALOGUE_LISTS],
  },
  {
    method: 'POST',
    path: '/api/InnerProduct',
    resource: 'inner-product',
    action: 'create',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'PATH#INNER#', 'OUTER#', 'FILE#'],
  },
  {
    method: 'POST',
    path: '/api/InnerProduct/Availability',
    resource: 'inner-product',
    action: 'setAvailability',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'INNER#', REVISIONS],
  },
  {
    method: 'PUT',
    path: '/api/InnerProduct/{id}',
    resource: 'inner-product',
    action: 'update',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'INNER#', 'PATH#INNER#', 'OUTER#', 'FILE#', REVISIONS],
  },
  {
    method: 'DELETE',
    path: '/api/InnerProduct/{id}',
    resource: 'inner-product',
    action: 'remove',
    access: 'admin',
    roles: CONTENT,
    // The product, its category's path (which the deleted records' list shows), its revisions.
    readsKeys: [...SESSION, 'INNER#', 'OUTER#', REVISIONS],
  },

  {
    method: 'GET',
    path: '/api/subscriptions',
    resource: 'subscription',
    action: 'list',
    access: 'admin',
    roles: CUSTOMERS,
    // The subscriber list: a Query on the list index's partition `SUB`.
    readsPrivateKeys: ['SUB'],
    readsKeys: SESSION,
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

  {
    method: 'POST',
    path: '/api/SearchLog',
    resource: 'search-log',
    action: 'record',
    access: 'public',
    writesKeys: ['SEARCHLOG#'],
    // Whether the query finds anything: the search index; whether its day counts it already, and how many
    // queries that day holds: SEARCHLOG#<day>.
    readsKeys: ['SEARCH#INNER', 'SEARCHLOG#'],
  },
  {
    method: 'GET',
    path: '/api/SearchLog',
    resource: 'search-log',
    action: 'report',
    access: 'admin',
    // What customers searched for and did not find: a question for the catalogue's keepers.
    roles: CONTENT,
    cdnCache: 'never',
    readsKeys: [...SESSION, 'SEARCHLOG#'],
  },
  {
    method: 'POST',
    path: '/api/QuoteRequest',
    resource: 'quote-request',
    action: 'create',
    access: 'public',
    // The request, its repeat record and its buyer's lookup item (QUOTEBUYER#), and the link of the confirmation.
    writesKeys: QUOTE_WRITES,
    // The products the lines link to (checked, and linked in the e-mail) and where the e-mail goes.
    readsKeys: ['INNER#', 'OUTER#', 'FILE#', 'CONFIG#QUOTE_EMAIL'],
    // Whether the same request came from the same client within a minute: GetItem on QUOTEREPEAT#<hash>.
    readsPrivateKeys: ['QUOTEREPEAT#'],
    sendsMail: true,
  },
  {
    method: 'GET',
    path: '/api/QuoteRequest',
    resource: 'quote-request',
    action: 'list',
    access: 'admin',
    roles: CUSTOMERS,
    query: ['status', 'limit', 'cursor'],
    // A page of the requests: a Query on the list index's partition `QUOTE`, or with a status on the status
    // index's `QUOTE#STATUS#<status>`; then the products they link to.
    readsPrivateKeys: ['QUOTE', 'QUOTE#'],
    readsKeys: [...SESSION, 'INNER#', 'OUTER#', 'FILE#'],
  },
  {
    method: 'GET',
    path: '/api/QuoteRequest/count',
    resource: 'quote-request',
    action: 'count',
    access: 'admin',
    roles: CUSTOMERS,
    query: ['status'],
    // The sidebar's badge: a COUNT Query on the status index's partition `QUOTE#STATUS#<status>`, after the
    // requests from before that index joined it (a Query on the list index's `QUOTE`, once per table).
    readsPrivateKeys: ['QUOTE', 'QUOTE#'],
    readsKeys: SESSION,
  },
  {
    method: 'GET',
    path: '/api/QuoteRequest/{id}',
    resource: 'quote-request',
    action: 'get',
    access: 'admin',
    roles: CUSTOMERS,
    readsPrivateKeys: ['QUOTE#'],
    readsKeys: [...SESSION, 'INNER#', 'OUTER#', 'FILE#'],
  },
  {
    method: 'PUT',
    path: '/api/QuoteRequest/{id}',
    resource: 'quote-request',
    action: 'update',
    access: 'admin',
    roles: CUSTOMERS,
    readsPrivateKeys: ['QUOTE#'],
    readsKeys: [...SESSION, 'INNER#', 'OUTER#', 'FILE#'],
  },
  {
    method: 'DELETE',
    path: '/api/QuoteRequest/{id}',
    resource: 'quote-request',
    action: 'remove',
    access: 'admin',
    roles: CUSTOMERS,
    // The request (its buyer's lookup item goes with it) and its báo giá, deleted with it.
    readsPrivateKeys: ['QUOTE#'],
    readsKeys: SESSION,
  },
  // Quote replies (báo giá): items beside their request (QUOTE#<id>, REPLY#<number>), private like it.
  {
    method: 'GET',
    path: '/api/QuoteRequest/{id}/replies',
    resource: 'quote-request',
    action: 'listReplies',
    access: 'admin',
    roles: CUSTOMERS,
    cdnCache: 'never',
    // The request (404 when gone) and its replies: a Query on its partition; the terms a new reply starts with.
    readsPrivateKeys: ['QUOTE#'],
    readsKeys: [...SESSION, 'CONFIG#QUOTE_TERMS'],
  },
  {
    method: 'POST',
    path: '/api/QuoteRequest/{id}/replies',
    resource: 'quote-request',
    action: 'reply',
    access: 'admin',
    roles: CUSTOMERS,
    // The request, and the year's reply counter (the next number); the PDF and the e-mail name the seller.
    readsPrivateKeys: ['QUOTE#'],
    readsKeys: [...SESSION, 'COUNTER#QUOTEREPLY#', ...QUOTE_SELLER],
    sendsMail: true,
  },
  {
    method: 'POST',
    path: '/api/QuoteRequest/{id}/replies/preview',
    resource: 'quote-request',
    action: 'previewReply',
    access: 'admin',
    roles: CUSTOMERS,
    // The request and the seller, for a PDF nothing keeps.
    readsPrivateKeys: ['QUOTE#'],
    readsKeys: [...SESSION, ...QUOTE_SELLER],
  },
  {
    method: 'POST',
    path: '/api/QuoteRequest/{id}/replies/{number}/resend',
    resource: 'quote-request',
    action: 'resendReply',
    access: 'admin',
    roles: CUSTOMERS,
    body: 'none',
    readsPrivateKeys: ['QUOTE#'],
    readsKeys: [...SESSION, ...QUOTE_SELLER],
    sendsMail: true,
  },
  {
    method: 'GET',
    path: '/api/QuoteRequest/{id}/replies/{number}/pdf',
    resource: 'quote-request',
    action: 'replyPdf',
    access: 'admin',
    roles: CUSTOMERS,
    cdnCache: 'never',
    readsPrivateKeys: ['QUOTE#'],
    readsKeys: SESSION,
  },

  // A buyer's own requests (/my-quotes): public routes behind a buyer's session of their own (the handler checks
  // its cookie, which only /api/my receives), never a staff one.
  {
    method: 'POST',
    path: '/api/my/link',
    resource: 'buyer-quotes',
    action: 'requestLink',
    access: 'public',
    // The link (its token's hash) and the limits per address and per client.
    writesKeys: ['BUYERLINK#', 'BUYERLIMIT#'],
    sendsMail: true,
  },
  {
    method: 'POST',
    path: '/api/my/session',
    resource: 'buyer-quotes',
    action: 'startSession',
    access: 'public',
    // The link is deleted as it is opened, and the session stored, in one transaction.
    writesKeys: ['BUYERLINK#', 'BUYERSESSION#'],
    readsPrivateKeys: ['BUYERLINK#'],
  },
  {
    method: 'GET',
    path: '/api/my/quotes',
    resource: 'buyer-quotes',
    action: 'list',
    access: 'public',
    cdnCache: 'never',
    // The session, the address's lookup partition, then the requests and their replies (QUOTE#<id>).
    readsPrivateKeys: ['BUYERSESSION#', 'QUOTEBUYER#', 'QUOTE#'],
  },
  {
    method: 'GET',
    path: '/api/my/quotes/{id}/replies/{number}/pdf',
    resource: 'buyer-quotes',
    action: 'replyPdf',
    access: 'public',
    cdnCache: 'never',
    // The session, then the request (whose address it must be) and the reply.
    readsPrivateKeys: ['BUYERSESSION#', 'QUOTE#'],
  },
  {
    method: 'POST',
    path: '/api/my/quotes/{id}/resend',
    resource: 'buyer-quotes',
    action: 'resend',
    access: 'public',
    // What a new request writes (POST /api/QuoteRequest).
    writesKeys: QUOTE_WRITES,
    // The products the lines link to and where staff's e-mail goes, as a new request reads them.
    readsKeys: ['INNER#', 'OUTER#', 'FILE#', 'CONFIG#QUOTE_EMAIL'],
    // The session, the request copied, and whether the same request came within a minute.
    readsPrivateKeys: ['BUYERSESSION#', 'QUOTE#', 'QUOTEREPEAT#'],
    sendsMail: true,
  },

  {
    method: 'GET',
    path: '/api/bannerImages',
    resource: 'banner-image',
    action: 'list',
    access: 'public',
    readsKeys: ['BANNER'],
  },
  {
    method: 'POST',
    path: '/api/bannerImages',
    resource: 'banner-image',
    action: 'create',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'FILE#'],
  },
  {
    method: 'DELETE',
    path: '/api/bannerImages/{id}',
    resource: 'banner-image',
    action: 'remove',
    access: 'admin',
    roles: CONTENT,
    // The banner itself, whose image the audit log's entry names.
    readsKeys: [...SESSION, 'BANNER#'],
  },

  { method: 'GET', path: '/api/videos', resource: 'video', action: 'list', access: 'public', readsKeys: ['VIDEO'] },
  {
    method: 'POST',
    path: '/api/videos',
    resource: 'video',
    action: 'create',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'FILE#'],
  },
  {
    method: 'DELETE',
    path: '/api/videos/{id}',
    resource: 'video',
    action: 'remove',
    access: 'admin',
    roles: CONTENT,
    // The video itself, whose title the audit log's entry names.
    readsKeys: [...SESSION, 'VIDEO#'],
  },

  // The distributor's certificates (/genuine). Owners keep them; editors read them (the dashboard tells the
  // site's keepers of one running out), as the certificates' screen shows them.
  {
    method: 'GET',
    path: '/api/certificates',
    resource: 'certificate',
    action: 'listValid',
    access: 'public',
    readsKeys: ['CERT'],
  },
  {
    method: 'GET',
    path: '/api/certificates/admin',
    resource: 'certificate',
    action: 'list',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'CERT'],
  },
  {
    method: 'POST',
    path: '/api/certificates',
    resource: 'certificate',
    action: 'create',
    access: 'admin',
    roles: OWNER,
    readsKeys: [...SESSION, 'FILE#'],
  },
  {
    method: 'PUT',
    path: '/api/certificates/{id}',
    resource: 'certificate',
    action: 'update',
    access: 'admin',
    roles: OWNER,
    readsKeys: [...SESSION, 'CERT#', 'FILE#'],
  },
  {
    method: 'DELETE',
    path: '/api/certificates/{id}',
    resource: 'certificate',
    action: 'remove',
    access: 'admin',
    roles: OWNER,
    // The certificate itself, whose title the audit log's entry names.
    readsKeys: [...SESSION, 'CERT#'],
  },

  {
    method: 'GET',
    // The format in the path, not `?format=`: admin GETs are never cached, and CloudFront forwards no query string
    // where it does not cache (site-distribution.ts).
    path: '/api/catalogue/export/{format}',
    resource: 'catalogue',
    action: 'export',
    access: 'admin',
    roles: CONTENT,
    // Every inner product (a Query on the list index's partition `INNER#ALL`), every outer product (its type
    // partitions `OUTER#TYPE#…`) and the files of their images.
    readsKeys: [...SESSION, 'INNER#', 'OUTER#', 'FILE#'],
  },
  {
    method: 'POST',
    path: '/api/catalogue/import/upload',
    resource: 'catalogue',
    action: 'importUpload',
    access: 'admin',
    roles: CONTENT,
    // A signed URL the browser PUTs the file to (files bucket, imports/); nothing is written to the table.
    readsKeys: SESSION,
  },
  {
    method: 'POST',
    path: '/api/catalogue/import',
    resource: 'catalogue',
    action: 'import',
    access: 'admin',
    roles: CONTENT,
    // The uploaded file is read, the job recorded and handed to the worker (catalogueImportWorker below).
    readsKeys: SESSION,
  },
  {
    method: 'GET',
    path: '/api/catalogue/import/{id}',
    resource: 'catalogue',
    action: 'importStatus',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, 'IMPORT#'],
  },

  {
    method: 'GET',
    path: '/api/revisions/deleted',
    resource: 'revision',
    action: 'listDeleted',
    access: 'admin',
    roles: CONTENT,
    // The deleted records: a Query on the list index's partition `DELETED`.
    readsKeys: [...SESSION, 'DELETED'],
  },
  {
    method: 'GET',
    path: '/api/revisions/{entity}/{id}',
    resource: 'revision',
    action: 'list',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, REVISIONS],
  },
  {
    method: 'GET',
    path: '/api/revisions/{entity}/{id}/{revision}',
    resource: 'revision',
    action: 'get',
    access: 'admin',
    roles: CONTENT,
    readsKeys: [...SESSION, REVISIONS],
  },
  {
    method: 'POST',
    path: '/api/revisions/{entity}/{id}/{revision}/restore',
    resource: 'revision',
    action: 'restore',
    access: 'admin',
    roles: CONTENT,
    // The revision, then what a save of its entity reads: the record, its path's owner, its images, an inner
    // product's outer product (and the products beside it, which the answer shows).
    readsKeys: [
      ...SESSION,
      REVISIONS,
      'ARTICLE#',
      'PATH#ARTICLE#',
      'OUTER#',
      'PATH#OUTER#',
      'INNER#',
      'PATH#INNER#',
      'FILE#',
      'CONFIG#',
    ],
  },

  {
    method: 'POST',
    path: '/api/preview/Article',
    resource: 'preview',
    action: 'article',
    access: 'admin',
    roles: CONTENT,
    // The article (its creation time) and images; then what its page reads besides it: the configuration and
    // the other articles of its list.
    readsKeys: [...SESSION, 'ARTICLE#', 'FILE#', 'CONFIG', CONFIG_LISTS, ARTICLE_LISTS],
  },
  {
    method: 'POST',
    path: '/api/preview/OuterProduct',
    resource: 'preview',
    action: 'outerProduct',
    access: 'admin',
    roles: CONTENT,
    // The category (its creation time, its products) and images; then the configuration its page reads.
    readsKeys: [...SESSION, 'OUTER#', 'FILE#', 'CONFIG', CONFIG_LISTS],
  },
  {
    method: 'POST',
    path: '/api/preview/InnerProduct',
    resource: 'preview',
    action: 'innerProduct',
    access: 'admin',
    roles: CONTENT,
    // The product (its creation time), its category and the products beside it, images; then the configuration
    // its page reads.
    readsKeys: [...SESSION, 'INNER#', 'OUTER#', 'FILE#', 'CONFIG', CONFIG_LISTS],
  },
  {
    method: 'POST',
    path: '/api/preview/AboutUs',
    resource: 'preview',
    action: 'aboutUs',
    access: 'admin',
    roles: CONTENT,
    // The configuration (a Query on its list index), which the page then reads with the about-us text replaced.
    readsKeys: [...SESSION, 'CONFIG'],
  },

  {
    method: 'GET',
    path: '/api/publishing',
    // Served by the preview function: both tell staff about the pages they are about to see.
    resource: 'preview',
    action: 'status',
    access: 'admin',
    roles: CONTENT,
    // How the publisher's last batches went: one item it writes.
    readsKeys: [...SESSION, 'PUBLISHING'],
  },

  {
    method: 'POST',
    path: '/api/File',
    resource: 'file',
    action: 'upload',
    access: 'admin',
    roles: CONTENT,
    body: 'multipart',
    readsKeys: SESSION,
  },
  {
    // A certificate's PDF (owners keep certificates); images go through POST /api/File.
    method: 'POST',
    path: '/api/File/Document',
    resource: 'file',
    action: 'uploadDocument',
    access: 'admin',
    roles: OWNER,
    body: 'multipart',
    readsKeys: SESSION,
  },
  {
    method: 'GET',
    path: '/api/File/usage',
    resource: 'file',
    action: 'usage',
    access: 'admin',
    roles: CONTENT,
    // The uploads as the daily sweep of unused ones last counted them (functions/unused-files).
    readsKeys: [...SESSION, 'FILEUSAGE'],
  },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];

/**
 * The catalogue import's worker (catalogue-import/handler.ts): no route, invoked with a job's id by the function of
 * POST /api/catalogue/import. What it reads, as routes declare it: every inner and outer product and the files of
 * their images, the paths it checks before writing (`PATH#INNER#`, `PATH#OUTER#`), and the revisions of the
 * products it updates (their newest number, `REV#`). Its job it takes and records with updates, which are writes.
 */
export const catalogueImportWorker = {
  readsKeys: ['INNER#', 'OUTER#', 'FILE#', 'PATH#INNER#', 'PATH#OUTER#', REVISIONS],
} as const satisfies Pick<RouteDef, 'readsKeys'>;

/** The action names the route table gives a resource; a handler must implement exactly these. */
export type ActionOf<R extends ResourceName> = Extract<Route, { resource: R }>['action'];

export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string => `${route.method} ${route.path}`;

/**
 * Resources whose public routes have an entry of their own, `<resource>/public.ts`: the public function's
 * bundle (and the publisher's) leaves out what only the admin routes use (the sanitiser, the write schemas).
 * The others serve every route from `<resource>/handler.ts`.
 */
const WITH_PUBLIC_ENTRY: ReadonlySet<ResourceName> = new Set([
  'article',
  'configuration',
  'inner-product',
  'outer-product',
  'banner-image',
  'video',
  'certificate',
]);

/**
 * The module that serves a route, relative to `functions/` and without its extension (`article/public`). The
 * one answer for the CDK functions, the local server and the publisher, so a route runs the same file in
 * AWS, on a developer's machine and when a page is published.
 */
export const routeEntry = (route: Pick<RouteDef, 'resource' | 'access'>): string =>
  `${route.resource}/${route.access === 'public' && WITH_PUBLIC_ENTRY.has(route.resource) ? 'public' : 'handler'}`;
