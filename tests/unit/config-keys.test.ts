import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Article, OuterProduct, Video } from '@vongbi/functions/contract';
import { ARTICLE_TYPE, PRODUCT_TYPE } from '@vongbi/functions/contract/site-addresses';
import { describe, expect, it } from 'vitest';
import { navigation } from '../../frontend/src/app/layout/navigation';
import {
  brokenSlots,
  CONFIG_GROUPS,
  CONFIG_KEYS,
  configKeyInfo,
  slotOptions,
  type SlotSources,
} from '../../frontend/src/features/configuration/config-keys';
import { demoConfiguration } from '../../local/seed/configuration';
import {
  homeVideoYoutubeIds,
  maintenanceToolPaths,
  newsPaths,
  productCategoryPaths,
  servicePaths,
  supportPaths,
} from '../../local/seed/demo-paths';

const frontendSource = fileURLToPath(new URL('../../frontend/src', import.meta.url));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/**
 * Keys the public pages read by name: `value('PHONE')` and the like, and the page texts their own pages load
 * (`getPageText(api, 'CONTACT_FULL_TEXT')`).
 */
const keysReadBySite = (): string[] => [
  ...new Set(
    sourceFiles(frontendSource).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:value\(|getPageText\([^,]+,\s*)'([A-Za-z0-9_]+)'\)/g)].map(
        (match) => match[1]!,
      ),
    ),
  ),
];

const knownKeys = (): string[] => [
  ...new Set([
    ...demoConfiguration.map((item) => item.configKey),
    ...keysReadBySite(),
    ...navigation.flatMap((entry) => entry.children?.map((child) => child.configKey) ?? []),
  ]),
];

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

describe('configuration keys', () => {
  it('finds the keys the site reads, so the checks below cover them', () => {
    expect(keysReadBySite()).toEqual(expect.arrayContaining(['PHONE', 'FOOTER_COL1_PHONE2', 'CONTACT_FULL_TEXT']));
    expect(knownKeys().length).toBeGreaterThanOrEqual(demoConfiguration.length);
  });

  it('gives every seeded or read key a Vietnamese label, a place on the site and a group', () => {
    const groups = new Set(CONFIG_GROUPS.map((group) => group.id));
    const missing = knownKeys().filter((key) => {
      const info = configKeyInfo(key);
      return !info || info.label.trim() === '' || info.place.trim() === '' || !groups.has(info.group);
    });
    expect(missing).toEqual([]);
  });

  it('describes each key once, and names only described keys as holding the same fact', () => {
    const keys = CONFIG_KEYS.map((info) => info.key);
    expect(new Set(keys).size).toBe(keys.length);
    const related = CONFIG_KEYS.flatMap((info) => info.alsoIn ?? []);
    expect(related.filter((key) => !configKeyInfo(key))).toEqual([]);
  });

  it('makes every menu, home-tile, news and video key a page slot', () => {
    const slotKeys = knownKeys().filter((key) => /^(NAV_|SPDV_|BLOG_|VIDEO_)/.test(key));
    expect(slotKeys.length).toBeGreaterThanOrEqual(30);
    expect(slotKeys.filter((key) => !configKeyInfo(key)?.slot)).toEqual([]);
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
