import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { QuoteRequest } from '@vongbi/functions/contract';
import type { StaffRole } from '@vongbi/functions/contract/staff';
import { adminPaths, mayOpen } from '@/config/admin-screens';
import { getAllArticles } from '@/features/articles/api/get-all-articles';
import { getBannerImages } from '@/features/banner-images/api/get-banner-images';
import { getFilesUsage } from '@/features/files/api/get-files-usage';
import { getAllCertificates } from '@/features/genuine/api/get-all-certificates';
import { ExpiringCertificates } from '@/features/genuine/components/expiring-certificates';
import { FilesUsageCard } from '@/features/files/components/files-usage';
import { getStaffConfiguration } from '@/features/configuration/api/get-staff-configuration';
import { brokenSlots, configFieldId, type BrokenSlot } from '@/features/configuration/page-slots';
import { getAllOuterProducts } from '@/features/outer-products/api/get-all-outer-products';
import { getQuoteRequestCount, getQuoteRequests } from '@/features/quotes/api/get-quote-requests';
import { QuoteStatusPill } from '@/features/quotes/components/quote-status-pill';
import { getSearchLog } from '@/features/search-log/api/get-search-log';
import { SearchLogTables } from '@/features/search-log/components/search-log-tables';
import { getSubscriptions } from '@/features/subscriptions/api/get-subscriptions';
import { getVideos } from '@/features/videos/api/get-videos';
import { formatDateTime } from '@/components/ui/data-table';
import { apiOf } from '@/lib/api-client';
import { ARTICLE_TYPE, PRODUCT_TYPE } from '@vongbi/functions/contract/site-addresses';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
import { sessionOf } from './session';

interface Tile {
  title: string;
  count: number;
  href: string;
  add?: string;
}

interface Shortcut {
  title: string;
  text: string;
  href: string;
}

/** Requests shown on the dashboard of those who answer them: the newest, whatever their status. */
const RECENT_QUOTES = 4;

/**
 * The dashboard's counts a role may use, each read only when it may (the server would refuse the others), and
 * for those who answer quote requests the newest ones.
 */
const countsFor = async (
  role: StaffRole,
  { context }: LoaderFunctionArgs,
): Promise<{ tiles: Tile[]; recentQuotes: QuoteRequest[]; broken: BrokenSlot[] }> => {
  const content = mayOpen(role, adminPaths.products);
  const customers = mayOpen(role, adminPaths.quotes);
  // Only owners set the page slots, so only they are told of one pointing at a page that is gone.
  const slots = role === 'owner';
  const [
    articles,
    outerProducts,
    banners,
    videos,
    recentQuotes,
    newQuotes,
    quotesInProgress,
    subscriptions,
    configuration,
  ] = await Promise.all([
    content ? getAllArticles() : [],
    content ? getAllOuterProducts() : [],
    content ? getBannerImages(apiOf(context)) : [],
    content ? getVideos(apiOf(context)) : [],
    customers ? getQuoteRequests({ limit: RECENT_QUOTES }).then((page) => page.items) : [],
    customers ? getQuoteRequestCount('new') : 0,
    customers ? getQuoteRequestCount('processing') : 0,
    customers ? getSubscriptions() : [],
    slots ? getStaffConfiguration() : [],
  ]);
  const countArticles = (type: number) => articles.filter((article) => article.articleType === type).length;
  const countProducts = (type: number) => outerProducts.filter((product) => product.productType === type).length;
  const contentTiles: Tile[] = [
    {
      title: 'Danh mục sản phẩm',
      count: countProducts(PRODUCT_TYPE.product),
      href: adminPaths.allProducts,
      add: adminPaths.newOuterProduct(PRODUCT_TYPE.product),
    },
    {
      title: 'Danh mục dụng cụ bảo dưỡng',
      count: countProducts(PRODUCT_TYPE.maintenanceTool),
      href: adminPaths.allMaintainProducts,
      add: adminPaths.newOuterProduct(PRODUCT_TYPE.maintenanceTool),
    },
    { title: 'Tin tức', count: countArticles(ARTICLE_TYPE.news), href: adminPaths.news, add: adminPaths.newNews },
    {
      title: 'Dịch vụ',
      count: countArticles(ARTICLE_TYPE.service),
      href: adminPaths.services,
      add: adminPaths.newService,
    },
    {
      title: 'Hỗ trợ kỹ thuật',
      count: countArticles(ARTICLE_TYPE.support),
      href: adminPaths.supports,
      add: adminPaths.newSupport,
    },
    { title: 'Banner', count: banners.length, href: adminPaths.banner },
    { title: 'Video', count: videos.length, href: adminPaths.videos, add: adminPaths.newVideo },
  ];
  const customerTiles: Tile[] = [
    { title: 'Yêu cầu báo giá mới', count: newQuotes, href: `${adminPaths.quotes}?status=new` },
    { title: 'Yêu cầu đang xử lý', count: quotesInProgress, href: `${adminPaths.quotes}?status=processing` },
    { title: 'Đăng ký nhận tin', count: subscriptions.length, href: adminPaths.subscriptions },
  ];
  return {
    tiles: [...(content ? contentTiles : []), ...(customers ? customerTiles : [])],
    recentQuotes,
    broken: slots
      ? brokenSlots(new Map(configuration.map((item) => [item.configKey, item.value])), {
          outerProducts,
          articles,
          videos,
        })
      : [],
  };
};

const shortcutsFor = (role: StaffRole): Shortcut[] =>
  [
    { title: 'Giới thiệu', text: 'Nội dung trang Về chúng tôi', href: adminPaths.aboutUs },
    {
      title: 'Cấu hình',
      // Editors see only the contact page's text there (contract/configuration-registry.ts).
      text: role === 'owner' ? 'Hotline, Zalo, địa chỉ, liên kết menu và các ô trang chủ' : 'Nội dung trang Liên hệ',
      href: adminPaths.configuration,
    },
    { title: 'Chứng nhận', text: 'Chứng nhận nhà phân phối trên trang Hàng chính hãng', href: adminPaths.certificates },
    { title: 'Tài khoản nhân viên', text: 'Thêm người, đổi vai trò, khóa tài khoản', href: adminPaths.staff },
    { title: 'Nhật ký thay đổi', text: 'Ai đã sửa gì, lúc nào', href: adminPaths.audit },
  ].filter((shortcut) => mayOpen(role, shortcut.href));

export const dashboardLoader = async (args: LoaderFunctionArgs) => {
  const { role } = sessionOf(args.context);
  const catalogue = mayOpen(role, adminPaths.products);
  const [{ tiles, recentQuotes, broken }, searchLog, filesUsage, certificates] = await Promise.all([
    countsFor(role, args),
    // What customers searched for and did not find: a question for the catalogue's keepers.
    catalogue ? getSearchLog() : undefined,
    // How much space uploads take, for those who upload.
    catalogue ? getFilesUsage() : undefined,
    // Certificates that ran out or run out soon, for the site's keepers (owners renew them).
    catalogue ? getAllCertificates() : [],
  ]);
  return {
    tiles,
    recentQuotes,
    broken,
    quotes: mayOpen(role, adminPaths.quotes),
    shortcuts: shortcutsFor(role),
    searchLog,
    filesUsage,
    certificates,
    today: vietnamToday(),
    editCertificates: mayOpen(role, adminPaths.certificates),
  };
};

/** Page slots of the configuration whose page was deleted or renamed, each a link to its field. */
const BrokenSlots = ({ slots }: { slots: BrokenSlot[] }) => (
  <section className="broken-slots" aria-labelledby="broken-slots-title">
    <h2 className="section-title" id="broken-slots-title">
      Cấu hình trỏ tới trang không còn tồn tại
    </h2>
    <p className="section-note">
      Các mục dưới đây dẫn khách tới một trang đã bị xóa hoặc đổi đường dẫn. Chọn trang khác trong Cấu hình.
    </p>
    <ul className="broken-slots__list">
      {slots.map((slot) => (
        <li key={slot.key}>
          <Link to={`${adminPaths.configuration}#${configFieldId(slot.key)}`}>
            {slot.group}: {slot.label}
          </Link>
          <code>{slot.value}</code>
        </li>
      ))}
    </ul>
  </section>
);

/** The newest requests, each a link to its screen. */
const RecentQuotes = ({ requests }: { requests: QuoteRequest[] }) => (
  <>
    <h2 className="section-title">Yêu cầu báo giá gần đây</h2>
    {requests.length === 0 ? (
      <p className="section-note">Chưa có yêu cầu báo giá nào.</p>
    ) : (
      <ul className="tile-list">
        {requests.map((request) => (
          <li key={request.id}>
            <Link className="tile recent-quote" to={adminPaths.quote(request.id)}>
              <div className="recent-quote__head">
                <strong>
                  #{request.id} {request.customerName}
                </strong>
                <QuoteStatusPill status={request.status} />
              </div>
              <span>
                {request.items.length} dòng · {formatDateTime(request.createdAt)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    )}
  </>
);

export const DashboardPage = () => {
  const {
    tiles,
    recentQuotes,
    broken,
    quotes,
    shortcuts,
    searchLog,
    filesUsage,
    certificates,
    today,
    editCertificates,
  } = useLoaderData<typeof dashboardLoader>();
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Bảng điều khiển</h1>
      </div>
      {broken.length > 0 && <BrokenSlots slots={broken} />}
      <ExpiringCertificates
        certificates={certificates}
        today={today}
        editHref={editCertificates ? adminPaths.certificate : undefined}
      />
      <ul className="stat-grid">
        {tiles.map((tile) => (
          <li key={tile.title} className="stat">
            <Link to={tile.href} className="stat__main">
              <span className="stat__count">{tile.count}</span>
              <span className="stat__title">{tile.title}</span>
            </Link>
            {tile.add && (
              <Link to={tile.add} className="stat__add">
                + Thêm mới
              </Link>
            )}
          </li>
        ))}
      </ul>
      {quotes && <RecentQuotes requests={recentQuotes} />}
      {shortcuts.length > 0 && (
        <>
          <h2 className="section-title">Trang tĩnh và cài đặt</h2>
          <ul className="tile-list">
            {shortcuts.map((shortcut) => (
              <li key={shortcut.href}>
                <Link className="tile" to={shortcut.href}>
                  <strong>{shortcut.title}</strong>
                  <span>{shortcut.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {filesUsage && <FilesUsageCard usage={filesUsage} />}
      {searchLog && <SearchLogTables report={searchLog} />}
    </section>
  );
};
