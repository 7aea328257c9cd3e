import type { OuterProductWithChildren } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const getOuterProduct = (id: number | string): Promise<OuterProductWithChildren> =>
  adminRequest<OuterProductWithChildren>(`/OuterProduct/${id}`);
