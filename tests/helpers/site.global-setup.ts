import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '@vongbi/local/emulators/ports';

// The browser tests run against what a new user gets from `npm start -- --prod`: the same entry point,
// a fresh DATA_DIR with the demo content, a free port.

export const E2E_ADMIN = { username: 'quantri', password: 'mat-khau-e2e' };

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vongbi-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts', '--prod'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Site:\s+(http:\/\/\S+?)\/\s/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  const timeout = setTimeout(() => child.kill('SIGTERM'), 240_000);
  const siteUrl = await started.finally(() => clearTimeout(timeout));
  project.provide('siteUrl', siteUrl);

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
