import type { InnerProductSummary, QuoteProduct } from '@vongbi/functions/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchLine } from '../../frontend/src/features/quotes/match-line';
import {
  addPasted,
  addProduct,
  addText,
  listedProductIds,
  MAX_LINES,
  quoteListText,
  readStoredList,
  removeLine,
  setAvailability,
  setQuantity,
  settleLine,
  storedList,
  toQuoteItems,
  type LineMatch,
  type QuoteLine,
} from '../../frontend/src/features/quotes/quote-list';

const product = (id: number, name: string): QuoteProduct => ({
  id,
  name,
  namePath: `san-pham-${id}`,
  outerProductName: 'vong-bi-fag',
  image: { id: 100 + id, fileName: `${id}.webp`, urlPath: `/static/files/${id}.webp` },
  availability: null,
});
const summary = (id: number, name: string): InnerProductSummary => ({
  ...product(id, name),
  shortDescription: '',
  outerProductId: 5,
});

const fag6205 = product(1, 'Vòng bi cầu FAG 6205-2RSR');
const fag6310 = product(2, 'Vòng bi FAG 6310-2Z-C3');

/** The lines without their generated keys. */
const shape = (lines: readonly QuoteLine[]) => lines.map(({ key: _key, ...line }) => line);

describe('the quote list', () => {
  it('takes a product’s availability read again on every line of that product, and on no other', () => {
    const onOrder = { status: 'on_order', checkedAt: '2026-12-01' } as const;
    const lines = addText(addProduct(addProduct([], fag6205, 2).lines, fag6310, 1).lines, '22218', 4).lines;
    expect(listedProductIds(lines)).toEqual([fag6205.id, fag6310.id]);
    expect(shape(setAvailability(lines, fag6205.id, onOrder))).toEqual([
      { text: fag6205.name, quantity: 2, state: 'product', product: { ...fag6205, availability: onOrder } },
      { text: fag6310.name, quantity: 1, state: 'product', product: fag6310 },
      { text: '22218', quantity: 4, state: 'text' },
    ]);
    const cleared = setAvailability(setAvailability(lines, fag6205.id, onOrder), fag6205.id, null);
    expect(shape(cleared)).toEqual(shape(lines));
  });

  it('adds a product once: adding it again adds to its quantity', () => {
    const first = addProduct([], fag6205, 2);
    expect(first.outcome).toBe('added');
    const second = addProduct(first.lines, fag6205, 3);
    expect(second.outcome).toBe('merged');
    expect(shape(second.lines)).toEqual([{ text: fag6205.name, quantity: 5, state: 'product', product: fag6205 }]);
  });

  it('keeps quantities whole and within 1–100,000', () => {
    const { lines } = addProduct([], fag6205, 99_999);
    expect(addProduct(lines, fag6205, 5).lines[0]!.quantity).toBe(100_000);
    expect(setQuantity(lines, lines[0]!.key, 0)[0]!.quantity).toBe(1);
    expect(setQuantity(lines, lines[0]!.key, 2.6)[0]!.quantity).toBe(3);
    expect(setQuantity(lines, lines[0]!.key, Number.NaN)[0]!.quantity).toBe(1);
  });

  it('holds at most the contract’s 50 lines, and says so instead of adding a 51st', () => {
    const full = addPasted(
      [],
      Array.from({ length: 60 }, (_, index) => ({ text: `62${index}`, quantity: 1 })),
    );
    expect(full.lines).toHaveLength(MAX_LINES);
    expect(full.left.map((line) => line.text)).toEqual(Array.from({ length: 10 }, (_, index) => `62${50 + index}`));
    expect(addProduct(full.lines, fag6205, 1)).toMatchObject({ outcome: 'full', lines: full.lines });
    expect(addText(full.lines, 'NKX 9999', 1).outcome).toBe('full');
  });

  it('keeps a code the search did not find as text; the same code again adds to it', () => {
    const first = addText([], 'NKX 9999-ZZZ', 1);
    const again = addText(first.lines, 'nkx 9999 zzz', 2);
    expect(again.outcome).toBe('merged');
    expect(shape(again.lines)).toEqual([{ text: 'NKX 9999-ZZZ', quantity: 3, state: 'text' }]);
  });

  it('settles a pasted line into its product, its candidates or its text, never dropping it', () => {
    const { lines } = addPasted(
      [],
      [
        { text: '6205 2RS', quantity: 10 },
        { text: '6310', quantity: 4 },
        { text: 'ABC-123', quantity: 2 },
      ],
    );
    const [sure, several, none] = lines.map((line) => line.key) as [string, string, string];
    const settled: [string, LineMatch][] = [
      [sure, { state: 'product', product: fag6205 }],
      [several, { state: 'choice', candidates: [fag6310, product(3, 'Vòng bi NSK 6310')] }],
      [none, { state: 'text' }],
    ];
    const result = settled.reduce<QuoteLine[]>((list, [key, match]) => settleLine(list, key, match), lines);
    expect(shape(result)).toEqual([
      { text: '6205 2RS', quantity: 10, state: 'product', product: fag6205 },
      { text: '6310', quantity: 4, state: 'choice', candidates: [fag6310, product(3, 'Vòng bi NSK 6310')] },
      { text: 'ABC-123', quantity: 2, state: 'text' },
    ]);
    expect(result.map((line) => line.key)).toEqual(lines.map((line) => line.key));
  });

  it('merges a pasted line that turns out to be a product already listed into its line', () => {
    const listed = addProduct([], fag6205, 2).lines;
    const pasted = addPasted(listed, [{ text: '6205-2RS', quantity: 10 }]).lines;
    const merged = settleLine(pasted, pasted[1]!.key, { state: 'product', product: fag6205 });
    expect(shape(merged)).toEqual([{ text: fag6205.name, quantity: 12, state: 'product', product: fag6205 }]);
  });

  it('removes a line by its key', () => {
    const { lines } = addPasted(
      [],
      [
        { text: '6205', quantity: 1 },
        { text: '6206', quantity: 1 },
      ],
    );
    expect(removeLine(lines, lines[0]!.key).map((line) => line.text)).toEqual(['6206']);
  });

  it('sends a product by its id and name, anything else as typed, in the list’s order', () => {
    const listed = addProduct([], fag6205, 10).lines;
    const { lines } = addPasted(listed, [{ text: '22218', quantity: 2 }]);
    expect(toQuoteItems(lines)).toEqual([
      { innerProductId: 1, text: fag6205.name, quantity: 10 },
      { innerProductId: undefined, text: '22218', quantity: 2 },
    ]);
    expect(JSON.parse(JSON.stringify(toQuoteItems(lines)))[1]).toEqual({ text: '22218', quantity: 2 });
  });

  it('writes itself as a chat message', () => {
    const listed = addProduct([], fag6205, 1200).lines;
    const { lines } = addPasted(listed, [{ text: '22218', quantity: 2 }]);
    expect(quoteListText(lines)).toBe(
      ['Yêu cầu báo giá:', '1. Vòng bi cầu FAG 6205-2RSR – SL: 1.200', '2. 22218 – SL: 2'].join('\n'),
    );
  });
});

describe('the stored quote list', () => {
  const list = (): QuoteLine[] => {
    const listed = addProduct([], fag6205, 10).lines;
    const pasted = addPasted(listed, [
      { text: '6310', quantity: 4 },
      { text: '22218', quantity: 2 },
      { text: 'ABC', quantity: 1 },
    ]).lines;
    const choice = settleLine(pasted, pasted[1]!.key, { state: 'choice', candidates: [fag6310] });
    return settleLine(choice, pasted[3]!.key, { state: 'text' });
  };

  it('reads back what it wrote, every kind of line', () => {
    const lines = list();
    expect(readStoredList(storedList(lines))).toEqual(lines);
    expect(JSON.parse(storedList(lines))).toMatchObject({ version: 1, lines: expect.any(Array) });
  });

  it('is empty when nothing is stored', () => {
    expect(readStoredList(null)).toEqual([]);
  });

  it.each([
    ['text that is not JSON', '{"version":1,"lines":['],
    ['another version', JSON.stringify({ version: 2, lines: [] })],
    ['an array', '[]'],
    ['null', 'null'],
    ['lines that are not a list', JSON.stringify({ version: 1, lines: 'x' })],
  ])('is dropped when it holds %s', (_case, stored) => {
    expect(readStoredList(stored)).toBeUndefined();
  });

  it('leaves out lines that do not read, repeated keys and lines past 50', () => {
    const [good] = list();
    const bad = [
      { ...good, quantity: '3' },
      { ...good, key: 'k2', text: '' },
      { ...good, key: 'k3', state: 'unknown' },
      { ...good, key: 'k4', product: { ...fag6205, id: -1 } },
      { ...good, key: 'k5', product: { ...fag6205, image: { urlPath: 1 } } },
      { key: 'k6', text: '6205', quantity: 1, state: 'choice', candidates: [] },
      { key: 'k7', text: 'x'.repeat(201), quantity: 1, state: 'text' },
      null,
    ];
    const many = Array.from({ length: 60 }, (_, index) => ({
      key: `m${index}`,
      text: `62${index}`,
      quantity: 1,
      state: 'text',
    }));
    const read = readStoredList(JSON.stringify({ version: 1, lines: [good, ...bad, good, ...many] }))!;
    expect(read[0]).toEqual(good);
    expect(read.slice(1).map((line) => line.key)).toEqual(many.slice(0, 49).map((line) => line.key));
  });

  it('reads a product’s availability back, and as none where a list stored before it or a wrong one holds it', () => {
    const inStock = { status: 'in_stock', checkedAt: '2026-11-28' } as const;
    const [line] = addProduct([], { ...fag6205, availability: inStock }, 1).lines;
    const { availability: _none, ...before } = fag6205;
    const stored = (product: object) =>
      JSON.stringify({ version: 1, lines: [{ ...line, product: { ...before, ...product } }] });
    const productRead = (product: object) => {
      const [read] = readStoredList(stored(product))!;
      return read?.state === 'product' ? read.product : undefined;
    };
    expect(productRead({ availability: inStock })).toEqual({ ...fag6205, availability: inStock });
    expect(productRead({})).toEqual(fag6205);
    expect(productRead({ availability: { status: 'sold_out', checkedAt: '2026-11-28' } })).toEqual(fag6205);
    expect(productRead({ availability: { status: 'in_stock', checkedAt: '2026-02-30' } })).toEqual(fag6205);
  });

  it('brings a stored quantity back into 1–100,000', () => {
    const stored = JSON.stringify({
      version: 1,
      lines: [{ key: 'a', text: '6205', quantity: 500_000, state: 'text' }],
    });
    expect(readStoredList(stored)![0]!.quantity).toBe(100_000);
  });
});

describe('a pasted line matched with the designation search', () => {
  it('is the product when exactly one answer is that designation in full, in any maker’s spelling', () => {
    const answers = [summary(1, 'Vòng bi cầu FAG 6205-2RSR'), summary(4, 'Vòng bi cầu FAG 6205-2RSR-C3')];
    expect(matchLine('6205 2RS', answers)).toEqual({ state: 'product', product: fag6205 });
    expect(matchLine('6205DDU', answers)).toEqual({ state: 'product', product: fag6205 });
    expect(matchLine('6205-2RS C3', answers)).toEqual({ state: 'product', product: product(4, answers[1]!.name) });
  });

  it('offers candidates, full matches first, when several answer or none in full', () => {
    const open = summary(5, 'Vòng bi cầu FAG 6310');
    const answers = [summary(2, fag6310.name), summary(3, 'Vòng bi NSK 6310 C3'), summary(6, 'Vòng bi NTN 6310 C3')];
    expect(matchLine('6310 C3', answers)).toEqual({
      state: 'choice',
      candidates: [product(3, 'Vòng bi NSK 6310 C3'), product(6, 'Vòng bi NTN 6310 C3'), fag6310],
    });
    expect(matchLine('6310', [summary(2, fag6310.name)])).toEqual({ state: 'choice', candidates: [fag6310] });
    expect(matchLine('6310', [open, summary(2, fag6310.name)])).toEqual({
      state: 'product',
      product: product(5, open.name),
    });
  });

  it('offers at most five candidates', () => {
    const answers = Array.from({ length: 8 }, (_, index) => summary(index + 1, `Vòng bi 6205-2RS hãng ${index}`));
    const match = matchLine('6205', answers);
    expect(match.state === 'choice' && match.candidates.map((candidate) => candidate.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes a line without one designation only when one answer’s name is the line', () => {
    const grease = summary(7, 'Mỡ Bechem Berutemp 500 T2');
    expect(matchLine('mo bechem berutemp 500 t2', [grease])).toEqual({
      state: 'product',
      product: product(7, grease.name),
    });
    expect(matchLine('mỡ bechem', [grease])).toEqual({ state: 'choice', candidates: [product(7, grease.name)] });
  });

  it('keeps the text when nothing answers', () => {
    expect(matchLine('NKX 9999-ZZZ', [])).toEqual({ state: 'text' });
  });
});

describe('the list kept in the browser', () => {
  let stored: Map<string, string>;
  let listeners: ((event: { key: string | null }) => void)[];

  const fakeWindow = (refuse = false) => ({
    localStorage: {
      getItem: (key: string) => {
        if (refuse) throw new Error('SecurityError');
        return stored.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (refuse) throw new Error('QuotaExceededError');
        stored.set(key, value);
      },
      removeItem: (key: string) => stored.delete(key),
    },
    addEventListener: (_type: string, listener: (event: { key: string | null }) => void) => listeners.push(listener),
    removeEventListener: () => undefined,
  });

  beforeEach(() => {
    stored = new Map();
    listeners = [];
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const store = () => import('../../frontend/src/features/quotes/quote-store');

  it('survives a reload: a new page reads the list the last one wrote', async () => {
    vi.stubGlobal('window', fakeWindow());
    const first = await store();
    first.updateQuoteList((lines) => addProduct(lines, fag6205, 3).lines);
    vi.resetModules();
    const second = await store();
    let read: readonly QuoteLine[] = [];
    second.updateQuoteList((lines) => (read = lines));
    expect(shape(read)).toEqual([{ text: fag6205.name, quantity: 3, state: 'product', product: fag6205 }]);
    expect(stored.has(second.QUOTE_LIST_KEY)).toBe(true);
  });

  it('drops a corrupt stored value instead of failing', async () => {
    vi.stubGlobal('window', fakeWindow());
    const { QUOTE_LIST_KEY, updateQuoteList } = await store();
    stored.set(QUOTE_LIST_KEY, '{"version":1,"lines":[{');
    let read: readonly QuoteLine[] | undefined;
    updateQuoteList((lines) => (read = lines));
    expect(read).toEqual([]);
    expect(stored.has(QUOTE_LIST_KEY)).toBe(false);
  });

  it('removes the stored value when the list is emptied (sent)', async () => {
    vi.stubGlobal('window', fakeWindow());
    const { QUOTE_LIST_KEY, updateQuoteList } = await store();
    updateQuoteList((lines) => addText(lines, '22218', 2).lines);
    updateQuoteList(() => []);
    expect(stored.has(QUOTE_LIST_KEY)).toBe(false);
  });

  it('keeps the list for the page when the browser refuses storage', async () => {
    vi.stubGlobal('window', fakeWindow(true));
    const { updateQuoteList } = await store();
    updateQuoteList((lines) => addText(lines, '22218', 2).lines);
    let read: readonly QuoteLine[] = [];
    updateQuoteList((lines) => (read = lines));
    expect(shape(read)).toEqual([{ text: '22218', quantity: 2, state: 'text' }]);
  });
});
