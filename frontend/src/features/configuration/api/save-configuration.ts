import type { ConfigItem } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const saveConfiguration = (items: Pick<ConfigItem, 'configKey' | 'label' | 'value'>[]): Promise<ConfigItem[]> =>
  adminRequest<ConfigItem[]>('/Configuration', { method: 'POST', json: items });
