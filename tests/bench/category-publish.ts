import { readFileSync } from 'node:fs';
import { categoryPageAddresses } from '@vongbi/functions/contract/site-addresses';
import { batchGet, entityKey } from '@vongbi/functions/core/db';
import { createInnerProduct } from '@vongbi/functions/core/services/inner-products';
import type { TableChange } from '@vongbi/functions/publish/affected-urls';
import { pagesTouchedBy, publishChanges } from '@vongbi/functions/publish/publisher';
import { renderContext, renderUrl } from '@vongbi/functions/publish/render';
import { putTemplate } from '@vongbi/functions/publish/site-bucket';
import { ensureBucket } from '@vongbi/local/bootstrap';
import { builtTemplate, ensureFrontendBuild } from '@vongbi/local/frontend-build';
import { INNER_PRODUCTS, OUTER_PRODUCTS, seed } from './api-load';
import { startBenchBackends } from './bench-backends';
import { BIG_CATEGORY_PATH, BIG_CATEGORY_SIZE, seedBigCategory } from './big-category';

// How long publishing a category of 500 products takes, at the bench catalogue's size (api-load.ts: 10,000 inner
// products in 200 outer products, 2,000 articles), on DynamoDB Local and s3rver with the publish function's
// own code: the category made at once (its table changes published as one stream batch would deliver them:
// its 21 list pages, 500 product pages, and the lists and home that show them), then one product added to it
// (every list page again), then its 21 list pages alone and /products alone. `npx tsx tests/bench/category-publish.ts`;
// PUBLISH_CONCURRENCY sets the renders in flight (default 8).

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const tableChanges = async (kind: 'INNER' | 'OUTER', ids: readonly number[]): Promise<TableChange[]> =>
  (await batchGet(ids.map((id) => entityKey(kind, id)))).map((item) => ({ newItem: item }));

const main = async () => {
  const backends = await startBenchBackends({ SITE_BUCKET: 'bench-site', SITE_URL: 'https://vongbi.example' });
  try {
    await ensureFrontendBuild();
    await ensureBucket('bench-site');
    await putTemplate(readFileSync(builtTemplate, 'utf8'), {});
    let since = Date.now();
    await seed();
    const { outer, productIds } = await seedBigCategory();
    console.log(
      `seeded ${INNER_PRODUCTS} inner products in ${OUTER_PRODUCTS} outer products and a category of ` +
        `${BIG_CATEGORY_SIZE} in ${seconds(since)}`,
    );

    const made = [...(await tableChanges('OUTER', [outer.id])), ...(await tableChanges('INNER', productIds))];
    const touched = await pagesTouchedBy(made);
    since = Date.now();
    const first = await publishChanges(made);
    console.log(
      `the category made at once: ${first.rendered} pages (${touched.all ? 'all' : touched.urls.length} touched) ` +
        `in ${seconds(since)}, ${first.written} written`,
    );

    const added = await createInnerProduct({
      name: 'Vòng bi cầu FAG 6206-2RS-C4',
      namePath: `${BIG_CATEGORY_PATH}-6206-2rs-c4`,
      description: '<p>Vòng bi cầu 6206-2RS-C4.</p>',
      shortDescription: 'Vòng bi cầu khe hở C4',
      videos: '',
      imageId: outer.imageId,
      imageIds: [],
      outerProductId: outer.id,
      brand: 'FAG',
      madeIn: 'Đức',
      productSeries: '6206-2RS-C4',
      boreMm: null,
      outerDiameterMm: null,
      widthMm: null,
    });
    since = Date.now();
    const second = await publishChanges(await tableChanges('INNER', [added.id]));
    console.log(
      `one product added to it: ${second.rendered} pages in ${seconds(since)}, ${second.written} written ` +
        `(its list pages, its page, the pages that list it as related, its category list, home)`,
    );

    const listPages = categoryPageAddresses(BIG_CATEGORY_PATH, BIG_CATEGORY_SIZE + 1);
    since = Date.now();
    const context = await renderContext('https://vongbi.example');
    for (const url of listPages) {
      const { status } = await renderUrl(url, context);
      if (status !== 200) throw new Error(`${url} rendered with ${status}`);
    }
    console.log(`its ${listPages.length} list pages alone, one after another: ${seconds(since)}`);
    // The list of every category with every product, which any product's save re-publishes too.
    since = Date.now();
    const products = await renderUrl('/products', await renderContext('https://vongbi.example'));
    console.log(
      `/products alone (every category with its first cards): ${seconds(since)}, ` +
        `${(products.html.length / 1024 / 1024).toFixed(1)} MB of HTML`,
    );
  } finally {
    await backends.stop();
  }
};

await main();
