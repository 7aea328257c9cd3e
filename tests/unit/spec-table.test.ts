import { describe, expect, it } from 'vitest';
import type { CategoryProduct } from '@vongbi/functions/contract';
import { bearingExecutionOf } from '@vongbi/functions/core/rules/bearing-execution';
import { filterProducts, listingQuery, readListingQuery } from '@/features/outer-products/category-listing';
import {
  holdsBearings,
  nextSort,
  readListingView,
  sortProducts,
  SPEC_COLUMNS,
  specColumnOf,
  type SpecSort,
} from '@/features/outer-products/spec-table';

const TODAY = '2026-12-02';

/** A product as the category's answer carries it: its seals and clearance read from its name by the server. */
const product = (id: number, name: string, values: Partial<CategoryProduct> = {}): CategoryProduct => ({
  id,
  name,
  namePath: `san-pham-${id}`,
  shortDescription: '',
  image: null,
  outerProductId: 1,
  outerProductName: 'vong-bi-cau',
  brand: 'FAG',
  family: '62xx',
  boreMm: null,
  outerDiameterMm: null,
  widthMm: null,
  dynamicLoadKn: null,
  staticLoadKn: null,
  limitingSpeedRpm: null,
  availability: null,
  ...bearingExecutionOf(name),
  ...values,
});

const products = [
  product(1, 'Vòng bi cầu FAG 6204-2Z', { boreMm: 20, dynamicLoadKn: 13.5 }),
  product(2, 'Vòng bi cầu FAG 6205-2RSR-C3', {
    boreMm: 25,
    dynamicLoadKn: 14.8,
    availability: { status: 'short_lead', checkedAt: '2026-11-30' },
  }),
  product(3, 'Vòng bi cầu FAG 6206-C4', { boreMm: 30, availability: { status: 'in_stock', checkedAt: '2026-12-01' } }),
  product(4, 'Vòng bi cầu FAG 6207', { boreMm: 35, dynamicLoadKn: 25.5 }),
  product(5, 'Vòng bi cầu FAG 6208-2RSR-C2', {
    dynamicLoadKn: 29,
    // Checked too long ago: a public page no longer shows it.
    availability: { status: 'in_stock', checkedAt: '2026-10-01' },
  }),
];

const idsSortedBy = (sort: SpecSort) => sortProducts(products, sort, TODAY).map((row) => row.id);

describe('a bearing category’s spec table', () => {
  it('has d, D, B, C, C0, limiting speed, seals, clearance and availability beside the name, with units', () => {
    const headers = SPEC_COLUMNS.map((column) =>
      'unit' in column ? `${column.label} (${column.unit})` : column.label,
    );
    expect(headers).toEqual([
      'Sản phẩm',
      'd (mm)',
      'D (mm)',
      'B (mm)',
      'C (kN)',
      'C0 (kN)',
      'Tốc độ giới hạn (vòng/phút)',
      'Phớt / nắp chắn',
      'Khe hở',
      'Tình trạng hàng',
    ]);
  });

  it('shows numbers as Vietnamese write them, and the seals, clearance and fresh availability of each row', () => {
    const row = product(9, 'Vòng bi cầu FAG 6205-2RSR-C3', {
      dynamicLoadKn: 14.8,
      limitingSpeedRpm: 28000,
      availability: { status: 'in_stock', checkedAt: '2026-12-01' },
    });
    expect(specColumnOf('C').text(row, TODAY)).toBe('14,8');
    expect(specColumnOf('n').text(row, TODAY)).toBe('28.000');
    expect(specColumnOf('seals').text(row, TODAY)).toBe('2 phớt cao su');
    expect(specColumnOf('clearance').text(row, TODAY)).toBe('C3');
    expect(specColumnOf('availability').text(row, TODAY)).toBe('Có sẵn');
    expect(specColumnOf('C0').text(row, TODAY)).toBeNull();
  });

  it('sorts by a number both ways, rows without it last either way', () => {
    expect(idsSortedBy({ column: 'd', direction: 'asc' })).toEqual([1, 2, 3, 4, 5]);
    expect(idsSortedBy({ column: 'd', direction: 'desc' })).toEqual([4, 3, 2, 1, 5]);
    expect(idsSortedBy({ column: 'C', direction: 'asc' })).toEqual([1, 2, 4, 5, 3]);
    expect(idsSortedBy({ column: 'C', direction: 'desc' })).toEqual([5, 4, 2, 1, 3]);
  });

  it('keeps the designation order among equal values and among rows without a value', () => {
    expect(idsSortedBy({ column: 'C0', direction: 'desc' })).toEqual([1, 2, 3, 4, 5]);
  });

  it('sorts clearance from smallest to largest, not alphabetically', () => {
    expect(idsSortedBy({ column: 'clearance', direction: 'asc' })).toEqual([5, 2, 3, 1, 4]);
  });

  it('sorts availability soonest first, availability a page no longer shows counting as none', () => {
    expect(idsSortedBy({ column: 'availability', direction: 'asc' })).toEqual([3, 2, 1, 4, 5]);
    expect(idsSortedBy({ column: 'availability', direction: 'desc' })).toEqual([2, 3, 1, 4, 5]);
  });

  it('sorts names in the designation order the category answers, or its reverse', () => {
    const named = [product(1, 'Vòng bi 629'), product(2, 'Vòng bi 6200'), product(3, 'Vòng bi 6310')];
    expect(sortProducts(named, { column: 'name', direction: 'asc' }, TODAY).map((row) => row.id)).toEqual([1, 2, 3]);
    expect(sortProducts(named, { column: 'name', direction: 'desc' }, TODAY).map((row) => row.id)).toEqual([3, 2, 1]);
  });

  it('sorts seals by their words, open bearings last', () => {
    expect(idsSortedBy({ column: 'seals', direction: 'asc' })).toEqual([1, 2, 5, 3, 4]);
  });

  it('sorts up on a first press of a header, down on the next, and up again on a third or on another column', () => {
    const up = nextSort('d', undefined);
    expect(up).toEqual({ column: 'd', direction: 'asc' });
    const down = nextSort('d', up);
    expect(down).toEqual({ column: 'd', direction: 'desc' });
    expect(nextSort('d', down)).toEqual({ column: 'd', direction: 'asc' });
    expect(nextSort('C', down)).toEqual({ column: 'C', direction: 'asc' });
  });

  it('is offered to a category holding at least one bearing', () => {
    expect(holdsBearings([{ family: null }, { family: 'NU22xx' }])).toBe(true);
    expect(holdsBearings([{ family: null }])).toBe(false);
  });
});

describe('the view and sort in the query string', () => {
  it('round-trips with the filters, so the table shows what the filters keep', () => {
    const filters = { family: '62xx', ranges: { boreMm: { from: 20, to: 30 } } };
    const view = { view: 'table', sort: { column: 'C', direction: 'desc' } } as const;
    const query = listingQuery(filters, 2, view);
    expect(query.toString()).toBe('family=62xx&d=20-30&page=2&view=table&sort=C&dir=desc');
    expect(readListingQuery(query)).toEqual({ filters, page: 2 });
    expect(readListingView(query)).toEqual(view);
    expect(filterProducts(products, readListingQuery(query).filters).map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('names a page of a list sorted without filters, and leaves the defaults unnamed', () => {
    expect(listingQuery({ ranges: {} }, 3, { view: 'cards', sort: { column: 'd', direction: 'asc' } }).toString()).toBe(
      'page=3&sort=d',
    );
    expect(listingQuery({ ranges: {} }, 1, { view: 'cards' }).toString()).toBe('');
  });

  it('ignores a view, column or direction it does not know', () => {
    expect(readListingView(new URLSearchParams('view=list&sort=price&dir=up'))).toEqual({ view: 'cards' });
    expect(readListingView(new URLSearchParams('sort=C0&dir=up'))).toEqual({
      view: 'cards',
      sort: { column: 'C0', direction: 'asc' },
    });
  });
});
