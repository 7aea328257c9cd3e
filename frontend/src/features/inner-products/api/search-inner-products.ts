import type { InnerProductSummary } from '@vongbi/functions/contract';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

export const searchInnerProducts = (
  api: ApiTransport,
  name: string,
  signal?: AbortSignal,
): Promise<InnerProductSummary[]> =>
  apiRequest<InnerProductSummary[]>(
    `/InnerProduct/SearchInnerProductByName?name=${encodeURIComponent(name)}`,
    { signal },
    api,
  );
