import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from './ports';

// AWS's DynamoDB Local (the jar shipped in amplify-dynamodb-simulator's emulator/ folder) on the machine's
// Java. It supports transactions, which the data layer needs. It listens on 127.0.0.1 only, as the site and
// s3rver do (dynamodb-local-loopback.xml), and sends no telemetry.

export interface RunningEmulator {
  endpoint: string;
  stop(): Promise<void>;
}

export interface DynamoDbLocal extends RunningEmulator {
  /** SIGKILL, as a crash would end it (the resilience suite's fault). */
  kill(): Promise<void>;
}

export class EmulatorError extends Error {}

const emulatorFolder = (): string =>
  join(dirname(createRequire(import.meta.url).resolve('amplify-dynamodb-simulator/package.json')), 'emulator');

const assertJava = (): void => {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error) throw new EmulatorError('Java 17+ is needed for DynamoDB Local, but `java` was not found on PATH.');
  const version = /version "(\d+)/.exec(probe.stderr)?.[1];
  if (version && Number(version) < 17)
    throw new EmulatorError(`Java 17+ is needed for DynamoDB Local; found Java ${version}.`);
};

/** Starts DynamoDB Local's own server with its host set to loopback; see the XML file for how. */
const loopbackLauncher = fileURLToPath(new URL('./dynamodb-local-loopback.xml', import.meta.url));

const waitUntilReady = async (endpoint: string, child: ChildProcess, output: () => string): Promise<void> => {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + 60_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new EmulatorError(`DynamoDB Local exited early: ${output().trim()}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
    throw new EmulatorError('DynamoDB Local did not start within 60 seconds.');
  } finally {
    client.destroy();
  }
};

export const startDynamoDbLocal = async (options: { dbPath?: string; port?: number }): Promise<DynamoDbLocal> => {
  assertJava();
  const port = options.port ?? (await freePort());
  const folder = emulatorFolder();
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  // DynamoDB Local writes dynamodb-local-metadata.json (an installation id) into its working directory, even with
  // telemetry off: the data folder, or a folder of its own that goes with it when it runs in memory.
  const workDir = options.dbPath ?? mkdtempSync(join(tmpdir(), 'vongbi-dynamodb-'));
  // Each start unpacks SQLite's native library (about 1 MB) into Java's temp folder, and a killed emulator leaves
  // it there: a temp folder of this instance's own, removed with it.
  const javaTmpDir = mkdtempSync(join(tmpdir(), 'vongbi-dynamodb-tmp-'));
  const args = [...storage, '-sharedDb', '-disableTelemetry', '-port', String(port)];
  const child = spawn(
    'java',
    [
      // The JVM's quick compiler only: the optimising one's work never paid for itself in an emulator that lives
      // minutes and waits on SQLite. Four API test files took 15–30 % less CPU in all, in the same time.
      '-XX:TieredStopAtLevel=1',
      `-Djava.io.tmpdir=${javaTmpDir}`,
      `-Djava.library.path=${join(folder, 'DynamoDBLocal_lib')}`,
      `-Ddynamodb.local.args=${args.join('\n')}`,
      '-cp',
      join(folder, 'DynamoDBLocal.jar'),
      'org.eclipse.jetty.xml.XmlConfiguration',
      loopbackLauncher,
    ],
    { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const removeFolders = () => {
    rmSync(javaTmpDir, { recursive: true, force: true });
    if (!options.dbPath) rmSync(workDir, { recursive: true, force: true });
  };
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const endpoint = `http://127.0.0.1:${port}`;

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    }
    removeFolders();
  };
  // Never leave Java behind, however this process ends. SIGTERM, not SIGKILL: DynamoDB Local answers a
  // TransactWriteItems a few milliseconds before its SQLite file holds it, and a SIGKILL in that window loses a
  // write it acknowledged (README, "Data lives in .data/"); on SIGTERM it finishes the write first.
  process.once('exit', () => {
    child.kill('SIGTERM');
    removeFolders();
  });

  try {
    await waitUntilReady(endpoint, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  const kill = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await exited;
    }
    removeFolders();
  };
  return { endpoint, stop, kill };
};
