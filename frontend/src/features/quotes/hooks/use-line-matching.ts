import type { InnerProductSummary } from '@vongbi/functions/contract';
import { useEffect, useRef, useState } from 'react';
import { matchLine } from '../match-line';
import { searchingLines, settleLine, type QuoteLine } from '../quote-list';
import { updateQuoteList } from '../quote-store';

/** The designation search, as the page that uses this hook reaches it. */
export type ProductSearch = (text: string, signal: AbortSignal) => Promise<InnerProductSummary[]>;

/** Searches running at once: a pasted list of 50 codes neither floods the API nor waits on one request at a time. */
const IN_FLIGHT = 4;

/**
 * Searches every pasted line still waiting (also those a closed tab left waiting), a few at a time, and settles
 * each into its product, its candidates or its text. A search that fails keeps the line as typed.
 */
export const useLineMatching = (lines: readonly QuoteLine[], search: ProductSearch): void => {
  const running = useRef(new Map<string, AbortController>());
  // Counts finished searches: each frees a place for the next waiting line, even when its line was removed
  // meanwhile and the list itself did not change.
  const [finished, setFinished] = useState(0);

  useEffect(() => {
    const inFlight = running.current;
    for (const line of searchingLines(lines)) {
      if (inFlight.size >= IN_FLIGHT) break;
      if (inFlight.has(line.key)) continue;
      const controller = new AbortController();
      inFlight.set(line.key, controller);
      search(line.text, controller.signal)
        .then((answers) => matchLine(line.text, answers))
        .catch(() => ({ state: 'text' }) as const)
        .then((match) => {
          if (controller.signal.aborted) return;
          inFlight.delete(line.key);
          setFinished((count) => count + 1);
          updateQuoteList((current) =>
            current.some((other) => other.key === line.key && other.state === 'searching')
              ? settleLine(current, line.key, match)
              : current,
          );
        });
    }
  }, [lines, search, finished]);

  // Leaving the page stops what is still running; the lines stay waiting for the next visit.
  useEffect(() => {
    const inFlight = running.current;
    return () => {
      inFlight.forEach((controller) => controller.abort());
      inFlight.clear();
    };
  }, []);
};
