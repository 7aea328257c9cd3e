import type { ListedOuterProduct } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

/** Product categories (type 0), each with its first inner products and how many it has. */
export const getListedOuterProducts = (api: ApiTransport): Promise<ListedOuterProduct[]> =>
  apiRequest<ListedOuterProduct[]>('/OuterProduct/GetListedOuterProducts', {}, api);
