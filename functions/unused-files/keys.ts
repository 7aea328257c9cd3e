// The partition keys the sweep of unused uploads touches, written as the route table writes them (`FILE#` a
// prefix, `CONFIG` an exact key): plain data, so the CDK stack grants exactly these and the tests check them.

/**
 * What it reads: the list-index partitions of every kind of record that may use an upload (articles and outer
 * products by type, all inner products, banners, videos, certificates, the configuration), the revisions that name uploads
 * (their index partition REVFILES), the file counter and the files.
 */
export const UNUSED_FILES_READ_KEYS = [
  'ARTICLE#TYPE#',
  'OUTER#TYPE#',
  'INNER#ALL',
  'BANNER',
  'VIDEO',
  'CERT',
  'CONFIG',
  'REVFILES',
  'COUNTER#FILE',
  'FILE#',
] as const;

/** What it writes: deletes of file records, and the count staff read (FILEUSAGE). */
export const UNUSED_FILES_WRITE_KEYS = ['FILE#', 'FILEUSAGE'] as const;
