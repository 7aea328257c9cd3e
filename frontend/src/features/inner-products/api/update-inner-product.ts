import type { InnerProduct, InnerProductUpdateInput } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const updateInnerProduct = (id: number, input: InnerProductUpdateInput): Promise<InnerProduct> =>
  adminRequest<InnerProduct>(`/InnerProduct/${id}`, { method: 'PUT', json: input });
