import type { OuterProductWithChildren } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

/** Maintenance-tool groups (type 1), each with its inner products. */
export const getOuterProductsMaintain = (): Promise<OuterProductWithChildren[]> =>
  apiRequest<OuterProductWithChildren[]>('/OuterProduct/GetOuterProductsMaintain');
