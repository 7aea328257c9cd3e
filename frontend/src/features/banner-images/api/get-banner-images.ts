import type { BannerImage } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

export const getBannerImages = (api: ApiTransport): Promise<BannerImage[]> =>
  apiRequest<BannerImage[]>('/bannerImages', {}, api);
