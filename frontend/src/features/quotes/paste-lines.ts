import { parseDesignation } from '@vongbi/functions/contract/designation';
import { QUOTE_LIMITS } from '@vongbi/functions/contract/quote-form';
import { removeDiacritics } from '@vongbi/functions/contract/text';
import { toQuantity } from './quantity';

// A list of bearings as buyers paste it from a message or a spreadsheet, read into lines of code and quantity:
//
//   6205-2RS 10          6310 C3 x4          22218<tab>2          6205-2RS 10 cái
//   1. 6204 SL: 3        - NU 2212 × 2       608ZZ 1.000 pcs      6205-2RS 10 cái, 6310 C3 4 cái
//
// - Items are separated by line breaks, by ";" and by a comma followed by a space (a message lists several on
//   one line; "12,7" stays one number). Blank items are skipped; a list marker ("-", "•", "*", "1.", "2)") is not
//   part of the code.
// - The quantity is the item's last number, written after the code: after a tab (a spreadsheet's next cell); after
//   a space, ":", "=" or "-" with "x", "×", "*", "SL" or "số lượng" (and maybe ":" or "=") before it; or with a unit
//   after it (cái, chiếc, con, vòng, bộ, pcs), diacritics and case aside. A bare number after a space (or ": ")
//   counts too, unless the whole item reads as one bearing code ("UCP 205", "SNV 100" are codes, not 205 UCP
//   housings). Thousands may be grouped with "." or ",".
// - A code alone means 1. A quantity out of 1–100,000 is brought into it; the code is kept as written.

export interface PastedLine {
  /** What the buyer wrote for the product, spaces tidied. */
  text: string;
  quantity: number;
}

const ITEM_SEPARATOR = /\r\n|[\n\r;]|,\s+/;
/** A bullet, a number with "." or ")", or a spreadsheet's row-number cell. */
const LIST_MARKER = /^(?:(?:[-–•*+]|\d{1,3}[.)])\s+|\d{1,3}\t)/;
const UNIT = '(?:cai|chiec|con|vong|bo|pcs|pc)';
const NUMBER = String.raw`(\d{1,3}(?:[.,]\d{3})+|\d+)`;
/** A quantity with a sign of being one: a marker before it or a unit after it. */
const MARKED_QUANTITY = new RegExp(
  String.raw`^(.*?)[\s:=-]+(?:(?:x|×|\*|(?:sl|so luong)\s*[:=]?)\s*${NUMBER}(?:\s*${UNIT})?|${NUMBER}\s*${UNIT})\.?$`,
  'i',
);
/** A number after a tab: a spreadsheet's quantity column (a unit column may follow). */
const CELL_QUANTITY = new RegExp(String.raw`^(.*?)\t\s*${NUMBER}(?:\s+${UNIT})?$`, 'i');
const BARE_QUANTITY = new RegExp(String.raw`^(.*?)\s*[:=]?\s+${NUMBER}$`);

/** "1.000" and "1,000" are a thousand. */
const quantityOf = (written: string): number => toQuantity(written.replace(/[.,]/g, ''));

const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, QUOTE_LIMITS.itemText).trim();

/**
 * Lower case without diacritics, character for character, so that a match's positions in it are positions in
 * the text as written: units are read whatever the typing ("cái", "Cai"), the code is kept as written.
 */
const foldCharacters = (text: string): string =>
  Array.from(text, (character) => {
    const folded = removeDiacritics(character);
    return folded.length === character.length ? folded : character;
  }).join('');

/** One item: its code and its quantity (1 when none is written). */
const readItem = (item: string): PastedLine => {
  const written = item.normalize('NFC').replace(LIST_MARKER, '');
  const plain = foldCharacters(written);
  for (const pattern of [CELL_QUANTITY, MARKED_QUANTITY]) {
    const match = pattern.exec(plain);
    const code = match && tidy(written.slice(0, match[1]!.length));
    if (match && code) return { text: code, quantity: quantityOf(match[2] ?? match[3]!) };
  }
  const bare = BARE_QUANTITY.exec(written.trimEnd());
  const code = bare && tidy(bare[1]!);
  if (bare && code && !parseDesignation(written)) return { text: code, quantity: quantityOf(bare[2]!) };
  return { text: tidy(written), quantity: 1 };
};

/** The lines of a pasted list, in order; nothing the buyer wrote is dropped but blank items and list markers. */
export const readPastedLines = (pasted: string): PastedLine[] =>
  pasted
    .split(ITEM_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map(readItem);
