import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { s3 } from '@vongbi/functions/core/clients';
import { siteSecurityHeaders } from '@vongbi/functions/core/site-headers';
import type { Readable } from 'node:stream';

// What CloudFront does in AWS: /static/* from the files bucket, everything else from the site build
// with the SPA fallback to index.html.

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
    if (!(error instanceof NoSuchKey) && (error as { name?: string }).name !== 'NoSuchKey') throw error;
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }
};

const sendFile = (response: ServerResponse, file: string, cacheControl: string): void => {
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ...siteSecurityHeaders,
  });
  createReadStream(file).pipe(response);
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
    // Vite fingerprints everything under assets/, so those names never change.
    const immutable = path.startsWith('/assets/');
    sendFile(response, file, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    return;
  }
  if (extname(path) && request.method === 'GET' && !path.endsWith('.html')) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  sendFile(response, join(root, 'index.html'), 'no-cache');
};
