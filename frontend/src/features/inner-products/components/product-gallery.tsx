import useEmblaCarousel from 'embla-carousel-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CAROUSEL_OPTIONS } from '@/components/ui/carousel';
import type { GallerySlide } from '@/components/ui/lightbox';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { SiteImage } from '@/components/ui/site-image';

// A product's pictures: the main image (487x468) in a carousel with arrows and up to 5 thumbnails; a click
// opens the fullscreen lightbox, a separate chunk fetched only then.

const GalleryLightbox = lazy(() =>
  import('@/components/ui/lightbox').then((module) => ({ default: module.GalleryLightbox })),
);

const MAX_THUMBNAILS = 5;

export interface GalleryImage {
  id: number;
  urlPath: string;
}

export const ProductGallery = ({
  name,
  images,
  videoIds,
}: {
  name: string;
  images: GalleryImage[];
  videoIds: string[];
}) => {
  const [viewportRef, embla] = useEmblaCarousel({ ...CAROUSEL_OPTIONS });
  const [selected, setSelected] = useState(0);
  // Until the carousel runs (after hydration) only the first image loads: the others are off screen, and
  // fetched with it they would share the phone's bandwidth with the page's largest image.
  const carouselReady = embla !== undefined;
  const [lightboxIndex, setLightboxIndex] = useState<number>();

  const onSelect = useCallback(() => {
    if (embla) setSelected(embla.selectedScrollSnap());
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onSelect]);

  const slides: GallerySlide[] = [
    ...images.map((image, index) => ({
      type: 'image' as const,
      src: image.urlPath,
      alt: `${name} — ảnh ${index + 1}`,
    })),
    ...videoIds.map((youtubeId, index) => ({
      type: 'youtube' as const,
      youtubeId,
      title: `${name} — video ${index + 1}`,
    })),
  ];

  if (images.length === 0) {
    return (
      <div className="product-gallery">
        <SiteImage
          src={undefined}
          alt={`${name} — chưa có ảnh`}
          width={487}
          height={468}
          sizes={IMAGE_SIZES.productDetail}
        />
      </div>
    );
  }

  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        <div className="product-gallery__viewport" ref={viewportRef}>
          <ul className="product-gallery__track">
            {images.map((image, index) => (
              <li className="product-gallery__slide" key={image.id}>
                <button
                  type="button"
                  className="product-gallery__open"
                  aria-label={`Phóng to ảnh ${index + 1} của ${name}`}
                  onClick={() => setLightboxIndex(index)}
                >
                  <SiteImage
                    src={index === 0 || carouselReady ? image.urlPath : undefined}
                    alt={`${name} — ảnh ${index + 1}`}
                    width={487}
                    height={468}
                    sizes={IMAGE_SIZES.productDetail}
                    priority={index === 0}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
        {images.length > 1 && (
          <>
            <button
              type="button"
              className="carousel__arrow carousel__arrow--previous"
              aria-label="Ảnh trước"
              onClick={() => embla?.scrollPrev()}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
              </svg>
            </button>
            <button
              type="button"
              className="carousel__arrow carousel__arrow--next"
              aria-label="Ảnh tiếp"
              onClick={() => embla?.scrollNext()}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
              </svg>
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label="Ảnh nhỏ">
          {images.slice(0, MAX_THUMBNAILS).map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={`product-gallery__thumb ${selected === index ? 'is-selected' : ''}`}
                aria-label={`Xem ảnh ${index + 1}`}
                aria-current={selected === index}
                onClick={() => embla?.scrollTo(index)}
              >
                <SiteImage
                  src={carouselReady ? image.urlPath : undefined}
                  alt=""
                  width={88}
                  height={84}
                  sizes={IMAGE_SIZES.thumbnail}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {lightboxIndex !== undefined && (
        <Suspense fallback={null}>
          <GalleryLightbox slides={slides} index={lightboxIndex} onClose={() => setLightboxIndex(undefined)} />
        </Suspense>
      )}
    </div>
  );
};
