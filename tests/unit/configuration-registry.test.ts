import type { Article, OuterProduct, Video } from '@vongbi/functions/contract';
import { CONFIG_KEY, PAGE_TEXT_PAGES, SLOT_KEYS } from '@vongbi/functions/contract/configuration-keys';
import {
  CONFIG_GROUPS,
  CONFIG_KEYS,
  configKeyInfo,
  configKeyPages,
  isPublicConfigKey,
  mayEditConfigKey,
} from '@vongbi/functions/contract/configuration-registry';
import { ARTICLE_TYPE, PRODUCT_TYPE } from '@vongbi/functions/contract/site-addresses';
import { STAFF_ROLES } from '@vongbi/functions/contract/staff';
import { describe, expect, it } from 'vitest';
import { navigation } from '../../frontend/src/app/layout/navigation';
import { brokenSlots, slotOptions, type SlotSources } from '../../frontend/src/features/configuration/page-slots';
import { demoConfiguration } from '../../local/seed/configuration';
import {
  homeVideoYoutubeIds,
  maintenanceToolPaths,
  newsPaths,
  productCategoryPaths,
  servicePaths,
  supportPaths,
} from '../../local/seed/demo-paths';

/** The demo records the seed's slots point at, as the admin lists return them. */
const demoSources = (): SlotSources => {
  let id = 0;
  const category = (namePath: string, productType: number) =>
    ({ id: ++id, namePath, name: namePath, productType }) as OuterProduct;
  const article = (articlePath: string, articleType: number) =>
    ({ id: ++id, articlePath, headerText: articlePath, articleType }) as Article;
  return {
    outerProducts: [
      ...productCategoryPaths.map((path) => category(path, PRODUCT_TYPE.product)),
      ...maintenanceToolPaths.map((path) => category(path, PRODUCT_TYPE.maintenanceTool)),
    ],
    articles: [
      ...servicePaths.map((path) => article(path, ARTICLE_TYPE.service)),
      ...newsPaths.map((path) => article(path, ARTICLE_TYPE.news)),
      ...supportPaths.map((path) => article(path, ARTICLE_TYPE.support)),
    ],
    videos: homeVideoYoutubeIds.map((uniqueYoutubeId) => ({ id: ++id, uniqueYoutubeId, headerText: 'Video' }) as Video),
  };
};

describe('the configuration registry', () => {
  it('describes every key the site names once, with a Vietnamese label, a place on the site and a group', () => {
    const groups = new Set(CONFIG_GROUPS.map((group) => group.id));
    expect(CONFIG_KEYS.map((info) => info.key).sort()).toEqual(Object.values(CONFIG_KEY).sort());
    const incomplete = CONFIG_KEYS.filter(
      (info) => info.label.trim() === '' || info.place.trim() === '' || !groups.has(info.group),
    );
    expect(incomplete).toEqual([]);
  });

  it('makes every menu, home-tile, news and video key a page slot, and no other key', () => {
    const slotKeys = Object.values(SLOT_KEYS).flat();
    expect(slotKeys).toHaveLength(31);
    expect(
      CONFIG_KEYS.filter((info) => info.slot)
        .map((info) => info.key)
        .sort(),
    ).toEqual([...slotKeys].sort());
  });

  it('gives each menu entry of the navigation the key of a slot that offers pages of its kind', () => {
    const kinds = navigation.flatMap(
      (entry) => entry.children?.map((child) => configKeyInfo(child.configKey)?.slot) ?? [],
    );
    expect(kinds).toHaveLength(14);
    expect(new Set(kinds)).toEqual(new Set(['productCategory', 'service', 'toolCategory']));
  });

  it('seeds every key, each with its registry label', () => {
    expect(demoConfiguration.map((item) => item.configKey)).toEqual(CONFIG_KEYS.map((info) => info.key));
    for (const item of demoConfiguration) {
      expect(item.label).toBe(configKeyInfo(item.configKey)!.label);
      // An empty value would show a blank on the demo site; slots may be empty on a real one.
      expect(item.value.trim(), item.configKey).not.toBe('');
    }
  });

  it('lets owners edit every key, editors the page texts only, and sales none', () => {
    const editable = (role: (typeof STAFF_ROLES)[number]) =>
      CONFIG_KEYS.filter((info) => mayEditConfigKey(role, info.key)).map((info) => info.key);
    expect(editable('owner')).toHaveLength(CONFIG_KEYS.length);
    expect(editable('editor').sort()).toEqual(Object.keys(PAGE_TEXT_PAGES).sort());
    expect(editable('sales')).toEqual([]);
    // A key the site does not name is the owners' alone.
    expect(mayEditConfigKey('owner', 'NEW_KEY')).toBe(true);
    expect(mayEditConfigKey('editor', 'NEW_KEY')).toBe(false);
  });

  it('keeps the staff-only keys out of the pages and tells which pages show each other key', () => {
    expect(CONFIG_KEYS.filter((info) => !isPublicConfigKey(info.key)).map((info) => info.key)).toEqual([
      CONFIG_KEY.QUOTE_EMAIL,
      CONFIG_KEY.QUOTE_COMPANY_NAME,
      CONFIG_KEY.QUOTE_COMPANY_ADDRESS,
      CONFIG_KEY.QUOTE_COMPANY_TAX_CODE,
      CONFIG_KEY.QUOTE_COMPANY_PHONE,
      CONFIG_KEY.QUOTE_COMPANY_EMAIL,
      CONFIG_KEY.QUOTE_TERMS,
      CONFIG_KEY.OWNER_EMAIL,
    ]);
    expect(configKeyPages(CONFIG_KEY.QUOTE_EMAIL)).toEqual([]);
    expect(configKeyPages(CONFIG_KEY.QUOTE_TERMS)).toEqual([]);
    expect(configKeyPages(CONFIG_KEY.OWNER_EMAIL)).toEqual([]);
    expect(configKeyPages(CONFIG_KEY.ABOUT_US)).toEqual(['/about-us']);
    expect(configKeyPages(CONFIG_KEY.CONTACT_FULL_TEXT)).toEqual(['/contact']);
    expect(configKeyPages(CONFIG_KEY.PHONE)).toBe('every');
    expect(configKeyPages('NEW_KEY')).toBe('every');
    // The page texts are rich HTML, sanitised on save.
    for (const key of Object.keys(PAGE_TEXT_PAGES)) expect(configKeyInfo(key)?.rich, key).toBe(true);
  });

  it('offers each seeded slot value among its choices, in the exact form it is stored', () => {
    const sources = demoSources();
    const offTheList = demoConfiguration.filter((item) => {
      const kind = configKeyInfo(item.configKey)?.slot;
      return kind && !slotOptions(kind, sources).some((option) => option.value === item.value);
    });
    expect(offTheList).toEqual([]);
  });

  it('flags a slot whose page is gone, and neither an empty slot nor a category of the other type', () => {
    const sources = demoSources();
    const values = new Map(demoConfiguration.map((item) => [item.configKey, item.value]));
    expect(brokenSlots(values, sources)).toEqual([]);

    values.set('NAV_SP_2', '/products/da-xoa');
    values.set('BLOG_RIGHT_1', 'bai-da-xoa');
    values.set('VIDEO_3', '');
    values.set('NAV_SP_3', `/products/${maintenanceToolPaths[0]}`);
    // A news article's path in a support slot is not shown there by the home page.
    values.set('BLOG_RIGHT_2', newsPaths[0]);
    expect(brokenSlots(values, sources).map((slot) => [slot.key, slot.group])).toEqual([
      ['NAV_SP_2', 'Menu điều hướng'],
      ['BLOG_RIGHT_1', 'Ô trang chủ'],
      ['BLOG_RIGHT_2', 'Ô trang chủ'],
    ]);
  });
});
