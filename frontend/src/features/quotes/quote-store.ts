import { useSyncExternalStore } from 'react';
import { readStoredList, storedList, type QuoteLine } from './quote-list';

// The quote list in the visitor's browser (localStorage), so it survives a reload and a closed tab until it is
// sent, and every open tab shows the same list (the `storage` event tells the others of a change). Nothing of it
// reaches a server before the visitor sends it. A stored value that is not a list (another version, edited by
// hand) is dropped; a browser that refuses storage (private mode, full quota) keeps the list for this page only.

/** The localStorage key; the value is `{"version":1,"lines":[…]}` (quote-list.ts). */
export const QUOTE_LIST_KEY = 'vongbi.quote-list';

const EMPTY: readonly QuoteLine[] = [];

/** The last list read or written, with the stored text it was read from: the same text is the same list. */
let current: { stored: string | null; lines: readonly QuoteLine[] } = { stored: null, lines: EMPTY };
/** False once the browser refused storage: the list then lives in `current` alone. */
let storageWorks = true;
const listeners = new Set<() => void>();

const storage = (): Storage | undefined => {
  try {
    return storageWorks ? window.localStorage : undefined;
  } catch {
    storageWorks = false;
    return undefined;
  }
};

const readList = (): readonly QuoteLine[] => {
  const store = storage();
  if (!store) return current.lines;
  let stored: string | null;
  try {
    stored = store.getItem(QUOTE_LIST_KEY);
  } catch {
    storageWorks = false;
    return current.lines;
  }
  if (stored === current.stored) return current.lines;
  const lines = readStoredList(stored);
  if (lines === undefined) {
    store.removeItem(QUOTE_LIST_KEY);
    current = { stored: null, lines: EMPTY };
  } else {
    current = { stored, lines: lines.length > 0 ? lines : EMPTY };
  }
  return current.lines;
};

const notify = () => listeners.forEach((listener) => listener());

const onStorage = (event: StorageEvent) => {
  // `key` is null when another tab cleared the whole storage.
  if (event.key === QUOTE_LIST_KEY || event.key === null) notify();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
};

/** Changes the list (see quote-list.ts for the changes) and tells every screen of this tab and the others. */
export const updateQuoteList = (change: (lines: readonly QuoteLine[]) => readonly QuoteLine[]): void => {
  const lines = change(readList());
  const stored = lines.length > 0 ? storedList(lines) : null;
  current = { stored, lines: lines.length > 0 ? lines : EMPTY };
  try {
    const store = storage();
    if (stored === null) store?.removeItem(QUOTE_LIST_KEY);
    else store?.setItem(QUOTE_LIST_KEY, stored);
  } catch {
    storageWorks = false;
  }
  notify();
};

/**
 * The list, kept current. The server and the hydrating render see an empty list, as the published page holds
 * none; the stored one follows at once (React renders again with it), so hydration never mismatches.
 */
export const useQuoteList = (): readonly QuoteLine[] => useSyncExternalStore(subscribe, readList, () => EMPTY);
