import type { OuterProductWithChildren } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

export const getOuterProductByPath = (namePath: string): Promise<OuterProductWithChildren> =>
  apiRequest<OuterProductWithChildren>(`/OuterProduct/GetByPath?path=${encodeURIComponent(namePath)}`);
