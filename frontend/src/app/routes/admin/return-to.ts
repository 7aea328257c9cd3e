import type { StaffRole } from '@vongbi/functions/contract/staff';
import { homeOf, mayOpen } from '@/config/admin-screens';
import { paths } from '@/config/paths';

// Where the sign-in page sends staff afterwards: the admin screen a lost session took them from. Kept in
// this tab's sessionStorage, not in the login URL: the link stays plain, and no crafted link can choose
// where staff land after signing in (only admin paths are ever followed).

const KEY = 'admin:return-to';

/** Remembers `returnTo` and answers the sign-in page's URL. */
export const loginUrl = (returnTo: string): string => {
  try {
    sessionStorage.setItem(KEY, returnTo);
  } catch {
    // Storage refused (private mode, quota): staff land on the products after signing in.
  }
  return paths.adminLogin;
};

/**
 * The remembered admin screen (forgotten once read) if `role` may open it (another person may sign in on this
 * tab), else the role's first screen: the products, or for sales the quote requests.
 */
export const takeReturnTarget = (role: StaffRole): string => {
  let target: string | null = null;
  try {
    target = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    target = null;
  }
  return target && /^\/admin(\/|\?|$)/.test(target) && mayOpen(role, target) ? target : homeOf(role);
};
