import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isChunkLoadError } from '@/lib/site-format';
import { NOT_FOUND_META } from '@/lib/page-meta';
import { useDocumentMeta } from './document-meta';
import { forgetReloadForNewDeploy, mayReloadForNewDeploy, reloadForNewDeploy } from '@/lib/new-deploy';

export const NotFoundPage = () => {
  useDocumentMeta(NOT_FOUND_META);
  return (
    <section className="status-page container">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>Không tìm thấy trang</h1>
      <p>Trang bạn tìm không tồn tại hoặc đã được chuyển đi. Hãy thử tìm sản phẩm hoặc quay lại trang chủ.</p>
      <div className="status-page__actions">
        <Link className="button button--primary" to={paths.home}>
          Về trang chủ
        </Link>
        <Link className="button button--ghost" to={paths.products}>
          Xem tất cả sản phẩm
        </Link>
      </div>
    </section>
  );
};

export const ErrorPage = ({ onRetry }: { onRetry(): void }) => {
  useDocumentMeta({ title: 'Đã có lỗi xảy ra' });
  return (
    <section className="status-page container" role="alert">
      <h1>Không tải được trang</h1>
      <p>Máy chủ đang bận hoặc kết nối bị gián đoạn. Vui lòng thử lại sau giây lát.</p>
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          Thử lại
        </button>
        <Link className="button button--ghost" to={paths.home}>
          Về trang chủ
        </Link>
      </div>
    </section>
  );
};

// Only ever rendered in the browser: chunks load there, never on the server.
const ChunkErrorPage = () => {
  const [reloading] = useState(mayReloadForNewDeploy);
  useEffect(() => {
    if (reloading) reloadForNewDeploy();
  }, [reloading]);
  return reloading ? null : (
    <ErrorPage
      onRetry={() => {
        forgetReloadForNewDeploy();
        window.location.reload();
      }}
    />
  );
};

/** What a public page shows when its data or code could not load: never the router's default screen. */
export const SiteErrorBoundary = () => {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) return <ChunkErrorPage />;
  return <ErrorPage onRetry={() => void revalidator.revalidate()} />;
};
