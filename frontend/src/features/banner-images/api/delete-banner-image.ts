import { adminRequest } from '@/lib/admin-request';

export const deleteBannerImage = (id: number): Promise<void> =>
  adminRequest<void>(`/bannerImages/${id}`, { method: 'DELETE' });
