import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { mainTable } from '@vongbi/functions/core/tables';
import { TEMPLATE_KEY } from '@vongbi/functions/core/published-pages';
import { routes, type RouteDef } from '@vongbi/functions/routes';
import type { AppConfig } from '../config';
import { DYNAMODB_READ_ACTIONS, readKeyPatterns } from '../grants';
import { acknowledgeNodeRuntime, functionBuild } from './resource-function';

// The search-page function (functions/search-page/handler.ts): `/search/{name}` rendered on request with the
// published pages' renderer, reached only by CloudFront through its function URL (origin access control signs
// each request; the URL refuses anything unsigned). It reads what the public GET routes read, and the template.

export interface SearchPagesProps {
  readonly config: AppConfig;
  readonly table: dynamodb.ITable;
  readonly siteBucket: s3.IBucket;
}

/** A render reads a handful of API answers and renders one page: seconds at worst, never the API's 30. */
const SEARCH_PAGE_TIMEOUT = Duration.seconds(10);

export class SearchPages extends Construct {
  readonly function: nodejs.NodejsFunction;
  /** The function URL as a CloudFront origin with origin access control. */
  readonly origin: cloudfront.IOrigin;

  constructor(scope: Construct, id: string, props: SearchPagesProps) {
    super(scope, id);
    const { config, table, siteBucket } = props;

    const logGroup = new logs.LogGroup(this, 'Logs', { retention: config.logRetentionDays });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Renders search result pages on request',
    });
    const allow = (actions: string[], resources: string[], conditions?: Record<string, unknown>) =>
      role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources, conditions }));
    allow(['logs:CreateLogStream', 'logs:PutLogEvents'], [logGroup.logGroupArn]);
    // The page reads the API in-process through the public GET handlers pages read (the cacheable ones, so not
    // the session check): exactly the keys those routes declare.
    const publicReads = (routes as readonly RouteDef[]).filter(
      (route) => route.method === 'GET' && route.access === 'public' && route.cdnCache !== 'never',
    );
    allow(
      [...DYNAMODB_READ_ACTIONS],
      [
        table.tableArn,
        ...mainTable.globalSecondaryIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
      ],
      { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': readKeyPatterns(publicReads) } },
    );
    allow(['s3:GetObject'], [siteBucket.arnForObjects(TEMPLATE_KEY)]);

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      description: 'search pages: /search/{name} rendered on request',
      entry: join(config.functionsDir, 'search-page', 'handler.ts'),
      ...functionBuild,
      // Rendering is CPU-bound; Lambda's CPU share grows with memory.
      memorySize: 1024,
      timeout: SEARCH_PAGE_TIMEOUT,
      role,
      logGroup,
      environment: {
        TABLE_NAME: table.tableName,
        SITE_BUCKET: siteBucket.bucketName,
        LOG_LEVEL: 'info',
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    acknowledgeNodeRuntime(this.function);

    const url = this.function.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
    this.origin = origins.FunctionUrlOrigin.withOriginAccessControl(url, {
      readTimeout: SEARCH_PAGE_TIMEOUT,
    });
  }
}
