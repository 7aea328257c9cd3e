import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { freePort } from './ports';
import type { RunningEmulator } from './dynamodb-local';

// s3rver: a pure-Node S3 emulator, run in this process. Its credentials are S3RVER/S3RVER.

export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const startS3Local = async (options: { directory: string; port?: number }): Promise<RunningEmulator> => {
  const port = options.port ?? (await freePort());
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: options.directory });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
};
