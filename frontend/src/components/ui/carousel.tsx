import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Embla } from './carousel-engine';

// The site's one carousel (embla) with the specification's defaults: drag threshold 10, duration 25,
// centred. Slides are plain list items, so without JavaScript (or before hydration) they still read as a
// scrollable list.

// Embla (9 KB gzip) is fetched by the first carousel in the page, so the pages without one never load it.
const CarouselEngine = lazy(() => import('./carousel-engine'));

export const CAROUSEL_OPTIONS = { dragThreshold: 10, duration: 25, align: 'center' } as const;

type Direction = 'previous' | 'next';

const scroll = (embla: Embla, direction: Direction) =>
  direction === 'previous' ? embla.scrollPrev() : embla.scrollNext();

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
  // The viewport is known once the carousel is in the page, after hydration: the engine is not rendered on
  // the server nor in the hydrating render, so the published markup is what React finds.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<Embla>();
  // An arrow pressed before embla runs (a press boot replays as the app starts) moves the carousel once it does.
  const pendingMove = useRef<Direction>(undefined);
  // The arrows read embla's position while rendering; its events only ask for a new render.
  const [, setPosition] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const update = () => setPosition(embla.selectedScrollSnap());
    embla.on('select', update).on('reInit', update);
    if (pendingMove.current) scroll(embla, pendingMove.current);
    pendingMove.current = undefined;
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  const move = (direction: Direction) => {
    if (embla) scroll(embla, direction);
    else pendingMove.current = direction;
  };
  const canPrevious = embla ? embla.canScrollPrev() : true;
  const canNext = embla ? embla.canScrollNext() : true;

  const arrows = (
    <>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--previous"
        aria-label="Trước"
        disabled={!canPrevious}
        onClick={() => move('previous')}
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
        onClick={() => move('next')}
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
      {viewport && (
        <Suspense fallback={null}>
          <CarouselEngine
            viewport={viewport}
            options={{ ...CAROUSEL_OPTIONS, align, loop, containScroll: loop ? false : 'trimSnaps' }}
            autoplayMs={autoplayMs}
            onReady={setEmbla}
          />
        </Suspense>
      )}
      <div className="carousel__viewport" ref={setViewport}>
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
