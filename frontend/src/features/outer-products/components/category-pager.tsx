import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pagerNumbers } from '../category-listing';

interface CategoryPagerProps {
  page: number;
  pageCount: number;
  /**
   * The published page of each number, as links (crawlers follow them); without it the numbers are buttons that
   * call `onPage` (the pages of a filtered list, which exist only in the browser).
   */
  addressOf?: (page: number) => string;
  onPage?: (page: number) => void;
}

const Arrow = ({ direction }: { direction: 'previous' | 'next' }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path
      d={direction === 'previous' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
    />
  </svg>
);

const STEP_LABELS = { previous: 'Trang trước', next: 'Trang sau' } as const;

/** The pages of a category's list: previous, numbers (1 … 4 5 6 … 21), next; the current one marked. */
export const CategoryPager = ({ page, pageCount, addressOf, onPage }: CategoryPagerProps) => {
  if (pageCount <= 1) return null;
  const target = (number: number, className: string, content: ReactNode, label?: string, rel?: string) =>
    addressOf ? (
      <Link className={className} to={addressOf(number)} aria-label={label} rel={rel}>
        {content}
      </Link>
    ) : (
      <button type="button" className={className} aria-label={label} onClick={() => onPage?.(number)}>
        {content}
      </button>
    );
  const step = (direction: 'previous' | 'next') => {
    const number = direction === 'previous' ? page - 1 : page + 1;
    const content = (
      <>
        {direction === 'previous' && <Arrow direction="previous" />}
        <span className="pager__step-text">{direction === 'previous' ? 'Trước' : 'Sau'}</span>
        {direction === 'next' && <Arrow direction="next" />}
      </>
    );
    if (number < 1 || number > pageCount)
      return (
        <span className="pager__step pager__step--off" aria-hidden="true">
          {content}
        </span>
      );
    return target(number, 'pager__step', content, STEP_LABELS[direction], direction === 'previous' ? 'prev' : 'next');
  };
  return (
    <nav className="pager" aria-label="Các trang của danh sách">
      {step('previous')}
      <ol className="pager__numbers">
        {pagerNumbers(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span className="pager__number pager__number--current" aria-current="page">
                  <span className="visually-hidden">Trang </span>
                  {number}
                </span>
              ) : (
                target(number, 'pager__number', number, `Trang ${number}`)
              )}
            </li>
          ),
        )}
      </ol>
      {step('next')}
    </nav>
  );
};
