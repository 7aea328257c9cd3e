import type { PasswordChangeInput } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** This session lives on; every other session of the account ends. */
export const changeOwnPassword = (input: PasswordChangeInput): Promise<void> =>
  adminRequest<void>('/auth/password', { method: 'POST', json: input });
