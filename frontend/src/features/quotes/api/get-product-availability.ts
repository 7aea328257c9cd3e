import type { InnerProduct } from '@vongbi/functions/contract';
import type { Availability } from '@vongbi/functions/contract/technical-data';
import { apiRequest } from '@/lib/api-client';

/** A listed product's availability as staff last set it, from its public record; products stored before it have none. */
export const getProductAvailability = async (id: number, signal?: AbortSignal): Promise<Availability | null> =>
  (await apiRequest<InnerProduct>(`/InnerProduct/${id}`, { signal })).availability ?? null;
