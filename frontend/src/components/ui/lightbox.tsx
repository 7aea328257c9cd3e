import { hasImageVariants, imageVariantUrl } from '@vongbi/functions/contract/image-variants';
import Lightbox, { isImageSlide, type Slide } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { YoutubeVideo } from './youtube-video';

// The fullscreen gallery of a product, loaded only when a visitor opens it (its own chunk). Timings and
// sizes are the specification's (section 9). A slide shows the full original upload (zoom goes to its real
// pixels); the thumbnail strip under it shows the smallest WebP variant instead. Product videos are YouTube ids, so they play as embedded
// slides (the same facade as on the page) rather than through the Video plugin, which wants file sources.

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    youtube: { type: 'youtube'; youtubeId: string; title: string };
  }
}

export type GallerySlide =
  { type: 'image'; src: string; alt: string } | { type: 'youtube'; youtubeId: string; title: string };

export const LIGHTBOX_SETTINGS = {
  thumbnails: { width: 120, height: 80, showToggle: true },
  zoom: {
    zoomInMultiplier: 2,
    maxZoomPixelRatio: 1,
    doubleTapDelay: 300,
    doubleClickDelay: 500,
    keyboardMoveDistance: 50,
  },
  animation: { zoom: 500, fade: 250, swipe: 500 },
  carousel: { preload: 2 },
  slideshow: { delay: 3000 },
} as const;

interface GalleryLightboxProps {
  slides: GallerySlide[];
  index: number;
  onClose(): void;
}

export const GalleryLightbox = ({ slides, index, onClose }: GalleryLightboxProps) => (
  <Lightbox
    open
    close={onClose}
    index={index}
    slides={slides.map((slide): Slide => (slide.type === 'image' ? { src: slide.src, alt: slide.alt } : slide))}
    plugins={[Thumbnails, Zoom, Slideshow, Fullscreen, Counter]}
    thumbnails={LIGHTBOX_SETTINGS.thumbnails}
    zoom={LIGHTBOX_SETTINGS.zoom}
    animation={LIGHTBOX_SETTINGS.animation}
    carousel={LIGHTBOX_SETTINGS.carousel}
    slideshow={LIGHTBOX_SETTINGS.slideshow}
    labels={{
      Previous: 'Ảnh trước',
      Next: 'Ảnh tiếp',
      Close: 'Đóng',
      'Zoom in': 'Phóng to',
      'Zoom out': 'Thu nhỏ',
      Play: 'Trình chiếu',
      Pause: 'Dừng trình chiếu',
      'Enter Fullscreen': 'Toàn màn hình',
      'Exit Fullscreen': 'Thoát toàn màn hình',
      'Show thumbnails': 'Hiện ảnh nhỏ',
      'Hide thumbnails': 'Ẩn ảnh nhỏ',
      Lightbox: 'Thư viện ảnh',
      Carousel: 'Ảnh sản phẩm',
      Slide: 'Ảnh',
      'Photo gallery': 'Ảnh và video sản phẩm',
      '{index} of {total}': '{index} / {total}',
    }}
    render={{
      slide: ({ slide }) =>
        // A facade like the page's: the lightbox preloads slides beside the one shown, never YouTube's player.
        slide.type === 'youtube' ? (
          <YoutubeVideo className="lightbox-video" id={slide.youtubeId} title={slide.title} />
        ) : undefined,
      thumbnail: ({ slide }) => {
        if (slide.type === 'youtube') {
          return (
            <span className="lightbox-video-thumb" aria-label={slide.title}>
              ▶
            </span>
          );
        }
        return isImageSlide(slide) && hasImageVariants(slide.src) ? (
          <img className="lightbox-thumb" src={imageVariantUrl(slide.src, 320)} alt={slide.alt ?? ''} />
        ) : undefined;
      },
    }}
  />
);
