import type { StaffAccount, StaffRole } from '@vongbi/functions/contract/staff';
import { SECRET_OWNER_ID } from '@vongbi/functions/contract/staff';
import { testApiFor, type TestApi } from './api-client';
import { freshPath, STAFF_PASSWORD } from './route-requests';

// Staff accounts for the tests: made through the API by an owner, then signed in like a person would.

/** The session account of the deploy-time secret's owner before any of its settings changed. */
export const SECRET_OWNER = { id: SECRET_OWNER_ID, sessionGeneration: 0 };

export interface SignedInStaff {
  account: StaffAccount;
  cookie: string;
}

/** Signs in as a user name with a password; the session cookie, or undefined with the status when refused. */
export const signInWith = async (
  api: TestApi,
  username: string,
  password = STAFF_PASSWORD,
): Promise<{ status: number; cookie?: string }> => {
  const response = await api.request('/api/auth/login', { method: 'POST', json: { username, password } });
  await response.arrayBuffer();
  return { status: response.status, cookie: response.headers.getSetCookie()[0]?.split(';')[0] };
};

/** Creates an account of `role` (as the owner of `ownerCookie`) and signs it in. */
export const signInStaff = async (api: TestApi, ownerCookie: string, role: StaffRole): Promise<SignedInStaff> => {
  const username = freshPath(role);
  const response = await api.request('/api/staff', {
    method: 'POST',
    cookie: ownerCookie,
    json: { username, displayName: `Nhân viên ${role}`, role, password: STAFF_PASSWORD },
  });
  if (response.status !== 201) throw new Error(`staff ${role}: ${response.status} ${await response.text()}`);
  const account = (await response.json()) as StaffAccount;
  const cookie = await testApiFor(() => api.url, { username, password: STAFF_PASSWORD }).login();
  return { account, cookie };
};
