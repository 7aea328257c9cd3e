import { join } from 'node:path';
import type { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { tableReadStatements, tableWriteStatement } from '../grants';
import { acknowledgeNodeRuntime, functionBuild, functionRole } from './resource-function';

// A function no API route runs (the publisher, the search pages, the catalogue import's worker, the sweep of
// unused uploads): its own role and log group as a ResourceFunction has them, and table access only from the
// keys it declares, with the deny on every private key it does not declare always on, as for the API's
// functions: a change to its reads cannot reach subscribers or quote requests by accident. What it needs
// beyond the table, its subclass grants on `role`.

/** What a background function does with the table. */
export interface TableAccess {
  /**
   * The partition keys it reads, as IAM patterns (`keyPattern` of declared keys), listed in the policy in this
   * order; `'any'` for every key, private ones still denied.
   */
  readonly reads: readonly string[] | 'any';
  /** Which item writes it makes, on which partition keys (`'any'` for any item). */
  readonly writes?: { readonly actions: readonly string[]; readonly keys: readonly string[] | 'any' };
}

export interface BackgroundFunctionProps {
  readonly config: AppConfig;
  readonly table: dynamodb.ITable;
  /** Its module under functions/, e.g. `publish/handler.ts`. */
  readonly entry: string;
  readonly description: string;
  /** What the role is for, in its own description. */
  readonly roleDescription: string;
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly reservedConcurrentExecutions?: number;
  /** Environment beside TABLE_NAME (the table it is granted) and its log settings. */
  readonly environment: Record<string, string>;
  readonly tableAccess: TableAccess;
}

export class BackgroundFunction extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: BackgroundFunctionProps) {
    super(scope, id);
    const { config, table, tableAccess } = props;

    ({ role: this.role, logGroup: this.logGroup } = functionRole(this, props.roleDescription, config.logRetentionDays));
    for (const statement of tableReadStatements(table, tableAccess.reads)) this.role.addToPrincipalPolicy(statement);
    if (tableAccess.writes) {
      this.role.addToPrincipalPolicy(tableWriteStatement(table, tableAccess.writes.actions, tableAccess.writes.keys));
    }

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      description: props.description,
      entry: join(config.functionsDir, props.entry),
      ...functionBuild,
      memorySize: props.memorySize,
      timeout: props.timeout,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        TABLE_NAME: table.tableName,
        ...props.environment,
        LOG_LEVEL: 'info',
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    acknowledgeNodeRuntime(this.function);
  }
}
