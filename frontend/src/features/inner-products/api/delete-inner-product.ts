import { adminRequest } from '@/lib/admin-request';

export const deleteInnerProduct = (id: number): Promise<void> =>
  adminRequest<void>(`/InnerProduct/${id}`, { method: 'DELETE' });
