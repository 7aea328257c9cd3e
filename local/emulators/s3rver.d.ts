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
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    readonly store: S3rverStore;
    run(): Promise<unknown>;
    close(): Promise<void>;
    reset(): void;
  }
}

declare module 's3rver/lib/models/object.js' {
  /** An object as a listing answers it, with the metadata s3rver stored beside it. */
  export default class S3Object {
    constructor(bucket: string, key: string, content: null, metadata: Record<string, string>);
  }
}
