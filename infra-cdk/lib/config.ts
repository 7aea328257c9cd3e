import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

// Deployment parameters. Each is a CDK context value (`cdk deploy -c name=value`, or cdk.json), so
// `cdk synth` needs no AWS account, no network and no CloudFormation parameters to fill in.

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface AppConfig {
  /** Prefix of the two stack names (`<prefix>-Data`, `<prefix>-Site`), so a staging copy can live beside production. */
  readonly stackPrefix: string;
  /** Optional own domain (e.g. `www.vongbiviet.vn`) served by CloudFront; needs `certificateArn`. */
  readonly domainName?: string;
  /** ACM certificate for `domainName`, in us-east-1 (CloudFront's requirement). */
  readonly certificateArn?: string;
  /** The frontend build uploaded to the site bucket. */
  readonly siteDir: string;
  /** DynamoDB deletion protection: on unless explicitly turned off (e.g. for a throw-away LocalStack run). */
  readonly deletionProtection: boolean;
  /** How long CloudWatch keeps function and API access logs (one of CloudWatch's allowed day counts). */
  readonly logRetentionDays: RetentionDays;
  /**
   * Any new value makes the functions and the distribution re-read the origin-verify secret (dynamic
   * references resolve only when the resource holding them is updated). See README, "Rotating secrets".
   */
  readonly originSecretRotation?: string;
  /** Folder holding one `<resource>/handler.ts` per resource of the route table. */
  readonly functionsDir: string;
}

const text = (node: Node, key: string): string | undefined => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
};

const flag = (node: Node, key: string, fallback: boolean): boolean => {
  const value = text(node, key);
  if (value === undefined) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`Context value ${key} must be true or false, not "${value}"`);
};

const fromRoot = (path: string): string => (isAbsolute(path) ? path : join(repoRoot, path));

/** The configuration from context; `overrides` (tests) win over it. */
export const readConfig = (node: Node, overrides: Partial<AppConfig> = {}): AppConfig => {
  const domainName = text(node, 'domainName');
  const certificateArn = text(node, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Set domainName and certificateArn together (the certificate must be in us-east-1)');
  }
  if (certificateArn && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error('certificateArn must be an ACM certificate in us-east-1, where CloudFront looks for it');
  }
  const logRetentionDays = Number(text(node, 'logRetentionDays') ?? RetentionDays.THREE_MONTHS) as RetentionDays;
  if (!Object.values(RetentionDays).includes(logRetentionDays) || logRetentionDays === RetentionDays.INFINITE) {
    throw new Error(
      'logRetentionDays must be a retention CloudWatch accepts: 1, 3, 5, 7, 14, 30, 60, 90, 120, 180, 365…',
    );
  }
  const stackPrefix = text(node, 'stackPrefix') ?? 'Vongbi';
  if (!/^[A-Za-z][A-Za-z0-9-]{0,40}$/.test(stackPrefix)) {
    throw new Error('stackPrefix must start with a letter and hold only letters, digits and hyphens');
  }
  return {
    stackPrefix,
    domainName,
    certificateArn,
    // Relative paths are taken from the repository root, whichever folder cdk runs in.
    siteDir: fromRoot(text(node, 'siteDir') ?? 'frontend/dist'),
    deletionProtection: flag(node, 'deletionProtection', true),
    logRetentionDays,
    originSecretRotation: text(node, 'originSecretRotation'),
    functionsDir: join(repoRoot, 'functions'),
    ...overrides,
  };
};
