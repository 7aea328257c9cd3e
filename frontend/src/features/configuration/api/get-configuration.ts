import { apiRequest, type ApiTransport } from '@/lib/api-client';
import type { ConfigItem } from '@vongbi/functions/contract';

export const getConfiguration = (api: ApiTransport): Promise<ConfigItem[]> =>
  apiRequest<ConfigItem[]>('/Configuration', {}, api);
