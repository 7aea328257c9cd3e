import type { OuterProductWithChildren } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

export const getOuterProductByPath = (api: ApiTransport, namePath: string): Promise<OuterProductWithChildren> =>
  apiRequest<OuterProductWithChildren>(`/OuterProduct/GetByPath?path=${encodeURIComponent(namePath)}`, {}, api);
