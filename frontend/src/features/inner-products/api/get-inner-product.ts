import type { InnerProduct } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const getInnerProduct = (id: number | string): Promise<InnerProduct> =>
  adminRequest<InnerProduct>(`/InnerProduct/${id}`);
