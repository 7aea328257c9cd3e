import { adminCredentials } from '../auth/admin-credentials';
import { verifyPassword } from '../auth/password';
import { sameText } from '../auth/same-text';
import { badCredentials, rateLimited } from '../errors';
import { auditEntryWrite, putAuditEntry } from '../repositories/audit-log-repository';
import { countAttempt, forgiveAttempt, loginLimitKey } from '../repositories/login-limit-repository';
import type { AdminSession } from '#contract/auth';
import { createSession } from '../repositories/session-repository';
import { findStaffLogin, recordSecretOwnerSignIn, recordSignIn } from '../repositories/staff-repository';
import { SIGN_IN_FAILURES, signInSummary } from '../rules/audit-summary';
import { sessionOf } from './admin-session';

// The staff sign-in rule: brute-force limits per user name and per client address, a constant-time check of
// the password (the deploy-time secret's for its account, the stored hash for the others), and a fresh
// server-side session on success. A disabled account gets the answer of a wrong password, so accounts cannot
// be probed. Each sign-in and each failed one is an entry of the audit log: a failed one names the account only
// when the user name typed is one, so a password typed into the user-name field is never stored. An attempt
// refused by the limits (429) checks no password and is not recorded: the limits bound how fast guessing adds
// entries, as they bound the guessing.

const MAX_FAILURES_PER_USER = 5;
const MAX_FAILURES_PER_CLIENT = 20;

/** 429 once a user name or a client address has failed too often; counts this attempt either way. */
export const countSignInAttempt = async (username: string, clientIp: string) => {
  const userKey = loginLimitKey('USER', username);
  const clientKey = loginLimitKey('IP', clientIp);
  // Counted before the password is checked, so parallel guesses cannot slip past the limit.
  const [perUser, perClient] = await Promise.all([countAttempt(userKey), countAttempt(clientKey)]);
  const retryAfter = Math.max(
    perUser.attempts > MAX_FAILURES_PER_USER ? perUser.retryAfterSeconds : 0,
    perClient.attempts > MAX_FAILURES_PER_CLIENT ? perClient.retryAfterSeconds : 0,
  );
  if (retryAfter > 0) throw rateLimited(retryAfter);
  // A right password is not a failure: its counts are taken back.
  return { forgive: () => Promise.all([forgiveAttempt(userKey), forgiveAttempt(clientKey)]) };
};

export const signInAdmin = async (
  credentials: { username: string; password: string },
  clientIp: string,
  now = new Date(),
): Promise<AdminSession & { token: string }> => {
  const attempt = await countSignInAttempt(credentials.username, clientIp);

  // Every name takes the same path: the stored login is read and a hash derived, known name or not.
  const [secret, stored] = await Promise.all([adminCredentials(), findStaffLogin(credentials.username)]);
  const isSecretOwner = sameText(credentials.username, secret.username);
  const passwordHash = isSecretOwner ? secret.passwordHash : (stored?.passwordHash ?? '');
  const accountName = isSecretOwner ? secret.username : stored ? credentials.username : null;
  const failed = async (summary: string) => {
    await putAuditEntry(accountName, { action: 'login-failed', entity: 'staff', entityId: null, summary }, now);
    return badCredentials();
  };
  if (!(await verifyPassword(credentials.password, passwordHash))) {
    throw await failed(accountName === null ? SIGN_IN_FAILURES.unknownUser : SIGN_IN_FAILURES.wrongPassword);
  }

  const account = isSecretOwner
    ? await recordSecretOwnerSignIn(secret.username, now)
    : await recordSignIn(stored!, now);
  if (!account) throw await failed(SIGN_IN_FAILURES.disabled);

  await attempt.forgive();
  const session = await createSession(account, now, [
    auditEntryWrite(
      account.username,
      { action: 'login', entity: 'staff', entityId: null, summary: signInSummary(account) },
      now,
    ),
  ]);
  return { ...sessionOf(account, session.expiresAt), token: session.token };
};
