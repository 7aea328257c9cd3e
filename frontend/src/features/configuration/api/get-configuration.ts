import { apiRequest, type ApiTransport } from '@/lib/api-client';
import type { ConfigItem } from '@vongbi/functions/contract';
import { isPageTextKey, type PageTextKey } from '@vongbi/functions/contract/configuration-keys';

export const getConfiguration = (api: ApiTransport): Promise<ConfigItem[]> =>
  apiRequest<ConfigItem[]>('/Configuration', {}, api);

/**
 * An item as a page's data carries it: these fields in this order, whatever else an answer holds, so that after
 * a save the back office can tell the published page holds the saved item (configuration-marks.ts).
 */
export const pageConfigItem = ({ id, configKey, label, value }: ConfigItem): ConfigItem => ({
  id,
  configKey,
  label,
  value,
});

/** The configuration every page shares: all of it but the page texts (contract PAGE_TEXT_PAGES). */
export const getSharedConfiguration = async (api: ApiTransport): Promise<ConfigItem[]> =>
  (await getConfiguration(api)).filter((item) => !isPageTextKey(item.configKey)).map(pageConfigItem);

/** One page's own text (`ABOUT_US`, `CONTACT_FULL_TEXT`) as its item; null when staff have not written it. */
export const getPageText = async (api: ApiTransport, configKey: PageTextKey): Promise<ConfigItem | null> => {
  const item = (await getConfiguration(api)).find((candidate) => candidate.configKey === configKey);
  return item ? pageConfigItem(item) : null;
};
