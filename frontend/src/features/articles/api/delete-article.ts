import { adminRequest } from '@/lib/admin-request';

export const deleteArticle = (id: number): Promise<void> => adminRequest<void>(`/Article/${id}`, { method: 'DELETE' });
