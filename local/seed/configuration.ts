import type { ConfigItemInput } from '@vongbi/functions/contract/configuration';
import { SLOT_KEYS, type ConfigKey } from '@vongbi/functions/contract/configuration-keys';
import { CONFIG_KEYS } from '@vongbi/functions/contract/configuration-registry';
import {
  homeVideoYoutubeIds,
  maintenanceToolPaths,
  newsPaths,
  productCategoryPaths,
  servicePaths,
  supportPaths,
} from './demo-paths';

// Every configuration key of the registry with its label and a plausible value: the registry's demo value, or
// for a page slot the demo record it names, in the form the public pages read.

const slots = (keys: readonly ConfigKey[], values: readonly string[]): [ConfigKey, string][] =>
  keys.map((key, index) => [key, values[index]!]);

const category = (path: string) => `/products/${path}`;
const service = (path: string) => `/services/${path}`;

/** What each slot of the demo site names. */
const slotValues = new Map<ConfigKey, string>([
  ...slots(SLOT_KEYS.productMenu, productCategoryPaths.map(category)),
  ...slots(SLOT_KEYS.serviceMenu, servicePaths.map(service)),
  ...slots(SLOT_KEYS.toolMenu, maintenanceToolPaths.map(category)),
  ...slots(
    SLOT_KEYS.homeProductTiles,
    [productCategoryPaths[1], productCategoryPaths[0], productCategoryPaths[2], productCategoryPaths[3]].map(category),
  ),
  ...slots(SLOT_KEYS.homeServiceTiles, [servicePaths[0], servicePaths[3]].map(service)),
  ...slots(SLOT_KEYS.homeNews, newsPaths),
  ...slots(SLOT_KEYS.homeSupport, supportPaths),
  ...slots(SLOT_KEYS.homeVideos, homeVideoYoutubeIds),
]);

export const demoConfiguration: ConfigItemInput[] = CONFIG_KEYS.map((info) => {
  const value = info.demo ?? slotValues.get(info.key);
  if (value === undefined) throw new Error(`The demo site has no value for ${info.key}`);
  return { configKey: info.key, label: info.label, value };
});
