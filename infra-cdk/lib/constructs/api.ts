import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { routeKey, routes, type HttpMethod, type ResourceName, type RouteDef } from '@vongbi/functions/routes';
import { adminCredentialsParameterName, type AppConfig } from '../config';
import {
  DYNAMODB_WRITE_ACTIONS,
  EXPORT_FILES_PATTERN,
  FILES_KEY_PATTERN,
  IMPORT_FILES_PATTERN,
  QUOTE_REPLY_FILES_PATTERN,
  keyPattern,
  readKeyPatterns,
  tableReadStatements,
  tableWriteStatement,
} from '../grants';
import { ResourceFunction, type FunctionAccess } from './resource-function';

// The HTTP API, built from the route table: one route per row, each backed by its resource's public or
// admin function. Each runs the entry the route table names for its routes (`routeEntry`: the resource's
// public.ts for public routes where it has one, its handler.ts otherwise) with grants for those routes only.

const WRITE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'DELETE']);

/** What a resource's code needs beyond the table. Everything not listed here it does not get. */
interface ResourceNeeds {
  /** Reads the admin credentials (login; staff, whose accounts may not take the parameter's user name). */
  readonly adminCredentials?: boolean;
  /** Stores uploaded images under `files/` (PutObject) and takes one back when its record fails (DeleteObject). */
  readonly filesWrite?: boolean;
  /**
   * Signs the upload of a catalogue import's file under `imports/` (PutObject) and reads it back (GetObject: its
   * size and content), writes exports under `exports/` and signs their download (PutObject, GetObject), and hands
   * an import's job to the import worker (lambda:InvokeFunction on that function alone).
   */
  readonly startsImports?: boolean;
  /** Signs the download of a báo giá's PDF under `quote-replies/` (GetObject: a signed URL can do no more than its signer). */
  readonly readsQuotePdfs?: boolean;
  /**
   * Keeps each báo giá's PDF under `quote-replies/` (PutObject; DeleteObject of one whose number another reply took
   * first), reads it back to e-mail it again (GetObject) and signs its download: the admin function only.
   */
  readonly keepsQuoteReplies?: boolean;
  readonly memorySize?: number;
  readonly timeout?: Duration;
}

export const RESOURCE_NEEDS: Partial<Record<ResourceName, ResourceNeeds>> = {
  // scrypt (N=2^15, r=8) is CPU-bound and needs 32 MiB; Lambda's CPU share grows with memory.
  auth: { adminCredentials: true, memorySize: 1024 },
  staff: { adminCredentials: true, memorySize: 1024 },
  // Up to 4 MiB images arrive base64-encoded in the event.
  file: { filesWrite: true, memorySize: 1024, timeout: Duration.seconds(20) },
  // A 10 MiB spreadsheet is read from the bucket (rows counted) before the answer; an export is written there.
  catalogue: { startsImports: true, memorySize: 1024, timeout: Duration.seconds(29) },
  // Renders a page as the publisher does (CPU-bound; its template is granted in site-stack.ts).
  preview: { memorySize: 1024, timeout: Duration.seconds(20) },
  // A buyer's own requests: the PDF of a báo giá they received.
  'buyer-quotes': { readsQuotePdfs: true },
  'quote-request': { keepsQuoteReplies: true },
};

/** Which function serves a route: admin routes the admin one, public routes the public one. */
export const functionKey = (route: Pick<RouteDef, 'resource' | 'access'>): string =>
  `${route.resource}:${route.access}`;

/** `article` + `admin` → `ArticleAdmin`: stable construct ids, hence stable logical ids. */
const constructId = (resource: ResourceName, access: FunctionAccess): string =>
  [...resource.split('-'), access].map((part) => part[0]!.toUpperCase() + part.slice(1)).join('');

/** `GET /api/Article/{id}` → `GetApiArticleId`. */
const routeId = (route: RouteDef): string =>
  routeKey(route)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1).toLowerCase())
    .join('');

export interface ApiProps {
  readonly config: AppConfig;
  readonly table: dynamodb.ITable;
  readonly filesBucket: s3.IBucket;
  /** Export name of the files bucket's ARN, as cdk-nag names the resource in its findings. */
  readonly filesBucketArnExportName: string;
  /** The catalogue import's worker, which the import route's function invokes. */
  readonly importWorker: lambda.IFunction;
  /** Environment every function gets (table, origin check, site origins…). */
  readonly environment: Record<string, string>;
}

/**
 * The SES identities a sender may send as: its own address and its domain, whichever of the two the operator
 * verified (SES authorises a send against the identity it uses).
 */
export const mailSenderIdentities = (sender: string): string[] => [sender, sender.slice(sender.indexOf('@') + 1)];

export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  /** Keyed by `functionKey()`. */
  readonly functions = new Map<string, ResourceFunction>();
  /** The functions of routes that e-mail staff (`sendsMail`), whose failed e-mails are alarmed on. */
  readonly mailingFunctions: ResourceFunction[] = [];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config } = props;

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Site API; reached only through CloudFront (see origin-verify.ts)',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: config.logRetentionDays });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // Far above a distributor's site traffic, low enough to cap the bill of a flood that gets past CloudFront.
      throttle: { rateLimit: 200, burstLimit: 400 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
      },
    });

    const resources = [...new Set(routes.map((route) => route.resource))];
    for (const resource of resources) {
      const own: readonly RouteDef[] = routes.filter((route) => route.resource === resource);
      const needs = RESOURCE_NEEDS[resource] ?? {};
      for (const access of ['public', 'admin'] as const) {
        const served = own.filter((route) => route.access === access);
        if (served.length === 0) continue;
        const sendsMail = served.some((route) => route.sendsMail);

        const fn = new ResourceFunction(this, constructId(resource, access), {
          resource,
          access,
          functionsDir: config.functionsDir,
          logRetention: config.logRetentionDays,
          memorySize: needs.memorySize,
          timeout: needs.timeout,
          environment: {
            ...props.environment,
            ...(needs.adminCredentials ? { ADMIN_CREDENTIALS_PARAMETER: adminCredentialsParameterName(config) } : {}),
            ...(needs.filesWrite ||
            needs.startsImports ||
            needs.readsQuotePdfs ||
            (needs.keepsQuoteReplies && access === 'admin')
              ? { FILES_BUCKET: props.filesBucket.bucketName }
              : {}),
            ...(needs.startsImports ? { IMPORT_FUNCTION_NAME: props.importWorker.functionName } : {}),
            ...(sendsMail && config.mailSender ? { MAIL_SENDER: config.mailSender } : {}),
          },
        });
        this.functions.set(functionKey({ resource, access }), fn);
        if (sendsMail) this.mailingFunctions.push(fn);
        this.grant(fn, served, props);

        const integration = new HttpLambdaIntegration(`${constructId(resource, access)}Integration`, fn.function, {
          payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
        });
        for (const route of served) {
          const apiRoute = new apigwv2.HttpRoute(this, routeId(route), {
            httpApi: this.httpApi,
            routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
            integration,
          });
          Validations.of(apiRoute).acknowledge({
            id: 'AwsSolutions::AwsSolutions-APIG4',
            reason:
              route.access === 'public'
                ? `${routeKey(route)} is public by the API contract (visitors read the site without signing in); ` +
                  'only CloudFront may call it (origin-verify header), and its function has no write grant beyond ' +
                  'its own key prefixes.'
                : `${routeKey(route)} is an admin route: the handler's requireAdmin middleware checks the ` +
                  'server-side session in DynamoDB before parsing or writing anything. An API Gateway authorizer ' +
                  'would repeat that lookup on every call.',
          });
        }
      }
    }
  }

  /**
   * Least privilege per function: reads on the table and its indexes limited to the partition keys its routes
   * declare (readsKeys, readsPrivateKeys; for a Query on an index, the index's partition key); item writes for
   * admin functions whose routes write; for public routes that write (login, logout, subscribe) item writes
   * limited to the partition-key prefixes the route table names (dynamodb:LeadingKeys).
   */
  private grant(fn: ResourceFunction, served: readonly RouteDef[], props: ApiProps): void {
    const { table } = props;
    const policy = fn.role;
    // Private keys (subscriber e-mail addresses) only for the functions whose routes declare them.
    for (const statement of tableReadStatements(table, readKeyPatterns(served))) policy.addToPrincipalPolicy(statement);

    const access = served[0]!.access;
    if (access === 'admin' && served.some((route) => WRITE_METHODS.has(route.method))) {
      policy.addToPrincipalPolicy(tableWriteStatement(table, DYNAMODB_WRITE_ACTIONS, 'any'));
    }
    const prefixes = [...new Set(served.flatMap((route) => route.writesKeys ?? []))];
    if (access === 'public' && prefixes.length > 0) {
      policy.addToPrincipalPolicy(tableWriteStatement(table, DYNAMODB_WRITE_ACTIONS, prefixes.map(keyPattern)));
    }

    // E-mail only from the configured sender: its identities, and the From address checked as well.
    const sender = props.config.mailSender;
    if (sender && served.some((route) => route.sendsMail)) {
      policy.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: mailSenderIdentities(sender).map((identity) =>
            Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
          ),
          conditions: { StringEquals: { 'ses:FromAddress': sender } },
        }),
      );
    }

    const needs = RESOURCE_NEEDS[served[0]!.resource] ?? {};
    if (needs.adminCredentials) {
      // A SecureString under the AWS-managed key aws/ssm, whose key policy lets any principal of the account
      // decrypt through SSM: this one parameter's GetParameter is the whole grant.
      policy.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['ssm:GetParameter'],
          resources: [
            Stack.of(this).formatArn({
              service: 'ssm',
              resource: 'parameter',
              resourceName: adminCredentialsParameterName(props.config).slice(1),
            }),
          ],
        }),
      );
    }
    if (needs.startsImports && access === 'admin') {
      const patterns = [IMPORT_FILES_PATTERN, EXPORT_FILES_PATTERN];
      policy.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject'],
          resources: patterns.map((pattern) => props.filesBucket.arnForObjects(pattern)),
        }),
      );
      policy.addToPrincipalPolicy(
        new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [props.importWorker.functionArn] }),
      );
      for (const pattern of patterns) {
        Validations.of(fn.role).acknowledge({
          id: `AwsSolutions::AwsSolutions-IAM5[Resource::${props.filesBucketArnExportName}/${pattern}]`,
          reason:
            `GetObject and PutObject only, under ${pattern.slice(0, -1)}: each import upload and each export gets a ` +
            'generated key (a UUID), so the grant can name only the prefix; a URL it signs can do no more than ' +
            'the grant, and it never reaches uploads (files/) or anything else in the bucket.',
        });
      }
    }
    if (needs.readsQuotePdfs) {
      policy.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['s3:GetObject'],
          resources: [props.filesBucket.arnForObjects(QUOTE_REPLY_FILES_PATTERN)],
        }),
      );
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions::AwsSolutions-IAM5[Resource::${props.filesBucketArnExportName}/${QUOTE_REPLY_FILES_PATTERN}]`,
        reason:
          'GetObject only, under quote-replies/: each báo giá PDF has a key of its own (its request and number), so the grant ' +
          'can name only the prefix; the function signs a 5-minute download of a PDF only after checking that the ' +
          'request is the signed-in buyer’s.',
      });
    }
    if (needs.keepsQuoteReplies && access === 'admin') {
      policy.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
          resources: [props.filesBucket.arnForObjects(QUOTE_REPLY_FILES_PATTERN)],
        }),
      );
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions::AwsSolutions-IAM5[Resource::${props.filesBucketArnExportName}/${QUOTE_REPLY_FILES_PATTERN}]`,
        reason:
          'A báo giá PDF is kept under quote-replies/<request id>/<number>.pdf, a key per reply, so the grant can ' +
          'name only the prefix; it never reaches uploads (files/) or anything else in the bucket.',
      });
    }
    if (needs.filesWrite && access === 'admin') {
      const objects = props.filesBucket.arnForObjects(FILES_KEY_PATTERN);
      policy.addToPrincipalPolicy(
        new iam.PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [objects] }),
      );
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions::AwsSolutions-IAM5[Resource::${props.filesBucketArnExportName}/${FILES_KEY_PATTERN}]`,
        reason:
          'Uploads get generated, unguessable key names (files/<year>/<month>/<uuid>.<ext>), so the grant can ' +
          'name only their prefix; it covers put and delete of upload objects, nothing else in the bucket.',
      });
    }
  }
}
