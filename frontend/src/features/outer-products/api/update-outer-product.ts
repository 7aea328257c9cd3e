import type { OuterProduct, OuterProductUpdateInput } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const updateOuterProduct = (id: number, input: OuterProductUpdateInput): Promise<OuterProduct> =>
  adminRequest<OuterProduct>(`/OuterProduct/${id}`, { method: 'PUT', json: input });
