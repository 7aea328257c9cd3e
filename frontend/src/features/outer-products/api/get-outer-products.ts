import type { OuterProductWithChildren } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

/** Product categories (type 0), each with its inner products. */
export const getOuterProducts = (api: ApiTransport): Promise<OuterProductWithChildren[]> =>
  apiRequest<OuterProductWithChildren[]>('/OuterProduct/GetOuterProducts', {}, api);
