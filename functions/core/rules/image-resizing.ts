// The WebP copies of an uploaded image that pages name in `srcset` (widths and names in the contract's
// image-variants). Made on the server with sharp so that every browser's upload, and the demo seed, get the
// same encoder and the same byte budget: Safari's canvas cannot encode WebP, so resizing in the browser would
// need a fallback encoder of its own.

import type { Sharp, SharpOptions } from 'sharp';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '#contract/image-variants';

export interface ImageVariant {
  /** The width the variant is named for (`-w1280.webp`). */
  width: ImageVariantWidth;
  /** Its real size: never wider than the original. */
  pixelWidth: number;
  pixelHeight: number;
  bytes: Buffer;
}

/** What a phone may download for one image: a variant over it is encoded again at a lower quality. */
export const MAX_VARIANT_BYTES = 100 * 1024;

/** Tried in order until the variant fits MAX_VARIANT_BYTES; the last one is kept whatever its size. */
const WEBP_QUALITIES = [80, 70, 60, 50] as const;

const DECODE_OPTIONS: SharpOptions = {
  // A 4 MiB upload can declare a huge canvas (a decompression bomb); 50 megapixels is well above any camera
  // photo the back office compresses, and decodes within the function's memory.
  limitInputPixels: 50_000_000,
  // Damaged or truncated files are shown by browsers as far as they decode; the copies do the same.
  failOn: 'none',
  // An animated GIF or WebP keeps its frames.
  animated: true,
};

const encode = async (image: Sharp, width: ImageVariantWidth): Promise<ImageVariant> => {
  let result: { data: Buffer; info: { width: number; height: number; pageHeight?: number } } | undefined;
  for (const quality of WEBP_QUALITIES) {
    result = await image
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    if (result.data.length <= MAX_VARIANT_BYTES) break;
  }
  const { data, info } = result!;
  return { width, pixelWidth: info.width, pixelHeight: info.pageHeight ?? info.height, bytes: data };
};

/**
 * Loads sharp (on the first upload only, so the function's other requests never pay for the native library)
 * and answers the function that makes the three WebP variants of an image, upright (EXIF orientation
 * applied). That function rejects when the bytes cannot be decoded as an image; a library that cannot load
 * fails here instead, so the two are never confused.
 */
export const loadImageResizer = async (): Promise<(bytes: Uint8Array) => Promise<ImageVariant[]>> => {
  const { default: sharp } = await import('sharp');
  return async (bytes) => {
    const image = sharp(bytes, DECODE_OPTIONS).rotate();
    return Promise.all(IMAGE_VARIANT_WIDTHS.map((width) => encode(image, width)));
  };
};
