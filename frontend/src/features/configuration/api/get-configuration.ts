import { apiRequest, type ApiTransport } from '@/lib/api-client';
import type { ConfigItem } from '@vongbi/functions/contract';

export const getConfiguration = (api: ApiTransport): Promise<ConfigItem[]> =>
  apiRequest<ConfigItem[]>('/Configuration', {}, api);

/**
 * Rich texts that only their own page shows (about us, contact): every other page leaves them out of the
 * configuration it carries, so a published page stays within a new connection's first round trip.
 */
export const PAGE_TEXT_KEYS: readonly string[] = ['ABOUT_US', 'CONTACT_FULL_TEXT'];

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

/** The configuration every page shares: all of it but the page texts. */
export const getSharedConfiguration = async (api: ApiTransport): Promise<ConfigItem[]> =>
  (await getConfiguration(api)).filter((item) => !PAGE_TEXT_KEYS.includes(item.configKey)).map(pageConfigItem);

/** One page's own text (`ABOUT_US`, `CONTACT_FULL_TEXT`) as its item; null when staff have not written it. */
export const getPageText = async (api: ApiTransport, configKey: string): Promise<ConfigItem | null> => {
  const item = (await getConfiguration(api)).find((candidate) => candidate.configKey === configKey);
  return item ? pageConfigItem(item) : null;
};
