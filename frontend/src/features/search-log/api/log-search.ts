import { apiRequest } from '@/lib/api-client';

/**
 * Reports one view of the search page for the staff's search statistics: the query in the body, never in the
 * URL. `keepalive` lets the request finish when the visitor leaves the page at once.
 */
export const logSearch = async (query: string): Promise<void> => {
  await apiRequest('/SearchLog', { method: 'POST', json: { query }, keepalive: true });
};
