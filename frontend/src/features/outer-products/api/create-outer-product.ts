import type { OuterProduct, OuterProductInput } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const createOuterProduct = (input: OuterProductInput): Promise<OuterProduct> =>
  adminRequest<OuterProduct>('/OuterProduct', { method: 'POST', json: input });
