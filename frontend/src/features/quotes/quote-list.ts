import type { QuoteItemInput, QuoteProduct } from '@vongbi/functions/contract';
import { QUOTE_LIMITS } from '@vongbi/functions/contract/quote-form';
import { AVAILABILITY_STATUSES, isCalendarDate, type Availability } from '@vongbi/functions/contract/technical-data';
import { normalizeForSearch } from '@vongbi/functions/contract/text';
import type { PastedLine } from './paste-lines';
import { toQuantity } from './quantity';

// The visitor's quote list: what they mean to ask a price for, kept in their browser until they send it. Pure
// changes of a list, so the rules (one line per product, at most the contract's 50 lines, quantities in 1–100,000,
// nothing pasted ever dropped) are tested without a browser; quote-store.ts keeps the list in localStorage.

/** A line: a product chosen on the site, or text the buyer typed or pasted, with its quantity. */
export type QuoteLine = {
  /** The line's own key in the list (stable across edits and tabs). */
  key: string;
  /** What the buyer typed, pasted, or the product's name when added from its page. */
  text: string;
  quantity: number;
} & (
  | { state: 'product'; product: QuoteProduct }
  /** Pasted and not matched yet with a product: the quote page searches it. */
  | { state: 'searching' }
  /** Several products answer the text: the buyer chooses one, or keeps the text. */
  | { state: 'choice'; candidates: QuoteProduct[] }
  /** Kept as typed: no product answers it, or the buyer chose none. */
  | { state: 'text' }
);

/** What a pasted line turned out to be once searched (see match-line.ts). */
export type LineMatch =
  { state: 'product'; product: QuoteProduct } | { state: 'choice'; candidates: QuoteProduct[] } | { state: 'text' };

export const MAX_LINES = QUOTE_LIMITS.items;

/** A product a line is made from: a page's carries its availability, a card's and a search answer's do not. */
export type QuoteProductSource = Omit<QuoteProduct, 'availability'> & { availability?: Availability | null };

const availabilityOf = (availability: Availability | null | undefined): Availability | null =>
  availability ? { status: availability.status, checkedAt: availability.checkedAt } : null;

/** What the list keeps of a product (a page's, a card's or a search answer's): what a line shows and links to. */
export const quoteProductOf = ({
  id,
  name,
  namePath,
  outerProductName,
  image,
  availability,
}: QuoteProductSource): QuoteProduct => ({
  id,
  name,
  namePath,
  outerProductName,
  image: image && { id: image.id, fileName: image.fileName, urlPath: image.urlPath },
  availability: availabilityOf(availability),
});

// Unique across the tabs that share the list, which may add lines in the same millisecond.
let keys = 0;
const newKey = (): string =>
  `${Date.now().toString(36)}-${(keys++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const sameText = (a: string, b: string): boolean => normalizeForSearch(a) === normalizeForSearch(b);

export type AddOutcome = 'added' | 'merged' | 'full';

/** Adds a product from its page or card; a product already listed gets the quantity added to its line. */
export const addProduct = (
  lines: readonly QuoteLine[],
  product: QuoteProductSource,
  quantity: number,
): { lines: QuoteLine[]; outcome: AddOutcome } => {
  const listed = lines.find((line) => line.state === 'product' && line.product.id === product.id);
  if (listed) {
    return { lines: setQuantity(lines, listed.key, listed.quantity + quantity), outcome: 'merged' };
  }
  if (lines.length >= MAX_LINES) return { lines: [...lines], outcome: 'full' };
  const line: QuoteLine = {
    key: newKey(),
    text: product.name,
    quantity: toQuantity(quantity),
    state: 'product',
    product: quoteProductOf(product),
  };
  return { lines: [...lines, line], outcome: 'added' };
};

/** Adds text that matched no product (a code the search did not find); the same text again adds to its line. */
export const addText = (
  lines: readonly QuoteLine[],
  text: string,
  quantity: number,
): { lines: QuoteLine[]; outcome: AddOutcome } => {
  const listed = lines.find((line) => line.state === 'text' && sameText(line.text, text));
  if (listed) return { lines: setQuantity(lines, listed.key, listed.quantity + quantity), outcome: 'merged' };
  if (lines.length >= MAX_LINES) return { lines: [...lines], outcome: 'full' };
  const line: QuoteLine = {
    key: newKey(),
    text: text.trim().slice(0, QUOTE_LIMITS.itemText),
    quantity: toQuantity(quantity),
    state: 'text',
  };
  return { lines: [...lines, line], outcome: 'added' };
};

/** Adds pasted lines to be searched, as many as the list has room for; `left` are the ones that did not fit. */
export const addPasted = (
  lines: readonly QuoteLine[],
  pasted: readonly PastedLine[],
): { lines: QuoteLine[]; left: PastedLine[] } => {
  const room = Math.max(MAX_LINES - lines.length, 0);
  const added = pasted.slice(0, room).map((line): QuoteLine => ({
    key: newKey(),
    text: line.text,
    quantity: toQuantity(line.quantity),
    state: 'searching',
  }));
  return { lines: [...lines, ...added], left: pasted.slice(room) };
};

export const setQuantity = (lines: readonly QuoteLine[], key: string, quantity: number): QuoteLine[] =>
  lines.map((line) => (line.key === key ? { ...line, quantity: toQuantity(quantity) } : line));

export const removeLine = (lines: readonly QuoteLine[], key: string): QuoteLine[] =>
  lines.filter((line) => line.key !== key);

/**
 * A line's search answered, or the buyer chose: the line becomes the product, the candidates to choose from, or
 * the text as typed. A product already on another line takes this line's quantity instead of a second line.
 */
export const settleLine = (lines: readonly QuoteLine[], key: string, match: LineMatch): QuoteLine[] => {
  const line = lines.find((candidate) => candidate.key === key);
  if (!line) return [...lines];
  if (match.state === 'product') {
    const listed = lines.find(
      (other) => other.key !== key && other.state === 'product' && other.product.id === match.product.id,
    );
    if (listed) return setQuantity(removeLine(lines, key), listed.key, listed.quantity + line.quantity);
  }
  const settled: QuoteLine = { key, text: line.text, quantity: line.quantity, ...match };
  return lines.map((other) => (other.key === key ? settled : other));
};

/** The products of the list's lines, each once: those whose availability the quote page reads again. */
export const listedProductIds = (lines: readonly QuoteLine[]): number[] => [
  ...new Set(lines.flatMap((line) => (line.state === 'product' ? [line.product.id] : []))),
];

/** The product's availability as the API answered it now, on every line of that product. */
export const setAvailability = (
  lines: readonly QuoteLine[],
  productId: number,
  availability: Availability | null,
): QuoteLine[] =>
  lines.map((line) =>
    line.state === 'product' && line.product.id === productId
      ? { ...line, product: { ...line.product, availability: availabilityOf(availability) } }
      : line,
  );

/** The lines still being searched. */
export const searchingLines = (lines: readonly QuoteLine[]): QuoteLine[] =>
  lines.filter((line) => line.state === 'searching');

/**
 * The request's items, in the list's order (the server names a line's error by its position): a product by its
 * id and name, anything else as the text the buyer typed.
 */
export const toQuoteItems = (lines: readonly QuoteLine[]): QuoteItemInput[] =>
  lines.map((line) =>
    line.state === 'product'
      ? { innerProductId: line.product.id, text: line.product.name, quantity: line.quantity }
      : { innerProductId: undefined, text: line.text, quantity: line.quantity },
  );

/** The list as a chat message: one numbered line per item with its quantity. */
export const quoteListText = (lines: readonly QuoteLine[]): string =>
  [
    'Yêu cầu báo giá:',
    ...lines.map(
      (line, index) =>
        `${index + 1}. ${line.state === 'product' ? line.product.name : line.text} – SL: ${line.quantity.toLocaleString('vi-VN')}`,
    ),
  ].join('\n');

// ---- stored form ----

/** The stored value: versioned, so that a later shape can read or drop an older one on purpose. */
const STORED_VERSION = 1;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** A stored availability that does not read (lists stored before it was kept have none) is none. */
const readAvailability = (value: unknown): Availability | null =>
  isRecord(value) &&
  AVAILABILITY_STATUSES.includes(value.status as Availability['status']) &&
  typeof value.checkedAt === 'string' &&
  isCalendarDate(value.checkedAt)
    ? { status: value.status as Availability['status'], checkedAt: value.checkedAt }
    : null;

const readProduct = (value: unknown): QuoteProduct | undefined => {
  if (!isRecord(value) || !isId(value.id) || !isText(value.name, QUOTE_LIMITS.itemText)) return;
  if (typeof value.namePath !== 'string') return;
  if (typeof value.outerProductName !== 'string') return;
  const image = value.image;
  const validImage =
    image === null ||
    (isRecord(image) && isId(image.id) && typeof image.fileName === 'string' && typeof image.urlPath === 'string');
  if (!validImage) return;
  return {
    id: value.id,
    name: value.name,
    namePath: value.namePath,
    outerProductName: value.outerProductName,
    image:
      image === null
        ? null
        : { id: image.id as number, fileName: image.fileName as string, urlPath: image.urlPath as string },
    availability: readAvailability(value.availability),
  };
};

const readLine = (value: unknown): QuoteLine | undefined => {
  if (!isRecord(value) || !isText(value.key, 100) || !isText(value.text, QUOTE_LIMITS.itemText)) return;
  if (!Number.isSafeInteger(value.quantity)) return;
  const base = { key: value.key, text: value.text, quantity: toQuantity(value.quantity as number) };
  switch (value.state) {
    case 'product': {
      const product = readProduct(value.product);
      return product && { ...base, state: 'product', product };
    }
    case 'choice': {
      if (!Array.isArray(value.candidates)) return;
      const candidates = value.candidates.map(readProduct);
      if (candidates.length === 0 || candidates.some((candidate) => !candidate)) return;
      return { ...base, state: 'choice', candidates: candidates as QuoteProduct[] };
    }
    case 'searching':
      return { ...base, state: 'searching' };
    case 'text':
      return { ...base, state: 'text' };
  }
};

/**
 * The list a stored value holds: none stored is an empty list; a value that is not one (another version,
 * edited by hand, cut short) is undefined, for the store to drop. Lines that do not read are left out, as are
 * repeated keys and lines past the limit.
 */
export const readStoredList = (stored: string | null): QuoteLine[] | undefined => {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.version !== STORED_VERSION || !Array.isArray(value.lines)) return undefined;
  const seen = new Set<string>();
  return value.lines
    .map(readLine)
    .filter((line): line is QuoteLine => {
      if (!line || seen.has(line.key)) return false;
      seen.add(line.key);
      return true;
    })
    .slice(0, MAX_LINES);
};

export const storedList = (lines: readonly QuoteLine[]): string => JSON.stringify({ version: STORED_VERSION, lines });
