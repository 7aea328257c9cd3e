import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { buildApp, type VongbiApp } from '../../infra-cdk/lib/app';
import type { AppConfig } from '../../infra-cdk/lib/config';

// Synthesises the real CDK app the way `cdk synth` does (cdk.json's context, cdk-nag and CloudFormation
// validation included), with a small fixture standing in for the frontend build. esbuild bundles each
// handler once per process; test files share one synthesis through `synthesize()`.

const here = dirname(fileURLToPath(import.meta.url));
export const FIXTURE_SITE = join(here, 'fixtures', 'site');
const cdkJson = JSON.parse(readFileSync(join(here, '..', '..', 'infra-cdk', 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown>;
};

export interface ValidationReport {
  pluginReports: {
    pluginName: string;
    violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[];
  }[];
}

export interface Synthesis {
  app: VongbiApp;
  assembly: CloudAssembly;
  data: Template;
  site: Template;
  dataJson: CfnTemplate;
  siteJson: CfnTemplate;
  edgeJson: CfnTemplate;
  report: ValidationReport;
  /** How long construction (bundling included) and synthesis (validation included) took. */
  millis: { construct: number; synth: number };
}

export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  DependsOn?: string[];
}
export interface CfnTemplate {
  Resources: Record<string, CfnResource>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: string } }>;
}

// One output folder per worker: CDK keys its bundling cache on it, so a second synthesis (another context)
// reuses the first one's bundles instead of running esbuild again.
const outdir = mkdtempSync(join(tmpdir(), 'vongbi-cdk-'));

// Synthesis downloads nothing: any npm that bundling starts finds itself offline with an empty cache, and fails.
process.env.npm_config_offline = 'true';
process.env.npm_config_cache = mkdtempSync(join(tmpdir(), 'vongbi-empty-npm-cache-'));

const run = (context: Record<string, unknown>, overrides: Partial<AppConfig>): Synthesis => {
  const started = Date.now();
  const app = new App({
    outdir,
    context: { ...cdkJson.context, '@aws-cdk/core:validationReportPrettyPrint': false, ...context },
  });
  const built = buildApp(app, { siteDir: FIXTURE_SITE, ...overrides });
  const constructed = Date.now();
  const readReport = () => JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as ValidationReport;
  let assembly: CloudAssembly;
  try {
    assembly = app.synth();
  } catch (error) {
    // Synthesis stops on validation errors: show them, not just "Validation failed".
    const violations = readReport().pluginReports.flatMap((plugin) =>
      plugin.violations.map(
        (violation) =>
          `${violation.severity} ${violation.ruleName} at ${violation.violatingConstructs.map((c) => c.constructPath).join(', ')}`,
      ),
    );
    throw new Error(`${(error as Error).message}\n${violations.join('\n')}`, { cause: error });
  }
  const dataJson = assembly.getStackByName(built.data.stackName).template as CfnTemplate;
  const siteJson = assembly.getStackByName(built.site.stackName).template as CfnTemplate;
  const edgeJson = assembly.getStackByName(built.edge.stackName).template as CfnTemplate;
  return {
    app: built,
    assembly,
    data: Template.fromJSON(dataJson),
    site: Template.fromJSON(siteJson),
    dataJson,
    siteJson,
    edgeJson,
    report: readReport(),
    millis: { construct: constructed - started, synth: Date.now() - constructed },
  };
};

let cached: Synthesis | undefined;

/** What the main synthesis sends alarms and budget warnings to, and sends staff e-mails from. */
export const TEST_ALARM_EMAIL = 'canhbao@example.com';
export const TEST_MONTHLY_BUDGET = 25;
export const TEST_MAIL_SENDER = 'baogia@example.com';

/**
 * The app without an own domain (the defaults), in a named region and with an alarm address, a mail sender and
 * a budget, synthesised once per test file's worker.
 */
export const synthesize = (): Synthesis =>
  (cached ??= run(
    {},
    {
      region: 'ap-southeast-1',
      alarmEmail: TEST_ALARM_EMAIL,
      mailSender: TEST_MAIL_SENDER,
      monthlyBudgetUsd: TEST_MONTHLY_BUDGET,
    },
  ));

/**
 * The committed production environment (own domain and certificate, region, alarm address, budget), with an
 * origin-secret rotation marker. Call it after `synthesize()` is done with the output folder's templates
 * (it writes the same folder).
 */
export const synthesizeWithDomain = (): Synthesis =>
  run({ env: 'production', originSecretRotation: '202611010930' }, {});

/** Resources of one type, by logical id. */
export const resourcesOf = (template: CfnTemplate, type: string): [string, CfnResource][] =>
  Object.entries(template.Resources).filter(([, resource]) => resource.Type === type);
