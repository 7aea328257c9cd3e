import type { Article, OuterProduct, Video } from '@vongbi/functions/contract';
import { CONFIG_GROUPS, CONFIG_KEYS, type SlotKind } from '@vongbi/functions/contract/configuration-registry';
import { ARTICLE_TYPE, PRODUCT_TYPE, siteAddress } from '@vongbi/functions/contract/site-addresses';

// The page slots of the configuration (menus, home tiles, news, videos: keys the registry gives a `slot`): the
// records each may be chosen from, in the exact form the public pages read, and which point at a page that is
// gone. The configuration screen offers them and the dashboard checks them.

/** The records a page slot may point at, as the admin lists return them. */
export interface SlotSources {
  outerProducts: OuterProduct[];
  articles: Article[];
  videos: Video[];
}

export interface SlotOption {
  /** The stored value, exactly as the public pages read it. */
  value: string;
  title: string;
}

/** What each kind of slot stores, from the record it names (the seed's and the public pages' forms). */
export const slotOptions = (kind: SlotKind, sources: SlotSources): SlotOption[] => {
  const categories = (type: number) =>
    sources.outerProducts
      .filter((category) => category.productType === type)
      .map((category) => ({ value: siteAddress.outerProduct(category.namePath), title: category.name }));
  const articles = (type: number, value: (article: Article) => string) =>
    sources.articles
      .filter((article) => article.articleType === type)
      .map((article) => ({ value: value(article), title: article.headerText }));
  switch (kind) {
    case 'productCategory':
      return categories(PRODUCT_TYPE.product);
    case 'toolCategory':
      return categories(PRODUCT_TYPE.maintenanceTool);
    case 'service':
      return articles(ARTICLE_TYPE.service, siteAddress.article);
    case 'news':
      return articles(ARTICLE_TYPE.news, (article) => article.articlePath);
    case 'support':
      return articles(ARTICLE_TYPE.support, (article) => article.articlePath);
    case 'video':
      return sources.videos.map((video) => ({ value: video.uniqueYoutubeId, title: video.headerText }));
  }
};

/**
 * Whether a slot's value names a page that exists. A category slot accepts a category of either type, as the
 * address /products/<path> serves both; an empty slot is not broken (the page falls back on its own).
 */
export const slotPageExists = (kind: SlotKind, value: string, sources: SlotSources): boolean => {
  if (value.trim() === '') return true;
  const kinds: SlotKind[] =
    kind === 'productCategory' || kind === 'toolCategory' ? ['productCategory', 'toolCategory'] : [kind];
  return kinds.some((each) => slotOptions(each, sources).some((option) => option.value === value));
};

export interface BrokenSlot {
  key: string;
  label: string;
  group: string;
  value: string;
}

/** The page slots of these values that point at a page no longer on the site, in the screen's order. */
export const brokenSlots = (values: ReadonlyMap<string, string>, sources: SlotSources): BrokenSlot[] =>
  CONFIG_KEYS.flatMap((info) => {
    const value = values.get(info.key);
    if (!info.slot || value === undefined || slotPageExists(info.slot, value, sources)) return [];
    const group = CONFIG_GROUPS.find((each) => each.id === info.group)!.title;
    return [{ key: info.key, label: info.label, group, value }];
  });

/** The id of a key's field on the configuration screen, which the dashboard and the hints link to. */
export const configFieldId = (key: string): string => `config-${key}`;
