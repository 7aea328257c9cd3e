declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }
  export interface ListOptions {
    prefix?: string;
    delimiter?: string;
    startAfter?: string;
    maxKeys?: number;
  }
  export interface ListedObjects {
    objects: object[];
    commonPrefixes: string[];
    isTruncated: boolean;
  }
  /** The store s3rver keeps objects in (lib/stores/filesystem.js), as far as local/emulators uses it. */
  export interface S3rverStore {
    getBucketPath(bucket: string): string;
    getMetadata(bucket: string, key: string): Promise<Record<string, string>>;
    listObjects(bucket: string, options: ListOptions): Promise<ListedObjects>;
    getResourcePath(bucket: string, key: string, resource: string): string;
    deleteObject(bucket: string, key: string): Promise<void>;
    putObject(object: S3Object): Promise<{ size: number; md5: string }>;
    /** null when there is no such object; a range (`start`, `end`) reads part of it. */
    getObject(bucket: string, key: string, options?: { start?: number; end?: number }): Promise<S3Object | null>;
  }
  type S3Object = import('s3rver/lib/models/object.js').default;
  export default class S3rver {
    constructor(options: S3rverOptions);
    readonly store: S3rverStore;
    run(): Promise<unknown>;
    close(): Promise<void>;
    reset(): void;
  }
}

declare module 's3rver/lib/models/object.js' {
  /** An object as a listing answers it or a put brings it, with its metadata (headers). */
  export default class S3Object {
    constructor(
      bucket: string,
      key: string,
      content: import('node:stream').Readable | Buffer | null,
      metadata: Record<string, string>,
    );
    /** The headers s3rver keeps beside an object, besides the user's `x-amz-meta-*`. */
    static readonly ALLOWED_METADATA: readonly string[];
    readonly bucket: string;
    readonly key: string;
    readonly content: import('node:stream').Readable | Buffer;
    readonly metadata: Record<string, string>;
  }
}
