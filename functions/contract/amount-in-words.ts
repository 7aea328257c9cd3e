// An amount of đồng in Vietnamese words, as a báo giá writes its total ("Bằng chữ"): 12.345.000 → "Mười hai triệu
// ba trăm bốn mươi lăm nghìn đồng". The usual rules: a missing tens digit after hundreds reads "lẻ" (105 "một trăm
// lẻ năm"); a 1 after tens from twenty reads "mốt" (21), a 4 "tư" (24), a 5 after any tens "lăm" (15, 25); a
// group of three after a higher one is read in full ("một nghìn không trăm lẻ năm"), an empty group is left out;
// past tỷ the names start again ("một nghìn tỷ").

const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'] as const;
const GROUP_NAMES = ['', 'nghìn', 'triệu'] as const;
const BILLION = 1_000_000_000;

/** Three digits; `full` when a higher group was read, so hundreds and "lẻ" are said even for 0 hundreds. */
const groupWords = (group: number, full: boolean): string[] => {
  const hundreds = Math.floor(group / 100);
  const tens = Math.floor(group / 10) % 10;
  const units = group % 10;
  const words: string[] = [];
  const saysHundreds = full || hundreds > 0;
  if (saysHundreds) words.push(DIGITS[hundreds]!, 'trăm');
  if (tens === 0) {
    if (units > 0) words.push(...(saysHundreds ? ['lẻ'] : []), DIGITS[units]!);
  } else if (tens === 1) {
    words.push('mười', ...(units === 0 ? [] : [units === 5 ? 'lăm' : DIGITS[units]!]));
  } else {
    words.push(DIGITS[tens]!, 'mươi');
    const unitWord = { 0: undefined, 1: 'mốt', 4: 'tư', 5: 'lăm' }[units as 0 | 1 | 4 | 5] ?? DIGITS[units];
    if (units > 0 && unitWord) words.push(unitWord);
  }
  return words;
};

/** Below a tỷ; `full` when a higher part was read. */
const belowBillionWords = (amount: number, full: boolean): string[] => {
  const groups = [Math.floor(amount / 1_000_000), Math.floor(amount / 1000) % 1000, amount % 1000];
  const words: string[] = [];
  groups.forEach((group, index) => {
    if (group === 0) return;
    words.push(...groupWords(group, full || words.length > 0), ...(index < 2 ? [GROUP_NAMES[2 - index]!] : []));
  });
  return words;
};

const numberWords = (amount: number, full: boolean): string[] => {
  if (amount < BILLION) return belowBillionWords(amount, full);
  const rest = amount % BILLION;
  return [
    ...numberWords(Math.floor(amount / BILLION), full),
    'tỷ',
    ...(rest === 0 ? [] : belowBillionWords(rest, true)),
  ];
};

/** A whole, non-negative number of đồng (at most Number.MAX_SAFE_INTEGER), capitalised, ending in "đồng". */
export const amountInWords = (amount: number): string => {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not an amount of đồng: ${amount}`);
  const text = [...(amount === 0 ? ['không'] : numberWords(amount, false)), 'đồng'].join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
