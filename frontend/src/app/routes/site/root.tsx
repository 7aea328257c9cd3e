import { useEffect } from 'react';
import { Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { ConfigItem } from '@vongbi/functions/contract';
import { BrandMark } from '@/components/ui/brand-mark';
import { PageSkeleton } from '@/components/ui/skeleton';
import { getSharedConfiguration } from '@/features/configuration/api/get-configuration';
import { ConfigurationProvider } from '@/features/configuration/configuration-context';
import { apiOf } from '@/lib/api-client';
import { reportWebVitals } from '@/lib/web-vitals';

// The root of every route: configuration (hotline, navigation targets, footer, home slots) loads here, so
// a page rendered on the server already holds them. It loads once; staff edits reach the shared state
// through the context's `merge`. The about-us and contact texts load with their own pages.

export const rootLoader = ({ context }: LoaderFunctionArgs): Promise<ConfigItem[]> =>
  getSharedConfiguration(apiOf(context));

export const RootRoute = () => {
  const items = useLoaderData<typeof rootLoader>();
  useEffect(() => {
    reportWebVitals(items.find((item) => item.configKey === 'WEB_VITALS_ENDPOINT')?.value || undefined);
  }, [items]);
  return (
    <ConfigurationProvider initialItems={items}>
      <Outlet />
    </ConfigurationProvider>
  );
};

/** Shown in the browser while the first data loads when the page did not come rendered from a server. */
export const ShellSkeleton = () => (
  <>
    <div className="shell-skeleton__header" aria-hidden="true">
      <div className="container">
        <BrandMark />
      </div>
    </div>
    <div className="shell-skeleton__nav" aria-hidden="true" />
    <main className="site-main">
      <PageSkeleton />
    </main>
  </>
);

/** Configuration itself did not load: a plain page with a retry, without the configured shell. */
export const RootErrorPage = () => (
  <main className="status-page container" role="alert">
    <BrandMark size={56} />
    <h1>Không tải được trang</h1>
    <p>Máy chủ đang bận hoặc kết nối bị gián đoạn. Vui lòng thử lại sau giây lát.</p>
    <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
      Thử lại
    </button>
  </main>
);
