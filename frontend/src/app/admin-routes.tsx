import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

// The back office: every module here is a lazy chunk that visitors never download.

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
    path: paths.admin.root,
    // Every /admin* navigation asks the server again: an expired session goes to the login page.
    shouldRevalidate: () => true,
    HydrateFallback: AdminLoading,
    lazy: () =>
      import('./routes/admin/admin-layout').then((module) => ({
        Component: module.AdminLayout,
        loader: module.adminLoader,
      })),
    children: [
      {
        // A screen that fails to load shows its error inside the admin frame, navigation still there.
        lazy: () => import('./routes/admin/admin-error').then((module) => ({ ErrorBoundary: module.AdminErrorPage })),
        children: [
          {
            index: true,
            lazy: () =>
              import('./routes/admin/dashboard').then((module) => ({
                Component: module.DashboardPage,
                loader: module.dashboardLoader,
              })),
          },
          {
            path: 'about-us',
            lazy: () =>
              import('./routes/admin/about-us').then((module) => ({
                Component: module.AboutUsPage,
                loader: module.aboutUsLoader,
              })),
          },
          {
            path: 'configuration',
            lazy: () =>
              import('./routes/admin/configuration').then((module) => ({ Component: module.AdminConfigurationPage })),
          },
          {
            path: 'banner',
            lazy: () =>
              import('./routes/admin/banner').then((module) => ({
                Component: module.BannerPage,
                loader: module.bannersLoader,
              })),
          },
          {
            path: 'subscriptions',
            lazy: () =>
              import('./routes/admin/subscriptions').then((module) => ({
                Component: module.SubscriptionsPage,
                loader: module.subscriptionsLoader,
              })),
          },
          {
            path: 'quotes',
            lazy: () =>
              import('./routes/admin/quotes/list').then((module) => ({
                Component: module.QuoteRequestsPage,
                loader: module.quoteRequestsLoader,
              })),
          },
          {
            path: 'quotes/:id',
            lazy: () =>
              import('./routes/admin/quotes/detail').then((module) => ({
                Component: module.QuoteRequestPage,
                loader: module.quoteRequestLoader,
              })),
          },
          {
            path: 'catalogue/import',
            lazy: () =>
              import('./routes/admin/catalogue/import').then((module) => ({ Component: module.CatalogueImportPage })),
          },
          {
            path: 'videos',
            lazy: () =>
              import('./routes/admin/videos/list').then((module) => ({
                Component: module.VideosPage,
                loader: module.videosLoader,
              })),
          },
          {
            path: 'videos/new',
            lazy: () => import('./routes/admin/videos/new').then((module) => ({ Component: module.NewVideoPage })),
          },
          ...articleRoutes(),
          ...productRoutes(),
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
      import('./routes/admin/articles/list').then((module) => ({
        Component: module[page],
        loader: module.articlesLoader,
      })),
  });
  const create = (path: string, page: 'NewArticlePage' | 'NewNewsPage' | 'NewServicePage' | 'NewSupportPage') => ({
    path,
    lazy: () => import('./routes/admin/articles/new').then((module) => ({ Component: module[page] })),
  });
  return [
    list('articles', 'AllArticlesPage'),
    create('articles/new', 'NewArticlePage'),
    {
      path: 'articles/:id',
      lazy: () =>
        import('./routes/admin/articles/edit').then((module) => ({
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
      import('./routes/admin/outer-products/list').then((module) => ({
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
        import('./routes/admin/outer-products/new').then((module) => ({ Component: module.NewOuterProductPage })),
    },
    {
      path: 'products/:outerId',
      lazy: () =>
        import('./routes/admin/outer-products/edit').then((module) => ({
          Component: module.EditOuterProductPage,
          loader: module.outerProductLoader,
        })),
    },
    {
      path: 'products/:outerId/new',
      lazy: () =>
        import('./routes/admin/inner-products/new').then((module) => ({
          Component: module.NewInnerProductPage,
          loader: module.newInnerProductLoader,
        })),
    },
    {
      path: 'inner-products/:innerId',
      lazy: () =>
        import('./routes/admin/inner-products/by-id').then((module) => ({ loader: module.innerProductByIdLoader })),
    },
    {
      path: 'products/:outerId/:innerId',
      lazy: () =>
        import('./routes/admin/inner-products/edit').then((module) => ({
          Component: module.EditInnerProductPage,
          loader: module.innerProductLoader,
        })),
    },
  ];
}
