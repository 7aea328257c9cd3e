import { adminCredentials } from '#core/auth/admin-credentials';
import { verifyPassword } from '#core/auth/password';
import { sameText } from '#core/auth/same-text';
import { badCredentials, rateLimited, unauthenticated } from '#core/errors';
import { createResourceHandler, noContent, ok, sessionCookie, SESSION_COOKIE, type ApiRequest } from '#core/http';
import { loginInput } from '#core/models/auth';
import { countAttempt, forgiveAttempt, loginLimitKey } from '#core/repositories/login-limit-repository';
import { createSession, deleteSession, findSession, SESSION_SECONDS } from '#core/repositories/session-repository';
import { parseInput } from '#core/validation';

const MAX_FAILURES_PER_USER = 5;
const MAX_FAILURES_PER_CLIENT = 20;
const NO_STORE = { 'Cache-Control': 'no-store' };

const login = async ({ body, clientIp, event }: ApiRequest) => {
  const { username, password } = parseInput(loginInput, body);
  const userKey = loginLimitKey('USER', username);
  const clientKey = loginLimitKey('IP', clientIp);
  // Counted before the password is checked, so parallel guesses cannot slip past the limit.
  const [perUser, perClient] = await Promise.all([countAttempt(userKey), countAttempt(clientKey)]);
  const locked = [
    perUser.attempts > MAX_FAILURES_PER_USER ? perUser.retryAfterSeconds : 0,
    perClient.attempts > MAX_FAILURES_PER_CLIENT ? perClient.retryAfterSeconds : 0,
  ];
  if (Math.max(...locked) > 0) throw rateLimited(Math.max(...locked));

  const admin = await adminCredentials();
  // Both checks always run: an unknown user and a wrong password take the same path and time.
  const passwordMatches = await verifyPassword(password, admin.passwordHash);
  if (!(sameText(username, admin.username) && passwordMatches)) throw badCredentials();

  await Promise.all([forgiveAttempt(userKey), forgiveAttempt(clientKey)]);
  const session = await createSession(admin.username);
  return {
    ...ok({ username: session.username, expiresAt: session.expiresAt }, NO_STORE),
    cookies: [sessionCookie(event, session.token, SESSION_SECONDS)],
  };
};

const logout = async ({ cookies, event }: ApiRequest) => {
  const token = cookies[SESSION_COOKIE];
  if (token) await deleteSession(token);
  return { ...noContent(), cookies: [sessionCookie(event, '', 0)] };
};

const session = async ({ cookies }: ApiRequest) => {
  const current = await findSession(cookies[SESSION_COOKIE]);
  if (!current) throw unauthenticated();
  return ok(current, NO_STORE);
};

export const handler = createResourceHandler('auth', { login, logout, session });
