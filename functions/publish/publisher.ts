import {
  categoryPageAddresses,
  FIXED_PAGE_ADDRESSES,
  ROBOTS_KEY,
  siteAddress,
  SITEMAP_KEY,
  UNINDEXED_PAGES,
  UNMATCHED_ADDRESS,
} from '#contract/site-addresses';
import { createLogger } from '#core/logger';
import { movedValue, NOT_FOUND_PAGE_KEY, pageKey } from '#core/published-pages';
import {
  type MovedPagesChange,
  type PageMove,
  reconcileMovedPages,
  recordMovedPages,
} from '#core/services/moved-pages';
import { listAllArticles } from '#core/services/articles';
import { listInnerProductSummariesByOuter } from '#core/services/inner-product-lists';
import { listAllOuterProducts } from '#core/services/outer-products';
import { listVideos } from '#core/services/videos';
import {
  affectedUrls,
  isShownOnPages,
  outerProductsDeletedIn,
  outerProductsToExpand,
  productsDepartedIn,
  type CatalogueSnapshot,
  type OuterProductPaths,
  type TableChange,
} from './affected-urls';
import { invalidate, keyValueStoreIndex, type PublishedUrlIndex } from './edge';
import {
  contentTag,
  deleteObject,
  listPublishedPages,
  putNotFoundPage,
  putPage,
  putRobots,
  putSitemap,
  storedTag,
} from './site-bucket';
import { renderContext, renderUrl, type RenderContext } from './render';
import { publisherSettings } from './settings';
import { sitemapXml } from './sitemap';

// Publishing: render URLs with the public site's own server entry, reading the API in-process; write the
// pages whose HTML changed, delete those that render as not found, then rebuild the sitemap and tell the
// edge. A URL that fails to render fails the whole publish after the good pages are written, so the stream
// delivers the batch again; a failed render never replaces a published page.

const log = createLogger({ component: 'publish' });

export interface PublishSummary {
  rendered: number;
  written: number;
  deleted: number;
  durationMs: number;
}

export class PublishError extends Error {}

const publishedUrlIndex = (): PublishedUrlIndex | undefined => {
  const arn = publisherSettings.pagesStoreArn;
  return arn ? keyValueStoreIndex(arn) : undefined;
};

const forEachLimited = async <T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};

interface PageOutcome {
  /** URLs that render a page (written or unchanged). */
  published: string[];
  /** URLs that render as not found, or are no longer listed: no page. */
  gone: string[];
  /** Site-bucket keys written. */
  written: string[];
  /** Site-bucket keys deleted. */
  deleted: string[];
}

/** Renders each URL and writes or deletes its page; throws once all are done if any failed. */
const publishPages = async (
  urls: readonly string[],
  render: RenderContext,
  tagOf: (key: string) => Promise<string | undefined>,
): Promise<PageOutcome> => {
  const outcome: PageOutcome = { published: [], gone: [], written: [], deleted: [] };
  const failures: string[] = [];
  await forEachLimited(urls, publisherSettings.renderConcurrency, async (url) => {
    const key = pageKey(url);
    try {
      const result = await renderUrl(url, render);
      if (result.status === 200 && !result.redirect) {
        outcome.published.push(url);
        if ((await tagOf(key)) === contentTag(result.html)) return;
        await putPage(key, result.html);
        log.debug('page written', { url });
        outcome.written.push(key);
      } else if (result.status === 404) {
        outcome.gone.push(url);
        if ((await tagOf(key)) === undefined) return;
        await deleteObject(key);
        outcome.deleted.push(key);
      } else {
        failures.push(`${url}: status ${result.status}${result.redirect ? ` → ${result.redirect}` : ''}`);
      }
    } catch (error) {
      failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  if (failures.length > 0) {
    log.error('pages failed to render', { failures });
    throw new PublishError(`${failures.length} page(s) failed to render: ${failures.slice(0, 5).join('; ')}`);
  }
  return outcome;
};

/** The not-found page every unknown URL gets, rendered from the same template. */
const publishNotFoundPage = async (render: RenderContext): Promise<string[]> => {
  const result = await renderUrl(UNMATCHED_ADDRESS, render);
  if (result.status !== 404)
    throw new PublishError(`${UNMATCHED_ADDRESS} rendered with status ${result.status}, not 404`);
  if ((await storedTag(NOT_FOUND_PAGE_KEY)) === contentTag(result.html)) return [];
  await putNotFoundPage(result.html);
  return [NOT_FOUND_PAGE_KEY];
};

/** sitemap.xml from what is published now, the pages kept out of indexes aside; its key when it changed. */
const publishSitemap = async (): Promise<string[]> => {
  const pages = await listPublishedPages();
  const xml = sitemapXml(
    publisherSettings.siteUrl,
    [...pages]
      .filter(([url]) => !UNINDEXED_PAGES.includes(url))
      .map(([url, page]) => ({ url, lastModified: page.lastModified })),
  );
  if ((await storedTag(SITEMAP_KEY)) === contentTag(xml)) return [];
  await putSitemap(SITEMAP_KEY, xml);
  return [SITEMAP_KEY];
};

/** robots.txt naming the sitemap by its absolute URL; its key when it changed. */
const publishRobots = async (): Promise<string[]> => {
  const { robotsTxt } = await import('../../frontend/dist-server/entry-server.js');
  const text = robotsTxt(publisherSettings.siteUrl);
  if ((await storedTag(ROBOTS_KEY)) === contentTag(text)) return [];
  await putRobots(text);
  return [ROBOTS_KEY];
};

/** After the pages: the sitemap, the edge's URL index, one invalidation. */
const finish = async (
  changedKeys: string[],
  indexUpdate: (index: PublishedUrlIndex) => Promise<void>,
): Promise<void> => {
  const keys = [...changedKeys, ...(await publishSitemap())];
  const index = publishedUrlIndex();
  if (index) await indexUpdate(index);
  const { distributionId } = publisherSettings;
  if (distributionId && keys.length > 0) await invalidate(distributionId, keys);
};

/**
 * What the edge's store holds for a publish's pages and moved pages: a published URL its page's key, a moved
 * one where it points (movedValue); URLs that have neither any more leave it.
 */
const edgeEntries = (
  outcome: PageOutcome,
  moved: Omit<MovedPagesChange, 'map'>,
): { puts: Map<string, string>; deletes: string[] } => {
  const puts = new Map<string, string>([
    ...outcome.published.map((url): [string, string] => [url, pageKey(url)]),
    ...[...moved.puts].map(([from, to]): [string, string] => [from, movedValue(to)]),
  ]);
  const deletes = [...new Set([...outcome.gone, ...moved.deletes])].filter((url) => !puts.has(url));
  return { puts, deletes };
};

/** What the catalogue's paths are now, for deciding what a batch of changes touches. */
const catalogueSnapshot = async (changes: readonly TableChange[]): Promise<CatalogueSnapshot> => {
  const [outers, articles] = await Promise.all([listAllOuterProducts(), listAllArticles()]);
  const outerProducts = new Map<number, OuterProductPaths>([
    ...outerProductsDeletedIn(changes),
    ...outers.map((outer): [number, OuterProductPaths] => [outer.id, outer]),
  ]);
  const expand = new Set(changes.flatMap(outerProductsToExpand));
  const children = await listInnerProductSummariesByOuter(outers.filter((outer) => expand.has(outer.id)));
  return { outerProducts, innerProducts: children, articles, departed: productsDepartedIn(changes) };
};

/** The pages a batch of table changes touches (all of them, or these URLs), and the pages it moved. */
export type TouchedPages = ({ all: true } | { all: false; urls: string[] }) & { moves: PageMove[] };

/** What `publishChanges` renders for a batch of changes. */
export const pagesTouchedBy = async (batch: readonly TableChange[]): Promise<TouchedPages> => {
  // Most writes (sessions, rate limits, subscribers) are on no page: no need to read the catalogue for them.
  const changes = batch.filter(isShownOnPages);
  if (changes.length === 0) return { all: false, urls: [], moves: [] };
  const [catalogue, leftBehind] = await Promise.all([
    catalogueSnapshot(changes),
    pagesLeftUnderDeletedCategories(changes),
  ]);
  const affected = changes.map((change) => affectedUrls(change, catalogue));
  // In the batch's order: a later move of the same URL replaces an earlier one.
  const moves = [...leftBehind, ...affected.flatMap((urls) => urls.moves)];
  if (affected.some((urls) => urls.all)) return { all: true, moves };
  // A removed URL is rendered too: it answers not found (and its page is deleted) unless another change in
  // the batch gave it a page again.
  const removed = leftBehind.map((move) => move.from);
  return {
    all: false,
    urls: [...new Set([...removed, ...affected.flatMap((urls) => [...urls.render, ...urls.remove])])],
    moves,
  };
};

/**
 * The pages still published under the path of a category the batch deleted, each sent to the product list. A
 * product deleted just before its category (staff emptying it) can reach the publisher in a batch of its own,
 * read once the category had left the table, when its page's URL could not be named.
 */
const pagesLeftUnderDeletedCategories = async (changes: readonly TableChange[]): Promise<PageMove[]> => {
  const moves = await Promise.all(
    outerProductsDeletedIn(changes).map(async ([, category]) => {
      const pages = await listPublishedPages(`${siteAddress.outerProduct(category.namePath)}/`);
      return [...pages.keys()].map((from) => ({ from, to: siteAddress.productList(category.productType) }));
    }),
  );
  return moves.flat();
};

/**
 * Publishes what a batch of table changes touches (everything, when one of them is configuration), and records
 * the pages it moved: their old URLs answer 301 once the new pages are written.
 */
export const publishChanges = async (batch: readonly TableChange[]): Promise<PublishSummary> => {
  const startedAt = Date.now();
  const touched = await pagesTouchedBy(batch);
  if (touched.all) return publishAll(touched.moves);
  const { urls } = touched;
  if (urls.length === 0) return { rendered: 0, written: 0, deleted: 0, durationMs: Date.now() - startedAt };
  const outcome = await publishPages(urls, await renderContext(publisherSettings.siteUrl), storedTag);
  const moved = await recordMovedPages(touched.moves, new Set(outcome.published));
  const entries = edgeEntries(outcome, moved);
  await finish([...outcome.written, ...outcome.deleted], (index) => index.update(entries.puts, entries.deletes));
  return summary(urls.length, outcome, startedAt);
};

/** Every public URL the catalogue has a page for. */
export const listPublicUrls = async (): Promise<string[]> => {
  const [outers, articles, videos] = await Promise.all([listAllOuterProducts(), listAllArticles(), listVideos()]);
  const children = await listInnerProductSummariesByOuter(outers);
  return [
    ...FIXED_PAGE_ADDRESSES,
    ...outers.flatMap((outer) => {
      const products = children.get(outer.id) ?? [];
      return [
        ...categoryPageAddresses(outer.namePath, products.length),
        ...products.map((product) => siteAddress.innerProduct(outer.namePath, product.namePath)),
      ];
    }),
    ...articles.map(siteAddress.article),
    ...videos.map((video) => siteAddress.video(video.uniqueYoutubeId)),
  ];
};

/**
 * Renders every public URL, deletes pages no longer listed, rewrites the not-found page and the sitemap, and
 * brings the moved pages (with a batch's `moves`, when a batch asked for everything) and the edge's store in
 * line with what is published.
 */
export const publishAll = async (moves: readonly PageMove[] = []): Promise<PublishSummary> => {
  const startedAt = Date.now();
  const [urls, stored, render] = await Promise.all([
    listPublicUrls(),
    listPublishedPages(),
    renderContext(publisherSettings.siteUrl),
  ]);
  const storedTags = new Map([...stored].map(([url, page]) => [pageKey(url), page.etag]));
  const outcome = await publishPages(urls, render, async (key) => storedTags.get(key));
  const listed = new Set(urls);
  const unlisted = [...stored.keys()].filter((url) => !listed.has(url));
  await forEachLimited(unlisted, publisherSettings.renderConcurrency, async (url) => {
    await deleteObject(pageKey(url));
    outcome.gone.push(url);
    outcome.deleted.push(pageKey(url));
  });
  outcome.written.push(...(await publishNotFoundPage(render)), ...(await publishRobots()));
  const moved = await reconcileMovedPages(moves, new Set(outcome.published));
  await finish([...outcome.written, ...outcome.deleted], async (index) => {
    const present = await index.list();
    const wanted = new Map<string, string>([
      ...outcome.published.map((url): [string, string] => [url, pageKey(url)]),
      ...[...moved.map].map(([from, to]): [string, string] => [from, movedValue(to)]),
    ]);
    await index.update(
      new Map([...wanted].filter(([url, value]) => present.get(url) !== value)),
      [...present.keys()].filter((url) => !wanted.has(url)),
    );
  });
  return summary(urls.length, outcome, startedAt);
};

const summary = (rendered: number, outcome: PageOutcome, startedAt: number): PublishSummary => {
  const result = {
    rendered,
    written: outcome.written.length,
    deleted: outcome.deleted.length,
    durationMs: Date.now() - startedAt,
  };
  log.info('published', { ...result });
  return result;
};
