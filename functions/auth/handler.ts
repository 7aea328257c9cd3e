import { unauthenticated } from '#core/errors';
import { createResourceHandler, noContent, ok, sessionCookie, SESSION_COOKIE, type ApiRequest } from '#core/http';
import { loginInput } from '#contract/auth';
import { currentAdminSession, endAdminSession, SESSION_SECONDS } from '#core/services/admin-session';
import { signInAdmin } from '#core/services/admin-login';
import { parseInput } from '#core/validation';

const NO_STORE = { 'Cache-Control': 'no-store' };

const login = async ({ body, clientIp, event }: ApiRequest) => {
  const { token, ...session } = await signInAdmin(parseInput(loginInput, body), clientIp);
  return { ...ok(session, NO_STORE), cookies: [sessionCookie(event, token, SESSION_SECONDS)] };
};

const logout = async ({ cookies, event }: ApiRequest) => {
  const token = cookies[SESSION_COOKIE];
  if (token) await endAdminSession(token);
  return { ...noContent(), cookies: [sessionCookie(event, '', 0)] };
};

const session = async ({ cookies }: ApiRequest) => {
  const current = await currentAdminSession(cookies[SESSION_COOKIE]);
  if (!current) throw unauthenticated();
  return ok(current, NO_STORE);
};

export const handler = createResourceHandler('auth', { login, logout, session });
