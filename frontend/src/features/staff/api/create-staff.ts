import type { StaffAccount, StaffCreateInput } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

export const createStaff = (input: StaffCreateInput): Promise<StaffAccount> =>
  adminRequest<StaffAccount>('/staff', { method: 'POST', json: input });
