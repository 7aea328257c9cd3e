import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { ensureFilesBucket, ensureTable } from '@vongbi/local/bootstrap';
import { TEST_ADMIN } from './emulators.global-setup';
import { ofThisWorker } from './workers';

// Before each test file: the same environment the Lambda functions get, pointing at a table, a bucket and a
// mail outbox of this file's own.

const suffix = randomUUID().slice(0, 8);
// This worker's own DynamoDB Local (emulators.global-setup.ts).
const dynamoEndpoint = ofThisWorker(inject('dynamoEndpoints'));
Object.assign(process.env, {
  AWS_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
  AWS_ENDPOINT_URL_S3: inject('s3Endpoint'),
  TABLE_NAME: `test-${suffix}`,
  FILES_BUCKET: `test-files-${suffix}`,
  // As under `npm start`: e-mails become files, nothing is sent.
  MAIL_OUTBOX_DIR: join(tmpdir(), `vongbi-outbox-${suffix}`),
  ADMIN_USERNAME: TEST_ADMIN.username,
  ADMIN_PASSWORD_HASH: inject('adminPasswordHash'),
  LOG_LEVEL: 'silent',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  // As on Lambda, where the handlers default it: the runner's NODE_ENV=test would give React's development build,
  // which renders a page about four times slower and is not what the site runs.
  NODE_ENV: 'production',
});
delete process.env.SITE_ORIGINS;

await ensureTable(process.env.TABLE_NAME!);
await ensureFilesBucket(process.env.FILES_BUCKET!);
