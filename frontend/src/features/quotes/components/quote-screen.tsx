import type { QuoteRequestReceipt } from '@vongbi/functions/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/hydration';
import { SHOWN_IF_NOTHING_STORED_ATTRIBUTE } from '@/lib/page-takeover';
import { useCurrentAvailability } from '../hooks/use-current-availability';
import { useLineMatching, type ProductSearch } from '../hooks/use-line-matching';
import { QUOTE_LIST_KEY, updateQuoteList, useQuoteList } from '../quote-store';
import { PasteBox } from './paste-box';
import { QuoteLines } from './quote-lines';

interface QuoteScreenProps {
  /** The designation search that pasted codes are matched with. */
  search: ProductSearch;
  /** From the configuration: what happens next (QUOTE_THANK_YOU), the Zalo number and the hotline. */
  thankYou: string | undefined;
  zalo: string | undefined;
  hotline: string | undefined;
}

// The form (with the contract's field rules and zod, 27 KB of gzip) comes once the list holds something: an empty
// list, a new visitor's, shows the steps in its place.
const QuoteForm = lazy(() => import('./quote-form').then((module) => ({ default: module.QuoteForm })));

/** After "Gửi yêu cầu": what was sent and what happens next, said where the list was. */
const SentNotice = ({
  receipt,
  thankYou,
  hotline,
  onAgain,
}: {
  receipt: QuoteRequestReceipt;
  thankYou: string | undefined;
  hotline: string | undefined;
  onAgain(): void;
}) => {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the answer, so a screen reader reads it and a phone shows it from its top.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="quote-sent" aria-labelledby="quote-sent-heading">
      <span className="quote-sent__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
      </span>
      <h2 id="quote-sent-heading" ref={heading} tabIndex={-1}>
        Đã gửi yêu cầu báo giá
      </h2>
      <p className="quote-sent__number">Mã yêu cầu: #{receipt.id}</p>
      {thankYou && <p className="quote-sent__next">{thankYou}</p>}
      {hotline && (
        <p className="quote-sent__hotline">
          Cần gấp? Gọi <a href={`tel:${hotline.replace(/\s+/g, '')}`}>{hotline}</a> và đọc mã yêu cầu.
        </p>
      )}
      <div className="quote-sent__actions">
        <Link className="button button--primary" to={paths.products}>
          Xem thêm sản phẩm
        </Link>
        <button type="button" className="button button--ghost" onClick={onAgain}>
          Tạo yêu cầu khác
        </button>
      </div>
    </section>
  );
};

/** Beside an empty list: the three steps, and the hotline for those who would rather call. */
const HowItWorks = ({ hotline }: { hotline: string | undefined }) => (
  <aside className="quote-panel quote-steps" aria-labelledby="quote-steps-heading">
    <h2 id="quote-steps-heading" className="quote-panel__heading">
      Gửi yêu cầu trong ba bước
    </h2>
    <ol className="quote-steps__list">
      <li>Thêm sản phẩm từ trang sản phẩm, hoặc dán danh sách mã vào ô “Dán danh sách mã”.</li>
      <li>Kiểm tra số lượng; mã nào có nhiều sản phẩm phù hợp, chọn đúng sản phẩm bạn cần.</li>
      <li>Để lại họ tên và số điện thoại, bấm “Gửi yêu cầu”: nhân viên kinh doanh sẽ báo giá cho bạn.</li>
    </ol>
    {hotline && (
      <p className="quote-steps__call">
        Muốn trao đổi ngay? Gọi <a href={`tel:${hotline.replace(/\s+/g, '')}`}>{hotline}</a>
      </p>
    )}
  </aside>
);

/**
 * The quote page's content: the list kept in the browser (with the codes pasted into it being matched), the box
 * to paste a list, and the form that sends it; once sent, the answer in their place and the list emptied.
 */
export const QuoteScreen = ({ search, thankYou, zalo, hotline }: QuoteScreenProps) => {
  const lines = useQuoteList();
  const hydrated = useHydrated();
  useLineMatching(lines, search);
  useCurrentAvailability(lines);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [receipt, setReceipt] = useState<QuoteRequestReceipt>();

  if (receipt) {
    return <SentNotice receipt={receipt} thankYou={thankYou} hotline={hotline} onAgain={() => setReceipt(undefined)} />;
  }

  return (
    <div className="quote-screen">
      <div className="quote-screen__list">
        {/* Published empty, and hidden by boot while a stored list waits for the app; a new element once the app
            runs, so what boot set does not stay. */}
        <section
          key={hydrated ? 'app' : 'published'}
          className="quote-panel"
          aria-labelledby="quote-list-heading"
          {...(hydrated ? {} : { [SHOWN_IF_NOTHING_STORED_ATTRIBUTE]: QUOTE_LIST_KEY })}
        >
          <h2 id="quote-list-heading" className="quote-panel__heading">
            Sản phẩm cần báo giá <span className="quote-panel__count">{lines.length}</span>
          </h2>
          {lines.length > 0 ? (
            <QuoteLines lines={lines} errors={lineErrors} />
          ) : (
            <div className="quote-empty">
              <p className="quote-empty__title">Danh sách đang trống</p>
              <p>
                Bấm “Thêm vào yêu cầu báo giá” trên trang sản phẩm, hoặc dán danh sách mã bên dưới: chúng tôi tìm từng
                mã trên website giúp bạn.
              </p>
              <Link to={paths.products}>Xem danh mục sản phẩm</Link>
            </div>
          )}
        </section>
        <div className="quote-panel">
          <PasteBox />
        </div>
      </div>
      <div className="quote-screen__form">
        {lines.length === 0 ? (
          <HowItWorks hotline={hotline} />
        ) : (
          <div className="quote-panel">
            <Suspense fallback={<p className="quote-form__loading">Đang mở biểu mẫu gửi yêu cầu…</p>}>
              <QuoteForm
                lines={lines}
                zalo={zalo}
                onLineErrors={setLineErrors}
                onSent={(sentKeys, sent) => {
                  updateQuoteList((current) => current.filter((line) => !sentKeys.has(line.key)));
                  setLineErrors({});
                  setReceipt(sent);
                  window.scrollTo(0, 0);
                }}
              />
            </Suspense>
          </div>
        )}
      </div>
    </div>
  );
};
