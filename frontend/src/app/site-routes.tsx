import { MY_QUOTES_PATH, PAGE_PATTERN } from '@vongbi/functions/contract/site-addresses';
import type { RouteObject } from 'react-router-dom';
import { SiteErrorBoundary, NotFoundPage } from '@/app/layout/error-pages';
import { PageFrame, SiteLayout } from '@/app/layout/site-layout';
import { notFound } from '@/lib/route-data';
import { aboutUsHandle, aboutUsLoader, AboutUsPage } from './routes/site/about-us';
import {
  articleHandle,
  blogArticleLoader,
  BlogArticlePage,
  serviceLoader,
  ServicePage,
} from './routes/site/article-detail';
import { blogsHandle, blogsLoader, BlogsPage } from './routes/site/blogs';
import { homeHandle, homeLoader, HomePage } from './routes/site/home';
import {
  productsHandle,
  productsLoader,
  productsMaintainHandle,
  productsMaintainLoader,
  ProductsMaintainPage,
  ProductsPage,
} from './routes/site/products';
import { RootErrorPage, rootLoader, RootRoute, ShellSkeleton } from './routes/site/root';
import { servicesHandle, servicesLoader, ServicesPage } from './routes/site/services';

// The public site's routes, at the contract's patterns (contract/site-addresses.ts), for the server entry
// (createStaticHandler) and, with the back office added (router.tsx), for the browser's. Public pages get
// their data from loaders, so a URL renders to complete HTML in Node (the handler loads a lazy page's module
// first). This module imports
// nothing of the back office, so neither the server bundle nor the publisher's carries it.

export const publicPageRoutes: RouteObject[] = [
  { index: true, loader: homeLoader, handle: homeHandle, Component: HomePage },
  { path: PAGE_PATTERN.aboutUs, loader: aboutUsLoader, handle: aboutUsHandle, Component: AboutUsPage },
  // The contact page (its map) and a video's: pages few visits open, chunks of their own.
  {
    path: PAGE_PATTERN.contact,
    lazy: () =>
      import('./routes/site/contact').then((module) => ({
        loader: module.contactLoader,
        handle: module.contactHandle,
        Component: module.ContactPage,
      })),
  },
  { path: PAGE_PATTERN.products, loader: productsLoader, handle: productsHandle, Component: ProductsPage },
  {
    path: PAGE_PATTERN.productsMaintain,
    loader: productsMaintainLoader,
    handle: productsMaintainHandle,
    Component: ProductsMaintainPage,
  },
  // A category's page (its filters and spec table) and a product's (its technical table and availability) are
  // chunks of their own, so no other page's first view carries them. The server's handler and the browser's
  // entry load such a module before they render its page.
  ...[PAGE_PATTERN.outerProduct, PAGE_PATTERN.outerProductPage].map((path): RouteObject => ({
    path,
    lazy: () =>
      import('./routes/site/outer-product').then((module) => ({
        loader: module.outerProductLoader,
        shouldRevalidate: module.outerProductShouldRevalidate,
        handle: module.outerProductHandle,
        Component: module.OuterProductPage,
      })),
  })),
  {
    path: PAGE_PATTERN.innerProduct,
    lazy: () =>
      import('./routes/site/inner-product').then((module) => ({
        loader: module.innerProductLoader,
        handle: module.innerProductHandle,
        Component: module.InnerProductPage,
      })),
  },
  // The engineering helpers: chunks of their own, which no other page's first view carries.
  {
    path: PAGE_PATTERN.bearingFrequencies,
    lazy: () =>
      import('./routes/site/bearing-frequencies').then((module) => ({
        handle: module.bearingFrequenciesHandle,
        Component: module.BearingFrequenciesPage,
      })),
  },
  {
    path: PAGE_PATTERN.mountingTemperature,
    lazy: () =>
      import('./routes/site/mounting-temperature').then((module) => ({
        handle: module.mountingTemperatureHandle,
        Component: module.MountingTemperaturePage,
      })),
  },
  {
    path: PAGE_PATTERN.relubrication,
    lazy: () =>
      import('./routes/site/relubrication').then((module) => ({
        handle: module.relubricationHandle,
        Component: module.RelubricationPage,
      })),
  },
  { path: PAGE_PATTERN.services, loader: servicesLoader, handle: servicesHandle, Component: ServicesPage },
  { path: PAGE_PATTERN.service, loader: serviceLoader, handle: articleHandle, Component: ServicePage },
  { path: PAGE_PATTERN.blogs, loader: blogsLoader, handle: blogsHandle, Component: BlogsPage },
  { path: PAGE_PATTERN.blogArticle, loader: blogArticleLoader, handle: articleHandle, Component: BlogArticlePage },
  // The search page (rendered on request) and the equivalents it shows for another maker's code: a chunk of its own.
  {
    path: PAGE_PATTERN.search,
    lazy: () =>
      import('./routes/site/search').then((module) => ({
        loader: module.searchLoader,
        handle: module.searchHandle,
        Component: module.SearchPage,
      })),
  },
  {
    path: PAGE_PATTERN.video,
    lazy: () =>
      import('./routes/site/video').then((module) => ({
        loader: module.videoLoader,
        handle: module.videoHandle,
        Component: module.VideoPage,
      })),
  },
  // The certificates and how to check a box: a chunk of its own, with its styles and the PDF sheet.
  {
    path: PAGE_PATTERN.genuine,
    lazy: () =>
      import('./routes/site/genuine').then((module) => ({
        loader: module.genuineLoader,
        handle: module.genuineHandle,
        Component: module.GenuinePage,
      })),
  },
  // Rendered in the browser only (the list is the visitor's), in a chunk of its own.
  {
    path: PAGE_PATTERN.quote,
    lazy: () =>
      import('./routes/site/quote').then((module) => ({ Component: module.QuotePage, handle: module.quoteHandle })),
  },
  // A buyer's own requests: personal, rendered in the browser only, in a chunk of its own.
  {
    path: MY_QUOTES_PATH,
    lazy: () =>
      import('./routes/site/my-quotes').then((module) => ({
        Component: module.MyQuotesPage,
        handle: module.myQuotesHandle,
      })),
  },
  // Unknown public paths: the not-found page, with status 404 when rendered on a server.
  {
    path: '*',
    loader: () => {
      throw notFound();
    },
    Component: NotFoundPage,
  },
];

/**
 * The root route (configuration, the error page) around the public site; the browser adds the back office under
 * it (app/router.tsx). The server renders these routes and the browser hydrates them, so their ids are the same.
 */
export const siteRoutes: RouteObject[] = [
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
    ],
  },
];
