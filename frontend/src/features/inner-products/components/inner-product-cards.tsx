import type { InnerProductSummary } from '@vongbi/functions/contract';
import type { ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { EmptyState, LinkCard } from '@/components/ui/link-card';
import { paths } from '@/config/paths';
import { toColumns } from '@/lib/site-format';

export type ProductCardData = Pick<InnerProductSummary, 'id' | 'name' | 'namePath' | 'image'> & {
  shortDescription?: string;
  outerProductName: string;
};

/** What a listing puts under each card's text (the route composes it: "+ Báo giá"). */
export type CardAction = (product: ProductCardData) => ReactNode;

/** Cards of a listing's first row load at once: one of them is the page's largest image. */
export const FIRST_ROW = 5;
/**
 * In a category's carousel of 2-row columns, only the first column: it holds the largest image on a phone,
 * and the columns beside it (on screen on a wide one) load as they are laid out.
 */
const FIRST_COLUMNS = 1;

export const InnerProductCard = ({
  product,
  eager,
  action,
}: {
  product: ProductCardData;
  eager?: boolean;
  action?: CardAction;
}) => (
  <LinkCard
    to={paths.innerProduct(product.outerProductName, product.namePath)}
    title={product.name}
    imageUrl={product.image?.urlPath}
    text={product.shortDescription}
    eager={eager}
  >
    {action?.(product)}
  </LinkCard>
);

/** `eager`: the grid is a listing's first content; below other content (a product's related products) it loads lazily. */
export const InnerProductGrid = ({
  products,
  eager = true,
  action,
}: {
  products: ProductCardData[];
  eager?: boolean;
  action?: CardAction;
}) =>
  products.length === 0 ? (
    <EmptyState>Chưa có sản phẩm nào.</EmptyState>
  ) : (
    <div className="card-grid">
      {products.map((product, index) => (
        <InnerProductCard key={product.id} product={product} eager={eager && index < FIRST_ROW} action={action} />
      ))}
    </div>
  );

/**
 * A category's products: more than 4 become a carousel of 2-row columns whose items are 1/5 wide; up to 4
 * stay one row in a carousel (the specification's rule).
 */
export const InnerProductCarousel = ({
  label,
  products,
  action,
}: {
  label: string;
  products: ProductCardData[];
  action?: CardAction;
}) => {
  if (products.length === 0) return <EmptyState>Chưa có sản phẩm nào.</EmptyState>;
  if (products.length > 4) {
    return (
      <Carousel label={label} slideClassName="carousel__slide--fifth" align="start">
        {toColumns(products, 2).map((column, columnIndex) => (
          <div className="product-column" key={column.map((product) => product.id).join('-')}>
            {column.map((product) => (
              <InnerProductCard
                key={product.id}
                product={product}
                eager={columnIndex < FIRST_COLUMNS}
                action={action}
              />
            ))}
          </div>
        ))}
      </Carousel>
    );
  }
  return (
    <Carousel label={label} slideClassName="carousel__slide--quarter" align="start">
      {products.map((product) => (
        <InnerProductCard key={product.id} product={product} eager action={action} />
      ))}
    </Carousel>
  );
};
