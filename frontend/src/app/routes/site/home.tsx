import { CONFIG_KEY } from '@vongbi/functions/contract/configuration-keys';
import type { InnerProductSummary } from '@vongbi/functions/contract';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Carousel } from '@/components/ui/carousel';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { EmptyState, LinkCard } from '@/components/ui/link-card';
import { SiteImage } from '@/components/ui/site-image';
import { SmartLink } from '@/components/ui/smart-link';
import { paths } from '@/config/paths';
import { getPosts } from '@/features/articles/api/get-posts';
import { getServices } from '@/features/articles/api/get-services';
import { getSupportArticles } from '@/features/articles/api/get-support-articles';
import { ArticleTitleList, NewsBlock } from '@/features/articles/components/article-cards';
import { getBannerImages } from '@/features/banner-images/api/get-banner-images';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { homeSlots, type HomeData } from '@/features/home/home-slots';
import { getOutstandingInnerProducts } from '@/features/inner-products/api/get-outstanding-inner-products';
import { InnerProductCard } from '@/features/inner-products/components/inner-product-cards';
import { getOuterProducts } from '@/features/outer-products/api/get-outer-products';
import { getOuterProductsMaintain } from '@/features/outer-products/api/get-outer-products-maintain';
import { getVideos } from '@/features/videos/api/get-videos';
import { apiOf } from '@/lib/api-client';
import { DEFAULT_DESCRIPTION, SITE_NAME, type MetaHandle } from '@/lib/page-meta';

export const homeLoader = async ({ context }: LoaderFunctionArgs): Promise<HomeData> => {
  const api = apiOf(context);
  const [banners, videos, products, tools, outstanding, news, supports, services] = await Promise.all([
    getBannerImages(api),
    getVideos(api),
    getOuterProducts(api),
    getOuterProductsMaintain(api),
    getOutstandingInnerProducts(api),
    getPosts(api),
    getSupportArticles(api),
    getServices(api),
  ]);
  return { banners, videos, products, tools, outstanding, news, supports, services };
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

const BRANDS = [
  { name: 'FAG', note: 'Schaeffler', className: 'brand--fag' },
  { name: 'INA', note: 'Schaeffler', className: 'brand--ina' },
  { name: 'LUK', note: 'Schaeffler', className: 'brand--luk' },
  { name: 'NMB', note: 'Minebea', className: 'brand--nmb' },
  { name: 'Bechem', note: 'Lubrication', className: 'brand--bechem' },
];

const BANNER_AUTOPLAY_MS = 5000;
const BRAND_AUTOPLAY_MS = 3000;

export const HomePage = () => {
  const data = useLoaderData<typeof homeLoader>();
  const { value } = useConfiguration();
  const phone = value(CONFIG_KEY.PHONE);

  const { productTiles, serviceTiles, news, support, videos, productItems, toolItems } = homeSlots(data, value);

  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <p className="hero__eyebrow">Nhà phân phối ủy quyền từ tháng 8/2011</p>
          <h1>Vòng bi chính hãng, bôi trơn đúng chuẩn, bảo trì tận nơi</h1>
          <p className="hero__lead">
            FAG, INA, LUK, NMB và mỡ bôi trơn Bechem cho nhà máy Việt Nam — cùng đội ngũ kỹ sư đo rung, căn chỉnh trục
            và lắp đặt vòng bi.
          </p>
          <div className="hero__actions">
            <Link className="button button--accent button--large" to={paths.contact}>
              Nhận tư vấn miễn phí
            </Link>
            {phone && (
              <a className="hero__phone" href={`tel:${phone.replace(/\s+/g, '')}`}>
                Hotline: {phone}
              </a>
            )}
          </div>
        </div>
      </section>

      <section className="brands" aria-labelledby="brands-heading">
        <div className="container">
          <h2 id="brands-heading" className="visually-hidden">
            Thương hiệu phân phối
          </h2>
          <Carousel
            label="Thương hiệu phân phối"
            slideClassName="carousel__slide--brand"
            align="start"
            loop
            autoplayMs={BRAND_AUTOPLAY_MS}
          >
            {BRANDS.map((brand) => (
              <div className={`brand ${brand.className}`} key={brand.name}>
                <strong>{brand.name}</strong>
                <small>{brand.note}</small>
              </div>
            ))}
          </Carousel>
        </div>
      </section>

      <section className="container home-section" aria-labelledby="tiles-heading">
        <h2 id="tiles-heading" className="section-title">
          Sản phẩm &amp; dịch vụ
        </h2>
        <div className="tile-grid">
          {[...productTiles, ...serviceTiles].map((tile, index) => (
            <article className={`tile ${index >= productTiles.length ? 'tile--service' : ''}`} key={tile.title}>
              <SiteImage
                className="tile__image"
                src={tile.imageUrl}
                alt=""
                width={480}
                height={270}
                sizes={IMAGE_SIZES.tile}
              />
              <div className="tile__body">
                <h3>
                  <SmartLink href={tile.href} className="tile__link">
                    {tile.title}
                  </SmartLink>
                </h3>
                <Link className="button button--ghost tile__contact" to={paths.contact}>
                  Liên hệ
                </Link>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section className="about-block" aria-labelledby="about-heading">
        <div className="container about-block__inner">
          <div>
            <h2 id="about-heading">Về Vòng bi Việt</h2>
            <p>
              Thành lập tháng 8 năm 2011, Công ty TNHH Kỹ thuật Vòng bi Việt là nhà phân phối ủy quyền của Schaeffler
              (FAG, INA, LUK), NMB và mỡ bôi trơn Bechem, phục vụ các nhà máy xi măng, thép, giấy, thực phẩm và năng
              lượng trên cả nước.
            </p>
            <Link className="button button--primary" to={paths.aboutUs}>
              Tìm hiểu thêm
            </Link>
          </div>
          <ul className="about-block__facts">
            <li>
              <strong>2011</strong> năm thành lập
            </li>
            <li>
              <strong>5</strong> thương hiệu chính hãng
            </li>
            <li>
              <strong>24/7</strong> hỗ trợ kỹ thuật
            </li>
          </ul>
        </div>
      </section>

      <section className="container home-section" aria-label="Hình ảnh nổi bật">
        {data.banners.length === 0 ? (
          <EmptyState>Chưa có banner.</EmptyState>
        ) : (
          <Carousel label="Hình ảnh nổi bật" className="banner-carousel" loop autoplayMs={BANNER_AUTOPLAY_MS}>
            {data.banners.map((banner, index) => (
              <SiteImage
                key={banner.id}
                className="banner-carousel__image"
                src={banner.image?.urlPath}
                alt={`Banner ${index + 1}`}
                width={1440}
                height={400}
                sizes={IMAGE_SIZES.banner}
              />
            ))}
          </Carousel>
        )}
      </section>

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

      <section className="container home-section" aria-labelledby="video-heading">
        <h2 id="video-heading" className="section-title">
          Video
        </h2>
        {videos.length === 0 ? (
          <EmptyState>Chưa có video nào.</EmptyState>
        ) : (
          <div className="card-grid card-grid--four">
            {videos.map((video, index) => (
              <LinkCard
                key={`${video.id}-${index}`}
                to={paths.video(video.uniqueYoutubeId)}
                title={video.headerText}
                imageUrl={video.image?.urlPath}
                shape="wide"
              />
            ))}
          </div>
        )}
      </section>

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
