import { BrandMark } from './brand-mark';

interface SiteImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The page's largest image: fetched at once and early, never lazily. */
  priority?: boolean;
  /** Above the fold on a listing (its first row): not lazy, but without jumping the queue. */
  eager?: boolean;
}

/**
 * Every public image: width and height always set (no layout shift), lazy unless it is the page's main
 * image. A missing image becomes a drawn placeholder of the same size, so a card never looks broken.
 */
export const SiteImage = ({ src, alt, width, height, className, priority = false, eager = false }: SiteImageProps) => {
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
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
};
