import type { InnerProduct } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

export const getInnerProductByPath = (api: ApiTransport, namePath: string): Promise<InnerProduct> =>
  apiRequest<InnerProduct>(`/InnerProduct/GetByPath?path=${encodeURIComponent(namePath)}`, {}, api);
