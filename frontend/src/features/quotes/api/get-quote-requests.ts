import type { QuoteRequest } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** Every request, newest first; they hold buyers' names and numbers: staff only. */
export const getQuoteRequests = (): Promise<QuoteRequest[]> => adminRequest<QuoteRequest[]>('/QuoteRequest');
