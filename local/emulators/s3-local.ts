import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver, { type ListedObjects, type ListOptions, type S3rverStore } from 's3rver';
import S3Object from 's3rver/lib/models/object.js';
import { freePort } from './ports';
import type { RunningEmulator } from './dynamodb-local';

// s3rver: a pure-Node S3 emulator, run in this process. Its credentials are S3RVER/S3RVER.

export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** s3rver keeps object `a/b` as the file `a/b._S3rver_object`. */
const OBJECT_SUFFIX = '._S3rver_object';

const storedKeys = (folder: string, prefix = ''): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return storedKeys(join(folder, entry.name), `${prefix}${entry.name}/`);
    return entry.name.endsWith(OBJECT_SUFFIX) ? [prefix + entry.name.slice(0, -OBJECT_SUFFIX.length)] : [];
  });

/** S3 lists keys in the binary order of their UTF-8 bytes. */
const keyOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * s3rver lists keys in the order it walks its folders, where `pages/products.html` comes after everything
 * under `pages/products/` (the folder's name sorts before the file's). A listing cut at 1,000 keys resumes
 * after the last key answered, so the keys that sort before it but were walked after it were never
 * answered: the publisher took those pages for unpublished, wrote them again at every render-all and left
 * them out of the sitemap. This lists as S3 does: every key in order, then the cut.
 */
const listInKeyOrder =
  (store: S3rverStore) =>
  async (bucket: string, options: ListOptions): Promise<ListedObjects> => {
    const { prefix = '', delimiter = '', startAfter = '', maxKeys = Infinity } = options;
    const objects = new Set<string>();
    const commonPrefixes = new Set<string>();
    for (const key of storedKeys(store.getBucketPath(bucket))) {
      if (!key.startsWith(prefix)) continue;
      const cut = delimiter ? key.indexOf(delimiter, prefix.length) : -1;
      if (cut === -1) objects.add(key);
      else commonPrefixes.add(key.slice(0, cut + delimiter.length));
    }
    const listed = [...objects, ...commonPrefixes].filter((name) => keyOrder(name, startAfter) > 0).sort(keyOrder);
    const page = listed.slice(0, maxKeys);
    const found = await Promise.all(
      page
        .filter((name) => objects.has(name))
        .map(async (key) => {
          try {
            return new S3Object(bucket, key, null, await store.getMetadata(bucket, key));
          } catch (error) {
            // Deleted since the walk.
            if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
            throw error;
          }
        }),
    );
    return {
      objects: found.filter((object) => object !== undefined),
      commonPrefixes: page.filter((name) => commonPrefixes.has(name)),
      isTruncated: listed.length > page.length,
    };
  };

/**
 * s3rver removes the folders a delete leaves empty, while a put into the same folder may be between creating it
 * and opening its file: that put's write stream then fails outside any promise and ends the whole process. The
 * publisher meets this when a page is renamed within its folder (the old page deleted, the new one written at
 * once). Empty folders hold no key, so this delete leaves them.
 */
const deleteKeepingFolders =
  (store: S3rverStore) =>
  async (bucket: string, key: string): Promise<void> => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((resource) =>
        unlink(store.getResourcePath(bucket, key, resource)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  };

/** What s3rver keeps of an object's metadata: its allowed headers and the user's `x-amz-meta-*`. */
const storedMetadata = (metadata: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(metadata).filter(
      ([name]) => S3Object.ALLOWED_METADATA.includes(name) || name.startsWith('x-amz-meta-'),
    ),
  );

/**
 * S3 replaces an object whole: a read sees the old one or the new one. s3rver writes the object's file in place
 * and answers the put before its bytes are written, so a published page read meanwhile came back in part, or
 * with the bytes of one version and the ETag of the other (the local server then answered 500 for the home
 * page). This writes the object, its MD5 and its metadata each to a file of its own, then renames them into
 * place, and answers once they are there. A read between two of the three renames still meets a mismatch, for
 * microseconds instead of a write's length: getObjectWhole reads it again.
 */
const putObjectWhole =
  (store: S3rverStore) =>
  async (object: S3Object): Promise<{ size: number; md5: string }> => {
    const target = (resource: string) => store.getResourcePath(object.bucket, object.key, resource);
    await mkdir(dirname(target('object')), { recursive: true });
    const written = (resource: string) => `${target(resource)}.${randomUUID()}.writing`;
    const objectFile = written('object');
    const md5File = written('object.md5');
    const metadataFile = written('metadata.json');
    const hash = createHash('md5');
    let size = 0;
    try {
      await pipeline(
        Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(objectFile),
      );
      const md5 = hash.digest('hex');
      await Promise.all([
        writeFile(md5File, md5),
        writeFile(metadataFile, JSON.stringify(storedMetadata(object.metadata), null, 2)),
      ]);
      await rename(md5File, target('object.md5'));
      await rename(metadataFile, target('metadata.json'));
      await rename(objectFile, target('object'));
      return { size, md5 };
    } catch (error) {
      // An upload cut off halfway leaves the object as it was, and no part file behind.
      await Promise.all([objectFile, md5File, metadataFile].map((file) => rm(file, { force: true })));
      throw error;
    }
  };

/** How often a whole read is made again when it met a replacement between two of its renames. */
const WHOLE_READ_ATTEMPTS = 5;

/**
 * A whole object's read checks its bytes against its ETag: a read that met a replacement between two renames
 * (putObjectWhole) got the bytes of one version and the ETag of the other, and is made again, so a read gets
 * the old object or the new one, as from S3. A range is read as it is.
 */
const getObjectWhole = (store: S3rverStore): S3rverStore['getObject'] => {
  const getObject = store.getObject.bind(store);
  return async (bucket, key, options) => {
    for (let attempt = 1; ; attempt++) {
      const object = await getObject(bucket, key, options);
      if (!object?.content || options?.start !== undefined || options?.end !== undefined) return object;
      const bytes = Buffer.concat(await (object.content as Readable).toArray());
      const whole = JSON.stringify(createHash('md5').update(bytes).digest('hex')) === object.metadata.etag;
      if (whole || attempt === WHOLE_READ_ATTEMPTS)
        return new S3Object(bucket, key, Readable.from([bytes]), object.metadata);
    }
  };
};

export const startS3Local = async (options: { directory: string; port?: number }): Promise<RunningEmulator> => {
  const port = options.port ?? (await freePort());
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: options.directory });
  server.store.listObjects = listInKeyOrder(server.store);
  server.store.deleteObject = deleteKeepingFolders(server.store);
  server.store.putObject = putObjectWhole(server.store);
  server.store.getObject = getObjectWhole(server.store);
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
};
