import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../helpers/api-client';
import { getOnTheWire } from '../helpers/raw-http';

// The local server compresses /api answers as CloudFront does for a viewer that accepts it: brotli first,
// then gzip, only from 1,000 bytes, always with Vary: Accept-Encoding.

const api = useTestApi();

const getRaw = (path: string, acceptEncoding?: string) => getOnTheWire(`${api.url}${path}`, acceptEncoding);

describe('compression of /api answers', () => {
  beforeAll(async () => {
    const items = Array.from({ length: 20 }, (_, index) => ({
      configKey: `NAV_SP_${index}`,
      label: `Liên kết sản phẩm ${index}`,
      value: `/products/vong-bi-${index}`,
    }));
    const response = await api.request('/api/Configuration', {
      method: 'POST',
      cookie: await api.login(),
      json: items,
    });
    expect(response.status).toBe(200);
  });

  it('sends brotli when accepted, gzip otherwise, the same JSON either way', async () => {
    const plain = await getRaw('/api/Configuration');
    const brotli = await getRaw('/api/Configuration', 'gzip, deflate, br');
    const gzip = await getRaw('/api/Configuration', 'gzip');

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1000);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
  });

  it('leaves answers under 1,000 bytes as they are', async () => {
    const small = await getRaw('/api/videos', 'br');

    expect(small.bytes.length).toBeLessThan(1000);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
