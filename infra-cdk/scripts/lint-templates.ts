import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { environmentNames, readEnvironmentFile, repoRoot } from '../lib/config';
import { applyExceptions, templateLintExceptions, type TemplateFinding } from './template-lint-exceptions';

// `npm run lint:templates`: synthesises every environment (infra-cdk/environments/*.json) offline, with the
// settings `npm run synth -- <env>` uses, each into a folder of its own under cdk.out/, and runs AWS's linter cfn-lint
// over every stack's template, against the region the stack deploys to: cfn-lint's resource schemas differ by
// region (1.51's us-east-1 schema of AWS::CloudWatch::Dashboard lacks the Tags CloudFormation takes, which its
// ap-southeast-1 schema has), and the default, us-east-1, would judge the site stack by the wrong one. Errors
// and warnings both fail, except the findings template-lint-exceptions.ts names by rule and resource, with
// the reason.

const INSTALL_HINT =
  'cfn-lint is missing from PATH (or does not run): install it with `pip install cfn-lint` (or `pipx install cfn-lint`) and run npm run lint:templates again.';

interface Manifest {
  artifacts: Record<string, { type: string; environment?: string; properties?: { templateFile?: string } }>;
}

interface CfnLintMatch {
  Rule: { Id: string };
  Level: string;
  Message: string;
  Filename: string;
  Location: { Start: { LineNumber: number }; Path?: (string | number)[] | null };
}

interface Template {
  file: string;
  environment: string;
  stack: string;
  region: string;
}

const startedAt = Date.now();
const infraDir = join(repoRoot, 'infra-cdk');

const version = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
if (version.error || version.status !== 0) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

const synthesise = (environment: string): Template[] => {
  const outDir = join(infraDir, 'cdk.out', 'lint-templates', environment);
  // A fresh folder, so a stack that no longer exists leaves no template behind to be linted.
  rmSync(outDir, { recursive: true, force: true });
  console.log(`Synthesising ${environment}…`);
  // `cdk list` writes the same templates as `cdk synth` but bundles no function: a lint reads templates, whose only
  // difference is the bundles' S3 keys, and esbuild is most of a synth's time (about 18 s of 25 per environment).
  const synth = spawnSync('npx', ['cdk', 'list', '--no-notices', '-c', `env=${environment}`, '-o', outDir], {
    cwd: infraDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', CDK_DISABLE_CLI_TELEMETRY: 'true' },
  });
  if (synth.status !== 0) {
    console.error(`${synth.stdout}\n${synth.stderr}\ncdk list for ${environment} failed (output above)`);
    process.exit(1);
  }
  const { stackPrefix } = readEnvironmentFile(environment);
  const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
  return Object.entries(manifest.artifacts)
    .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack')
    .map(([name, artifact]) => ({
      file: join(outDir, artifact.properties!.templateFile!),
      environment,
      stack: name.startsWith(`${stackPrefix}-`) ? name.slice(stackPrefix.length + 1) : name,
      region: artifact.environment!.split('/').pop()!,
    }));
};

const lint = (region: string, templates: Template[]): TemplateFinding[] => {
  const byFile = new Map(templates.map((template) => [resolve(template.file), template]));
  const run = spawnSync(
    'cfn-lint',
    [...byFile.keys(), '--format', 'json', '--non-zero-exit-code', 'none', '--regions', region],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // With --non-zero-exit-code none, a non-zero status means cfn-lint itself failed.
  if (run.status !== 0) {
    console.error(`${run.stderr}\ncfn-lint failed on the ${region} templates (output above)`);
    process.exit(1);
  }
  return (JSON.parse(run.stdout) as CfnLintMatch[]).map((match) => {
    const template = byFile.get(resolve(match.Filename))!;
    const path = match.Location.Path ?? [];
    return {
      rule: match.Rule.Id,
      level: match.Level,
      environment: template.environment,
      stack: template.stack,
      resource: path[0] === 'Resources' ? String(path[1]) : undefined,
      message: match.Message,
      location: `${relative(repoRoot, match.Filename)}:${match.Location.Start.LineNumber}`,
    };
  });
};

// The site stack uploads the frontend build: made once here when missing, as `npm run synth` makes it.
const siteBuild = spawnSync('npx', ['tsx', join('scripts', 'ensure-site-build.ts')], {
  cwd: infraDir,
  stdio: 'inherit',
});
if (siteBuild.status !== 0) process.exit(siteBuild.status ?? 1);
const templates = environmentNames().flatMap(synthesise);
const regions = [...new Set(templates.map((template) => template.region))];
const findings = regions.flatMap((region) =>
  lint(
    region,
    templates.filter((template) => template.region === region),
  ),
);
const { failures, excepted, unused } = applyExceptions(findings, templateLintExceptions);

for (const finding of failures) {
  console.error(
    `${finding.rule} (${finding.level}) ${finding.environment} ${finding.stack}/${finding.resource ?? '-'}: ` +
      `${finding.message}\n  at ${finding.location}`,
  );
}
for (const entry of unused) {
  console.error(
    `No finding matches the exception ${entry}: remove it from infra-cdk/scripts/template-lint-exceptions.ts`,
  );
}
const seconds = Math.round((Date.now() - startedAt) / 1000);
const summary =
  `${templates.length} templates (${environmentNames().join(', ')}) linted with ${version.stdout.trim()} in ${seconds} s: ` +
  `${failures.length} findings, ${excepted.length} excepted by rule and resource (template-lint-exceptions.ts)`;
if (failures.length > 0 || unused.length > 0) {
  console.error(summary);
  process.exit(1);
}
console.log(summary);
