import type { InnerProduct, InnerProductRequest } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const createInnerProduct = (input: InnerProductRequest): Promise<InnerProduct> =>
  adminRequest<InnerProduct>('/InnerProduct', { method: 'POST', json: input });
