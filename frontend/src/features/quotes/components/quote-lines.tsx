import type { QuoteProduct } from '@vongbi/functions/contract';
import { QUOTE_LIMITS } from '@vongbi/functions/contract/quote-form';
import { shownAvailability, vietnamToday } from '@vongbi/functions/contract/technical-data';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { SiteImage } from '@/components/ui/site-image';
import { paths } from '@/config/paths';
import { removeLine, setQuantity, settleLine, type QuoteLine } from '../quote-list';
import { updateQuoteList } from '../quote-store';

const productAddress = (product: QuoteProduct) => paths.innerProduct(product.outerProductName, product.namePath);

/**
 * A line's quantity as typed: the list takes each whole number as it is typed, and on leaving the field
 * anything else becomes a valid quantity again (an emptied field is 1).
 */
const QuantityField = ({ line }: { line: QuoteLine }) => {
  const [draft, setDraft] = useState<string>();
  const commit = (value: string) => updateQuoteList((lines) => setQuantity(lines, line.key, Number(value)));
  return (
    <span className="quote-line__quantity">
      <label className="quote-line__quantity-label" htmlFor={`quantity-${line.key}`}>
        SL<span className="visually-hidden"> {line.text}</span>
      </label>
      <input
        id={`quantity-${line.key}`}
        type="number"
        inputMode="numeric"
        min={1}
        max={QUOTE_LIMITS.quantity}
        step={1}
        value={draft ?? String(line.quantity)}
        onChange={(event) => {
          setDraft(event.target.value);
          if (/^\d+$/.test(event.target.value) && Number(event.target.value) >= 1) commit(event.target.value);
        }}
        onBlur={() => {
          if (draft !== undefined) commit(draft);
          setDraft(undefined);
        }}
      />
    </span>
  );
};

/** A product's picture; a line that is a code typed shows the word for code instead. */
const ProductThumb = ({ product }: { product?: QuoteProduct }) => (
  <span className="quote-line__image" aria-hidden="true">
    {product ? (
      <SiteImage src={product.image?.urlPath} alt="" width={64} height={64} sizes={IMAGE_SIZES.quoteLine} />
    ) : (
      <span className="quote-line__code">MÃ</span>
    )}
  </span>
);

/**
 * The product's availability as its public page says it today ("Có sẵn · cập nhật 28/11"), nothing once older than
 * AVAILABILITY_FRESH_DAYS. The quote page is drawn in the browser only, so today is the buyer's.
 */
const LineAvailability = ({ product }: { product: QuoteProduct }) => {
  const shown = shownAvailability(product.availability, vietnamToday());
  if (!shown) return null;
  return (
    <p className={`quote-line__availability quote-line__availability--${shown.status.replace(/_/g, '-')}`}>
      <span className="quote-line__availability-label">{shown.label}</span> · {shown.updated}
    </p>
  );
};

/** What a pasted line turned into, said under its name. */
const LineNote = ({ line }: { line: QuoteLine }) => {
  switch (line.state) {
    case 'product':
      return line.text !== line.product.name ? <p className="quote-line__note">Bạn nhập: {line.text}</p> : null;
    case 'searching':
      return (
        <p className="quote-line__note" aria-live="polite">
          Đang tìm mã trên website…
        </p>
      );
    case 'text':
      return <p className="quote-line__note">Mã chưa có trên website: nhân viên sẽ kiểm tra và báo giá.</p>;
    case 'choice':
      return null;
  }
};

/** Several products answer a pasted code: the buyer picks one, or keeps the code as typed. */
const Candidates = ({ line }: { line: Extract<QuoteLine, { state: 'choice' }> }) => (
  <div className="quote-choice" role="group" aria-label={`Chọn sản phẩm cho “${line.text}”`}>
    <p className="quote-choice__question">
      {line.candidates.length === 1
        ? `Có phải bạn cần sản phẩm này cho “${line.text}”?`
        : `Có ${line.candidates.length} sản phẩm phù hợp với “${line.text}”, bạn cần sản phẩm nào?`}
    </p>
    <ul className="quote-choice__list">
      {line.candidates.map((candidate) => (
        <li key={candidate.id}>
          <button
            type="button"
            className="quote-choice__option"
            onClick={() =>
              updateQuoteList((lines) => settleLine(lines, line.key, { state: 'product', product: candidate }))
            }
          >
            <ProductThumb product={candidate} />
            <span className="quote-choice__name">{candidate.name}</span>
            <span className="quote-choice__pick" aria-hidden="true">
              Chọn
            </span>
          </button>
        </li>
      ))}
    </ul>
    <button
      type="button"
      className="quote-choice__keep"
      onClick={() => updateQuoteList((lines) => settleLine(lines, line.key, { state: 'text' }))}
    >
      Không có trong số này: giữ “{line.text}” như đã nhập
    </button>
  </div>
);

interface QuoteLinesProps {
  lines: readonly QuoteLine[];
  /** The server's message for a line (by its key), from the last send. */
  errors: Readonly<Record<string, string>>;
}

/** The list being prepared: each line with its product (or the code typed), its quantity, and remove. */
export const QuoteLines = ({ lines, errors }: QuoteLinesProps) => (
  <ol className="quote-lines">
    {lines.map((line) => {
      const name = line.state === 'product' ? line.product.name : line.text;
      const error = errors[line.key];
      return (
        <li key={line.key} className={`quote-line quote-line--${line.state}${error ? ' quote-line--invalid' : ''}`}>
          <ProductThumb product={line.state === 'product' ? line.product : undefined} />
          <div className="quote-line__text">
            <p className="quote-line__name">
              {line.state === 'product' ? <Link to={productAddress(line.product)}>{name}</Link> : name}
            </p>
            {line.state === 'product' && <LineAvailability product={line.product} />}
            <LineNote line={line} />
            {error && (
              <p className="quote-line__error" role="alert">
                {error}{' '}
                {line.state === 'product' && (
                  <button
                    type="button"
                    className="quote-line__unlink"
                    onClick={() => updateQuoteList((current) => settleLine(current, line.key, { state: 'text' }))}
                  >
                    Gửi như mã đã nhập
                  </button>
                )}
              </p>
            )}
          </div>
          <div className="quote-line__controls">
            <QuantityField line={line} />
            <button
              type="button"
              className="quote-line__remove"
              aria-label={`Xóa ${name}`}
              onClick={() => updateQuoteList((current) => removeLine(current, line.key))}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {line.state === 'choice' && <Candidates line={line} />}
        </li>
      );
    })}
  </ol>
);
