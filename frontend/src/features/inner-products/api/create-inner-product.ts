import type { InnerProduct, InnerProductInput } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const createInnerProduct = (input: InnerProductInput): Promise<InnerProduct> =>
  adminRequest<InnerProduct>('/InnerProduct', { method: 'POST', json: input });
