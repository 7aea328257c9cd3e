import type { StaffConfigItem } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** An item to save, with the version it was loaded with (none for a new key). */
export type ConfigItemToSave = Pick<StaffConfigItem, 'configKey' | 'label' | 'value'> & { updatedAt?: string };

/**
 * Saves the items; the answer holds their new versions. 409 STALE when one changed since it was loaded,
 * and then nothing was saved.
 */
export const saveConfiguration = (items: ConfigItemToSave[]): Promise<StaffConfigItem[]> =>
  adminRequest<StaffConfigItem[]>('/Configuration', { method: 'POST', json: items });
