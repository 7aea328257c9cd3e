import { readFileSync } from 'node:fs';
import { queryAll } from '@vongbi/functions/core/db';
import { LIST_INDEX } from '@vongbi/functions/core/tables';
import { toCsv } from '@vongbi/functions/core/rules/csv';
import { createOuterProduct } from '@vongbi/functions/core/services/outer-products';
import type { ImportJob, ImportUpload } from '@vongbi/functions/contract/catalogue-import';
import { putTemplate } from '@vongbi/functions/publish/site-bucket';
import { publishChanges } from '@vongbi/functions/publish/publisher';
import { ensureBucket } from '@vongbi/local/bootstrap';
import { builtTemplate, ensureFrontendBuild } from '@vongbi/local/frontend-build';
import { startSiteServer } from '@vongbi/local/server';
import { createImage } from '../helpers/catalogue';
import { startBenchBackends } from './bench-backends';

// A catalogue import through the API on DynamoDB Local and s3rver, as staff run it from the screen: a CSV of 5,000
// new products (20 categories, a description and an image each) uploaded to the files bucket through the URL POST
// /api/catalogue/import/upload signs, then named in POST /api/catalogue/import, first as a dry run, then for real;
// each timed from the upload (the import reads the dry run's) to the job's `done` (the job runs in the server's
// process, as the worker function would). The exports: the API's 303, then the file from the bucket. Then the pages those 5,000 new products touch are published as the stream delivers them
// (their inserts in batches of 100, one batch at a time, as the publisher's event source mapping with reserved
// concurrency 1 does): the first PUBLISH_BATCHES batches (default 10, a fifth; every batch renders about as much),
// the time for all of them extrapolated; PUBLISH_BATCHES=all publishes every one (about 11 minutes here).
// `npx tsx tests/bench/catalogue-import.ts`; IMPORT_ROWS sets the rows (default 5,000).

const ROWS = Number(process.env.IMPORT_ROWS ?? 5_000);
const OUTERS = 20;
const STREAM_BATCH = 100;
const PUBLISH_BATCHES = process.env.PUBLISH_BATCHES === 'all' ? Infinity : Number(process.env.PUBLISH_BATCHES ?? 10);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const main = async () => {
  const backends = await startBenchBackends({ SITE_BUCKET: 'bench-site', SITE_URL: 'https://vongbi.example' });
  const site = await startSiteServer({ port: 0, frontend: 'none' });
  try {
    const image = await createImage('bench.png');
    const outers: { name: string }[] = [];
    for (let index = 0; index < OUTERS; index++) {
      outers.push(
        await createOuterProduct({
          name: `Vòng bi nhóm ${index}`,
          namePath: `vong-bi-nhom-${index}`,
          summaryDetail: 'Danh mục đo nhập',
          productType: 0,
          imageId: image.id,
        }),
      );
    }
    const header = [
      'Danh mục',
      'Tên sản phẩm',
      'Mã sản phẩm',
      'Thương hiệu',
      'Xuất xứ',
      'Mô tả ngắn',
      'Mô tả chi tiết',
      'Ảnh đại diện',
    ];
    const brands = ['FAG', 'INA', 'NSK', 'SKF', 'NTN'];
    const rows = Array.from({ length: ROWS }, (_, n) => [
      outers[n % OUTERS]!.name,
      `Vòng bi ${brands[n % brands.length]} ${6000 + n}-2RSR chịu nhiệt`,
      `${6000 + n}-2RSR`,
      brands[n % brands.length]!,
      'Đức',
      'Phớt cao su hai phía, mỡ chịu nhiệt',
      '<p>Vòng bi cầu một dãy, <strong>phớt cao su</strong> hai phía.</p><ul><li>Nhiệt độ đến 120 °C</li></ul>',
      image.urlPath,
    ]);
    const csv = toCsv([header, ...rows]);
    console.log(
      `CSV of ${ROWS.toLocaleString('en')} new products: ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(2)} MB`,
    );

    const login = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bench' }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

    const upload = async (): Promise<{ key: string; ms: number }> => {
      const started = Date.now();
      const asked = await fetch(`${site.url}/api/catalogue/import/upload`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ fileName: 'bench.csv', size: Buffer.byteLength(csv) }),
      });
      if (asked.status !== 200) throw new Error(`upload: ${asked.status} ${await asked.text()}`);
      const signed = (await asked.json()) as ImportUpload;
      const put = await fetch(signed.url, { method: signed.method, headers: signed.headers, body: csv });
      if (put.status !== 200) throw new Error(`PUT to the bucket: ${put.status} ${await put.text()}`);
      return { key: signed.upload, ms: Date.now() - started };
    };

    const runImport = async (
      key: string,
      dryRun: boolean,
    ): Promise<{ job: ImportJob; ms: number; acceptedMs: number }> => {
      const started = Date.now();
      const response = await fetch(`${site.url}/api/catalogue/import`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ upload: key, fileName: 'bench.csv', dryRun }),
      });
      const acceptedMs = Date.now() - started;
      if (response.status !== 202) throw new Error(`import: ${response.status} ${await response.text()}`);
      const { jobId } = (await response.json()) as { jobId: string };
      for (;;) {
        const status = (await (
          await fetch(`${site.url}/api/catalogue/import/${jobId}`, { headers: { Cookie: cookie } })
        ).json()) as ImportJob;
        if (status.state !== 'running') return { job: status, ms: Date.now() - started, acceptedMs };
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };

    const uploaded = await upload();
    console.log(`upload: ${seconds(uploaded.ms)} (signed URL, then PUT to the bucket)`);
    for (const dryRun of [true, false]) {
      const { job, ms, acceptedMs } = await runImport(uploaded.key, dryRun);
      const total = ms + (dryRun ? uploaded.ms : 0);
      console.log(
        `${dryRun ? 'dry run' : 'import '}: ${job.rows} rows in ${seconds(total)} (202 after ${acceptedMs} ms; ` +
          `${job.created} created, ${job.updated} updated, ${job.unchanged} unchanged, ${job.rejected} rejected; ` +
          `${(job.rows / (total / 1000)).toFixed(0)} rows/s; ${job.state})`,
      );
    }

    // The export is written to the bucket and downloaded from there: no Lambda answer limits its size.
    for (const format of ['xlsx', 'csv'] as const) {
      const started = Date.now();
      const answer = await fetch(`${site.url}/api/catalogue/export/${format}`, {
        headers: { Cookie: cookie },
        redirect: 'manual',
      });
      if (answer.status !== 303) throw new Error(`export ${format}: ${answer.status} ${await answer.text()}`);
      const file = await fetch(answer.headers.get('location')!);
      const bytes = (await file.arrayBuffer()).byteLength;
      console.log(
        `export ${format}: ${(bytes / 1024 / 1024).toFixed(2)} MB from the bucket in ${seconds(Date.now() - started)}`,
      );
    }

    await ensureFrontendBuild();
    await ensureBucket('bench-site');
    await putTemplate(readFileSync(builtTemplate, 'utf8'), {});
    const inserted = await queryAll({
      IndexName: LIST_INDEX,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'INNER#ALL' },
    });
    const batches = Math.ceil(inserted.length / STREAM_BATCH);
    const published = Math.min(batches, PUBLISH_BATCHES);
    const publishing = Date.now();
    let pages = 0;
    for (let index = 0; index < published; index++) {
      const batch = inserted
        .slice(index * STREAM_BATCH, (index + 1) * STREAM_BATCH)
        .map((newItem) => ({ oldItem: undefined, newItem }));
      pages += (await publishChanges(batch)).rendered;
    }
    const ms = Date.now() - publishing;
    console.log(
      `publishing: ${published} of the ${batches} stream batches of ${STREAM_BATCH} new products, one at a time: ` +
        `${pages} pages rendered in ${seconds(ms)} (${(pages / (ms / 1000)).toFixed(0)} pages/s)` +
        (published < batches ? `; all ${batches} batches at that pace: ${seconds((ms / published) * batches)}` : ''),
    );
  } finally {
    await site.close();
    await backends.stop();
  }
};

await main();
