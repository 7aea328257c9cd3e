import type { InnerProductSummary } from '@vongbi/functions/contract';
import { apiRequest } from '@/lib/api-client';

export const searchInnerProducts = (name: string): Promise<InnerProductSummary[]> =>
  apiRequest<InnerProductSummary[]>(`/InnerProduct/SearchInnerProductByName?name=${encodeURIComponent(name)}`);
