import type { BuyerQuote, BuyerQuoteReply, BuyerQuotes } from '@vongbi/functions/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Field } from '@/components/form/form-field';
import { ApiError } from '@/lib/api-client';
import { getMyQuotes, myQuotePdfAddress, requestBuyerLink, resendMyQuote, startBuyerSession } from '../api/my-quotes';

// A buyer's own requests. Without a session: the e-mail form, which always answers "sent" (the server says the
// same for any address). Opened from the e-mailed link (`?token=`): the token is taken out of the address bar at
// once (it must not stay in the history, nor leave in a Referer) and exchanged for this browser's session. Then the
// list, newest first: each request's status, lines and báo giá, and "Gửi lại yêu cầu này" in two taps.

/** A request's status as a buyer reads it; `quoted` once staff sent a báo giá. */
const STATUS_LABEL: Record<string, string> = {
  new: 'Đã gửi',
  processing: 'Đang xử lý',
  quoted: 'Đã báo giá',
  done: 'Đã xong',
};

const DATE = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const formatDate = (iso: string): string => DATE.format(new Date(iso));
/** `YYYY-MM-DD` as dd/mm/yyyy, whatever the browser's zone. */
const formatDay = (day: string): string => day.split('-').reverse().join('/');
const formatVnd = (amount: number): string => `${amount.toLocaleString('vi-VN')} ₫`;

type View =
  | { kind: 'loading' }
  | { kind: 'ask'; notice?: string }
  | { kind: 'sent'; message: string }
  | { kind: 'list'; data: BuyerQuotes };

const LINK_NOT_VALID = 'Liên kết đã được dùng hoặc đã hết hạn. Nhập e-mail để nhận liên kết mới.';

/** The `?token=` of the e-mailed link, removed from the address bar (and the history entry) as it is read. */
const takeToken = (): string | undefined => {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token') ?? undefined;
  if (token !== undefined) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return token;
};

export const MyQuotesScreen = () => {
  const [view, setView] = useState<View>({ kind: 'loading' });

  const load = async (notice?: string) => {
    try {
      setView({ kind: 'list', data: await getMyQuotes() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setView({ kind: 'ask', notice });
      else setView({ kind: 'ask', notice: error instanceof Error ? error.message : undefined });
    }
  };

  useEffect(() => {
    const token = takeToken();
    // A link's token first becomes this browser's session; what went wrong with it is said above the e-mail form.
    const opened: Promise<string | undefined> =
      token === undefined
        ? Promise.resolve(undefined)
        : startBuyerSession(token).then(
            () => undefined,
            (error: unknown) =>
              error instanceof ApiError && error.status === 401 ? LINK_NOT_VALID : (error as Error).message,
          );
    void opened.then(load);
  }, []);

  if (view.kind === 'loading') return <p className="my-quotes__status">Đang tải…</p>;
  if (view.kind === 'sent') {
    return (
      <div className="quote-panel my-quotes__sent" role="status">
        <h2 className="quote-panel__heading">Đã gửi liên kết</h2>
        <p>{view.message}</p>
      </div>
    );
  }
  if (view.kind === 'ask') {
    return <LinkForm notice={view.notice} onSent={(message) => setView({ kind: 'sent', message })} />;
  }
  return <QuoteHistory data={view.data} onResent={() => load()} />;
};

const LinkForm = ({ notice, onSent }: { notice?: string; onSent(message: string): void }) => {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ sending: boolean; error?: string; field?: string }>({ sending: false });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setState({ sending: true });
    try {
      onSent((await requestBuyerLink(email)).message);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      setState({
        sending: false,
        error: apiError?.fields.email ? undefined : (error as Error).message,
        field: apiError?.fields.email,
      });
    }
  };

  return (
    <form className="quote-panel my-quotes__ask" onSubmit={send} noValidate>
      <h2 className="quote-panel__heading">Xem lại yêu cầu đã gửi</h2>
      {notice && (
        <p className="form-error" role="alert">
          {notice}
        </p>
      )}
      {state.error && (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      )}
      <p className="my-quotes__explain">
        Nhập e-mail bạn đã dùng khi gửi yêu cầu báo giá. Chúng tôi gửi tới hộp thư đó một liên kết dùng một lần; mở nó
        trên trình duyệt này để xem các yêu cầu và báo giá trong 30 ngày.
      </p>
      <Field label="E-mail" htmlFor="my-quotes-email" required error={state.field}>
        <input
          id="my-quotes-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required
          value={email}
          aria-invalid={state.field ? true : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <button type="submit" className="button button--accent button--large button--block" disabled={state.sending}>
        {state.sending ? 'Đang gửi…' : 'Gửi liên kết'}
      </button>
    </form>
  );
};

const QuoteHistory = ({ data, onResent }: { data: BuyerQuotes; onResent(): void }) => (
  <section aria-labelledby="my-quotes-heading">
    <p className="my-quotes__who">
      Các yêu cầu gửi với e-mail <strong>{data.email}</strong>
    </p>
    <h2 id="my-quotes-heading" className="visually-hidden">
      Yêu cầu của bạn
    </h2>
    {data.quotes.length === 0 ? (
      <p className="quote-panel">Chưa có yêu cầu báo giá nào gửi với e-mail này.</p>
    ) : (
      <ol className="my-quotes__list">
        {data.quotes.map((quote) => (
          <li key={quote.id}>
            <QuoteCard quote={quote} onResent={onResent} />
          </li>
        ))}
      </ol>
    )}
  </section>
);

const QuoteCard = ({ quote, onResent }: { quote: BuyerQuote; onResent(): void }) => (
  <article className="quote-panel my-quote" aria-labelledby={`my-quote-${quote.id}`}>
    <header className="my-quote__head">
      <h3 id={`my-quote-${quote.id}`} className="my-quote__title">
        Yêu cầu #{quote.id}
      </h3>
      <span className={`status-pill status-pill--${quote.status}`}>{STATUS_LABEL[quote.status] ?? quote.status}</span>
      <span className="my-quote__date">Gửi ngày {formatDate(quote.createdAt)}</span>
    </header>
    <ol className="my-quote__items">
      {quote.items.map((item, index) => (
        <li key={index}>
          <span className="my-quote__item-text">{item.text}</span>
          <span className="my-quote__quantity">× {item.quantity.toLocaleString('vi-VN')}</span>
        </li>
      ))}
    </ol>
    {quote.note && <p className="my-quote__note">Ghi chú: {quote.note}</p>}
    {quote.replies.length > 0 && (
      <div className="my-quote__replies">
        <h4>Báo giá đã nhận</h4>
        <ul>
          {quote.replies.map((reply) => (
            <ReplyRow key={reply.number} id={quote.id} reply={reply} />
          ))}
        </ul>
      </div>
    )}
    <Resend id={quote.id} onResent={onResent} />
  </article>
);

const ReplyRow = ({ id, reply }: { id: number; reply: BuyerQuoteReply }) => (
  <li className="my-quote__reply">
    <div>
      <strong>{reply.number}</strong>
      <span>
        {formatDate(reply.createdAt)} · hiệu lực đến {formatDay(reply.validUntil)}
      </span>
    </div>
    <span className="my-quote__total">{formatVnd(reply.totalVnd)}</span>
    <a className="button button--ghost" href={myQuotePdfAddress(id, reply.number)} download>
      Tải PDF
    </a>
  </li>
);

/** "Gửi lại yêu cầu này", then "Xác nhận gửi lại": two taps, so a stray one sends nothing. */
const Resend = ({ id, onResent }: { id: number; onResent(): void }) => {
  const [state, setState] = useState<
    | { step: 'idle' }
    | { step: 'confirm'; note: string }
    | { step: 'sending' }
    | { step: 'done'; id: number }
    | { step: 'failed'; message: string }
  >({ step: 'idle' });

  const send = async (note: string) => {
    setState({ step: 'sending' });
    try {
      const receipt = await resendMyQuote(id, note);
      setState({ step: 'done', id: receipt.id });
      onResent();
    } catch (error) {
      setState({ step: 'failed', message: (error as Error).message });
    }
  };

  if (state.step === 'done') {
    return (
      <p className="my-quote__resent" role="status">
        Đã gửi lại thành yêu cầu mới #{state.id}.
      </p>
    );
  }
  if (state.step === 'confirm') {
    return (
      <div className="my-quote__confirm">
        <Field label="Ghi chú cho lần này (không bắt buộc)" htmlFor={`my-quote-note-${id}`}>
          <textarea
            id={`my-quote-note-${id}`}
            rows={2}
            maxLength={2000}
            value={state.note}
            onChange={(event) => setState({ step: 'confirm', note: event.target.value })}
          />
        </Field>
        <div className="my-quote__actions">
          <button type="button" className="button button--accent" onClick={() => void send(state.note)}>
            Xác nhận gửi lại
          </button>
          <button type="button" className="button button--ghost" onClick={() => setState({ step: 'idle' })}>
            Thôi
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="my-quote__actions">
      {state.step === 'failed' && (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={state.step === 'sending'}
        onClick={() => setState({ step: 'confirm', note: '' })}
      >
        {state.step === 'sending' ? 'Đang gửi…' : 'Gửi lại yêu cầu này'}
      </button>
    </div>
  );
};
