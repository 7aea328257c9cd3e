import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@vongbi/local/emulators/ports';

// What a new user gets from `npm start -- --prod`: the same entry point, a fresh DATA_DIR with the demo
// content, a free port. The browser tests and the page benchmarks run against it.

export interface ProdSite {
  url: string;
  /** Its DATA_DIR: the database, the files and the outbox of its e-mails. */
  dataDir: string;
  /** What the start printed until the site was up (how long publishing every page took, among others). */
  startOutput: string;
  stop(): Promise<void>;
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The environment of a user's shell: the test runner's own NODE_ENV=test left out, which would give the site
 * React's development build where a user gets the production one (its handlers default NODE_ENV to production).
 */
export const userEnvironment = (): NodeJS.ProcessEnv => {
  const { NODE_ENV: _runnerMode, ...environment } = process.env;
  return environment;
};

const START_TIMEOUT_MS = 240_000;

export interface ProdSiteOptions {
  /**
   * A DATA_DIR prepared beforehand (the bench catalogue, a copy of a seeded one), kept when the site stops,
   * instead of a fresh one with the demo content.
   */
  dataDir?: string;
  /** The port, instead of a free one: a site started again on its port keeps its published pages. */
  port?: number;
  /** How long the first start may take: publishing a large catalogue takes minutes. */
  startTimeoutMs?: number;
}

export const startProdSite = async (
  env: Record<string, string> = {},
  options: ProdSiteOptions = {},
): Promise<ProdSite> => {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vongbi-prod-'));
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts', '--prod'], {
    cwd: repoRoot,
    env: { ...userEnvironment(), ...env, PORT: String(port), DATA_DIR: dataDir },
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
  const timeout = setTimeout(() => child.kill('SIGTERM'), options.startTimeoutMs ?? START_TIMEOUT_MS);
  const url = await started.finally(() => clearTimeout(timeout));
  // What the site reports once up (an error behind a 500, say) reaches the run's log, where a failure is read.
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`[site ${url}] ${chunk.toString()}`));
  return {
    url,
    dataDir,
    startOutput: output,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
