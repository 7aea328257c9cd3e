import type { InnerProductSummary } from '@vongbi/functions/contract';
import { Carousel } from '@/components/ui/carousel';
import { EmptyState, LinkCard } from '@/components/ui/link-card';
import { paths } from '@/config/paths';
import { toColumns } from '@/lib/site-format';

type ProductCardData = Pick<InnerProductSummary, 'id' | 'name' | 'namePath' | 'image'> & {
  shortDescription?: string;
  outerProductName: string;
};

export const InnerProductCard = ({ product, priority }: { product: ProductCardData; priority?: boolean }) => (
  <LinkCard
    to={paths.innerProduct(product.outerProductName, product.namePath)}
    title={product.name}
    imageUrl={product.image?.urlPath}
    text={product.shortDescription}
    priority={priority}
  />
);

export const InnerProductGrid = ({ products }: { products: ProductCardData[] }) =>
  products.length === 0 ? (
    <EmptyState>Chưa có sản phẩm nào.</EmptyState>
  ) : (
    <div className="card-grid">
      {products.map((product) => (
        <InnerProductCard key={product.id} product={product} />
      ))}
    </div>
  );

/**
 * A category's products: more than 4 become a carousel of 2-row columns whose items are 1/5 wide; up to 4
 * stay one row in a carousel (the specification's rule).
 */
export const InnerProductCarousel = ({ label, products }: { label: string; products: ProductCardData[] }) => {
  if (products.length === 0) return <EmptyState>Chưa có sản phẩm nào.</EmptyState>;
  if (products.length > 4) {
    return (
      <Carousel label={label} slideClassName="carousel__slide--fifth" align="start">
        {toColumns(products, 2).map((column) => (
          <div className="product-column" key={column.map((product) => product.id).join('-')}>
            {column.map((product) => (
              <InnerProductCard key={product.id} product={product} />
            ))}
          </div>
        ))}
      </Carousel>
    );
  }
  return (
    <Carousel label={label} slideClassName="carousel__slide--quarter" align="start">
      {products.map((product) => (
        <InnerProductCard key={product.id} product={product} />
      ))}
    </Carousel>
  );
};
