import type { BannerImage } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const createBannerImage = (imageId: number): Promise<BannerImage> =>
  adminRequest<BannerImage>('/bannerImages', { method: 'POST', json: { imageId } });
