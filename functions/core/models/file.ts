import type { UploadResult } from '#contract/file';

/** An uploaded image as stored: what the upload answers, plus its true type, size and time. */
export interface StoredFile extends UploadResult {
  contentType: string;
  size: number;
  createdAt: string;
}

export const STATIC_PREFIX = '/static/';

/**
 * Where uploads are kept in the files bucket, and the only keys the site serves under /static: the bucket holds
 * other things (a catalogue import's file, under imports/) that must never be served.
 */
export const UPLOADS_PREFIX = 'files/';

/** Where files handed to a catalogue import are kept until its job has read them; never served. */
export const IMPORTS_PREFIX = 'imports/';

/** Uploaded objects never change (their names are generated), so browsers and the CDN may keep them for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
