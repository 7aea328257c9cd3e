import { RICH_CONFIG_KEYS, type ConfigItem, type ConfigItemInput } from '#contract/configuration';
import { listConfigItems, saveConfigItems } from '../repositories/configuration-repository';
import { cleanRichHtml } from '../rules/rich-text';

// The site's configuration (phone numbers, addresses, the about-us text…). The rich-text keys hold HTML,
// sanitised like article content before they are saved.

export const listConfiguration = (): Promise<ConfigItem[]> => listConfigItems();

/** Saves every item or none (see saveConfigItems); a rich value too long once sanitised is a 400 on `<index>.value`. */
export const saveConfiguration = (inputs: ConfigItemInput[], now = new Date()): Promise<ConfigItem[]> =>
  saveConfigItems(
    inputs.map((input, index) =>
      RICH_CONFIG_KEYS.has(input.configKey) ? { ...input, value: cleanRichHtml(`${index}.value`, input.value) } : input,
    ),
    now,
  );
