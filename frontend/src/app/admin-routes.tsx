import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

// The back office: every module here is a lazy chunk that visitors never download.

/** The frame's route: screens read who is signed in from its data (useRouteLoaderData). */
export const ADMIN_ROUTE_ID = 'admin';

/**
 * A screen's lazy chunk, its loader behind the role check (routes/admin/session.ts): a role that may not open
 * the screen gets the no-permission page inside the frame, and the screen asks the API for nothing.
 */
const screen = async <Module,>(
  chunk: Promise<Module>,
  pick: (module: Module) => { Component?: ComponentType; loader?: LoaderFunction },
) => {
  const [module, { allowedOnly }] = await Promise.all([chunk, import('./routes/admin/session')]);
  const { Component, loader } = pick(module);
  return { Component, loader: allowedOnly(loader) };
};

/** Shown while the first admin screen's code and data load on a fresh page. */
const AdminLoading = () => (
  <p className="admin-boot" role="status">
    Đang tải…
  </p>
);

export const adminRoutes: RouteObject[] = [
  {
    path: paths.adminLogin,
    HydrateFallback: AdminLoading,
    lazy: () => import('./routes/admin/login').then((module) => ({ Component: module.AdminLoginPage })),
  },
  {
    id: ADMIN_ROUTE_ID,
    path: paths.admin.root,
    // Every /admin* navigation asks the server again: an expired session goes to the login page, a new role
    // shows at once.
    shouldRevalidate: () => true,
    HydrateFallback: AdminLoading,
    // The object form: a lazily loaded middleware has to be named on its own.
    lazy: {
      middleware: () => import('./routes/admin/session').then((module) => [module.sessionMiddleware]),
      loader: () => import('./routes/admin/admin-layout').then((module) => module.adminLoader),
      Component: () => import('./routes/admin/admin-layout').then((module) => module.AdminLayout),
    },
    children: [
      {
        // A screen that fails to load shows its error inside the admin frame, navigation still there.
        lazy: () => import('./routes/admin/admin-error').then((module) => ({ ErrorBoundary: module.AdminErrorPage })),
        children: [
          {
            index: true,
            lazy: () =>
              screen(import('./routes/admin/dashboard'), (module) => ({
                Component: module.DashboardPage,
                loader: module.dashboardLoader,
              })),
          },
          {
            path: 'about-us',
            lazy: () =>
              screen(import('./routes/admin/about-us'), (module) => ({
                Component: module.AboutUsPage,
                loader: module.aboutUsLoader,
              })),
          },
          {
            path: 'configuration',
            lazy: () =>
              screen(import('./routes/admin/configuration'), (module) => ({
                Component: module.AdminConfigurationPage,
              })),
          },
          {
            path: 'banner',
            lazy: () =>
              screen(import('./routes/admin/banner'), (module) => ({
                Component: module.BannerPage,
                loader: module.bannersLoader,
              })),
          },
          {
            path: 'subscriptions',
            lazy: () =>
              screen(import('./routes/admin/subscriptions'), (module) => ({
                Component: module.SubscriptionsPage,
                loader: module.subscriptionsLoader,
              })),
          },
          {
            path: 'quotes',
            lazy: () =>
              screen(import('./routes/admin/quotes/list'), (module) => ({
                Component: module.QuoteRequestsPage,
                loader: module.quoteRequestsLoader,
              })),
          },
          {
            path: 'quotes/:id',
            lazy: () =>
              screen(import('./routes/admin/quotes/detail'), (module) => ({
                Component: module.QuoteRequestPage,
                loader: module.quoteRequestLoader,
              })),
          },
          {
            path: 'deleted',
            lazy: () =>
              screen(import('./routes/admin/deleted'), (module) => ({
                Component: module.DeletedRecordsPage,
                loader: module.deletedRecordsLoader,
              })),
          },
          {
            path: 'catalogue/import',
            lazy: () =>
              screen(import('./routes/admin/catalogue/import'), (module) => ({
                Component: module.CatalogueImportPage,
              })),
          },
          {
            path: 'videos',
            lazy: () =>
              screen(import('./routes/admin/videos/list'), (module) => ({
                Component: module.VideosPage,
                loader: module.videosLoader,
              })),
          },
          {
            path: 'videos/new',
            lazy: () => screen(import('./routes/admin/videos/new'), (module) => ({ Component: module.NewVideoPage })),
          },
          ...articleRoutes(),
          ...productRoutes(),
          {
            path: 'staff',
            lazy: () =>
              screen(import('./routes/admin/staff'), (module) => ({
                Component: module.StaffPage,
                loader: module.staffLoader,
              })),
          },
          {
            path: 'audit',
            lazy: () =>
              screen(import('./routes/admin/audit'), (module) => ({
                Component: module.AuditPage,
                loader: module.auditLoader,
              })),
          },
          {
            path: 'account',
            lazy: () => screen(import('./routes/admin/account'), (module) => ({ Component: module.AccountPage })),
          },
          {
            path: '*',
            lazy: () =>
              import('./routes/admin/admin-error').then((module) => ({ Component: module.AdminNotFoundPage })),
          },
        ],
      },
    ],
  },
];

function articleRoutes(): RouteObject[] {
  const list = (path: string, page: 'AllArticlesPage' | 'NewsPage' | 'ServicesPage' | 'SupportsPage') => ({
    path,
    lazy: () =>
      screen(import('./routes/admin/articles/list'), (module) => ({
        Component: module[page],
        loader: module.articlesLoader,
      })),
  });
  const create = (path: string, page: 'NewArticlePage' | 'NewNewsPage' | 'NewServicePage' | 'NewSupportPage') => ({
    path,
    lazy: () => screen(import('./routes/admin/articles/new'), (module) => ({ Component: module[page] })),
  });
  return [
    list('articles', 'AllArticlesPage'),
    create('articles/new', 'NewArticlePage'),
    {
      path: 'articles/:id',
      lazy: () =>
        screen(import('./routes/admin/articles/edit'), (module) => ({
          Component: module.EditArticlePage,
          loader: module.articleLoader,
        })),
    },
    list('news', 'NewsPage'),
    create('news/new', 'NewNewsPage'),
    list('services', 'ServicesPage'),
    create('services/new', 'NewServicePage'),
    list('supports', 'SupportsPage'),
    create('supports/new', 'NewSupportPage'),
  ];
}

function productRoutes(): RouteObject[] {
  const list = (path: string, page: 'ProductsPage' | 'AllProductsPage' | 'AllMaintainProductsPage') => ({
    path,
    lazy: () =>
      screen(import('./routes/admin/outer-products/list'), (module) => ({
        Component: module[page],
        loader: module.outerProductsLoader,
      })),
  });
  return [
    list('products', 'ProductsPage'),
    list('all-products', 'AllProductsPage'),
    list('all-maintainproducts', 'AllMaintainProductsPage'),
    {
      path: 'products/new',
      lazy: () =>
        screen(import('./routes/admin/outer-products/new'), (module) => ({ Component: module.NewOuterProductPage })),
    },
    {
      path: 'products/:outerId',
      lazy: () =>
        screen(import('./routes/admin/outer-products/edit'), (module) => ({
          Component: module.EditOuterProductPage,
          loader: module.outerProductLoader,
        })),
    },
    {
      path: 'products/:outerId/new',
      lazy: () =>
        screen(import('./routes/admin/inner-products/new'), (module) => ({
          Component: module.NewInnerProductPage,
          loader: module.newInnerProductLoader,
        })),
    },
    {
      path: 'inner-products/:innerId',
      lazy: () =>
        screen(import('./routes/admin/inner-products/by-id'), (module) => ({ loader: module.innerProductByIdLoader })),
    },
    {
      path: 'products/:outerId/:innerId',
      lazy: () =>
        screen(import('./routes/admin/inner-products/edit'), (module) => ({
          Component: module.EditInnerProductPage,
          loader: module.innerProductLoader,
        })),
    },
  ];
}
