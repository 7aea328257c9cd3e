import { Duration, RemovalPolicy, Validations, type Stack } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { SITE_BUCKET_LOG_PREFIX } from '../data-stack';

// The bucket CloudFront serves the site from (the frontend build), replaced on every deployment. Retained
// rather than auto-emptied on stack deletion: CDK's auto-delete helper would need its own allow statement
// in the bucket policy, which is meant to let in CloudFront only. Deleting the stack therefore leaves the
// bucket behind (README: "Tearing down"). Resources in the stack's own scope (see origin-secret.ts).

export interface SiteBucketProps {
  readonly logBucket: s3.IBucket;
}

export class SiteBucket {
  readonly bucket: s3.Bucket;

  constructor(stack: Stack, props: SiteBucketProps) {
    this.bucket = new s3.Bucket(stack, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Versioned, so a bad frontend upload can be undone object by object (README: "Rolling back"); the
      // versions a deployment replaces or prunes are kept for 30 days.
      versioned: true,
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      // By name, so that CDK adds no grant to the data stack's log bucket from here; that bucket's policy
      // already lets this account's buckets log under this prefix (data-stack.ts).
      serverAccessLogsBucket: s3.Bucket.fromBucketName(stack, 'AccessLogsRef', props.logBucket.bucketName),
      serverAccessLogsPrefix: SITE_BUCKET_LOG_PREFIX,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'Annotation::@aws-cdk/aws-s3:accessLogsPolicyNotAdded',
      reason:
        "The access-log bucket's policy in the data stack grants S3 log delivery for this account under " +
        'site-bucket/; CDK would otherwise add that grant with no account condition.',
    });
  }
}
