// The type of an upload is decided by its own bytes, never by its name or the type the client declared:
// an SVG or HTML page renamed `.jpg` must not be stored and later served as something a browser runs.

import type { ACCEPTED_IMAGE_TYPES } from '#contract/file';

export interface ImageType {
  contentType: (typeof ACCEPTED_IMAGE_TYPES)[number];
  extension: 'jpg' | 'png' | 'webp' | 'gif';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const WEBP_CHUNKS = [ascii('VP8 '), ascii('VP8L'), ascii('VP8X')];

// A polyglot (an image signature followed by a web page or script) is refused too: served with nosniff it is
// harmless in browsers, but not every cache, viewer or later tool honours that. Compressed image data is
// random enough that these markers do not occur by chance (about one file in 10⁹ at 1 MB).
const MARKUP = /<(script|html|!doctype|svg|iframe|body|\?php)[\s>/]/i;

const holdsMarkup = (bytes: Uint8Array): boolean => MARKUP.test(Buffer.from(bytes).toString('latin1'));

/** JPEG, PNG, WebP or GIF by signature; anything else (SVG, HTML, PDF, empty, polyglots…) is undefined. */
export const detectImageType = (bytes: Uint8Array): ImageType | undefined => {
  if (holdsMarkup(bytes)) return undefined;
  if (startsWith(bytes, JPEG)) return { contentType: 'image/jpeg', extension: 'jpg' };
  // A PNG's first chunk is always IHDR.
  if (startsWith(bytes, PNG) && startsWith(bytes, ascii('IHDR'), 12))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { contentType: 'image/gif', extension: 'gif' };
  if (
    startsWith(bytes, RIFF) &&
    startsWith(bytes, WEBP, 8) &&
    WEBP_CHUNKS.some((chunk) => startsWith(bytes, chunk, 12))
  ) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return undefined;
};
