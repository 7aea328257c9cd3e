import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState, type ReactNode } from 'react';

// The site's one carousel (embla) with the specification's defaults: drag threshold 10, duration 25,
// centred. Slides are plain list items, so without JavaScript (or before hydration) they still read as a
// scrollable list.

export const CAROUSEL_OPTIONS = { dragThreshold: 10, duration: 25, align: 'center' } as const;

interface CarouselProps {
  label: string;
  children: ReactNode[];
  /** Width of one slide, as CSS (e.g. '20%' for the category grid's 1/5 items). */
  slideClassName?: string;
  className?: string;
  align?: 'center' | 'start';
  loop?: boolean;
  autoplayMs?: number;
  /**
   * Puts the arrows in a bar above the slides, after this content (a count), instead of over the slides' edges:
   * over a listing of cards, arrows at its sides cover them. The bar keeps its place whether or not the slides
   * scroll, so nothing moves when the app learns that they do not.
   */
  bar?: ReactNode;
}

export const Carousel = ({
  label,
  children,
  slideClassName,
  className,
  align = CAROUSEL_OPTIONS.align,
  loop = false,
  autoplayMs,
  bar,
}: CarouselProps) => {
  const [viewportRef, embla] = useEmblaCarousel(
    { ...CAROUSEL_OPTIONS, align, loop, containScroll: loop ? false : 'trimSnaps' },
    // Autoplay keeps going after a swipe: its default stops for good on the first interaction.
    autoplayMs ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })] : [],
  );
  // The arrows read embla's position while rendering; its events only ask for a new render.
  const [, setPosition] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const update = () => setPosition(embla.selectedScrollSnap());
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  const canPrevious = embla ? embla.canScrollPrev() : true;
  const canNext = embla ? embla.canScrollNext() : true;

  const arrows = (
    <>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--previous"
        aria-label="Trước"
        disabled={!canPrevious}
        onClick={() => embla?.scrollPrev()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--next"
        aria-label="Tiếp"
        disabled={!canNext}
        onClick={() => embla?.scrollNext()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
    </>
  );
  const scrolls = children.length > 1 && (canPrevious || canNext);

  return (
    <div
      className={`carousel ${bar === undefined ? '' : 'carousel--bar'} ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {bar !== undefined && (
        <div className="carousel__bar">
          {bar}
          <div className={`carousel__controls ${scrolls ? '' : 'carousel__controls--idle'}`}>{arrows}</div>
        </div>
      )}
      <div className="carousel__viewport" ref={viewportRef}>
        <ul className="carousel__track">
          {children.map((child, index) => (
            <li
              className={`carousel__slide ${slideClassName ?? ''}`}
              key={index}
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${children.length}`}
            >
              {child}
            </li>
          ))}
        </ul>
      </div>
      {bar === undefined && scrolls && arrows}
    </div>
  );
};
