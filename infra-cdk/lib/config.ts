import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

// Deployment settings live in one committed file per environment, `infra-cdk/environments/<name>.json`, and
// the command names the environment (`npm run deploy -- production`, which passes `-c env=production`). So a
// deploy can never silently lose the own domain or the alarm address because a flag was forgotten. Only
// one-off values are context values: `originSecretRotation` (a rotation marker) and `siteDir`.

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const environmentsDir = join(repoRoot, 'infra-cdk', 'environments');

/**
 * The SSM parameter (a SecureString the operator creates, README step 5) that holds the admin's user name and scrypt
 * hash. CloudFormation cannot create a SecureString, and a stack-owned parameter would be reset to its template value
 * whenever its resource changed, so no stack owns it: the functions that read it are given its name.
 */
export const adminCredentialsParameterName = (config: Pick<AppConfig, 'stackPrefix'>): string =>
  `/${config.stackPrefix}/admin-credentials`;

export interface AppConfig {
  /** Name of the environment file the settings came from, when they came from one. */
  readonly environment?: string;
  /** Prefix of the stack names (`<prefix>-Data`, `<prefix>-Site`), so a staging copy can live beside production. */
  readonly stackPrefix: string;
  /** AWS account the stacks belong to; when set, deploying with credentials of another account fails. */
  readonly account?: string;
  /** AWS region of the data and site stacks (CloudFront and its alarms are global, in us-east-1). */
  readonly region?: string;
  /** Optional own domain (e.g. `www.vongbiviet.vn`) served by CloudFront; needs `certificateArn`. */
  readonly domainName?: string;
  /** ACM certificate for `domainName`, in us-east-1 (CloudFront's requirement). */
  readonly certificateArn?: string;
  /** Who gets the alarms and the budget warnings by e-mail (subscribed to the alarm topic). */
  readonly alarmEmail?: string;
  /**
   * The address staff e-mails (new quote requests) are sent from: an identity verified in Amazon SES in the
   * environment's region, the address itself or its domain. Required in an environment file.
   */
  readonly mailSender?: string;
  /** Monthly AWS budget in US dollars: an e-mail at 80 % of actual and 100 % of forecast spend. */
  readonly monthlyBudgetUsd?: number;
  /** The frontend build uploaded to the site bucket. */
  readonly siteDir: string;
  /** DynamoDB deletion protection: on unless explicitly turned off (e.g. for a throw-away copy). */
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

/** The keys an environment file may hold. */
const FILE_KEYS = [
  'stackPrefix',
  'account',
  'region',
  'domainName',
  'certificateArn',
  'alarmEmail',
  'mailSender',
  'monthlyBudgetUsd',
  'deletionProtection',
  'logRetentionDays',
] as const;

export const environmentNames = (): string[] =>
  existsSync(environmentsDir)
    ? readdirSync(environmentsDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .sort()
    : [];

const fail = (where: string, message: string): never => {
  throw new Error(`${where}: ${message}`);
};

const optionalText = (where: string, values: Record<string, unknown>, key: string): string | undefined => {
  const value = values[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return fail(where, `${key} must be text`);
  return value;
};

/** Checks one environment's settings (an environment file's content) and fills in the defaults. */
export const parseEnvironment = (
  where: string,
  values: Record<string, unknown>,
): Omit<AppConfig, 'siteDir' | 'functionsDir' | 'originSecretRotation'> => {
  const unknown = Object.keys(values).filter((key) => !(FILE_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0) fail(where, `unknown setting ${unknown.join(', ')} (known: ${FILE_KEYS.join(', ')})`);
  const text = (key: string) => optionalText(where, values, key);

  const stackPrefix = text('stackPrefix') ?? 'Vongbi';
  if (!/^[A-Za-z][A-Za-z0-9-]{0,40}$/.test(stackPrefix)) {
    fail(where, 'stackPrefix must start with a letter and hold only letters, digits and hyphens');
  }
  const account = text('account');
  if (account !== undefined && !/^\d{12}$/.test(account)) fail(where, 'account must be a 12-digit AWS account id');
  const region = text('region');
  if (region !== undefined && !/^[a-z]{2}(-[a-z]+)+-\d$/.test(region))
    fail(where, `region "${region}" is no AWS region`);
  const domainName = text('domainName');
  const certificateArn = text('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    fail(where, 'set domainName and certificateArn together (the certificate must be in us-east-1)');
  }
  if (certificateArn && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    fail(where, 'certificateArn must be an ACM certificate in us-east-1, where CloudFront looks for it');
  }
  const alarmEmail = text('alarmEmail');
  if (alarmEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail)) {
    fail(where, 'alarmEmail must be an e-mail address');
  }
  const mailSender = text('mailSender');
  if (mailSender !== undefined && !/^[^@\s<>,;]+@[^@\s<>,;]+\.[^@\s<>,;]+$/.test(mailSender)) {
    fail(where, 'mailSender must be an e-mail address alone (no display name), verified in SES');
  }
  const budget = values.monthlyBudgetUsd;
  if (budget !== undefined && (typeof budget !== 'number' || !(budget > 0))) {
    fail(where, 'monthlyBudgetUsd must be a positive number of US dollars');
  }
  const deletionProtection = values.deletionProtection ?? true;
  if (typeof deletionProtection !== 'boolean') fail(where, 'deletionProtection must be true or false');
  const logRetentionDays = (values.logRetentionDays ?? RetentionDays.THREE_MONTHS) as RetentionDays;
  if (!Object.values(RetentionDays).includes(logRetentionDays) || logRetentionDays === RetentionDays.INFINITE) {
    fail(where, 'logRetentionDays must be a retention CloudWatch accepts: 1, 3, 5, 7, 14, 30, 60, 90, 120, 180, 365…');
  }
  return {
    stackPrefix,
    account,
    region,
    domainName,
    certificateArn,
    alarmEmail,
    mailSender,
    monthlyBudgetUsd: budget as number | undefined,
    deletionProtection: deletionProtection as boolean,
    logRetentionDays,
  };
};

/** Reads `infra-cdk/environments/<name>.json`. */
export const readEnvironmentFile = (name: string) => {
  const file = join(environmentsDir, `${name}.json`);
  if (!/^[a-z0-9-]+$/.test(name) || !existsSync(file)) {
    throw new Error(`No environment "${name}": use one of ${environmentNames().join(', ')} (infra-cdk/environments/)`);
  }
  return { environment: name, ...parseEnvironmentFile(`environments/${name}.json`, readFileSync(file, 'utf8')) };
};

/** An environment file's text: its settings, which must name the region and the mail sender. */
export const parseEnvironmentFile = (where: string, text: string) => {
  const settings = parseEnvironment(where, JSON.parse(text) as Record<string, unknown>);
  // The CloudFront alarm's stack in us-east-1 refers to the site stack across regions, which needs a named one.
  if (!settings.region) fail(where, 'region is required, e.g. "ap-southeast-1"');
  // Without a sender, staff would never hear of a quote request.
  if (!settings.mailSender) fail(where, 'mailSender is required, e.g. "baogia@vongbiviet.vn" (verified in SES)');
  return settings;
};

const contextText = (node: Node, key: string): string | undefined => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
};

const fromRoot = (path: string): string => (isAbsolute(path) ? path : join(repoRoot, path));

/**
 * The configuration: the environment file named by the `env` context value (the CLI always names one, see
 * scripts/cdk.ts), or the defaults when none is named (the tests build the app that way); `overrides`
 * (tests) win over both. Deployment settings given as context values are refused, so they cannot drift
 * from the committed file.
 */
export const readConfig = (node: Node, overrides: Partial<AppConfig> = {}): AppConfig => {
  for (const key of FILE_KEYS) {
    if (node.tryGetContext(key) !== undefined) {
      throw new Error(`${key} is a setting of the environment file (infra-cdk/environments/<env>.json), not -c`);
    }
  }
  const name = contextText(node, 'env');
  const settings = name ? readEnvironmentFile(name) : parseEnvironment('defaults', {});
  return {
    ...settings,
    // Relative paths are taken from the repository root, whichever folder cdk runs in.
    siteDir: fromRoot(contextText(node, 'siteDir') ?? 'frontend/dist'),
    originSecretRotation: contextText(node, 'originSecretRotation'),
    functionsDir: join(repoRoot, 'functions'),
    ...overrides,
  };
};
