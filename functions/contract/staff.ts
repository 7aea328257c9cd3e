// Staff accounts and their roles: what a session says about who is signed in, so the screens can hide what a
// role may not use.

export const STAFF_ROLES = ['owner', 'editor', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The account of the deploy-time secret (locally ADMIN_USERNAME): an owner that can be neither disabled nor
 * demoted, whose password lives in the secret, so a site can never lock everyone out.
 */
export const SECRET_OWNER_ID = 0;

/** A staff account as the owners' screens see it: never its password hash. */
export interface StaffAccount {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  /** null until the account first signs in. */
  lastLoginAt: string | null;
}
