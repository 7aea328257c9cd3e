import type { AdminSession } from '#contract/auth';
import { deleteSession, findSession, SESSION_SECONDS } from '../repositories/session-repository';
import { getStaffAccount, type StaffAccountRecord } from '../repositories/staff-repository';

// The staff session, as the admin routes check it and the auth routes show and end it. (Signing in, which
// creates one, is admin-login.ts.) Each check reads the account too, so a changed role applies to the next
// request, and a disabled account or one with a new password (a newer session generation) is signed out.

export { SESSION_SECONDS };

/** What a session answers of its account. */
export const sessionOf = (account: StaffAccountRecord, expiresAt: string): AdminSession => ({
  id: account.id,
  username: account.username,
  displayName: account.displayName,
  role: account.role,
  expiresAt,
});

/** The live session the cookie's token names, or undefined (unknown, logged out, expired or ended). */
export const currentAdminSession = async (token: string | undefined): Promise<AdminSession | undefined> => {
  const session = await findSession(token);
  if (!session) return undefined;
  const account = await getStaffAccount(session.accountId);
  if (!account || account.disabled || account.sessionGeneration !== session.sessionGeneration) return undefined;
  return sessionOf(account, session.expiresAt);
};

/** Logs out: the token's session stops working at once. */
export const endAdminSession = (token: string): Promise<void> => deleteSession(token);
