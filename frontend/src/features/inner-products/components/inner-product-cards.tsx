import type { CategoryProduct, InnerProductSummary } from '@vongbi/functions/contract';
import type { CSSProperties, ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { IMAGE_SIZES, type ImageSizes } from '@/components/ui/image-sizes';
import { EAGER_CARDS, EmptyState, LinkCard } from '@/components/ui/link-card';
import { paths } from '@/config/paths';
import { formatDimensions, knownDimensions, toColumns } from '@/lib/site-format';

export type ProductCardData = Pick<InnerProductSummary, 'id' | 'name' | 'namePath' | 'image'> &
  Partial<Pick<CategoryProduct, 'brand' | 'boreMm' | 'outerDiameterMm' | 'widthMm'>> & {
    shortDescription?: string;
    outerProductName: string;
  };

/** What a listing puts under each card's text (the route composes it: "+ Báo giá"). */
export type CardAction = (product: ProductCardData) => ReactNode;

/**
 * In a category's carousel of 2-row columns, only the first row of the first two columns: a phone shows them at
 * the top of its screen, and every other picture would share its bandwidth with the page's largest. The others
 * (on screen on a wide one) load as they are laid out.
 */
const FIRST_COLUMNS = 2;

/** A category's card names the brand and the size a buyer picks by: `FAG · 25 × 52 × 15 mm`. */
const cardFacts = (product: ProductCardData): string | undefined => {
  const size = knownDimensions(product);
  // A size is never broken across lines: `100 × 180 ×` over `46 mm` reads as two sizes.
  const facts = [product.brand?.trim(), size && formatDimensions(size).replace(/ /g, '\u00a0')].filter(Boolean);
  return facts.length > 0 ? facts.join(' · ') : undefined;
};

export const InnerProductCard = ({
  product,
  eager,
  action,
  sizes,
}: {
  product: ProductCardData;
  eager?: boolean;
  action?: CardAction;
  sizes?: ImageSizes;
}) => (
  <LinkCard
    to={paths.innerProduct(product.outerProductName, product.namePath)}
    title={product.name}
    imageUrl={product.image?.urlPath}
    text={product.shortDescription}
    meta={cardFacts(product)}
    eager={eager}
    sizes={sizes}
  >
    {action?.(product)}
  </LinkCard>
);

/** `eager`: the grid is a listing's first content; below other content (a product's related products) it loads lazily. */
export const InnerProductGrid = ({
  products,
  eager = true,
  action,
  listing = false,
}: {
  products: ProductCardData[];
  eager?: boolean;
  action?: CardAction;
  /** A category's list: four to a row, three on a tablet, two on a phone, so its 24 a page fill every row. */
  listing?: boolean;
}) =>
  products.length === 0 ? (
    <EmptyState>Chưa có sản phẩm nào.</EmptyState>
  ) : (
    <div className={`card-grid ${listing ? 'card-grid--listing' : ''}`}>
      {products.map((product, index) => (
        <InnerProductCard
          key={product.id}
          product={product}
          eager={eager && index < EAGER_CARDS}
          action={action}
          sizes={listing ? IMAGE_SIZES.listingCard : undefined}
        />
      ))}
    </div>
  );

/** Slides shown side by side at most, by screen (styles/site/carousel.css names the same breakpoints). */
const SLIDES_PER_VIEW = [5, 4, 3, 2] as const;

/**
 * A category's products: more than 4 become a carousel of 2-row columns, up to 4 one row (the specification's
 * rule). The slides share the row: five at most on a wide screen, then four, three and two on a phone, and fewer
 * fill it (three columns of six products take a third each), so no part of the row stays blank and no column
 * is cut off. The arrows sit in a bar above, beside the count, never over a card; where every slide is shown
 * they stay hidden (`fits-N`: N slides or fewer fit), already in the published page.
 */
export const InnerProductCarousel = ({
  label,
  products,
  action,
  count,
}: {
  label: string;
  products: ProductCardData[];
  action?: CardAction;
  /** What the bar above the slides says, beside the arrows (the number of products). */
  count: ReactNode;
}) => {
  if (products.length === 0) return <EmptyState>Chưa có sản phẩm nào.</EmptyState>;
  const columns = products.length > 4 ? toColumns(products, 2) : products.map((product) => [product]);
  const fits = SLIDES_PER_VIEW.filter((perView) => columns.length <= perView).map((perView) => `fits-${perView}`);
  return (
    <div className={['category-carousel', ...fits].join(' ')} style={{ '--slides': columns.length } as CSSProperties}>
      <Carousel label={label} slideClassName="carousel__slide--share" align="start" bar={count}>
        {columns.map((column, columnIndex) => (
          <div className="product-column" key={column.map((product) => product.id).join('-')}>
            {column.map((product, rowIndex) => (
              <InnerProductCard
                key={product.id}
                product={product}
                eager={products.length <= 4 || (columnIndex < FIRST_COLUMNS && rowIndex === 0)}
                action={action}
                sizes={IMAGE_SIZES.categoryCarousel}
              />
            ))}
          </div>
        ))}
      </Carousel>
    </div>
  );
};
