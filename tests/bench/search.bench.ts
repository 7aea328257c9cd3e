import { beforeAll, bench, describe, expect } from 'vitest';
import { importInnerProducts, searchInnerProducts } from '@vongbi/functions/core/services/inner-products';
import {
  invalidateSearchCache,
  loadSearchEntries,
  resetSearchCache,
} from '@vongbi/functions/core/repositories/inner-product-search-repository';
import type { OuterProduct } from '@vongbi/functions/contract/outer-product';
import { resetListCache } from '@vongbi/functions/core/services/list-cache';
import { createOuterProduct } from '@vongbi/functions/core/services/outer-products';
import { matchNames } from '@vongbi/functions/core/rules/name-search';
import { useTestApi } from '../helpers/api-client';
import { createImage } from '../helpers/catalogue';

// SearchInnerProductByName at 10,000 inner products (DynamoDB Local, s3rver): the whole HTTP route with its
// answer kept (core/services/list-cache.ts) and built again, the search service call with a warm container cache, after a version check, in a cold container, and the
// in-memory match alone. `npx vitest bench --run --project bench --outputJson bench.json` also writes the medians.

const PRODUCTS = 10_000;
const OUTERS = 100;
const BATCH = 500;

const api = useTestApi();

const kinds = [
  'Vòng bi cầu',
  'Vòng bi đũa',
  'Vòng bi tang trống',
  'Vòng bi côn',
  'Gối đỡ vòng bi',
  'Mỡ bôi trơn',
  'Dầu bôi trơn',
  'Đầu đo rung',
  'Phớt chặn dầu',
  'Bạc đạn',
  'Ổ lăn kim',
  'Máy gia nhiệt cảm ứng',
];
const brands = ['FAG', 'INA', 'LUK', 'NMB', 'Bechem', 'SKF', 'NSK', 'Timken'];
const suffixes = ['', '2RS', 'ZZ', 'C3', '2RSR-C3', 'chịu nhiệt', 'siêu chính xác', 'tải nặng'];

/** A deterministic, plausible product name for index `n`. */
const productName = (n: number): string =>
  [
    kinds[n % kinds.length],
    brands[(n >> 3) % brands.length],
    String(6000 + ((n * 7919) % 4000)),
    suffixes[(n >> 5) % suffixes.length],
  ]
    .filter(Boolean)
    .join(' ');

const queries = {
  broad: 'vòng bi', // thousands of hits, ranked, 50 answered
  specific: 'vong bi con nsk 8557', // productName(1203) = 'Vòng bi côn NSK 8557 chịu nhiệt'
  dWord: 'đau do rung bechem', // đ = d: 'Đầu đo rung Bechem …'
  none: 'khong co san pham nay',
};

beforeAll(async () => {
  const image = await createImage('bench.png');
  const outers: OuterProduct[] = [];
  for (let index = 0; index < OUTERS; index += 1) {
    outers.push(
      await createOuterProduct({
        name: `Danh mục ${index}`,
        namePath: `danh-muc-${index}`,
        summaryDetail: 'Danh mục thử tải',
        productType: (index % 2) as 0 | 1,
        imageId: image.id,
      }),
    );
  }
  // The import path: the same items as createInnerProduct (path items, counts, index shards), 16 products
  // per transaction, so seeding takes seconds instead of minutes on DynamoDB Local.
  const seed = async () => {
    for (let start = 0; start < PRODUCTS; start += BATCH) {
      await importInnerProducts(
        Array.from({ length: Math.min(BATCH, PRODUCTS - start) }, (_, offset) => {
          const n = start + offset;
          return {
            name: productName(n),
            namePath: `san-pham-${n}`,
            description: '<p>Mô tả sản phẩm thử tải.</p>',
            shortDescription: 'Mô tả ngắn',
            videos: '',
            imageId: image.id,
            imageIds: [],
            outerProductId: outers[n % OUTERS]!.id,
            brand: brands[n % brands.length]!,
            madeIn: 'Đức',
            productSeries: String(6000 + n),
          };
        }),
      );
    }
  };
  const started = Date.now();
  await seed();
  console.log(`seeded ${PRODUCTS} inner products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect((await loadSearchEntries()).length).toBe(PRODUCTS);
  expect((await searchInnerProducts(queries.broad)).length).toBe(50);
  expect((await searchInnerProducts(queries.specific)).length).toBeGreaterThan(0);
  expect((await searchInnerProducts(queries.dWord)).length).toBeGreaterThan(0);
  // Answers built within 2 s of the catalogue's last write are answered but not kept (list-cache.ts).
  await new Promise((resolve) => setTimeout(resolve, 2_500));
}, 600_000);

describe('SearchInnerProductByName at 10,000 inner products', () => {
  const searchOverHttp = async (query: string) => {
    const response = await api.request(`/api/InnerProduct/SearchInnerProductByName?name=${encodeURIComponent(query)}`);
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    await response.json();
  };

  for (const [label, query] of Object.entries(queries)) {
    bench(`HTTP route, answer kept (catalogue version check only): ${label}`, () => searchOverHttp(query));
  }

  bench('HTTP route, answer built (query not asked since the last write), warm index: broad', async () => {
    resetListCache();
    await searchOverHttp(queries.broad);
  });

  bench('service, warm cache: broad', async () => {
    await searchInnerProducts(queries.broad);
  });

  bench('service, after the 2 s trust (version check, nothing changed): broad', async () => {
    invalidateSearchCache();
    await searchInnerProducts(queries.broad);
  });

  bench(
    'service, cold container (versions + all 32 shards read): broad',
    async () => {
      resetSearchCache();
      await searchInnerProducts(queries.broad);
    },
    { iterations: 20 },
  );

  let entries: Awaited<ReturnType<typeof loadSearchEntries>> = [];
  bench(
    'in-memory match and rank only: broad',
    () => {
      matchNames(entries, queries.broad, 50);
    },
    {
      setup: async () => {
        entries = await loadSearchEntries();
      },
    },
  );
});
