import { Link } from 'react-router-dom';
import { EmptyState, LinkCard } from '@/components/ui/link-card';
import { paths } from '@/config/paths';
import type { ListedCategory } from '../product-lists';

/**
 * The cards that load at once: a phone's first row (two to a row), whichever categories hold them. Every other
 * picture would share a phone's bandwidth with the page's largest; the rest of a wide screen's first row gets its
 * address once these have painted.
 */
const EAGER_CARDS = 1;

/** Every category with its first products, as /products and /products-maintain list them. */
export const CategorySections = ({ categories }: { categories: ListedCategory[] }) => {
  // How many cards come before each category's, so the page's first cards load at once even after an empty one.
  const cardsBefore = categories.map((_, index) =>
    categories.slice(0, index).reduce((count, category) => count + category.innerProducts.length, 0),
  );
  return categories.length === 0 ? (
    <EmptyState>Chưa có danh mục sản phẩm nào.</EmptyState>
  ) : (
    <>
      {categories.map((category, categoryIndex) => (
        <section className="category-section" key={category.id} aria-labelledby={`category-${category.id}`}>
          <header className="section-heading">
            <h2 id={`category-${category.id}`}>
              <Link to={paths.outerProduct(category.namePath)}>{category.name}</Link>
            </h2>
            <Link className="section-heading__more" to={paths.outerProduct(category.namePath)}>
              {category.productCount > category.innerProducts.length
                ? `Xem tất cả ${category.productCount} sản phẩm`
                : 'Xem tất cả'}
            </Link>
          </header>
          <p className="category-section__summary">{category.summaryDetail}</p>
          {category.innerProducts.length === 0 ? (
            <EmptyState>Danh mục đang được cập nhật sản phẩm.</EmptyState>
          ) : (
            <div className="card-grid">
              {category.innerProducts.map((product, index) => (
                <LinkCard
                  key={product.id}
                  to={paths.innerProduct(category.namePath, product.namePath)}
                  title={product.name}
                  imageUrl={product.image?.urlPath}
                  text={product.shortDescription}
                  eager={cardsBefore[categoryIndex]! + index < EAGER_CARDS}
                />
              ))}
            </div>
          )}
        </section>
      ))}
    </>
  );
};
