// After a save, whether the public page holds it yet: the page is fetched as a visitor gets it (through the CDN
// in AWS, so only once the invalidation has reached it) and looked for the saved version, which every page
// carries in its data. The publisher's own record tells a failure apart from a slow publish.

/** A saved record whose page is awaited. */
export interface PublishWatch {
  /** What staff call it: the product's name, the article's title. */
  title: string;
  /** Its public page. */
  url: string;
  /** Its `updatedAt` after the save: the page holds the save once its HTML names this version. */
  version: string;
  /** When the save answered. */
  savedAt: string;
}

export type PublishState =
  | { state: 'publishing' }
  | { state: 'published' }
  | { state: 'failed'; reason: 'publisher' | 'timeout'; detail?: string };

/** How long a page may take: a publish takes seconds, an invalidation at the edge usually under a minute. */
export const PUBLISH_PATIENCE_MS = 3 * 60_000;

/** Whether the page's HTML holds the saved version. */
export const holdsVersion = (html: string, version: string): boolean => html.includes(`"${version}"`);

/** The state of a watch from what was seen: the page, the publisher's last failure, the time. */
export const publishStateOf = (
  watch: PublishWatch,
  seen: { html?: string; lastFailureAt?: string | null; failure?: string | null },
  now: number,
): PublishState => {
  if (seen.html !== undefined && holdsVersion(seen.html, watch.version)) return { state: 'published' };
  if (seen.lastFailureAt && seen.lastFailureAt > watch.savedAt) {
    return { state: 'failed', reason: 'publisher', detail: seen.failure ?? undefined };
  }
  if (now - Date.parse(watch.savedAt) > PUBLISH_PATIENCE_MS) return { state: 'failed', reason: 'timeout' };
  return { state: 'publishing' };
};
