import { adminRequest } from '@/lib/admin-request';

export const deleteOuterProduct = (id: number): Promise<void> =>
  adminRequest<void>(`/OuterProduct/${id}`, { method: 'DELETE' });
