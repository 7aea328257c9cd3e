import { apiRequest } from '@/lib/api-client';
import type { ConfigItem } from '@vongbi/functions/contract';

export const getConfiguration = (): Promise<ConfigItem[]> => apiRequest<ConfigItem[]>('/Configuration');
