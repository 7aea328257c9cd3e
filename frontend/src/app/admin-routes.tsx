import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

// The back office: every module here is a lazy chunk that visitors never download.

export const adminRoutes: RouteObject[] = [
  {
    path: paths.adminLogin,
    lazy: () => import('./routes/admin/login').then((module) => ({ Component: module.AdminLoginPage })),
  },
  {
    path: paths.admin.root,
    // Every /admin* navigation asks the server again: an expired session goes to the login page.
    shouldRevalidate: () => true,
    lazy: () =>
      import('./routes/admin/admin-layout').then((module) => ({
        Component: module.AdminLayout,
        loader: module.adminLoader,
      })),
    children: [
      {
        index: true,
        lazy: () => import('./routes/admin/admin-home').then((module) => ({ Component: module.AdminHomePage })),
      },
      {
        path: 'products',
        lazy: () => import('./routes/admin/admin-home').then((module) => ({ Component: module.AdminHomePage })),
      },
      {
        path: 'configuration',
        lazy: () =>
          import('./routes/admin/configuration').then((module) => ({ Component: module.AdminConfigurationPage })),
      },
      {
        path: '*',
        lazy: () => import('./routes/admin/admin-home').then((module) => ({ Component: module.AdminHomePage })),
      },
    ],
  },
];
