import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '@vongbi/functions/core/auth/password';
import { handler } from '@vongbi/functions/publish/handler';
import { putTemplate } from '@vongbi/functions/publish/site-bucket';
import { ensureBucket, ensureTable } from '@vongbi/local/bootstrap';
import { startDynamoDbLocal } from '@vongbi/local/emulators/dynamodb-local';
import { startS3Local } from '@vongbi/local/emulators/s3-local';
import { builtTemplate, ensureFrontendBuild } from '@vongbi/local/frontend-build';
import { ARTICLES, INNER_PRODUCTS, OUTER_PRODUCTS, seed } from './api-load';

// How long the publisher takes to render every public page of a large catalogue: the bench catalogue of
// api-load.ts (10,000 inner products in 200 outer products, 2,000 articles) on DynamoDB Local and s3rver,
// published by the publish handler's `{ renderAll: true }`, then once more with nothing changed (no page is
// written again). `npx tsx tests/bench/render-all.ts`; PUBLISH_CONCURRENCY sets the renders in flight.

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vongbi-render-all-'));
  const [dynamo, s3] = await Promise.all([startDynamoDbLocal({}), startS3Local({ directory: dataDir })]);
  Object.assign(process.env, {
    AWS_REGION: 'ap-southeast-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    TABLE_NAME: 'bench',
    FILES_BUCKET: 'bench-files',
    SITE_BUCKET: 'bench-site',
    SITE_URL: 'https://vongbi.example',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD_HASH: await hashPassword('bench'),
    LOG_LEVEL: 'silent',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  try {
    await ensureFrontendBuild();
    await ensureTable('bench');
    await Promise.all([ensureBucket('bench-files'), ensureBucket('bench-site')]);
    await putTemplate(readFileSync(builtTemplate, 'utf8'), {});
    const seeding = Date.now();
    await seed();
    console.log(
      `seeded ${INNER_PRODUCTS} inner products in ${OUTER_PRODUCTS} outer products and ${ARTICLES} articles ` +
        `in ${((Date.now() - seeding) / 1000).toFixed(0)} s`,
    );
    for (const run of ['first render', 'again, nothing changed']) {
      const summary = await handler({ renderAll: true });
      console.log(
        `${run}: ${summary.rendered} pages in ${(summary.durationMs / 1000).toFixed(1)} s ` +
          `(${(summary.rendered / (summary.durationMs / 1000)).toFixed(0)} pages/s; ` +
          `${summary.written} written, ${summary.deleted} deleted; concurrency ${process.env.PUBLISH_CONCURRENCY ?? 8})`,
      );
    }
  } finally {
    await Promise.all([dynamo.stop(), s3.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
