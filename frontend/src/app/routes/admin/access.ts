import type { StaffRole } from '@vongbi/functions/contract/staff';
import { paths } from '@/config/paths';

// Which back-office screens each role may open: the same split as the roles of the API routes each screen
// calls (functions/routes.ts, checked by tests/unit/admin-access.test.ts). The server refuses the others
// anyway; here the sidebar, the dashboard and the sign-in landing leave them out, and an address typed by hand
// shows the no-permission page instead of a screen whose every request would be refused.

const OWNER: readonly StaffRole[] = ['owner'];
/** The site's content: catalogue, articles, banners, videos, about-us and the contact text. */
const CONTENT: readonly StaffRole[] = ['owner', 'editor'];
/** Customers' requests: quote requests and subscriptions. */
const CUSTOMERS: readonly StaffRole[] = ['owner', 'sales'];
const EVERY_ROLE: readonly StaffRole[] = ['owner', 'editor', 'sales'];

/** Each screen's address, and the addresses under it, with the roles that may open them. */
const screens: { path: string; roles: readonly StaffRole[] }[] = [
  { path: paths.admin.staff, roles: OWNER },
  { path: paths.admin.audit, roles: OWNER },
  { path: paths.admin.quotes, roles: CUSTOMERS },
  { path: paths.admin.subscriptions, roles: CUSTOMERS },
  ...[
    paths.admin.aboutUs,
    // Editors see only the keys they may save there (the contact text).
    paths.admin.configuration,
    paths.admin.banner,
    paths.admin.videos,
    paths.admin.articles,
    paths.admin.services,
    paths.admin.news,
    paths.admin.supports,
    paths.admin.products,
    paths.admin.allProducts,
    paths.admin.allMaintainProducts,
    paths.admin.innerProductById(''),
    paths.admin.catalogueImport,
    paths.admin.deleted,
  ].map((path) => ({ path: path.replace(/\/$/, ''), roles: CONTENT })),
];

/**
 * Whether `role` may open the back-office address `href` (its query ignored). The dashboard, one's own account
 * and an address that names no screen (its not-found page) are everyone's.
 */
export const mayOpen = (role: StaffRole, href: string): boolean => {
  const pathname = href.split(/[?#]/)[0]!.replace(/\/+$/, '');
  const screen = screens.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  return (screen?.roles ?? EVERY_ROLE).includes(role);
};

/** Where a role lands after signing in: the catalogue, or for sales the quote requests. */
export const homeOf = (role: StaffRole): string =>
  mayOpen(role, paths.admin.products) ? paths.admin.products : paths.admin.quotes;
