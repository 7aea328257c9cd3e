import { CONFIG_KEY, type ConfigKey } from '@vongbi/functions/contract/configuration-keys';
import type { InnerProductSummary } from '@vongbi/functions/contract';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Carousel } from '@/components/ui/carousel';
import { EmptyState } from '@/components/ui/link-card';
import { paths } from '@/config/paths';
import { getPosts } from '@/features/articles/api/get-posts';
import { getServices } from '@/features/articles/api/get-services';
import { getSupportArticles } from '@/features/articles/api/get-support-articles';
import { ArticleTitleList, NewsBlock } from '@/features/articles/components/article-cards';
import { getBannerImages } from '@/features/banner-images/api/get-banner-images';
import { getSharedConfiguration } from '@/features/configuration/api/get-configuration';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { AboutBlock } from '@/features/home/components/about-block';
import { BrandStrip } from '@/features/home/components/brand-strip';
import { HomeHero } from '@/features/home/components/home-hero';
import { BannerCarousel, HomeVideos } from '@/features/home/components/home-media';
import { HomeTiles } from '@/features/home/components/home-tiles';
import { homeShown, homeSlots, type HomeData } from '@/features/home/home-slots';
import { getOutstandingInnerProducts } from '@/features/inner-products/api/get-outstanding-inner-products';
import { InnerProductCard } from '@/features/inner-products/components/inner-product-cards';
import { getListedOuterProducts } from '@/features/outer-products/api/get-listed-outer-products';
import { getListedOuterProductsMaintain } from '@/features/outer-products/api/get-listed-outer-products-maintain';
import { getVideos } from '@/features/videos/api/get-videos';
import { apiOf } from '@/lib/api-client';
import { DEFAULT_DESCRIPTION, SITE_NAME, type MetaHandle } from '@/lib/page-meta';

export const homeLoader = async ({ context }: LoaderFunctionArgs): Promise<HomeData> => {
  const api = apiOf(context);
  const [configuration, banners, videos, products, tools, outstanding, news, supports, services] = await Promise.all([
    getSharedConfiguration(api),
    getBannerImages(api),
    getVideos(api),
    getListedOuterProducts(api),
    getListedOuterProductsMaintain(api),
    getOutstandingInnerProducts(api),
    getPosts(api),
    getSupportArticles(api),
    getServices(api),
  ]);
  const value = (configKey: ConfigKey) => configuration.find((item) => item.configKey === configKey)?.value;
  return homeShown({ banners, videos, products, tools, outstanding, news, supports, services }, value);
};

export const homeHandle: MetaHandle = {
  meta: () => {
    // No image preload: the page's largest element is the hero heading; the banners sit below it.
    return {
      title: SITE_NAME,
      description: DEFAULT_DESCRIPTION,
      path: paths.home,
      about: { type: 'Organization' },
    };
  },
};

/** The home page: its slots (contract configuration-keys.ts) filled from the configuration and the lists. */
export const HomePage = () => {
  const data = useLoaderData<typeof homeLoader>();
  const { value } = useConfiguration();
  const { productTiles, serviceTiles, news, support, videos, productItems, toolItems } = homeSlots(data, value);

  return (
    <>
      <HomeHero phone={value(CONFIG_KEY.PHONE)} />
      <BrandStrip />
      <HomeTiles productTiles={productTiles} serviceTiles={serviceTiles} />
      <AboutBlock />
      <BannerCarousel banners={data.banners} />

      <ProductListSection id="home-products" title="Sản phẩm" more={paths.products} products={productItems} />
      <ProductListSection
        id="home-tools"
        title="Công cụ bảo dưỡng"
        more={paths.productsMaintain}
        products={toolItems}
      />

      <section className="container home-section" aria-labelledby="blog-heading">
        <header className="section-heading">
          <h2 id="blog-heading" className="section-title">
            Hỗ trợ kỹ thuật &amp; Tin tức
          </h2>
          <Link className="section-heading__more" to={paths.blogs}>
            Xem tất cả
          </Link>
        </header>
        <div className="blog-block">
          <div>
            <h3 className="blog-block__label">Tin tức</h3>
            <NewsBlock news={news} />
          </div>
          <div>
            <h3 className="blog-block__label">Hỗ trợ kỹ thuật</h3>
            <ArticleTitleList articles={support} />
          </div>
        </div>
      </section>

      <HomeVideos videos={videos} />

      <section className="container home-section" aria-labelledby="popular-heading">
        <h2 id="popular-heading" className="section-title">
          Sản phẩm nổi bật
        </h2>
        {data.outstanding.length === 0 ? (
          <EmptyState>Chưa có sản phẩm nào.</EmptyState>
        ) : (
          <div className="card-grid">
            {data.outstanding.map((product) => (
              <InnerProductCard key={product.id} product={product} />
            ))}
          </div>
        )}
      </section>
    </>
  );
};

const ProductListSection = ({
  id,
  title,
  more,
  products,
}: {
  id: string;
  title: string;
  more: string;
  products: InnerProductSummary[];
}) => (
  <section className="container home-section" aria-labelledby={id}>
    <header className="section-heading">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <Link className="section-heading__more" to={more}>
        Xem tất cả
      </Link>
    </header>
    {products.length === 0 ? (
      <EmptyState>Chưa có sản phẩm nào.</EmptyState>
    ) : (
      <Carousel label={title} slideClassName="carousel__slide--quarter" align="start">
        {products.map((product) => (
          <InnerProductCard key={product.id} product={product} />
        ))}
      </Carousel>
    )}
  </section>
);
