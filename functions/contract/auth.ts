import { messages } from './messages';
import type { StaffRole } from './staff';
import * as z from './zod';

export const loginInput = z.object({
  username: z.string().min(1, messages.required).max(200, 'Tối đa 200 ký tự'),
  password: z.string().min(1, messages.required).max(1000, 'Tối đa 1000 ký tự'),
});

/**
 * What login and `GET /api/auth/session` answer: who is signed in, with which role (the screens hide what it may
 * not use). The session token itself only ever travels in its cookie.
 */
export interface AdminSession {
  /** The staff account; SECRET_OWNER_ID for the account of the deploy-time secret. */
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
  expiresAt: string;
}
