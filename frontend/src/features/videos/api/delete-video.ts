import { adminRequest } from '@/lib/admin-request';

export const deleteVideo = (id: number): Promise<void> => adminRequest<void>(`/videos/${id}`, { method: 'DELETE' });
