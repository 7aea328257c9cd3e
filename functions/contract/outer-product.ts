import * as z from './zod';
import { idField, pathField, requiredText, typeCodeField, updatedAtField, type VersionedRecord } from './fields';
import type { EmbeddedImage } from './file';
import type { CategoryProduct, InnerProductSummary } from './inner-product';
import { PRODUCT_TYPE } from './site-addresses';

const PRODUCT_TYPES = [PRODUCT_TYPE.product, PRODUCT_TYPE.maintenanceTool] as const;

export const outerProductInput = z.object({
  name: requiredText(200),
  namePath: pathField,
  summaryDetail: requiredText(5000),
  productType: typeCodeField(PRODUCT_TYPES, PRODUCT_TYPE.product),
  imageId: idField,
});
export type OuterProductInput = z.output<typeof outerProductInput>;

export const outerProductUpdateInput = outerProductInput.extend({ updatedAt: updatedAtField });
export type OuterProductUpdateInput = z.output<typeof outerProductUpdateInput>;

export interface OuterProductRecord extends OuterProductInput, VersionedRecord {}

export interface OuterProduct extends OuterProductRecord {
  image: EmbeddedImage | null;
}

export interface OuterProductWithChildren extends OuterProduct {
  innerProducts: InnerProductSummary[];
}

/**
 * How many of a category's products the listed answers carry (GetListedOuterProducts and its maintenance twin):
 * the home page's carousels show the catalogue's first 12, /products each category's first 10.
 */
export const LISTED_PRODUCTS_PER_CATEGORY = 12;

/**
 * How many categories, the first, the listed answers carry products for: /products shows them as sections of
 * cards and every other category as a link with its count, so neither the answer nor the page grows with the
 * number of categories (200 categories of cards were 1,830 cards, 1.6 MB of HTML, a second of a phone's time).
 */
export const LISTED_CATEGORIES_WITH_PRODUCTS = 12;

/** A category as the listed answers give it: its first products by name, and how many it has in all. */
export interface ListedOuterProduct extends OuterProductWithChildren {
  productCount: number;
}

/**
 * The categories with their first products: an answer of bounded size whatever the catalogue holds, where
 * GetOuterProducts carries every product of the catalogue (megabytes at 10,000 products). The categories after
 * the first LISTED_CATEGORIES_WITH_PRODUCTS carry none, unless the ones before hold too few to fill the home
 * page's carousel, which takes the first products in the categories' order.
 */
export const listedOuterProducts = (categories: readonly OuterProductWithChildren[]): ListedOuterProduct[] => {
  let carried = 0;
  return categories.map((category, index) => {
    const carries = index < LISTED_CATEGORIES_WITH_PRODUCTS || carried < LISTED_PRODUCTS_PER_CATEGORY;
    const innerProducts = carries ? category.innerProducts.slice(0, LISTED_PRODUCTS_PER_CATEGORY) : [];
    carried += innerProducts.length;
    return { ...category, innerProducts, productCount: category.innerProducts.length };
  });
};

/** One category as its page reads it (GetByPath, /{id}): its products in designation order, with their facts. */
export interface CategoryWithProducts extends OuterProduct {
  innerProducts: CategoryProduct[];
}
