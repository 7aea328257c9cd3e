import { Duration, Validations, type Stack } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { SEARCH_SEGMENT } from '@vongbi/functions/contract/site-addresses';
import { ORIGIN_VERIFY_HEADER } from '@vongbi/functions/core/origin-verify';
import { siteSecurityHeadersFor } from '@vongbi/functions/core/site-headers';
import { routes, type RouteDef } from '@vongbi/functions/routes';
import type { AppConfig } from '../config';
import { apiForwardedHostCode, pageStatusCode, publishedPageCode, staticPathCode } from '../edge-functions';
import type { Api } from '../constructs/api';
import type { SearchPages } from '../constructs/search-pages';

// The CloudFront distribution in front of the four origins: the site bucket (default: published pages, the
// build's files and the app shell, chosen by a CloudFront Function that reads the KeyValueStore of published
// URLs), the files bucket under /static/*, the HTTP API under /api/* and the search-page function under
// /search*, all behind one response-headers policy (CSP, HSTS…). Resources in the stack's own scope (see
// origin-secret.ts).

/**
 * Request headers CloudFront passes to the API: the ones the handlers read (Content-Type, Origin,
 * Sec-Fetch-Site; X-Forwarded-Host as set by the /api function) and the visitor's address.
 */
export const API_FORWARDED_HEADERS = [
  'CloudFront-Viewer-Address',
  'X-Forwarded-Host',
  'Origin',
  'Sec-Fetch-Site',
  'Content-Type',
] as const;

/** How long CloudFront may keep a public API answer (the handlers say `s-maxage=60`). */
export const API_CACHE_MAX_TTL = Duration.seconds(60);

/** The paths the search-page function answers: `/search` itself and every query under it. */
export const SEARCH_PAGE_PATH_PATTERNS = [`/${SEARCH_SEGMENT}`, `/${SEARCH_SEGMENT}/*`] as const;

/** The longest an object of the site bucket may stay at the edge: a year, for the fingerprinted assets. */
export const SITE_CACHE_MAX_TTL = Duration.days(365);

export interface SiteDistributionProps {
  readonly config: AppConfig;
  readonly api: Api;
  readonly searchPages: SearchPages;
  /** Sent to the API in the origin-verify header (see origin-secret.ts). */
  readonly originSecretValue: string;
  readonly siteBucket: s3.IBucket;
  readonly filesBucket: s3.IBucket;
  readonly logBucket: s3.IBucket;
}

export class SiteDistribution {
  readonly distribution: cloudfront.Distribution;
  /** Published URLs (`/`, `/products/vong-bi`, `/blogs?type=news`): the publisher writes, the edge reads. */
  readonly pagesStore: cloudfront.KeyValueStore;

  constructor(stack: Stack, props: SiteDistributionProps) {
    const { config } = props;
    this.pagesStore = new cloudfront.KeyValueStore(stack, 'PublishedPages', {
      comment: 'Published page URLs, written by the publisher, read by the default behaviour',
    });
    const securityHeaders = securityHeadersPolicy(stack, props.filesBucket);
    const sitePagesCache = sitePagesCachePolicy(stack);
    const api = apiBehaviours(stack, props, securityHeaders);
    const certificate = config.certificateArn
      ? acm.Certificate.fromCertificateArn(stack, 'Certificate', config.certificateArn)
      : undefined;
    const staticFiles = staticFilesBehaviour(stack, props.filesBucket, securityHeaders);
    const searchPages = searchPagesBehaviours(stack, props.searchPages, securityHeaders, api.forwardedHost);

    this.distribution = new cloudfront.Distribution(stack, 'Distribution', {
      // The rotation marker changes the distribution too, so it re-reads the origin secret with the functions.
      comment: `${config.stackPrefix} site${config.originSecretRotation ? ` (origin secret ${config.originSecretRotation})` : ''}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableIpv6: true,
      ...(certificate
        ? {
            domainNames: [config.domainName!],
            certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: sitePagesBehaviour(stack, props.siteBucket, this.pagesStore, sitePagesCache, securityHeaders),
      // In order of precedence: the uncached API paths before /api/*.
      additionalBehaviors: { ...api.behaviours, '/static/*': staticFiles, ...searchPages },
    });
    acknowledgeDistributionFindings(this.distribution, certificate !== undefined);
  }
}

/** All behaviours' response headers: CSP, HSTS and the rest, the values the local server sends. */
const securityHeadersPolicy = (stack: Stack, filesBucket: s3.IBucket): cloudfront.ResponseHeadersPolicy =>
  new cloudfront.ResponseHeadersPolicy(stack, 'SecurityHeaders', {
    comment: 'CSP and security headers, the same values the local server sends (functions/core/site-headers.ts)',
    // The import screen uploads to the files bucket with the regional URL the SDK signs.
    securityHeadersBehavior: securityHeadersFromSite(`https://${filesBucket.bucketRegionalDomainName}`),
  });

const edgeFunction = (
  stack: Stack,
  eventType: cloudfront.FunctionEventType,
  name: string,
  code: string,
  keyValueStore?: cloudfront.IKeyValueStore,
): cloudfront.FunctionAssociation => ({
  eventType,
  function: new cloudfront.Function(stack, name, {
    code: cloudfront.FunctionCode.fromInline(code),
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    keyValueStore,
  }),
});

const viewerRequest = (stack: Stack, name: string, code: string): cloudfront.FunctionAssociation =>
  edgeFunction(stack, cloudfront.FunctionEventType.VIEWER_REQUEST, name, code);

/**
 * The default behaviour: the site bucket, published pages, the build's files and the app shell, which a
 * viewer-request function chooses between by the KeyValueStore of published URLs; a viewer-response function
 * gives a page the status it was published with.
 */
const sitePagesBehaviour = (
  stack: Stack,
  siteBucket: s3.IBucket,
  pagesStore: cloudfront.IKeyValueStore,
  cachePolicy: cloudfront.ICachePolicy,
  securityHeaders: cloudfront.IResponseHeadersPolicy,
): cloudfront.BehaviorOptions => ({
  origin: origins.S3BucketOrigin.withOriginAccessControl(siteBucket, {
    originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
  }),
  viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
  allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
  cachePolicy,
  responseHeadersPolicy: securityHeaders,
  functionAssociations: [
    edgeFunction(stack, cloudfront.FunctionEventType.VIEWER_REQUEST, 'PublishedPage', publishedPageCode, pagesStore),
    edgeFunction(stack, cloudfront.FunctionEventType.VIEWER_RESPONSE, 'PageStatus', pageStatusCode),
  ],
  compress: true,
});

// The site bucket's objects carry their own Cache-Control and this honours it: published pages
// `s-maxage=60` (and the publisher invalidates what it rewrites), the shell and root files
// `max-age=0, must-revalidate`, fingerprinted assets a year. No query string, header or cookie in the key:
// the one query parameter a page varies by is folded into the object's name by the viewer-request function.
const sitePagesCachePolicy = (stack: Stack): cloudfront.CachePolicy =>
  new cloudfront.CachePolicy(stack, 'SitePagesCachePolicy', {
    comment: "Site bucket: each object's own Cache-Control (published pages 60 s, assets a year)",
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(60),
    maxTtl: SITE_CACHE_MAX_TTL,
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
    headerBehavior: cloudfront.CacheHeaderBehavior.none(),
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });

/**
 * The API's behaviours, in order of precedence: admin GETs and the session check never cached, whatever a
 * handler answers (their own behaviours with caching disabled, matched before /api/*; admin writes are never
 * cached anyway), then the public GETs that read query parameters, then /api/* itself. With them the
 * viewer-request function that passes on the visitor's host, which the search pages share.
 */
const apiBehaviours = (
  stack: Stack,
  props: Pick<SiteDistributionProps, 'api' | 'originSecretValue'>,
  securityHeaders: cloudfront.IResponseHeadersPolicy,
): { behaviours: Record<string, cloudfront.BehaviorOptions>; forwardedHost: cloudfront.FunctionAssociation } => {
  // No origin path: CloudFront forwards the whole /api/... path, and the route keys include /api.
  const origin = new origins.HttpOrigin(`${props.api.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
    protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
    originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecretValue },
  });
  const requestPolicy = apiOriginRequestPolicy(stack);
  const forwardedHost = viewerRequest(stack, 'ApiForwardedHost', apiForwardedHostCode);
  const cachePolicyFor = onePerQuery((query, suffix) => apiCachePolicy(stack, query, suffix));
  const uncachedRequestPolicyFor = onePerQuery((query, suffix) => apiUncachedRequestPolicy(stack, query, suffix));
  const behaviour = (
    cachePolicy: cloudfront.ICachePolicy,
    originRequestPolicy: cloudfront.IOriginRequestPolicy,
  ): cloudfront.BehaviorOptions => ({
    origin,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
    cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
    cachePolicy,
    originRequestPolicy,
    responseHeadersPolicy: securityHeaders,
    functionAssociations: [forwardedHost],
    compress: true,
  });

  const behaviours: Record<string, cloudfront.BehaviorOptions> = {};
  for (const { pattern, query } of uncachedApiPathPatterns()) {
    behaviours[pattern] = behaviour(
      cloudfront.CachePolicy.CACHING_DISABLED,
      query.length > 0 ? uncachedRequestPolicyFor(query) : requestPolicy,
    );
  }
  for (const { pattern, query } of queryApiPathPatterns()) {
    behaviours[pattern] = behaviour(cachePolicyFor(query), requestPolicy);
  }
  behaviours['/api/*'] = behaviour(cachePolicyFor([]), requestPolicy);
  return { behaviours, forwardedHost };
};

/**
 * One policy per distinct parameter list, made on first use and named after the sorted list
 * (`?type&page` → `PageType`).
 */
const onePerQuery = <T>(make: (query: readonly string[], suffix: string) => T): ((query: readonly string[]) => T) => {
  const made = new Map<string, T>();
  return (query) => {
    const sorted = [...query].sort();
    const key = sorted.join(',');
    let policy = made.get(key);
    if (!policy) {
      policy = make(query, sorted.map((name) => name[0]!.toUpperCase() + name.slice(1)).join(''));
      made.set(key, policy);
    }
    return policy;
  };
};

// Public GETs may be cached up to a minute, keyed on exactly the query parameters their route reads (the
// route table's `query`; the handlers see no other), so an added parameter is a cache hit, never a trip
// to Lambda. Nothing else is cached because the handlers answer `no-store` and the default TTL is 0.
// Cookies are not part of the key: cached answers are the same for everyone, and admin GETs have their
// own uncached behaviours.
const apiCachePolicy = (stack: Stack, query: readonly string[], suffix: string): cloudfront.CachePolicy =>
  new cloudfront.CachePolicy(stack, `ApiCachePolicy${suffix}`, {
    comment: `Public API GETs keyed on ${query.length > 0 ? `?${query.join('&')}` : 'the path alone'}: what the origin allows (s-maxage), at most 60 s`,
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: API_CACHE_MAX_TTL,
    queryStringBehavior:
      query.length > 0
        ? cloudfront.CacheQueryStringBehavior.allowList(...query)
        : cloudfront.CacheQueryStringBehavior.none(),
    headerBehavior: cloudfront.CacheHeaderBehavior.none(),
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    // The normalised Accept-Encoding (`br,gzip`, `gzip` or none) in the key and sent to the API, whose
    // kept answers come back compressed for it (core/http.ts okJson): each form is cached apart, and a
    // compressed one only reaches a viewer that accepts it. Listed in the origin request policy it would do nothing.
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });

// What reaches the API besides the path and body: all cookies, and exactly the request
// headers the handlers read. Not the viewer's Host (API Gateway routes on its own host name), and
// CloudFront-Viewer-Address, CloudFront's own header with the visitor's address, which the rate limits
// trust because a visitor cannot set it. (A test fails when the handlers start reading a header not listed.)
// Query strings: only those in the cache key (CloudFront forwards the cache key's parameters itself).
const apiOriginRequestPolicy = (stack: Stack): cloudfront.OriginRequestPolicy =>
  new cloudfront.OriginRequestPolicy(stack, 'ApiOriginRequestPolicy', {
    comment: 'API: cookies, the headers the handlers read, the viewer address; never Host or other query strings',
    cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
    queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
    headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
  });

// An uncached route that reads query parameters (the audit log's filters) has exactly those forwarded by a
// policy of its own: with caching disabled there is no cache key to forward them.
const apiUncachedRequestPolicy = (
  stack: Stack,
  query: readonly string[],
  suffix: string,
): cloudfront.OriginRequestPolicy =>
  new cloudfront.OriginRequestPolicy(stack, `ApiOriginRequestPolicy${suffix}`, {
    comment: `Uncached API GETs: as the API policy, and ?${query.join('&')}`,
    cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
    queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.allowList(...query),
    headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
  });

/** Uploads under /static/*, from the files bucket. */
const staticFilesBehaviour = (
  stack: Stack,
  filesBucket: s3.IBucket,
  securityHeaders: cloudfront.IResponseHeadersPolicy,
): cloudfront.BehaviorOptions => ({
  origin: origins.S3BucketOrigin.withOriginAccessControl(filesBucket, {
    originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
  }),
  viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
  allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
  // Uploaded objects carry `Cache-Control: immutable, max-age=31536000`; this policy honours it.
  cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
  responseHeadersPolicy: securityHeaders,
  functionAssociations: [viewerRequest(stack, 'StaticPath', staticPathCode)],
  compress: true,
});

/**
 * Search pages: keyed on the path alone (the page reads no query string, cookie or header), kept as long as
 * the function says (`s-maxage=60`, as long as the public answers it shows). The function is sent only the
 * visitor's host (X-Forwarded-Host, set by the same viewer-request function as the API's) for the page's
 * canonical URL.
 */
const searchPagesBehaviours = (
  stack: Stack,
  searchPages: SearchPages,
  securityHeaders: cloudfront.IResponseHeadersPolicy,
  forwardedHost: cloudfront.FunctionAssociation,
): Record<string, cloudfront.BehaviorOptions> => {
  const cachePolicy = new cloudfront.CachePolicy(stack, 'SearchPagesCachePolicy', {
    comment: 'Search pages: the path alone, what the function allows (s-maxage), at most 60 s',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: API_CACHE_MAX_TTL,
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
    headerBehavior: cloudfront.CacheHeaderBehavior.none(),
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const originRequestPolicy = new cloudfront.OriginRequestPolicy(stack, 'SearchPagesOriginRequestPolicy', {
    comment: 'Search pages: the visitor host only; no cookie, query string or other header',
    cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
    headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList('X-Forwarded-Host'),
  });
  return Object.fromEntries(
    SEARCH_PAGE_PATH_PATTERNS.map((pattern) => [
      pattern,
      {
        origin: searchPages.origin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy,
        originRequestPolicy,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [forwardedHost],
        compress: true,
      },
    ]),
  );
};

/** cdk-nag's findings on the distribution and why each stands. */
const acknowledgeDistributionFindings = (distribution: cloudfront.Distribution, ownCertificate: boolean): void => {
  Validations.of(distribution).acknowledge({
    id: 'AwsSolutions::AwsSolutions-CFR1',
    reason:
      'No geo restriction: the site is the public catalogue of a Vietnamese distributor and buyers and ' +
      'suppliers abroad (FAG, INA, NMB, Bechem) must reach it.',
  });
  Validations.of(distribution).acknowledge({
    id: 'AwsSolutions::AwsSolutions-CFR2',
    reason:
      'No WAF web ACL (a fixed monthly cost out of proportion for this site): logins and subscriptions are ' +
      'rate-limited per client in DynamoDB, the API is throttled per stage and refuses calls around CloudFront.',
  });
  if (!ownCertificate) {
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions::AwsSolutions-CFR4',
      reason:
        "Without an own domain the distribution uses CloudFront's *.cloudfront.net certificate, whose minimum " +
        'protocol CloudFront fixes; with domainName/certificateArn set, TLSv1.2_2021 is enforced.',
    });
  }
  Validations.of(distribution).acknowledge({
    id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
    reason:
      'ListBucket lets S3 answer 404 rather than 403 for a missing file. No listing can be requested: ' +
      'defaultRootObject is set, the published-page function rewrites every folder-like path to an object and the ' +
      '/static function answers folder-like paths 404 itself; neither behaviour forwards query strings.',
  });
};

/** A route path as a CloudFront path pattern: `{id}` segments and everything after them become `*`. */
const pathPattern = (route: RouteDef): string => route.path.replace(/\{[^}]+\}.*$/, '*');

const neverCached = (route: RouteDef): boolean =>
  route.method === 'GET' && (route.access === 'admin' || route.cdnCache === 'never');

/**
 * CloudFront path patterns that must never be cached, from the route table: every admin GET route and every
 * route marked `cdnCache: 'never'` (the session check), each with the query parameters its route reads, which
 * its behaviour forwards. A `*` may also cover public routes beside it, which only costs caching.
 */
export const uncachedApiPathPatterns = (): { pattern: string; query: readonly string[] }[] => {
  const byPattern = new Map<string, readonly string[]>();
  for (const route of (routes as readonly RouteDef[]).filter(neverCached)) {
    const pattern = pathPattern(route);
    const query = route.query ?? [];
    const before = byPattern.get(pattern);
    // One behaviour forwards one list: a route under it that read others would never receive them.
    if (before && before.join() !== query.join()) {
      throw new Error(`Routes under ${pattern} read different query parameters; give them distinct paths`);
    }
    byPattern.set(pattern, query);
  }
  return [...byPattern].map(([pattern, query]) => ({ pattern, query }));
};

/** The public GET routes that read query parameters, each as its own behaviour keyed on exactly those. */
export const queryApiPathPatterns = (): { pattern: string; query: readonly string[] }[] => {
  const byPattern = new Map<string, readonly string[]>();
  for (const route of routes as readonly RouteDef[]) {
    if (route.method !== 'GET' || neverCached(route) || !route.query?.length) continue;
    const pattern = pathPattern(route);
    const before = byPattern.get(pattern);
    if (before && before.join() !== route.query.join()) {
      throw new Error(`Routes under ${pattern} read different query parameters; give them distinct paths`);
    }
    byPattern.set(pattern, route.query);
  }
  return [...byPattern].map(([pattern, query]) => ({ pattern, query }));
};

/** The response-headers policy from the same values the local server sends, plus HSTS (HTTPS only here). */
const securityHeadersFromSite = (uploadOrigin: string): cloudfront.ResponseSecurityHeadersBehavior => {
  const siteSecurityHeaders = siteSecurityHeadersFor(uploadOrigin);
  const header = (name: string): string => {
    const value = siteSecurityHeaders[name];
    if (!value) throw new Error(`site-headers.ts has no ${name}`);
    return value;
  };
  const frameOptions: Record<string, cloudfront.HeadersFrameOption> = {
    DENY: cloudfront.HeadersFrameOption.DENY,
    SAMEORIGIN: cloudfront.HeadersFrameOption.SAMEORIGIN,
  };
  const frameOption = frameOptions[header('X-Frame-Options')];
  if (!frameOption) throw new Error(`CloudFront has no X-Frame-Options value ${header('X-Frame-Options')}`);
  const referrer = header('Referrer-Policy') as cloudfront.HeadersReferrerPolicy;
  if (!Object.values(cloudfront.HeadersReferrerPolicy).includes(referrer)) {
    throw new Error(`CloudFront has no Referrer-Policy value ${referrer}`);
  }
  if (header('X-Content-Type-Options') !== 'nosniff') throw new Error('X-Content-Type-Options must be nosniff');
  return {
    contentSecurityPolicy: { contentSecurityPolicy: header('Content-Security-Policy'), override: true },
    contentTypeOptions: { override: true },
    frameOptions: { frameOption, override: true },
    referrerPolicy: { referrerPolicy: referrer, override: true },
    strictTransportSecurity: { accessControlMaxAge: Duration.days(365 * 2), includeSubdomains: true, override: true },
  };
};
