import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { EXPORTS_PREFIX, IMPORTS_PREFIX, IMPORT_UPLOAD_CORS } from '@vongbi/functions/core/models/file';
import { mainTable } from '@vongbi/functions/core/tables';
import type { AppConfig } from './config';

// Everything that holds state: the table, the uploaded files and the access logs (the admin credentials are an SSM
// parameter no stack owns: config.ts, adminCredentialsParameterName).
// All of it is retained when the stack is deleted, and the stack itself has termination protection, so
// the site stack can be torn down and rebuilt without touching data.

/** Where the site bucket's S3 server access logs go in the access-log bucket. */
export const SITE_BUCKET_LOG_PREFIX = 'site-bucket/';

/**
 * The origin the import screen uploads from: the own domain, or, without one, CloudFront's default domains. The
 * distribution's own domain is assigned only when the site stack creates it, after this stack, and a rule here may
 * not refer to it (the site stack refers to this one). A CORS rule opens nothing by itself: an upload needs a URL
 * the catalogue function signed for a staff session, one key and one size.
 */
export const importUploadOrigin = (config: Pick<AppConfig, 'domainName'>): string =>
  config.domainName ? `https://${config.domainName}` : 'https://*.cloudfront.net';

export interface DataStackProps extends StackProps {
  readonly config: AppConfig;
}

export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly filesBucket: s3.Bucket;
  readonly logBucket: s3.Bucket;
  /** The files bucket's ARN as an import under a fixed export name (IAM findings and grants name it). */
  readonly filesBucketArnImport: string;
  readonly filesBucketArnExportName: string;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, { terminationProtection: true, ...props });
    const { config } = props;

    const attribute = (key: { name: string; type: 'S' | 'N' }): dynamodb.Attribute => ({
      name: key.name,
      type: key.type === 'S' ? dynamodb.AttributeType.STRING : dynamodb.AttributeType.NUMBER,
    });

    // The same definition the local bootstrap creates DynamoDB Local's table from.
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: attribute(mainTable.partitionKey),
      sortKey: attribute(mainTable.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: config.deletionProtection,
      timeToLiveAttribute: mainTable.timeToLiveAttribute,
      // Every change with its old and new item, for the publisher (site stack) to re-publish what it shows.
      stream: dynamodb.StreamViewType[mainTable.streamViewType],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of mainTable.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // Server access logs of the files bucket and CloudFront's standard logs. CloudFront's legacy log
    // delivery writes with ACLs, hence BUCKET_OWNER_PREFERRED rather than ACLs disabled.
    this.logBucket = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // The site stack's bucket logs here too. CDK would add this grant from the site stack without any
    // condition (it cannot name a bucket of another stack); written here it is limited to this account.
    this.logBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('logging.s3.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [this.logBucket.arnForObjects(`${SITE_BUCKET_LOG_PREFIX}*`)],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions::AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own access into itself would log every log write.',
    });

    // Uploaded images. Private: CloudFront reads them through Origin Access Control under /static/*.
    // Versioned, so an overwritten or deleted object can be restored for 90 days.
    this.filesBucket = new s3.Bucket(this, 'Files', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 'files-bucket/',
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // A catalogue import's file is read by its jobs within minutes; a week leaves time to look at a failed one,
        // and takes away uploads never imported.
        { prefix: IMPORTS_PREFIX, expiration: Duration.days(7), noncurrentVersionExpiration: Duration.days(1) },
        // An export is downloaded through a five-minute link; a day is the shortest a lifecycle rule keeps anything.
        { prefix: EXPORTS_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
      ],
      // The import screen PUTs a file to a URL the catalogue function signed, from the site's own origin only.
      cors: [
        {
          allowedMethods: IMPORT_UPLOAD_CORS.methods.map((method) => s3.HttpMethods[method]),
          allowedHeaders: [...IMPORT_UPLOAD_CORS.headers],
          allowedOrigins: [importUploadOrigin(config)],
          maxAge: IMPORT_UPLOAD_CORS.maxAgeSeconds,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
      // No enforceSSL here on purpose: a bucket has exactly one policy, and this bucket's policy must name
      // the CloudFront distribution, which lives in the site stack. Creating the policy here would make the
      // two stacks depend on each other, so the site stack owns it (TLS-only statement included).
    });
    Validations.of(this.filesBucket).acknowledge({
      id: 'AwsSolutions::AwsSolutions-S10',
      reason:
        "The TLS-only (aws:SecureTransport) deny is in this bucket's policy, which the site stack owns because it " +
        'must pin the distribution ARN; a policy here would make the data and site stacks depend on each other.',
    });

    this.filesBucketArnExportName = `${id}-FilesBucketArn`;
    this.filesBucketArnImport = this.exportValue(this.filesBucket.bucketArn, { name: this.filesBucketArnExportName });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.filesBucket.bucketName });
  }
}
