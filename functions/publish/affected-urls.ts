import { configKeyPages } from '#contract/configuration-registry';
import { ARTICLE_TYPE, categoryPageAddresses, categoryPageCount, siteAddress } from '#contract/site-addresses';
import { ENTITY_SK, type Item } from '#core/db';
import { RELATED_LIMIT } from '#core/services/inner-products';
import type { PageMove } from '#core/services/moved-pages';
import { PAGE_ITEM_KINDS, type PageItemKind } from './page-items';

// Which published URLs one write to the table touches, decided from the stream record's old and new item
// and a snapshot of the catalogue's paths (an inner product's item names its outer product by id only).
// Rendering a URL too many is only work; a URL missed is a stale page, so where a rule would need more
// than the snapshot holds it errs on the side of rendering.

/** An outer product as the snapshot knows it: what its URL and its list depend on. */
export interface OuterProductPaths {
  namePath: string;
  productType: number;
}

/** An inner product as its category's pages know it: by name, in the category's order. */
export interface InnerProductCard {
  name: string;
  namePath: string;
}

/** An article: what its URL depends on. */
export interface ArticlePaths {
  articlePath: string;
  articleType: number;
}

/** The catalogue's paths, as they stand after the write (the handler reads them through the use cases). */
export interface CatalogueSnapshot {
  /** Every outer product, by id. */
  outerProducts: ReadonlyMap<number, OuterProductPaths>;
  /** The inner products of the outer products that `outerProductsToExpand` names, by outer id, by name. */
  innerProducts: ReadonlyMap<number, readonly InnerProductCard[]>;
  /** Every article. */
  articles: readonly ArticlePaths[];
  /**
   * How many products the batch took out of each category (deleted or moved elsewhere), by outer id: the
   * category had at most that many more before, so as many more list pages may be left to remove.
   */
  departed?: ReadonlyMap<number, number>;
}

export interface TableChange {
  /** The item before the write; absent when it was created. */
  oldItem?: Item;
  /** The item after the write; absent when it was deleted. */
  newItem?: Item;
}

export interface AffectedUrls {
  /** Every page shows the change (configuration): render them all. */
  all: boolean;
  /** URLs whose page changed. */
  render: string[];
  /** URLs that no longer have a page: a deleted entity's, or the old one after a rename or a move. */
  remove: string[];
  /**
   * Where the content of a removed URL is now: the new URL after a rename or a move; after a deletion, the
   * page that listed it (an inner product's category, an article's list, a category's product list).
   */
  moves: PageMove[];
}

const { service: SERVICE } = ARTICLE_TYPE;

/** The lists an article appears in (home aside): its own, and all of /blogs for news and support. */
const articleListUrls = (articleType: number): string[] =>
  articleType === SERVICE ? [siteAddress.services] : [siteAddress.blogs, siteAddress.articleList(articleType)];

/**
 * The kind of entity an item holds (`INNER#12` / `#`). Everything else in the table (path claims, counters,
 * sessions, rate limits, subscribers, the search index, file records) is on no public page.
 */
const kindOf = (item: Item | undefined): PageItemKind | undefined => {
  if (!item || item.sk !== ENTITY_SK || typeof item.pk !== 'string') return undefined;
  const kind = item.pk.split('#')[0]!;
  return PAGE_ITEM_KINDS.find((pageKind) => pageKind === kind);
};

/** Whether the write is to an entity some public page shows (sessions, counters and the like are not). */
export const isShownOnPages = (change: TableChange): boolean => kindOf(change.newItem ?? change.oldItem) !== undefined;

/**
 * Attributes other transactions keep on an entity's item that no page shows (an outer product's count, the
 * certificate notice the owners were sent).
 */
const UNSHOWN_ATTRIBUTES = ['innerCount', 'noticeSentFor'];

const sameShownAttributes = (oldItem: Item, newItem: Item): boolean => {
  const shown = (item: Item) =>
    JSON.stringify(
      Object.keys(item)
        .filter((name) => !UNSHOWN_ATTRIBUTES.includes(name))
        .sort()
        .map((name) => [name, item[name]]),
    );
  return shown(oldItem) === shown(newItem);
};

const text = (item: Item, name: string): string => String(item[name] ?? '');
const number = (item: Item, name: string): number => Number(item[name]);

/**
 * The outer products a batch deleted, as their old items describe them. The snapshot, read after the batch,
 * no longer has them, yet an inner product deleted just before its category (staff empty a category, then
 * delete it) needs its category's path to name the page it leaves behind.
 */
export const outerProductsDeletedIn = (changes: readonly TableChange[]): [number, OuterProductPaths][] =>
  changes.flatMap(({ oldItem, newItem }) =>
    oldItem && !newItem && kindOf(oldItem) === 'OUTER'
      ? [[number(oldItem, 'id'), { namePath: text(oldItem, 'namePath'), productType: number(oldItem, 'productType') }]]
      : [],
  );

/** How many inner products the batch took out of each category (`CatalogueSnapshot.departed`). */
export const productsDepartedIn = (changes: readonly TableChange[]): Map<number, number> => {
  const departed = new Map<number, number>();
  for (const { oldItem, newItem } of changes) {
    if (!oldItem || kindOf(oldItem) !== 'INNER') continue;
    const from = number(oldItem, 'outerProductId');
    if (newItem && number(newItem, 'outerProductId') === from) continue;
    departed.set(from, (departed.get(from) ?? 0) + 1);
  }
  return departed;
};

/** The outer products whose inner products the snapshot must list for this change. */
export const outerProductsToExpand = (change: TableChange): number[] => {
  const items = [change.oldItem, change.newItem].filter((item): item is Item => item !== undefined);
  const kind = kindOf(change.newItem ?? change.oldItem);
  if (kind === 'INNER') return [...new Set(items.map((item) => number(item, 'outerProductId')))];
  if (kind === 'OUTER') return [...new Set(items.map((item) => number(item, 'id')))];
  return [];
};

class UrlSet {
  readonly render = new Set<string>();
  readonly remove = new Set<string>();
  readonly moves = new Map<string, string>();

  /**
   * An entity's page before the write and after it (either may be absent, or both the same); a page that is
   * gone moves to `listedOn`, the page that listed it.
   */
  moved(before: string | undefined, after: string | undefined, listedOn?: string): void {
    if (after !== undefined) this.render.add(after);
    if (before === undefined || before === after) return;
    this.remove.add(before);
    const to = after ?? listedOn;
    if (to !== undefined) this.moves.set(before, to);
  }

  result(): AffectedUrls {
    return {
      all: false,
      render: [...this.render],
      // A URL another part of the change renders again is not gone (a path handed from one record to another).
      remove: [...this.remove].filter((url) => !this.render.has(url)),
      moves: [...this.moves].map(([from, to]) => ({ from, to })),
    };
  }
}

/**
 * Whether an inner product of this name shows on the other pages of its category: each lists the first
 * RELATED_LIMIT others by name, so only the first RELATED_LIMIT + 1 products of a category can appear there.
 */
const showsAsRelated = (name: string, namePath: string, category: readonly InnerProductCard[]): boolean =>
  category.filter((other) => other.namePath !== namePath && other.name < name).length <= RELATED_LIMIT;

/** What an inner product's card among related products shows, and where it links. */
const CARD_ATTRIBUTES = ['name', 'namePath', 'imageId', 'outerProductId'];

/**
 * A category's pages: every page of its list, since one product more, less or renamed moves the products
 * after it, and every page shows the filters' choices; and the pages past its last that products which left
 * it in this batch may have filled.
 */
const categoryPages = (outerId: number, namePath: string, catalogue: CatalogueSnapshot, urls: UrlSet) => {
  const count = catalogue.innerProducts.get(outerId)?.length ?? 0;
  const pages = categoryPageAddresses(namePath, count);
  for (const page of pages) urls.render.add(page);
  const before = categoryPageAddresses(namePath, count + (catalogue.departed?.get(outerId) ?? 0));
  // A page the shorter list no longer fills: its products are on the category's first page now.
  for (const page of before.slice(pages.length)) urls.moved(page, undefined, siteAddress.outerProduct(namePath));
};

const innerProductChange = ({ oldItem, newItem }: TableChange, catalogue: CatalogueSnapshot, urls: UrlSet) => {
  const cardChanged = !oldItem || !newItem || CARD_ATTRIBUTES.some((name) => oldItem[name] !== newItem[name]);
  const outerOf = (item: Item | undefined) => item && catalogue.outerProducts.get(number(item, 'outerProductId'));
  const pageOf = (item: Item | undefined) => {
    const outer = outerOf(item);
    return outer && siteAddress.innerProduct(outer.namePath, text(item!, 'namePath'));
  };
  const category = outerOf(oldItem);
  urls.moved(pageOf(oldItem), pageOf(newItem), category && siteAddress.outerProduct(category.namePath));
  for (const item of [oldItem, newItem]) {
    const outer = item && catalogue.outerProducts.get(number(item, 'outerProductId'));
    if (!item || !outer) continue;
    // Its category's pages and list show it; so may the other products' pages of that category.
    categoryPages(number(item, 'outerProductId'), outer.namePath, catalogue, urls);
    urls.render.add(siteAddress.productList(outer.productType));
    const category = catalogue.innerProducts.get(number(item, 'outerProductId')) ?? [];
    if (!cardChanged || !showsAsRelated(text(item, 'name'), text(item, 'namePath'), category)) continue;
    for (const other of category) {
      if (other.namePath !== text(item, 'namePath'))
        urls.render.add(siteAddress.innerProduct(outer.namePath, other.namePath));
    }
  }
  // Home lists the newest products, and every save makes one the newest.
  urls.render.add(siteAddress.home);
};

const outerProductChange = ({ oldItem, newItem }: TableChange, catalogue: CatalogueSnapshot, urls: UrlSet) => {
  const before = oldItem && text(oldItem, 'namePath');
  const after = newItem && text(newItem, 'namePath');
  // Its list pages, each moved with it; a category being deleted has no products left, so only its first.
  const id = number((newItem ?? oldItem)!, 'id');
  const pageCount = categoryPageCount(catalogue.innerProducts.get(id)?.length ?? 0);
  for (let page = 1; page <= pageCount; page++) {
    urls.moved(
      before === undefined ? undefined : siteAddress.outerProductPage(before, page),
      after === undefined ? undefined : siteAddress.outerProductPage(after, page),
      oldItem && siteAddress.productList(number(oldItem, 'productType')),
    );
  }
  for (const item of [oldItem, newItem])
    if (item) urls.render.add(siteAddress.productList(number(item, 'productType')));
  urls.render.add(siteAddress.home);
  // Its inner products' pages carry its path in their URL, its name in their breadcrumb and details, and its
  // type in their breadcrumb (the list they are under).
  const shownChanged =
    !oldItem ||
    !newItem ||
    before !== after ||
    oldItem.name !== newItem.name ||
    oldItem.productType !== newItem.productType;
  if (!shownChanged) return;
  for (const product of catalogue.innerProducts.get(id) ?? []) {
    urls.moved(
      before === undefined ? undefined : siteAddress.innerProduct(before, product.namePath),
      after === undefined ? undefined : siteAddress.innerProduct(after, product.namePath),
    );
  }
};

const articleChange = ({ oldItem, newItem }: TableChange, catalogue: CatalogueSnapshot, urls: UrlSet) => {
  const paths = (item: Item | undefined): ArticlePaths | undefined =>
    item && { articlePath: text(item, 'articlePath'), articleType: number(item, 'articleType') };
  const [before, after] = [paths(oldItem), paths(newItem)];
  urls.moved(
    before && siteAddress.article(before),
    after && siteAddress.article(after),
    before && siteAddress.articleList(before.articleType),
  );
  for (const article of [before, after]) {
    if (!article) continue;
    for (const list of articleListUrls(article.articleType)) urls.render.add(list);
    // Each article page shows others of its own type: services, news, support articles.
    for (const other of catalogue.articles) {
      if (other.articleType === article.articleType) urls.render.add(siteAddress.article(other));
    }
  }
  urls.render.add(siteAddress.home);
};

const videoChange = ({ oldItem, newItem }: TableChange, urls: UrlSet) => {
  urls.moved(
    oldItem && siteAddress.video(text(oldItem, 'uniqueYoutubeId')),
    newItem && siteAddress.video(text(newItem, 'uniqueYoutubeId')),
    // The home page is where the videos are listed.
    siteAddress.home,
  );
  urls.render.add(siteAddress.home);
};

/**
 * The URLs one table write touches:
 * - inner product: its page (the old one removed after a rename or a move), its category's pages (every page
 *   of its list, and the ones past the last that departed products filled) and list, the pages of its
 *   category's other products when its card shows there, home;
 * - outer product: its pages, its list(s), home, and its inner products' pages when its path, name or type changed;
 * - article: its page, its lists, the pages that show it among related articles, home;
 * - video: its page, home; banner: home (nothing else shows banners);
 * - certificate: /genuine, also when the daily round marks that one ran out or came into force;
 * - configuration: the pages the key shows on (contract/configuration-registry.ts): every page for what the
 *   header, footer and structured data carry, its own page for a page text, none for a staff-only key;
 * - anything else: nothing.
 */
export const affectedUrls = (change: TableChange, catalogue: CatalogueSnapshot): AffectedUrls => {
  const kind = kindOf(change.newItem ?? change.oldItem);
  const urls = new UrlSet();
  if (!kind) return urls.result();
  if (change.oldItem && change.newItem && sameShownAttributes(change.oldItem, change.newItem)) return urls.result();
  switch (kind) {
    case 'CONFIG': {
      const pages = configKeyPages(String((change.newItem ?? change.oldItem)!.configKey));
      if (pages === 'every') return { ...urls.result(), all: true };
      for (const url of pages) urls.render.add(url);
      break;
    }
    case 'INNER':
      innerProductChange(change, catalogue, urls);
      break;
    case 'OUTER':
      outerProductChange(change, catalogue, urls);
      break;
    case 'ARTICLE':
      articleChange(change, catalogue, urls);
      break;
    case 'VIDEO':
      videoChange(change, urls);
      break;
    case 'BANNER':
      urls.render.add(siteAddress.home);
      break;
    case 'CERT':
      urls.render.add(siteAddress.genuine);
      break;
  }
  return urls.result();
};
