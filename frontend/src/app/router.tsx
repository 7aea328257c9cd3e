import { createBrowserRouter } from 'react-router-dom';
import { SiteLayout } from '@/components/layout/site-layout';
import { paths } from '@/config/paths';
import { adminRoutes } from './admin-routes';
import { HomePage } from './routes/site/home';

// Public pages load with the app; the back office lives in lazy chunks visitors never download.

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    children: [{ path: paths.home, element: <HomePage /> }],
  },
  ...adminRoutes,
]);
