import type { DeletedRecord } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** Records deleted within the last 90 days, newest first. */
export const getDeletedRecords = (): Promise<DeletedRecord[]> => adminRequest<DeletedRecord[]>('/revisions/deleted');
