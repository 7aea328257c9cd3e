import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, compressBodySync, preferredEncoding } from '@vongbi/functions/core/content-encoding';
import { encodedBody } from '@vongbi/local/compression';

const choices = [
  ['gzip, deflate, br, zstd', 'br'],
  ['br,gzip', 'br'],
  ['gzip', 'gzip'],
  ['GZIP;q=0.5, deflate', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['br;q=0.0, gzip;q=0', undefined],
  ['deflate, zstd', undefined],
  ['identity', undefined],
  ['', undefined],
  [undefined, undefined],
] as const;

describe('preferredEncoding (which encoding an answer goes in)', () => {
  it.each(choices)('picks %j → %j, brotli first as CloudFront does', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});

describe('the local server compresses by the same choice', () => {
  const json = Buffer.from(JSON.stringify({ name: 'Vòng bi cầu FAG 6205-2RSR', text: 'ổ trục '.repeat(400) }));
  const asking = (header: string | undefined) =>
    ({ headers: header === undefined ? {} : { 'accept-encoding': header } }) as unknown as IncomingMessage;

  it.each(choices)('for %j answers in %j', (header, encoding) => {
    const encoded = encodedBody(asking(header), 'application/json', json);
    expect(encoded.headers['Content-Encoding']).toBe(encoding);
    const decoded =
      encoding === 'br'
        ? brotliDecompressSync(encoded.body)
        : encoding === 'gzip'
          ? gunzipSync(encoded.body)
          : encoded.body;
    expect(decoded.equals(json)).toBe(true);
  });
});

describe('compressBody and compressBodySync', () => {
  it('make bodies that decode to the same bytes, smaller', async () => {
    const bytes = Buffer.from('Mỡ bôi trơn Bechem '.repeat(500));
    for (const body of [await compressBody(bytes, 'br'), compressBodySync(bytes, 'br')]) {
      expect(body.length).toBeLessThan(bytes.length / 10);
      expect(brotliDecompressSync(body).equals(bytes)).toBe(true);
    }
    for (const body of [await compressBody(bytes, 'gzip'), compressBodySync(bytes, 'gzip')]) {
      expect(body.length).toBeLessThan(bytes.length / 10);
      expect(gunzipSync(body).equals(bytes)).toBe(true);
    }
  });
});
