import { spawn, spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '@vongbi/functions/core/auth/password';
import { freePort } from '@vongbi/local/emulators/ports';
import { TEST_ADMIN } from './emulators.global-setup';

// Once per `npm run test:aws` run: moto's server (Python, moto 5) on a free loopback port, the one endpoint for
// DynamoDB, its stream, S3 and SES, reached through AWS_ENDPOINT_URL as `npm start` reaches LocalStack.

declare module 'vitest' {
  export interface ProvidedContext {
    awsEndpoint: string;
  }
}

const READY_WITHIN_MS = 60_000;

export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  if (spawnSync('moto_server', ['--help']).error) {
    throw new Error('moto_server is not on PATH: pip install "moto[server]>=5,<6"');
  }
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`moto_server exited early: ${output.trim()}`);
    const answer = await fetch(`${endpoint}/moto-api/`).catch(() => undefined);
    if (answer?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`moto_server did not answer within ${READY_WITHIN_MS / 1000} s: ${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  project.provide('awsEndpoint', endpoint);
  project.provide('adminPasswordHash', await hashPassword(TEST_ADMIN.password));
  return stop;
}
