import { describe, expect, it } from 'vitest';
import type { CategoryProduct } from '@vongbi/functions/contract';
import {
  facetsOf,
  filterCount,
  filterProducts,
  listingQuery,
  pageOf,
  pagerNumbers,
  readListingQuery,
} from '@/features/outer-products/category-listing';

const product = (
  id: number,
  family: string | null,
  brand: string,
  [boreMm, outerDiameterMm, widthMm]: (number | null)[] = [null, null, null],
): CategoryProduct => ({
  id,
  name: `Sản phẩm ${id}`,
  namePath: `san-pham-${id}`,
  shortDescription: '',
  image: null,
  outerProductId: 1,
  outerProductName: 'vong-bi',
  brand,
  family,
  boreMm: boreMm ?? null,
  outerDiameterMm: outerDiameterMm ?? null,
  widthMm: widthMm ?? null,
  dynamicLoadKn: null,
  staticLoadKn: null,
  limitingSpeedRpm: null,
  availability: null,
  // "Sản phẩm 1" states no seals nor clearance.
  seals: null,
  clearance: null,
});

const products = [
  product(1, '60xx', 'FAG', [10, 26, 8]),
  product(2, '62xx', 'FAG', [25, 52, 15]),
  product(3, '62xx', 'INA', [30, 62, 16]),
  product(4, '63xx', 'NMB', [40, 90, 23]),
  product(5, null, 'Bechem'),
];

describe('a category’s filters', () => {
  it('offer the families in the products’ order, the brands alphabetically, and each dimension’s span', () => {
    expect(facetsOf(products)).toEqual({
      families: [
        { value: '60xx', count: 1 },
        { value: '62xx', count: 2 },
        { value: '63xx', count: 1 },
      ],
      brands: [
        { value: 'Bechem', count: 1 },
        { value: 'FAG', count: 2 },
        { value: 'INA', count: 1 },
        { value: 'NMB', count: 1 },
      ],
      spans: { boreMm: { min: 10, max: 40 }, outerDiameterMm: { min: 26, max: 90 }, widthMm: { min: 8, max: 23 } },
    });
  });

  it('offer no filter that would narrow nothing: one brand, one family, one size', () => {
    const alike = [product(1, '62xx', 'FAG', [25, 52, 15]), product(2, '62xx', 'FAG', [25, 52, 15])];

    expect(facetsOf(alike)).toEqual({ families: [], brands: [], spans: {} });
  });

  it('keep the products every filter keeps, ranges inclusive; a product without the size is not kept', () => {
    const ids = (filters: Parameters<typeof filterProducts>[1]) => filterProducts(products, filters).map((p) => p.id);

    expect(ids({ family: '62xx', ranges: {} })).toEqual([2, 3]);
    expect(ids({ brand: 'FAG', ranges: {} })).toEqual([1, 2]);
    expect(ids({ ranges: { boreMm: { from: 25, to: 30 } } })).toEqual([2, 3]);
    expect(ids({ ranges: { outerDiameterMm: { to: 52 } } })).toEqual([1, 2]);
    expect(ids({ family: '62xx', brand: 'INA', ranges: { widthMm: { from: 16 } } })).toEqual([3]);
    expect(ids({ ranges: { boreMm: {} } })).toEqual([1, 2, 3, 4, 5]);
  });

  it('live in the query string and come back from it, page 1 unnamed', () => {
    const filters = {
      family: '62xx',
      brand: 'FAG',
      ranges: { boreMm: { from: 20, to: 40 }, outerDiameterMm: { to: 90 }, widthMm: { from: 12.5 } },
    };
    const query = listingQuery(filters, 2);

    expect(query.toString()).toBe('family=62xx&brand=FAG&d=20-40&D=-90&B=12.5-&page=2');
    expect(readListingQuery(query)).toEqual({ filters, page: 2 });
    expect(listingQuery(filters, 1).has('page')).toBe(false);
    expect(listingQuery({ ranges: {} }, 3).toString()).toBe('');
    expect(filterCount(filters)).toBe(5);
  });

  it('ignore what a query names wrongly', () => {
    const { filters, page } = readListingQuery(new URLSearchParams('d=abc&D=10-20-30&B=-&page=-2&brand=%20'));

    expect(filters).toEqual({ family: undefined, brand: undefined, ranges: {} });
    expect(page).toBe(1);
  });
});

describe('a category’s pages', () => {
  it('hold 24 products each', () => {
    const many = Array.from({ length: 50 }, (_, index) => index);

    expect(pageOf(many, 1)).toHaveLength(24);
    expect(pageOf(many, 3)).toEqual([48, 49]);
  });

  it('show the first, the last and the current page with its neighbours', () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pagerNumbers(5, 21)).toEqual([1, null, 4, 5, 6, null, 21]);
    expect(pagerNumbers(3, 21)).toEqual([1, 2, 3, 4, null, 21]);
    expect(pagerNumbers(21, 21)).toEqual([1, null, 20, 21]);
  });
});
