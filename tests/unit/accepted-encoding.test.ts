import { describe, expect, it } from 'vitest';
import { acceptedEncoding, type ApiEvent } from '@vongbi/functions/core/http';

const asking = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as unknown as ApiEvent;

describe('acceptedEncoding (which compressed body a kept answer goes in)', () => {
  it.each([
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
  ])('picks %j → %j, brotli first as CloudFront does', (header, encoding) => {
    expect(acceptedEncoding(asking(header))).toBe(encoding);
  });
});
