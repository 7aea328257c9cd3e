import type { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { EXPORTS_PREFIX, IMPORTS_PREFIX } from '@vongbi/functions/core/models/file';
import { QUOTE_REPLIES_PREFIX } from '@vongbi/functions/core/models/quote-reply';

// The data stack's files bucket (uploaded images, served under /static), as the site stack uses it: an
// imported bucket, so that CDK adds nothing to the data stack on its behalf, and the bucket's one policy
// (see data-stack.ts for why it lives here): TLS only, and reads for this distribution only, whose OAC
// origin adds its statement to this policy. Resources in the stack's own scope (see origin-secret.ts).

export interface UploadedFilesProps {
  readonly filesBucket: s3.IBucket;
  /** The files bucket's ARN imported under a fixed export name (data-stack.ts). */
  readonly filesBucketArn: string;
}

export class UploadedFiles {
  readonly bucket: s3.IBucket;

  constructor(stack: Stack, props: UploadedFilesProps) {
    this.bucket = s3.Bucket.fromBucketAttributes(stack, 'FilesBucketRef', {
      bucketArn: props.filesBucketArn,
      bucketName: props.filesBucket.bucketName,
      bucketRegionalDomainName: props.filesBucket.bucketRegionalDomainName,
    });
    const policy = new s3.BucketPolicy(stack, 'FilesBucketPolicy', { bucket: this.bucket });
    policy.document.addStatements(
      new iam.PolicyStatement({
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['s3:*'],
        resources: [this.bucket.bucketArn, this.bucket.arnForObjects('*')],
        conditions: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    // The distribution reads the bucket through OAC, and the bucket also keeps catalogue import files under
    // imports/, exports under exports/ and báo giá PDFs under quote-replies/, which are staff's and buyers', not
    // the site's: no CloudFront read of them.
    policy.document.addStatements(
      new iam.PolicyStatement({
        effect: iam.Effect.DENY,
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [IMPORTS_PREFIX, EXPORTS_PREFIX, QUOTE_REPLIES_PREFIX].map((prefix) =>
          this.bucket.arnForObjects(`${prefix}*`),
        ),
      }),
    );
    // An imported bucket makes no policy of its own; this one receives the OAC origin's statement instead.
    this.bucket.policy = policy;
  }
}
