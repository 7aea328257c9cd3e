import { messages } from './messages';
import * as z from './zod';

export const loginInput = z.object({
  username: z.string().min(1, messages.required).max(200, 'Tối đa 200 ký tự'),
  password: z.string().min(1, messages.required).max(1000, 'Tối đa 1000 ký tự'),
});

/** What login and `GET /api/auth/session` answer; the session token itself only ever travels in its cookie. */
export interface AdminSession {
  username: string;
  expiresAt: string;
}
