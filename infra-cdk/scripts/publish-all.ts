import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { environmentNames, readEnvironmentFile } from '../lib/config';
import { RENDER_ALL_EVENT } from '../lib/constructs/publisher';

// `npm run publish-all -- <environment>`: renders every public page of a deployed environment now, by invoking
// its publisher with {"renderAll": true} and waiting for the answer (up to the function's 15 minutes). Each
// deployment that changes the publisher or the frontend does this by itself; this is for the other times
// (a page looks wrong, a dead-letter alarm was handled). Needs the AWS CLI and credentials for the account;
// the function's name comes from the site stack's output PublisherFunctionName.

const [environment] = process.argv.slice(2);
const usage = `Usage: npm run publish-all -- <${environmentNames().join('|')}>`;
if (!environment || environment.startsWith('-')) {
  console.error(`Name the environment. ${usage}`);
  process.exit(2);
}
const settings = readEnvironmentFile(environment);
const region = ['--region', settings.region!];

const aws = (args: string[]): string => {
  const result = spawnSync('aws', [...args, ...region], { encoding: 'utf8' });
  if (result.error) throw new Error(`The AWS CLI did not run (${result.error.message}); see infra-cdk/README.md`);
  if (result.status !== 0) {
    console.error(result.stderr.trim());
    process.exit(result.status ?? 1);
  }
  return result.stdout.trim();
};

const stackName = `${settings.stackPrefix}-Site`;
const functionName = aws([
  'cloudformation',
  'describe-stacks',
  '--stack-name',
  stackName,
  '--query',
  "Stacks[0].Outputs[?OutputKey=='PublisherFunctionName'].OutputValue",
  '--output',
  'text',
]);
if (!functionName || functionName === 'None') {
  console.error(`${stackName} has no PublisherFunctionName output: deploy the environment first (npm run deploy)`);
  process.exit(1);
}

console.log(`Rendering every page with ${functionName} (${stackName})…`);
const started = Date.now();
const folder = mkdtempSync(join(tmpdir(), 'publish-all-'));
try {
  const answer = JSON.parse(
    aws([
      'lambda',
      'invoke',
      '--function-name',
      functionName,
      '--invocation-type',
      'RequestResponse',
      '--cli-binary-format',
      'raw-in-base64-out',
      '--payload',
      JSON.stringify(RENDER_ALL_EVENT),
      // The CLI gives up on a silent connection after 60 s; a render of everything takes minutes.
      '--cli-read-timeout',
      '960',
      join(folder, 'answer.json'),
    ]),
  ) as { StatusCode?: number; FunctionError?: string };
  const payload = readFileSync(join(folder, 'answer.json'), 'utf8');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (answer.FunctionError) {
    console.error(`The publisher failed after ${seconds} s (${answer.FunctionError}): ${payload}`);
    process.exit(1);
  }
  console.log(`Done in ${seconds} s. ${payload === 'null' ? '' : payload}`.trim());
} finally {
  rmSync(folder, { recursive: true, force: true });
}
