import type { ConfigItem, StaffConfigItem } from '@vongbi/functions/contract';
import { configKeyPages } from '@vongbi/functions/contract/configuration-registry';
import { paths } from '@/config/paths';
import { scriptJson } from '@/lib/html-escape';
import { pageConfigItem } from './api/get-configuration';

// After a configuration save, which public pages show it and how each will hold it. Visitors' configuration
// carries no versions, so a page holds the save once its data holds each saved item whole (its id, key, label
// and value as the page writes them): a value that happens to appear elsewhere on the page does not count.

/** A public page a configuration save changes, and what its HTML holds once it carries the save. */
export interface ConfigurationPage {
  title: string;
  url: string;
  marks: string[];
}

/** How a page's data writes the item. */
export const configurationMark = (item: ConfigItem): string => scriptJson(pageConfigItem(item));

const PAGE_TEXT_TITLES: Record<string, string> = { [paths.aboutUs]: 'Giới thiệu', [paths.contact]: 'Trang Liên hệ' };

/**
 * The page whose data carries the key (contract/configuration-registry.ts): its own page for a page text, the
 * home page as every page's for the rest, none for a staff-only key.
 */
const pageOf = (configKey: string): Omit<ConfigurationPage, 'marks'> | undefined => {
  const pages = configKeyPages(configKey);
  if (pages === 'every') return { title: 'Cấu hình trang', url: paths.home };
  const [url] = pages;
  return url === undefined ? undefined : { title: PAGE_TEXT_TITLES[url] ?? url, url };
};

/**
 * The pages to follow after a save: for the items whose version changed (`before` holds the versions the screen
 * had), the page that shows each, with the marks of every such item it shows. Staff-only keys show nowhere.
 */
export const pagesOfSave = (
  saved: readonly StaffConfigItem[],
  before: ReadonlyMap<string, string | undefined>,
): ConfigurationPage[] => {
  const pages = new Map<string, ConfigurationPage>();
  for (const item of saved) {
    if (before.get(item.configKey) === item.updatedAt) continue;
    const page = pageOf(item.configKey);
    if (!page) continue;
    const entry = pages.get(page.url) ?? { ...page, marks: [] };
    entry.marks.push(configurationMark(item));
    pages.set(page.url, entry);
  }
  return [...pages.values()];
};
