import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { ROBOTS_KEY } from '#contract/site-addresses';
import { s3 } from '#core/clients';
import {
  NOT_FOUND_PAGE_KEY,
  PAGE_STATUS_METADATA,
  PAGES_PREFIX,
  PUBLISHED_PAGE_CACHE_CONTROL,
  TEMPLATE_KEY,
  urlFromPageKey,
} from '#core/published-pages';
import { publisherSettings } from './settings';

// The publisher's side of the site bucket: the built template it renders into, and the published pages
// and sitemap it writes. A page is written only when its bytes changed, so LastModified (the sitemap's
// lastmod) moves only with the content and publishing the same state twice writes nothing.

/**
 * The ETag S3 gives an object put in one request: the MD5 of its bytes, quoted (also with SSE-S3). Compared
 * with the stored one it tells an unchanged page without reading it; any other ETag only means a rewrite.
 */
export const contentTag = (body: string): string => `"${createHash('md5').update(body).digest('hex')}"`;

export interface StoredPage {
  etag: string | undefined;
  lastModified: Date;
}

export const readTemplate = async (): Promise<string> => {
  const object = await s3().send(new GetObjectCommand({ Bucket: publisherSettings.siteBucket, Key: TEMPLATE_KEY }));
  return object.Body!.transformToString('utf-8');
};

/** The stored object's ETag and user metadata, or undefined when there is none. */
export const storedObject = async (
  key: string,
): Promise<{ etag: string | undefined; metadata: Record<string, string> } | undefined> => {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: publisherSettings.siteBucket, Key: key }));
    return { etag: head.ETag, metadata: head.Metadata ?? {} };
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return undefined;
    throw error;
  }
};

/** The stored object's ETag, or undefined when there is none. */
export const storedTag = async (key: string): Promise<string | undefined> => (await storedObject(key))?.etag;

/**
 * Every published page by URL (the not-found page is not one), from a listing of `pages/`; only those whose URL
 * starts with `under` when given (`/products/vong-bi-fag/`).
 */
export const listPublishedPages = async (under = '/'): Promise<Map<string, StoredPage>> => {
  const pages = new Map<string, StoredPage>();
  // ListObjects (version 1) pages by the last key seen. Version 2's continuation tokens would do as well in
  // S3, but the local emulator (s3rver) fails on every truncated version-2 listing under Node 17+: it makes
  // them with DES, which OpenSSL 3 no longer offers.
  let Marker: string | undefined;
  do {
    const listing = await s3().send(
      new ListObjectsCommand({ Bucket: publisherSettings.siteBucket, Prefix: PAGES_PREFIX + under.slice(1), Marker }),
    );
    for (const object of listing.Contents ?? []) {
      const url = object.Key && urlFromPageKey(object.Key);
      if (url) pages.set(url, { etag: object.ETag, lastModified: object.LastModified ?? new Date(0) });
    }
    Marker = listing.IsTruncated ? listing.Contents?.at(-1)?.Key : undefined;
  } while (Marker);
  return pages;
};

const putText = (key: string, body: string, contentType: string, metadata?: Record<string, string>) =>
  s3().send(
    new PutObjectCommand({
      Bucket: publisherSettings.siteBucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: PUBLISHED_PAGE_CACHE_CONTROL,
      ...(metadata ? { Metadata: metadata } : {}),
    }),
  );

/** The template, put by the deployment in AWS and by the local start here, with what it was put for. */
export const putTemplate = (html: string, metadata: Record<string, string>) =>
  s3().send(
    new PutObjectCommand({
      Bucket: publisherSettings.siteBucket,
      Key: TEMPLATE_KEY,
      Body: html,
      ContentType: 'text/html; charset=utf-8',
      CacheControl: 'public, max-age=0, must-revalidate',
      Metadata: metadata,
    }),
  );

export const putPage = (key: string, html: string) => putText(key, html, 'text/html; charset=utf-8');

/** The not-found page, marked so the edge (and the local server) answer it with status 404. */
export const putNotFoundPage = (html: string) =>
  putText(NOT_FOUND_PAGE_KEY, html, 'text/html; charset=utf-8', { [PAGE_STATUS_METADATA]: '404' });

export const putSitemap = (key: string, xml: string) => putText(key, xml, 'application/xml; charset=utf-8');

export const putRobots = (text: string) => putText(ROBOTS_KEY, text, 'text/plain; charset=utf-8');

export const deleteObject = (key: string) =>
  s3().send(new DeleteObjectCommand({ Bucket: publisherSettings.siteBucket, Key: key }));
