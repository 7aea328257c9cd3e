import { useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { SiteImage } from '@/components/ui/site-image';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/hydration';
import { useSearchSuggestions } from '../hooks/use-search-suggestions';
import { activeOption, closedSuggestions, suggestionsReducer } from './search-suggestions-state';

// The header's search field, and once the app runs, the ARIA 1.2 combobox with a list of suggestions under
// it (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/). Until the app
// has taken a published page over it is the plain field the server rendered, attribute for attribute: the
// list is an enhancement the page hydrates without. The form around it submits as before (Enter without a
// highlighted suggestion goes to the search page).

/** Fixed ids (one header per page). */
const LISTBOX_ID = 'search-suggestions';
const optionId = (index: number) => `${LISTBOX_ID}-${index}`;

interface SearchComboboxProps {
  value: string;
  onChange: (value: string) => void;
}

export const SearchCombobox = ({ value, onChange }: SearchComboboxProps) => {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const { products } = useSearchSuggestions(value, hydrated);
  const [state, dispatch] = useReducer(suggestionsReducer, closedSuggestions);
  const input = useRef<HTMLInputElement>(null);
  const listbox = useRef<HTMLUListElement>(null);

  const count = products.length + 1; // the products, then "see all results"
  const open = hydrated && products.length > 0 && state.openAt === here;
  const active = open ? activeOption(state, here, count) : -1;

  const choose = (index: number) => {
    const product = products[index];
    dispatch({ type: 'close' });
    // Away from the field: a phone's keyboard closes over the page that opens.
    input.current?.blur();
    navigate(product ? paths.innerProduct(product.outerProductName, product.namePath) : paths.search(value.trim()));
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (products.length === 0) return;
        event.preventDefault();
        dispatch({ type: 'move', step: event.key === 'ArrowDown' ? 1 : -1, count, at: here });
        return;
      case 'Enter':
        if (active >= 0) {
          event.preventDefault();
          choose(active);
        } else {
          dispatch({ type: 'close' }); // and the form submits
        }
        return;
      case 'Escape':
        // The first Escape closes the list; with the list closed, the search field's own Escape clears it.
        if (open) {
          event.preventDefault();
          dispatch({ type: 'close' });
        }
        return;
      case 'Tab':
        dispatch({ type: 'close' });
    }
  };

  // A tap or click anywhere but the field and the list closes it.
  useEffect(() => {
    if (!open) return;
    const pointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!input.current?.contains(target) && !listbox.current?.contains(target)) dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', pointerDown);
    return () => document.removeEventListener('pointerdown', pointerDown);
  }, [open]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const field = (
    <input
      ref={input}
      type="search"
      name="q"
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        dispatch({ type: 'open', at: here });
      }}
      placeholder="Tìm kiếm sản phẩm"
      aria-label="Tìm kiếm sản phẩm"
      {...(hydrated && {
        role: 'combobox',
        'aria-expanded': open,
        'aria-controls': LISTBOX_ID,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
        autoComplete: 'off',
        onKeyDown: keyDown,
        onFocus: () => dispatch({ type: 'open', at: here }),
      })}
    />
  );
  if (!hydrated) return field;

  return (
    <>
      {field}
      <ul
        ref={listbox}
        id={LISTBOX_ID}
        className="search-suggestions"
        role="listbox"
        aria-label="Gợi ý sản phẩm"
        hidden={!open}
        // The field keeps the focus (and a phone its keyboard) while an option is pressed.
        onMouseDown={(event) => event.preventDefault()}
      >
        {open &&
          products.map((product, index) => (
            <li
              key={product.id}
              id={optionId(index)}
              className="search-suggestion"
              role="option"
              aria-selected={index === active}
              onClick={() => choose(index)}
              onMouseMove={() => dispatch({ type: 'point', index })}
            >
              <span className="search-suggestion__image" aria-hidden="true">
                <SiteImage src={product.image?.urlPath} alt="" width={44} height={44} sizes={IMAGE_SIZES.suggestion} />
              </span>
              <span className="search-suggestion__text">
                <span className="search-suggestion__name">{product.name}</span>
                {product.shortDescription && (
                  <span className="search-suggestion__detail">{product.shortDescription}</span>
                )}
              </span>
            </li>
          ))}
        {open && (
          <li
            id={optionId(products.length)}
            className="search-suggestion search-suggestion--all"
            role="option"
            aria-selected={active === products.length}
            onClick={() => choose(products.length)}
            onMouseMove={() => dispatch({ type: 'point', index: products.length })}
          >
            Xem tất cả kết quả cho “{value.trim()}”
          </li>
        )}
      </ul>
      <span className="visually-hidden" aria-live="polite">
        {open ? `${products.length} gợi ý` : ''}
      </span>
    </>
  );
};
