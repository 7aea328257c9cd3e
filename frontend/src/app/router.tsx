import type { RouteObject } from 'react-router-dom';
import { SiteErrorBoundary, NotFoundPage } from '@/app/layout/error-pages';
import { PageFrame, SiteLayout } from '@/app/layout/site-layout';
import { paths } from '@/config/paths';
import { notFound } from '@/lib/route-data';
import { adminRoutes } from './admin-routes';
import { AboutUsPage, aboutUsHandle } from './routes/site/about-us';
import {
  articleHandle,
  blogArticleLoader,
  BlogArticlePage,
  serviceLoader,
  ServicePage,
} from './routes/site/article-detail';
import { blogsHandle, blogsLoader, BlogsPage } from './routes/site/blogs';
import { ContactPage, contactHandle } from './routes/site/contact';
import { homeHandle, homeLoader, HomePage } from './routes/site/home';
import { innerProductHandle, innerProductLoader, InnerProductPage } from './routes/site/inner-product';
import { outerProductHandle, outerProductLoader, OuterProductPage } from './routes/site/outer-product';
import {
  productsHandle,
  productsLoader,
  productsMaintainHandle,
  productsMaintainLoader,
  ProductsMaintainPage,
  ProductsPage,
} from './routes/site/products';
import { RootErrorPage, rootLoader, RootRoute, ShellSkeleton } from './routes/site/root';
import { searchHandle, searchLoader, SearchPage } from './routes/site/search';
import { servicesHandle, servicesLoader, ServicesPage } from './routes/site/services';
import { videoHandle, videoLoader, VideoPage } from './routes/site/video';

// One route list for the browser entry (createBrowserRouter) and the server entry (createStaticHandler).
// Public pages are eager and get their data from loaders, so a URL renders to complete HTML in Node; the
// back office lives in lazy chunks visitors never download.

export const publicPageRoutes: RouteObject[] = [
  { index: true, loader: homeLoader, handle: homeHandle, Component: HomePage },
  { path: paths.aboutUs, handle: aboutUsHandle, Component: AboutUsPage },
  { path: paths.contact, handle: contactHandle, Component: ContactPage },
  { path: paths.products, loader: productsLoader, handle: productsHandle, Component: ProductsPage },
  {
    path: paths.productsMaintain,
    loader: productsMaintainLoader,
    handle: productsMaintainHandle,
    Component: ProductsMaintainPage,
  },
  { path: '/products/:type', loader: outerProductLoader, handle: outerProductHandle, Component: OuterProductPage },
  {
    path: '/products/:type/:id',
    loader: innerProductLoader,
    handle: innerProductHandle,
    Component: InnerProductPage,
  },
  { path: paths.services, loader: servicesLoader, handle: servicesHandle, Component: ServicesPage },
  { path: '/services/:id', loader: serviceLoader, handle: articleHandle, Component: ServicePage },
  { path: paths.blogs, loader: blogsLoader, handle: blogsHandle, Component: BlogsPage },
  { path: '/blogs/:id', loader: blogArticleLoader, handle: articleHandle, Component: BlogArticlePage },
  { path: '/search/:name?', loader: searchLoader, handle: searchHandle, Component: SearchPage },
  { path: '/video/:id', loader: videoLoader, handle: videoHandle, Component: VideoPage },
  // Unknown public paths: the not-found page, with status 404 when rendered on a server.
  {
    path: '*',
    loader: () => {
      throw notFound();
    },
    Component: NotFoundPage,
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    // Configuration loads once per visit; staff edits reach the page through the context's merge.
    shouldRevalidate: () => false,
    Component: RootRoute,
    HydrateFallback: ShellSkeleton,
    ErrorBoundary: RootErrorPage,
    children: [
      {
        Component: SiteLayout,
        children: [{ Component: PageFrame, ErrorBoundary: SiteErrorBoundary, children: publicPageRoutes }],
      },
      ...adminRoutes,
    ],
  },
];
