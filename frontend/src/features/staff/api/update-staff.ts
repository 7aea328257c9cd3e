import type { StaffAccount, StaffUpdateInput } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** Name, role, disabled, and with `password` a reset; disabling or a reset ends the account's sessions. */
export const updateStaff = (id: number, input: StaffUpdateInput): Promise<StaffAccount> =>
  adminRequest<StaffAccount>(`/staff/${id}`, { method: 'PUT', json: input });
