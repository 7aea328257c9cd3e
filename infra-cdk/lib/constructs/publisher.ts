import { CfnElement, Duration, FileSystem, Stack, Validations } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3assets from 'aws-cdk-lib/aws-s3-assets';
import type * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { ROBOTS_KEY, SITEMAP_KEY } from '@vongbi/functions/contract/site-addresses';
import { MOVED_PAGE_KEY_PREFIX, PAGES_PREFIX, PUBLISHING_STATUS_KEY } from '@vongbi/functions/core/published-pages';
import { PAGE_ITEM_STREAM_FILTER } from '@vongbi/functions/publish/page-items';
import type { AppConfig } from '../config';
import { acknowledgeEachFinding } from '../nag';
import { BackgroundFunction } from './background-function';

// The publisher: a Lambda function that follows the table's stream and writes the public pages a change
// touches into the site bucket as static HTML (functions/publish/handler.ts), records their URLs in the
// CloudFront KeyValueStore the edge reads, and invalidates them; the old URLs of pages whose path changed it
// keeps as moved pages, in the table and in that store, which answer them 301. It also renders everything on
// `{"renderAll": true}`, which a custom resource sends after every deployment that changed the publisher or
// the frontend. It may read the table (never subscriber items), write only its moved pages there and only the
// publisher's own keys of the site bucket, invalidate only this distribution and change only this KeyValueStore.

/** The site bucket keys the publisher writes and deletes. */
const PUBLISHER_WRITE_KEYS = [`${PAGES_PREFIX}*`, SITEMAP_KEY, ROBOTS_KEY] as const;

/** What the stack's custom resource sends the publisher after a deployment (the handler's contract). */
export const RENDER_ALL_EVENT = { renderAll: true } as const;

/** Time for one invocation: a render of everything (10,000 inner products and their lists) fits. */
const PUBLISHER_TIMEOUT = Duration.minutes(15);

export interface PublisherProps {
  readonly config: AppConfig;
  readonly table: dynamodb.ITable;
  readonly siteBucket: s3.IBucket;
  readonly distribution: cloudfront.IDistribution;
  readonly pagesStore: cloudfront.IKeyValueStore;
  /** Absolute origin of the site, no trailing slash, for canonical and Open Graph URLs. */
  readonly siteUrl: string;
  /** The upload of the shell (the template the publisher reads); render-all runs after it. */
  readonly shellDeployment: s3deploy.BucketDeployment;
}

export class Publisher extends BackgroundFunction {
  readonly deadLetters: sqs.Queue;

  constructor(scope: Construct, id: string, props: PublisherProps) {
    const { config, table, siteBucket, distribution, pagesStore } = props;
    const streamArn = table.tableStreamArn;
    if (!streamArn) throw new Error('The table has no stream: the publisher follows it (data-stack.ts)');
    super(scope, id, {
      config,
      table,
      entry: 'publish/handler.ts',
      description: 'publisher: static pages from table changes',
      roleDescription: 'Runs the publisher (static pages from table changes)',
      // Rendering is CPU-bound; Lambda's CPU share grows with memory.
      memorySize: 1024,
      timeout: PUBLISHER_TIMEOUT,
      // One publish at a time: a render-all lists every URL first and writes minutes later, so a batch that
      // deleted a product meanwhile would see its page written back. Stream batches and render-alls take
      // turns; throttled ones wait and are retried, not lost (batches for up to the maximum record age).
      reservedConcurrentExecutions: 1,
      environment: {
        SITE_BUCKET: siteBucket.bucketName,
        SITE_URL: props.siteUrl,
        PAGES_KVS_ARN: pagesStore.keyValueStoreArn,
        DISTRIBUTION_ID: distribution.distributionId,
      },
      tableAccess: {
        // Reads through the same use cases as the API: any key but the private ones.
        reads: 'any',
        // The moved pages it keeps (old URL → new URL) and how its batches went, and no other item of the table.
        writes: {
          actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
          keys: [`${MOVED_PAGE_KEY_PREFIX}*`, PUBLISHING_STATUS_KEY],
        },
      },
    });
    const allow = (actions: string[], resources: string[], conditions?: Record<string, unknown>) =>
      this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources, conditions }));

    // What Lambda's stream poller does with the function's role, on this table's stream only.
    allow(
      ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
      [streamArn],
    );
    // The template (index.html) and anything else of the build it reads; writes only its own keys; lists only
    // the published pages (to find the ones whose entity is gone).
    allow(['s3:GetObject'], [siteBucket.arnForObjects('*')]);
    allow(
      ['s3:PutObject', 's3:DeleteObject'],
      PUBLISHER_WRITE_KEYS.map((key) => siteBucket.arnForObjects(key)),
    );
    allow(['s3:ListBucket'], [siteBucket.bucketArn], { StringLike: { 's3:prefix': `${PAGES_PREFIX}*` } });
    const bucketResource = siteBucket.node.defaultChild;
    if (!(bucketResource instanceof CfnElement)) throw new Error('The site bucket must be defined in this app');
    const bucketArn = `<${Stack.of(this).getLogicalId(bucketResource)}.Arn>`;
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions::AwsSolutions-IAM5[Resource::${bucketArn}/*]`,
      reason:
        'GetObject only, on the site bucket: the publisher reads the build it renders with (index.html and what ' +
        'it names), whose file names Vite fingerprints, so no fixed list of keys exists.',
    });
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions::AwsSolutions-IAM5[Resource::${bucketArn}/${PAGES_PREFIX}*]`,
      reason:
        'Put and delete under pages/ only: one object per public URL (products, articles, lists), named from ' +
        'the URL, so the grant can name only their prefix; the build and the uploads are out of its reach.',
    });
    allow(['cloudfront:CreateInvalidation'], [distribution.distributionArn]);
    allow(
      [
        'cloudfront-keyvaluestore:DescribeKeyValueStore',
        'cloudfront-keyvaluestore:GetKey',
        'cloudfront-keyvaluestore:ListKeys',
        'cloudfront-keyvaluestore:UpdateKeys',
      ],
      [pagesStore.keyValueStoreArn],
    );

    // Batches that keep failing (after halving them to find the bad record) and records too old to matter
    // land here; so does a render-all that failed twice. Any message is an alarm (site-parts/monitoring.ts).
    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SQS3',
      reason:
        "This queue is the publisher's dead-letter destination itself (stream failures and failed render-alls); " +
        'its messages are read by an operator after the alarm, never by a consumer that could fail again.',
    });

    this.function.addEventSourceMapping('TableStream', {
      eventSourceArn: streamArn,
      startingPosition: lambda.StartingPosition.TRIM_HORIZON,
      batchSize: 100,
      // Staff save in bursts (a list of products, the configuration): wait a moment so one invocation renders
      // a shared page (home, a list) once for all of them.
      maxBatchingWindow: Duration.seconds(5),
      bisectBatchOnError: true,
      retryAttempts: 3,
      // A page more than an hour late is better re-published by a render-all than by an old record.
      maxRecordAge: Duration.hours(1),
      onFailure: new SqsDlq(this.deadLetters),
      // Only the items public pages show (functions/publish/page-items.ts, which the local publisher applies
      // too): sessions, rate limits, counters, path claims, the search index and subscribers never wake it.
      filters: [lambda.FilterCriteria.filter(PAGE_ITEM_STREAM_FILTER)],
    });
    this.function.configureAsyncInvoke({
      retryAttempts: 1,
      maxEventAge: Duration.hours(1),
      onFailure: new destinations.SqsDestination(this.deadLetters),
    });

    this.renderAllAfterDeployment(props);
  }

  /**
   * Invokes the publisher with `{"renderAll": true}` after the shell's upload, on the first deployment and on
   * every later one that changed the publisher's bundle, the frontend build or the site's domain (they are the
   * custom resource's physical id, so a change of any of them is an update). Asynchronous: a render of
   * everything may outlast a custom resource; a failure is retried once, then reaches the dead-letter queue.
   */
  private renderAllAfterDeployment(props: PublisherProps): void {
    const code = this.function.node.tryFindChild('Code');
    if (!(code instanceof s3assets.Asset)) throw new Error('The publisher has no code asset where expected');
    const siteHash = FileSystem.fingerprint(props.config.siteDir);
    const renderAll = new cr.AwsCustomResource(this, 'RenderAll', {
      onUpdate: {
        service: 'Lambda',
        action: 'invoke',
        parameters: {
          FunctionName: this.function.functionName,
          InvocationType: 'Event',
          Payload: JSON.stringify(RENDER_ALL_EVENT),
        },
        // Only the status goes back to CloudFormation (the answer's payload is bytes, and empty for an event).
        outputPaths: ['StatusCode'],
        physicalResourceId: cr.PhysicalResourceId.of(
          `render-all:${code.assetHash.slice(0, 16)}:${siteHash.slice(0, 16)}:${props.config.domainName ?? ''}`,
        ),
      },
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.function.functionArn] }),
      ]),
      installLatestAwsSdk: false,
      logGroup: new logs.LogGroup(this, 'RenderAllLogs', { retention: props.config.logRetentionDays }),
    });
    renderAll.node.addDependency(props.shellDeployment);

    // CDK's own function behind AwsCustomResource (one per stack).
    const provider = Stack.of(this).node.tryFindChild(AWS_CUSTOM_RESOURCE_FUNCTION_ID);
    if (!provider) throw new Error('AwsCustomResource created no function where expected');
    acknowledgeEachFinding(
      provider,
      'AwsSolutions-IAM4',
      "CDK's AwsCustomResource function: its role gets AWSLambdaBasicExecutionRole by construction and offers no " +
        'way to replace it; it runs only during deployments (the render-all invocation).',
    );
  }
}

/** The construct id CDK gives AwsCustomResource's singleton function in the stack. */
const AWS_CUSTOM_RESOURCE_FUNCTION_ID = 'AWS679f53fac002430cb0da5b7982bd2287';
