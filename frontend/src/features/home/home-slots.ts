import type { Article, BannerImage, InnerProductSummary, ListedOuterProduct, Video } from '@vongbi/functions/contract';
import { HOME_TILE_TITLES, SLOT_KEYS, type ConfigKey } from '@vongbi/functions/contract/configuration-keys';
import { fillSlots, linkOrHash } from '@/lib/site-format';

// What each slot of the home page shows. Staff name the records in the configuration: SPDV_SP_n the
// categories behind the four product tiles, SPDV_DV_n the services behind the two service tiles, BLOG_BIG
// and BLOG_n the news, BLOG_RIGHT_n the support articles, VIDEO_n the videos. A slot left empty, or naming a
// record that is gone, takes the newest one not shown yet, so the page is never half empty.

/** What the home page's loader reads. */
export interface HomeData {
  banners: BannerImage[];
  videos: Video[];
  /** Each category with its first products (as many as the carousels show, LISTED_PRODUCTS_PER_CATEGORY). */
  products: ListedOuterProduct[];
  tools: ListedOuterProduct[];
  outstanding: InnerProductSummary[];
  news: Article[];
  supports: Article[];
  services: Article[];
}

export interface HomeTile {
  title: string;
  /** The configured site path, or `#` when the slot is empty. */
  href: string;
  imageUrl: string | undefined;
}

export interface HomeSlots {
  productTiles: HomeTile[];
  serviceTiles: HomeTile[];
  /** The big news card first, then two. */
  news: Article[];
  support: Article[];
  videos: Video[];
  /** The first products of the categories, in their order, for the "Sản phẩm" carousel. */
  productItems: InnerProductSummary[];
  toolItems: InnerProductSummary[];
}

const { homeNews: NEWS_SLOTS, homeSupport: SUPPORT_SLOTS, homeVideos: VIDEO_SLOTS } = SLOT_KEYS;
/** The support list shows one more than it has slots: the newest fills it. */
const SUPPORT_COUNT = 5;
const CAROUSEL_ITEMS = 12;

/** The last segment of a configured site path: the record the tile points at. */
const lastSegment = (href: string) => href.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? '';

const byKey = <T>(items: readonly T[], key: (item: T) => string) => new Map(items.map((item) => [key(item), item]));

export const homeSlots = (data: HomeData, value: (configKey: ConfigKey) => string | undefined): HomeSlots => {
  const categories = byKey(data.products, (category) => category.namePath);
  const services = byKey(data.services, (service) => service.articlePath);
  const news = byKey(data.news, (article) => article.articlePath);
  const supports = byKey(data.supports, (article) => article.articlePath);
  const videos = byKey(data.videos, (video) => video.uniqueYoutubeId);

  const tiles = (keys: readonly (keyof typeof HOME_TILE_TITLES)[], imageOf: (segment: string) => string | undefined) =>
    keys.map((key): HomeTile => {
      const href = linkOrHash(value(key));
      return { title: HOME_TILE_TITLES[key], href, imageUrl: imageOf(lastSegment(href)) };
    });

  return {
    productTiles: tiles(SLOT_KEYS.homeProductTiles, (path) => categories.get(path)?.image?.urlPath),
    serviceTiles: tiles(SLOT_KEYS.homeServiceTiles, (path) => services.get(path)?.outerImagePath),
    news: fillSlots(
      NEWS_SLOTS.map((key) => news.get(value(key) ?? '')),
      data.news,
      NEWS_SLOTS.length,
    ),
    support: fillSlots(
      SUPPORT_SLOTS.map((key) => supports.get(value(key) ?? '')),
      data.supports,
      SUPPORT_COUNT,
    ),
    videos: fillSlots(
      VIDEO_SLOTS.map((key) => videos.get(value(key) ?? '')),
      data.videos,
      VIDEO_SLOTS.length,
    ),
    productItems: data.products.flatMap((category) => category.innerProducts).slice(0, CAROUSEL_ITEMS),
    toolItems: data.tools.flatMap((category) => category.innerProducts).slice(0, CAROUSEL_ITEMS),
  };
};

/** The list's first `count` and the configured ones, in the list's order. */
const firstAndConfigured = <T>(list: readonly T[], configured: readonly (T | undefined)[], count: number): T[] => {
  const named = new Set(configured.filter((item): item is T => item !== undefined));
  // Configured records are chosen first and skipped in the pool, so the pool's first `count` beyond them suffice.
  const first = new Set(list.slice(0, count + named.size));
  return list.filter((item) => first.has(item) || named.has(item));
};

/** The categories whose products fill a carousel's first `count`, and the configured ones without theirs. */
const carouselAndConfigured = (
  categories: readonly ListedOuterProduct[],
  configuredPaths: ReadonlySet<string>,
  count: number,
): ListedOuterProduct[] => {
  let left = count;
  return categories.flatMap((category) => {
    const shown = category.innerProducts.slice(0, left);
    left -= shown.length;
    if (shown.length === 0 && !configuredPaths.has(category.namePath)) return [];
    return [{ ...category, innerProducts: shown }];
  });
};

/**
 * What of the lists the home page can show with this configuration: its slots (homeSlots) come out the same from
 * it as from the whole lists. The loader keeps only this, so the page's data, published inside its HTML, does not
 * grow with the catalogue (at 10,000 products and 2,000 articles the whole lists were 1.9 MB of it).
 */
export const homeShown = (data: HomeData, value: (configKey: ConfigKey) => string | undefined): HomeData => {
  const configured = <T>(items: readonly T[], keyOf: (item: T) => string, keys: readonly ConfigKey[]) => {
    const byItsKey = byKey(items, keyOf);
    return keys.map((key) => byItsKey.get(value(key) ?? ''));
  };
  const tilePaths = (keys: readonly ConfigKey[]) => new Set(keys.map((key) => lastSegment(linkOrHash(value(key)))));
  const servicePaths = tilePaths(SLOT_KEYS.homeServiceTiles);
  return {
    banners: data.banners,
    outstanding: data.outstanding,
    news: firstAndConfigured(
      data.news,
      configured(data.news, (article) => article.articlePath, NEWS_SLOTS),
      NEWS_SLOTS.length,
    ),
    supports: firstAndConfigured(
      data.supports,
      configured(data.supports, (article) => article.articlePath, SUPPORT_SLOTS),
      SUPPORT_COUNT,
    ),
    videos: firstAndConfigured(
      data.videos,
      configured(data.videos, (video) => video.uniqueYoutubeId, VIDEO_SLOTS),
      VIDEO_SLOTS.length,
    ),
    services: data.services.filter((service) => servicePaths.has(service.articlePath)),
    products: carouselAndConfigured(data.products, tilePaths(SLOT_KEYS.homeProductTiles), CAROUSEL_ITEMS),
    tools: carouselAndConfigured(data.tools, new Set(), CAROUSEL_ITEMS),
  };
};
