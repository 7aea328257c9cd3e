import type { OuterProductWithChildren } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

/** Maintenance-tool groups (type 1), each with its inner products. */
export const getOuterProductsMaintain = (api: ApiTransport): Promise<OuterProductWithChildren[]> =>
  apiRequest<OuterProductWithChildren[]>('/OuterProduct/GetOuterProductsMaintain', {}, api);
