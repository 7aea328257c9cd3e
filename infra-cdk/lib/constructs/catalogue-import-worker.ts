import { Duration, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { catalogueImportWorker } from '@vongbi/functions/routes';
import type { AppConfig } from '../config';
import { DYNAMODB_WRITE_ACTIONS, IMPORT_FILES_PATTERN, keyPattern } from '../grants';
import { BackgroundFunction } from './background-function';

// The catalogue import's worker (functions/catalogue-import/handler.ts): the import route's function invokes it
// asynchronously with a job's id, and it reads the job's file, plans every row and writes the catalogue through the
// same use cases as the API, recording progress in the job. Why a function of its own and not the route's: API
// Gateway answers within 30 s and an import of 10,000 rows takes longer; an asynchronous invocation returns at
// once, needs no queue, and carries only the id (everything else is in the table and the bucket). No retries: a
// job records its own failure, and a second invocation would find the job taken and do nothing.

/** An import of 10,000 rows, updates included, fits with room to spare (5,000 new products take about a minute). */
const WORKER_TIMEOUT = Duration.minutes(15);

export interface CatalogueImportWorkerProps {
  readonly config: AppConfig;
  readonly table: dynamodb.ITable;
  readonly filesBucket: s3.IBucket;
  /** Export name of the files bucket's ARN, as cdk-nag names the resource in its findings. */
  readonly filesBucketArnExportName: string;
}

export class CatalogueImportWorker extends BackgroundFunction {
  constructor(scope: Construct, id: string, props: CatalogueImportWorkerProps) {
    const { config, table, filesBucket } = props;
    super(scope, id, {
      config,
      table,
      entry: 'catalogue-import/handler.ts',
      description: 'catalogue import worker: import jobs',
      roleDescription: 'Runs the catalogue import worker (import jobs)',
      // Reading an XLSX and sanitising thousands of descriptions are CPU-bound: 1,769 MB is one full vCPU.
      memorySize: 1769,
      timeout: WORKER_TIMEOUT,
      // A few imports at once at most: each writes thousands of items into shared index and count items.
      reservedConcurrentExecutions: 2,
      environment: { FILES_BUCKET: filesBucket.bucketName },
      tableAccess: {
        // The keys it declares (routes.ts catalogueImportWorker), as for every API function.
        reads: catalogueImportWorker.readsKeys.map(keyPattern).sort(),
        // It writes what staff's saves write (products, outer products, paths, counts, the search index, list
        // versions, ids) and its job's items.
        writes: { actions: DYNAMODB_WRITE_ACTIONS, keys: 'any' },
      },
    });

    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [filesBucket.arnForObjects(IMPORT_FILES_PATTERN)],
      }),
    );
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions::AwsSolutions-IAM5[Resource::${props.filesBucketArnExportName}/${IMPORT_FILES_PATTERN}]`,
      reason:
        'GetObject only, under imports/: each import file is named by its job (imports/<uuid>.<ext>), so the grant ' +
        'can name only the prefix; uploads and the rest of the bucket are out of its reach.',
    });

    this.function.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.hours(1) });
  }
}
