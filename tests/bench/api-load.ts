import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import { db } from '@vongbi/functions/core/clients';
import { ENTITY_SK, tableName } from '@vongbi/functions/core/db';
import { createArticle } from '@vongbi/functions/core/services/articles';
import { saveConfiguration } from '@vongbi/functions/core/services/configuration';
import { importInnerProducts } from '@vongbi/functions/core/services/inner-products';
import { createOuterProduct } from '@vongbi/functions/core/services/outer-products';
import { demoConfiguration } from '@vongbi/local/seed/configuration';
import { startSiteServer } from '@vongbi/local/server';
import type { OuterProduct } from '@vongbi/functions/contract/outer-product';
import { createImage } from '../helpers/catalogue';
import { getOnTheWire } from '../helpers/raw-http';
import { startBenchBackends } from './bench-backends';

// The public read routes under load, beside their floor. Seeds 10,000 inner products in 200 outer products
// and 2,000 articles (not the demo seed), then loads each route with autocannon on loopback, once at a fixed
// request rate and once at 50 connections. The floor is a bare HTTP server doing one SDK GetItem per request
// on the same DynamoDB Local, loaded the same way. Every request, the floor's too, accepts compression as a
// browser's does. `npm run bench` runs it after the vitest benches; BENCH_SECONDS sets the length of each run
// (default 10).

export const INNER_PRODUCTS = 10_000;
export const OUTER_PRODUCTS = 200;
export const ARTICLES = 2_000;
const RATE = Number(process.env.BENCH_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** What Chromium sends. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const run = async (url: string, options: { connections: number; overallRate?: number }): Promise<Figures> => {
  const result = await autocannon({
    url,
    duration: SECONDS,
    headers: { 'Accept-Encoding': ACCEPT_ENCODING },
    ...options,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
};

/** The bench catalogue (also what tests/bench/render-all.ts publishes). */
export const seed = async () => {
  const image = await createImage('bench.png');
  const outers: OuterProduct[] = [];
  for (let index = 0; index < OUTER_PRODUCTS; index++) {
    outers.push(
      await createOuterProduct({
        name: `Danh mục ${index}`,
        namePath: `danh-muc-${index}`,
        summaryDetail: 'Danh mục thử tải',
        productType: (index % 10 === 9 ? 1 : 0) as 0 | 1,
        imageId: image.id,
      }),
    );
  }
  for (let start = 0; start < INNER_PRODUCTS; start += 500) {
    await importInnerProducts(
      Array.from({ length: 500 }, (_, offset) => {
        const n = start + offset;
        return {
          name: `Vòng bi ${['FAG', 'INA', 'NMB', 'Đức Thành'][n % 4]} ${6000 + n}`,
          namePath: `san-pham-${n}`,
          description: '<p>Mô tả sản phẩm thử tải.</p>',
          shortDescription: 'Mô tả ngắn',
          videos: '',
          imageId: image.id,
          imageIds: [],
          outerProductId: outers[n % OUTER_PRODUCTS]!.id,
          brand: 'FAG',
          madeIn: 'Đức',
          productSeries: String(6000 + n),
        };
      }),
    );
  }
  for (let start = 0; start < ARTICLES; start += 8) {
    await Promise.all(
      Array.from({ length: 8 }, (_, offset) =>
        createArticle({
          headerText: `Bài viết ${start + offset}`,
          summaryText: 'Tóm tắt bài viết thử tải',
          articlePath: `bai-viet-${start + offset}`,
          articleType: ((start + offset) % 3) as 0 | 1 | 2,
          contentData: '<p>Nội dung.</p>',
          videos: '',
          outerImageId: image.id,
          imageIds: [],
        }),
      ),
    );
  }
  await saveConfiguration(demoConfiguration, { username: 'bench' });
};

const main = async () => {
  const backends = await startBenchBackends();
  const started = Date.now();
  await seed();
  console.log(
    `seeded ${INNER_PRODUCTS} inner products in ${OUTER_PRODUCTS} outer products and ${ARTICLES} articles in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );

  const site = await startSiteServer({ port: 0, frontend: 'none' });
  const floor = createServer((request, response) => {
    void db()
      .send(new GetCommand({ TableName: tableName(), Key: { pk: 'ARTICLE#1', sk: ENTITY_SK } }))
      .then(({ Item }) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(Item));
      });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => floor.once('listening', resolve));
  const address = floor.address();
  const floorUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;

  const targets: [string, string][] = [
    ['floor: bare SDK GetItem', floorUrl],
    ['InnerProduct/GetByPath', `${site.url}/api/InnerProduct/GetByPath?path=san-pham-4321`],
    [
      'SearchInnerProductByName "vong bi fag"',
      `${site.url}/api/InnerProduct/SearchInnerProductByName?name=vong%20bi%20fag`,
    ],
    [
      'SearchInnerProductByName "Vòng bi Đức"',
      `${site.url}/api/InnerProduct/SearchInnerProductByName?name=V%C3%B2ng%20bi%20%C4%90%E1%BB%A9c`,
    ],
    ['OuterProduct/GetOuterProducts', `${site.url}/api/OuterProduct/GetOuterProducts`],
    ['OuterProduct/GetListedOuterProducts', `${site.url}/api/OuterProduct/GetListedOuterProducts`],
    ['Article/GetPosts', `${site.url}/api/Article/GetPosts`],
    ['Configuration', `${site.url}/api/Configuration`],
  ];

  const rows: string[] = [];
  let floorFigures: { fixed: Figures; open: Figures } | undefined;
  for (const [label, url] of targets) {
    const warmUp = await fetch(url);
    // A route that fails would measure its error page: stop instead.
    if (!warmUp.ok) throw new Error(`${label}: ${warmUp.status} ${await warmUp.text()}`);
    const plain = (await warmUp.arrayBuffer()).byteLength;
    const wire = await getOnTheWire(url, ACCEPT_ENCODING);
    const encoding = wire.headers['content-encoding'] ?? 'plain';
    const bytes = `${wire.bytes.length.toLocaleString('en-US')} ${encoding} (${plain.toLocaleString('en-US')} plain)`;
    const fixed = await run(url, { connections: 10, overallRate: RATE });
    const open = await run(url, { connections: 50 });
    floorFigures ??= { fixed, open };
    const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(1) : '–');
    rows.push(
      `| ${label} | ${bytes} | ${fixed.p50} | ${fixed.p99} | ${ratio(fixed.p99, floorFigures.fixed.p99)} × | ` +
        `${open.requestsPerSecond.toFixed(0)} | ${open.p99} | ${ratio(open.p99, floorFigures.open.p99)} × | ${fixed.errors + open.errors} |`,
    );
    console.log(rows.at(-1));
  }

  console.log(`\n${SECONDS} s per run; fixed rate ${RATE} requests/s over 10 connections; open run 50 connections.`);
  console.log(
    `| route | answer bytes on the wire (plain) | p50 ms at ${RATE}/s | p99 ms at ${RATE}/s | p99 ÷ floor | req/s at 50 conn. | p99 ms at 50 conn. | p99 ÷ floor | errors |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);

  await site.close();
  floor.close();
  await backends.stop();
};

// Run as a script; imported, it only lends its seed.
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
