import { apiRequest } from '@/lib/api-client';
import type { ConfigItem } from '@vongbi/functions/contract';

export const saveConfiguration = (items: Pick<ConfigItem, 'configKey' | 'label' | 'value'>[]): Promise<ConfigItem[]> =>
  apiRequest<ConfigItem[]>('/Configuration', { method: 'POST', json: items });
