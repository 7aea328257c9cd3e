import './web-fonts';
import './styles/font-fallbacks.css';
import './styles/global.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider } from 'react-router-dom';
import { discoverBackOffice, routes } from './app/router';
import { apiContext, browserApi } from './lib/api-client';
import { readHydrationData } from './lib/hydration';
import { APP_HYDRATED_EVENT } from './lib/page-takeover';
import { reloadOnceForNewDeploy } from './lib/new-deploy';

// A page published as HTML (the server entry) carries its loader data; the browser hydrates it. The app
// shell alone (index.html, e.g. for /admin or a page not yet published) renders from scratch.

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

// A lazily loaded chunk (admin screens, the lightbox) of an older deploy is gone: reload once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForNewDeploy()) event.preventDefault();
});

const container = document.getElementById('root')!;
const hydrationData = readHydrationData();
// The router reads this global itself and revives the route errors (a 404) in it.
if (hydrationData) window.__staticRouterHydrationData = hydrationData;
// A page whose route module is a chunk of its own (a category) hydrates with that module in place: the router
// would otherwise render its fallback first, and React would find other markup than the published page's.
if (hydrationData) {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
const router = createBrowserRouter(routes, {
  patchRoutesOnNavigation: discoverBackOffice,
  getContext: () => new RouterContextProvider(new Map([[apiContext, browserApi]])),
});

// An effect of the root runs once its first render, the hydration, is committed.
const Hydrated = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    window.dispatchEvent(new Event(APP_HYDRATED_EVENT));
  }, []);
  return children;
};

const app = (
  <StrictMode>
    <Hydrated>
      <RouterProvider router={router} />
    </Hydrated>
  </StrictMode>
);

if (hydrationData && container.hasChildNodes()) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for one long task, so a tap or a scroll during it is answered at once.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration mismatch:', error),
    });
  });
} else {
  createRoot(container).render(app);
}
