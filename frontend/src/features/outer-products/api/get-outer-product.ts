import type { CategoryWithProducts } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const getOuterProduct = (id: number | string): Promise<CategoryWithProducts> =>
  adminRequest<CategoryWithProducts>(`/OuterProduct/${id}`);
