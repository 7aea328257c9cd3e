import type { AdminSession } from '#contract/auth';
import { deleteSession, findSession, SESSION_SECONDS } from '../repositories/session-repository';

// The admin's server-side session, as the admin routes check it and the auth routes show and end it.
// (Signing in, which creates one, is admin-login.ts.)

export { SESSION_SECONDS };

/** The live session the cookie's token names, or undefined (unknown, logged out or expired). */
export const currentAdminSession = (token: string | undefined): Promise<AdminSession | undefined> => findSession(token);

/** Logs out: the token's session stops working at once. */
export const endAdminSession = (token: string): Promise<void> => deleteSession(token);
