import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type Embla = NonNullable<UseEmblaCarouselType[1]>;
type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

interface CarouselEngineProps {
  viewport: HTMLElement;
  options: EmblaOptions;
  autoplayMs?: number;
  onReady: (embla: Embla | undefined) => void;
}

/**
 * Embla on a carousel's viewport, a chunk of its own (carousel.tsx): it renders nothing, and the carousel's
 * markup is the same before and after it runs.
 */
const CarouselEngine = ({ viewport, options, autoplayMs, onReady }: CarouselEngineProps) => {
  const [viewportRef, embla] = useEmblaCarousel(
    options,
    // Autoplay keeps going after a swipe: its default stops for good on the first interaction.
    autoplayMs ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })] : [],
  );
  useEffect(() => viewportRef(viewport), [viewportRef, viewport]);
  useEffect(() => onReady(embla), [onReady, embla]);
  return null;
};

export default CarouselEngine;
