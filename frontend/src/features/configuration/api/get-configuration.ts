import { apiRequest, type ApiTransport } from '@/lib/api-client';
import type { ConfigItem } from '@vongbi/functions/contract';

export const getConfiguration = (api: ApiTransport): Promise<ConfigItem[]> =>
  apiRequest<ConfigItem[]>('/Configuration', {}, api);

/**
 * Rich texts that only their own page shows (about us, contact): every other page leaves them out of the
 * configuration it carries, so a published page stays within a new connection's first round trip.
 */
export const PAGE_TEXT_KEYS: readonly string[] = ['ABOUT_US', 'CONTACT_FULL_TEXT'];

/** The configuration every page shares: all of it but the page texts. */
export const getSharedConfiguration = async (api: ApiTransport): Promise<ConfigItem[]> =>
  (await getConfiguration(api)).filter((item) => !PAGE_TEXT_KEYS.includes(item.configKey));

/** One page's text (`ABOUT_US`, `CONTACT_FULL_TEXT`), empty when staff have not written it. */
export const getPageText = async (api: ApiTransport, configKey: string): Promise<string> =>
  (await getConfiguration(api)).find((item) => item.configKey === configKey)?.value ?? '';
