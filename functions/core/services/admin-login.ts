import { adminCredentials } from '../auth/admin-credentials';
import { verifyPassword } from '../auth/password';
import { sameText } from '../auth/same-text';
import { badCredentials, rateLimited } from '../errors';
import { countAttempt, forgiveAttempt, loginLimitKey } from '../repositories/login-limit-repository';
import type { AdminSession } from '#contract/auth';
import { createSession } from '../repositories/session-repository';

// The admin sign-in rule: brute-force limits per user name and per client address, a constant-time check of
// the one admin account, and a fresh server-side session on success.

const MAX_FAILURES_PER_USER = 5;
const MAX_FAILURES_PER_CLIENT = 20;

export const signInAdmin = async (
  credentials: { username: string; password: string },
  clientIp: string,
): Promise<AdminSession & { token: string }> => {
  const userKey = loginLimitKey('USER', credentials.username);
  const clientKey = loginLimitKey('IP', clientIp);
  // Counted before the password is checked, so parallel guesses cannot slip past the limit.
  const [perUser, perClient] = await Promise.all([countAttempt(userKey), countAttempt(clientKey)]);
  const retryAfter = Math.max(
    perUser.attempts > MAX_FAILURES_PER_USER ? perUser.retryAfterSeconds : 0,
    perClient.attempts > MAX_FAILURES_PER_CLIENT ? perClient.retryAfterSeconds : 0,
  );
  if (retryAfter > 0) throw rateLimited(retryAfter);

  const admin = await adminCredentials();
  // Both checks always run: an unknown user and a wrong password take the same path and time.
  const passwordMatches = await verifyPassword(credentials.password, admin.passwordHash);
  if (!(sameText(credentials.username, admin.username) && passwordMatches)) throw badCredentials();

  // A successful login is not a failure: its counts are taken back.
  await Promise.all([forgiveAttempt(userKey), forgiveAttempt(clientKey)]);
  return createSession(admin.username);
};
