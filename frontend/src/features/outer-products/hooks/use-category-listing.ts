import type { CategoryProduct } from '@vongbi/functions/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
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
import {
  CARDS_VIEW,
  nextSort,
  readListingView,
  sortProducts,
  VIEW_PARAMETERS,
  type ListingView,
  type ListingViewName,
  type SpecColumnKey,
} from '../spec-table';

/** The table's place on the published page: its switch links there before the app runs. */
export const SPEC_TABLE_ANCHOR = 'bang-thong-so';

/**
 * A navigation that only changes the filters keeps the visitor where they are: the site's layout scrolls to
 * the top after other navigations (app/layout/site-layout.tsx reads this state).
 */
export const KEEP_POSITION = { keepPosition: true } as const;

export interface FilteredList {
  /** The products of the filtered (or sorted) list's page, once the category's products have arrived. */
  products?: CategoryProduct[];
  /** How many products the filters keep. */
  count?: number;
  page: number;
  pageCount: number;
  /** The category's products could not be read (no network). */
  failed: boolean;
}

/**
 * The filters, view and sort the address names, once the app runs (the published page is the unfiltered list in
 * cards). A visitor who opened the table by its anchor before the app ran keeps it.
 */
const useListingQuery = () => {
  const hydrated = useHydrated();
  const [query, setQuery] = useSearchParams();
  const { hash } = useLocation();
  if (!hydrated) return { hydrated, filters: NO_FILTERS, page: 1, view: CARDS_VIEW, query, setQuery };
  const { filters, page } = readListingQuery(query);
  const view = readListingView(query);
  const tableByAnchor = !query.has(VIEW_PARAMETERS.view) && hash === `#${SPEC_TABLE_ANCHOR}`;
  return { hydrated, filters, page, view: tableByAnchor ? { ...view, view: 'table' as const } : view, query, setQuery };
};

const madeInBrowser = (filters: CategoryFilters, view: ListingView) => hasFilters(filters) || Boolean(view.sort);

/**
 * Whether the list shown is one the browser made (filtered or sorted): its pages are its own, not the published
 * page's number.
 */
export const useListingFiltered = (): boolean => {
  const { filters, view } = useListingQuery();
  return madeInBrowser(filters, view);
};

/** What a listing's address names: the filters, the view and the sort, the page. */
interface ListingChoice {
  filters: CategoryFilters;
  view: ListingView;
  page: number;
}

/**
 * The visitor's changes to a listing, each made from the one last asked for. The address (and so what is shown)
 * catches up with a change a render later, after the router's navigation: a brand chosen and a size typed at once,
 * or a column's header pressed twice, would otherwise each start from what is shown, and the second would undo the
 * first (the size would drop the brand, the second press sort up again instead of down). An address the visitor
 * did not make by a change here (another page, the published list) starts again from what it names.
 */
const useListingChanges = ({ filters, view: shownView, page, query, setQuery }: ReturnType<typeof useListingQuery>) => {
  const asked = useRef<{ choice: ListingChoice; queries: Set<string> }>(undefined);
  const pending = () => (asked.current?.queries.has(query.toString()) ? asked.current : undefined);
  const latest = () => pending()?.choice ?? { filters, view: shownView, page };
  const ask = (choice: ListingChoice) => {
    const nextQuery = listingQuery(choice.filters, choice.page, choice.view);
    const queries = pending()?.queries ?? [query.toString()];
    asked.current = { choice, queries: new Set([...queries, nextQuery.toString()]) };
    setQuery(nextQuery, { replace: true, preventScrollReset: true, state: KEEP_POSITION });
  };
  /** Another view keeps the page; another sort starts at page 1 of the new order. */
  const changeView = (update: (current: ListingView) => ListingView) => {
    const choice = latest();
    const view = update(choice.view);
    const sameOrder =
      view.sort?.column === choice.view.sort?.column && view.sort?.direction === choice.view.sort?.direction;
    ask({ ...choice, view, page: sameOrder ? choice.page : 1 });
  };
  return {
    changeFilters: (update: (current: CategoryFilters) => CategoryFilters) => {
      const choice = latest();
      ask({ filters: update(choice.filters), view: choice.view, page: 1 });
    },
    sortBy: (column: SpecColumnKey) => changeView((view) => ({ ...view, sort: nextSort(column, view.sort) })),
    showView: (name: ListingViewName) => changeView((view) => ({ ...view, view: name })),
    showPage: (nextPage: number) => ask({ ...latest(), page: nextPage }),
  };
};

/**
 * The view and sort of a category without a list (all its products on its page, no filters): sorted where they
 * are, nothing to fetch.
 */
export const useListingView = () => {
  const listing = useListingQuery();
  const { sortBy, showView } = useListingChanges({ ...listing, filters: NO_FILTERS, page: 1 });
  const { hydrated, view } = listing;
  return { hydrated, view, today: vietnamToday(), sortBy, showView };
};

/**
 * The filters, view and sort of a category's list, kept in the page's query string, and the list they give. The
 * published page is the unfiltered list in designation order, so what the address names applies once the app
 * runs (never while it hydrates that page). The category's products are fetched once, when the buyer first
 * reaches for a filter or the table's headers, or arrives with filters or a sort in the address.
 */
export const useCategoryListing = (namePath: string) => {
  const listing = useListingQuery();
  const { hydrated, filters, page, view } = listing;
  const filtered = madeInBrowser(filters, view);
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

  const changes = useListingChanges(listing);

  const today = vietnamToday();
  const filteredProducts = filtered && products ? filterProducts(products, filters) : undefined;
  const kept = filteredProducts && view.sort ? sortProducts(filteredProducts, view.sort, today) : filteredProducts;
  const pageCount = pageCountOf(kept?.length ?? 0);
  const list: FilteredList = {
    products: kept && pageOf(kept, Math.min(page, pageCount)),
    count: kept?.length,
    page: Math.min(page, pageCount),
    pageCount,
    failed,
  };
  return { hydrated, filters, filtered, view, today, list, prefetch, ...changes };
};
