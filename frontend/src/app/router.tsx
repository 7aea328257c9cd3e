import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { ADMIN_ADDRESS, ADMIN_LOGIN_ADDRESS } from '@vongbi/functions/contract/site-addresses';
import { siteRoutes } from './site-routes';

// The browser's routes: the public site (site-routes.tsx, which the server renders too), and the back office,
// whose routes (admin-routes.tsx, with its screen table) are themselves a lazy chunk that visitors never
// download: the router asks for them the first time it meets a back-office address, on a fresh page or a link.

export const routes: RouteObject[] = siteRoutes;

const BACK_OFFICE_PATH = new RegExp(`^(${ADMIN_ADDRESS}|${ADMIN_LOGIN_ADDRESS})(/|$)`);

let backOfficeAdded = false;

/** Adds the back office's routes under the root the first time an address needs them. */
export const discoverBackOffice: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (backOfficeAdded || !BACK_OFFICE_PATH.test(path)) return;
  const { adminRoutes } = await import('./admin-routes');
  if (backOfficeAdded) return;
  patch('root', adminRoutes);
  backOfficeAdded = true;
};
