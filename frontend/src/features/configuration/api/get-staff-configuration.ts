import type { StaffConfigItem } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** Every setting with its version, never from a cache: what staff edit is what is stored now. */
export const getStaffConfiguration = (): Promise<StaffConfigItem[]> =>
  adminRequest<StaffConfigItem[]>('/Configuration/admin');
