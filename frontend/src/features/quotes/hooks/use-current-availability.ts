import { useEffect, useRef, useState } from 'react';
import { getProductAvailability } from '../api/get-product-availability';
import { listedProductIds, setAvailability, type QuoteLine } from '../quote-list';
import { updateQuoteList } from '../quote-store';

/** Products read at once: a list of 50 products neither floods the API nor waits on one request at a time. */
const IN_FLIGHT = 4;

/**
 * Reads again, once per visit of the quote page, the availability of every product on the list: a line keeps what
 * its product said when it was added (days ago, or nothing for one added from a card or a pasted code), and the
 * buyer reads today's. A read that fails keeps what the line holds, which still disappears once too old.
 */
export const useCurrentAvailability = (lines: readonly QuoteLine[]): void => {
  const running = useRef(new Map<number, AbortController>());
  const read = useRef(new Set<number>());
  // Counts finished reads: each frees a place for the next product waiting.
  const [finished, setFinished] = useState(0);

  useEffect(() => {
    const inFlight = running.current;
    for (const id of listedProductIds(lines)) {
      if (inFlight.size >= IN_FLIGHT) break;
      if (inFlight.has(id) || read.current.has(id)) continue;
      const controller = new AbortController();
      inFlight.set(id, controller);
      getProductAvailability(id, controller.signal)
        .then((availability) => {
          if (!controller.signal.aborted) updateQuoteList((current) => setAvailability(current, id, availability));
        })
        .catch(() => undefined)
        .finally(() => {
          if (controller.signal.aborted) return;
          inFlight.delete(id);
          read.current.add(id);
          setFinished((count) => count + 1);
        });
    }
  }, [lines, finished]);

  // Leaving the page stops what is still running.
  useEffect(() => {
    const inFlight = running.current;
    return () => {
      inFlight.forEach((controller) => controller.abort());
      inFlight.clear();
    };
  }, []);
};
