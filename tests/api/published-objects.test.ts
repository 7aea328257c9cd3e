import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { putPage } from '@vongbi/functions/publish/site-bucket';
import { ensureBucket } from '@vongbi/local/bootstrap';
import { servePublishedObject } from '@vongbi/local/static-files';

// The local server reads published pages from s3rver, which keeps a page's bytes and its ETag in two files: a read
// between their replacements, or of a file changed by hand, meets bytes that are not the ETag's. It must never
// serve those.

const bucket = `${process.env.FILES_BUCKET}-pages`;
const key = 'pages/trang-thu.html';
const page = `<!doctype html><html lang="vi"><head><title>Trang thử</title></head><body>${'<p>Vòng bi</p>'.repeat(500)}</body></html>`;
/** s3rver keeps object `a/b` of a bucket as the file `<bucket>/a/b._S3rver_object`. */
const objectFile = () => join(inject('s3Directory'), bucket, `${key}._S3rver_object`);

let server: Server;
let url: string;

beforeAll(async () => {
  process.env.SITE_BUCKET = bucket;
  await ensureBucket(bucket);
  server = createServer((request, response) => {
    servePublishedObject(bucket, key, request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a published page read while it is being written', () => {
  it('is served whole once the write has finished, never in part', async () => {
    await putPage(key, page);
    const whole = readFileSync(objectFile());
    writeFileSync(objectFile(), whole.subarray(0, 1_000));
    // The write finishes a moment after the read began.
    setTimeout(() => writeFileSync(objectFile(), whole), 40);

    const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(page);
  });

  it('is an error, not a part of the page, when the write never finishes', async () => {
    await putPage(key, page);
    writeFileSync(objectFile(), readFileSync(objectFile()).subarray(0, 1_000));

    const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });

    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('Trang thử');
  });
});
