// The space uploads take and the sweep that removes the unused ones: plain TypeScript (no schema library), so
// the dashboard's chunk can import it.

/**
 * An upload no record uses (a form abandoned or refused after its image was picked, an image replaced or its
 * record deleted) is removed by the daily sweep once it is this many days old: long enough for a form left
 * open over a weekend to be saved.
 */
export const UNUSED_FILE_DAYS = 7;

/** What `GET /api/File/usage` answers: the uploads as the last daily sweep counted them. */
export interface FilesUsage {
  /** When the sweep counted them; null before its first run. */
  measuredAt: string | null;
  /** Uploaded images (each an original with its WebP copies). */
  files: number;
  /** Their objects in the files bucket, originals and copies, and the bytes they take. */
  objects: number;
  bytes: number;
  /** Images no record used at the sweep, not yet UNUSED_FILE_DAYS old: removed by a later sweep if still unused. */
  unusedFiles: number;
  unusedBytes: number;
  /** What the sweep removed. */
  deletedFiles: number;
  deletedBytes: number;
}
