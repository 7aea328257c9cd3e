import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadImageResizer, MAX_VARIANT_BYTES } from '@vongbi/functions/core/rules/image-resizing';

// The WebP variants of an upload: their widths, the byte budget a phone relies on, and what is refused.

/** A 1600x1200 picture with fine grain: WebP at quality 80 needs about 120 KB for it at 1280 px. */
const grainy = () =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 15 },
    },
  })
    .blur(0.6)
    .png()
    .toBuffer();

// WebP encodes of a 1280 px picture, several times over: about a second alone, many on a busy machine.
describe('image variants', { timeout: 60_000 }, () => {
  it('are 320, 640 and 1280 px wide WebP files, in the original’s proportions', async () => {
    const resize = await loadImageResizer();

    const variants = await resize(await grainy());

    expect(variants.map(({ width, pixelWidth, pixelHeight }) => [width, pixelWidth, pixelHeight])).toEqual([
      [320, 320, 240],
      [640, 640, 480],
      [1280, 1280, 960],
    ]);
    for (const variant of variants) expect((await sharp(variant.bytes).metadata()).format).toBe('webp');
  });

  it('stay within 100 KB: a variant too large at quality 80 is encoded again at a lower one', async () => {
    const resize = await loadImageResizer();
    const original = await grainy();
    const atQuality80 = await sharp(original).resize({ width: 1280 }).webp({ quality: 80, effort: 4 }).toBuffer();
    expect(atQuality80.length).toBeGreaterThan(MAX_VARIANT_BYTES);

    const variants = await resize(original);

    for (const variant of variants) expect(variant.bytes.length).toBeLessThanOrEqual(MAX_VARIANT_BYTES);
    // Lowered only as far as needed: the 320 px copy keeps the best quality.
    const smallest = await sharp(original).resize({ width: 320 }).webp({ quality: 80, effort: 4 }).toBuffer();
    expect(variants[0]!.bytes.length).toBe(smallest.length);
  });

  it('are refused for bytes that do not decode as an image', async () => {
    const resize = await loadImageResizer();

    await expect(resize(Buffer.from('GIF89a not really a picture'))).rejects.toThrow();
  });
});
