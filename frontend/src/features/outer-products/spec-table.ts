import type { CategoryProduct } from '@vongbi/functions/contract';
import { CLEARANCE_GROUPS } from '@vongbi/functions/contract/bearing-execution';
import { AVAILABILITY_STATUSES, shownAvailability, TECHNICAL_FIELDS } from '@vongbi/functions/contract/technical-data';

// A bearing category's spec table: its columns (what each shows of a product and how it sorts), the sort, and
// the view (cards or table) with the sort in the page's query string beside the filters:
// `?view=table&sort=C&dir=desc`. Pure functions, so unit tests pin them down and the bench times them.

/** What a row of the table reads of a product; the published page carries these for its own products. */
export type SpecRow = Pick<
  CategoryProduct,
  | 'id'
  | 'name'
  | 'namePath'
  | 'outerProductName'
  | 'family'
  | 'boreMm'
  | 'outerDiameterMm'
  | 'widthMm'
  | 'dynamicLoadKn'
  | 'staticLoadKn'
  | 'limitingSpeedRpm'
  | 'availability'
  | 'seals'
  | 'clearance'
>;

/** A value a column sorts by: a number, a text, or nothing (shown "—", listed last). */
type SortValue = number | string | null;

export interface SpecColumn {
  /** Its name in the query string (`sort=C`): the symbols bearing tables use. */
  key: string;
  /** The header; bearing tables' symbols where they have one (d, C0). */
  label: string;
  /** The unit of its values, shown under the header. */
  unit?: string;
  numeric: boolean;
  /**
   * The value it sorts by; `today` is Vietnam's, for availability that is still fresh. None for the name, which
   * sorts in the order the products come in: the designation's (62/22, 629, 6200…), which no text order gives.
   */
  sortValue?: (row: SpecRow, today: string) => SortValue;
  /** What the cell says; null for "—". */
  text: (row: SpecRow, today: string) => string | null;
}

const formatNumber = (value: number | null) => (value == null ? null : value.toLocaleString('vi-VN'));

const numberColumn = (key: string, label: string, unit: string, read: (row: SpecRow) => number | null): SpecColumn => ({
  key,
  label,
  unit,
  numeric: true,
  sortValue: read,
  text: (row) => formatNumber(read(row)),
});

const { dynamicLoadKn, staticLoadKn, limitingSpeedRpm } = TECHNICAL_FIELDS;
const textOrder = new Intl.Collator('vi', { sensitivity: 'base', numeric: true }).compare;

export const SPEC_COLUMNS = [
  {
    key: 'name',
    label: 'Sản phẩm',
    numeric: false,
    text: (row) => row.name,
  },
  numberColumn('d', 'd', 'mm', (row) => row.boreMm),
  numberColumn('D', 'D', 'mm', (row) => row.outerDiameterMm),
  numberColumn('B', 'B', 'mm', (row) => row.widthMm),
  numberColumn('C', 'C', dynamicLoadKn.unit, (row) => row.dynamicLoadKn),
  numberColumn('C0', 'C0', staticLoadKn.unit, (row) => row.staticLoadKn),
  numberColumn('n', limitingSpeedRpm.label, limitingSpeedRpm.unit, (row) => row.limitingSpeedRpm),
  {
    key: 'seals',
    label: 'Phớt / nắp chắn',
    numeric: false,
    sortValue: (row) => row.seals,
    text: (row) => row.seals,
  },
  {
    key: 'clearance',
    label: 'Khe hở',
    numeric: false,
    // Smallest to largest clearance, not alphabetical: CN lies between C2 and C3.
    sortValue: (row) => row.clearance && CLEARANCE_GROUPS.indexOf(row.clearance),
    text: (row) => row.clearance,
  },
  {
    key: 'availability',
    label: 'Tình trạng hàng',
    numeric: false,
    // Soonest delivered first; availability a public page no longer shows sorts as none.
    sortValue: (row, today) => {
      const shown = shownAvailability(row.availability, today);
      return shown && AVAILABILITY_STATUSES.indexOf(shown.status);
    },
    text: (row, today) => shownAvailability(row.availability, today)?.label ?? null,
  },
] as const satisfies readonly SpecColumn[];

export type SpecColumnKey = (typeof SPEC_COLUMNS)[number]['key'];
export type SortDirection = 'asc' | 'desc';

export interface SpecSort {
  column: SpecColumnKey;
  direction: SortDirection;
}

export const specColumnOf = (key: SpecColumnKey): SpecColumn => SPEC_COLUMNS.find((column) => column.key === key)!;

/** A first press on a column's header sorts up (numbers) or A–Z, the next one reverses. */
export const nextSort = (column: SpecColumnKey, sort: SpecSort | undefined): SpecSort => ({
  column,
  direction: sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc',
});

const compareValues = (a: number | string, b: number | string): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : textOrder(String(a), String(b));

/**
 * The products in the column's order, empty values last whichever the direction; equal values keep the order
 * they came in (the designation's, as the category answers them). Each value is read once, so 2,000 rows sort in a few milliseconds.
 */
export const sortProducts = <T extends SpecRow>(products: readonly T[], sort: SpecSort, today: string): T[] => {
  const { sortValue } = specColumnOf(sort.column);
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (!sortValue) return sort.direction === 'asc' ? [...products] : [...products].reverse();
  return products
    .map((product, index) => ({ product, index, value: sortValue(product, today) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ product }) => product);
};

/** A category gets a spec table when it holds bearings: a product whose name reads as a designation. */
export const holdsBearings = (products: readonly Pick<CategoryProduct, 'family'>[]): boolean =>
  products.some((product) => product.family !== null);

export type ListingViewName = 'cards' | 'table';

/** How the list is shown: cards (the default) or the table, and the order the buyer chose, if any. */
export interface ListingView {
  view: ListingViewName;
  sort?: SpecSort;
}

export const CARDS_VIEW: ListingView = { view: 'cards' };

export const VIEW_PARAMETERS = { view: 'view', sort: 'sort', direction: 'dir' } as const;

const isColumnKey = (key: string | null): key is SpecColumnKey => SPEC_COLUMNS.some((column) => column.key === key);

/** The view and sort a query string names; what it names wrongly is ignored. */
export const readListingView = (query: URLSearchParams): ListingView => {
  const column = query.get(VIEW_PARAMETERS.sort);
  return {
    view: query.get(VIEW_PARAMETERS.view) === 'table' ? 'table' : 'cards',
    ...(isColumnKey(column) && {
      sort: { column, direction: query.get(VIEW_PARAMETERS.direction) === 'desc' ? 'desc' : 'asc' },
    }),
  };
};

/** Adds the view and sort to a query string; the defaults (cards, designation order, ascending) unnamed. */
export const writeListingView = (query: URLSearchParams, { view, sort }: ListingView): URLSearchParams => {
  if (view === 'table') query.set(VIEW_PARAMETERS.view, view);
  if (sort) {
    query.set(VIEW_PARAMETERS.sort, sort.column);
    if (sort.direction === 'desc') query.set(VIEW_PARAMETERS.direction, sort.direction);
  }
  return query;
};
