import type { InnerProduct, InnerProductUpdateRequest } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const updateInnerProduct = (id: number, input: InnerProductUpdateRequest): Promise<InnerProduct> =>
  adminRequest<InnerProduct>(`/InnerProduct/${id}`, { method: 'PUT', json: input });
