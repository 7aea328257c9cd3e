import type { CategoryProduct } from '@vongbi/functions/contract';
import { CATEGORY_PAGE_SIZE } from '@vongbi/functions/contract/site-addresses';
import { CARDS_VIEW, writeListingView, type ListingView } from './spec-table';

// A long category's list and the filters a buyer narrows it with: the designation's family, the brand, and
// ranges of bore d, outside diameter D and width B. The choices are read from the category's products (its
// published pages carry them), the filters run in the browser over the category's products as the API answers
// them (already in designation order), and their state lives in the page's query string:
// `?family=62xx&brand=FAG&d=20-40&D=-90&B=15-&page=2`, with a bearing category's view and sort beside them
// (spec-table.ts). Pure functions, so unit tests pin them down.

export type Dimension = 'boreMm' | 'outerDiameterMm' | 'widthMm';
export const DIMENSIONS: readonly Dimension[] = ['boreMm', 'outerDiameterMm', 'widthMm'];

/** A choice of a filter and how many of the category's products it holds. */
export interface FacetChoice {
  value: string;
  count: number;
}

/** The smallest and largest value the category's products have, in mm. */
export interface Span {
  min: number;
  max: number;
}

/** What a category's filters offer. A filter with one choice or one value only narrows nothing: none. */
export interface CategoryFacets {
  families: FacetChoice[];
  brands: FacetChoice[];
  spans: Partial<Record<Dimension, Span>>;
}

/** A range a buyer typed, in mm, both ends included; either end may be open. */
export interface Range {
  from?: number;
  to?: number;
}

export interface CategoryFilters {
  family?: string;
  brand?: string;
  ranges: Partial<Record<Dimension, Range>>;
}

/** The query parameters of the filters: d, D and B as bearing tables write them. */
export const FILTER_PARAMETERS = {
  family: 'family',
  brand: 'brand',
  boreMm: 'd',
  outerDiameterMm: 'D',
  widthMm: 'B',
  page: 'page',
} as const;

export const NO_FILTERS: CategoryFilters = { ranges: {} };

const countBy = (values: readonly string[]): FacetChoice[] => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
};

const brandOrder = new Intl.Collator('vi', { sensitivity: 'base', numeric: true }).compare;

/** The filters' choices over a category's products (families in the products' order, the designation's). */
export const facetsOf = (products: readonly CategoryProduct[]): CategoryFacets => {
  const families = countBy(products.flatMap((product) => (product.family ? [product.family] : [])));
  const brands = countBy(products.map((product) => product.brand.trim()).filter(Boolean)).sort((a, b) =>
    brandOrder(a.value, b.value),
  );
  const spans: CategoryFacets['spans'] = {};
  for (const dimension of DIMENSIONS) {
    const values = products.flatMap((product) => (product[dimension] == null ? [] : [product[dimension]]));
    const span = values.length > 0 ? { min: Math.min(...values), max: Math.max(...values) } : undefined;
    if (span && span.min < span.max) spans[dimension] = span;
  }
  return {
    families: families.length > 1 ? families : [],
    brands: brands.length > 1 ? brands : [],
    spans,
  };
};

const inRange = (value: number | null, range: Range | undefined): boolean =>
  !range ||
  (range.from === undefined && range.to === undefined) ||
  (value != null && (range.from === undefined || value >= range.from) && (range.to === undefined || value <= range.to));

/** The products the filters keep, in their order. A product without a dimension a range asks for is not kept. */
export const filterProducts = (products: readonly CategoryProduct[], filters: CategoryFilters): CategoryProduct[] =>
  products.filter(
    (product) =>
      (!filters.family || product.family === filters.family) &&
      (!filters.brand || product.brand.trim() === filters.brand) &&
      DIMENSIONS.every((dimension) => inRange(product[dimension], filters.ranges[dimension])),
  );

export const hasFilters = (filters: CategoryFilters): boolean =>
  Boolean(filters.family || filters.brand) ||
  DIMENSIONS.some((dimension) => {
    const range = filters.ranges[dimension];
    return range?.from !== undefined || range?.to !== undefined;
  });

/** How many filters are set (a range counts once), for the phone's "Bộ lọc (2)". */
export const filterCount = (filters: CategoryFilters): number =>
  Number(Boolean(filters.family)) +
  Number(Boolean(filters.brand)) +
  DIMENSIONS.filter((dimension) => {
    const range = filters.ranges[dimension];
    return range?.from !== undefined || range?.to !== undefined;
  }).length;

/** A length in mm as typed: "25", "12.7" or "12,7"; anything else is no bound. */
export const readMillimetres = (text: string | null | undefined): number | undefined => {
  const trimmed = text?.trim().replace(',', '.') ?? '';
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value > 0 ? value : undefined;
};

/** `20-40`, `20-` or `-40` in the query. */
const readRange = (text: string | null): Range | undefined => {
  if (!text) return undefined;
  const [from, to, ...rest] = text.split('-');
  if (rest.length > 0) return undefined;
  const range = { from: readMillimetres(from), to: readMillimetres(to) };
  return range.from === undefined && range.to === undefined ? undefined : range;
};

const writeRange = ({ from, to }: Range): string => `${from ?? ''}-${to ?? ''}`;

/** The filters and the page of the filtered list a query string names; what it names wrongly is ignored. */
export const readListingQuery = (query: URLSearchParams): { filters: CategoryFilters; page: number } => {
  const ranges: CategoryFilters['ranges'] = {};
  for (const dimension of DIMENSIONS) {
    const range = readRange(query.get(FILTER_PARAMETERS[dimension]));
    if (range) ranges[dimension] = range;
  }
  const page = Number(query.get(FILTER_PARAMETERS.page));
  return {
    filters: {
      family: query.get(FILTER_PARAMETERS.family)?.trim() || undefined,
      brand: query.get(FILTER_PARAMETERS.brand)?.trim() || undefined,
      ranges,
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

/**
 * The query string of filters, the view, and a page of the list the browser made (filtered or sorted; page 1
 * unnamed); empty without filters, sort or table.
 */
export const listingQuery = (filters: CategoryFilters, page = 1, view: ListingView = CARDS_VIEW): URLSearchParams => {
  const query = new URLSearchParams();
  if (filters.family) query.set(FILTER_PARAMETERS.family, filters.family);
  if (filters.brand) query.set(FILTER_PARAMETERS.brand, filters.brand);
  for (const dimension of DIMENSIONS) {
    const range = filters.ranges[dimension];
    if (range && (range.from !== undefined || range.to !== undefined))
      query.set(FILTER_PARAMETERS[dimension], writeRange(range));
  }
  if ((hasFilters(filters) || view.sort) && page > 1) query.set(FILTER_PARAMETERS.page, String(page));
  return writeListingView(query, view);
};

export const pageCountOf = (count: number): number => Math.max(1, Math.ceil(count / CATEGORY_PAGE_SIZE));

/** Page `page` (1-based) of a list, CATEGORY_PAGE_SIZE products long. */
export const pageOf = <T>(products: readonly T[], page: number): T[] =>
  products.slice((page - 1) * CATEGORY_PAGE_SIZE, page * CATEGORY_PAGE_SIZE);

/**
 * The page numbers a pager shows: the first, the last, and the current one with its neighbours; `null` where
 * numbers are left out (1 … 4 5 6 … 21).
 */
export const pagerNumbers = (page: number, pageCount: number): (number | null)[] => {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((number, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || number === previous + 1) return [number];
    // A gap of one number shows that number rather than an ellipsis standing for it.
    return number === previous + 2 ? [previous + 1, number] : [null, number];
  });
};
