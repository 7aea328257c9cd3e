import { describe, expect, it } from 'vitest';
import { readPastedLines } from '../../frontend/src/features/quotes/paste-lines';

describe('a pasted list of bearings', () => {
  it.each([
    ['6205-2RS 10', '6205-2RS', 10],
    ['6310 C3 x4', '6310 C3', 4],
    ['6310 C3 x 4', '6310 C3', 4],
    ['6310 C3 X4', '6310 C3', 4],
    ['NU 2212 × 2', 'NU 2212', 2],
    ['6204 * 6', '6204', 6],
    ['22218\t2', '22218', 2],
    ['6205-2RS 10 cái', '6205-2RS', 10],
    ['6205-2RS 10 cai', '6205-2RS', 10],
    ['6205-2RS 10cái', '6205-2RS', 10],
    ['6205-2RS 10 Cái.', '6205-2RS', 10],
    ['608ZZ 5 pcs', '608ZZ', 5],
    ['32210 A 3 vòng', '32210 A', 3],
    ['UCP 205 2 bộ', 'UCP 205', 2],
    ['7310-B 4 con', '7310-B', 4],
    ['6204 SL: 3', '6204', 3],
    ['6204 sl 3', '6204', 3],
    ['6204 - SL=3', '6204', 3],
    ['6204 số lượng: 12', '6204', 12],
    ['6205: 8', '6205', 8],
    ['608ZZ 1.000 pcs', '608ZZ', 1000],
    ['608ZZ 2,500', '608ZZ', 2500],
  ])('reads “%s” as %s × %i', (pasted, text, quantity) => {
    expect(readPastedLines(pasted)).toEqual([{ text, quantity }]);
  });

  it('takes a code alone as one', () => {
    expect(readPastedLines('22218')).toEqual([{ text: '22218', quantity: 1 }]);
    expect(readPastedLines('Mỡ Bechem Berutemp 500 T2')).toEqual([{ text: 'Mỡ Bechem Berutemp 500 T2', quantity: 1 }]);
  });

  it('keeps a trailing number that belongs to a code written with a space, unless marked as a quantity', () => {
    expect(readPastedLines('UCP 205')).toEqual([{ text: 'UCP 205', quantity: 1 }]);
    expect(readPastedLines('SNV 100')).toEqual([{ text: 'SNV 100', quantity: 1 }]);
    expect(readPastedLines('UCP 205 x2')).toEqual([{ text: 'UCP 205', quantity: 2 }]);
    expect(readPastedLines('UCP 205\t2')).toEqual([{ text: 'UCP 205', quantity: 2 }]);
    expect(readPastedLines('K25x29x13')).toEqual([{ text: 'K25x29x13', quantity: 1 }]);
  });

  it('reads one item per line, per ";" and per comma followed by a space, skipping blank ones', () => {
    const pasted = '6205-2RS 10 cái, 6310 C3 4 cái, 22218 2 cái\r\n\r\n  NK 25/20 x3 ; 12,7x28,575x7,938 2\n';
    expect(readPastedLines(pasted)).toEqual([
      { text: '6205-2RS', quantity: 10 },
      { text: '6310 C3', quantity: 4 },
      { text: '22218', quantity: 2 },
      { text: 'NK 25/20', quantity: 3 },
      { text: '12,7x28,575x7,938', quantity: 2 },
    ]);
  });

  it('drops list markers and a spreadsheet’s row-number cell, not the code', () => {
    expect(readPastedLines('- 6205 2\n• 6206 3\n1. 6207 4\n2) 6208\n3\t6209-2Z\t5\n* 6210 x6')).toEqual([
      { text: '6205', quantity: 2 },
      { text: '6206', quantity: 3 },
      { text: '6207', quantity: 4 },
      { text: '6208', quantity: 1 },
      { text: '6209-2Z', quantity: 5 },
      { text: '6210', quantity: 6 },
    ]);
  });

  it('tidies spaces and tabs inside the code and keeps its diacritics and case as written', () => {
    expect(readPastedLines('  Vòng bi   FAG\t6205  \t 4 ')).toEqual([{ text: 'Vòng bi FAG 6205', quantity: 4 }]);
    // The same letters typed as base letters and combining marks (as some keyboards send them).
    expect(readPastedLines('Bạc đạn 6205 3 cái'.normalize('NFD'))).toEqual([{ text: 'Bạc đạn 6205', quantity: 3 }]);
  });

  it('brings a quantity into 1–100,000 and keeps a line that holds no code as typed', () => {
    expect(readPastedLines('6205 0\n6206 x250000\n10 cái')).toEqual([
      { text: '6205', quantity: 1 },
      { text: '6206', quantity: 100_000 },
      { text: '10 cái', quantity: 1 },
    ]);
  });

  it('keeps at most 200 characters of a line', () => {
    const [line] = readPastedLines(`${'A'.repeat(250)} 3`);
    expect(line).toEqual({ text: 'A'.repeat(200), quantity: 3 });
  });

  it('reads nothing from blank text', () => {
    expect(readPastedLines(' \n\t\n ; ')).toEqual([]);
  });
});
