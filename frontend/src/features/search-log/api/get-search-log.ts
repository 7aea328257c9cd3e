import type { SearchLogReport } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** What customers searched for over the last 90 days: admin only. */
export const getSearchLog = (): Promise<SearchLogReport> => adminRequest<SearchLogReport>('/SearchLog');
