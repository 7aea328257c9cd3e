import { QUOTE_STATUSES, type QuoteStatus } from '@vongbi/functions/contract/quote-request';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { getQuoteRequests } from '@/features/quotes/api/get-quote-requests';
import { QuoteRequestTable } from '@/features/quotes/components/quote-request-table';
import { QUOTE_STATUS_LABEL } from '@/features/quotes/quote-status';

export const quoteRequestsLoader = () => getQuoteRequests();

/** The status filter, kept in the URL (`?status=new`) so a reload or a link keeps it. */
const FILTER = 'status';
const isStatus = (value: string | null): value is QuoteStatus => QUOTE_STATUSES.some((status) => status === value);

export const QuoteRequestsPage = () => {
  const requests = useLoaderData<typeof quoteRequestsLoader>();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get(FILTER);
  const status = isStatus(wanted) ? wanted : undefined;
  const countOf = (value: QuoteStatus) => requests.filter((request) => request.status === value).length;
  const options = [
    { value: undefined, label: 'Tất cả', count: requests.length },
    ...QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_LABEL[value], count: countOf(value) })),
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
            {option.label} <span className="segmented__count">{option.count}</span>
          </button>
        ))}
      </div>
      <QuoteRequestTable requests={status ? requests.filter((request) => request.status === status) : requests} />
    </section>
  );
};
