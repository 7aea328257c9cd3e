import type { InnerProductSummary, OuterProductWithChildren } from '@vongbi/functions/contract';

// What /products and /products-maintain show of each category. A pure function, so a unit test pins it down.

/** The cards a category shows on /products: two rows of a wide screen; its own page lists the rest. */
export const LISTED_PER_CATEGORY = 10;

/** A category as /products shows it: its first cards, and how many products it has in all. */
export interface ListedCategory extends Omit<OuterProductWithChildren, 'innerProducts'> {
  innerProducts: InnerProductSummary[];
  productCount: number;
}

/**
 * What /products and /products-maintain keep of each category: with thousands of products every card would make
 * a page of megabytes (6.2 MB of HTML at 10,000 products), so each category shows its first cards and links to
 * its own page, which lists them all.
 */
export const listedCategories = (categories: readonly OuterProductWithChildren[]): ListedCategory[] =>
  categories.map(({ innerProducts, ...category }) => ({
    ...category,
    innerProducts: innerProducts.slice(0, LISTED_PER_CATEGORY),
    productCount: innerProducts.length,
  }));
