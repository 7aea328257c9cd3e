import type { CategoryProduct } from '@vongbi/functions/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { browserApi } from '@/lib/api-client';
import { useHydrated } from '@/lib/hydration';
import { getOuterProductByPath } from '../api/get-outer-product-by-path';
import {
  filterProducts,
  hasFilters,
  listingQuery,
  NO_FILTERS,
  pageCountOf,
  pageOf,
  readListingQuery,
  type CategoryFilters,
} from '../category-listing';

/**
 * A navigation that only changes the filters keeps the visitor where they are: the site's layout scrolls to
 * the top after other navigations (app/layout/site-layout.tsx reads this state).
 */
export const KEEP_POSITION = { keepPosition: true } as const;

export interface FilteredList {
  /** The products of the filtered list's page, once the category's products have arrived. */
  products?: CategoryProduct[];
  /** How many products the filters keep. */
  count?: number;
  page: number;
  pageCount: number;
  /** The category's products could not be read (no network). */
  failed: boolean;
}

/** The filters the address names, once the app runs (the published page is the unfiltered list). */
const useListingQuery = () => {
  const hydrated = useHydrated();
  const [query, setQuery] = useSearchParams();
  const { filters, page } = hydrated ? readListingQuery(query) : { filters: NO_FILTERS, page: 1 };
  return { hydrated, filters, page, setQuery };
};

/** Whether the list shown is a filtered one: its pages are its own, not the published page's number. */
export const useListingFiltered = (): boolean => hasFilters(useListingQuery().filters);

/**
 * The filters of a category's list, kept in the page's query string, and the list they give. The published page
 * is the unfiltered list, so filters read from the address apply once the app runs (never while it hydrates
 * that page). The category's products are fetched once, when the buyer first reaches for a filter or arrives
 * with filters in the address.
 */
export const useCategoryListing = (namePath: string) => {
  const { hydrated, filters, page, setQuery } = useListingQuery();
  const filtered = hasFilters(filters);
  const [products, setProducts] = useState<CategoryProduct[]>();
  const [failed, setFailed] = useState(false);
  const requested = useRef(false);

  const prefetch = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setFailed(false);
    getOuterProductByPath(browserApi, namePath).then(
      (category) => setProducts(category.innerProducts),
      () => {
        requested.current = false;
        setFailed(true);
      },
    );
  }, [namePath]);

  useEffect(() => {
    if (filtered) prefetch();
  }, [filtered, prefetch]);

  const show = (next: CategoryFilters, nextPage = 1) =>
    setQuery(listingQuery(next, nextPage), { replace: true, preventScrollReset: true, state: KEEP_POSITION });

  const kept = filtered && products ? filterProducts(products, filters) : undefined;
  const pageCount = pageCountOf(kept?.length ?? 0);
  const list: FilteredList = {
    products: kept && pageOf(kept, Math.min(page, pageCount)),
    count: kept?.length,
    page: Math.min(page, pageCount),
    pageCount,
    failed,
  };
  return { hydrated, filters, filtered, list, prefetch, show };
};
