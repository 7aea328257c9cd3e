import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { PageSkeleton } from '@/components/ui/skeleton';
import { RouteMeta } from './document-meta';
import { ScrollTopButton } from './scroll-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ZaloButton } from './zalo-button';

export const SiteLayout = () => {
  const { pathname, search, state } = useLocation();
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  const firstPage = useRef(true);
  // Every route change starts at the top of the page, and focus moves to the new content so keyboard and
  // screen-reader users start there too. The page the app started on stays as the browser placed it: a
  // published page is read and scrolled before the app runs. A page that only notes its state in the address
  // (a category's filters) says so, and stays where the visitor is.
  const keepPosition = (state as { keepPosition?: boolean } | null)?.keepPosition === true;
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (keepPosition) return;
    window.scrollTo(0, 0);
    if (!main.current?.contains(document.activeElement)) main.current?.focus({ preventScroll: true });
  }, [pathname, search, keepPosition]);
  // While the next page's data loads, a placeholder shaped like a listing stands in for it.
  const loadingOtherPage = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return (
    <>
      <a className="skip-link" href="#main">
        Bỏ qua, đến nội dung chính
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1} ref={main}>
        {loadingOtherPage ? <PageSkeleton /> : <Outlet />}
      </main>
      <SiteFooter />
      <ScrollTopButton />
      <ZaloButton />
    </>
  );
};

/** The frame of every public page: its title and description come from the matched route. */
export const PageFrame = () => (
  <>
    <RouteMeta />
    <Outlet />
  </>
);
