import { LISTED_CATEGORIES_WITH_PRODUCTS, type ListedOuterProduct } from '@vongbi/functions/contract';

// What /products and /products-maintain show of the categories. A pure function, so a unit test pins it down.

/** The cards a category shows on /products: two rows of a wide screen; its own page lists the rest. */
export const LISTED_PER_CATEGORY = 10;

/** A category as /products shows it in a section: its first cards, and how many products it has in all. */
export type ListedCategory = ListedOuterProduct;

/** A category /products only links: its name, its page and how many products it has. */
export type CategoryLink = Pick<ListedOuterProduct, 'id' | 'name' | 'namePath' | 'productCount'>;

export interface ProductsOverview {
  sections: ListedCategory[];
  /** The categories after the sections, as links: empty unless the catalogue has more than the sections. */
  links: CategoryLink[];
}

/**
 * What /products and /products-maintain keep of the listed categories (the API answers a few more products, for
 * the home page's carousels): the first categories as sections of their first cards, each linking its page, which
 * lists them all, and every other category as a link, so the page keeps its size with thousands of products in
 * hundreds of categories (6.2 MB of HTML with every card, 1.6 MB with ten of each of 200 categories).
 */
export const productsOverview = (categories: readonly ListedOuterProduct[]): ProductsOverview => ({
  sections: categories
    .slice(0, LISTED_CATEGORIES_WITH_PRODUCTS)
    .map((category) => ({ ...category, innerProducts: category.innerProducts.slice(0, LISTED_PER_CATEGORY) })),
  links: categories
    .slice(LISTED_CATEGORIES_WITH_PRODUCTS)
    .map(({ id, name, namePath, productCount }) => ({ id, name, namePath, productCount })),
});
