import { Link } from 'react-router-dom';
import { EAGER_CARDS, EmptyState, LinkCard } from '@/components/ui/link-card';
import { paths } from '@/config/paths';
import type { CategoryLink, ProductsOverview } from '../product-lists';

/** The categories after the sections: each a link to its page, with how many products it has. */
const CategoryLinks = ({ links }: { links: CategoryLink[] }) => (
  <section className="category-section" aria-labelledby="other-categories">
    <h2 id="other-categories" className="section-title">
      Các danh mục khác
    </h2>
    <ul className="category-links">
      {links.map((category) => (
        <li key={category.id}>
          <Link to={paths.outerProduct(category.namePath)}>
            <span className="category-links__name">{category.name}</span>
            <span className="category-links__count">{category.productCount} sản phẩm</span>
          </Link>
        </li>
      ))}
    </ul>
  </section>
);

/** The first categories with their first products, then the others as links: /products and /products-maintain. */
export const CategorySections = ({ overview: { sections, links } }: { overview: ProductsOverview }) => {
  // How many cards come before each category's, so the page's first cards load at once even after an empty one.
  const cardsBefore = sections.map((_, index) =>
    sections.slice(0, index).reduce((count, category) => count + category.innerProducts.length, 0),
  );
  return sections.length === 0 ? (
    <EmptyState>Chưa có danh mục sản phẩm nào.</EmptyState>
  ) : (
    <>
      {sections.map((category, categoryIndex) => (
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
      {links.length > 0 && <CategoryLinks links={links} />}
    </>
  );
};
