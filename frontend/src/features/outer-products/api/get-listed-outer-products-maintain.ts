import type { ListedOuterProduct } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

/** Maintenance-tool groups (type 1), each with its first inner products and how many it has. */
export const getListedOuterProductsMaintain = (api: ApiTransport): Promise<ListedOuterProduct[]> =>
  apiRequest<ListedOuterProduct[]>('/OuterProduct/GetListedOuterProductsMaintain', {}, api);
