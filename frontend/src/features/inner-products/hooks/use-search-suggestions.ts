import { useEffect, useState } from 'react';
import type { InnerProductSummary } from '@vongbi/functions/contract';
import { browserApi } from '@/lib/api-client';
import { searchInnerProducts } from '../api/search-inner-products';

// Suggestions for what is being typed in the header's search box, from the product search the search page
// uses. A request waits until typing pauses, and each new query aborts the one before; only the answer to the
// query in the box is returned (none while it is on its way, so a list never shows what another query found).
// A failed request shows nothing and is not retried until the query changes.

/** Fewer characters (after trimming) match too much to help. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_SUGGESTIONS = 8;
/** Long enough to skip the keys of a word typed at speed, short enough that the list keeps up. */
export const TYPING_PAUSE_MS = 150;

export interface Suggestions {
  /** The trimmed query these products answer. */
  term: string;
  products: InnerProductSummary[];
}

const none: Suggestions = { term: '', products: [] };

export const useSearchSuggestions = (query: string, enabled: boolean): Suggestions => {
  const term = query.trim();
  const wanted = enabled && term.length >= MIN_QUERY_LENGTH;
  const [answer, setAnswer] = useState<Suggestions>(none);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const answered = (products: InnerProductSummary[]) => {
      if (!controller.signal.aborted) setAnswer({ term, products: products.slice(0, MAX_SUGGESTIONS) });
    };
    const timer = setTimeout(() => {
      searchInnerProducts(browserApi, term, controller.signal).then(
        (products) => answered(Array.isArray(products) ? products : []),
        () => answered([]),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, wanted]);

  return wanted && answer.term === term ? answer : none;
};
