import type { QuoteRequest } from '@vongbi/functions/contract';
import { amountInWords } from '@vongbi/functions/contract/amount-in-words';
import { QUOTE_LIMITS } from '@vongbi/functions/contract/quote-form';
import {
  formatVnd,
  parseVnd,
  QUOTE_REPLY_LIMITS,
  quoteReplyTotals,
  VAT_PERCENTS,
  type QuoteReplyDraft,
  type QuoteReplyInput,
  type VatPercent,
} from '@vongbi/functions/contract/quote-reply';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
import { AdminForm } from '@/components/form/admin-form';
import { Field } from '@/components/form/form-field';
import { useAdminForm } from '@/components/form/use-admin-form';
import { ApiError } from '@/lib/api-client';

// The báo giá staff write on a request's screen: the request's lines prefilled, each with a quantity, a unit price
// typed as Vietnamese write it (1.250.000), a lead time and a note; lines added, removed and moved; VAT, validity
// and terms; the sums as they type. "Xem trước" shows the PDF the buyer will get; sending pins the request's
// version, so a reply over someone else's change is refused and offers it, as every back-office form.

interface LineValues {
  /** Keeps a line's inputs with it when lines move. */
  key: number;
  text: string;
  quantity: string;
  unitPrice: string;
  leadTime: string;
  note: string;
}

interface ReplyValues {
  lines: LineValues[];
  vatPercent: VatPercent;
  validUntil: string;
  terms: string;
}

interface QuoteReplyFormProps {
  request: QuoteRequest;
  defaultTerms: string;
  onSend(input: QuoteReplyInput): Promise<void>;
  onPreview(draft: QuoteReplyDraft): Promise<void>;
  /** Someone changed the request meanwhile (409 STALE): load their version. */
  onReload(): void;
}

const INVALID_PRICE = 'Đơn giá là số tiền nguyên, ví dụ 1.250.000';
const INVALID_QUANTITY = `Số lượng là số nguyên từ 1 đến ${QUOTE_LIMITS.quantity.toLocaleString('vi-VN')}`;
const DEFAULT_VAT: VatPercent = 8;
const VALID_DAYS = 15;

let nextKey = 0;
const newLine = (text = '', quantity = 1): LineValues => ({
  key: ++nextKey,
  text,
  quantity: String(quantity),
  unitPrice: '',
  leadTime: '',
  note: '',
});

/** `YYYY-MM-DD` of the Vietnam day `days` after today. */
const dayAfter = (days: number): string => {
  const today = new Date(`${vietnamToday()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
};

const quantityOf = (typed: string): number | undefined => {
  const quantity = Number(typed.replace(/[.\s]/g, ''));
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= QUOTE_LIMITS.quantity ? quantity : undefined;
};

/** The reply the values make, or 400 with a message on each line the form cannot read. */
const draftOf = (values: ReplyValues): QuoteReplyDraft => {
  const fields: Record<string, string> = {};
  const lines = values.lines.map((line, index) => {
    const quantity = quantityOf(line.quantity);
    const unitPriceVnd = parseVnd(line.unitPrice);
    if (quantity === undefined) fields[`lines.${index}.quantity`] = INVALID_QUANTITY;
    if (unitPriceVnd === undefined) fields[`lines.${index}.unitPriceVnd`] = INVALID_PRICE;
    return {
      text: line.text,
      quantity: quantity ?? 0,
      unitPriceVnd: unitPriceVnd ?? 0,
      leadTime: line.leadTime,
      note: line.note,
    };
  });
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'VALIDATION', 'Dữ liệu không hợp lệ, vui lòng kiểm tra các dòng được đánh dấu', fields);
  }
  return { lines, vatPercent: values.vatPercent, validUntil: values.validUntil, terms: values.terms };
};

export const QuoteReplyForm = ({ request, defaultTerms, onSend, onPreview, onReload }: QuoteReplyFormProps) => {
  const form = useAdminForm<ReplyValues>({
    initial: {
      lines: request.items.map((item) => newLine(item.product?.name ?? item.text, item.quantity)),
      vatPercent: DEFAULT_VAT,
      validUntil: dayAfter(VALID_DAYS),
      terms: defaultTerms,
    },
    save: (values) => onSend({ ...draftOf(values), updatedAt: request.updatedAt }),
    preview: (values) => onPreview(draftOf(values)),
    confirm: () =>
      window.confirm(
        request.email
          ? `Gửi báo giá này tới ${request.email}? Báo giá đã gửi không sửa được; muốn đổi thì gửi báo giá mới.`
          : 'Lưu báo giá này? Yêu cầu không có e-mail: tải PDF để gửi khách qua Zalo.',
      ),
  });
  const { values, fields } = form;
  const setLine = (index: number, change: Partial<LineValues>) =>
    form.set(
      'lines',
      values.lines.map((line, at) => (at === index ? { ...line, ...change } : line)),
    );
  const move = (index: number, by: -1 | 1) => {
    const lines = [...values.lines];
    [lines[index], lines[index + by]] = [lines[index + by]!, lines[index]!];
    form.set('lines', lines);
  };
  const readable = values.lines.map((line) => ({
    quantity: quantityOf(line.quantity) ?? 0,
    unitPriceVnd: parseVnd(line.unitPrice) ?? 0,
  }));
  const totals = quoteReplyTotals(readable, values.vatPercent);

  return (
    <AdminForm form={form} onReload={onReload} submitLabel={request.email ? 'Gửi báo giá' : 'Lưu báo giá'}>
      {fields.lines && <p className="form-field__error">{fields.lines}</p>}
      <ol className="reply-lines">
        {values.lines.map((line, index) => {
          const id = (name: string) => `line-${line.key}-${name}`;
          const error = (name: string) => fields[`lines.${index}.${name}`];
          const amount = readable[index]!.quantity * readable[index]!.unitPriceVnd;
          return (
            <li key={line.key} className="reply-line">
              <div className="reply-line__head">
                <span className="reply-line__number">{index + 1}</span>
                <div className="reply-line__tools">
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`Đưa dòng ${index + 1} lên`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => move(index, 1)}
                    disabled={index === values.lines.length - 1}
                    aria-label={`Đưa dòng ${index + 1} xuống`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() =>
                      form.set(
                        'lines',
                        values.lines.filter((_, at) => at !== index),
                      )
                    }
                    disabled={values.lines.length === 1}
                  >
                    Xóa dòng
                  </button>
                </div>
              </div>
              <div className="reply-line__fields">
                <Field label="Hàng hóa" htmlFor={id('text')} required error={error('text')}>
                  <input
                    id={id('text')}
                    value={line.text}
                    maxLength={QUOTE_REPLY_LIMITS.lineText}
                    onChange={(event) => setLine(index, { text: event.target.value })}
                  />
                </Field>
                <Field label="Số lượng" htmlFor={id('quantity')} required error={error('quantity')}>
                  <input
                    id={id('quantity')}
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(event) => setLine(index, { quantity: event.target.value })}
                  />
                </Field>
                <Field label="Đơn giá (đ)" htmlFor={id('price')} required error={error('unitPriceVnd')}>
                  <input
                    id={id('price')}
                    inputMode="numeric"
                    placeholder="1.250.000"
                    value={line.unitPrice}
                    onChange={(event) => setLine(index, { unitPrice: event.target.value })}
                    onBlur={() => {
                      const price = parseVnd(line.unitPrice);
                      if (price !== undefined) setLine(index, { unitPrice: formatVnd(price) });
                    }}
                  />
                </Field>
                <Field label="Thời gian giao" htmlFor={id('lead')} error={error('leadTime')}>
                  <input
                    id={id('lead')}
                    placeholder="Có sẵn, 2–3 tuần…"
                    value={line.leadTime}
                    maxLength={QUOTE_REPLY_LIMITS.leadTime}
                    onChange={(event) => setLine(index, { leadTime: event.target.value })}
                  />
                </Field>
                <Field label="Ghi chú dòng" htmlFor={id('note')} error={error('note')}>
                  <input
                    id={id('note')}
                    value={line.note}
                    maxLength={QUOTE_REPLY_LIMITS.note}
                    onChange={(event) => setLine(index, { note: event.target.value })}
                  />
                </Field>
                <p className="reply-line__amount">
                  Thành tiền: <strong>{formatVnd(amount)} đ</strong>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => form.set('lines', [...values.lines, newLine()])}
        disabled={values.lines.length >= QUOTE_REPLY_LIMITS.lines}
      >
        + Thêm dòng
      </button>
      <div className="reply-terms">
        <fieldset className="status-choice">
          <legend className="form-field__label">Thuế GTGT</legend>
          {VAT_PERCENTS.map((percent) => (
            <label key={percent} className="status-choice__option">
              <input
                type="radio"
                name="vatPercent"
                checked={values.vatPercent === percent}
                onChange={() => form.set('vatPercent', percent)}
              />
              {percent}%
            </label>
          ))}
          {fields.vatPercent && <p className="form-field__error">{fields.vatPercent}</p>}
        </fieldset>
        <Field label="Hiệu lực đến" htmlFor="validUntil" required error={fields.validUntil}>
          <input type="date" min={vietnamToday()} {...form.text('validUntil')} />
        </Field>
      </div>
      <Field label="Điều kiện thương mại" htmlFor="terms" error={fields.terms}>
        <textarea {...form.text('terms')} rows={4} maxLength={QUOTE_REPLY_LIMITS.terms} />
      </Field>
      <dl className="reply-totals" aria-label="Tổng tiền">
        <div>
          <dt>Cộng tiền hàng</dt>
          <dd>{formatVnd(totals.subtotalVnd)} đ</dd>
        </div>
        <div>
          <dt>Thuế GTGT ({values.vatPercent}%)</dt>
          <dd>{formatVnd(totals.vatVnd)} đ</dd>
        </div>
        <div className="reply-totals__total">
          <dt>Tổng cộng</dt>
          <dd>{formatVnd(totals.totalVnd)} đ</dd>
        </div>
      </dl>
      <p className="reply-totals__words">
        Bằng chữ: {Number.isSafeInteger(totals.totalVnd) ? amountInWords(totals.totalVnd) : '—'}
      </p>
    </AdminForm>
  );
};
