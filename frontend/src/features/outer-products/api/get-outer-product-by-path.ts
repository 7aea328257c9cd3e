import type { CategoryWithProducts } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

export const getOuterProductByPath = (api: ApiTransport, namePath: string): Promise<CategoryWithProducts> =>
  apiRequest<CategoryWithProducts>(`/OuterProduct/GetByPath?path=${encodeURIComponent(namePath)}`, {}, api);
