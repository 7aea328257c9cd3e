import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useQuoteList } from '../quote-store';

/**
 * The header's way to the quote list, with how many lines it holds. A published page is rendered with an empty
 * list (the list is in the visitor's browser), so the count appears once the app has read it.
 */
export const QuoteCounter = () => {
  const count = useQuoteList().length;
  return (
    <Link
      className="quote-counter"
      to={paths.quote}
      aria-label={count > 0 ? `Yêu cầu báo giá: ${count} sản phẩm` : 'Yêu cầu báo giá'}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.9"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="5" y="4" width="14" height="17" rx="2" />
        <rect x="9" y="2.5" width="6" height="3.5" rx="1" />
        <path d="M8.5 11h7M8.5 15h5" />
      </svg>
      <span className="quote-counter__label">Báo giá</span>
      {count > 0 && (
        <span className="quote-counter__count" data-testid="quote-count">
          {count}
        </span>
      )}
    </Link>
  );
};
