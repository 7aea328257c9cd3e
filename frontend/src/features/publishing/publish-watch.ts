import { scriptJson } from '@/lib/html-escape';

// After a save, whether the public page holds it yet: the page is fetched as a visitor gets it (through the CDN
// in AWS, so only once the invalidation has reached it) and looked for the save in the data it carries: a
// record's saved version, or a configuration value as the page writes it (visitors' configuration has no
// versions). The publisher's own record tells a failure apart from a slow publish.

/** A saved record whose page is awaited. */
export interface PublishWatch {
  /** What staff call it: the product's name, the article's title. */
  title: string;
  /** Its public page. */
  url: string;
  /**
   * What its HTML holds once it carries the save, each as the page's data writes it: the record's `updatedAt`
   * after the save (versionMark), or each saved configuration value.
   */
  marks: readonly string[];
  /** When the save answered. */
  savedAt: string;
}

export type PublishState =
  | { state: 'publishing' }
  | { state: 'published' }
  | { state: 'failed'; reason: 'publisher' | 'timeout'; detail?: string };

/** How long a page may take: a publish takes seconds, an invalidation at the edge usually under a minute. */
export const PUBLISH_PATIENCE_MS = 3 * 60_000;

/** How a page's data writes a record's version: a JSON string, and every page names its record's. */
export const versionMark = (updatedAt: string): string => scriptJson(updatedAt);

/** Whether the page's HTML holds the save. */
export const holdsSave = (html: string, marks: readonly string[]): boolean =>
  marks.every((mark) => html.includes(mark));

/** The state of a watch from what was seen: the page, the publisher's last failure, the time. */
export const publishStateOf = (
  watch: PublishWatch,
  seen: { html?: string; lastFailureAt?: string | null; failure?: string | null },
  now: number,
): PublishState => {
  if (seen.html !== undefined && holdsSave(seen.html, watch.marks)) return { state: 'published' };
  if (seen.lastFailureAt && seen.lastFailureAt > watch.savedAt) {
    return { state: 'failed', reason: 'publisher', detail: seen.failure ?? undefined };
  }
  if (now - Date.parse(watch.savedAt) > PUBLISH_PATIENCE_MS) return { state: 'failed', reason: 'timeout' };
  return { state: 'publishing' };
};
