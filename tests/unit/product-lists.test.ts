import {
  LISTED_PRODUCTS_PER_CATEGORY,
  listedOuterProducts,
  type OuterProductWithChildren,
} from '@vongbi/functions/contract';
import { describe, expect, it } from 'vitest';
import { LISTED_PER_CATEGORY, listedCategories } from '../../frontend/src/features/outer-products/product-lists';

const category = (id: number, products: number): OuterProductWithChildren =>
  ({
    id,
    name: `Danh mục ${id}`,
    namePath: `danh-muc-${id}`,
    innerProducts: Array.from({ length: products }, (_, index) => ({ id: id * 1000 + index, name: `SP ${index}` })),
  }) as unknown as OuterProductWithChildren;

describe('the listed answer (GetListedOuterProducts)', () => {
  it('keeps the first products of a long category in their order, enough for /products, with how many it has', () => {
    const [long] = listedOuterProducts([category(1, 500)]);

    expect(long!.innerProducts.map((product) => product.id)).toEqual(
      Array.from({ length: LISTED_PRODUCTS_PER_CATEGORY }, (_, index) => 1000 + index),
    );
    expect(LISTED_PRODUCTS_PER_CATEGORY).toBeGreaterThanOrEqual(LISTED_PER_CATEGORY);
    expect(long!.productCount).toBe(500);
  });
});

describe('what /products keeps of each category', () => {
  it('keeps the first cards of a long category in their order, with how many it has', () => {
    const [long] = listedCategories(listedOuterProducts([category(1, 500)]));

    expect(long!.innerProducts.map((product) => product.id)).toEqual(
      Array.from({ length: LISTED_PER_CATEGORY }, (_, index) => 1000 + index),
    );
    expect(long!.productCount).toBe(500);
  });

  it('keeps every card of a short or empty category, and the categories in their order', () => {
    const listed = listedCategories(
      listedOuterProducts([category(2, 6), category(3, 0), category(4, LISTED_PER_CATEGORY)]),
    );

    expect(listed.map((entry) => [entry.id, entry.innerProducts.length, entry.productCount])).toEqual([
      [2, 6, 6],
      [3, 0, 0],
      [4, LISTED_PER_CATEGORY, LISTED_PER_CATEGORY],
    ]);
  });
});
