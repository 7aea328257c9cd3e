import { readFileSync } from 'node:fs';
import { handler } from '@vongbi/functions/publish/handler';
import { putTemplate } from '@vongbi/functions/publish/site-bucket';
import { ensureBucket } from '@vongbi/local/bootstrap';
import { builtTemplate, ensureFrontendBuild } from '@vongbi/local/frontend-build';
import { ARTICLES, INNER_PRODUCTS, OUTER_PRODUCTS, seed } from './api-load';
import { startBenchBackends } from './bench-backends';

// How long the publisher takes to render every public page of a large catalogue: the bench catalogue of
// api-load.ts (10,000 inner products in 200 outer products, 2,000 articles) on DynamoDB Local and s3rver,
// published by the publish handler's `{ renderAll: true }`, then once more with nothing changed (no page is
// written again). `npx tsx tests/bench/render-all.ts`; PUBLISH_CONCURRENCY sets the renders in flight.

const main = async () => {
  const backends = await startBenchBackends({ SITE_BUCKET: 'bench-site', SITE_URL: 'https://vongbi.example' });
  try {
    await ensureFrontendBuild();
    await ensureBucket('bench-site');
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
    await backends.stop();
  }
};

await main();
