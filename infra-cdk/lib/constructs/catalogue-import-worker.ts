import { join } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { mainTable } from '@vongbi/functions/core/tables';
import { catalogueImportWorker } from '@vongbi/functions/routes';
import type { AppConfig } from '../config';
import {
  DYNAMODB_READ_ACTIONS,
  DYNAMODB_WRITE_ACTIONS,
  IMPORT_FILES_PATTERN,
  keyPattern,
  privateReadKeys,
} from '../grants';
import { acknowledgeNodeRuntime, functionBuild } from './resource-function';

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

export class CatalogueImportWorker extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: CatalogueImportWorkerProps) {
    super(scope, id);
    const { config, table, filesBucket } = props;
    const logGroup = new logs.LogGroup(this, 'Logs', { retention: config.logRetentionDays });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Runs the catalogue import worker (import jobs)',
    });
    const allow = (actions: readonly string[], resources: string[], conditions?: Record<string, unknown>) =>
      this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [...actions], resources, conditions }));

    allow(['logs:CreateLogStream', 'logs:PutLogEvents'], [logGroup.logGroupArn]);
    const tableAndIndexes = [
      table.tableArn,
      ...mainTable.globalSecondaryIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
    ];
    // Reads limited to the keys it declares (routes.ts catalogueImportWorker), as for every API function; private
    // keys denied outright.
    allow(DYNAMODB_READ_ACTIONS, tableAndIndexes, {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': catalogueImportWorker.readsKeys.map(keyPattern).sort() },
    });
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        effect: iam.Effect.DENY,
        actions: [...DYNAMODB_READ_ACTIONS],
        resources: tableAndIndexes,
        conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': privateReadKeys().map(keyPattern) } },
      }),
    );
    // It writes what staff's saves write (products, outer products, paths, counts, the search index, list
    // versions, ids) and its job's items.
    allow(DYNAMODB_WRITE_ACTIONS, [table.tableArn]);
    allow(['s3:GetObject'], [filesBucket.arnForObjects(IMPORT_FILES_PATTERN)]);
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions::AwsSolutions-IAM5[Resource::${props.filesBucketArnExportName}/${IMPORT_FILES_PATTERN}]`,
      reason:
        'GetObject only, under imports/: each import file is named by its job (imports/<uuid>.<ext>), so the grant ' +
        'can name only the prefix; uploads and the rest of the bucket are out of its reach.',
    });

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      description: 'catalogue import worker: import jobs',
      entry: join(config.functionsDir, 'catalogue-import', 'handler.ts'),
      ...functionBuild,
      // Reading an XLSX and sanitising thousands of descriptions are CPU-bound: 1,769 MB is one full vCPU.
      memorySize: 1769,
      timeout: WORKER_TIMEOUT,
      // A few imports at once at most: each writes thousands of items into shared index and count items.
      reservedConcurrentExecutions: 2,
      role: this.role,
      logGroup,
      environment: {
        TABLE_NAME: table.tableName,
        FILES_BUCKET: filesBucket.bucketName,
        LOG_LEVEL: 'info',
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    acknowledgeNodeRuntime(this.function);
    this.function.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.hours(1) });
  }
}
