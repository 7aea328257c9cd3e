import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnvironmentFile, repoRoot } from '../../infra-cdk/lib/config';

// `npm run publish-all -- <env>` as infra-cdk/README.md documents it, from the repository root, with a
// stand-in `aws` first on the PATH that records its arguments and answers as the AWS CLI does.

const fakeAws = `#!/usr/bin/env node
const { appendFileSync, writeFileSync } = require('node:fs');
const args = process.argv.slice(2);
appendFileSync(process.env.FAKE_AWS_LOG, JSON.stringify(args) + '\\n');
if (args[0] === 'cloudformation') {
  console.log(process.env.FAKE_AWS_FUNCTION);
} else if (args[0] === 'lambda') {
  const failing = process.env.FAKE_AWS_FAIL === '1';
  // The answer file is the last argument before the region.
  writeFileSync(args[args.indexOf('--region') - 1], failing ? '{"errorMessage":"boom"}' : '{"published":3}');
  console.log(JSON.stringify(failing ? { StatusCode: 200, FunctionError: 'Unhandled' } : { StatusCode: 200 }));
}
`;

const run = (environment: string | undefined, options: { fail?: boolean; functionName?: string } = {}) => {
  const folder = mkdtempSync(join(tmpdir(), 'publish-all-test-'));
  writeFileSync(join(folder, 'aws'), fakeAws);
  chmodSync(join(folder, 'aws'), 0o755);
  const log = join(folder, 'calls.log');
  writeFileSync(log, '');
  const result = spawnSync('npm', ['run', '-s', 'publish-all', '--', ...(environment ? [environment] : [])], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${folder}:${process.env.PATH}`,
      FAKE_AWS_LOG: log,
      FAKE_AWS_FUNCTION: options.functionName ?? 'VongbiStaging-Site-PublisherFunction1938-AbC',
      FAKE_AWS_FAIL: options.fail ? '1' : '0',
    },
    timeout: 60_000,
  });
  const calls = readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as string[]);
  return { ...result, calls };
};

describe('npm run publish-all -- <env>', () => {
  it('finds the publisher from the site stack’s output and invokes it with {"renderAll": true}, waiting for it', () => {
    const { region, stackPrefix } = readEnvironmentFile('staging');
    const result = run('staging');
    expect(result.status, result.stderr).toBe(0);
    expect(result.calls[0]).toEqual([
      'cloudformation',
      'describe-stacks',
      '--stack-name',
      `${stackPrefix}-Site`,
      '--query',
      "Stacks[0].Outputs[?OutputKey=='PublisherFunctionName'].OutputValue",
      '--output',
      'text',
      '--region',
      region,
    ]);
    const invoke = result.calls[1]!;
    expect(invoke.slice(0, 3)).toEqual(['lambda', 'invoke', '--function-name']);
    expect(invoke[3]).toBe('VongbiStaging-Site-PublisherFunction1938-AbC');
    expect(invoke[invoke.indexOf('--invocation-type') + 1]).toBe('RequestResponse');
    expect(JSON.parse(invoke[invoke.indexOf('--payload') + 1]!)).toEqual({ renderAll: true });
    expect(Number(invoke[invoke.indexOf('--cli-read-timeout') + 1])).toBeGreaterThan(900);
    expect(invoke.slice(-2)).toEqual(['--region', region]);
    expect(result.stdout).toMatch(/Done in [\d.]+ s\. \{"published":3\}/);
  }, 60_000);

  it('fails, showing the error, when the publisher fails', () => {
    const result = run('staging', { fail: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The publisher failed');
    expect(result.stderr).toContain('boom');
  }, 60_000);

  it('fails before invoking anything when the stack has no publisher output', () => {
    const result = run('staging', { functionName: 'None' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('has no PublisherFunctionName output');
    expect(result.calls).toHaveLength(1);
  }, 60_000);

  it('refuses to run without an environment', () => {
    const result = run(undefined);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Name the environment');
    expect(result.calls).toEqual([]);
  }, 60_000);
});
