import { z } from '../validation';

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

/** What `POST /api/File` answers. */
export type UploadResult = Pick<StoredFile, 'id' | 'fileName' | 'urlPath' | 'outputPath'>;

/** The image object embedded in entity responses (`image`, `outerImage`, `innerProductImages[].image`). */
export type EmbeddedImage = Pick<StoredFile, 'id' | 'fileName' | 'urlPath'> & { createdAt?: string };

export const STATIC_PREFIX = '/static/';

/** Uploads are at most 4 MiB (the browser compresses to about 1 MB first). */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

/** Uploaded objects never change (their names are generated), so browsers and the CDN may keep them for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A reference to an uploaded image by its id, as entity inputs carry it (`imageId`). */
export const imageIdInput = z.number().int().positive();
