import type { BannerImage, Video } from '@vongbi/functions/contract';
import { Carousel } from '@/components/ui/carousel';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { EmptyState, LinkCard } from '@/components/ui/link-card';
import { SiteImage } from '@/components/ui/site-image';
import { paths } from '@/config/paths';

const BANNER_AUTOPLAY_MS = 5000;

/** The banners staff upload, turning by themselves. */
export const BannerCarousel = ({ banners }: { banners: BannerImage[] }) => (
  <section className="container home-section" aria-label="Hình ảnh nổi bật">
    {banners.length === 0 ? (
      <EmptyState>Chưa có banner.</EmptyState>
    ) : (
      <Carousel label="Hình ảnh nổi bật" className="banner-carousel" loop autoplayMs={BANNER_AUTOPLAY_MS}>
        {banners.map((banner, index) => (
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
);

/** The videos of the home page's slots, each leading to its page. */
export const HomeVideos = ({ videos }: { videos: Video[] }) => (
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
);
