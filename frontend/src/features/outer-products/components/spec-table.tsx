import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SPEC_COLUMNS, type SortDirection, type SpecColumnKey, type SpecRow, type SpecSort } from '../spec-table';

interface SpecTableProps {
  caption: string;
  rows: readonly SpecRow[];
  /** Vietnam's day the availability is judged on. */
  today: string;
  sort?: SpecSort;
  /**
   * A press on a column's header (the listing turns it into the next sort). Until the app runs the headers'
   * buttons are shown as they will be, disabled.
   */
  onSort?: (column: SpecColumnKey) => void;
  /** The first sign that the buyer is about to sort (pointer over, focus): time to fetch the products. */
  onFirstUse?: () => void;
}

const ARIA_SORT: Record<SortDirection, 'ascending' | 'descending'> = { asc: 'ascending', desc: 'descending' };

const SortMark = ({ direction }: { direction?: SortDirection }) => (
  <span className="spec-table__mark" aria-hidden="true">
    {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
  </span>
);

/**
 * A bearing category's products as rows of their data: the name stays in view while the other columns scroll
 * sideways inside the table's own box, so a phone's page never scrolls sideways.
 */
export const SpecTable = ({ caption, rows, today, sort, onSort, onFirstUse }: SpecTableProps) => (
  <div className="spec-table__scroll" tabIndex={0} role="region" aria-label={caption}>
    <table className="spec-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead onPointerEnter={onFirstUse} onFocus={onFirstUse}>
        <tr>
          {SPEC_COLUMNS.map((column) => {
            const direction = sort?.column === column.key ? sort.direction : undefined;
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={direction && ARIA_SORT[direction]}
                className={column.numeric ? 'spec-table__number' : undefined}
              >
                <button
                  type="button"
                  className="spec-table__sort"
                  disabled={!onSort}
                  onClick={() => onSort?.(column.key)}
                >
                  <span>
                    {column.label}
                    {'unit' in column && <span className="spec-table__unit"> ({column.unit})</span>}
                  </span>
                  <SortMark direction={direction} />
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {SPEC_COLUMNS.map((column) =>
              column.key === 'name' ? (
                <th key={column.key} scope="row">
                  <Link to={paths.innerProduct(row.outerProductName, row.namePath)}>{row.name}</Link>
                </th>
              ) : (
                <td key={column.key} className={column.numeric ? 'spec-table__number' : undefined}>
                  {column.text(row, today) ?? '—'}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

interface ListingViewSwitchProps {
  view: 'cards' | 'table';
  /** Before the app runs the switch is links to the cards' and the table's places on the page. */
  onView?: (view: 'cards' | 'table') => void;
  cardsAnchor: string;
  tableAnchor: string;
}

const VIEW_LABELS = { cards: 'Thẻ', table: 'Bảng' } as const;

/** "Thẻ / Bảng": the list as cards or as the spec table. */
export const ListingViewSwitch = ({ view, onView, cardsAnchor, tableAnchor }: ListingViewSwitchProps) => (
  <div className="view-switch" role="group" aria-label="Cách hiển thị">
    {(['cards', 'table'] as const).map((name) =>
      onView ? (
        <button
          key={name}
          type="button"
          className="view-switch__option"
          aria-pressed={view === name}
          onClick={() => onView(name)}
        >
          {VIEW_LABELS[name]}
        </button>
      ) : (
        <a key={name} className="view-switch__option" href={`#${name === 'cards' ? cardsAnchor : tableAnchor}`}>
          {VIEW_LABELS[name]}
        </a>
      ),
    )}
  </div>
);
