import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import * as iam from 'aws-cdk-lib/aws-iam';
import { ORIGIN_VERIFY_ENV } from '@vongbi/functions/core/origin-verify';
import { TEMPLATE_KEY } from '@vongbi/functions/core/published-pages';
import { adminCredentialsParameterName, type AppConfig } from './config';
import { Api, functionKey } from './constructs/api';
import { CatalogueImportWorker } from './constructs/catalogue-import-worker';
import { CertificateNotices } from './constructs/certificate-notices';
import { Publisher } from './constructs/publisher';
import { SearchPages } from './constructs/search-pages';
import { UnusedFilesSweep } from './constructs/unused-files-sweep';
import { Monitoring } from './site-parts/monitoring';
import { OriginSecret } from './site-parts/origin-secret';
import { SiteBucket } from './site-parts/site-bucket';
import { SiteDeployment } from './site-parts/site-deployment';
import { SiteDistribution } from './site-parts/site-distribution';
import { UploadedFiles } from './site-parts/uploaded-files';

// Everything without state of its own: the functions and their HTTP API, the site bucket, the publisher that
// writes the public pages into it, the search-page function, the CloudFront distribution in front of them and
// the daily sweep of unused uploads and round of certificates. It reads the data stack's table (and its stream), files bucket and log bucket,
// and the admin credentials' SSM parameter (config.ts).

export interface SiteStackProps extends StackProps {
  readonly config: AppConfig;
  readonly table: dynamodb.ITable;
  readonly filesBucket: s3.IBucket;
  /** The files bucket's ARN imported under a fixed export name (data-stack.ts). */
  readonly filesBucketArn: string;
  readonly filesBucketArnExportName: string;
  readonly logBucket: s3.IBucket;
}

export class SiteStack extends Stack {
  readonly api: Api;
  readonly distribution: cloudfront.Distribution;
  readonly siteBucket: s3.Bucket;
  readonly monitoring: Monitoring;
  readonly publisher: Publisher;
  readonly unusedFilesSweep: UnusedFilesSweep;
  readonly certificateNotices: CertificateNotices;
  readonly importWorker: CatalogueImportWorker;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config } = props;

    const originSecret = new OriginSecret(this);
    const uploadedFiles = new UploadedFiles(this, {
      filesBucket: props.filesBucket,
      filesBucketArn: props.filesBucketArn,
    });
    this.importWorker = new CatalogueImportWorker(this, 'CatalogueImportWorker', {
      config,
      table: props.table,
      filesBucket: uploadedFiles.bucket,
      filesBucketArnExportName: props.filesBucketArnExportName,
    });
    this.api = new Api(this, 'Api', {
      config,
      table: props.table,
      filesBucket: uploadedFiles.bucket,
      filesBucketArnExportName: props.filesBucketArnExportName,
      importWorker: this.importWorker.function,
      environment: {
        TABLE_NAME: props.table.tableName,
        LOG_LEVEL: 'info',
        [ORIGIN_VERIFY_ENV]: originSecret.value,
        ...(config.originSecretRotation ? { ORIGIN_VERIFY_ROTATION: config.originSecretRotation } : {}),
        // With an own domain, writes must come from exactly it. Without one, the own origin is the host the
        // visitor used, which CloudFront passes as X-Forwarded-Host (see edge-functions.ts).
        ...(config.domainName ? { SITE_ORIGINS: `https://${config.domainName}` } : {}),
      },
    });
    this.siteBucket = new SiteBucket(this, { logBucket: props.logBucket }).bucket;
    const searchPages = new SearchPages(this, 'SearchPages', {
      config,
      table: props.table,
      siteBucket: this.siteBucket,
    });
    // The preview renders with the deployed page template, as the publisher and the search pages do: that object
    // of the site bucket and nothing else of it.
    const preview = this.api.functions.get(functionKey({ resource: 'preview', access: 'admin' }))!;
    preview.function.addEnvironment('SITE_BUCKET', this.siteBucket.bucketName);
    preview.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [this.siteBucket.arnForObjects(TEMPLATE_KEY)] }),
    );
    const siteDistribution = new SiteDistribution(this, {
      config,
      api: this.api,
      searchPages,
      originSecretValue: originSecret.value,
      siteBucket: this.siteBucket,
      filesBucket: uploadedFiles.bucket,
      logBucket: props.logBucket,
    });
    this.distribution = siteDistribution.distribution;
    const deployment = new SiteDeployment(this, {
      config,
      siteBucket: this.siteBucket,
      distribution: this.distribution,
    });
    const siteUrl = `https://${config.domainName ?? this.distribution.distributionDomainName}`;
    this.publisher = new Publisher(this, 'Publisher', {
      config,
      table: props.table,
      siteBucket: this.siteBucket,
      distribution: this.distribution,
      pagesStore: siteDistribution.pagesStore,
      siteUrl,
      shellDeployment: deployment.shell,
    });
    this.unusedFilesSweep = new UnusedFilesSweep(this, 'UnusedFilesSweep', {
      config,
      table: props.table,
      filesBucket: uploadedFiles.bucket,
      filesBucketArnExportName: props.filesBucketArnExportName,
    });
    this.certificateNotices = new CertificateNotices(this, 'CertificateNotices', {
      config,
      table: props.table,
      siteUrl,
    });
    this.monitoring = new Monitoring(this, {
      config,
      api: this.api,
      table: props.table,
      distributionId: this.distribution.distributionId,
      functions: [
        ...[...this.api.functions.values()].map((resourceFunction) => resourceFunction.function),
        searchPages.function,
        this.publisher.function,
        this.importWorker.function,
        this.unusedFilesSweep.function,
        this.certificateNotices.function,
      ],
      limitedFunctions: [
        this.publisher.function,
        this.importWorker.function,
        this.unusedFilesSweep.function,
        this.certificateNotices.function,
      ],
      mailingLogGroups: [this.certificateNotices.logGroup],
      publisherDeadLetters: this.publisher.deadLetters,
      publisherIteratorAge: this.publisher.function.metric('IteratorAge', {
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
    });
    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The site (and /admin-login for staff)' });
    new CfnOutput(this, 'DistributionId', {
      value: this.distribution.distributionId,
      description: 'For aws cloudfront create-invalidation',
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: 'Point the own domain here (CNAME or Route 53 alias)',
    });
    new CfnOutput(this, 'AdminCredentialsParameter', {
      value: adminCredentialsParameterName(config),
      description: 'Store the admin credentials here: npm run -s hash-password -w infra-cdk, then ssm put-parameter',
    });
    new CfnOutput(this, 'AuthFunctionName', {
      value: this.api.functions.get(functionKey({ resource: 'auth', access: 'public' }))!.function.functionName,
      description: 'The login function: update its configuration to make a new admin password apply at once',
    });
    new CfnOutput(this, 'PublisherFunctionName', {
      value: this.publisher.function.functionName,
      description: 'The publisher: npm run publish-all -- <env> renders every public page with it',
    });
    new CfnOutput(this, 'PublisherDeadLetterQueueUrl', {
      value: this.publisher.deadLetters.queueUrl,
      description: 'Table changes and render-alls the publisher gave up on (the PublisherDeadLetters alarm)',
    });
    new CfnOutput(this, 'UnusedFilesFunctionName', {
      value: this.unusedFilesSweep.function.functionName,
      description: 'The daily sweep of unused uploads: aws lambda invoke runs it now (its answer is the count)',
    });
    new CfnOutput(this, 'CertificateNoticesFunctionName', {
      value: this.certificateNotices.function.functionName,
      description: 'The daily round of certificates running out: aws lambda invoke runs it now',
    });
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.api.httpApi.apiEndpoint,
      description: 'Direct API URL; it answers 403 to anything that did not come through CloudFront',
    });
  }
}
