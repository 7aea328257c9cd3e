import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getAllArticles } from '@/features/articles/api/get-all-articles';
import { getBannerImages } from '@/features/banner-images/api/get-banner-images';
import { getFilesUsage } from '@/features/files/api/get-files-usage';
import { FilesUsageCard } from '@/features/files/components/files-usage';
import { getAllOuterProducts } from '@/features/outer-products/api/get-all-outer-products';
import { getSearchLog } from '@/features/search-log/api/get-search-log';
import { SearchLogTables } from '@/features/search-log/components/search-log-tables';
import { getSubscriptions } from '@/features/subscriptions/api/get-subscriptions';
import { getVideos } from '@/features/videos/api/get-videos';
import { apiOf } from '@/lib/api-client';
import { ARTICLE_TYPE, PRODUCT_TYPE } from '@vongbi/functions/contract/site-addresses';

export const dashboardLoader = async ({ context }: LoaderFunctionArgs) => {
  const [articles, outerProducts, banners, videos, subscriptions, searchLog, filesUsage] = await Promise.all([
    getAllArticles(),
    getAllOuterProducts(),
    getBannerImages(apiOf(context)),
    getVideos(apiOf(context)),
    getSubscriptions(),
    getSearchLog(),
    getFilesUsage(),
  ]);
  const countArticles = (type: number) => articles.filter((article) => article.articleType === type).length;
  const countProducts = (type: number) => outerProducts.filter((product) => product.productType === type).length;
  const tiles = [
    {
      title: 'Danh mục sản phẩm',
      count: countProducts(PRODUCT_TYPE.product),
      href: paths.admin.allProducts,
      add: paths.admin.newOuterProduct(PRODUCT_TYPE.product),
    },
    {
      title: 'Danh mục dụng cụ bảo dưỡng',
      count: countProducts(PRODUCT_TYPE.maintenanceTool),
      href: paths.admin.allMaintainProducts,
      add: paths.admin.newOuterProduct(PRODUCT_TYPE.maintenanceTool),
    },
    { title: 'Tin tức', count: countArticles(ARTICLE_TYPE.news), href: paths.admin.news, add: paths.admin.newNews },
    {
      title: 'Dịch vụ',
      count: countArticles(ARTICLE_TYPE.service),
      href: paths.admin.services,
      add: paths.admin.newService,
    },
    {
      title: 'Hỗ trợ kỹ thuật',
      count: countArticles(ARTICLE_TYPE.support),
      href: paths.admin.supports,
      add: paths.admin.newSupport,
    },
    { title: 'Banner', count: banners.length, href: paths.admin.banner },
    { title: 'Video', count: videos.length, href: paths.admin.videos, add: paths.admin.newVideo },
    { title: 'Đăng ký nhận tin', count: subscriptions.length, href: paths.admin.subscriptions },
  ];
  return { tiles, searchLog, filesUsage };
};

export const DashboardPage = () => {
  const { tiles, searchLog, filesUsage } = useLoaderData<typeof dashboardLoader>();
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Bảng điều khiển</h1>
      </div>
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
      <h2 className="section-title">Trang tĩnh và cài đặt</h2>
      <ul className="tile-list">
        <li>
          <Link className="tile" to={paths.admin.aboutUs}>
            <strong>Giới thiệu</strong>
            <span>Nội dung trang Về chúng tôi</span>
          </Link>
        </li>
        <li>
          <Link className="tile" to={paths.admin.configuration}>
            <strong>Cấu hình</strong>
            <span>Hotline, Zalo, địa chỉ, liên kết menu và các ô trang chủ</span>
          </Link>
        </li>
      </ul>
      <FilesUsageCard usage={filesUsage} />
      <SearchLogTables report={searchLog} />
    </section>
  );
};
