import { useState } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { QuoteRequest, QuoteRequestPage } from '@vongbi/functions/contract';
import { messages } from '@vongbi/functions/contract/messages';
import { QUOTE_STATUSES, type QuoteStatus } from '@vongbi/functions/contract/quote-request';
import { getQuoteRequests } from '@/features/quotes/api/get-quote-requests';
import { QuoteRequestTable } from '@/features/quotes/components/quote-request-table';
import { QUOTE_STATUS_LABEL } from '@/features/quotes/quote-status';
import { ApiError } from '@/lib/api-client';

/** The status filter, kept in the URL (`?status=new`) so a reload or a link keeps it. */
const FILTER = 'status';
const isStatus = (value: string | null): value is QuoteStatus => QUOTE_STATUSES.some((status) => status === value);

/** The newest page of requests of the status in the address (all for none or an unknown one). */
export const quoteRequestsLoader = async ({ request }: LoaderFunctionArgs) => {
  const wanted = new URL(request.url).searchParams.get(FILTER);
  const status = isStatus(wanted) ? wanted : undefined;
  return { status, first: await getQuoteRequests({ status }) };
};

/** The pages after the first, loaded on demand; a new filter (a new first page) starts over. */
const useMorePages = (status: QuoteStatus | undefined, first: QuoteRequestPage) => {
  const [more, setMore] = useState<{ first: QuoteRequestPage; items: QuoteRequest[]; nextCursor: string | null }>();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const current = more?.first === first ? more : { first, items: [], nextCursor: first.nextCursor };
  const loadMore = async () => {
    if (current.nextCursor === null) return;
    setLoading(true);
    setFailure(undefined);
    try {
      const page = await getQuoteRequests({ status, cursor: current.nextCursor });
      setMore({ first, items: [...current.items, ...page.items], nextCursor: page.nextCursor });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        setFailure(error instanceof ApiError ? error.message : messages.internal);
      }
    } finally {
      setLoading(false);
    }
  };
  return {
    requests: [...first.items, ...current.items],
    done: current.nextCursor === null,
    loading,
    failure,
    loadMore,
  };
};

export const QuoteRequestsPage = () => {
  const { status, first } = useLoaderData<typeof quoteRequestsLoader>();
  const [, setSearch] = useSearchParams();
  const pages = useMorePages(status, first);
  const options = [
    { value: undefined, label: 'Tất cả' },
    ...QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_LABEL[value] })),
  ];
  return (
    <section className="panel">
      <div className="panel__header">
        <h1 className="page-title">Yêu cầu báo giá</h1>
      </div>
      <div className="segmented" role="group" aria-label="Trạng thái">
        {options.map((option) => (
          <button
            key={option.label}
            type="button"
            className="segmented__option"
            aria-pressed={option.value === status}
            onClick={() => setSearch(option.value ? { [FILTER]: option.value } : {}, { replace: true })}
          >
            {option.label}
          </button>
        ))}
      </div>
      <QuoteRequestTable requests={pages.requests} />
      <div className="pager">
        <span className="data-table__count" role="status">
          {pages.requests.length > 0 &&
            `${pages.requests.length.toLocaleString('vi-VN')} yêu cầu${pages.done ? ', đã hết' : ''}`}
        </span>
        {!pages.done && (
          <button
            type="button"
            className="button button--ghost"
            disabled={pages.loading}
            onClick={() => void pages.loadMore()}
          >
            {pages.loading ? 'Đang tải…' : 'Xem thêm'}
          </button>
        )}
        {pages.failure && <p className="form-error">{pages.failure}</p>}
      </div>
    </section>
  );
};
