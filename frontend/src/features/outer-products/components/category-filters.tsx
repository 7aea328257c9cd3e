import { useEffect, useId, useRef, useState } from 'react';
import { formatMillimetres } from '@/lib/site-format';
import {
  DIMENSIONS,
  filterCount,
  hasFilters,
  readMillimetres,
  type CategoryFacets,
  type CategoryFilters,
  type Dimension,
  type Range,
} from '../category-listing';

const DIMENSION_LABELS: Record<Dimension, { name: string; symbol: string }> = {
  boreMm: { name: 'Đường kính trong', symbol: 'd' },
  outerDiameterMm: { name: 'Đường kính ngoài', symbol: 'D' },
  widthMm: { name: 'Chiều rộng', symbol: 'B' },
};

interface CategoryFilterFormProps {
  facets: CategoryFacets;
  filters: CategoryFilters;
  /** A change, from the filters last asked for (the page shows them a render later). */
  onChange(update: (current: CategoryFilters) => CategoryFilters): void;
  /** The first sign that the buyer is about to filter (pointer over, focus): time to fetch the products. */
  onFirstUse(): void;
}

/**
 * The published form is the app's, ready to use: what a visitor chooses or types in it before the app runs is
 * handed to the app's form (src/boot.ts), which replaces it (its ranges start from the address) and is found by
 * these ids, one form to a page.
 */
const FIELD_IDS = {
  toggle: 'category-filters-toggle',
  family: 'category-filter-family',
  brand: 'category-filter-brand',
  range: (dimension: Dimension, end: 'from' | 'to') => `category-filter-${dimension}-${end}`,
};

/** Whether the category's products offer anything to filter by. */
export const hasFacets = (facets: CategoryFacets): boolean =>
  facets.families.length > 0 || facets.brands.length > 0 || DIMENSIONS.some((dimension) => facets.spans[dimension]);

const RangeField = ({
  dimension,
  span,
  range,
  onChange,
}: {
  dimension: Dimension;
  span: { min: number; max: number };
  range: Range | undefined;
  onChange(range: Range): void;
}) => {
  const { name, symbol } = DIMENSION_LABELS[dimension];
  // The text as typed ("12," on the way to "12,7"); the filter takes what it reads of it.
  const [texts, setTexts] = useState({
    from: range?.from === undefined ? '' : formatMillimetres(range.from),
    to: range?.to === undefined ? '' : formatMillimetres(range.to),
  });
  const change = (end: 'from' | 'to', text: string) => {
    const next = { ...texts, [end]: text };
    setTexts(next);
    onChange({ from: readMillimetres(next.from), to: readMillimetres(next.to) });
  };
  return (
    <fieldset className="category-filters__range">
      <legend>
        {name} <i>{symbol}</i> (mm)
      </legend>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        id={FIELD_IDS.range(dimension, 'from')}
        aria-label={`${name} ${symbol} từ (mm)`}
        placeholder={`từ ${formatMillimetres(span.min)}`}
        value={texts.from}
        onChange={(event) => change('from', event.target.value)}
      />
      <span aria-hidden="true">–</span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        id={FIELD_IDS.range(dimension, 'to')}
        aria-label={`${name} ${symbol} đến (mm)`}
        placeholder={`đến ${formatMillimetres(span.max)}`}
        value={texts.to}
        onChange={(event) => change('to', event.target.value)}
      />
    </fieldset>
  );
};

/**
 * The filters of a category's list. On a phone they fold behind "Bộ lọc" (with the number set), so the
 * products come first; from a tablet up they stand above the list. Each change applies at once.
 */
export const CategoryFilterForm = ({ facets, filters, onChange, onFirstUse }: CategoryFilterFormProps) => {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Clearing starts the typed ranges afresh, once the cleared filters have reached the address.
  const [generation, setGeneration] = useState(0);
  const clearing = useRef(false);
  const active = hasFilters(filters);
  useEffect(() => {
    if (!clearing.current || active) return;
    clearing.current = false;
    setGeneration((current) => current + 1);
  }, [active]);
  const count = filterCount(filters);
  return (
    <section className="category-filters" aria-label="Lọc sản phẩm" onPointerEnter={onFirstUse} onFocus={onFirstUse}>
      <button
        type="button"
        id={FIELD_IDS.toggle}
        className="category-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        Bộ lọc{count > 0 ? ` (${count})` : ''}
      </button>
      <form
        id={panelId}
        className={`category-filters__panel ${open ? 'is-open' : ''}`}
        key={generation}
        onSubmit={(event) => event.preventDefault()}
      >
        {facets.families.length > 0 && (
          <label className="category-filters__choice">
            <span>Dòng sản phẩm</span>
            <select
              id={FIELD_IDS.family}
              value={filters.family ?? ''}
              onChange={(event) => {
                const family = event.target.value || undefined;
                onChange((current) => ({ ...current, family }));
              }}
            >
              <option value="">Tất cả</option>
              {facets.families.map(({ value, count: products }) => (
                <option key={value} value={value}>
                  {value} ({products})
                </option>
              ))}
            </select>
          </label>
        )}
        {facets.brands.length > 0 && (
          <label className="category-filters__choice">
            <span>Thương hiệu</span>
            <select
              id={FIELD_IDS.brand}
              value={filters.brand ?? ''}
              onChange={(event) => {
                const brand = event.target.value || undefined;
                onChange((current) => ({ ...current, brand }));
              }}
            >
              <option value="">Tất cả</option>
              {facets.brands.map(({ value, count: products }) => (
                <option key={value} value={value}>
                  {value} ({products})
                </option>
              ))}
            </select>
          </label>
        )}
        {DIMENSIONS.map((dimension) => {
          const span = facets.spans[dimension];
          return (
            span && (
              <RangeField
                key={dimension}
                dimension={dimension}
                span={span}
                range={filters.ranges[dimension]}
                onChange={(range) =>
                  onChange((current) => ({ ...current, ranges: { ...current.ranges, [dimension]: range } }))
                }
              />
            )
          );
        })}
        <button
          type="button"
          className="button button--ghost category-filters__clear"
          disabled={!active}
          onClick={() => {
            clearing.current = true;
            onChange(() => ({ ranges: {} }));
          }}
        >
          Xóa bộ lọc
        </button>
      </form>
    </section>
  );
};
