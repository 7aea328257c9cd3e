import { Duration } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TEMPLATE_KEY } from '@vongbi/functions/core/published-pages';
import { routes, type RouteDef } from '@vongbi/functions/routes';
import type { AppConfig } from '../config';
import { readKeyPatterns } from '../grants';
import { BackgroundFunction } from './background-function';

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

export class SearchPages extends BackgroundFunction {
  /** The function URL as a CloudFront origin with origin access control. */
  readonly origin: cloudfront.IOrigin;

  constructor(scope: Construct, id: string, props: SearchPagesProps) {
    const { config, table, siteBucket } = props;
    // The page reads the API in-process through the public GET handlers pages read (the cacheable ones, so not
    // the session check): exactly the keys those routes declare.
    const publicReads = (routes as readonly RouteDef[]).filter(
      (route) => route.method === 'GET' && route.access === 'public' && route.cdnCache !== 'never',
    );
    super(scope, id, {
      config,
      table,
      entry: 'search-page/handler.ts',
      description: 'search pages: /search/{name} rendered on request',
      roleDescription: 'Renders search result pages on request',
      // Rendering is CPU-bound; Lambda's CPU share grows with memory.
      memorySize: 1024,
      timeout: SEARCH_PAGE_TIMEOUT,
      environment: { SITE_BUCKET: siteBucket.bucketName },
      tableAccess: { reads: readKeyPatterns(publicReads) },
    });
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [siteBucket.arnForObjects(TEMPLATE_KEY)] }),
    );

    const url = this.function.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
    this.origin = origins.FunctionUrlOrigin.withOriginAccessControl(url, {
      readTimeout: SEARCH_PAGE_TIMEOUT,
    });
  }
}
