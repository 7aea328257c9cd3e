import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '@vongbi/functions/core/auth/password';
import { ensureBucket, ensureTable } from '@vongbi/local/bootstrap';
import { startDynamoDbLocal } from '@vongbi/local/emulators/dynamodb-local';
import { startS3Local } from '@vongbi/local/emulators/s3-local';

// The emulators a bench runs on, of its own: DynamoDB Local and s3rver on free ports with a fresh data
// folder, the handlers' environment pointing at them, the table and the files bucket created.

export interface BenchBackends {
  stop(): Promise<void>;
}

export const BENCH_TABLE = 'bench';
export const BENCH_FILES_BUCKET = 'bench-files';

export const startBenchBackends = async (env: Record<string, string> = {}): Promise<BenchBackends> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vongbi-bench-'));
  const [dynamo, s3] = await Promise.all([startDynamoDbLocal({}), startS3Local({ directory: dataDir })]);
  Object.assign(process.env, {
    AWS_REGION: 'ap-southeast-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    TABLE_NAME: BENCH_TABLE,
    FILES_BUCKET: BENCH_FILES_BUCKET,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD_HASH: await hashPassword('bench'),
    LOG_LEVEL: 'silent',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...env,
  });
  await ensureTable(BENCH_TABLE);
  await ensureBucket(BENCH_FILES_BUCKET);
  return {
    stop: async () => {
      await Promise.all([dynamo.stop(), s3.stop()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
