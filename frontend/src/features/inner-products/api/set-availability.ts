import type {
  InnerProductsAvailabilityRequest,
  InnerProductsAvailabilityResult,
} from '@vongbi/functions/contract/inner-product';
import { adminRequest } from '@/lib/admin-request';

export const setInnerProductsAvailability = (
  input: InnerProductsAvailabilityRequest,
): Promise<InnerProductsAvailabilityResult> =>
  adminRequest<InnerProductsAvailabilityResult>('/InnerProduct/Availability', { method: 'POST', json: input });
