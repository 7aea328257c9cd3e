import * as z from './zod';

/** What `POST /api/File` answers: `urlPath` and `outputPath` are the same site-relative `/static/...` URL. */
export interface UploadResult {
  id: number;
  fileName: string;
  urlPath: string;
  outputPath: string;
}

/** The image object embedded in entity responses (`image`, `outerImage`, `innerProductImages[].image`). */
export type EmbeddedImage = Pick<UploadResult, 'id' | 'fileName' | 'urlPath'> & { createdAt?: string };

/** An image list entry of an article or an inner product. */
export interface ImageRef {
  imageId: number;
  image: EmbeddedImage;
}

/** The field name of the one file `POST /api/File` takes. */
export const FILE_FIELD = 'file';

/** Uploads are at most 4 MiB (the browser compresses to about 1 MB first). */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

/** The types an upload may have, decided on the server by the file's own bytes. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** A stored PDF embedded in an entity's response (a certificate's `document`), with its size for the link. */
export type EmbeddedDocument = Pick<UploadResult, 'id' | 'fileName' | 'urlPath'> & { size: number };

/** Documents (a certificate's PDF) are at most 4 MiB: a scanned letter of a few pages, within a request's limit. */
export const MAX_DOCUMENT_BYTES = 4 * 1024 * 1024;

/** A reference to an uploaded image by its id, as entity inputs carry it (`imageId`). */
export const imageIdInput = z.number().int().positive();
