import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { IMAGE_SIZES, type ImageSizes } from './image-sizes';
import { SiteImage } from './site-image';

interface LinkCardProps {
  to: string;
  title: string;
  imageUrl: string | null | undefined;
  /** Plain text under the title, clamped to a few lines by CSS. */
  text?: string;
  meta?: string;
  /** Image box: square for products, 16:9 for articles and videos. */
  shape?: 'square' | 'wide';
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
  eager?: boolean;
  /** How wide the image is shown, when the listing is not the usual grid of its shape. */
  sizes?: ImageSizes;
  /** Controls under the card's text (a product's "+ Báo giá"), above the card-wide link. */
  children?: ReactNode;
}

/**
 * How many of a list's cards load their picture at once: the first, the one a phone shows first. Every other
 * picture would share a phone's bandwidth with it (a search's first five and a big category's first four put the
 * largest paint at 1.35 and 1.43 × a page of that one picture); the rest of a wide screen's first row gets its
 * address from boot at once, every other once the page has painted.
 */
export const EAGER_CARDS = 1;

/** A product, category or article as a card: the whole card is one link, its title the link's name. */
export const LinkCard = ({
  to,
  title,
  imageUrl,
  text,
  meta,
  shape = 'square',
  headingLevel: Heading = 'h3',
  priority,
  eager,
  sizes,
  children,
}: LinkCardProps) => (
  <article className={`card card--${shape}`}>
    <SiteImage
      className="card__image"
      src={imageUrl}
      alt=""
      width={shape === 'square' ? 400 : 480}
      height={shape === 'square' ? 400 : 270}
      sizes={sizes ?? (shape === 'square' ? IMAGE_SIZES.card : IMAGE_SIZES.wideCard)}
      priority={priority}
      eager={eager}
    />
    <div className="card__body">
      {meta && <p className="card__meta">{meta}</p>}
      <Heading className="card__title">
        <Link to={to} className="card__link">
          {title}
        </Link>
      </Heading>
      {text && <p className="card__text">{text}</p>}
    </div>
    {children && <div className="card__actions">{children}</div>}
  </article>
);

export const EmptyState = ({ children }: { children: string }) => <p className="empty-state">{children}</p>;
