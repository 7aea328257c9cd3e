// Every uploaded image is stored with resized WebP copies beside it, named from the original's key:
// `/static/files/2026/11/<uuid>.jpg` has `/static/files/2026/11/<uuid>-w320.webp`, `-w640.webp` and
// `-w1280.webp` (never wider than the original). Pages name them in `srcset`; the lightbox opens the original.

export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** An uploaded original: generated key under /static/files/, one of the accepted extensions. */
const UPLOADED_IMAGE = /^\/static\/files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;

export const hasImageVariants = (url: string): boolean => UPLOADED_IMAGE.test(url);

export const imageVariantUrl = (url: string, width: ImageVariantWidth): string =>
  url.replace(/\.[a-z]+$/, `-w${width}.webp`);

export interface ImageSources {
  src: string;
  /** Set for uploaded images only; anything else (an external URL) is shown as it is. */
  srcSet?: string;
}

/** `src` and `srcSet` for an `<img>` (or a preload link's `imagesrcset`). */
export const imageSources = (url: string): ImageSources =>
  hasImageVariants(url)
    ? {
        src: imageVariantUrl(url, 640),
        srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', '),
      }
    : { src: url };
