import { startBackends } from '@vongbi/local/runtime';
import { seedDemoContent } from '@vongbi/local/seed/index';
import { INNER_PRODUCTS, OUTER_PRODUCTS, seed } from './api-load';
import { BIG_CATEGORY_SIZE, seedBigCategory } from './big-category';

// Fills a DATA_DIR for `npm start -- --prod` (tests/helpers/prod-site.ts) with the site at the bench catalogue's
// size: the demo content a new site starts with, the bench catalogue of api-load.ts (10,000 inner products in 200
// outer products, 2,000 articles) and one category of 500 products. The site publishes all of it on its first
// start. `tsx tests/bench/bench-site.ts <DATA_DIR>`; tests/bench/lighthouse.ts runs it for the pages that need it.

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: tsx tests/bench/bench-site.ts <DATA_DIR>');

process.env.LOG_LEVEL ??= 'warn';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const backends = await startBackends({ dataDir });
try {
  const started = Date.now();
  await seedDemoContent();
  await seed();
  await seedBigCategory();
  console.log(
    `seeded the demo content, ${INNER_PRODUCTS} inner products in ${OUTER_PRODUCTS} outer products and a category ` +
      `of ${BIG_CATEGORY_SIZE} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
} finally {
  await backends.stop();
}
