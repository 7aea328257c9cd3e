import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { ADMIN_ROUTE_ID, ADMIN_SCREENS, type AdminScreenId } from '@/config/admin-screens';
import { paths } from '@/config/paths';

// The back office: every module here is a lazy chunk that visitors never download. The screens, their
// addresses and roles are config/admin-screens.ts; this file names the module of each.

interface ScreenModule {
  Component?: ComponentType;
  loader?: LoaderFunction;
}

/** Each screen's lazy module: a screen of the table without one does not compile. */
const SCREEN_MODULES: Record<AdminScreenId, () => Promise<ScreenModule>> = {
  root: () =>
    import('./routes/admin/dashboard').then((m) => ({ Component: m.DashboardPage, loader: m.dashboardLoader })),
  products: () =>
    import('./routes/admin/outer-products/list').then((m) => ({
      Component: m.ProductsPage,
      loader: m.outerProductsLoader,
    })),
  allProducts: () =>
    import('./routes/admin/outer-products/list').then((m) => ({
      Component: m.AllProductsPage,
      loader: m.outerProductsLoader,
    })),
  allMaintainProducts: () =>
    import('./routes/admin/outer-products/list').then((m) => ({
      Component: m.AllMaintainProductsPage,
      loader: m.outerProductsLoader,
    })),
  catalogueImport: () => import('./routes/admin/catalogue/import').then((m) => ({ Component: m.CatalogueImportPage })),
  newOuterProduct: () =>
    import('./routes/admin/outer-products/new').then((m) => ({ Component: m.NewOuterProductPage })),
  outerProduct: () =>
    import('./routes/admin/outer-products/edit').then((m) => ({
      Component: m.EditOuterProductPage,
      loader: m.outerProductLoader,
    })),
  newInnerProduct: () =>
    import('./routes/admin/inner-products/new').then((m) => ({
      Component: m.NewInnerProductPage,
      loader: m.newInnerProductLoader,
    })),
  innerProduct: () =>
    import('./routes/admin/inner-products/edit').then((m) => ({
      Component: m.EditInnerProductPage,
      loader: m.innerProductLoader,
    })),
  innerProductById: () =>
    import('./routes/admin/inner-products/by-id').then((m) => ({ loader: m.innerProductByIdLoader })),
  articles: () =>
    import('./routes/admin/articles/list').then((m) => ({ Component: m.AllArticlesPage, loader: m.articlesLoader })),
  newArticle: () => import('./routes/admin/articles/new').then((m) => ({ Component: m.NewArticlePage })),
  article: () =>
    import('./routes/admin/articles/edit').then((m) => ({ Component: m.EditArticlePage, loader: m.articleLoader })),
  services: () =>
    import('./routes/admin/articles/list').then((m) => ({ Component: m.ServicesPage, loader: m.articlesLoader })),
  newService: () => import('./routes/admin/articles/new').then((m) => ({ Component: m.NewServicePage })),
  news: () => import('./routes/admin/articles/list').then((m) => ({ Component: m.NewsPage, loader: m.articlesLoader })),
  newNews: () => import('./routes/admin/articles/new').then((m) => ({ Component: m.NewNewsPage })),
  supports: () =>
    import('./routes/admin/articles/list').then((m) => ({ Component: m.SupportsPage, loader: m.articlesLoader })),
  newSupport: () => import('./routes/admin/articles/new').then((m) => ({ Component: m.NewSupportPage })),
  banner: () => import('./routes/admin/banner').then((m) => ({ Component: m.BannerPage, loader: m.bannersLoader })),
  videos: () => import('./routes/admin/videos/list').then((m) => ({ Component: m.VideosPage, loader: m.videosLoader })),
  newVideo: () => import('./routes/admin/videos/new').then((m) => ({ Component: m.NewVideoPage })),
  certificates: () =>
    import('./routes/admin/certificates/list').then((m) => ({
      Component: m.CertificatesPage,
      loader: m.certificatesLoader,
    })),
  newCertificate: () => import('./routes/admin/certificates/new').then((m) => ({ Component: m.NewCertificatePage })),
  certificate: () =>
    import('./routes/admin/certificates/edit').then((m) => ({
      Component: m.EditCertificatePage,
      loader: m.certificateLoader,
    })),
  aboutUs: () => import('./routes/admin/about-us').then((m) => ({ Component: m.AboutUsPage, loader: m.aboutUsLoader })),
  configuration: () =>
    import('./routes/admin/configuration').then((m) => ({
      Component: m.AdminConfigurationPage,
      loader: m.configurationLoader,
    })),
  deleted: () =>
    import('./routes/admin/deleted').then((m) => ({ Component: m.DeletedRecordsPage, loader: m.deletedRecordsLoader })),
  quotes: () =>
    import('./routes/admin/quotes/list').then((m) => ({
      Component: m.QuoteRequestsPage,
      loader: m.quoteRequestsLoader,
    })),
  quote: () =>
    import('./routes/admin/quotes/detail').then((m) => ({
      Component: m.QuoteRequestPage,
      loader: m.quoteRequestLoader,
    })),
  subscriptions: () =>
    import('./routes/admin/subscriptions').then((m) => ({
      Component: m.SubscriptionsPage,
      loader: m.subscriptionsLoader,
    })),
  staff: () => import('./routes/admin/staff').then((m) => ({ Component: m.StaffPage, loader: m.staffLoader })),
  audit: () => import('./routes/admin/audit').then((m) => ({ Component: m.AuditPage, loader: m.auditLoader })),
  account: () => import('./routes/admin/account').then((m) => ({ Component: m.AccountPage })),
};

/**
 * A screen's route: its lazy chunk, its loader behind the role check (routes/admin/session.ts), so a role that
 * may not open the screen gets the no-permission page inside the frame, and the screen asks the API for nothing.
 */
const screenRoute = (id: AdminScreenId): RouteObject => {
  const { path, roles } = ADMIN_SCREENS[id];
  const lazy = async () => {
    const [{ Component, loader }, { allowedOnly }] = await Promise.all([
      SCREEN_MODULES[id](),
      import('./routes/admin/session'),
    ]);
    return { Component, loader: allowedOnly(roles, loader) };
  };
  return id === 'root' ? { index: true, lazy } : { path, lazy };
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
    path: ADMIN_SCREENS.root.path,
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
          ...(Object.keys(ADMIN_SCREENS) as AdminScreenId[]).map(screenRoute),
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
