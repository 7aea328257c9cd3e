import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@vongbi/local/emulators/ports';
import { userEnvironment } from '../helpers/prod-site';

// `npm start` as a new user runs it: the printed login, data that survives a restart, Ctrl-C that leaves no
// Java behind, and one-line errors for a busy port or a missing Java.

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'vongbi-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const startLocal = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts'], {
    cwd: repoRoot,
    env: { ...userEnvironment(), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Ctrl-C')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`npm start exited:\n${output}`));
    });
  });
  // Runs that are meant to fail never wait on `ready`.
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => output };
};

const javaProcessesUsing = (folder: string): string[] =>
  spawnSync('pgrep', ['-af', 'DynamoDBLocal.jar'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.includes(folder));

describe('npm start', () => {
  it('prints the login without the password from ADMIN_PASSWORD, keeps saved changes across a restart, and stops Java on SIGINT', async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, ADMIN_USERNAME: 'nhanvien', ADMIN_PASSWORD: 'mk-khoi-dong' };
    const first = startLocal(env);
    await first.ready;
    expect(first.output()).toContain(`Site:        http://127.0.0.1:${port}/`);
    expect(first.output()).toContain('Admin login: nhanvien   (password: the one in ADMIN_PASSWORD)');
    expect(first.output()).not.toContain('mk-khoi-dong');
    const site = `http://127.0.0.1:${port}`;
    const login = await fetch(`${site}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'nhanvien', password: 'mk-khoi-dong' }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const save = await fetch(`${site}/api/Configuration`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify([{ configKey: 'PHONE', value: '0243 999 888' }]),
    });
    expect(save.status).toBe(200);

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(javaProcessesUsing(dataDir)).toEqual([]);

    const second = startLocal(env);
    await second.ready;
    const items = (await (await fetch(`${site}/api/Configuration`)).json()) as { configKey: string; value: string }[];
    expect(items.find((item) => item.configKey === 'PHONE')?.value).toBe('0243 999 888');
    expect(items.length).toBeGreaterThan(40);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(javaProcessesUsing(dataDir)).toEqual([]);
  }, 240_000);

  it('says in one line that the port is busy', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    const run = startLocal({ PORT: String(port), DATA_DIR: dataDir });

    const code = await run.exited;
    blocker.close();

    expect(code).toBe(1);
    const lines = run
      .output()
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('Cannot start'));
    expect(lines).toEqual([`Cannot start: Port ${port} on 127.0.0.1 is already in use. Set PORT to another port.`]);
    expect(run.output()).not.toMatch(/\n\s+at /);
    expect(javaProcessesUsing(dataDir)).toEqual([]);
  }, 120_000);

  it('says in one line that Java is missing', async () => {
    // Node is started by its absolute path; an empty PATH hides `java`.
    const emptyBin = mkdtempSync(join(tmpdir(), 'vongbi-no-java-'));
    const run = startLocal({ PORT: String(await freePort()), DATA_DIR: dataDir, PATH: emptyBin });

    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe(
      'Cannot start: Java 17+ is needed for DynamoDB Local, but `java` was not found on PATH.',
    );
  }, 60_000);
});
