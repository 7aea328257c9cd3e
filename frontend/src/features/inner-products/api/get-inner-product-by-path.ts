import type { InnerProduct } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

export const getInnerProductByPath = (namePath: string): Promise<InnerProduct> =>
  apiRequest<InnerProduct>(`/InnerProduct/GetByPath?path=${encodeURIComponent(namePath)}`);
