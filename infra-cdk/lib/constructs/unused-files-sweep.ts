import { Duration, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { UNUSED_FILES_READ_KEYS, UNUSED_FILES_WRITE_KEYS } from '@vongbi/functions/unused-files/keys';
import type { AppConfig } from '../config';
import { FILES_KEY_PATTERN, keyPattern } from '../grants';
import { BackgroundFunction } from './background-function';

// The daily sweep of uploads nothing uses (functions/unused-files): an EventBridge rule runs it at 03:00 in
// Vietnam (20:00 UTC), when nobody edits. A function, not an S3 lifecycle rule: a lifecycle rule knows an
// object's age and tags, not which records use it. It may read only the records that can use uploads and the
// file records, delete only file records and write its count, list only the uploads and delete only them.

/** 03:00 in Vietnam (UTC+7, no daylight saving). */
export const UNUSED_FILES_SCHEDULE = events.Schedule.cron({ minute: '0', hour: '20' });

/** A sweep of 50,000 files (10,000 products with their pictures) reads them all and may delete hundreds. */
const SWEEP_TIMEOUT = Duration.minutes(5);

export interface UnusedFilesSweepProps {
  readonly config: AppConfig;
  readonly table: dynamodb.ITable;
  readonly filesBucket: s3.IBucket;
  /** Export name of the files bucket's ARN, as cdk-nag names the resource in its findings. */
  readonly filesBucketArnExportName: string;
}

export class UnusedFilesSweep extends BackgroundFunction {
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: UnusedFilesSweepProps) {
    const { config, table, filesBucket } = props;
    super(scope, id, {
      config,
      table,
      entry: 'unused-files/handler.ts',
      description: 'unused-files: the daily sweep of uploads nothing uses',
      roleDescription: 'Runs the daily sweep of uploads nothing uses',
      memorySize: 512,
      timeout: SWEEP_TIMEOUT,
      // One sweep at a time: two would count and delete the same files.
      reservedConcurrentExecutions: 1,
      environment: { FILES_BUCKET: filesBucket.bucketName },
      tableAccess: {
        // The list index answers the records by kind, the children index the revisions that name uploads; the
        // table the file records and the counter.
        reads: UNUSED_FILES_READ_KEYS.map(keyPattern),
        writes: { actions: ['dynamodb:DeleteItem', 'dynamodb:PutItem'], keys: UNUSED_FILES_WRITE_KEYS.map(keyPattern) },
      },
    });

    const allow = (actions: string[], resources: string[], conditions?: Record<string, unknown>) =>
      this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources, conditions }));
    allow(['s3:ListBucket'], [filesBucket.bucketArn], { StringLike: { 's3:prefix': FILES_KEY_PATTERN } });
    allow(['s3:DeleteObject'], [filesBucket.arnForObjects(FILES_KEY_PATTERN)]);
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions::AwsSolutions-IAM5[Resource::${props.filesBucketArnExportName}/${FILES_KEY_PATTERN}]`,
      reason:
        'Delete only, under files/: uploads have generated names (files/<year>/<month>/<uuid>…), so the grant ' +
        'can name only their prefix; the sweep deletes those no record has used for 7 days.',
    });

    // A missed day changes nothing but the count's date: EventBridge tries again, then the next day does.
    this.rule = new events.Rule(this, 'Schedule', {
      description: 'The daily sweep of uploads nothing uses, at 03:00 in Vietnam',
      schedule: UNUSED_FILES_SCHEDULE,
      targets: [new targets.LambdaFunction(this.function, { retryAttempts: 2, maxEventAge: Duration.hours(6) })],
    });
  }
}
