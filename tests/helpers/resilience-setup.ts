import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { hashPassword } from '@vongbi/functions/core/auth/password';
import { ensureBucket, ensureTable } from '@vongbi/local/bootstrap';
import { startDynamoDbLocal, type DynamoDbLocal } from '@vongbi/local/emulators/dynamodb-local';
import { freePort } from '@vongbi/local/emulators/ports';
import { startS3Local } from '@vongbi/local/emulators/s3-local';
import { startSiteServer, type SiteServer } from '@vongbi/local/server';
import { testApiFor, type TestApi } from './api-client';

// The resilience suites (faults, load) stop, restart and saturate their emulators, so each file gets its own
// DynamoDB Local and s3rver, on disk so that data survives a restart, and its own local server.

export const RESILIENCE_ADMIN = { username: 'admin', password: 'mat-khau-suc-chiu' };

export interface ResilienceRig extends TestApi {
  stopDynamoDb(): Promise<void>;
  /** Ends DynamoDB Local with SIGKILL, as a crash would. */
  killDynamoDb(): Promise<void>;
  startDynamoDb(): Promise<void>;
  stopS3(): Promise<void>;
  startS3(): Promise<void>;
}

export const useResilienceRig = (): ResilienceRig => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vongbi-resilience-'));
  let dynamo: DynamoDbLocal | undefined;
  let s3: { stop(): Promise<void> } | undefined;
  let server: SiteServer | undefined;
  let dynamoPort = 0;
  let s3Port = 0;

  const startDynamoDb = async () => {
    dynamo = await startDynamoDbLocal({ dbPath: join(dataDir, 'dynamodb'), port: dynamoPort });
  };
  const startS3 = async () => {
    s3 = await startS3Local({ directory: join(dataDir, 's3'), port: s3Port });
  };

  beforeAll(async () => {
    [dynamoPort, s3Port] = [await freePort(), await freePort()];
    await Promise.all([startDynamoDb(), startS3()]);
    Object.assign(process.env, {
      AWS_REGION: 'ap-southeast-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${dynamoPort}`,
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${s3Port}`,
      TABLE_NAME: 'resilience',
      FILES_BUCKET: 'resilience-files',
      ADMIN_USERNAME: RESILIENCE_ADMIN.username,
      ADMIN_PASSWORD_HASH: await hashPassword(RESILIENCE_ADMIN.password),
      LOG_LEVEL: 'silent',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    await ensureTable(process.env.TABLE_NAME!);
    await ensureBucket(process.env.FILES_BUCKET!);
    server = await startSiteServer({ port: 0, frontend: 'none' });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await Promise.all([dynamo?.stop(), s3?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const rig: ResilienceRig = Object.assign(
    testApiFor(() => {
      if (!server) throw new Error('the resilience server is not running');
      return server.url;
    }, RESILIENCE_ADMIN),
    {
      stopDynamoDb: () => dynamo!.stop(),
      killDynamoDb: () => dynamo!.kill(),
      startDynamoDb,
      stopS3: () => s3!.stop(),
      startS3,
    },
  );
  return rig;
};
