import { apiRequest } from '@/lib/api-client';
import type { ConfigItem } from '../types';

export const getConfiguration = (): Promise<ConfigItem[]> => apiRequest<ConfigItem[]>('/Configuration');
