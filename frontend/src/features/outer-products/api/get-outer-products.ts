import type { OuterProductWithChildren } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

/** Product categories (type 0), each with its inner products. */
export const getOuterProducts = (): Promise<OuterProductWithChildren[]> =>
  apiRequest<OuterProductWithChildren[]>('/OuterProduct/GetOuterProducts');
