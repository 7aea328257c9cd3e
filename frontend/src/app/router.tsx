import type { RouteObject } from 'react-router-dom';
import { adminRoutes } from './admin-routes';
import { rootRoute } from './site-routes';

// The browser's routes: the public site (site-routes.tsx, which the server renders too) and the back office's
// lazy chunks, which visitors never download. The back office comes after the site in the root's children,
// so the public routes keep the ids the server rendered them with.

export const routes: RouteObject[] = rootRoute(adminRoutes);
