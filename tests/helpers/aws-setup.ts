import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { ensureFilesBucket, ensureTable } from '@vongbi/local/bootstrap';
import { TEST_ADMIN } from './emulators.global-setup';

// Before each test file of `npm run test:aws`: the environment `npm start` gives the handlers with AWS_ENDPOINT_URL
// set (one endpoint for every service, the region and keys it assumes), and a table, bucket and outbox of the
// file's own. Only the endpoint differs from the API suite's setup (api-setup.ts).

const suffix = randomUUID().slice(0, 8);
const outbox = mkdtempSync(join(tmpdir(), 'vongbi-outbox-'));
for (const name of Object.keys(process.env)) if (name.startsWith('AWS_ENDPOINT_URL_')) delete process.env[name];
Object.assign(process.env, {
  AWS_ENDPOINT_URL: inject('awsEndpoint'),
  AWS_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  TABLE_NAME: `test-${suffix}`,
  FILES_BUCKET: `test-files-${suffix}`,
  MAIL_OUTBOX_DIR: outbox,
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

afterAll(() => rmSync(outbox, { recursive: true, force: true }));
