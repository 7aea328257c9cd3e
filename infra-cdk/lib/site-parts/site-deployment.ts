import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Validations, type Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { ROBOTS_KEY, SITEMAP_KEY } from '@vongbi/functions/contract/site-addresses';
import { PAGES_PREFIX } from '@vongbi/functions/core/published-pages';
import { siteCacheControl } from '@vongbi/functions/core/site-headers';
import type { AppConfig } from '../config';
import { acknowledgeEachFinding } from '../nag';

// The frontend build (frontend/dist) uploaded to the site bucket on every deployment: fingerprinted assets
// first and kept, then the shell, ending with a CloudFront invalidation. What the publisher writes into the
// same bucket (published pages, the sitemap, robots.txt unless the build has its own) is never pruned.
// Resources in the stack's own scope (see origin-secret.ts).

/**
 * The site bucket keys the publisher owns (robots.txt, with the sitemap's absolute URL, unless the build
 * carries its own), as BucketDeployment patterns: deployments neither write nor prune them. */
export const publishedKeyPatterns = (siteDir: string): string[] => [
  `${PAGES_PREFIX}*`,
  SITEMAP_KEY,
  ...(existsSync(join(siteDir, ROBOTS_KEY)) ? [] : [ROBOTS_KEY]),
];

export interface SiteDeploymentProps {
  readonly config: AppConfig;
  readonly siteBucket: s3.IBucket;
  readonly distribution: cloudfront.IDistribution;
}

export class SiteDeployment {
  /** The upload of the shell (index.html, the publisher's template): done once this has run. */
  readonly shell: s3deploy.BucketDeployment;

  constructor(stack: Stack, props: SiteDeploymentProps) {
    const { config } = props;
    if (!existsSync(join(config.siteDir, 'index.html'))) {
      throw new Error(`No frontend build at ${config.siteDir}: run "npm run build" first (npm run deploy does)`);
    }
    const siteSource = s3deploy.Source.asset(config.siteDir);
    // Both deployments run on one CDK helper function; its logs expire like everything else's.
    const deploymentLogs = new logs.LogGroup(stack, 'SiteDeploymentLogs', { retention: config.logRetentionDays });
    // Vite fingerprints everything under assets/: cached for a year, and old files kept (prune: false) so a
    // visitor holding the previous index.html can still load its scripts.
    const assetsDeployment = new s3deploy.BucketDeployment(stack, 'DeployAssets', {
      sources: [siteSource],
      destinationBucket: props.siteBucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(siteCacheControl.assets)],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    // Everything else (index.html, favicon…) is revalidated on every request, and the deployment ends with
    // an invalidation so edge caches drop the previous shell at once. It waits for the assets, so a new
    // index.html never points at scripts that are not uploaded yet. Pruning spares the published keys.
    const shellDeployment = new s3deploy.BucketDeployment(stack, 'DeploySite', {
      sources: [siteSource],
      destinationBucket: props.siteBucket,
      exclude: ['assets/*', ...publishedKeyPatterns(config.siteDir)],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString(siteCacheControl.pages)],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    shellDeployment.node.addDependency(assetsDeployment);
    this.shell = shellDeployment;

    // CDK's own handler behind both deployments (one per stack, created by BucketDeployment).
    const deploymentHandler = stack.node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (!deploymentHandler) throw new Error('BucketDeployment created no handler where expected');
    acknowledgeEachFinding(
      deploymentHandler,
      'AwsSolutions-IAM4',
      "CDK's BucketDeployment helper function: its role gets AWSLambdaBasicExecutionRole by construction and " +
        'offers no way to replace it; it runs only during deployments.',
    );
    acknowledgeEachFinding(
      deploymentHandler,
      'AwsSolutions-IAM5',
      "CDK's BucketDeployment helper function: CDK writes its policy (s3:GetObject*/List* on the CDK asset " +
        'bucket, s3:*Object* on the site bucket, cloudfront:CreateInvalidation) and it cannot be narrowed.',
    );
    Validations.of(deploymentHandler).acknowledge({
      id: 'AwsSolutions::AwsSolutions-L1',
      reason:
        "CDK's BucketDeployment helper function: CDK pins its Python runtime together with its AWS CLI layer; " +
        'it moves when aws-cdk-lib is upgraded.',
    });
  }
}
