import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '@vongbi/functions/core/origin-verify';
import { routes } from '@vongbi/functions/routes';
import { siteSecurityHeaders } from '@vongbi/functions/core/site-headers';
import type { AppConfig } from './config';
import { SITE_BUCKET_LOG_PREFIX } from './data-stack';
import { Api, functionKey } from './constructs/api';
import { acknowledgeEachFinding } from './nag';
import { apiForwardedHostCode, spaFallbackCode, staticPathCode } from './edge-functions';

// Everything without state of its own: the functions and their HTTP API, the site bucket and the
// CloudFront distribution in front of all three origins. It reads the data stack's table, files bucket,
// log bucket and admin secret.

export interface SiteStackProps extends StackProps {
  readonly config: AppConfig;
  readonly table: dynamodb.ITable;
  readonly filesBucket: s3.IBucket;
  /** The files bucket's ARN imported under a fixed export name (data-stack.ts). */
  readonly filesBucketArn: string;
  readonly filesBucketArnExportName: string;
  readonly logBucket: s3.IBucket;
  readonly adminSecret: secretsmanager.ISecret;
}

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

export class SiteStack extends Stack {
  readonly api: Api;
  readonly distribution: cloudfront.Distribution;
  readonly siteBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config } = props;

    // CloudFront adds this header to every request it sends the API; the handlers refuse requests without
    // it, so the execute-api URL cannot be called around CloudFront (its caching, headers and viewer address).
    // Secrets Manager generates the value; it reaches CloudFront and Lambda as a dynamic reference resolved
    // at deploy time, so it is never in the template or cdk.out.
    const originSecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: 'Value of the header CloudFront adds to API requests; functions refuse requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SMG4',
      reason:
        'Shared only by CloudFront and the functions, both of which read it at deploy time: rotating means a ' +
        'new value plus a deploy with a new originSecretRotation marker, so both change together (README).',
    });
    const originSecretValue = originSecret.secretValue.unsafeUnwrap();

    // The data stack's files bucket, seen from here as an imported bucket, so that CDK adds nothing to the
    // data stack on its behalf (the origin's bucket policy statement goes into FilesBucketPolicy below).
    const filesBucket = s3.Bucket.fromBucketAttributes(this, 'FilesBucketRef', {
      bucketArn: props.filesBucketArn,
      bucketName: props.filesBucket.bucketName,
      bucketRegionalDomainName: props.filesBucket.bucketRegionalDomainName,
    });

    this.api = new Api(this, 'Api', {
      config,
      table: props.table,
      filesBucket,
      filesBucketArnExportName: props.filesBucketArnExportName,
      adminSecret: props.adminSecret,
      environment: {
        TABLE_NAME: props.table.tableName,
        LOG_LEVEL: 'info',
        [ORIGIN_VERIFY_ENV]: originSecretValue,
        ...(config.originSecretRotation ? { ORIGIN_VERIFY_ROTATION: config.originSecretRotation } : {}),
        // With an own domain, writes must come from exactly it. Without one, the own origin is the host the
        // visitor used, which CloudFront passes as X-Forwarded-Host (see edge-functions.ts).
        ...(config.domainName ? { SITE_ORIGINS: `https://${config.domainName}` } : {}),
      },
    });

    // ---- buckets ----

    // The frontend build, replaced on every deployment. Retained rather than auto-emptied on stack deletion:
    // CDK's auto-delete helper would need its own allow statement in the bucket policy, which is meant to let
    // in CloudFront only. Deleting this stack therefore leaves the bucket behind (README: "Tearing down").
    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // By name, so that CDK adds no grant to the data stack's log bucket from here; that bucket's policy
      // already lets this account's buckets log under this prefix (data-stack.ts).
      serverAccessLogsBucket: s3.Bucket.fromBucketName(this, 'AccessLogsRef', props.logBucket.bucketName),
      serverAccessLogsPrefix: SITE_BUCKET_LOG_PREFIX,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.siteBucket).acknowledge({
      id: 'Annotation::@aws-cdk/aws-s3:accessLogsPolicyNotAdded',
      reason:
        "The access-log bucket's policy in the data stack grants S3 log delivery for this account under " +
        'site-bucket/; CDK would otherwise add that grant with no account condition.',
    });

    // The files bucket's one policy (see data-stack.ts for why it lives here): TLS only, and reads for this
    // distribution only; the OAC origin below adds its statement to this policy.
    const filesBucketPolicy = new s3.BucketPolicy(this, 'FilesBucketPolicy', { bucket: filesBucket });
    filesBucketPolicy.document.addStatements(
      new iam.PolicyStatement({
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['s3:*'],
        resources: [filesBucket.bucketArn, filesBucket.arnForObjects('*')],
        conditions: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    // An imported bucket makes no policy of its own; this one receives the OAC origin's statement instead.
    filesBucket.policy = filesBucketPolicy;

    // ---- CloudFront ----

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP and security headers, the same values the local server sends (functions/core/site-headers.ts)',
      securityHeadersBehavior: securityHeadersFromSite(),
    });

    const viewerRequest = (name: string, code: string): cloudfront.FunctionAssociation => ({
      eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
      function: new cloudfront.Function(this, name, {
        code: cloudfront.FunctionCode.fromInline(code),
        runtime: cloudfront.FunctionRuntime.JS_2_0,
      }),
    });

    // Public GETs may be cached up to a minute, keyed on the query string; nothing else is cached because
    // the handlers answer `no-store` and the default TTL is 0. Cookies are not part of the key: cached
    // answers are the same for everyone, and admin GETs have their own uncached behaviours below.
    const apiCachePolicy = new cloudfront.CachePolicy(this, 'ApiCachePolicy', {
      comment: 'Public API GETs: what the origin allows (s-maxage), at most 60 s, never without it',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: API_CACHE_MAX_TTL,
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // No origin path: CloudFront forwards the whole /api/... path, and the route keys include /api.
    const apiOrigin = new origins.HttpOrigin(`${this.api.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecretValue },
    });
    // What reaches the API besides the path and body: all cookies and query strings, and exactly the request
    // headers the handlers read. Not the viewer's Host (API Gateway routes on its own host name), and
    // CloudFront-Viewer-Address, CloudFront's own header with the visitor's address, which the rate limits
    // trust because a visitor cannot set it. (A test fails when the handlers start reading a header not listed.)
    const apiOriginRequestPolicy = new cloudfront.OriginRequestPolicy(this, 'ApiOriginRequestPolicy', {
      comment: 'API: cookies, query strings, the headers the handlers read, the viewer address; never Host',
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
    });
    const apiForwardedHost = viewerRequest('ApiForwardedHost', apiForwardedHostCode);
    const apiBehavior = (cachePolicy: cloudfront.ICachePolicy): cloudfront.BehaviorOptions => ({
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
      cachePolicy,
      originRequestPolicy: apiOriginRequestPolicy,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: [apiForwardedHost],
      compress: true,
    });

    // One OAC origin per bucket, created once and reused.
    const filesOrigin = origins.S3BucketOrigin.withOriginAccessControl(filesBucket, {
      originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
    });
    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket, {
      originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
    });

    const certificate = config.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;

    const additionalBehaviors: Record<string, cloudfront.BehaviorOptions> = {};
    // Admin GETs and the session check are never cached, whatever a handler answers: their own behaviours
    // with caching disabled, matched before /api/*. Admin writes are never cached anyway (POST/PUT/DELETE).
    for (const pattern of uncachedApiPathPatterns()) {
      additionalBehaviors[pattern] = apiBehavior(cloudfront.CachePolicy.CACHING_DISABLED);
    }
    additionalBehaviors['/api/*'] = apiBehavior(apiCachePolicy);
    additionalBehaviors['/static/*'] = {
      origin: filesOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      // Uploaded objects carry `Cache-Control: immutable, max-age=31536000`; this policy honours it.
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: [viewerRequest('StaticPath', staticPathCode)],
      compress: true,
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
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
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [viewerRequest('SpaFallback', spaFallbackCode)],
        compress: true,
      },
      additionalBehaviors,
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions::AwsSolutions-CFR1',
      reason:
        'No geo restriction: the site is the public catalogue of a Vietnamese distributor and buyers and ' +
        'suppliers abroad (FAG, INA, NMB, Bechem) must reach it.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions::AwsSolutions-CFR2',
      reason:
        'No WAF web ACL (a fixed monthly cost out of proportion for this site): logins and subscriptions are ' +
        'rate-limited per client in DynamoDB, the API is throttled per stage and refuses calls around CloudFront.',
    });
    if (!certificate) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions::AwsSolutions-CFR4',
        reason:
          "Without an own domain the distribution uses CloudFront's *.cloudfront.net certificate, whose minimum " +
          'protocol CloudFront fixes; with domainName/certificateArn set, TLSv1.2_2021 is enforced.',
      });
    }

    // ---- the frontend build ----

    if (!existsSync(join(config.siteDir, 'index.html'))) {
      throw new Error(`No frontend build at ${config.siteDir}: run "npm run build" first (npm run deploy does)`);
    }
    const siteSource = s3deploy.Source.asset(config.siteDir);
    // Both deployments run on one CDK helper function; its logs expire like everything else's.
    const deploymentLogs = new logs.LogGroup(this, 'SiteDeploymentLogs', { retention: config.logRetentionDays });
    // Vite fingerprints everything under assets/: cached for a year, and old files kept (prune: false) so a
    // visitor holding the previous index.html can still load its scripts.
    const assetsDeployment = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [siteSource],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    // Everything else (index.html, favicon…) is revalidated on every request, and the deployment ends with
    // an invalidation so edge caches drop the previous shell at once. It waits for the assets, so a new
    // index.html never points at scripts that are not uploaded yet.
    const shellDeployment = new s3deploy.BucketDeployment(this, 'DeploySite', {
      sources: [siteSource],
      destinationBucket: this.siteBucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    shellDeployment.node.addDependency(assetsDeployment);

    // CDK's own handler behind both deployments (one per stack, created by BucketDeployment).
    const deploymentHandler = this.node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (!deploymentHandler) throw new Error('BucketDeployment created no handler where expected');
    acknowledgeEachFinding(
      deploymentHandler,
      'AwsSolutions-IAM4',
      "CDK's BucketDeployment helper function: its role gets AWSLambdaBasicExecutionRole by construction and " +
        'offers no way to replace it; it runs only during deployments.',
    );
    acknowledgeEachFinding(
      deploymentHandler,
      'AwsSolutions-IAM5',
      "CDK's BucketDeployment helper function: CDK writes its policy (s3:GetObject*/List* on the CDK asset " +
        'bucket, s3:*Object* on the site bucket, cloudfront:CreateInvalidation) and it cannot be narrowed.',
    );
    Validations.of(deploymentHandler).acknowledge({
      id: 'AwsSolutions::AwsSolutions-L1',
      reason:
        "CDK's BucketDeployment helper function: CDK pins its Python runtime together with its AWS CLI layer; " +
        'it moves when aws-cdk-lib is upgraded.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      reason:
        'ListBucket lets S3 answer 404 rather than 403 for a missing file. No listing can be requested: ' +
        'defaultRootObject is set, the SPA function rewrites every folder-like path to /index.html and the ' +
        '/static function answers folder-like paths 404 itself; neither behaviour forwards query strings.',
    });

    const siteUrl = `https://${config.domainName ?? this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The site (and /admin-login for staff)' });
    new CfnOutput(this, 'DistributionId', {
      value: this.distribution.distributionId,
      description: 'For aws cloudfront create-invalidation',
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: 'Point the own domain here (CNAME or Route 53 alias)',
    });
    new CfnOutput(this, 'AuthFunctionName', {
      value: this.api.functions.get(functionKey({ resource: 'auth', access: 'public' }))!.function.functionName,
      description: 'The login function: update its configuration to make a new admin password apply at once',
    });
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.api.httpApi.apiEndpoint,
      description: 'Direct API URL; it answers 403 to anything that did not come through CloudFront',
    });
  }
}

/** CloudFront path patterns that must never be cached: every admin GET route, and the auth routes. */
export const uncachedApiPathPatterns = (): string[] => {
  const patterns = routes
    .filter((route) => route.method === 'GET' && route.access === 'admin')
    // `{id}` segments become `*`: that may also cover public routes beside it, which only costs caching.
    .map((route) => route.path.replace(/\{[^}]+\}.*$/, '*'));
  return [...new Set([...patterns, '/api/auth/*'])];
};

/** The response-headers policy from the same values the local server sends, plus HSTS (HTTPS only here). */
const securityHeadersFromSite = (): cloudfront.ResponseSecurityHeadersBehavior => {
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
