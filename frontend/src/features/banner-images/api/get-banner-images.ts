import type { BannerImage } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

export const getBannerImages = (): Promise<BannerImage[]> => apiRequest<BannerImage[]>('/bannerImages');
