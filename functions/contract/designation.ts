import { readBrandWord, type BearingBrand } from './bearing-brands';
import type { BearingDimensions } from './bearing-dimensions';
import { removeDiacritics } from './text';

// Bearing designations as buyers and catalogues write them ("6205-2RSR-C3", "6205 DDU", "62052rs",
// "NK 25/20", "K25x29x13", "R-1560ZZ"), read into one form so that two spellings of one bearing meet in
// product search and a different size never does. Plain TypeScript: the admin form may use it as it is.

/** The longest code read; the routes refuse longer text. Here, away from the tables, so the browser may import it. */
export const DESIGNATION_MAX_LENGTH = 200;

export interface BearingDesignation {
  /** Material or execution letters before the size: "S" / "SS" / "W" (stainless), "HC" (hybrid), "E2"
   *  (SKF energy efficient), "DD" (NMB stainless); "" when there are none. */
  prefix: string;
  /** The size: series letters and digits in upper case without separators. A slash inside the size stays,
   *  because it is part of it: "62/28" is a 28 mm bore, "6228" a 140 mm one; "NK25/20" is NK 25/20. */
  basic: string;
  /** The suffix groups in the order written, each in its canonical spelling (see EQUIVALENT_SUFFIXES),
   *  without repeats and without CN. A group the tables do not know is kept as written, upper case. */
  suffixes: string[];
  /** The whole designation in one string, the same for every spelling of it and every order of its
   *  suffixes: "6205-2RS-C3", "S 6205-2RS". */
  key: string;
}

/*
 * Seal and shield suffixes that name the same execution under different makers' designation systems, each
 * mapped to one canonical spelling. Sources: the makers' published designation systems — SKF's
 * "Designation system for deep groove ball bearings" (2RS1, 2RSH, RS1, RSH, 2Z, Z, 2RZ, RZ); the suffix
 * tables of Schaeffler's FAG and INA catalogues and of medias (2RSR, RSR, 2HRS, HRS, 2Z, 2ZR, ZR); the
 * NSK catalogue (DDU, DU, VV, ZZ, Z); the NTN catalogue (LLU, LU, LLB, LB, ZZ, Z); the NMB part
 * numbering system (one letter per side, doubled for both: ZZ, HH and KK metal shields, DD contact
 * rubber seals, SS non-contact rubber seals).
 *
 * Left as written, because their makers describe them differently: SKF 2RSL/RSL (low-friction seal),
 * NTN LLH (low-torque seal), NSK V (one non-contact seal; V also means full complement in other systems).
 * Clearance groups C2, C3, C4, C5 are common to all makers; CN (normal clearance) is dropped, since the
 * makers leave normal clearance unmarked: 6205-2RS-CN is 6205-2RS.
 */
const EQUIVALENT_SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  // Contact seals on both sides, on one side.
  '2RS': ['2RS', '2RS1', '2RSH', '2RSR', '2HRS', 'DDU', 'LLU', 'DD'],
  RS: ['RS', 'RS1', 'RSH', 'RSR', 'HRS', 'DU', 'LU'],
  // Metal shields on both sides, on one side.
  '2Z': ['2Z', 'ZZ', '2ZR', 'HH', 'KK'],
  Z: ['Z', 'ZR'],
  // Non-contact (low-friction) seals on both sides, on one side.
  '2RZ': ['2RZ', 'VV', 'LLB', 'SS'],
  RZ: ['RZ', 'LB'],
};

/*
 * Other suffix groups, read as they are, from the same catalogues. Knowing them lets "22220e1xlk" split
 * into its groups: a run written without separators is read as the fewest known groups that spell it.
 */
const KEPT_SUFFIXES = [
  '2RSL RSL LLH', // seals whose makers describe them differently (above)
  'C2 C3 C4 C5 CN CM P4 P5 P6', // clearance (NSK CM: electric motors), precision class
  'A B C CA CC E E1 E1A EA EC T41A XL Q', // internal design; FAG XL (X-life); SKF Q (tapered roller)
  'J J2 JP M M1 MA MB ML MP P T T2 TN TN9 TV TVH TVP TVP2 TVPB W Y', // cages
  'K N NR CB UA UB UL UO', // tapered bore, snap ring groove and ring, universal matching
  'D1 E4 W33 GJN WT MT33 2AS', // lubrication groove and holes, greases (NTN 2AS)
  'DO FO HO LO ZO UK PW ES AX 2LS', // spherical plain bearings
  'PP SK 2F L', // track rollers, Y-bearings, FAG SNV housings
].flatMap((groups) => groups.split(' '));

const CANONICAL_SUFFIX = new Map<string, string>([
  ...KEPT_SUFFIXES.map((group): [string, string] => [group, group]),
  ...Object.entries(EQUIVALENT_SUFFIXES).flatMap(([canonical, spellings]) =>
    spellings.map((spelling): [string, string] => [spelling, canonical]),
  ),
]);
const LONGEST_SUFFIX = Math.max(...[...CANONICAL_SUFFIX.keys()].map((group) => group.length));

/**
 * Sizes that start with digits, as ISO 15 and the makers number them. Checked as a whole so that "62050"
 * or "601" are not read as bearings, and so that "6082rs" can be told apart (below).
 */
const DIGIT_SIZE = new RegExp(
  `^(?:${[
    '6(?:0[4-9]|2[3-9]|3[3-9]|[89][1-9])', // one-digit bores: 608, 626, 635, 688, 696
    '6[0-4]\\d\\d', // deep groove ball 60, 62, 63, 64
    '6(?:1[7-9]|2[23]|30)\\d\\d', // 617, 618, 619, 622, 623, 630
    '16[01]\\d\\d', // 160, 161
    '7[0-3]\\d\\d|71[89]\\d\\d', // angular contact ball
    '1(?:08|2[679]|35)|[12][23](?:[01]\\d|2[0-2])', // self-aligning ball: 126, 1205, 2205, 2310
    '3[23]\\d\\d', // double row angular contact ball: 3205, 3306
    '2(?:13|22|23|3[0129]|4[01])\\d\\d', // spherical roller: 21305, 22220, 23120, 24024
    '3(?:0[23]|13|2[0239]|3[0-2])\\d\\d', // tapered roller: 30205, 32210, 33012
    '5[1-4]\\d{3}|29[2-4]\\d\\d|8[19]\\d{3}', // thrust: 51105, 29420, 81107
    '(?:6[0-4]|61[7-9]|2[34]\\d|3[0-3]\\d)/\\d{2,4}', // sizes with a slash: 62/28, 618/500, 230/500
  ].join('|')})$`,
);

/** Sizes that start with series letters; each pattern is tried at the start of the code, in order. */
const LETTER_SIZES: readonly { pattern: RegExp; basic?: (match: RegExpExecArray) => string }[] = [
  { pattern: /K ?\d{1,3} ?X ?\d{1,3} ?X ?\d{1,3}(?!\d)/y }, // INA needle roller and cage assembly K Fw×Ew×Bc
  { pattern: /K ?8[19]\d{3}(?!\d)/y }, // axial cylindrical roller and cage assembly K81107
  { pattern: /[HB]K ?\d{4}(?!\d)/y }, // drawn cup needle roller bearing HK2016, HK 0810
  { pattern: /NKI? ?\d{1,3}\/\d{1,3}(?!\d)/y }, // needle roller bearing NK 25/20, NKI 20/16
  { pattern: /R?NA ?[46]9\d\d(?!\d)/y }, // needle roller bearing NA4905, RNA4905, NA6905
  { pattern: /AXK ?\d{4}(?!\d)/y }, // axial needle roller and cage assembly AXK1107
  { pattern: /(?:NATR|NATV|NUTR|KRE|KR) ?\d{1,5}(?!\d)/y }, // track rollers and stud type track rollers
  { pattern: /(?:NUP|NU|NJ|NF|NNU|NN|NCF|N) ?\d{3,4}(?!\d)/y }, // cylindrical roller NU206, NJ2210
  { pattern: /GE ?\d{1,3}(?!\d)/y }, // spherical plain bearing GE40
  { pattern: /U[CK](?:FL|FC|PA|P|F|T)? ?\d{3}(?!\d)/y }, // insert bearings and units UC205, UCP205
  { pattern: /Y(?:AR|ET|EL) ?\d{3}(?!\d)/y }, // SKF Y-bearings YAR 205
  { pattern: /SNV ?(\d{2,3})(?!\d)/y, basic: (match) => `SNV${match[1]!.padStart(3, '0')}` }, // FAG SNV052
  { pattern: /SNL? ?\d{3,4}(?!\d)/y }, // plummer block housings SN511, SNL 511
  { pattern: /(?:AHX|AH|H) ?\d{3,4}(?!\d)/y }, // adapter and withdrawal sleeves H311, AH311
  { pattern: /(?:KMT|KM|MB) ?\d{1,2}(?!\d)/y }, // lock nuts and washers KM10, MB10
  { pattern: /MR ?\d{2,4}(?!\d)/y }, // miniature MR105
  { pattern: /L ?\d{3,4}(?!\d)/y }, // NMB thin section: L-1560 is 15 mm outside, 6 mm bore
  { pattern: /RI? ?\d{1,4}(?!\d)/y }, // NMB R-1560 (outside diameter first), inch R8, NMB inch RI-418
];

/** Material and execution prefixes; they stand before a size that starts with digits (NMB DD before L/R). */
const PREFIX = /^(?:(E2|HC|SS|S|W) ?(?=\d)|(DD) ?(?=(?:RI|L|R) ?\d))/;

/** Enough pieces for the longest size written with spaces: "K 25 x 29 x 13". */
const SIZE_PIECES = 7;

/** A run of letters and digits, and what separated it from the run before. */
interface Piece {
  /** Upper case, as designations are compared. */
  text: string;
  /** Lower case without diacritics, as `normalizeForSearch` gives it. */
  word: string;
  /** Only "-", "." or "/" stood between: the run belongs to the same code ("6205-2RSR", "62/28"). */
  joined: boolean;
  /** A "/" stood between: part of a size such as 62/28, or SKF's "/C3". */
  slashed: boolean;
}

/** "×" is read as the "x" of "K 25×29×13"; otherwise the runs are those of `normalizeForSearch`. */
const readPieces = (text: string): Piece[] => {
  const plain = removeDiacritics(text).replace(/×/g, 'x');
  const pieces: Piece[] = [];
  let previousEnd = 0;
  for (const match of plain.matchAll(/[\p{L}\p{N}]+/gu)) {
    const between = plain.slice(previousEnd, match.index);
    pieces.push({
      text: match[0].toUpperCase(),
      word: match[0],
      joined: pieces.length > 0 && /^[-./]+$/.test(between),
      slashed: between.includes('/'),
    });
    previousEnd = match.index + match[0].length;
  }
  return pieces;
};

/**
 * Splits a run of suffix letters into the fewest `known` spellings that spell the longest possible start of it
 * ("E1XLK" → E1, XL, K; "2RSRC3" → 2RSR, C3; "CAME4" → CA, M, E4), and what is left over. The designation
 * explained splits by its own table with it.
 */
export const splitKnownSpellings = (
  text: string,
  known: ReadonlySet<string> | ReadonlyMap<string, unknown>,
  longest = Math.max(0, ...[...known.keys()].map((spelling) => spelling.length)),
): { parts: string[]; rest: string } => {
  const fewest: (number | undefined)[] = [0];
  const previous: number[] = [];
  for (let start = 0; start < text.length; start++) {
    const count = fewest[start];
    if (count === undefined) continue;
    for (let end = start + 1; end <= Math.min(text.length, start + longest); end++) {
      if (!known.has(text.slice(start, end))) continue;
      if (fewest[end] === undefined || fewest[end]! > count + 1) {
        fewest[end] = count + 1;
        previous[end] = start;
      }
    }
  }
  let end = text.length;
  while (fewest[end] === undefined) end--;
  const parts: string[] = [];
  for (let at = end; at > 0; at = previous[at]!) parts.push(text.slice(previous[at]!, at));
  return { parts: parts.reverse(), rest: text.slice(end) };
};

const readGroups = (text: string): { groups: string[]; rest: string } => {
  const { parts, rest } = splitKnownSpellings(text, CANONICAL_SUFFIX, LONGEST_SUFFIX);
  return { groups: parts, rest };
};

/** Every group of a piece after the size: known ones, then whatever is left as one group as written. */
const readSuffixPiece = (text: string): string[] => {
  const { groups, rest } = readGroups(text);
  return rest ? [...groups, rest] : groups;
};

interface SizeReading {
  basic: string;
  /** Characters of the pieces' text (joined by one separator each) that the size takes. */
  length: number;
}

/**
 * A size that starts with digits. Written without separators, "6082rs" is 608-2RS and not 6082-RS: when
 * a 2 ends the digits and starts a seal or shield group, and the digits without it are a size as well,
 * the 2 belongs to the group (a 410 mm bearing with one seal is not what buyers type). "62052rs", with no
 * size 62052, reads as 6205-2RS either way.
 */
const readDigitSize = (text: string): SizeReading | undefined => {
  const match = /^(\d+)(?:\/\d+)?/.exec(text);
  if (!match) return undefined;
  if (match[0].includes('/') && DIGIT_SIZE.test(match[0])) return { basic: match[0], length: match[0].length };
  const digits = match[1]!;
  const shorter = digits.slice(0, -1);
  const after = text.slice(digits.length);
  const twoStartsGroup = digits.endsWith('2') && /^[A-Z]/.test(after) && !match[0].includes('/');
  if (twoStartsGroup && DIGIT_SIZE.test(shorter) && readGroups(`2${after}`).groups[0]?.startsWith('2')) {
    return { basic: shorter, length: shorter.length };
  }
  return DIGIT_SIZE.test(digits) ? { basic: digits, length: digits.length } : undefined;
};

const readSize = (text: string): SizeReading | undefined => {
  for (const { pattern, basic } of LETTER_SIZES) {
    pattern.lastIndex = 0;
    const match = pattern.exec(text);
    if (match) return { basic: basic ? basic(match) : match[0].replace(/ /g, ''), length: match[0].length };
  }
  return readDigitSize(text);
};

const toDesignation = (prefix: string, basic: string, written: readonly string[]): BearingDesignation => {
  const suffixes = [
    ...new Set(written.map((group) => CANONICAL_SUFFIX.get(group) ?? group).filter((group) => group !== 'CN')),
  ];
  const key = [[prefix, basic].filter(Boolean).join(' '), ...[...suffixes].sort()].join('-');
  return { prefix, basic, suffixes, key };
};

interface SizeAt {
  prefix: string;
  basic: string;
  /** The piece the size ends in, and the rest of that piece after it (its first suffix groups). */
  lastPiece: number;
  rest: string;
}

/** The prefix and size that start at piece `start`; the size may span pieces ("NU 206", "K 25 x 29 x 13"). */
const readSizeAt = (pieces: readonly Piece[], start: number): SizeAt | undefined => {
  const nearby = pieces.slice(start, start + SIZE_PIECES);
  const starts: number[] = [];
  let text = '';
  nearby.forEach((piece, index) => {
    if (index > 0) text += piece.slashed ? '/' : ' ';
    starts.push(text.length);
    text += piece.text;
  });
  const prefixMatch = PREFIX.exec(text);
  const prefixes = prefixMatch ? [{ prefix: (prefixMatch[1] ?? prefixMatch[2])!, length: prefixMatch[0].length }] : [];
  for (const { prefix, length } of [...prefixes, { prefix: '', length: 0 }]) {
    const size = readSize(text.slice(length));
    if (!size) continue;
    const sizeEnd = length + size.length;
    const lastPiece = starts.findLastIndex((pieceStart) => pieceStart <= sizeEnd);
    const rest = nearby[lastPiece]!.text.slice(sizeEnd - starts[lastPiece]!);
    return { prefix, basic: size.basic, lastPiece: start + lastPiece, rest };
  }
  return undefined;
};

/**
 * The designation that starts at piece `start`, and the index of the first piece after it. What follows
 * the size in the same piece, and in pieces joined to it by "-", "." or "/", is its suffixes; a piece after
 * a space belongs to it only when it is made of known groups ("6206 2RS C3" yes, "6205 FAG" no). A piece
 * that starts another size ends it: "6205/6206", "6206 zz, K 25x29x13" name two bearings.
 */
const readDesignationAt = (
  pieces: readonly Piece[],
  start: number,
): { designation: BearingDesignation; next: number } | undefined => {
  const size = readSizeAt(pieces, start);
  if (!size) return undefined;
  const written = readSuffixPiece(size.rest);
  let next = size.lastPiece + 1;
  for (; next < pieces.length; next++) {
    const { text: groups, joined, word } = pieces[next]!;
    // "6205 DDU NSK": a maker's name after a space ends the code, though N and SK are suffix groups.
    if (readSizeAt(pieces, next) || (!joined && readBrandWord(word))) break;
    if (joined) written.push(...readSuffixPiece(groups));
    else {
      const known = readGroups(groups);
      if (known.rest || !known.groups.length) break;
      written.push(...known.groups);
    }
  }
  return { designation: toDesignation(size.prefix, size.basic, written), next };
};

/**
 * The designation when the whole text is one bearing code (a product code field, or a query that is only
 * a code), else undefined: "6205-2RSR-C3", "6205 2RS C3", "62052rs", "NK25/20", "GE 40-DO-2RS". Text with
 * other words ("FAG 6205") is read by `readSearchText`.
 */
export const parseDesignation = (text: string): BearingDesignation | undefined => {
  const pieces = readPieces(text);
  const read = pieces.length ? readDesignationAt(pieces, 0) : undefined;
  return read && read.next === pieces.length ? read.designation : undefined;
};

/**
 * Seal and shield groups, on one side or both, whatever the maker's spelling. A bearing with one is mounted as a
 * sealed bearing: heated to 80 °C at most, for its seals and the grease inside.
 */
const SEALED_SUFFIXES = new Set([...Object.keys(EQUIVALENT_SUFFIXES), '2RSL', 'RSL', 'LLH']);

/** Whether a bearing code names seals or shields: "6205-2RSR-C3", "608ZZ", "6204 LLU"; not "6310-C3" or "22220E". */
export const hasSealsOrShields = (text: string): boolean =>
  parseDesignation(text)?.suffixes.some((suffix) => SEALED_SUFFIXES.has(suffix)) ?? false;

/** How well an offered designation answers a wanted one, best first (see `matchDesignation`). */
export const DESIGNATION_MATCHES = ['full', 'suffixes', 'basic'] as const;
export type DesignationMatch = (typeof DESIGNATION_MATCHES)[number];

/**
 * How a product's designation (`offered`) answers the buyer's (`wanted`): `full` when prefix, size and
 * every suffix are the same (in any spelling and order); `suffixes` when it is the same size and has every
 * prefix and suffix the buyer wrote, and more ("6205 2RS" → 6205-2RSR-C3); `basic` when only the size is
 * the same; undefined when the sizes differ, which never matches ("6207" → 6206, "609" → 6009).
 */
export const matchDesignation = (
  wanted: BearingDesignation,
  offered: BearingDesignation,
): DesignationMatch | undefined => {
  if (wanted.basic !== offered.basic) return undefined;
  if (wanted.key === offered.key) return 'full';
  const offeredSuffixes = new Set(offered.suffixes);
  const hasAllWanted =
    (!wanted.prefix || wanted.prefix === offered.prefix) &&
    wanted.suffixes.every((suffix) => offeredSuffixes.has(suffix));
  return hasAllWanted ? 'suffixes' : 'basic';
};

/** The words for "bearing": southern "bạc đạn", "vòng bi", "ổ bi", "ổ lăn", read as one word. */
const BEARING_WORDS = new Set(['bac dan', 'vong bi', 'o bi', 'o lan', 'bacdan', 'vongbi']);
export const BEARING_WORD = 'vongbi';

export interface SearchText {
  /** Every word in search form (lower case, no diacritics, as `normalizeForSearch` splits them, "×"
   *  read as "x"), with the words for "bearing" as the one word `vongbi`. */
  words: string[];
  /** The bearing designations written in the text, in order. */
  designations: BearingDesignation[];
  /** `words` without the ones that spell a designation or the brand: what is left to find as plain words. */
  plainWords: string[];
  /** The maker named by the first or last plain word ("SKF 6205-2RS1", "6205 DDU NSK", "vòng bi SKF 6205") when
   *  the text names a designation; without one, a maker's name is a plain word ("vòng bi SKF"). */
  brand?: BearingBrand;
}

/**
 * A product's name and code, or a query, read for search: "Vòng bi FAG 6205-2RSR chịu nhiệt" → words
 * vongbi fag 6205 2rsr chiu nhiet, designation 6205-2RS, plain words vongbi fag chiu nhiet.
 */
export const readSearchText = (text: string): SearchText => {
  const pieces = readPieces(text);
  const read: SearchText = { words: [], designations: [], plainWords: [] };
  let index = 0;
  while (index < pieces.length) {
    const { word } = pieces[index]!;
    const pair = `${word} ${pieces[index + 1]?.word}`;
    if (BEARING_WORDS.has(pair) || BEARING_WORDS.has(word)) {
      read.words.push(BEARING_WORD);
      read.plainWords.push(BEARING_WORD);
      index += BEARING_WORDS.has(pair) ? 2 : 1;
      continue;
    }
    const designation = readDesignationAt(pieces, index);
    if (designation) {
      read.designations.push(designation.designation);
      for (; index < designation.next; index++) read.words.push(pieces[index]!.word);
      continue;
    }
    read.words.push(word);
    read.plainWords.push(word);
    index++;
  }
  if (read.designations.length === 0) return read;
  const ends = read.plainWords.filter((word) => word !== BEARING_WORD);
  for (const end of [ends[0], ends.at(-1)]) {
    const brand = end === undefined ? undefined : readBrandWord(end);
    if (brand) {
      read.plainWords.splice(read.plainWords.indexOf(end!), 1);
      return { ...read, brand };
    }
  }
  return read;
};

/** Every proper start of a suffix group's spelling ("2", "2R", "2RS" of 2RSR; "D", "DD" of DDU). */
const GROUP_STARTS = new Set(
  [...CANONICAL_SUFFIX.keys()].flatMap((group) =>
    Array.from({ length: group.length - 1 }, (_, end) => group.slice(0, end + 1)),
  ),
);

const allGroupsKnown = (designation: BearingDesignation | undefined): designation is BearingDesignation =>
  designation?.suffixes.every((suffix) => CANONICAL_SUFFIX.has(suffix)) ?? false;

/**
 * A code cut inside a suffix group as it is typed key by key, on the way to "62052rs": "62052" is 6205 and a
 * group begun with "2", "62052r" 6205 and "2R", "6205-d" 6205 and "D"; a maker's name before or after it is left
 * out ("SKF 62052"). Undefined when the code is a designation whose groups are all known, or when no start of it
 * is such a designation followed by the start of a group.
 */
export const readCodeBeingTyped = (text: string): { designation: BearingDesignation; typed: string } | undefined => {
  const code = removeDiacritics(text)
    .trim()
    .replace(/^(\p{L}+)\s+|\s+(\p{L}+)$/gu, (written, first?: string, last?: string) =>
      readBrandWord(first ?? last ?? '') ? '' : written,
    )
    .toUpperCase();
  if (allGroupsKnown(parseDesignation(code))) return undefined;
  for (let cut = code.length - 1; cut > 0; cut--) {
    const typed = code.slice(cut);
    if (!/^[A-Z0-9]+$/.test(typed)) return undefined;
    if (!GROUP_STARTS.has(typed) || CANONICAL_SUFFIX.has(typed)) continue;
    const designation = parseDesignation(code.slice(0, cut));
    if (allGroupsKnown(designation)) return { designation, typed };
  }
  return undefined;
};

/** Whether a group begun as `typed` ("2R") can still become the canonical group `suffix` (2RS, written 2RSR). */
export const canBecomeSuffix = (typed: string, suffix: string): boolean =>
  suffix.startsWith(typed) ||
  [...CANONICAL_SUFFIX].some(([spelling, canonical]) => canonical === suffix && spelling.startsWith(typed));

/** A dimension in mm as typed: up to four digits, then "." or "," and up to three decimals. */
const MILLIMETRES = String.raw`(\d{1,4}(?:[.,]\d{1,3})?)`;
const BETWEEN = String.raw`(?: ?mm)?(?: ?[x*] ?| )`;
const DIMENSION_QUERY = new RegExp(
  `^(?:d ?[=:]? ?)?${MILLIMETRES}${BETWEEN}(?:d ?[=:]? ?)?${MILLIMETRES}${BETWEEN}(?:b ?[=:]? ?)?${MILLIMETRES}(?: ?mm)?$`,
);

/**
 * Rounded half up to 2 decimals, the precision the contract stores: an inch bearing's 28.575 is 28.58.
 * Done on the digits, since 28.575 × 100 in binary floating point is 2857.4999….
 */
const toMillimetres = (typed: string): number => {
  const [whole, decimals = ''] = typed.replace(',', '.').split('.');
  const hundredths = Number(whole) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  return (hundredths + (decimals.charAt(2) >= '5' ? 1 : 0)) / 100;
};

/**
 * Bore d, outside diameter D and width B when the query is three numbers in mm, in that order: "25x52x15",
 * "25 x 52 x 15", "25 52 15", "25×52×15", "25*52*15", "d25 D52 B15", "d=25 D=52 B=15", "25x52x15mm",
 * "12.7x28.575x7.938" or with decimal commas "12,7x28,575x7,938". Up to 3 decimals are read and rounded
 * half up to 2, the precision products store. Undefined for anything else, for a value that is 0 or over
 * 5000 mm, and when d is not smaller than D.
 */
export const parseDimensionQuery = (text: string): BearingDimensions | undefined => {
  const plain = removeDiacritics(text).replace(/×/g, 'x').replace(/\s+/g, ' ').trim();
  // The longest form ("d = 1234.567 mm x D = …") is well under 60 characters; longer text is a sentence.
  if (plain.length > 60) return undefined;
  const match = DIMENSION_QUERY.exec(plain);
  if (!match) return undefined;
  const [boreMm, outerDiameterMm, widthMm] = match.slice(1, 4).map((typed) => toMillimetres(typed!)) as [
    number,
    number,
    number,
  ];
  const inRange = [boreMm, outerDiameterMm, widthMm].every((value) => value > 0 && value <= 5000);
  return inRange && boreMm < outerDiameterMm ? { boreMm, outerDiameterMm, widthMm } : undefined;
};
