import type { QuoteRequestReceipt } from '@vongbi/functions/contract';
import { messages } from '@vongbi/functions/contract/messages';
import { QUOTE_HONEYPOT_FIELD, QUOTE_LIMITS } from '@vongbi/functions/contract/quote-form';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Field } from '@/components/form/form-field';
import { ApiError } from '@/lib/api-client';
import { createQuoteRequest } from '../api/create-quote-request';
import { toQuoteItems, type QuoteLine } from '../quote-list';
import { ZaloShare } from './zalo-share';

const emptyContact = { customerName: '', phone: '', email: '', company: '', note: '', [QUOTE_HONEYPOT_FIELD]: '' };
type Contact = typeof emptyContact;
type ContactField = Exclude<keyof Contact, typeof QUOTE_HONEYPOT_FIELD>;

interface QuoteFormProps {
  lines: readonly QuoteLine[];
  /** The Zalo number of the configuration, for "Gửi qua Zalo". */
  zalo: string | undefined;
  /** The request is stored: the list it sent (by line key) and the server's receipt. */
  onSent(sentKeys: ReadonlySet<string>, receipt: QuoteRequestReceipt): void;
  /** The server's messages for lines of the list (by line key); empty again on the next send. */
  onLineErrors(errors: Record<string, string>): void;
}

/** What the server said, kept for the form: a message above it and one per field under each. */
interface SendState {
  sending: boolean;
  message?: string;
  fields: Record<string, string>;
}

/** `items.3.innerProductId` → the fourth line sent. */
const LINE_FIELD = /^items\.(\d+)\./;

/**
 * The buyer's details and "Gửi yêu cầu": one JSON POST (never the browser's own submission, which would put a
 * name and a phone number in a URL). The server checks every field and answers each one's message; a line it
 * refuses (a product deleted since it was added) is named under that line.
 */
export const QuoteForm = ({ lines, zalo, onSent, onLineErrors }: QuoteFormProps) => {
  const [contact, setContact] = useState<Contact>(emptyContact);
  const [state, setState] = useState<SendState>({ sending: false, fields: {} });
  const form = useRef<HTMLFormElement>(null);
  const waiting = lines.some((line) => line.state === 'searching');
  const unchosen = lines.filter((line) => line.state === 'choice').length;

  const bind = (key: ContactField) => ({
    id: `quote-${key}`,
    name: key,
    value: contact[key],
    'aria-invalid': state.fields[key] ? true : undefined,
    'aria-describedby': state.fields[key] ? `quote-${key}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setContact((current) => ({ ...current, [key]: event.target.value })),
  });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const sent = [...lines];
    setState({ sending: true, fields: {} });
    onLineErrors({});
    try {
      const receipt = await createQuoteRequest({ ...contact, items: toQuoteItems(sent) });
      setState({ sending: false, fields: {} });
      onSent(new Set(sent.map((line) => line.key)), receipt);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        console.error(error);
        setState({ sending: false, message: messages.internal, fields: {} });
        return;
      }
      const lineErrors: Record<string, string> = {};
      for (const [field, message] of Object.entries(error.fields)) {
        const line = sent[Number(LINE_FIELD.exec(field)?.[1] ?? NaN)];
        if (line) lineErrors[line.key] ??= message;
      }
      onLineErrors(lineErrors);
      const message =
        error.code === 'VALIDATION'
          ? `${error.message}: vui lòng xem lại ${Object.keys(lineErrors).length > 0 ? 'danh sách và ' : ''}các ô được đánh dấu.`
          : error.message;
      setState({ sending: false, message, fields: error.fields });
    }
  };

  // On a phone the field at fault may be far above the button: each answer's fields, once rendered as marked,
  // take the buyer to the first one (a send clears them, so nothing is focused then).
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.fields]);

  return (
    <form ref={form} className="quote-form" onSubmit={send} noValidate aria-labelledby="quote-form-heading">
      <h2 id="quote-form-heading" className="quote-form__heading">
        Thông tin liên hệ
      </h2>
      {state.message && (
        <p className="form-error quote-form__message" role="alert">
          {state.message}
        </p>
      )}
      <Field label="Họ và tên" htmlFor="quote-customerName" required error={state.fields.customerName}>
        <input {...bind('customerName')} autoComplete="name" maxLength={QUOTE_LIMITS.customerName} required />
      </Field>
      <Field
        label="Số điện thoại"
        htmlFor="quote-phone"
        required
        error={state.fields.phone}
        hint="Di động 10 số (0912 345 678, +84 912 345 678) hoặc số bàn có mã vùng (024 3826 1234)."
      >
        <input {...bind('phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={40} required />
      </Field>
      <Field label="E-mail (không bắt buộc)" htmlFor="quote-email" error={state.fields.email}>
        <input {...bind('email')} type="email" inputMode="email" autoComplete="email" maxLength={254} />
      </Field>
      <Field label="Công ty (không bắt buộc)" htmlFor="quote-company" error={state.fields.company}>
        <input {...bind('company')} autoComplete="organization" maxLength={QUOTE_LIMITS.company} />
      </Field>
      <Field label="Ghi chú (không bắt buộc)" htmlFor="quote-note" error={state.fields.note}>
        <textarea
          {...bind('note')}
          rows={3}
          maxLength={QUOTE_LIMITS.note}
          placeholder="Thời gian cần hàng, nơi giao, hãng mong muốn…"
        />
      </Field>
      {/* For bots only: off screen, out of the tab order and of the accessibility tree, never autofilled. */}
      <div className="quote-form__trap" aria-hidden="true">
        <label htmlFor="quote-website">Website</label>
        <input
          id="quote-website"
          name={QUOTE_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={contact[QUOTE_HONEYPOT_FIELD]}
          onChange={(event) => setContact((current) => ({ ...current, [QUOTE_HONEYPOT_FIELD]: event.target.value }))}
        />
      </div>
      <p className="quote-form__privacy">
        Chúng tôi lưu họ tên, số điện thoại, e-mail, công ty, ghi chú và danh sách sản phẩm này chỉ để báo giá và liên
        hệ lại với bạn về yêu cầu này; nhân viên kinh doanh của Vòng bi Việt là người duy nhất được xem. Danh sách đang
        chọn được giữ trên trình duyệt của bạn cho đến khi gửi.
      </p>
      {unchosen > 0 && (
        <p className="quote-form__note">{unchosen} dòng chưa chọn sản phẩm sẽ được gửi như mã bạn đã nhập.</p>
      )}
      <div className="quote-form__actions">
        <button
          type="submit"
          className="button button--accent button--large quote-form__submit"
          disabled={state.sending || waiting || lines.length === 0}
        >
          {state.sending ? 'Đang gửi…' : waiting ? 'Đang tìm mã…' : 'Gửi yêu cầu'}
        </button>
        <ZaloShare lines={lines} zalo={zalo} />
      </div>
    </form>
  );
};
