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

/** Where catalogue exports are written for staff to download through a short-lived link; never served. */
export const EXPORTS_PREFIX = 'exports/';

/**
 * The files bucket's CORS rule, in AWS (infra-cdk data-stack.ts) and locally (local/bootstrap.ts): the import
 * screen PUTs a file to the URL POST /api/catalogue/import/upload signed, from the site's origin, reading the upload's
 * progress (which makes the browser ask first). Nothing else of the bucket is for browsers.
 */
export const IMPORT_UPLOAD_CORS = {
  methods: ['PUT'],
  headers: ['content-type'],
  maxAgeSeconds: 3600,
} as const;

/** Uploaded objects never change (their names are generated), so browsers and the CDN may keep them for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The one document type stored (a certificate's PDF); every other upload is an image. */
export const DOCUMENT_CONTENT_TYPE = 'application/pdf';
