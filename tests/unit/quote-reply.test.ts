import { describe, expect, it } from 'vitest';
import { amountInWords } from '@vongbi/functions/contract/amount-in-words';
import { formatVnd, parseVnd, quoteReplyNumber, quoteReplyTotals } from '@vongbi/functions/contract/quote-reply';

// The báo giá's total in words and the prices as staff type them: the table holds the amounts whose reading
// follows a rule of its own ("lẻ", "mốt", "tư", "lăm", a full group after a higher one, an empty group left out).

describe('amountInWords', () => {
  it.each([
    [0, 'Không đồng'],
    [5, 'Năm đồng'],
    [10, 'Mười đồng'],
    [11, 'Mười một đồng'],
    [14, 'Mười bốn đồng'],
    [15, 'Mười lăm đồng'],
    [20, 'Hai mươi đồng'],
    [21, 'Hai mươi mốt đồng'],
    [24, 'Hai mươi tư đồng'],
    [25, 'Hai mươi lăm đồng'],
    [55, 'Năm mươi lăm đồng'],
    [99, 'Chín mươi chín đồng'],
    [100, 'Một trăm đồng'],
    [101, 'Một trăm lẻ một đồng'],
    [104, 'Một trăm lẻ bốn đồng'],
    [105, 'Một trăm lẻ năm đồng'],
    [110, 'Một trăm mười đồng'],
    [115, 'Một trăm mười lăm đồng'],
    [121, 'Một trăm hai mươi mốt đồng'],
    [1_000, 'Một nghìn đồng'],
    [1_005, 'Một nghìn không trăm lẻ năm đồng'],
    [1_015, 'Một nghìn không trăm mười lăm đồng'],
    [1_050, 'Một nghìn không trăm năm mươi đồng'],
    [10_000, 'Mười nghìn đồng'],
    [15_000, 'Mười lăm nghìn đồng'],
    [250_000, 'Hai trăm năm mươi nghìn đồng'],
    [1_000_000, 'Một triệu đồng'],
    [1_000_005, 'Một triệu không trăm lẻ năm đồng'],
    [1_250_000, 'Một triệu hai trăm năm mươi nghìn đồng'],
    [12_345_000, 'Mười hai triệu ba trăm bốn mươi lăm nghìn đồng'],
    [21_000_000, 'Hai mươi mốt triệu đồng'],
    [1_000_000_000, 'Một tỷ đồng'],
    [1_000_000_005, 'Một tỷ không trăm lẻ năm đồng'],
    [2_024_000_000, 'Hai tỷ không trăm hai mươi tư triệu đồng'],
    [1_000_000_000_000, 'Một nghìn tỷ đồng'],
    [
      123_456_789_012,
      'Một trăm hai mươi ba tỷ bốn trăm năm mươi sáu triệu bảy trăm tám mươi chín nghìn không trăm mười hai đồng',
    ],
  ])('%i đồng reads "%s"', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('refuses what is not a whole amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('parseVnd', () => {
  it.each([
    ['1.250.000', 1_250_000],
    ['1 250 000', 1_250_000],
    ['1250000', 1_250_000],
    [' 850.000 ', 850_000],
    ['850.000 đ', 850_000],
    ['0', 0],
    ['999', 999],
  ])('reads %j as %i', (typed, amount) => {
    expect(parseVnd(typed)).toBe(amount);
  });

  it.each(['', '1,5', '1.25', '1.2500', '12.50.000', '-3', 'abc', '1.250 000', '1.'])('refuses %j', (typed) => {
    expect(parseVnd(typed)).toBeUndefined();
  });

  it('writes amounts back as it reads them', () => {
    expect(formatVnd(12_345_000)).toBe('12.345.000');
    expect(parseVnd(formatVnd(987_654_321))).toBe(987_654_321);
  });
});

describe('quoteReplyTotals and numbers', () => {
  it('sums the lines and rounds VAT to the đồng', () => {
    expect(
      quoteReplyTotals(
        [
          { quantity: 3, unitPriceVnd: 1_250_001 },
          { quantity: 1, unitPriceVnd: 99 },
        ],
        8,
      ),
    ).toEqual({ subtotalVnd: 3_750_102, vatVnd: 300_008, totalVnd: 4_050_110 });
  });

  it('numbers replies BG-YYYY-NNNN', () => {
    expect(quoteReplyNumber(2026, 7)).toBe('BG-2026-0007');
    expect(quoteReplyNumber(2026, 12345)).toBe('BG-2026-12345');
  });
});
