import type { IncomingMessage } from 'node:http';
import { compressBodySync, preferredEncoding, type ContentEncoding } from '@vongbi/functions/core/content-encoding';

// CloudFront compresses what it serves when the viewer accepts it (every behaviour has `compress: true`):
// brotli or gzip, for text types from 1,000 bytes up. The local server does the same, so what a local page
// load transfers is what a phone would download.

const MIN_BYTES = 1000;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml|font\/ttf)/;

/** The encoding CloudFront would pick for this request and body, if any (brotli first). */
const chooseEncoding = (
  request: IncomingMessage,
  contentType: string | undefined,
  size: number,
): ContentEncoding | undefined => {
  if (size < MIN_BYTES || !contentType || !COMPRESSIBLE.test(contentType)) return undefined;
  return preferredEncoding(request.headers['accept-encoding']);
};

/** Headers and body for a response that may be compressed; always `Vary: Accept-Encoding` when it could be. */
export const encodedBody = (
  request: IncomingMessage,
  contentType: string | undefined,
  body: Buffer,
  compressed: (encoding: ContentEncoding) => Buffer = (encoding) => compressBodySync(body, encoding),
): { headers: Record<string, string>; body: Buffer } => {
  const encoding = chooseEncoding(request, contentType, body.length);
  if (!encoding) return { headers: {}, body };
  const output = compressed(encoding);
  return { headers: { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' }, body: output };
};
