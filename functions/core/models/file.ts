import type { UploadResult } from '#contract/file';

/** An uploaded image as stored: what the upload answers, plus its true type, size and time. */
export interface StoredFile extends UploadResult {
  contentType: string;
  size: number;
  createdAt: string;
}

export const STATIC_PREFIX = '/static/';

/** Uploaded objects never change (their names are generated), so browsers and the CDN may keep them for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
