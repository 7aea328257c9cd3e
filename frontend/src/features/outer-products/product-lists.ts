import type { ListedOuterProduct } from '@vongbi/functions/contract';

// What /products and /products-maintain show of each category. A pure function, so a unit test pins it down.

/** The cards a category shows on /products: two rows of a wide screen; its own page lists the rest. */
export const LISTED_PER_CATEGORY = 10;

/** A category as /products shows it: its first cards, and how many products it has in all. */
export type ListedCategory = ListedOuterProduct;

/**
 * What /products and /products-maintain keep of each listed category (the API answers a few more, for the home
 * page's carousels): with thousands of products every card would make a page of megabytes (6.2 MB of HTML at
 * 10,000 products), so each category shows its first cards and links to its own page, which lists them all.
 */
export const listedCategories = (categories: readonly ListedOuterProduct[]): ListedCategory[] =>
  categories.map((category) => ({ ...category, innerProducts: category.innerProducts.slice(0, LISTED_PER_CATEGORY) }));
