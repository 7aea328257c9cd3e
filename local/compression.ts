import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';

// CloudFront compresses what it serves when the viewer accepts it (every behaviour has `compress: true`):
// brotli or gzip, for text types from 1,000 bytes up. The local server does the same, so what a local page
// load transfers is what a phone would download.

const MIN_BYTES = 1000;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml|font\/ttf)/;

export type Encoding = 'br' | 'gzip';

/** The encoding CloudFront would pick for this request and body, if any (brotli first). */
export const chooseEncoding = (
  request: IncomingMessage,
  contentType: string | undefined,
  size: number,
): Encoding | undefined => {
  if (size < MIN_BYTES || !contentType || !COMPRESSIBLE.test(contentType)) return undefined;
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0]!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
};

export const compress = (body: Buffer, encoding: Encoding): Buffer =>
  encoding === 'br'
    ? // A middle quality: close to what a CDN spends per response, not the slowest maximum.
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });

/** Headers and body for a response that may be compressed; always `Vary: Accept-Encoding` when it could be. */
export const encodedBody = (
  request: IncomingMessage,
  contentType: string | undefined,
  body: Buffer,
  compressed: (encoding: Encoding) => Buffer = (encoding) => compress(body, encoding),
): { headers: Record<string, string>; body: Buffer } => {
  const encoding = chooseEncoding(request, contentType, body.length);
  if (!encoding) return { headers: {}, body };
  const output = compressed(encoding);
  return { headers: { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' }, body: output };
};
