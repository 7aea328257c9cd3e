import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { environmentNames, readEnvironmentFile, repoRoot } from '../lib/config';

// `npm run <synth|diff|deploy|destroy> -- <environment> [cdk options]`: runs the cdk command for the settings
// in infra-cdk/environments/<environment>.json (passed as `-c env=<environment>`), after making sure the
// frontend build exists (deploy always builds it fresh). Further options go to cdk unchanged, e.g.
// `--require-approval never` or `-c originSecretRotation=…`.

const COMMANDS: Record<string, string[]> = {
  synth: ['synth', '--quiet'],
  diff: ['diff', '--all'],
  deploy: ['deploy', '--all', '--outputs-file', 'outputs.json'],
  destroy: ['destroy'],
};

const [command, environment, ...rest] = process.argv.slice(2);
const usage = `Usage: npm run ${command ?? '<synth|diff|deploy|destroy>'} -- <${environmentNames().join('|')}> [cdk options]`;
if (!command || !COMMANDS[command]) {
  console.error(usage);
  process.exit(2);
}
if (!environment || environment.startsWith('-')) {
  console.error(`Name the environment. ${usage}`);
  process.exit(2);
}
const settings = readEnvironmentFile(environment);
if (command === 'deploy' && settings.certificateArn?.includes('00000000-0000-0000-0000-000000000000')) {
  console.error(
    `environments/${environment}.json still holds the example certificate ARN: request the certificate (README, step 2) and put its ARN there`,
  );
  process.exit(2);
}

const ownSiteDir = rest.some((argument, index) => argument.startsWith('siteDir=') && rest[index - 1] === '-c');
if (command !== 'destroy' && !ownSiteDir) {
  const build = spawnSync(
    'npx',
    ['tsx', join('scripts', 'ensure-site-build.ts'), ...(command === 'deploy' ? ['--always'] : [])],
    {
      cwd: join(repoRoot, 'infra-cdk'),
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const cdk = spawnSync('npx', ['cdk', ...COMMANDS[command]!, '--no-notices', '-c', `env=${environment}`, ...rest], {
  cwd: join(repoRoot, 'infra-cdk'),
  stdio: 'inherit',
  env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', CDK_DISABLE_CLI_TELEMETRY: 'true' },
});
process.exit(cdk.status ?? 1);
