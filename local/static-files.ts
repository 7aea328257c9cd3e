import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { s3 } from '@vongbi/functions/core/clients';
import { compressBodySync, type ContentEncoding } from '@vongbi/functions/core/content-encoding';
import { UPLOADS_PREFIX } from '@vongbi/functions/core/models/file';
import { PAGE_STATUS_METADATA } from '@vongbi/functions/core/published-pages';
import { isSiteBuildFile, siteCacheControl, siteSecurityHeadersFor } from '@vongbi/functions/core/site-headers';
import type { Readable } from 'node:stream';
import { encodedBody } from './compression';

// What CloudFront does in AWS: /static/* from the files bucket, published pages and the sitemap from the
// site bucket, everything else from the site build with the SPA fallback to index.html.

/**
 * The site's security headers as CloudFront sends them, the files bucket being the emulator's (or LocalStack's)
 * endpoint: the import screen uploads there with the URL the API signs.
 */
export const localSecurityHeaders = (): Record<string, string> => {
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL;
  return siteSecurityHeadersFor(endpoint ? new URL(endpoint).origin : undefined);
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export const serveUpload = async (bucket: string, path: string, response: ServerResponse): Promise<void> => {
  const key = decodeURIComponent(path.replace(/^\/static\//, ''));
  const notFound = () => {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };
  // Uploads only, as the edge serves them: nothing else the bucket keeps (an import's file) is the site's.
  if (!key.startsWith(UPLOADS_PREFIX) || key.split('/').includes('..')) return notFound();
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    response.writeHead(200, {
      'Content-Type': object.ContentType ?? 'application/octet-stream',
      ...(object.CacheControl ? { 'Cache-Control': object.CacheControl } : {}),
      ...(object.ContentLength !== undefined ? { 'Content-Length': String(object.ContentLength) } : {}),
      'X-Content-Type-Options': 'nosniff',
    });
    (object.Body as Readable).pipe(response);
  } catch (error) {
    if (!isNoSuchKey(error)) throw error;
    notFound();
  }
};

/** Compressed build files, by path, modification time and encoding: the build changes only on a rebuild. */
const compressedFiles = new Map<string, Buffer>();

const sendFile = (request: IncomingMessage, response: ServerResponse, file: string, cacheControl: string): void => {
  const contentType = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  const bytes = readFileSync(file);
  const version = `${file}:${statSync(file).mtimeMs}`;
  const encoded = encodedBody(request, contentType, bytes, (encoding: ContentEncoding) => {
    const key = `${version}:${encoding}`;
    let output = compressedFiles.get(key);
    if (!output) compressedFiles.set(key, (output = compressBodySync(bytes, encoding)));
    return output;
  });
  response.writeHead(200, {
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
    'Content-Length': String(encoded.body.length),
    ...encoded.headers,
    ...localSecurityHeaders(),
  });
  response.end(request.method === 'HEAD' ? undefined : encoded.body);
};

const isNoSuchKey = (error: unknown): boolean =>
  error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey';

/** Published objects compressed once per version (ETag) and encoding; each key keeps only its latest. */
const compressedObjects = new Map<string, { etag: string; bodies: Map<ContentEncoding, Buffer> }>();

/**
 * One published object, or undefined when there is none. The local S3 emulator keeps an object's bytes, MD5 and
 * metadata as three files, each replaced whole (s3-local.ts) but one after the other, so a read between two of
 * the renames can pair one version's bytes with the other's ETag; S3 replaces objects atomically. A read whose
 * bytes do not match the ETag (the MD5 of what was put, one part) is tried again, like a failed one, a few
 * times before it counts.
 */
const readPublishedObject = async (bucket: string, key: string, attempts = 6) => {
  for (let attempt = 1; ; attempt++) {
    try {
      const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      if (object.ETag === `"${createHash('md5').update(bytes).digest('hex')}"`) return { object, bytes };
      if (attempt === attempts) throw new Error(`${key}: the bytes read do not match the ETag ${object.ETag}`);
    } catch (error) {
      if (isNoSuchKey(error)) return undefined;
      if (attempt === attempts) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
  }
};

/**
 * A published page or the sitemap from the site bucket, with the headers the edge would send: its own
 * Content-Type and Cache-Control, compression, and status 404 for the not-found page. False when the object
 * does not exist.
 */
export const servePublishedObject = async (
  bucket: string,
  key: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> => {
  const read = await readPublishedObject(bucket, key);
  if (!read) return false;
  const { object, bytes } = read;
  const etag = object.ETag ?? '';
  let cached = compressedObjects.get(key);
  if (cached?.etag !== etag) compressedObjects.set(key, (cached = { etag, bodies: new Map() }));
  const encoded = encodedBody(request, object.ContentType, bytes, (encoding) => {
    let output = cached.bodies.get(encoding);
    if (!output) cached.bodies.set(encoding, (output = compressBodySync(bytes, encoding)));
    return output;
  });
  const status = object.Metadata?.[PAGE_STATUS_METADATA] === '404' ? 404 : 200;
  response.writeHead(status, {
    'Content-Type': object.ContentType ?? 'application/octet-stream',
    ...(object.CacheControl ? { 'Cache-Control': object.CacheControl } : {}),
    'Content-Length': String(encoded.body.length),
    ...encoded.headers,
    ...localSecurityHeaders(),
  });
  response.end(request.method === 'HEAD' ? undefined : encoded.body);
  return true;
};

const isFile = (file: string): boolean => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

export const serveSiteBuild = (
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): void => {
  const file = normalize(join(root, decodeURIComponent(path)));
  if (file.startsWith(root + sep) && isFile(file)) {
    sendFile(request, response, file, path.startsWith('/assets/') ? siteCacheControl.assets : siteCacheControl.pages);
    return;
  }
  // As CloudFront's fallback function: a missing build file is a real 404; every other path is a route.
  if (isSiteBuildFile(path) && path !== '/index.html') {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  sendFile(request, response, join(root, 'index.html'), siteCacheControl.pages);
};
