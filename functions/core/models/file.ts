/** An uploaded image as stored: `urlPath` and `outputPath` are the same site-relative `/static/...` URL. */
export interface StoredFile {
  id: number;
  fileName: string;
  urlPath: string;
  outputPath: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** The image object embedded in entity responses (`image`, `outerImage`, `innerProductImages[].image`). */
export type EmbeddedImage = Pick<StoredFile, 'id' | 'fileName' | 'urlPath'> & { createdAt?: string };

export const STATIC_PREFIX = '/static/';
