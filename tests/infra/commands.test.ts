import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentNames, repoRoot } from '../../infra-cdk/lib/config';
import { FIXTURE_SITE } from './synth';

// The synth commands infra-cdk/README.md documents, run as an operator runs them: from the repository root,
// through npm and the cdk CLI, offline. Each gets the small fixture for the frontend build and an output
// folder of its own (`-c siteDir=… -o …`, options the command passes on to cdk). Each run bundles every function
// again (30 bundles): CDK names a bundle by the hash of its output, which a process knows only once it has bundled.

const readme = readFileSync(join(repoRoot, 'infra-cdk', 'README.md'), 'utf8');
const documented = [...readme.matchAll(/^npm run synth -- ([a-z-]+)$/gm)].map((match) => match[1]!);
const outdir = mkdtempSync(join(tmpdir(), 'vongbi-cdk-cli-'));

const npm = (...args: string[]) =>
  spawnSync('npm', args, {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '', AWS_PROFILE: '', AWS_REGION: '' },
    timeout: 240_000,
  });

interface Manifest {
  artifacts: Record<string, { type: string; environment?: string; properties?: { templateFile?: string } }>;
}

describe('documented commands', () => {
  it('document a synth of every environment file', () => {
    expect(documented.sort()).toEqual(environmentNames());
  });

  it.each(environmentNames())(
    'npm run synth -- %s works from the repository root, offline, in the environment’s region',
    (environment) => {
      const result = npm(
        'run',
        'synth',
        '--',
        environment,
        '-c',
        `siteDir=${relative(repoRoot, FIXTURE_SITE)}`,
        '-o',
        outdir,
      );
      expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
      expect(result.stdout + result.stderr).toContain('Successfully synthesized');

      const settings = JSON.parse(
        readFileSync(join(repoRoot, 'infra-cdk', 'environments', `${environment}.json`), 'utf8'),
      ) as { stackPrefix: string; region: string; domainName?: string };
      const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as Manifest;
      const stacks = Object.entries(manifest.artifacts)
        .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack')
        .map(([name, artifact]) => [name, artifact.environment]);
      expect(stacks.sort()).toEqual([
        [`${settings.stackPrefix}-Data`, `aws://unknown-account/${settings.region}`],
        [`${settings.stackPrefix}-Edge`, 'aws://unknown-account/us-east-1'],
        [`${settings.stackPrefix}-Site`, `aws://unknown-account/${settings.region}`],
      ]);
      const site = JSON.parse(readFileSync(join(outdir, `${settings.stackPrefix}-Site.template.json`), 'utf8')) as {
        Resources: Record<string, { Type: string; Properties: { DistributionConfig?: { Aliases?: string[] } } }>;
      };
      const distribution = Object.values(site.Resources).find((r) => r.Type === 'AWS::CloudFront::Distribution')!;
      expect(distribution.Properties.DistributionConfig!.Aliases).toEqual(
        settings.domainName ? [settings.domainName] : undefined,
      );
    },
    300_000,
  );

  it('refuse to run without an environment, naming the ones there are', () => {
    const result = npm('run', 'synth');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Name the environment');
    expect(result.stderr).toContain(environmentNames().join('|'));
  });
});
