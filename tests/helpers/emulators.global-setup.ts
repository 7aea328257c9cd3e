import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '@vongbi/functions/core/auth/password';
import { startDynamoDbLocal } from '@vongbi/local/emulators/dynamodb-local';
import { startS3Local } from '@vongbi/local/emulators/s3-local';
import { workersOf } from './workers';

// Once per run: DynamoDB Local (in memory) and s3rver on free ports. Each test file then makes its own
// table and bucket (api-setup.ts), so files never see each other's data. Files that run at once use a DynamoDB
// Local each (one per worker): with two files' tables streaming in one emulator, its stream readers met
// TrimmedDataAccessException and the publisher of one file never saw its records.

export const TEST_ADMIN = { username: 'admin', password: 'mat-khau-kiem-thu' };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The first worker's DynamoDB Local. */
    dynamoEndpoint: string;
    /** One DynamoDB Local per worker (VITEST_POOL_ID 1, 2…). */
    dynamoEndpoints: string[];
    s3Endpoint: string;
    /** Where s3rver keeps its files, for tests that meet it mid-write. */
    s3Directory: string;
    adminPasswordHash: string;
  }
}

export default async function setup(project: TestProject) {
  // Lambda runs Node 22; the SDK's notice about dropping Node 20 in 2027 is noise in every test run.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const s3Directory = mkdtempSync(join(tmpdir(), 'vongbi-s3-'));
  const workers = workersOf(project);
  const [s3, ...dynamos] = await Promise.all([
    startS3Local({ directory: s3Directory }),
    ...Array.from({ length: workers }, () => startDynamoDbLocal({})),
  ]);
  project.provide('dynamoEndpoint', dynamos[0]!.endpoint);
  project.provide(
    'dynamoEndpoints',
    dynamos.map((dynamo) => dynamo.endpoint),
  );
  project.provide('s3Endpoint', s3.endpoint);
  project.provide('s3Directory', s3Directory);
  project.provide('adminPasswordHash', await hashPassword(TEST_ADMIN.password));
  return async () => {
    await Promise.all([...dynamos.map((dynamo) => dynamo.stop()), s3.stop()]);
    rmSync(s3Directory, { recursive: true, force: true });
  };
}
