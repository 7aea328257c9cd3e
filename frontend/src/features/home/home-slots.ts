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
