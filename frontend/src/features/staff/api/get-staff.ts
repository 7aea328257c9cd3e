import type { StaffAccount } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** Every staff account, by user name; owners only. */
export const getStaff = (): Promise<StaffAccount[]> => adminRequest<StaffAccount[]>('/staff');
