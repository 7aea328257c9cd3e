import { QUOTE_LIMITS } from '@vongbi/functions/contract/quote-form';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toQuantity } from '../quantity';
import { addProduct, type AddOutcome, type QuoteProductSource } from '../quote-list';
import { updateQuoteList, useQuoteList } from '../quote-store';

interface AddToQuoteProps {
  product: QuoteProductSource;
  /** `page`: a product's own page, with − and + beside the quantity; `card`: a product card, compact. */
  variant: 'page' | 'card';
  /** What stays beside the button (a product page's "Liên hệ báo giá"). */
  children?: ReactNode;
}

const ADD_LABEL = 'Thêm vào yêu cầu báo giá';

/** What the visitor is told after a tap, in the live region under the button. */
const outcomeText: Record<AddOutcome, string> = {
  added: 'Đã thêm vào yêu cầu báo giá.',
  merged: 'Đã cộng thêm số lượng.',
  full: `Danh sách đã đủ ${QUOTE_LIMITS.items} dòng: hãy gửi yêu cầu này trước.`,
};

/**
 * "Thêm vào yêu cầu báo giá" with a quantity, on a product's page and on its cards. On a published page a press
 * before the app runs is held by the page's inline script (src/boot.ts) and made again once it does, as the
 * search box's and the subscribe form's are: the browser's own submission would only reload the page.
 */
export const AddToQuote = ({ product, variant, children }: AddToQuoteProps) => {
  const lines = useQuoteList();
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const [outcome, setOutcome] = useState<AddOutcome>();

  const add = (event: FormEvent) => {
    event.preventDefault();
    let result: AddOutcome = 'full';
    updateQuoteList((current) => {
      const added = addProduct(current, product, toQuantity(quantity));
      result = added.outcome;
      return added.lines;
    });
    setOutcome(result);
    setQuantity('1');
  };

  const step = (by: number) => setQuantity(String(toQuantity(toQuantity(quantity) + by)));
  const page = variant === 'page';

  return (
    <form className={`quote-add quote-add--${variant}`} onSubmit={add}>
      <div className="quote-add__row">
        <label className={page ? 'quote-add__label' : 'visually-hidden'} htmlFor={id}>
          Số lượng{page ? '' : ` ${product.name}`}
        </label>
        <span className="quote-add__quantity">
          {page && (
            <button type="button" aria-label="Bớt 1" onClick={() => step(-1)}>
              −
            </button>
          )}
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={QUOTE_LIMITS.quantity}
            step={1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          {page && (
            <button type="button" aria-label="Thêm 1" onClick={() => step(1)}>
              +
            </button>
          )}
        </span>
        <button
          type="submit"
          className={`button ${page ? 'button--accent button--large' : 'button--primary'} quote-add__submit`}
          // A card has room for "+ Báo giá" only; its name says the rest, and which product.
          aria-label={page ? undefined : `${ADD_LABEL}: ${product.name}`}
        >
          {page ? (
            ADD_LABEL
          ) : (
            <>
              <span aria-hidden="true">+</span> Báo giá
            </>
          )}
        </button>
        {children}
      </div>
      <p className="quote-add__status" role="status">
        {outcome && (
          <>
            {outcomeText[outcome]} <Link to={paths.quote}>Xem yêu cầu báo giá ({lines.length})</Link>
          </>
        )}
      </p>
    </form>
  );
};

/** A listing's card action: "+ Báo giá" with a quantity (inner-product-cards.tsx's `action`). */
export const quoteCardAction = (product: QuoteProductSource) => <AddToQuote product={product} variant="card" />;
