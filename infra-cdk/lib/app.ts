import { Tags, Validations, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readConfig, type AppConfig } from './config';
import { DataStack } from './data-stack';
import { EdgeMonitoringStack } from './edge-monitoring-stack';
import { SiteStack } from './site-stack';

// The whole app: the data stack (state, retained) and the site stack (everything rebuildable), checked
// by cdk-nag's AwsSolutions pack on every synth. A finding that is neither fixed nor acknowledged with a
// reason fails `cdk synth`, `cdk deploy` and the infra tests alike.

export interface VongbiApp {
  readonly config: AppConfig;
  readonly data: DataStack;
  readonly site: SiteStack;
  readonly edge: EdgeMonitoringStack;
}

export const buildApp = (app: App, overrides: Partial<AppConfig> = {}): VongbiApp => {
  const config = readConfig(app.node, overrides);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

  // The region (and the account, when pinned) from the environment file, so a synthesised cdk.out is never
  // tied to the CLI's default region by accident; otherwise the CLI's credentials decide at deploy time.
  const env: Environment = {
    account: config.account ?? process.env.CDK_DEFAULT_ACCOUNT,
    region: config.region ?? process.env.CDK_DEFAULT_REGION,
  };

  const data = new DataStack(app, `${config.stackPrefix}-Data`, {
    env,
    config,
    description: 'Vong bi site: table, uploaded files, access logs (retained on delete)',
  });
  const site = new SiteStack(app, `${config.stackPrefix}-Site`, {
    env,
    config,
    description: 'Vong bi site: functions, HTTP API, site bucket, CloudFront, alarms',
    // The distribution id reaches the us-east-1 alarm stack below.
    crossRegionReferences: true,
    table: data.table,
    filesBucket: data.filesBucket,
    filesBucketArn: data.filesBucketArnImport,
    filesBucketArnExportName: data.filesBucketArnExportName,
    logBucket: data.logBucket,
  });
  const edge = new EdgeMonitoringStack(app, `${config.stackPrefix}-Edge`, {
    env: { account: env.account, region: 'us-east-1' },
    crossRegionReferences: true,
    config,
    description: 'Vong bi site: the CloudFront alarm (CloudFront metrics exist in us-east-1 only)',
    distributionId: site.distribution.distributionId,
  });
  Tags.of(app).add('project', config.stackPrefix);
  return { config, data, site, edge };
};
