import type { EquivalentsAnswer } from '@vongbi/functions/contract/equivalents';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

export const getEquivalents = (api: ApiTransport, code: string, signal?: AbortSignal): Promise<EquivalentsAnswer> =>
  apiRequest<EquivalentsAnswer>(`/InnerProduct/Equivalents?code=${encodeURIComponent(code)}`, { signal }, api);
