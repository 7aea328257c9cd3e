import { imageSources } from '@vongbi/functions/contract/image-variants';
import { useHydrated } from '@/lib/hydration';
import { BrandMark } from './brand-mark';
import type { ImageSizes } from './image-sizes';

interface SiteImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** How wide the image is shown (a value of IMAGE_SIZES), so the browser fetches the variant that fills it. */
  sizes: ImageSizes;
  className?: string;
  /** The page's largest image: fetched at once and early, never lazily. */
  priority?: boolean;
  /** Above the fold on a listing (its first row): not lazy, but without jumping the queue. */
  eager?: boolean;
}

/**
 * Every public image: width and height always set (no layout shift), lazy unless it is the page's main
 * image, and an uploaded one from its WebP variants at the size it is shown (`srcset` and `sizes`). A missing
 * image becomes a drawn placeholder of the same size, so a card never looks broken.
 *
 * A lazy image is below the fold or in a carousel's hidden slides, yet the browser fetches it as soon as it
 * is near the window, while the page's largest image is still on its way. In a published page it is
 * therefore an image without an address, a box of its size, whose sources wait in `data-src` and
 * `data-srcset`: the page's inline script (src/boot.ts) gives them to it once the largest image has painted,
 * whether the app runs by then or not. Hydration does not compare attributes, so the app takes the image over
 * as it is and writes the same sources.
 */
export const SiteImage = ({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  priority = false,
  eager = false,
}: SiteImageProps) => {
  const hydrated = useHydrated();
  const lazy = !priority && !eager;
  if (src && lazy && !hydrated) {
    const sources = imageSources(src);
    return (
      <img
        className={`image-pending ${className ?? ''}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        data-src={sources.src}
        data-srcset={sources.srcSet}
        sizes={sources.srcSet ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    );
  }
  if (!src) {
    return (
      <span
        className={`image-placeholder ${className ?? ''}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        role="img"
        aria-label={alt || 'Chưa có ảnh'}
      >
        <BrandMark size={48} />
      </span>
    );
  }
  const sources = imageSources(src);
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
};
