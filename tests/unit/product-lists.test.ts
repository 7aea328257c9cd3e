import {
  LISTED_CATEGORIES_WITH_PRODUCTS,
  LISTED_PRODUCTS_PER_CATEGORY,
  listedOuterProducts,
  type OuterProductWithChildren,
} from '@vongbi/functions/contract';
import { describe, expect, it } from 'vitest';
import { LISTED_PER_CATEGORY, productsOverview } from '../../frontend/src/features/outer-products/product-lists';

const category = (id: number, products: number): OuterProductWithChildren =>
  ({
    id,
    name: `Danh mục ${id}`,
    namePath: `danh-muc-${id}`,
    summaryDetail: `Tóm tắt ${id}`,
    innerProducts: Array.from({ length: products }, (_, index) => ({ id: id * 1000 + index, name: `SP ${index}` })),
  }) as unknown as OuterProductWithChildren;

/** The bench catalogue's shape: 200 categories of 50 products. */
const catalogue = (categories: number, products: number) =>
  Array.from({ length: categories }, (_, index) => category(index + 1, products));

describe('the listed answer (GetListedOuterProducts)', () => {
  it('keeps the first products of a long category in their order, enough for /products, with how many it has', () => {
    const [long] = listedOuterProducts([category(1, 500)]);

    expect(long!.innerProducts.map((product) => product.id)).toEqual(
      Array.from({ length: LISTED_PRODUCTS_PER_CATEGORY }, (_, index) => 1000 + index),
    );
    expect(LISTED_PRODUCTS_PER_CATEGORY).toBeGreaterThanOrEqual(LISTED_PER_CATEGORY);
    expect(long!.productCount).toBe(500);
  });

  it('carries products for the first categories only, and every category with its count, at 200 categories', () => {
    const listed = listedOuterProducts(catalogue(200, 50));

    expect(listed).toHaveLength(200);
    expect(listed.map((entry) => entry.productCount)).toEqual(Array(200).fill(50));
    expect(listed.map((entry) => entry.innerProducts.length)).toEqual([
      ...Array(LISTED_CATEGORIES_WITH_PRODUCTS).fill(LISTED_PRODUCTS_PER_CATEGORY),
      ...Array(200 - LISTED_CATEGORIES_WITH_PRODUCTS).fill(0),
    ]);
  });

  it('carries the products of later categories while the first hold too few for the home carousel', () => {
    const first = Array.from({ length: LISTED_CATEGORIES_WITH_PRODUCTS }, (_, index) => category(index + 1, 0));
    const listed = listedOuterProducts([
      ...first,
      category(101, 5),
      category(102, 5),
      category(103, 5),
      category(104, 5),
    ]);

    expect(listed.slice(LISTED_CATEGORIES_WITH_PRODUCTS).map((entry) => entry.innerProducts.length)).toEqual([
      5, 5, 5, 0,
    ]);
  });
});

describe('what /products keeps of the categories', () => {
  it('keeps the first cards of a long category in their order, with how many it has', () => {
    const {
      sections: [long],
    } = productsOverview(listedOuterProducts([category(1, 500)]));

    expect(long!.innerProducts.map((product) => product.id)).toEqual(
      Array.from({ length: LISTED_PER_CATEGORY }, (_, index) => 1000 + index),
    );
    expect(long!.productCount).toBe(500);
  });

  it('keeps every card of a short or empty category, and the categories in their order, with no links', () => {
    const overview = productsOverview(
      listedOuterProducts([category(2, 6), category(3, 0), category(4, LISTED_PER_CATEGORY)]),
    );

    expect(overview.sections.map((entry) => [entry.id, entry.innerProducts.length, entry.productCount])).toEqual([
      [2, 6, 6],
      [3, 0, 0],
      [4, LISTED_PER_CATEGORY, LISTED_PER_CATEGORY],
    ]);
    expect(overview.links).toEqual([]);
  });

  it('shows the first categories as sections and links every other with its count, at 200 categories', () => {
    const overview = productsOverview(listedOuterProducts(catalogue(200, 50)));

    expect(overview.sections.map((entry) => entry.id)).toEqual(
      Array.from({ length: LISTED_CATEGORIES_WITH_PRODUCTS }, (_, index) => index + 1),
    );
    expect(overview.sections.every((entry) => entry.innerProducts.length === LISTED_PER_CATEGORY)).toBe(true);
    expect(overview.links).toHaveLength(200 - LISTED_CATEGORIES_WITH_PRODUCTS);
    expect(overview.links[0]).toEqual({
      id: LISTED_CATEGORIES_WITH_PRODUCTS + 1,
      name: `Danh mục ${LISTED_CATEGORIES_WITH_PRODUCTS + 1}`,
      namePath: `danh-muc-${LISTED_CATEGORIES_WITH_PRODUCTS + 1}`,
      productCount: 50,
    });
  });
});
