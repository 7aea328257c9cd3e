import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '@vongbi/functions/core/origin-verify';
import { PUBLISHED_PAGE_CACHE_CONTROL } from '@vongbi/functions/core/published-pages';
import { PAGE_ITEM_KINDS, passesPageItemFilter } from '@vongbi/functions/publish/page-items';
import { contentSecurityPolicyFor } from '@vongbi/functions/core/site-headers';
import { mainTable } from '@vongbi/functions/core/tables';
import { catalogueImportWorker, routeKey, routes, type RouteDef } from '@vongbi/functions/routes';
import { DYNAMODB_READ_ACTIONS, DYNAMODB_WRITE_ACTIONS } from '../../infra-cdk/lib/grants';
import {
  apiForwardedHostCode,
  pageStatusCode,
  publishedPageCode,
  staticPathCode,
} from '../../infra-cdk/lib/edge-functions';
import { repoRoot } from '../../infra-cdk/lib/config';
import {
  resourcesOf,
  synthesize,
  synthesizeWithDomain,
  type CfnResource,
  type CfnTemplate,
  type Synthesis,
  TEST_ALARM_EMAIL,
  TEST_MAIL_SENDER,
  TEST_MONTHLY_BUDGET,
} from './synth';
import { PRIVATE_KEY_PATTERNS } from '../helpers/private-keys';

// The synthesised templates, checked against the route table, the table definition and the security rules
// of the architecture. One synthesis (and one esbuild run per handler) serves every test in this file.

const MANAGED = {
  cachingOptimized: '658327ea-f89d-4fab-a63d-7e88639e58f6',
  cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
};

let synth: Synthesis;
let site: CfnTemplate;
let data: CfnTemplate;

beforeAll(() => {
  synth = synthesize();
  site = synth.siteJson;
  data = synth.dataJson;
  console.info(
    `infra synth: construct + bundling ${synth.millis.construct} ms, synth + validation ${synth.millis.synth} ms`,
  );
});

// ---- helpers over the raw template ----

type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
  Principal?: unknown;
};

const logicalIdOf = (template: CfnTemplate, resource: CfnResource): string =>
  Object.entries(template.Resources).find(([, candidate]) => candidate === resource)![0];

const only = <T>(items: T[], what: string): T => {
  expect(items, what).toHaveLength(1);
  return items[0]!;
};

const asArray = (value: string | string[]): string[] => (Array.isArray(value) ? value : [value]);

/** The export a data-stack value reaches the site stack through. */
const importOf = (template: CfnTemplate, logicalId: string, attribute?: string): unknown => {
  const wanted = JSON.stringify(attribute ? { 'Fn::GetAtt': [logicalId, attribute] } : { Ref: logicalId });
  const exports = Object.values(template.Outputs ?? {}).filter(
    (output) => output.Export && JSON.stringify(output.Value) === wanted,
  );
  return { 'Fn::ImportValue': only(exports, `export of ${wanted}`).Export!.Name };
};

const functions = () =>
  resourcesOf(site, 'AWS::Lambda::Function').filter(([, fn]) =>
    String(fn.Properties!.Description ?? '').match(/: (public|admin) routes$/),
  );

const functionFor = (resource: string, access: string): [string, CfnResource] =>
  only(
    functions().filter(([, fn]) => fn.Properties!.Description === `${resource}: ${access} routes`),
    `function for ${resource} ${access}`,
  );

const roleOf = (fn: CfnResource): string =>
  (fn.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

const statementsOfRole = (roleId: string): Statement[] =>
  resourcesOf(site, 'AWS::IAM::Policy')
    .filter(([, policy]) =>
      (policy.Properties!.Roles as unknown[]).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId })),
    )
    .flatMap(([, policy]) => (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);

const tableArn = () => importOf(data, only(resourcesOf(data, 'AWS::DynamoDB::Table'), 'table')[0], 'Arn');

const publisherFunction = (): [string, CfnResource] =>
  only(
    resourcesOf(site, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties!.Description ?? '').startsWith('publisher:'),
    ),
    'publisher function',
  );

const sweepFunction = (): [string, CfnResource] =>
  only(
    resourcesOf(site, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties!.Description ?? '').startsWith('unused-files:'),
    ),
    'unused-files function',
  );

const certificateNoticesFunction = (): [string, CfnResource] =>
  only(
    resourcesOf(site, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties!.Description ?? '').startsWith('certificate-notices:'),
    ),
    'certificate-notices function',
  );

/** The permission that lets EventBridge invoke the function `fnId`. */
const eventBridgePermissionOf = (fnId: string): CfnResource =>
  only(
    resourcesOf(site, 'AWS::Lambda::Permission').filter(
      ([, candidate]) =>
        candidate.Properties!.Principal === 'events.amazonaws.com' &&
        JSON.stringify(candidate.Properties!.FunctionName) === JSON.stringify({ 'Fn::GetAtt': [fnId, 'Arn'] }),
    ),
    `permission for EventBridge to invoke ${fnId}`,
  )[1];

/** The EventBridge rule that runs the function `fnId`. */
const scheduleOf = (fnId: string): [string, CfnResource] =>
  only(
    resourcesOf(site, 'AWS::Events::Rule').filter(([, rule]) =>
      JSON.stringify(rule.Properties!.Targets).includes(`"Fn::GetAtt":["${fnId}","Arn"]`),
    ),
    `schedule rule of ${fnId}`,
  );

const importWorkerFunction = (): [string, CfnResource] =>
  only(
    resourcesOf(site, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties!.Description ?? '').startsWith('catalogue import worker:'),
    ),
    'catalogue import worker function',
  );

const searchPageFunction = (): [string, CfnResource] =>
  only(
    resourcesOf(site, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties!.Description ?? '').startsWith('search pages:'),
    ),
    'search-page function',
  );

const behaviours = () => {
  const distribution = only(resourcesOf(site, 'AWS::CloudFront::Distribution'), 'distribution')[1];
  return distribution.Properties!.DistributionConfig as {
    DefaultCacheBehavior: Record<string, unknown>;
    CacheBehaviors: Record<string, unknown>[];
    Origins: Record<string, unknown>[];
    CustomErrorResponses?: unknown;
    [key: string]: unknown;
  };
};

const functionCodeOf = (association: unknown): string => {
  const [{ FunctionARN }] = association as [{ FunctionARN: { 'Fn::GetAtt': [string, string] } }];
  return site.Resources[FunctionARN['Fn::GetAtt'][0]]!.Properties!.FunctionCode as string;
};

/** CloudFront path patterns: `*` any run of characters, `?` one, the whole path must match. */
const matches = (pattern: string, path: string): boolean =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(path);

const concretePath = (route: RouteDef): string => route.path.replace(/\{[^}]+\}/g, '12');

/** The TypeScript sources under functions/ (the handler code every bundle is built from). */
const functionSources = (): string[] => {
  const sources: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith('.ts')) sources.push(readFileSync(path, 'utf8'));
    }
  };
  walk(synth.app.config.functionsDir);
  return sources;
};

// ---- synthesis and cdk-nag ----

describe('cdk synth', () => {
  it('synthesises both stacks offline and leaves no cdk-nag or template-validation finding open', () => {
    const open = synth.report.pluginReports.flatMap((plugin) =>
      plugin.violations.map((violation) => `${plugin.pluginName} ${violation.severity} ${violation.ruleName}`),
    );
    expect(open).toEqual([]);
    expect(synth.assembly.stacks.map((stack) => [stack.stackName, stack.environment.region]).sort()).toEqual([
      ['Vongbi-Data', 'ap-southeast-1'],
      ['Vongbi-Edge', 'us-east-1'],
      ['Vongbi-Site', 'ap-southeast-1'],
    ]);
  });

  it('acknowledges cdk-nag findings only where expected, each with a specific reason', () => {
    const acknowledged: { id: string; reason: string; path: string }[] = [];
    for (const construct of synth.app.data.node.root.node.findAll()) {
      for (const entry of construct.node.metadata) {
        if (entry.type !== 'aws:cdk:acknowledged-rules') continue;
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
          acknowledged.push({ id, reason, path: construct.node.path });
        }
      }
    }
    for (const { id, reason } of acknowledged) {
      expect(reason.length, `reason for ${id}`).toBeGreaterThan(60);
    }
    const rules = new Set(acknowledged.map(({ id }) => id.replace(/^AwsSolutions::/, '').replace(/\[.*$/, '')));
    // A new kind of acknowledgement is a decision: add it here together with its reason in the stack.
    expect([...rules].sort()).toEqual(
      [
        'AwsSolutions-APIG4',
        'AwsSolutions-CFR1',
        'AwsSolutions-CFR2',
        'AwsSolutions-CFR4',
        'AwsSolutions-IAM4',
        'AwsSolutions-IAM5',
        'AwsSolutions-L1',
        'AwsSolutions-S1',
        'AwsSolutions-S10',
        'AwsSolutions-SMG4',
        'AwsSolutions-SNS2',
        'AwsSolutions-SQS3',
        'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
        'Annotation::@aws-cdk/aws-s3:accessLogsPolicyNotAdded',
      ].sort(),
    );
    // APIG4 once per route, with the reason that fits its access.
    const apig4 = acknowledged.filter(({ id }) => id.endsWith('AwsSolutions-APIG4'));
    expect(apig4).toHaveLength(routes.length);
    for (const route of routes) {
      const { reason } = only(
        apig4.filter(({ reason }) => reason.startsWith(`${routeKey(route)} is`)),
        `APIG4 for ${routeKey(route)}`,
      );
      expect(reason).toContain(route.access === 'public' ? 'public by the API contract' : 'admin route');
    }
    // Wildcard IAM findings of our own functions: only the upload prefix of the file function, the import and
    // export prefixes of the catalogue function, the báo giá PDFs' prefix of the quote and buyers' functions, and the import
    // worker's reading the import prefix.
    const ownIam5 = acknowledged.filter(({ id, path }) => id.includes('AwsSolutions-IAM5') && path.includes('/Api/'));
    expect(ownIam5.map(({ id }) => id.replace(/^AwsSolutions::/, '')).sort()).toEqual([
      'AwsSolutions-IAM5[Resource::Vongbi-Data-FilesBucketArn/exports/*]',
      'AwsSolutions-IAM5[Resource::Vongbi-Data-FilesBucketArn/files/*]',
      'AwsSolutions-IAM5[Resource::Vongbi-Data-FilesBucketArn/imports/*]',
      'AwsSolutions-IAM5[Resource::Vongbi-Data-FilesBucketArn/quote-replies/*]',
      'AwsSolutions-IAM5[Resource::Vongbi-Data-FilesBucketArn/quote-replies/*]',
    ]);
    const workerIam5 = acknowledged.filter(
      ({ id, path }) => id.includes('IAM5') && path.includes('/CatalogueImportWorker/'),
    );
    expect(workerIam5.map(({ id }) => id.replace(/^AwsSolutions::/, ''))).toEqual([
      'AwsSolutions-IAM5[Resource::Vongbi-Data-FilesBucketArn/imports/*]',
    ]);
    // The publisher's: reading the site bucket's build, writing under pages/.
    const [siteBucketId] = only(resourcesOf(site, 'AWS::S3::Bucket'), 'site bucket');
    const publisherIam5 = acknowledged.filter(({ id, path }) => id.includes('IAM5') && path.includes('/Publisher/'));
    expect(publisherIam5.map(({ id }) => id.replace(/^AwsSolutions::/, '')).sort()).toEqual([
      `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/*]`,
      `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/pages/*]`,
    ]);
    // The sweep of unused uploads: deleting under files/.
    const sweepIam5 = acknowledged.filter(({ id, path }) => id.includes('IAM5') && path.includes('/UnusedFilesSweep/'));
    expect(sweepIam5.map(({ id }) => id.replace(/^AwsSolutions::/, ''))).toEqual([
      'AwsSolutions-IAM5[Resource::Vongbi-Data-FilesBucketArn/files/*]',
    ]);
    // Everything else IAM4/IAM5 is CDK's own helpers: BucketDeployment's and AwsCustomResource's functions.
    for (const { id, path } of acknowledged
      .filter(({ id }) => /IAM[45]/.test(id))
      .filter(
        (a) => !ownIam5.includes(a) && !publisherIam5.includes(a) && !sweepIam5.includes(a) && !workerIam5.includes(a),
      )) {
      expect(path, id).toMatch(/^Vongbi-Site\/(Custom::CDKBucketDeployment|AWS679f53fac002430cb0da5b7982bd2287)/);
    }
  });
});

// ---- data ----

describe('data stack', () => {
  it('builds the table from the shared definition: on demand, point-in-time recovery, deletion protection, TTL', () => {
    const [, table] = only(resourcesOf(data, 'AWS::DynamoDB::Table'), 'table');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
      TimeToLiveSpecification: { AttributeName: mainTable.timeToLiveAttribute, Enabled: true },
      // The publisher follows every change with the item before and after it.
      StreamSpecification: { StreamViewType: mainTable.streamViewType },
      KeySchema: [
        { AttributeName: mainTable.partitionKey.name, KeyType: 'HASH' },
        { AttributeName: mainTable.sortKey.name, KeyType: 'RANGE' },
      ],
    });
    const indexes = table.Properties!.GlobalSecondaryIndexes as {
      IndexName: string;
      KeySchema: unknown;
      Projection: unknown;
    }[];
    expect(indexes.map(({ IndexName, KeySchema, Projection }) => ({ IndexName, KeySchema, Projection }))).toEqual(
      mainTable.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });

  it('keeps the files bucket private, versioned, logged and retained, with no policy of its own here', () => {
    const buckets = resourcesOf(data, 'AWS::S3::Bucket');
    const [filesId, files] = only(
      buckets.filter(([, bucket]) => bucket.Properties!.VersioningConfiguration !== undefined),
      'versioned bucket',
    );
    expect(files.DeletionPolicy).toBe('Retain');
    expect(files.Properties).toMatchObject({
      VersioningConfiguration: { Status: 'Enabled' },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: { LogFilePrefix: 'files-bucket/' },
    });
    const policies = resourcesOf(data, 'AWS::S3::BucketPolicy').filter(
      ([, policy]) => JSON.stringify(policy.Properties!.Bucket) === JSON.stringify({ Ref: filesId }),
    );
    expect(policies).toEqual([]);
  });

  it('keeps every bucket when the stack is deleted, and protects the stack', () => {
    for (const [id, bucket] of resourcesOf(data, 'AWS::S3::Bucket')) expect(bucket.DeletionPolicy, id).toBe('Retain');
    expect(synth.app.data.terminationProtection).toBe(true);
  });

  it('has one Secrets Manager secret in all (the origin-verify value), the admin credentials being an SSM parameter', () => {
    expect(resourcesOf(data, 'AWS::SecretsManager::Secret')).toEqual([]);
    expect(resourcesOf(synth.edgeJson, 'AWS::SecretsManager::Secret')).toEqual([]);
    const [, originSecret] = only(resourcesOf(site, 'AWS::SecretsManager::Secret'), 'origin-verify secret');
    expect(originSecret.Properties!.Description).toContain('CloudFront adds to API requests');
  });
});

// ---- API ----

describe('HTTP API', () => {
  const apiRoutes = () => resourcesOf(site, 'AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties!);

  const functionBehind = (route: Record<string, unknown>): CfnResource => {
    const target = route.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
    const integration = site.Resources[target['Fn::Join'][1][1].Ref]!;
    expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    const uri = integration.Properties!.IntegrationUri as { 'Fn::GetAtt': [string, string] };
    return site.Resources[uri['Fn::GetAtt'][0]]!;
  };

  it('has every route of the route table, backed by its resource’s public or admin function', () => {
    for (const route of routes) {
      const apiRoute = only(
        apiRoutes().filter((candidate) => candidate.RouteKey === routeKey(route)),
        `API route ${routeKey(route)}`,
      );
      expect(functionBehind(apiRoute).Properties!.Description).toBe(`${route.resource}: ${route.access} routes`);
    }
  });

  it('has no route the route table lacks (no $default catch-all either)', () => {
    expect(
      apiRoutes()
        .map((route) => route.RouteKey)
        .sort(),
    ).toEqual(routes.map(routeKey).sort());
  });

  it('gives each resource one bundle, its public function its own where the resource has a public entry, and no bundle to two resources', () => {
    const hasPublicEntry = (resource: string) => existsSync(join(synth.app.config.functionsDir, resource, 'public.ts'));
    const bundles = new Map<string, string>();
    for (const [, fn] of functions()) {
      const [resource, access] = String(fn.Properties!.Description).split(': ') as [string, string];
      const entry = access === 'public routes' && hasPublicEntry(resource) ? `${resource} public.ts` : resource;
      const key = (fn.Properties!.Code as { S3Key: string }).S3Key;
      expect(bundles.get(entry) ?? key, entry).toBe(key);
      bundles.set(entry, key);
    }
    const resources = [...new Set(routes.map((route) => route.resource))];
    expect([...bundles.keys()].sort()).toEqual(
      [
        ...resources,
        ...resources
          .filter((resource) => routes.some((route) => route.resource === resource && route.access === 'public'))
          .filter(hasPublicEntry)
          .map((resource) => `${resource} public.ts`),
      ].sort(),
    );
    expect(['article', 'configuration', 'inner-product'].every(hasPublicEntry)).toBe(true);
    expect(new Set(bundles.values()).size).toBe(bundles.size);
  });

  it('runs every function on Node.js 22, arm64, with source maps, the table name and the origin check', () => {
    const [, originSecret] = only(resourcesOf(site, 'AWS::SecretsManager::Secret'), 'origin-verify secret');
    expect(originSecret.Properties!.GenerateSecretString).toMatchObject({ PasswordLength: 48 });
    const expectedSecret = {
      'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: logicalIdOf(site, originSecret) }, ':SecretString:::}}']],
    };
    for (const [id, fn] of functions()) {
      expect(fn.Properties, id).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
      });
      const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
      expect(variables.TABLE_NAME).toEqual(importOf(data, only(resourcesOf(data, 'AWS::DynamoDB::Table'), 't')[0]));
      expect(variables[ORIGIN_VERIFY_ENV], id).toEqual(expectedSecret);
      // The own origin comes from X-Forwarded-Host (set by CloudFront) when no domain is configured.
      expect(variables.SITE_ORIGINS).toBeUndefined();
      expect(variables.ORIGIN_VERIFY_ROTATION).toBeUndefined();
    }
    // Only the login and the staff accounts (whose user names may not be the parameter's) read the admin
    // credentials; only uploads know the files bucket.
    const withCredentials = functions().filter(
      ([, fn]) => 'ADMIN_CREDENTIALS_PARAMETER' in (fn.Properties!.Environment as { Variables: object }).Variables,
    );
    expect(withCredentials.map(([, fn]) => fn.Properties!.Description)).toEqual([
      'auth: public routes',
      'staff: admin routes',
    ]);
    for (const [id, fn] of withCredentials) {
      expect(
        (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables.ADMIN_CREDENTIALS_PARAMETER,
        id,
      ).toBe('/Vongbi/admin-credentials');
    }
    const withBucket = functions().filter(
      ([, fn]) => 'FILES_BUCKET' in (fn.Properties!.Environment as { Variables: object }).Variables,
    );
    expect(withBucket.map(([, fn]) => fn.Properties!.Description)).toEqual([
      'quote-request: admin routes',
      'buyer-quotes: public routes',
      'catalogue: admin routes',
      'file: admin routes',
    ]);
    // Only the catalogue function hands import jobs to the worker, and it names that function.
    const withWorker = functions().filter(
      ([, fn]) => 'IMPORT_FUNCTION_NAME' in (fn.Properties!.Environment as { Variables: object }).Variables,
    );
    expect(
      withWorker.map(([, fn]) => [
        fn.Properties!.Description,
        (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables.IMPORT_FUNCTION_NAME,
      ]),
    ).toEqual([['catalogue: admin routes', { Ref: importWorkerFunction()[0] }]]);
    // Only the functions that e-mail staff and buyers (new requests, báo giá) know the sender; no function writes
    // e-mails to an outbox in AWS.
    const variablesOf = (fn: CfnResource) =>
      (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
    const withSender = functions().filter(([, fn]) => 'MAIL_SENDER' in variablesOf(fn));
    expect(withSender.map(([, fn]) => [fn.Properties!.Description, variablesOf(fn).MAIL_SENDER])).toEqual([
      ['quote-request: public routes', TEST_MAIL_SENDER],
      ['quote-request: admin routes', TEST_MAIL_SENDER],
      ['buyer-quotes: public routes', TEST_MAIL_SENDER],
    ]);
    expect(functions().filter(([, fn]) => 'MAIL_OUTBOX_DIR' in variablesOf(fn))).toEqual([]);
  });

  it('bundles each handler with esbuild as one minified ES module with the AWS SDK inside and a source map', () => {
    const keys = new Set(functions().map(([, fn]) => (fn.Properties!.Code as { S3Key: string }).S3Key));
    // The upload function's one exception: sharp (native) beside the bundle, built for Linux on arm64.
    const [, fileFunction] = functionFor('file', 'admin');
    const fileKey = (fileFunction.Properties!.Code as { S3Key: string }).S3Key;
    for (const key of keys) {
      const folder = join(synth.assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
      const external = key === fileKey ? ['sharp'] : [];
      expect(readdirSync(folder).sort()).toEqual([
        'index.mjs',
        'index.mjs.map',
        ...(external.length ? ['node_modules'] : []),
      ]);
      if (external.length) {
        expect(readdirSync(join(folder, 'node_modules')).sort()).toEqual(['@img', 'detect-libc', 'semver', 'sharp']);
        expect(readdirSync(join(folder, 'node_modules', '@img')).sort()).toEqual([
          'colour',
          'sharp-libvips-linux-arm64',
          'sharp-linux-arm64',
        ]);
        // The version the tests ran, copied from infra-cdk/lambda-sharp (synthesis downloads nothing: synth.ts).
        const versionIn = (modules: string) =>
          (JSON.parse(readFileSync(join(modules, 'sharp', 'package.json'), 'utf8')) as { version: string }).version;
        expect(versionIn(join(folder, 'node_modules'))).toBe(versionIn(join(repoRoot, 'node_modules')));
      }
      const code = readFileSync(join(folder, 'index.mjs'), 'utf8');
      // Minified: a couple of hundred very long lines, not tens of thousands.
      expect(code.split('\n').length).toBeLessThan(1000);
      // The only imports left are Node's own modules: the SDK, middy and zod are inside the bundle.
      // Static imports start a statement; dynamic ones are import("…"). Error texts naming packages are neither.
      const imports = [
        ...code.matchAll(/(?:^|[;\n])\s*import(?:[^"';]*?from)?\s*["']([^"']+)["']/g),
        ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
      ].map((match) => match[1]!);
      expect(imports).toContain('node:module');
      // React's own error text (in the server entry the preview function renders with) quotes
      // `lazy(() => import('./MyComponent'))`: an example in a message, not an import.
      const quoted = code.includes("const MyComponent = lazy(() => import('./MyComponent'))") ? ['./MyComponent'] : [];
      expect(
        imports.filter((name) => !name.startsWith('node:') && !builtinModules.includes(name) && !quoted.includes(name)),
      ).toEqual(external);
      // No require() of the SDK either (the SDK's own error texts quote "[require(…)]"; those are not calls).
      expect(code).not.toMatch(/(?<![[\w$.])require\(["']@aws-sdk/);
      expect(code).toContain('DynamoDB');
      expect(code).toMatch(/createRequire/);
    }
  });

  it('loads each bundle as an ES module on Node and answers through the shared middleware, no AWS needed', () => {
    // An unknown route is answered before any AWS call: 404 as the contract says, and 403 when the origin
    // secret is configured and the request did not bring it. This is the bundled code, SDK and all.
    const script = `
      const { handler } = await import(process.argv[1]);
      const event = { version: '2.0', routeKey: 'GET /api/nope', rawPath: '/api/nope', headers: {},
        requestContext: { http: { method: 'GET', path: '/api/nope', sourceIp: '192.0.2.1' }, requestId: 'r1' },
        isBase64Encoded: false };
      const context = { awsRequestId: 'r1', getRemainingTimeInMillis: () => 10000 };
      const notFound = await handler(event, context);
      process.env.ORIGIN_VERIFY_SECRET = 'from-cloudfront';
      const direct = await handler(event, context);
      console.log(JSON.stringify([notFound.statusCode, JSON.parse(notFound.body), direct.statusCode, JSON.parse(direct.body)]));
    `;
    const keys = new Set(functions().map(([, fn]) => (fn.Properties!.Code as { S3Key: string }).S3Key));
    for (const key of keys) {
      const bundle = join(synth.assembly.directory, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs');
      const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, pathToFileURL(bundle).href], {
        env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', AWS_REGION: 'ap-southeast-1', TABLE_NAME: 'unused' },
        encoding: 'utf8',
      });
      expect(JSON.parse(output), key).toEqual([
        404,
        { message: 'Không tìm thấy', code: 'NOT_FOUND' },
        403,
        { message: 'Yêu cầu không hợp lệ', code: 'CROSS_SITE' },
      ]);
    }
  });

  it('logs access on the $default stage, throttles it, and keeps every function’s logs for a set time', () => {
    const [, stage] = only(resourcesOf(site, 'AWS::ApiGatewayV2::Stage'), 'stage');
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [expect.stringMatching(/AccessLogs/), 'Arn'] } },
      DefaultRouteSettings: { ThrottlingBurstLimit: expect.any(Number), ThrottlingRateLimit: expect.any(Number) },
    });
    // Function logs, the API's access log, the deployment helper's log, the publisher's and its render-all
    // custom resource's, the search-page function's, the unused-files sweep's, the import worker's, the certificates'
    // round's: all with the configured retention.
    const logGroups = resourcesOf(site, 'AWS::Logs::LogGroup');
    expect(logGroups.length).toBe(functions().length + 8);
    for (const [id, group] of logGroups) expect(group.Properties!.RetentionInDays, id).toBe(90);
    for (const [id, fn] of functions()) {
      expect(fn.Properties!.LoggingConfig, id).toMatchObject({ LogGroup: { Ref: expect.stringMatching(/Logs/) } });
    }
  });
});

// ---- least privilege ----

describe('IAM: each function may do only what its routes need', () => {
  const readStatement = (): Statement => ({
    Effect: 'Allow',
    Action: [...DYNAMODB_READ_ACTIONS].sort(),
    Resource: [
      tableArn(),
      ...mainTable.globalSecondaryIndexes.map((index) => ({
        'Fn::Join': ['', [tableArn(), `/index/${index.indexName}`]],
      })),
    ],
  });
  const writeActions = [...DYNAMODB_WRITE_ACTIONS].sort();
  const WRITE_METHODS = ['POST', 'PUT', 'DELETE'];

  const expectedStatements = (resource: string, access: string, logGroup: string): Statement[] => {
    const served = routes.filter((route) => route.resource === resource && route.access === access) as RouteDef[];
    const statements: Statement[] = [
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [logGroup, 'Arn'] },
      },
      {
        ...readStatement(),
        Condition: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': [
              ...new Set(served.flatMap((route) => [...(route.readsKeys ?? []), ...(route.readsPrivateKeys ?? [])])),
            ]
              .map((key) => (key.endsWith('#') ? `${key}*` : key))
              .sort(),
          },
        },
      },
    ];
    const own = new Set(served.flatMap((route) => route.readsPrivateKeys ?? []));
    const denied = PRIVATE_KEY_PATTERNS.filter((pattern) => !own.has(pattern.replace('*', '')));
    if (denied.length > 0) {
      statements.push({
        ...readStatement(),
        Effect: 'Deny',
        Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': denied } },
      });
    }
    if (access === 'admin' && served.some((route) => WRITE_METHODS.includes(route.method))) {
      statements.push({ Effect: 'Allow', Action: writeActions, Resource: tableArn() });
    }
    const prefixes = [...new Set(served.flatMap((route) => route.writesKeys ?? []))];
    if (access === 'public' && prefixes.length > 0) {
      statements.push({
        Effect: 'Allow',
        Action: writeActions,
        Resource: tableArn(),
        Condition: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': prefixes.map((prefix) => (prefix.endsWith('#') ? `${prefix}*` : prefix)),
          },
        },
      });
    }
    if (resource === 'auth' || resource === 'staff') {
      statements.push({
        Effect: 'Allow',
        Action: 'ssm:GetParameter',
        Resource: {
          'Fn::Join': [
            '',
            ['arn:aws:ssm:ap-southeast-1:', { Ref: 'AWS::AccountId' }, ':parameter/Vongbi/admin-credentials'],
          ],
        },
      });
    }
    if (resource === 'quote-request' || resource === 'buyer-quotes') {
      // Only from the sender, as its address or its domain, whichever SES verified: a new request to staff, its
      // confirmation and a buyer's link, a báo giá to its buyer.
      statements.push({
        Effect: 'Allow',
        Action: 'ses:SendEmail',
        Resource: [TEST_MAIL_SENDER, TEST_MAIL_SENDER.split('@')[1]!].map((identity) => ({
          'Fn::Join': ['', ['arn:aws:ses:ap-southeast-1:', { Ref: 'AWS::AccountId' }, `:identity/${identity}`]],
        })),
        Condition: { StringEquals: { 'ses:FromAddress': TEST_MAIL_SENDER } },
      });
    }
    if (resource === 'buyer-quotes') {
      // A báo giá's PDF, whose download it signs: nothing else of the bucket.
      statements.push({
        Effect: 'Allow',
        Action: 's3:GetObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::ImportValue': 'Vongbi-Data-FilesBucketArn' }, '/quote-replies/*']] },
      });
    }
    if (resource === 'quote-request' && access === 'admin') {
      // The báo giá PDFs: kept, read back to e-mail again, signed for download, dropped when their number was lost.
      statements.push({
        Effect: 'Allow',
        Action: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
        Resource: { 'Fn::Join': ['', [{ 'Fn::ImportValue': 'Vongbi-Data-FilesBucketArn' }, '/quote-replies/*']] },
      });
    }
    if (resource === 'preview') {
      // The page template it renders into, and nothing else of the site bucket.
      const [siteBucketId] = only(resourcesOf(site, 'AWS::S3::Bucket'), 'site bucket');
      statements.push({
        Effect: 'Allow',
        Action: 's3:GetObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [siteBucketId, 'Arn'] }, '/index.html']] },
      });
    }
    if (resource === 'file' && access === 'admin') {
      statements.push({
        Effect: 'Allow',
        Action: ['s3:DeleteObject', 's3:PutObject'],
        Resource: { 'Fn::Join': ['', [{ 'Fn::ImportValue': 'Vongbi-Data-FilesBucketArn' }, '/files/*']] },
      });
    }
    if (resource === 'catalogue' && access === 'admin') {
      // An import's upload under imports/ (signed, then read), an export under exports/ (written, its download
      // signed), and an import's job handed to the worker: that function alone. Nothing else of the bucket.
      statements.push(
        {
          Effect: 'Allow',
          Action: ['s3:GetObject', 's3:PutObject'],
          Resource: ['/exports/*', '/imports/*'].map((pattern) => ({
            'Fn::Join': ['', [{ 'Fn::ImportValue': 'Vongbi-Data-FilesBucketArn' }, pattern]],
          })),
        },
        {
          Effect: 'Allow',
          Action: 'lambda:InvokeFunction',
          Resource: { 'Fn::GetAtt': [importWorkerFunction()[0], 'Arn'] },
        },
      );
    }
    return statements;
  };

  it.each([...new Set(routes.map((route) => `${route.resource} ${route.access}`))])(
    '%s: exactly the statements its routes need',
    (pair) => {
      const [resource, access] = pair.split(' ') as [string, string];
      const [, fn] = functionFor(resource, access);
      const role = site.Resources[roleOf(fn)]!;
      expect(role.Properties!.ManagedPolicyArns).toBeUndefined();
      const logGroup = (fn.Properties!.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      const actual = statementsOfRole(roleOf(fn)).map((statement) => ({
        ...statement,
        Action: Array.isArray(statement.Action) ? [...statement.Action].sort() : statement.Action,
      }));
      expect(actual).toEqual(expectedStatements(resource, access, logGroup));
    },
  );

  it('lets only the subscription functions read subscriber e-mail addresses (SUB# items and the SUB list)', () => {
    const readsSubscribers = (fn: CfnResource) =>
      !statementsOfRole(roleOf(fn)).some(
        (statement) =>
          statement.Effect === 'Deny' &&
          asArray(statement.Action).includes('dynamodb:GetItem') &&
          asArray(statement.Action).includes('dynamodb:Query') &&
          JSON.stringify(statement.Condition).includes('"SUB#*"') &&
          JSON.stringify(statement.Condition).includes('"SUB"'),
      );
    expect(
      functions()
        .filter(([, fn]) => readsSubscribers(fn))
        .map(([, fn]) => fn.Properties!.Description)
        .sort(),
    ).toEqual(['subscription: admin routes', 'subscription: public routes']);
  });

  it('lets only the quote functions read quote requests: the staff one the requests, the public one only recent receipts, the buyers’ one the requests and receipts', () => {
    const deniedKeys = (fn: CfnResource) =>
      statementsOfRole(roleOf(fn))
        .filter((statement) => statement.Effect === 'Deny' && asArray(statement.Action).includes('dynamodb:GetItem'))
        .flatMap((statement) => Object.values(statement.Condition as object)[0]['dynamodb:LeadingKeys'] as string[]);
    const quoteKeys = ['QUOTE', 'QUOTE#*', 'QUOTEREPEAT#*'];
    const expectedDenied: Record<string, string[]> = {
      'quote-request: admin routes': ['QUOTEREPEAT#*'],
      'quote-request: public routes': ['QUOTE', 'QUOTE#*'],
      'buyer-quotes: public routes': ['QUOTE'],
    };
    for (const [, fn] of functions()) {
      const description = String(fn.Properties!.Description);
      const denied = deniedKeys(fn).filter((key) => quoteKeys.includes(key));
      expect(denied, description).toEqual(expectedDenied[description] ?? quoteKeys);
    }
  });

  /** Whether the function's statements let it GetItem `key` (IAM StringLike: `*` any run of characters). */
  const mayRead = (fn: CfnResource, key: string): boolean => {
    const covers = (statement: Statement) => {
      if (!asArray(statement.Action).includes('dynamodb:GetItem')) return false;
      const condition = statement.Condition as Record<string, { 'dynamodb:LeadingKeys': string[] }> | undefined;
      if (!condition) return true;
      const patterns = Object.values(condition)[0]!['dynamodb:LeadingKeys'];
      return patterns.some((pattern) => matches(pattern, key));
    };
    const statements = statementsOfRole(roleOf(fn));
    return (
      statements.some((statement) => statement.Effect === 'Allow' && covers(statement)) &&
      !statements.some((statement) => statement.Effect === 'Deny' && covers(statement))
    );
  };

  it('limits every function’s reads to the partition keys its routes declare (dynamodb:LeadingKeys)', () => {
    for (const [id, fn] of functions()) {
      const reads = statementsOfRole(roleOf(fn)).filter(
        (statement) => statement.Effect === 'Allow' && asArray(statement.Action).includes('dynamodb:GetItem'),
      );
      expect(reads, id).toHaveLength(1);
      expect(Object.keys(reads[0]!.Condition as object), id).toEqual(['ForAllValues:StringLike']);
    }
    const readers = (key: string) =>
      functions()
        .filter(([, fn]) => mayRead(fn, key))
        .map(([, fn]) => String(fn.Properties!.Description))
        .sort();
    // Sessions: the admin functions (requireAdmin) and the session check.
    expect(readers('SESSION#3726e3b4')).toEqual(
      [
        ...new Set(
          routes.filter((route) => route.access === 'admin').map((route) => `${route.resource}: admin routes`),
        ),
        'auth: public routes',
      ].sort(),
    );
    // Accounts: every session check reads one; their list and password hashes only the staff and sign-in.
    expect(readers('STAFF#12')).toEqual(readers('SESSION#3726e3b4'));
    expect(readers('STAFF')).toEqual(['staff: admin routes']);
    expect(readers('STAFFLOGIN#thu.ha')).toEqual(['auth: public routes', 'staff: admin routes']);
    // The audit log, its months and its index partitions: only the function that answers owners reads it.
    for (const key of ['AUDIT#2026-11', 'AUDIT#OF#article#2026-11', 'AUDIT#BY#thu.ha#OF#article#2026-11']) {
      expect(readers(key), key).toEqual(['audit: admin routes']);
    }
    // Rate limits and id counters are written, never read.
    for (const key of [
      'LOGINLIMIT#user#ab12',
      'BUYERLIMIT#EMAIL#ab12',
      'SUBLIMIT#ip#ab12',
      'QUOTELIMIT#IP#ab12',
      'COUNTER#ARTICLE',
      'COUNTER#SUBSCRIPTION',
      'COUNTER#QUOTE',
      'COUNTER#STAFF',
    ]) {
      expect(readers(key), key).toEqual([]);
    }
    // Each catalogue function reads its own kind, and the kinds it shows beside it.
    // A restore is a save of its record: the revision function reads what the record's admin function reads.
    expect(readers('PATH#ARTICLE#huong-dan')).toEqual([
      'article: admin routes',
      'article: public routes',
      'revision: admin routes',
    ]);
    // A preview renders a page as the publisher does: it reads what that page shows.
    expect(readers('ARTICLE#TYPE#0')).toEqual([
      'article: admin routes',
      'article: public routes',
      'preview: admin routes',
      'revision: admin routes',
    ]);
    // The search, and the search log, which runs the same search to know whether a query finds anything.
    expect(readers('SEARCH#INNER')).toEqual(['inner-product: public routes', 'search-log: public routes']);
    expect(readers('SEARCHLOG#2026-11-24')).toEqual(['search-log: admin routes', 'search-log: public routes']);
    // Quote requests link to products: their functions read them too.
    expect(readers('INNER#12')).toEqual([
      'buyer-quotes: public routes',
      'catalogue: admin routes',
      'inner-product: admin routes',
      'inner-product: public routes',
      'preview: admin routes',
      'quote-request: admin routes',
      'quote-request: public routes',
      'revision: admin routes',
    ]);
    expect(readers('OUTER#5')).toEqual([
      'buyer-quotes: public routes',
      'catalogue: admin routes',
      'inner-product: admin routes',
      'inner-product: public routes',
      'outer-product: admin routes',
      'outer-product: public routes',
      'preview: admin routes',
      'quote-request: admin routes',
      'quote-request: public routes',
      'revision: admin routes',
    ]);
    expect(readers('CONFIG')).toEqual([
      'configuration: admin routes',
      'configuration: public routes',
      'preview: admin routes',
    ]);
    expect(readers('BANNER')).toEqual(['banner-image: public routes']);
    expect(readers('VIDEO')).toEqual(['video: public routes']);
    expect(readers('SUB#khach@example.vn')).toEqual(['subscription: public routes']);
    expect(readers('SUB')).toEqual(['subscription: admin routes']);
    expect(readers('QUOTE#12')).toEqual(['buyer-quotes: public routes', 'quote-request: admin routes']);
    expect(readers('QUOTE')).toEqual(['quote-request: admin routes']);
    expect(readers('QUOTEREPEAT#ab12')).toEqual(['buyer-quotes: public routes', 'quote-request: public routes']);
    // A buyer's links, sessions and the requests of their address: only the buyers' function.
    for (const key of ['BUYERLINK#ab12', 'BUYERSESSION#ab12', 'QUOTEBUYER#ab12']) {
      expect(readers(key), key).toEqual(['buyer-quotes: public routes']);
    }
    // Of the configuration, the quote function reads only where to send its e-mail.
    expect(readers('CONFIG#QUOTE_EMAIL')).toEqual([
      'buyer-quotes: public routes',
      'configuration: admin routes',
      'quote-request: public routes',
      'revision: admin routes',
    ]);
    expect(readers('CONFIG#PHONE')).toEqual(['configuration: admin routes', 'revision: admin routes']);
    // Revisions: every save of their records reads the newest, the revision routes all of them; the deleted
    // records' list only the revision function.
    expect(readers('REV#INNER#12')).toEqual([
      'article: admin routes',
      'configuration: admin routes',
      'inner-product: admin routes',
      'outer-product: admin routes',
      'revision: admin routes',
    ]);
    expect(readers('DELETED')).toEqual(['revision: admin routes']);
    // How publishing went: the publisher writes it, only the preview function's status route reads it.
    expect(readers('PUBLISHING')).toEqual(['preview: admin routes']);
  });

  it('lets the public writers write only their own key prefixes, and every other public function only read', () => {
    const publicWriters = functions()
      .filter(([, fn]) => String(fn.Properties!.Description).endsWith('public routes'))
      .filter(([, fn]) =>
        statementsOfRole(roleOf(fn)).some((statement) => asArray(statement.Action).includes('dynamodb:PutItem')),
      )
      .map(([, fn]) => fn.Properties!.Description);
    expect(publicWriters.sort()).toEqual([
      'auth: public routes',
      'buyer-quotes: public routes',
      'quote-request: public routes',
      'search-log: public routes',
      'subscription: public routes',
    ]);
    for (const [, fn] of functions()) {
      for (const statement of statementsOfRole(roleOf(fn))) {
        expect(asArray(statement.Action).some((action) => action.includes('*'))).toBe(false);
        expect(statement.Resource).not.toBe('*');
        if (
          String(fn.Properties!.Description).endsWith('public routes') &&
          asArray(statement.Action).includes('dynamodb:PutItem')
        ) {
          expect(statement.Condition).toBeDefined();
        }
      }
    }
  });

  it('grants cover every AWS call the handler code makes (nothing works locally and fails in AWS)', () => {
    // Local emulators enforce no IAM, so a command the code sends without a grant would only fail in AWS.
    const iamActionsOf: Record<string, string[]> = {
      GetCommand: ['dynamodb:GetItem'],
      QueryCommand: ['dynamodb:Query'],
      BatchGetCommand: ['dynamodb:BatchGetItem'],
      PutCommand: ['dynamodb:PutItem'],
      UpdateCommand: ['dynamodb:UpdateItem'],
      DeleteCommand: ['dynamodb:DeleteItem'],
      // Its items are Put/Update/Delete/ConditionCheck, each granted on its own.
      TransactWriteCommand: [
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:ConditionCheckItem',
      ],
      PutObjectCommand: ['s3:PutObject'],
      DeleteObjectCommand: ['s3:DeleteObject'],
      GetParameterCommand: ['ssm:GetParameter'],
      // The publisher's (functions/publish), moved pages included.
      BatchWriteCommand: ['dynamodb:BatchWriteItem'],
      GetObjectCommand: ['s3:GetObject'],
      CreateInvalidationCommand: ['cloudfront:CreateInvalidation'],
      DescribeKeyValueStoreCommand: ['cloudfront-keyvaluestore:DescribeKeyValueStore'],
      GetKeyCommand: ['cloudfront-keyvaluestore:GetKey'],
      ListKeysCommand: ['cloudfront-keyvaluestore:ListKeys'],
      UpdateKeysCommand: ['cloudfront-keyvaluestore:UpdateKeys'],
      HeadObjectCommand: ['s3:GetObject'],
      ListObjectsCommand: ['s3:ListBucket'],
      // The sweep of unused uploads' (functions/unused-files).
      ListObjectsV2Command: ['s3:ListBucket'],
      // The e-mail to staff (functions/core/mail-ses.ts).
      SendEmailCommand: ['ses:SendEmail'],
      // An import job handed to the worker (functions/core/services/import-dispatch.ts).
      InvokeCommand: ['lambda:InvokeFunction'],
    };
    const used = new Set(
      functionSources().flatMap((source) => [...source.matchAll(/new (\w+Command)\(/g)].map((m) => m[1]!)),
    );
    const unknown = [...used].filter((command) => !(command in iamActionsOf));
    expect(unknown, 'commands with no IAM mapping here: map them and grant them in infra-cdk').toEqual([]);

    const granted = new Set(
      [
        ...functions(),
        publisherFunction(),
        sweepFunction(),
        importWorkerFunction(),
        certificateNoticesFunction(),
      ].flatMap(([, fn]) =>
        statementsOfRole(roleOf(fn))
          .filter((statement) => statement.Effect === 'Allow')
          .flatMap((statement) => asArray(statement.Action)),
      ),
    );
    for (const command of used) {
      for (const action of iamActionsOf[command]!) expect(granted.has(action), `${command} needs ${action}`).toBe(true);
    }
  });
});

// ---- CloudFront ----

describe('CloudFront', () => {
  const byPattern = (pattern: string) =>
    only(
      behaviours().CacheBehaviors.filter((behaviour) => behaviour.PathPattern === pattern),
      `behaviour ${pattern}`,
    );
  const originOf = (behaviour: Record<string, unknown>) =>
    only(
      behaviours().Origins.filter((origin) => origin.Id === behaviour.TargetOriginId),
      'origin',
    );

  it('serves the default behaviour from the site bucket through OAC: published pages chosen at the viewer request, the 404 status at the viewer response', () => {
    const config = behaviours();
    const behaviour = config.DefaultCacheBehavior;
    const origin = originOf(behaviour);
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^SiteBucket/), 'RegionalDomainName'] });
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(behaviour).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
      Compress: true,
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: expect.anything() },
        { EventType: 'viewer-response', FunctionARN: expect.anything() },
      ],
    });
    const [request, response] = behaviour.FunctionAssociations as unknown[];
    expect(functionCodeOf([request])).toBe(publishedPageCode);
    expect(functionCodeOf([response])).toBe(pageStatusCode);
    expect(config.DefaultRootObject).toBe('index.html');
    // Not distribution-wide error responses: those would turn the API's own 404s into index.html too.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('gives the viewer-request function the KeyValueStore of published URLs, on cloudfront-js-2.0', () => {
    const [storeId] = only(resourcesOf(site, 'AWS::CloudFront::KeyValueStore'), 'key value store');
    const [request, response] = behaviours().DefaultCacheBehavior.FunctionAssociations as {
      FunctionARN: { 'Fn::GetAtt': [string, string] };
    }[];
    const configOf = (association: typeof request) =>
      site.Resources[association!.FunctionARN['Fn::GetAtt'][0]]!.Properties!.FunctionConfig;
    expect(configOf(request)).toEqual({
      Comment: expect.any(String),
      Runtime: 'cloudfront-js-2.0',
      KeyValueStoreAssociations: [{ KeyValueStoreARN: { 'Fn::GetAtt': [storeId, 'Arn'] } }],
    });
    expect(configOf(response)).toEqual({ Comment: expect.any(String), Runtime: 'cloudfront-js-2.0' });
    // The only KeyValueStore association of the distribution.
    const associated = resourcesOf(site, 'AWS::CloudFront::Function').filter(
      ([, fn]) => (fn.Properties!.FunctionConfig as { KeyValueStoreAssociations?: unknown }).KeyValueStoreAssociations,
    );
    expect(associated).toHaveLength(1);
  });

  it('caches the site bucket as each object says (published pages a minute, assets a year), keyed on the path alone', () => {
    const behaviour = behaviours().DefaultCacheBehavior;
    const policy = site.Resources[(behaviour.CachePolicyId as { Ref: string }).Ref]!;
    expect(policy.Properties!.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 60,
      MaxTTL: 31536000,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
    // Published pages say so themselves; /static keeps the managed long-lived policy.
    expect(PUBLISHED_PAGE_CACHE_CONTROL).toMatch(/s-maxage=60\b/);
    expect(byPattern('/static/*').CachePolicyId).toBe(MANAGED.cachingOptimized);
  });

  it('serves /static/* from the files bucket through OAC, cached long, with the /static prefix taken off', () => {
    const behaviour = byPattern('/static/*');
    const origin = originOf(behaviour);
    const [filesId] = only(
      resourcesOf(data, 'AWS::S3::Bucket').filter(([, b]) => b.Properties!.VersioningConfiguration !== undefined),
      'files bucket',
    );
    expect(origin.DomainName).toEqual(importOf(data, filesId, 'RegionalDomainName'));
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(behaviour).toMatchObject({
      CachePolicyId: MANAGED.cachingOptimized,
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
    });
    expect(functionCodeOf(behaviour.FunctionAssociations)).toBe(staticPathCode);
  });

  it('sends /api/* to the HTTP API with cookies and query strings, the viewer address, the viewer host and the origin secret', () => {
    const behaviour = byPattern('/api/*');
    const origin = originOf(behaviour);
    const [apiId] = only(resourcesOf(site, 'AWS::ApiGatewayV2::Api'), 'http api');
    expect(origin).toMatchObject({
      DomainName: {
        'Fn::Join': ['', [{ Ref: apiId }, '.execute-api.ap-southeast-1.', { Ref: 'AWS::URLSuffix' }]],
      },
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
    });
    expect(origin.OriginPath).toBeUndefined();
    const [, originSecret] = only(resourcesOf(site, 'AWS::SecretsManager::Secret'), 'origin secret');
    expect(origin.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY_HEADER,
        HeaderValue: {
          'Fn::Join': [
            '',
            ['{{resolve:secretsmanager:', { Ref: logicalIdOf(site, originSecret) }, ':SecretString:::}}'],
          ],
        },
      },
    ]);
    expect(behaviour).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachedMethods: ['GET', 'HEAD'],
    });
    expect(functionCodeOf(behaviour.FunctionAssociations)).toBe(apiForwardedHostCode);
  });

  it('forwards all cookies, the viewer address and every header the handlers read, never Host or other query strings', () => {
    const policy = site.Resources[(byPattern('/api/*').OriginRequestPolicyId as { Ref: string }).Ref]!;
    const config = policy.Properties!.OriginRequestPolicyConfig as {
      CookiesConfig: unknown;
      QueryStringsConfig: unknown;
      HeadersConfig: { HeaderBehavior: string; Headers: string[] };
    };
    expect(config.CookiesConfig).toEqual({ CookieBehavior: 'all' });
    // Query strings reach the API only as part of a cache key (CloudFront forwards those itself).
    expect(config.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
    expect(config.HeadersConfig.HeaderBehavior).toBe('whitelist');
    const forwarded = config.HeadersConfig.Headers.map((name) => name.toLowerCase());
    expect(forwarded).toContain('cloudfront-viewer-address');
    expect(forwarded).not.toContain('host');

    // Every header the handler code asks for arrives, except the ones API Gateway itself supplies and
    // Accept-Encoding, which the cache policies forward normalised (the next tests); listed here, it would do nothing.
    expect(forwarded).not.toContain('accept-encoding');
    const supplied = new Set(['host', 'x-forwarded-proto', 'cookie', 'accept-encoding']); // its own host and scheme; cookies as such
    const read = new Set<string>();
    for (const source of functionSources()) {
      // `headerOf(event, …)` and `headerOf(request.event, …)` alike.
      for (const match of source.matchAll(/headerOf\(\s*[\w.]+\s*,\s*'([^']+)'\s*\)/g))
        read.add(match[1]!.toLowerCase());
    }
    expect(read.size).toBeGreaterThan(3);
    expect(read).toContain('accept-encoding');
    expect([...read].filter((name) => !supplied.has(name) && !forwarded.includes(name))).toEqual([]);
  });

  const cacheConfigOf = (behaviour: Record<string, unknown>) =>
    site.Resources[(behaviour.CachePolicyId as { Ref: string }).Ref]!.Properties!.CachePolicyConfig as {
      MinTTL: number;
      DefaultTTL: number;
      MaxTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: string; QueryStrings?: string[] };
      };
    };

  it('caches public API GETs for at most 60 s and only when the handler allows it, keyed on no query string by default', () => {
    expect(cacheConfigOf(byPattern('/api/*'))).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: 60,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
      },
    });
  });

  it('keys every cached public GET on the normalised Accept-Encoding, so a compressed answer only reaches a viewer that accepts it', () => {
    const ordered = behaviours().CacheBehaviors;
    const firstMatch = (path: string) => ordered.find((behaviour) => matches(String(behaviour.PathPattern), path))!;
    const cached = (routes as readonly RouteDef[]).filter(
      (route) => route.method === 'GET' && route.access === 'public' && route.cdnCache !== 'never',
    );
    expect(cached.length).toBeGreaterThan(10);
    for (const route of cached) {
      // With either flag on, CloudFront normalises the header to `br,gzip`, `gzip` or nothing, keys the cache
      // on it and sends it to the origin, whose kept answers then come compressed (core/http.ts okJson).
      expect(
        cacheConfigOf(firstMatch(concretePath(route))).ParametersInCacheKeyAndForwardedToOrigin,
        routeKey(route),
      ).toMatchObject({ EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true });
    }
  });

  it('keys each public GET on exactly the query parameters its route reads, so an added parameter cannot miss the cache', () => {
    const ordered = behaviours().CacheBehaviors;
    const firstMatch = (path: string) => ordered.find((behaviour) => matches(String(behaviour.PathPattern), path))!;
    const keyed = (routes as readonly RouteDef[]).filter(
      (route) => route.method === 'GET' && route.access === 'public' && route.cdnCache !== 'never',
    );
    expect(
      keyed
        .filter((route) => route.query)
        .map(routeKey)
        .sort(),
    ).toEqual([
      'GET /api/Article/GetListedArticles',
      'GET /api/Article/Path',
      'GET /api/InnerProduct/Equivalents',
      'GET /api/InnerProduct/GetByPath',
      'GET /api/InnerProduct/SearchInnerProductByName',
      'GET /api/OuterProduct/GetByPath',
      'GET /api/designation',
    ]);
    for (const route of keyed) {
      const config = cacheConfigOf(firstMatch(concretePath(route)));
      expect(config.MaxTTL, routeKey(route)).toBe(60);
      expect(config.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig, routeKey(route)).toEqual(
        route.query
          ? { QueryStringBehavior: 'whitelist', QueryStrings: [...route.query] }
          : { QueryStringBehavior: 'none' },
      );
    }
  });

  it('never caches admin routes, the session check or a buyer’s requests, and caches every other public GET', () => {
    const ordered = behaviours().CacheBehaviors;
    const firstMatch = (path: string) => ordered.find((behaviour) => matches(String(behaviour.PathPattern), path));
    for (const route of routes as readonly RouteDef[]) {
      const behaviour = firstMatch(concretePath(route))!;
      expect(behaviour.TargetOriginId, routeKey(route)).toBe(byPattern('/api/*').TargetOriginId);
      const neverCached = route.access === 'admin' || route.resource === 'auth' || route.resource === 'buyer-quotes';
      if (route.method !== 'GET') continue; // CloudFront caches GET and HEAD only
      if (neverCached) expect(behaviour.CachePolicyId, routeKey(route)).toBe(MANAGED.cachingDisabled);
      else expect(cacheConfigOf(behaviour).MaxTTL, routeKey(route)).toBe(60);
    }
    // Uncached routes that read query parameters have them forwarded by a policy of their own (next test).
    const forwardsQuery = (pattern: string) =>
      (routes as readonly RouteDef[]).some(
        (route) => route.method === 'GET' && route.access === 'admin' && route.path === pattern && route.query,
      );
    for (const behaviour of ordered.filter((b) => String(b.PathPattern).startsWith('/api/'))) {
      if (!forwardsQuery(String(behaviour.PathPattern))) {
        expect(behaviour.OriginRequestPolicyId).toEqual(byPattern('/api/*').OriginRequestPolicyId);
      }
      expect(functionCodeOf(behaviour.FunctionAssociations)).toBe(apiForwardedHostCode);
    }
    // The uncached behaviours come from the route table (admin GETs, cdnCache: 'never'), none by hand.
    expect(
      ordered
        .filter((b) => b.CachePolicyId === MANAGED.cachingDisabled)
        .map((b) => b.PathPattern)
        .sort(),
    ).toEqual([
      '/api/Article',
      '/api/Configuration/admin',
      '/api/File/usage',
      '/api/OuterProduct',
      '/api/QuoteRequest',
      '/api/QuoteRequest/*',
      '/api/QuoteRequest/count',
      '/api/SearchLog',
      '/api/audit',
      '/api/auth/session',
      '/api/catalogue/export/*',
      '/api/catalogue/import/*',
      '/api/certificates/admin',
      '/api/my/quotes',
      '/api/my/quotes/*',
      '/api/publishing',
      '/api/revisions/*',
      '/api/revisions/deleted',
      '/api/staff',
      '/api/subscriptions',
    ]);
  });

  it('forwards to an uncached admin GET exactly the query parameters its route reads, and otherwise what the API gets', () => {
    const requestPolicyOf = (pattern: string) =>
      site.Resources[(byPattern(pattern).OriginRequestPolicyId as { Ref: string }).Ref]!.Properties!
        .OriginRequestPolicyConfig as Record<string, unknown>;
    const withQuery = (routes as readonly RouteDef[]).filter(
      (route) => route.method === 'GET' && route.access === 'admin' && route.query,
    );
    expect(withQuery.map(routeKey)).toEqual(['GET /api/audit', 'GET /api/QuoteRequest', 'GET /api/QuoteRequest/count']);
    for (const route of withQuery) {
      const { Name: _name, Comment: _comment, QueryStringsConfig, ...rest } = requestPolicyOf(route.path);
      const { Name: _apiName, Comment: _apiComment, QueryStringsConfig: _none, ...api } = requestPolicyOf('/api/*');
      expect(byPattern(route.path).CachePolicyId, routeKey(route)).toBe(MANAGED.cachingDisabled);
      expect(QueryStringsConfig, routeKey(route)).toEqual({
        QueryStringBehavior: 'whitelist',
        QueryStrings: [...route.query!],
      });
      expect(rest, routeKey(route)).toEqual(api);
    }
  });

  it('answers HTTPS only, with the site’s CSP and security headers on every behaviour, and logs access', () => {
    const config = behaviours();
    const all = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
    for (const behaviour of all) {
      expect(['https-only', 'redirect-to-https']).toContain(behaviour.ViewerProtocolPolicy);
    }
    const policyIds = new Set(all.map((behaviour) => JSON.stringify(behaviour.ResponseHeadersPolicyId)));
    expect(policyIds.size).toBe(1);
    const [, policy] = only(resourcesOf(site, 'AWS::CloudFront::ResponseHeadersPolicy'), 'response headers policy');
    const headersConfig = (policy.Properties!.ResponseHeadersPolicyConfig as Record<string, unknown>)
      .SecurityHeadersConfig as {
      ContentSecurityPolicy: { ContentSecurityPolicy: { 'Fn::Join': [string, unknown[]] } };
    };
    // The site's CSP, connecting to the files bucket's regional origin besides its own (the import screen's upload).
    const [filesId] = only(
      resourcesOf(data, 'AWS::S3::Bucket').filter(([, b]) => b.Properties!.VersioningConfiguration !== undefined),
      'files bucket',
    );
    const cspParts = headersConfig.ContentSecurityPolicy.ContentSecurityPolicy['Fn::Join'][1];
    expect(cspParts.filter((part) => typeof part !== 'string')).toEqual([
      importOf(data, filesId, 'RegionalDomainName'),
    ]);
    const contentSecurityPolicy = cspParts.map((part) => (typeof part === 'string' ? part : 'files-bucket')).join('');
    expect(contentSecurityPolicy).toBe(contentSecurityPolicyFor('https://files-bucket'));
    expect(contentSecurityPolicy).toMatch(/connect-src 'self' https:\/\/files-bucket;/);
    expect(headersConfig).toEqual({
      ContentSecurityPolicy: { ContentSecurityPolicy: expect.anything(), Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
    });
    // The CSP lets in YouTube frames, our own scripts and images from ourselves, and nothing broader.
    expect(contentSecurityPolicy).toContain("script-src 'self'");
    expect(contentSecurityPolicy).toMatch(/frame-src[^;]*https:\/\/www\.youtube(-nocookie)?\.com/);
    expect(contentSecurityPolicy).toMatch(/img-src 'self'/);
    expect(contentSecurityPolicy).not.toMatch(/unsafe-eval|script-src[^;]*\*/);
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('sends /search and /search/* to the search-page function URL through OAC, keyed on the path alone, with the viewer host', () => {
    const [urlId] = only(resourcesOf(site, 'AWS::Lambda::Url'), 'function URL');
    const [functionId] = searchPageFunction();
    expect(site.Resources[urlId]!.Properties).toEqual({
      AuthType: 'AWS_IAM',
      TargetFunctionArn: { 'Fn::GetAtt': [functionId, 'Arn'] },
    });
    for (const pattern of ['/search', '/search/*']) {
      const behaviour = byPattern(pattern);
      const origin = originOf(behaviour);
      expect(JSON.stringify(origin.DomainName)).toContain(urlId);
      const oac =
        site.Resources[(origin.OriginAccessControlId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]]!;
      expect(oac.Properties!.OriginAccessControlConfig).toMatchObject({
        OriginAccessControlOriginType: 'lambda',
        SigningBehavior: 'always',
      });
      expect(behaviour).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], Compress: true });
      expect(functionCodeOf(behaviour.FunctionAssociations)).toBe(apiForwardedHostCode);
      const cachePolicy = site.Resources[(behaviour.CachePolicyId as { Ref: string }).Ref]!;
      expect(cachePolicy.Properties!.CachePolicyConfig).toMatchObject({
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: 60,
        ParametersInCacheKeyAndForwardedToOrigin: {
          QueryStringsConfig: { QueryStringBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
        },
      });
      const requestPolicy = site.Resources[(behaviour.OriginRequestPolicyId as { Ref: string }).Ref]!;
      expect(requestPolicy.Properties!.OriginRequestPolicyConfig).toMatchObject({
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['X-Forwarded-Host'] },
      });
    }
    // Only CloudFront, for this distribution, may invoke it.
    const [distributionId] = only(resourcesOf(site, 'AWS::CloudFront::Distribution'), 'distribution');
    const permissions = resourcesOf(site, 'AWS::Lambda::Permission')
      .map(([, permission]) => permission.Properties!)
      .filter((permission) => JSON.stringify(permission.FunctionName).includes(urlId));
    expect(permissions.map((permission) => permission.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const permission of permissions) {
      expect(permission.Principal).toBe('cloudfront.amazonaws.com');
      expect(JSON.stringify(permission.SourceArn)).toContain(distributionId);
    }
  });
});

describe('search-page function', () => {
  it('reads only the keys the cacheable public GETs declare and the template, nothing private, no session', () => {
    const [, fn] = searchPageFunction();
    const all = statementsOfRole(roleOf(fn));
    // Private keys are denied as for every other function that does not declare them.
    const denied = only(
      all.filter((statement) => statement.Effect === 'Deny'),
      'deny of private keys',
    );
    expect(asArray(denied.Action).sort()).toEqual([...DYNAMODB_READ_ACTIONS].sort());
    expect(JSON.stringify(denied.Condition)).toContain('"SUB#*"');
    const statements = all.filter((statement) => statement.Effect === 'Allow');
    const reads = only(
      statements.filter((statement) => asArray(statement.Action).includes('dynamodb:Query')),
      'read statement',
    );
    const keys = (reads.Condition as { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': string[] } })[
      'ForAllValues:StringLike'
    ]['dynamodb:LeadingKeys'];
    expect(keys).toContain('SEARCH#INNER');
    expect(keys).toContain('CONFIG');
    expect(keys.some((key) => key.startsWith('SESSION') || key.startsWith('SUB'))).toBe(false);
    const privateKeys = (routes as readonly RouteDef[]).flatMap((route) => route.readsPrivateKeys ?? []);
    for (const key of privateKeys) expect(keys.some((pattern) => pattern.startsWith(key))).toBe(false);
    const actions = statements.flatMap((statement) => asArray(statement.Action));
    expect(actions.filter((action) => !action.startsWith('logs:')).sort()).toEqual(
      [...DYNAMODB_READ_ACTIONS, 's3:GetObject'].sort(),
    );
    const template = only(
      statements.filter((statement) => asArray(statement.Action).includes('s3:GetObject')),
      'template read',
    );
    expect(JSON.stringify(template.Resource)).toMatch(/\/index\.html"/);
    expect(fn.Properties!.Timeout).toBe(10);
  });
});

describe('bucket policies', () => {
  const distributionArn = () => {
    const [distributionId] = only(resourcesOf(site, 'AWS::CloudFront::Distribution'), 'distribution');
    return {
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':cloudfront::',
          { Ref: 'AWS::AccountId' },
          ':distribution/',
          { Ref: distributionId },
        ],
      ],
    };
  };

  const expectOnlyCloudFront = (policy: CfnResource, otherDenies: unknown[] = []) => {
    const statements = (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement;
    const allows = statements.filter((statement) => statement.Effect === 'Allow');
    expect(allows).toHaveLength(1);
    expect(allows[0]).toMatchObject({
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Action: ['s3:GetObject', 's3:ListBucket'],
      Condition: { StringEquals: { 'AWS:SourceArn': distributionArn() } },
    });
    const denies = statements.filter((statement) => statement.Effect === 'Deny');
    expect(denies).toEqual([
      expect.objectContaining({
        Principal: { AWS: '*' },
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
      ...otherDenies,
    ]);
  };

  it('let only this distribution read the site bucket, over TLS only', () => {
    const [siteBucketId] = only(resourcesOf(site, 'AWS::S3::Bucket'), 'site bucket');
    const policy = only(
      resourcesOf(site, 'AWS::S3::BucketPolicy').filter(
        ([, p]) => JSON.stringify(p.Properties!.Bucket) === JSON.stringify({ Ref: siteBucketId }),
      ),
      'site bucket policy',
    )[1];
    expectOnlyCloudFront(policy);
  });

  it('let only this distribution read the files bucket, over TLS only (the site stack owns that policy)', () => {
    const [filesId] = only(
      resourcesOf(data, 'AWS::S3::Bucket').filter(([, b]) => b.Properties!.VersioningConfiguration !== undefined),
      'files bucket',
    );
    const policy = only(
      resourcesOf(site, 'AWS::S3::BucketPolicy').filter(
        ([, p]) => JSON.stringify(p.Properties!.Bucket) === JSON.stringify(importOf(data, filesId)),
      ),
      'files bucket policy',
    )[1];
    // The catalogue import files, exports and báo giá PDFs it also keeps are never the distribution's to read.
    expectOnlyCloudFront(policy, [
      {
        Effect: 'Deny',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Action: 's3:GetObject',
        Resource: ['/exports/*', '/imports/*', '/quote-replies/*'].map((pattern) => ({
          'Fn::Join': ['', [importOf(data, filesId, 'Arn'), pattern]],
        })),
      },
    ]);
  });

  it('let S3 log delivery write the access-log bucket for this account’s buckets only', () => {
    const [logBucketId] = only(
      resourcesOf(data, 'AWS::S3::Bucket').filter(([, b]) => b.Properties!.VersioningConfiguration === undefined),
      'log bucket',
    );
    const [, policy] = only(
      resourcesOf(data, 'AWS::S3::BucketPolicy').filter(
        ([, p]) => JSON.stringify(p.Properties!.Bucket) === JSON.stringify({ Ref: logBucketId }),
      ),
      'log bucket policy',
    );
    const allows = (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement.filter(
      (statement) => statement.Effect === 'Allow',
    );
    expect(allows.length).toBe(2); // files-bucket/ and site-bucket/
    for (const statement of allows) {
      expect(statement).toMatchObject({
        Principal: { Service: 'logging.s3.amazonaws.com' },
        Action: 's3:PutObject',
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      });
    }
    const [, siteBucket] = only(resourcesOf(site, 'AWS::S3::Bucket'), 'site bucket');
    expect(siteBucket.Properties!.LoggingConfiguration).toMatchObject({ LogFilePrefix: 'site-bucket/' });
  });

  it('keep the site bucket versioned, so a bad frontend upload can be undone, with old versions kept 30 days', () => {
    const [, siteBucket] = only(resourcesOf(site, 'AWS::S3::Bucket'), 'site bucket');
    expect(siteBucket.Properties).toMatchObject({
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: [expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } })],
      },
    });
  });

  it('let the files bucket take the import screen’s PUT from the site alone, and keep uploads a week, exports a day', () => {
    const [, files] = only(
      resourcesOf(data, 'AWS::S3::Bucket').filter(([, b]) => b.Properties!.VersioningConfiguration !== undefined),
      'files bucket',
    );
    // No own domain here: CloudFront's default domains (the distribution's is assigned after this stack).
    expect(files.Properties!.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedMethods: ['PUT'],
          AllowedHeaders: ['content-type'],
          AllowedOrigins: ['https://*.cloudfront.net'],
          MaxAge: 3600,
        },
      ],
    });
    const rules = (files.Properties!.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Prefix: 'imports/', ExpirationInDays: 7, Status: 'Enabled' }),
        expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' }),
      ]),
    );
  });

  it('block public access on every bucket', () => {
    for (const [id, bucket] of [...resourcesOf(site, 'AWS::S3::Bucket'), ...resourcesOf(data, 'AWS::S3::Bucket')]) {
      expect(bucket.Properties!.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });
});

// ---- catalogue import worker ----

describe('catalogue import worker', () => {
  const tableAndIndexes = () => [
    tableArn(),
    ...mainTable.globalSecondaryIndexes.map((index) => ({
      'Fn::Join': ['', [tableArn(), `/index/${index.indexName}`]],
    })),
  ];

  it('reads only the keys it declares, never private ones; writes the table; reads only imports/ of the files bucket', () => {
    const [, fn] = importWorkerFunction();
    const role = site.Resources[roleOf(fn)]!;
    expect(role.Properties!.ManagedPolicyArns).toBeUndefined();
    const logGroup = (fn.Properties!.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    const actual = statementsOfRole(roleOf(fn)).map((statement) => ({
      ...statement,
      Action: Array.isArray(statement.Action) ? [...statement.Action].sort() : statement.Action,
    }));

    expect(actual).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [logGroup, 'Arn'] },
      },
      {
        Effect: 'Allow',
        Action: [...DYNAMODB_READ_ACTIONS].sort(),
        Resource: tableAndIndexes(),
        Condition: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': catalogueImportWorker.readsKeys.map((key) => `${key}*`).sort(),
          },
        },
      },
      {
        Effect: 'Deny',
        Action: [...DYNAMODB_READ_ACTIONS].sort(),
        Resource: tableAndIndexes(),
        Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': PRIVATE_KEY_PATTERNS } },
      },
      { Effect: 'Allow', Action: [...DYNAMODB_WRITE_ACTIONS].sort(), Resource: tableArn() },
      {
        Effect: 'Allow',
        Action: 's3:GetObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::ImportValue': 'Vongbi-Data-FilesBucketArn' }, '/imports/*']] },
      },
    ]);
  });

  it('runs its handler on Node.js 22, arm64, with a full vCPU and 15 minutes, two at most at once, never retried', () => {
    const [id, fn] = importWorkerFunction();

    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 1769,
      Timeout: 900,
      ReservedConcurrentExecutions: 2,
      Environment: {
        Variables: expect.objectContaining({ NODE_OPTIONS: '--enable-source-maps', FILES_BUCKET: expect.anything() }),
      },
    });
    const [, config] = only(
      resourcesOf(site, 'AWS::Lambda::EventInvokeConfig').filter(
        ([, candidate]) => JSON.stringify(candidate.Properties!.FunctionName) === JSON.stringify({ Ref: id }),
      ),
      'worker async invoke config',
    );
    expect(config.Properties).toMatchObject({ MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 3600 });
  });
});

// ---- publisher ----

describe('publisher (static pages from table changes)', () => {
  const siteBucketArn = () => ({ 'Fn::GetAtt': [only(resourcesOf(site, 'AWS::S3::Bucket'), 'site bucket')[0], 'Arn'] });
  const objects = (key: string) => ({ 'Fn::Join': ['', [siteBucketArn(), `/${key}`]] });
  const queueId = () => only(resourcesOf(site, 'AWS::SQS::Queue'), 'dead-letter queue')[0];
  const tableId = () => only(resourcesOf(data, 'AWS::DynamoDB::Table'), 'table')[0];
  const tableAndIndexes = () => [
    tableArn(),
    ...mainTable.globalSecondaryIndexes.map((index) => ({
      'Fn::Join': ['', [tableArn(), `/index/${index.indexName}`]],
    })),
  ];
  const sorted = (statement: Statement): Statement => ({
    ...statement,
    Action: Array.isArray(statement.Action) ? [...statement.Action].sort() : statement.Action,
    Resource: Array.isArray(statement.Resource)
      ? [...(statement.Resource as unknown[])].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
      : statement.Resource,
  });

  it('reads the table, never subscribers; writes only its moved pages there and its own keys of the site bucket; invalidates this distribution; changes this KeyValueStore', () => {
    const [, fn] = publisherFunction();
    const role = site.Resources[roleOf(fn)]!;
    expect(role.Properties!.ManagedPolicyArns).toBeUndefined();
    const logGroup = (fn.Properties!.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    const [distributionId] = only(resourcesOf(site, 'AWS::CloudFront::Distribution'), 'distribution');
    const [storeId] = only(resourcesOf(site, 'AWS::CloudFront::KeyValueStore'), 'key value store');
    const expected: Statement[] = [
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [logGroup, 'Arn'] },
      },
      { Effect: 'Allow', Action: [...DYNAMODB_READ_ACTIONS].sort(), Resource: tableAndIndexes() },
      {
        Effect: 'Deny',
        Action: [...DYNAMODB_READ_ACTIONS].sort(),
        Resource: tableAndIndexes(),
        Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': PRIVATE_KEY_PATTERNS } },
      },
      {
        Effect: 'Allow',
        Action: ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
        Resource: tableArn(),
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['MOVED#*', 'PUBLISHING'] } },
      },
      {
        Effect: 'Allow',
        Action: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
        Resource: importOf(data, tableId(), 'StreamArn'),
      },
      { Effect: 'Allow', Action: 's3:GetObject', Resource: objects('*') },
      {
        Effect: 'Allow',
        Action: ['s3:DeleteObject', 's3:PutObject'],
        Resource: [objects('pages/*'), objects('robots.txt'), objects('sitemap.xml')],
      },
      {
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: siteBucketArn(),
        Condition: { StringLike: { 's3:prefix': 'pages/*' } },
      },
      {
        Effect: 'Allow',
        Action: 'cloudfront:CreateInvalidation',
        Resource: {
          'Fn::Join': [
            '',
            ['arn:aws:cloudfront::', { Ref: 'AWS::AccountId' }, ':distribution/', { Ref: distributionId }],
          ],
        },
      },
      {
        Effect: 'Allow',
        Action: [
          'cloudfront-keyvaluestore:DescribeKeyValueStore',
          'cloudfront-keyvaluestore:GetKey',
          'cloudfront-keyvaluestore:ListKeys',
          'cloudfront-keyvaluestore:UpdateKeys',
        ],
        Resource: { 'Fn::GetAtt': [storeId, 'Arn'] },
      },
      {
        Effect: 'Allow',
        Action: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
        Resource: { 'Fn::GetAtt': [queueId(), 'Arn'] },
      },
    ];
    expect(statementsOfRole(roleOf(fn)).map(sorted)).toEqual(expected.map(sorted));
  });

  it('runs the publisher handler on Node.js 22, arm64, with room and time for a render of everything, and few at once', () => {
    const [, fn] = publisherFunction();
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: 1024,
      Timeout: 900,
      ReservedConcurrentExecutions: 1,
    });
    const [distributionId] = only(resourcesOf(site, 'AWS::CloudFront::Distribution'), 'distribution');
    const [storeId] = only(resourcesOf(site, 'AWS::CloudFront::KeyValueStore'), 'key value store');
    const [siteBucketId] = only(resourcesOf(site, 'AWS::S3::Bucket'), 'site bucket');
    expect((fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables).toEqual({
      TABLE_NAME: importOf(data, tableId()),
      SITE_BUCKET: { Ref: siteBucketId },
      SITE_URL: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] },
      PAGES_KVS_ARN: { 'Fn::GetAtt': [storeId, 'Arn'] },
      DISTRIBUTION_ID: { Ref: distributionId },
      LOG_LEVEL: 'info',
      NODE_OPTIONS: '--enable-source-maps',
    });
    expect(site.Outputs!.PublisherFunctionName!.Value).toEqual({ Ref: publisherFunction()[0] });
  });

  it('bundles the publisher as one ES module that loads on Node and exports its handler', () => {
    const key = (publisherFunction()[1].Properties!.Code as { S3Key: string }).S3Key;
    const folder = join(synth.assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
    expect(readdirSync(folder)).toContain('index.mjs');
    const output = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        'const m = await import(process.argv[1]); console.log(typeof m.handler);',
        pathToFileURL(join(folder, 'index.mjs')).href,
      ],
      {
        env: {
          PATH: process.env.PATH,
          LOG_LEVEL: 'silent',
          AWS_REGION: 'ap-southeast-1',
          TABLE_NAME: 'unused',
          SITE_BUCKET: 'unused',
          SITE_URL: 'https://www.vongbiviet.vn',
        },
        encoding: 'utf8',
      },
    );
    expect(output.trim()).toBe('function');
    // It reads the API through the public entries and renders the public routes only: neither the back
    // office's rich-text editor nor the admin handlers and their sanitiser are in it.
    const { sources } = JSON.parse(readFileSync(join(folder, 'index.mjs.map'), 'utf8')) as { sources: string[] };
    const adminCode = sources.filter((source) =>
      /node_modules\/(jodit|jodit-react|sanitize-html)\/|functions\/(?!publish\/)[a-z-]+\/handler\.ts$/.test(source),
    );
    expect(adminCode).toEqual([]);
    expect(sources.some((source) => source.endsWith('functions/article/public.ts'))).toBe(true);
  });

  it('follows the table stream in batches, halving failing ones, with limited retries and age, failures to a dead-letter queue', () => {
    const [, mapping] = only(resourcesOf(site, 'AWS::Lambda::EventSourceMapping'), 'event source mapping');
    expect(mapping.Properties).toEqual({
      FunctionName: { Ref: publisherFunction()[0] },
      EventSourceArn: importOf(data, tableId(), 'StreamArn'),
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      MaximumBatchingWindowInSeconds: 5,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      MaximumRecordAgeInSeconds: 3600,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId(), 'Arn'] } } },
      FilterCriteria: { Filters: [{ Pattern: expect.any(String) }] },
      Tags: expect.any(Array),
    });
  });

  it('is woken only by items public pages show, never by sessions, rate limits, counters, paths or subscribers', () => {
    const [, mapping] = only(resourcesOf(site, 'AWS::Lambda::EventSourceMapping'), 'event source mapping');
    const [{ Pattern }] = (mapping.Properties!.FilterCriteria as { Filters: [{ Pattern: string }] }).Filters;
    const prefixes = (
      JSON.parse(Pattern) as { dynamodb: { Keys: { pk: { S: { prefix: string }[] } } } }
    ).dynamodb.Keys.pk.S.map((rule) => rule.prefix);
    expect(prefixes.sort()).toEqual(PAGE_ITEM_KINDS.map((kind) => `${kind}#`).sort());
    const passes = (pk: string) => prefixes.some((prefix) => pk.startsWith(prefix));
    // The local publisher lets through exactly what this pattern lets through.
    const passesLocally = (pk: string) => passesPageItemFilter({ dynamodb: { Keys: { pk: { S: pk } } } });
    for (const pk of ['ARTICLE#12', 'OUTER#5', 'INNER#9', 'BANNER#3', 'VIDEO#1', 'CONFIG#PHONE']) {
      expect(passes(pk), pk).toBe(true);
      expect(passesLocally(pk), pk).toBe(true);
    }
    for (const pk of [
      'SESSION#ab12',
      'LOGINLIMIT#user#ab',
      'SUB#khach@example.vn',
      'SUBLIMIT#ip#ab',
      'QUOTE#7',
      'QUOTEREPEAT#ab',
      'QUOTELIMIT#IP#ab',
      'COUNTER#ARTICLE',
      'PATH#ARTICLE#huong-dan',
      'SEARCH#INNER',
      'FILE#4',
    ]) {
      expect(passes(pk), pk).toBe(false);
      expect(passesLocally(pk), pk).toBe(false);
    }
  });

  it('keeps what it gave up on (stream batches and failed render-alls) 14 days in an encrypted, TLS-only queue, with an alarm', () => {
    const [, queue] = only(resourcesOf(site, 'AWS::SQS::Queue'), 'dead-letter queue');
    expect(queue.Properties).toMatchObject({ MessageRetentionPeriod: 1209600, SqsManagedSseEnabled: true });
    const [, policy] = only(resourcesOf(site, 'AWS::SQS::QueuePolicy'), 'queue policy');
    expect(JSON.stringify(policy.Properties)).toContain('"aws:SecureTransport":"false"');
    const [, invokeConfig] = only(
      resourcesOf(site, 'AWS::Lambda::EventInvokeConfig').filter(
        ([, config]) =>
          JSON.stringify(config.Properties!.FunctionName) === JSON.stringify({ Ref: publisherFunction()[0] }),
      ),
      'async invoke config',
    );
    expect(invokeConfig.Properties).toMatchObject({
      FunctionName: { Ref: publisherFunction()[0] },
      MaximumRetryAttempts: 1,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId(), 'Arn'] } } },
    });
    const [topicId] = only(resourcesOf(site, 'AWS::SNS::Topic'), 'alarm topic');
    const alarm = only(
      resourcesOf(site, 'AWS::CloudWatch::Alarm').filter(
        ([, a]) =>
          a.Properties!.Namespace === 'AWS/SQS' && a.Properties!.MetricName === 'ApproximateNumberOfMessagesVisible',
      ),
      'dead-letter alarm',
    )[1];
    expect(alarm.Properties).toMatchObject({
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId(), 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: topicId }],
    });
  });

  it('renders everything after the shell is uploaded, again whenever its bundle, the build or the domain changes', () => {
    const [, renderAll] = only(resourcesOf(site, 'Custom::AWS'), 'render-all custom resource');
    const [shellId] = only(
      resourcesOf(site, 'Custom::CDKBucketDeployment').filter(([, d]) => d.Properties!.Include === undefined),
      'shell deployment',
    );
    expect(renderAll.DependsOn).toContain(shellId);
    const call = (renderAll.Properties!.Create as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
    expect(call[1]).toEqual({ Ref: publisherFunction()[0] });
    const text = call.map((part) => (typeof part === 'string' ? part : '<function>')).join('');
    const parsed = JSON.parse(text) as {
      service: string;
      action: string;
      parameters: Record<string, string>;
      physicalResourceId: { id: string };
    };
    expect(parsed).toMatchObject({
      service: 'Lambda',
      action: 'invoke',
      parameters: { FunctionName: '<function>', InvocationType: 'Event', Payload: '{"renderAll":true}' },
      outputPaths: ['StatusCode'],
    });
    // The bundle's asset hash is in the id, so a new bundle is an update, which invokes again.
    const bundleHash = (publisherFunction()[1].Properties!.Code as { S3Key: string }).S3Key.slice(0, 16);
    expect(parsed.physicalResourceId.id).toMatch(new RegExp(`^render-all:${bundleHash}:[0-9a-f]{16}:$`));
    expect(renderAll.Properties!.Update).toEqual(renderAll.Properties!.Create);
    // The custom resource may invoke the publisher and nothing else.
    const policies = resourcesOf(site, 'AWS::IAM::Policy').filter(([id]) => id.startsWith('PublisherRenderAll'));
    expect(only(policies, 'render-all policy')[1].Properties!.PolicyDocument).toEqual({
      Version: '2012-10-17',
      Statement: [
        {
          Action: 'lambda:InvokeFunction',
          Effect: 'Allow',
          Resource: { 'Fn::GetAtt': [publisherFunction()[0], 'Arn'] },
        },
      ],
    });
  });
});

describe('frontend deployment and outputs', () => {
  it('uploads the build with BucketDeployment: fingerprinted assets immutable and kept, the rest revalidated and invalidated', () => {
    const all = resourcesOf(site, 'Custom::CDKBucketDeployment');
    const deployments = all.map(([, d]) => d.Properties!);
    expect(deployments).toHaveLength(2);
    const assets = only(
      deployments.filter((d) => JSON.stringify(d.Include) === '["assets/*"]'),
      'assets deployment',
    );
    expect(assets).toMatchObject({
      Exclude: ['*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    const shell = only(
      deployments.filter((d) => d.Include === undefined),
      'shell deployment',
    );
    const [distributionId] = only(resourcesOf(site, 'AWS::CloudFront::Distribution'), 'distribution');
    expect(shell).toMatchObject({
      // The publisher's keys are neither uploaded nor pruned (the fixture build has no robots.txt of its own).
      Exclude: ['assets/*', 'pages/*', 'sitemap.xml', 'robots.txt'],
      Prune: true,
      SystemMetadata: { 'cache-control': 'public, max-age=0, must-revalidate' },
      DistributionId: { Ref: distributionId },
      DistributionPaths: ['/*'],
    });
    // The new shell goes up only after the assets it points at.
    const [assetsId] = only(
      all.filter(([, d]) => d.Properties!.Include !== undefined),
      'assets',
    );
    const [, shellResource] = only(
      all.filter(([, d]) => d.Properties!.Include === undefined),
      'shell',
    );
    expect(shellResource.DependsOn).toContain(assetsId);
  });

  it('outputs the site URL, the distribution id and the admin credentials parameter', () => {
    const [distributionId] = only(resourcesOf(site, 'AWS::CloudFront::Distribution'), 'distribution');
    expect(site.Outputs!.SiteUrl!.Value).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
    });
    expect(site.Outputs!.DistributionId!.Value).toEqual({ Ref: distributionId });
    expect(site.Outputs!.AdminCredentialsParameter!.Value).toBe('/Vongbi/admin-credentials');
  });
});

// ---- the daily sweep of unused uploads ----

describe('certificate-notices (the daily round of certificates)', () => {
  const listIndexArn = () => ({
    'Fn::Join': ['', [tableArn(), `/index/${mainTable.globalSecondaryIndexes[0].indexName}`]],
  });
  const childrenIndexArn = () => ({
    'Fn::Join': ['', [tableArn(), `/index/${mainTable.globalSecondaryIndexes[1].indexName}`]],
  });

  it('reads only the certificates and OWNER_EMAIL, updates only certificates, sends only from the sender', () => {
    const [, fn] = certificateNoticesFunction();
    const role = site.Resources[roleOf(fn)]!;
    expect(role.Properties!.ManagedPolicyArns).toBeUndefined();
    const logGroup = (fn.Properties!.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    const sorted = (statement: Statement): Statement => ({
      ...statement,
      Action: Array.isArray(statement.Action) ? [...statement.Action].sort() : statement.Action,
    });
    expect(statementsOfRole(roleOf(fn)).map(sorted)).toEqual(
      [
        {
          Effect: 'Allow',
          Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          Resource: { 'Fn::GetAtt': [logGroup, 'Arn'] },
        },
        {
          Effect: 'Allow',
          Action: [...DYNAMODB_READ_ACTIONS],
          Resource: [tableArn(), listIndexArn(), childrenIndexArn()],
          Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['CERT', 'CONFIG#OWNER_EMAIL'] } },
        },
        {
          Effect: 'Deny',
          Action: [...DYNAMODB_READ_ACTIONS],
          Resource: [tableArn(), listIndexArn(), childrenIndexArn()],
          Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': PRIVATE_KEY_PATTERNS } },
        },
        {
          Effect: 'Allow',
          Action: 'dynamodb:UpdateItem',
          Resource: tableArn(),
          Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['CERT#*'] } },
        },
        {
          Effect: 'Allow',
          Action: 'ses:SendEmail',
          Resource: [TEST_MAIL_SENDER, TEST_MAIL_SENDER.split('@')[1]!].map((identity) => ({
            'Fn::Join': ['', ['arn:aws:ses:ap-southeast-1:', { Ref: 'AWS::AccountId' }, `:identity/${identity}`]],
          })),
          Condition: { StringEquals: { 'ses:FromAddress': TEST_MAIL_SENDER } },
        },
      ].map(sorted),
    );
  });

  it('runs daily at 00:05 in Vietnam (17:05 UTC) from an EventBridge rule, retried, one at a time, adding no alarm', () => {
    const [fnId, fn] = certificateNoticesFunction();
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Timeout: 60,
      ReservedConcurrentExecutions: 1,
    });
    expect((fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables).toEqual({
      TABLE_NAME: importOf(data, only(resourcesOf(data, 'AWS::DynamoDB::Table'), 'table')[0]),
      SITE_URL: expect.anything(),
      MAIL_SENDER: TEST_MAIL_SENDER,
      LOG_LEVEL: 'info',
      NODE_OPTIONS: '--enable-source-maps',
    });
    expect(site.Outputs!.CertificateNoticesFunctionName!.Value).toEqual({ Ref: fnId });
    const [ruleId, rule] = scheduleOf(fnId);
    expect(rule.Properties).toMatchObject({
      ScheduleExpression: 'cron(5 17 * * ? *)',
      State: 'ENABLED',
      Targets: [
        {
          Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 6 * 3600 },
        },
      ],
    });
    expect(eventBridgePermissionOf(fnId).Properties).toMatchObject({
      Action: 'lambda:InvokeFunction',
      SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
    });
    // Its failures are the account-wide LambdaErrors, its unsent e-mails MailFailures: no alarm names it.
    expect(JSON.stringify(resourcesOf(site, 'AWS::CloudWatch::Alarm'))).not.toContain(fnId);
  });
});

describe('unused-files sweep (uploads nothing uses)', () => {
  const filesBucketArn = { 'Fn::ImportValue': 'Vongbi-Data-FilesBucketArn' };
  const listIndexArn = () => ({
    'Fn::Join': ['', [tableArn(), `/index/${mainTable.globalSecondaryIndexes[0].indexName}`]],
  });
  const childrenIndexArn = () => ({
    'Fn::Join': ['', [tableArn(), `/index/${mainTable.globalSecondaryIndexes[1].indexName}`]],
  });

  it('reads only the records that may use uploads and the file records, deletes only file records, writes only its count, lists and deletes only uploads', () => {
    const [, fn] = sweepFunction();
    const role = site.Resources[roleOf(fn)]!;
    expect(role.Properties!.ManagedPolicyArns).toBeUndefined();
    const logGroup = (fn.Properties!.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    const sorted = (statement: Statement): Statement => ({
      ...statement,
      Action: Array.isArray(statement.Action) ? [...statement.Action].sort() : statement.Action,
    });
    expect(statementsOfRole(roleOf(fn)).map(sorted)).toEqual(
      [
        {
          Effect: 'Allow',
          Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          Resource: { 'Fn::GetAtt': [logGroup, 'Arn'] },
        },
        {
          Effect: 'Allow',
          Action: [...DYNAMODB_READ_ACTIONS],
          Resource: [tableArn(), listIndexArn(), childrenIndexArn()],
          Condition: {
            'ForAllValues:StringLike': {
              'dynamodb:LeadingKeys': [
                'ARTICLE#TYPE#*',
                'OUTER#TYPE#*',
                'INNER#ALL',
                'BANNER',
                'VIDEO',
                'CERT',
                'CONFIG',
                'REVFILES',
                'COUNTER#FILE',
                'FILE#*',
              ],
            },
          },
        },
        {
          Effect: 'Deny',
          Action: [...DYNAMODB_READ_ACTIONS],
          Resource: [tableArn(), listIndexArn(), childrenIndexArn()],
          Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': PRIVATE_KEY_PATTERNS } },
        },
        {
          Effect: 'Allow',
          Action: ['dynamodb:DeleteItem', 'dynamodb:PutItem'],
          Resource: tableArn(),
          Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['FILE#*', 'FILEUSAGE'] } },
        },
        {
          Effect: 'Allow',
          Action: 's3:ListBucket',
          Resource: filesBucketArn,
          Condition: { StringLike: { 's3:prefix': 'files/*' } },
        },
        {
          Effect: 'Allow',
          Action: 's3:DeleteObject',
          Resource: { 'Fn::Join': ['', [filesBucketArn, '/files/*']] },
        },
      ].map(sorted),
    );
  });

  it('runs daily at 03:00 in Vietnam (20:00 UTC) from an EventBridge rule, retried, one at a time', () => {
    const [fnId, fn] = sweepFunction();
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Timeout: 300,
      ReservedConcurrentExecutions: 1,
    });
    expect((fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables).toEqual({
      TABLE_NAME: importOf(data, only(resourcesOf(data, 'AWS::DynamoDB::Table'), 'table')[0]),
      FILES_BUCKET: expect.anything(),
      LOG_LEVEL: 'info',
      NODE_OPTIONS: '--enable-source-maps',
    });
    expect(site.Outputs!.UnusedFilesFunctionName!.Value).toEqual({ Ref: fnId });
    const [ruleId, rule] = scheduleOf(fnId);
    expect(rule.Properties).toMatchObject({
      ScheduleExpression: 'cron(0 20 * * ? *)',
      State: 'ENABLED',
      Targets: [
        {
          Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 6 * 3600 },
        },
      ],
    });
    expect(eventBridgePermissionOf(fnId).Properties).toMatchObject({
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
    });
  });

  it('bundles the sweep as one ES module that loads on Node and exports its handler', () => {
    const key = (sweepFunction()[1].Properties!.Code as { S3Key: string }).S3Key;
    const folder = join(synth.assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
    expect(readdirSync(folder).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    const output = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        'const m = await import(process.argv[1]); console.log(typeof m.handler);',
        pathToFileURL(join(folder, 'index.mjs')).href,
      ],
      { env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', AWS_REGION: 'ap-southeast-1' }, encoding: 'utf8' },
    );
    expect(output.trim()).toBe('function');
  });
});

// ---- with an own domain ----

describe('with an own domain (domainName + certificateArn)', () => {
  let withDomain: Synthesis;
  beforeAll(() => {
    withDomain = synthesizeWithDomain();
    console.info(
      `infra synth (own domain): construct ${withDomain.millis.construct} ms, synth ${withDomain.millis.synth} ms`,
    );
  });

  it('lets the files bucket take the import screen’s PUT from the own domain alone', () => {
    const [, files] = only(
      resourcesOf(withDomain.dataJson, 'AWS::S3::Bucket').filter(
        ([, b]) => b.Properties!.VersioningConfiguration !== undefined,
      ),
      'files bucket',
    );
    expect(files.Properties!.CorsConfiguration).toMatchObject({
      CorsRules: [{ AllowedMethods: ['PUT'], AllowedOrigins: ['https://www.vongbiviet.vn'] }],
    });
  });

  it('serves the domain with its certificate and TLS 1.2 at least, and says so in the site URL', () => {
    const template = withDomain.siteJson;
    const [distributionId, distribution] = only(resourcesOf(template, 'AWS::CloudFront::Distribution'), 'dist');
    expect(distribution.Properties!.DistributionConfig).toMatchObject({
      Aliases: ['www.vongbiviet.vn'],
      ViewerCertificate: {
        AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
    });
    expect(distributionId).toBeDefined();
    expect(template.Outputs!.SiteUrl!.Value).toBe('https://www.vongbiviet.vn');
    expect(withDomain.assembly.stacks.map((stack) => [stack.stackName, stack.environment.region]).sort()).toEqual([
      ['Vongbi-Data', 'ap-southeast-1'],
      ['Vongbi-Edge', 'us-east-1'],
      ['Vongbi-Site', 'ap-southeast-1'],
    ]);
  });

  it('gives the publisher that origin for canonical and Open Graph URLs', () => {
    const [, publisher] = only(
      resourcesOf(withDomain.siteJson, 'AWS::Lambda::Function').filter(([, fn]) =>
        String(fn.Properties!.Description ?? '').startsWith('publisher:'),
      ),
      'publisher',
    );
    expect((publisher.Properties!.Environment as { Variables: Record<string, unknown> }).Variables.SITE_URL).toBe(
      'https://www.vongbiviet.vn',
    );
  });

  it('accepts writes from exactly that origin', () => {
    const fns = resourcesOf(withDomain.siteJson, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties!.Description ?? '').endsWith('routes'),
    );
    expect(fns.length).toBeGreaterThan(0);
    for (const [id, fn] of fns) {
      expect((fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables.SITE_ORIGINS, id).toBe(
        'https://www.vongbiviet.vn',
      );
    }
  });

  it('makes CloudFront and every function re-read the origin secret when the rotation marker changes', () => {
    const [, distribution] = only(resourcesOf(withDomain.siteJson, 'AWS::CloudFront::Distribution'), 'dist');
    expect((distribution.Properties!.DistributionConfig as { Comment: string }).Comment).toContain('202611010930');
    const fns = resourcesOf(withDomain.siteJson, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties!.Description ?? '').endsWith('routes'),
    );
    for (const [id, fn] of fns) {
      const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.ORIGIN_VERIFY_ROTATION, id).toBe('202611010930');
    }
  });

  it('needs no CFR4 acknowledgement and leaves no finding open', () => {
    expect(withDomain.report.pluginReports.flatMap((plugin) => plugin.violations)).toEqual([]);
    const cfr4 = withDomain.app.site.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === 'aws:cdk:acknowledged-rules')
      .flatMap((entry) => Object.keys(entry.data as object))
      .filter((id) => id.includes('CFR4'));
    expect(cfr4).toEqual([]);
  });
});

// ---- monitoring ----

describe('monitoring: alarms, topic, budget, dashboard', () => {
  const alarms = (): (Record<string, unknown> & { id: string })[] =>
    resourcesOf(site, 'AWS::CloudWatch::Alarm').map(([id, alarm]) => ({ id, ...alarm.Properties! }));
  const [topicId] = (() => {
    let id: string | undefined;
    return [() => (id ??= only(resourcesOf(site, 'AWS::SNS::Topic'), 'alarm topic')[0])];
  })();
  const alarmOn = (namespace: string, metricName: string, dimensions?: unknown) =>
    alarms().filter(
      (alarm) =>
        alarm.Namespace === namespace &&
        alarm.MetricName === metricName &&
        (dimensions === undefined || JSON.stringify(alarm.Dimensions) === JSON.stringify(dimensions)),
    );
  const mathAlarmOn = (metricName: string) =>
    alarms().filter((alarm) =>
      ((alarm.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[] | undefined) ?? []).some(
        (metric) => metric.MetricStat?.Metric.MetricName === metricName,
      ),
    );

  it('sends every alarm to one topic, TLS only, with the environment’s e-mail address subscribed', () => {
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions, alarm.id).toEqual([{ Ref: topicId() }]);
      expect(alarm.TreatMissingData, alarm.id).toBe('notBreaching');
      expect(String(alarm.AlarmDescription).length, alarm.id).toBeGreaterThan(20);
    }
    const [, subscription] = only(resourcesOf(site, 'AWS::SNS::Subscription'), 'subscription');
    expect(subscription.Properties).toEqual({
      Protocol: 'email',
      Endpoint: TEST_ALARM_EMAIL,
      TopicArn: { Ref: topicId() },
    });
    const [, policy] = only(resourcesOf(site, 'AWS::SNS::TopicPolicy'), 'topic policy');
    expect(JSON.stringify(policy.Properties)).toContain('"aws:SecureTransport":"false"');
  });

  it('alarms on API 5xx and on a request flood past the CDN cache', () => {
    const [apiId] = only(resourcesOf(site, 'AWS::ApiGatewayV2::Api'), 'http api');
    const serverErrors = only(alarmOn('AWS/ApiGateway', '5xx', [{ Name: 'ApiId', Value: { Ref: apiId } }]), '5xx');
    expect(serverErrors).toMatchObject({ Statistic: 'Sum', Period: 300, Threshold: 5 });
    const flood = only(alarmOn('AWS/ApiGateway', 'Count', [{ Name: 'ApiId', Value: { Ref: apiId } }]), 'flood');
    // Below the stage throttle (200 r/s for 300 s = 60,000), so it fires before requests start failing.
    expect(flood.Threshold as number).toBeLessThan(60_000);
  });

  it('alarms on any function failing or throttled with the account-level Lambda metrics, one metric each', () => {
    const errors = only(alarmOn('AWS/Lambda', 'Errors'), 'function errors');
    expect(errors).toMatchObject({ Statistic: 'Sum', Period: 300, Threshold: 1, EvaluationPeriods: 1 });
    expect(errors.Dimensions).toBeUndefined();
    const throttles = only(alarmOn('AWS/Lambda', 'Throttles'), 'throttles');
    expect(throttles).toMatchObject({ Statistic: 'Sum', Period: 300, Threshold: 1 });
    expect(throttles.Dimensions).toBeUndefined();
    // No alarm per function any more: the dashboards say which function it was.
    expect(alarms().filter((alarm) => JSON.stringify(alarm).includes('FunctionName'))).toEqual([]);
  });

  it('alarms on the API’s p99 latency at 80 % of a function’s default timeout, two periods running', () => {
    const [apiId] = only(resourcesOf(site, 'AWS::ApiGatewayV2::Api'), 'http api');
    const latency = only(alarmOn('AWS/ApiGateway', 'Latency', [{ Name: 'ApiId', Value: { Ref: apiId } }]), 'latency');
    const [, anApiFunction] = functionFor('article', 'public');
    expect(latency).toMatchObject({
      ExtendedStatistic: 'p99',
      Period: 300,
      EvaluationPeriods: 2,
      Threshold: (anApiFunction.Properties!.Timeout as number) * 1000 * 0.8,
    });
  });

  it('alarms on the table’s throttled reads and writes, from two metrics of the table itself', () => {
    const alarm = only(mathAlarmOn('ReadThrottleEvents'), 'table throttles');
    const metrics = (
      alarm.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions: { Name: string }[] } } }[]
    ).filter((metric) => metric.MetricStat);
    expect(metrics.map((metric) => metric.MetricStat!.Metric.MetricName).sort()).toEqual([
      'ReadThrottleEvents',
      'WriteThrottleEvents',
    ]);
    for (const metric of metrics)
      expect(metric.MetricStat!.Metric.Dimensions.map((d) => d.Name)).toEqual(['TableName']);
    expect(alarm.Threshold).toBe(1);
  });

  it('keeps the billed alarm metrics of both stacks within the free 10 (a math alarm counts each metric it reads)', () => {
    const all = [
      ...resourcesOf(site, 'AWS::CloudWatch::Alarm'),
      ...resourcesOf(synth.edgeJson, 'AWS::CloudWatch::Alarm'),
    ];
    const billed = all.map(([id, alarm]) => {
      const metrics = alarm.Properties!.Metrics as { MetricStat?: unknown }[] | undefined;
      return { id, count: metrics ? metrics.filter((metric) => metric.MetricStat).length : 1 };
    });
    expect(billed.every(({ count }) => count >= 1)).toBe(true);
    expect(
      billed.reduce((sum, { count }) => sum + count, 0),
      JSON.stringify(billed),
    ).toBeLessThanOrEqual(10);
  });

  it('names in the operator guide exactly the alarms the stacks make, and an alarm that exists for each failure the old ones caught', () => {
    const guide = readFileSync(join(repoRoot, 'infra-cdk', 'README.md'), 'utf8');
    const tableAfter = (header: string): string[][] => {
      const start = guide.indexOf(header);
      expect(start, header).toBeGreaterThan(-1);
      const lines = guide
        .slice(start)
        .split('\n')
        .map((line) => line.trim());
      const rows = lines.slice(
        2,
        lines.findIndex((line) => !line.startsWith('|')),
      );
      expect(rows.length, header).toBeGreaterThan(0);
      return rows.map((row) => row.split(/(?<!\\)\|/).slice(1, -1));
    };
    const namesIn = (cell: string) => [...cell.matchAll(/`([A-Za-z0-9]+)`/g)].map((match) => match[1]!);
    // The construct id (`<name>Alarm`, then CDK's hash), as the guide names it.
    const made = [
      ...resourcesOf(site, 'AWS::CloudWatch::Alarm'),
      ...resourcesOf(synth.edgeJson, 'AWS::CloudWatch::Alarm'),
    ].map(([id]) => id.replace(/Alarm[0-9A-F]{8}$/, ''));

    const listed = tableAfter('| alarm | fires when |').flatMap(([alarm]) => namesIn(alarm!));
    expect(listed.sort()).toEqual([...made].sort());

    const failures = tableAfter('| failure an old alarm caught |');
    for (const [failure, , now] of failures) {
      const names = namesIn(now!);
      expect(names.length, failure).toBeGreaterThan(0);
      for (const name of names) expect(made, `${failure} → ${name}`).toContain(name);
    }
  });

  it('alarms on the CloudFront 5xx rate in us-east-1, where CloudFront’s metrics are, with its own topic to the same address', () => {
    const edge = synth.edgeJson;
    const [, alarm] = only(resourcesOf(edge, 'AWS::CloudWatch::Alarm'), 'edge alarm');
    const [edgeTopicId] = only(resourcesOf(edge, 'AWS::SNS::Topic'), 'edge topic');
    expect(alarm.Properties).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Statistic: 'Average',
      Threshold: 5,
      EvaluationPeriods: 2,
      AlarmActions: [{ Ref: edgeTopicId }],
    });
    const dimensions = alarm.Properties!.Dimensions as { Name: string; Value: unknown }[];
    expect(dimensions.find((d) => d.Name === 'Region')?.Value).toBe('Global');
    // The distribution id arrives from the site stack's region through CDK's cross-region reference.
    expect(JSON.stringify(dimensions.find((d) => d.Name === 'DistributionId')?.Value)).toContain('ExportsReader');
    expect(only(resourcesOf(edge, 'AWS::SNS::Subscription'), 'edge subscription')[1].Properties).toMatchObject({
      Protocol: 'email',
      Endpoint: TEST_ALARM_EMAIL,
    });
  });

  it('alarms on e-mails that were not sent, counted from the quote functions’ and the certificates’ round’s logs into one metric', () => {
    const logGroupOf = ([, fn]: [string, CfnResource]) =>
      (fn.Properties!.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    const filters = resourcesOf(site, 'AWS::Logs::MetricFilter').map(([, filter]) => filter.Properties);
    expect(filters).toEqual(
      [
        functionFor('quote-request', 'public'),
        functionFor('quote-request', 'admin'),
        functionFor('buyer-quotes', 'public'),
        certificateNoticesFunction(),
      ].map((fn) => ({
        LogGroupName: { Ref: logGroupOf(fn) },
        FilterPattern: '{ $.message = "e-mail not sent" }',
        MetricTransformations: [{ MetricNamespace: 'Vongbi', MetricName: 'MailFailures', MetricValue: '1' }],
      })),
    );
    expect(only(alarmOn('Vongbi', 'MailFailures'), 'mail failures')).toMatchObject({
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('sets a monthly cost budget from the environment, mailing at 80 % actual and 100 % forecast', () => {
    const [, budget] = only(resourcesOf(site, 'AWS::Budgets::Budget'), 'budget');
    expect(budget.Properties).toMatchObject({
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: TEST_MONTHLY_BUDGET, Unit: 'USD' } },
      NotificationsWithSubscribers: [
        {
          Notification: { NotificationType: 'ACTUAL', Threshold: 80, ThresholdType: 'PERCENTAGE' },
          Subscribers: [{ SubscriptionType: 'EMAIL', Address: TEST_ALARM_EMAIL }],
        },
        {
          Notification: { NotificationType: 'FORECASTED', Threshold: 100, ThresholdType: 'PERCENTAGE' },
          Subscribers: [{ SubscriptionType: 'EMAIL', Address: TEST_ALARM_EMAIL }],
        },
      ],
    });
  });

  it('draws two dashboards within the free 50 metrics each: API, CloudFront (from us-east-1), table, every alarm’s state, and every function', () => {
    const dashboards = resourcesOf(site, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(2);
    const bodyOf = (name: string) =>
      JSON.stringify(
        only(
          dashboards.filter(([, d]) => d.Properties!.DashboardName === name),
          name,
        )[1].Properties!.DashboardBody,
      );
    const body = bodyOf('Vongbi-site');
    const functionsBody = bodyOf('Vongbi-functions');
    for (const text of ['API requests and errors', 'CloudFront 5xx rate', 'Function duration']) {
      expect(body).toContain(text);
    }
    expect(functionsBody).toContain('DynamoDB system errors');
    expect(body).toContain('5xxErrorRate');
    expect(body).toMatch(/\\"region\\":\\"us-east-1\\"/);
    // The alarm-status widget lists every alarm of the stack.
    for (const alarm of alarms()) expect(body, alarm.id).toContain(`"Fn::GetAtt":["${alarm.id}","Arn"]`);
    // Which function failed: every function of the stack is in the errors and the duration graphs.
    for (const [id] of resourcesOf(site, 'AWS::Lambda::Function').filter(([, fn]) => fn.Properties!.Description)) {
      expect(functionsBody, id).toContain(`{"Ref":"${id}"}`);
      expect(body, id).toContain(`{"Ref":"${id}"}`);
    }
    // Each metric is an array that opens with its namespace.
    const metricCount = (text: string) => text.match(/\[\\"(AWS\/[A-Za-z]+|Vongbi)\\"/g)?.length ?? 0;
    expect(metricCount(body)).toBeGreaterThan(29);
    expect(metricCount(body)).toBeLessThanOrEqual(50);
    expect(metricCount(functionsBody)).toBeGreaterThan(29);
    expect(metricCount(functionsBody)).toBeLessThanOrEqual(50);
  });
});
