import { adminRequest } from '@/lib/admin-request';

export const deleteQuoteRequest = (id: number): Promise<void> =>
  adminRequest<void>(`/QuoteRequest/${id}`, { method: 'DELETE' });
