import type { ConfigItem, ConfigItemInput, StaffConfigItem } from '#contract/configuration';
import { CONFIG_KEY, type ConfigKey } from '#contract/configuration-keys';
import { isPublicConfigKey, isRichConfigKey, mayEditConfigKey } from '#contract/configuration-registry';
import {
  getConfigValue,
  listConfigItems,
  listStaffConfigItems,
  saveConfigItems,
} from '../repositories/configuration-repository';
import type { StaffRole } from '#contract/staff';
import { forbidden } from '../errors';
import { retryLostRaces } from '../rules/optimistic-concurrency';
import { cachedJson, type JsonAnswer } from './list-cache';
import { type Saver, updateRevisionWrites } from './revision-log';

// The site's configuration (phone numbers, addresses, the about-us text…). The rich-text keys hold HTML,
// sanitised like article content before they are saved. Visitors get every key but the staff-only ones.

/** Every item, staff-only ones included. */
export const listConfiguration = (): Promise<ConfigItem[]> => listConfigItems();

/**
 * The JSON the public API answers, which every published page also carries: without the staff-only keys.
 * Built once per version of the configuration (see list-cache.ts).
 */
export const configurationJson = (): Promise<JsonAnswer> =>
  cachedJson('CONFIG', 'all', async () =>
    (await listConfigItems()).filter((item) => isPublicConfigKey(item.configKey)),
  );

/**
 * Visitors' configuration with an unsaved about-us text in place of the stored one, sanitised as its save would
 * sanitise it ("Xem trước"): what the about-us page would render from once that text is saved.
 */
export const previewAboutUs = async (value: string): Promise<ConfigItem[]> => {
  const { cleanRichHtml } = await import('../rules/rich-text');
  const text = cleanRichHtml('value', value);
  const items = (await listConfigItems()).filter((item) => isPublicConfigKey(item.configKey));
  const stored = items.find((item) => item.configKey === CONFIG_KEY.ABOUT_US);
  const aboutUs = {
    id: stored?.id ?? 0,
    configKey: CONFIG_KEY.ABOUT_US,
    label: stored?.label ?? 'Giới thiệu',
    value: text,
  };
  return [...items.filter((item) => item !== stored), aboutUs].sort((a, b) => a.configKey.localeCompare(b.configKey));
};

/** One value the server itself reads (QUOTE_EMAIL); "" when the key is not set. */
export const configurationValue = async (configKey: ConfigKey): Promise<string> =>
  (await getConfigValue(configKey)) ?? '';

/** The staff screen's read: never cached, each item with the version its save pins. */
export const listConfigurationForStaff = (): Promise<StaffConfigItem[]> => listStaffConfigItems();

/**
 * Only owners save every key: another role saves the keys the registry names it for (an editor the about-us and
 * contact texts) and nothing else, so a save holding any other key is 403 and writes nothing.
 */
export const assertMaySaveConfiguration = (
  role: StaffRole,
  inputs: readonly Pick<ConfigItemInput, 'configKey'>[],
): void => {
  if (inputs.some((input) => !mayEditConfigKey(role, input.configKey))) throw forbidden();
};

/**
 * Saves every item or none (see saveConfigItems): 409 STALE when an item sent with its `updatedAt` changed
 * since; a rich value too long once sanitised is a 400 on `<index>.value`. Each changed value is kept as it
 * was as a revision in the same transaction. The sanitiser is loaded at the first save, so the public read
 * served by the same function never spends its cold start on it.
 */
export const saveConfiguration = async (
  inputs: ConfigItemInput[],
  saver: Saver,
  now = new Date(),
): Promise<StaffConfigItem[]> => {
  const { cleanRichHtml } = await import('../rules/rich-text');
  const cleaned = inputs.map((input, index) =>
    isRichConfigKey(input.configKey) ? { ...input, value: cleanRichHtml(`${index}.value`, input.value) } : input,
  );
  return retryLostRaces(() =>
    saveConfigItems(cleaned, now, async (changes) =>
      (
        await Promise.all(
          changes.map(({ before, after }) =>
            before ? updateRevisionWrites('Configuration', after.configKey, before, after, saver, after.updatedAt) : [],
          ),
        )
      ).flat(),
    ),
  );
};
