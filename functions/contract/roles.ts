// The staff roles and the groups of them that routes and screens name: plain data without the schema library, so
// the back office's screen table (frontend config/admin-screens.ts) can read it in the router's first chunk.

export const STAFF_ROLES = ['owner', 'editor', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Who may do what, by the work it is: the API routes (functions/routes.ts) and the back-office screens
 * (frontend config/admin-screens.ts) name these groups, so a screen and the routes it calls agree.
 */
export const ROLE_GROUP = {
  /** Staff accounts and the audit log. Owners may do everything. */
  owner: ['owner'],
  /** The site's content: catalogue, articles, banners, videos, files, the about-us and contact texts. */
  content: ['owner', 'editor'],
  /** Customers' requests: quote requests and subscriptions. */
  customers: ['owner', 'sales'],
  /** Every signed-in account (its own password, the dashboard). */
  everyone: STAFF_ROLES,
} as const satisfies Record<string, readonly StaffRole[]>;
