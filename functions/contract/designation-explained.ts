import { readBrandWord, type BearingBrand } from './bearing-brands';
import { standardDimensions } from './bearing-dimensions';
import { DESIGNATION_MAX_LENGTH, parseDesignation, splitKnownSpellings } from './designation';
import { SUFFIX_ROWS, type BearingKind, type PartGroup, type SuffixEffect, type SuffixRow } from './suffix-table';
import { removeDiacritics } from './text';
import * as z from './zod';

// A bearing code explained part by part, in Vietnamese, for any of the makers the suffix table knows: the brand
// written before or after it, the kind of bearing, its size and d × D × B when the standard table has them, and
// every token after the size with what it does. A token the table does not know is marked `unknown` with no
// meaning: a buyer is better told "we do not know" than a guess. The same reading, as attributes, is what the
// equivalents engine compares (core/rules/equivalents.ts).

export interface DesignationPart {
  text: string;
  group: PartGroup;
  /** Vietnamese; empty for an unknown part. */
  meaning: string;
}

export interface DesignationExplained {
  brand: string | null;
  basic: string | null;
  /** "Vòng bi cầu rãnh sâu", "Vòng bi đũa trụ"…; null when the code names no size. */
  kind: string | null;
  boreMm: number | null;
  outerDiameterMm: number | null;
  widthMm: number | null;
  parts: DesignationPart[];
}

/** What a code's parts do, merged, as the equivalents engine compares two codes. */
export interface BearingReading extends Omit<SuffixEffect, 'closure' | 'clearance'> {
  /** The brand written with the code, else the one whose spellings it uses (`DDU` is NSK's), else null. */
  style: BearingBrand | null;
  basic: string | null;
  kind: BearingKind | null;
  closure: SuffixEffect['closure'] | null;
  /** CN when the code names none: makers leave normal clearance unmarked. */
  clearance: NonNullable<SuffixEffect['clearance']>;
  /** Why a part cannot be called one-to-one (a caution of the table, a part read differently by makers). */
  cautions: string[];
  unknown: string[];
}

export interface ExplainedCode {
  explained: DesignationExplained;
  reading: BearingReading;
}

const KIND_NAMES: Readonly<Record<BearingKind, string>> = {
  'deep-groove': 'Vòng bi cầu rãnh sâu',
  'angular-contact': 'Vòng bi cầu tiếp xúc góc',
  'double-row-angular': 'Vòng bi cầu tiếp xúc góc hai dãy',
  'self-aligning': 'Vòng bi cầu tự lựa',
  cylindrical: 'Vòng bi đũa trụ',
  spherical: 'Vòng bi tang trống',
  tapered: 'Vòng bi côn',
  thrust: 'Vòng bi chặn',
  needle: 'Vòng bi kim',
  insert: 'Vòng bi gối đỡ (ổ lắp sẵn)',
  other: 'Ổ lăn và phụ kiện',
};

/** Sizes that start with letters, by series letters; the names of the few that are not bearings. */
const LETTER_KINDS: readonly [RegExp, BearingKind, string?][] = [
  [/^(?:NUP|NU|NJ|NF|NNU|NN|NCF|N)\d/, 'cylindrical'],
  [/^(?:NKI?|R?NA|HK|BK|AXK|K\d)/, 'needle'],
  [/^K8[19]/, 'thrust'],
  [/^(?:NATR|NATV|NUTR|KRE|KR)\d/, 'other', 'Con lăn tỳ'],
  [/^GE\d/, 'other', 'Ổ trượt khớp cầu'],
  [/^(?:U[CK]|Y(?:AR|ET|EL))/, 'insert'],
  [/^SN/, 'other', 'Gối đỡ'],
  [/^(?:AHX|AH|H)\d/, 'other', 'Ống côn lắp ghép'],
  [/^(?:KMT|KM)\d/, 'other', 'Đai ốc khóa'],
  [/^MB\d/, 'other', 'Long đen khóa'],
  [/^(?:MR|L|RI?)\d/, 'deep-groove'],
];

/** The kind a size names, by the series digits of ISO 15 and the makers' letter series. */
export const bearingKind = (basic: string): { kind: BearingKind; name: string } => {
  for (const [pattern, kind, name] of LETTER_KINDS) {
    if (pattern.test(basic)) return { kind, name: name ?? KIND_NAMES[kind] };
  }
  const digits = /^\d+/.exec(basic)?.[0] ?? '';
  const kind: BearingKind =
    basic.startsWith('6') || basic.startsWith('16')
      ? 'deep-groove'
      : basic.startsWith('7')
        ? 'angular-contact'
        : /^(?:5|29|8)/.test(basic)
          ? 'thrust'
          : basic.startsWith('3')
            ? digits.length >= 5
              ? 'tapered'
              : 'double-row-angular'
            : /^2\d{4}/.test(basic) || basic.startsWith('23') || basic.startsWith('24')
              ? 'spherical'
              : 'self-aligning';
  return { kind, name: KIND_NAMES[kind] };
};

/**
 * Bore d in mm from the bore code of ISO 15, 00–03 being 10, 12, 15 and 17 mm: the last two digits of a 4- or
 * 5-digit size, or of a cylindrical roller or insert bearing's digits (NU2212, NU206, UC205).
 */
const boreFromCode = (basic: string): number | null => {
  if (!/^(?:\d{4,5}|(?:NUP|NU|NJ|NF|NNU|NN|NCF|N|UC|UK)\d{3,4})$/.test(basic)) return null;
  const code = Number(basic.slice(-2));
  return [10, 12, 15, 17][code] ?? (code >= 4 && code <= 96 ? code * 5 : null);
};

interface Piece {
  text: string;
  /** "-", "." or "/" stood before it: it belongs to the code before ("6205-2RSR", "62/28"). */
  joined: boolean;
  slashed: boolean;
}

const readPieces = (text: string): Piece[] => {
  const plain = removeDiacritics(text).replace(/×/g, 'x');
  const pieces: Piece[] = [];
  let previousEnd = 0;
  for (const match of plain.matchAll(/[\p{L}\p{N}]+/gu)) {
    const between = plain.slice(previousEnd, match.index);
    pieces.push({
      text: match[0].toUpperCase(),
      joined: pieces.length > 0 && /^[-./]+$/.test(between),
      slashed: between.includes('/'),
    });
    previousEnd = match.index + match[0].length;
  }
  return pieces;
};

const BEARING_WORDS = ['VONG BI', 'BAC DAN', 'O BI', 'O LAN', 'VONGBI', 'BACDAN'];

/** Drops the words for "bearing" in front ("vòng bi SKF 6205"). */
const withoutBearingWords = (pieces: Piece[]): Piece[] => {
  for (const words of BEARING_WORDS) {
    const count = words.split(' ').length;
    if (
      pieces
        .slice(0, count)
        .map((piece) => piece.text)
        .join(' ') === words
    )
      return pieces.slice(count);
  }
  return pieces;
};

const joinPieces = (pieces: readonly Piece[]): string =>
  pieces
    .map((piece, index) => (index === 0 ? '' : piece.slashed ? '/' : piece.joined ? '-' : ' ') + piece.text)
    .join('');

const appliesTo = (row: SuffixRow, kind: BearingKind | null) =>
  !row.kinds || (kind !== null && row.kinds.includes(kind));

const effectKey = (effect: SuffixEffect) => JSON.stringify(effect);

/** The rows that read a spelling for a kind, the brand's own when it has any. */
const rowsFor = (spelling: string, kind: BearingKind | null, style: BearingBrand | null, prefix: boolean) => {
  const rows = SUFFIX_ROWS.filter(
    (row) => Boolean(row.prefix) === prefix && row.spellings.includes(spelling) && appliesTo(row, kind),
  );
  const own = style ? rows.filter((row) => row.brands.includes(style)) : [];
  return own.length > 0 ? own : rows;
};

const spellingsFor = (kind: BearingKind | null): Set<string> =>
  new Set(SUFFIX_ROWS.filter((row) => !row.prefix && appliesTo(row, kind)).flatMap((row) => row.spellings));

/** A run of suffix letters as known spellings ("E1XLK" → E1, XL, K), and what is left over as one unknown part. */
const splitRun = (text: string, known: ReadonlySet<string>): string[] => {
  const { parts, rest } = splitKnownSpellings(text, known);
  return rest ? [...parts, rest] : parts;
};

const PREFIX_SPELLINGS = [...new Set(SUFFIX_ROWS.filter((row) => row.prefix).flatMap((row) => row.spellings))].sort(
  (a, b) => b.length - a.length,
);

/** Prefix letters before the size: "HR32210J" → HR; "4T-32210" → 4T; "S 6205" → S. */
const splitPrefixes = (pieces: Piece[]): { prefixes: string[]; rest: Piece[] } => {
  const first = pieces[0];
  if (!first) return { prefixes: [], rest: pieces };
  if (PREFIX_SPELLINGS.includes(first.text) && /^\d/.test(pieces[1]?.text ?? '')) {
    return { prefixes: [first.text], rest: [{ ...pieces[1]!, joined: false, slashed: false }, ...pieces.slice(2)] };
  }
  const prefix = PREFIX_SPELLINGS.find(
    (spelling) => first.text.startsWith(spelling) && /^\d/.test(first.text.slice(spelling.length)),
  );
  return prefix
    ? { prefixes: [prefix], rest: [{ ...first, text: first.text.slice(prefix.length) }, ...pieces.slice(1)] }
    : { prefixes: [], rest: pieces };
};

/** The size and the pieces it spans: the longest run of pieces from the start that reads as one designation. */
const readSize = (pieces: readonly Piece[]): { basic: string; end: number } | undefined => {
  for (let end = Math.min(pieces.length, 12); end > 0; end--) {
    const designation = parseDesignation(joinPieces(pieces.slice(0, end)));
    if (designation && !designation.prefix) return { basic: designation.basic, end };
  }
  return undefined;
};

/** What follows the size in the pieces it spans ("6205-2RSR" → "2RSR"), as runs to split. */
const suffixRuns = (pieces: readonly Piece[], basic: string): string[] | undefined => {
  const wanted = basic.replace(/\//g, '');
  let taken = 0;
  for (let index = 0; index < pieces.length; index++) {
    const { text } = pieces[index]!;
    const left = wanted.length - taken;
    if (left <= 0) return pieces.slice(index).map((piece) => piece.text);
    if (!wanted.startsWith(text.slice(0, left), taken)) return undefined;
    taken += Math.min(left, text.length);
    if (taken === wanted.length) {
      const rest = text.slice(left);
      return [...(rest ? [rest] : []), ...pieces.slice(index + 1).map((piece) => piece.text)];
    }
  }
  return taken === wanted.length ? [] : undefined;
};

/** The one brand whose own spellings the parts use (`DDU` → NSK), when exactly one brand is named that way. */
const brandOfSpellings = (spellings: readonly string[], kind: BearingKind | null): BearingBrand | null => {
  const brands = new Set<BearingBrand>();
  for (const spelling of spellings) {
    const rows = SUFFIX_ROWS.filter((row) => row.spellings.includes(spelling) && appliesTo(row, kind));
    const named = new Set(rows.flatMap((row) => row.brands));
    if (named.size === 1) brands.add([...named][0]!);
  }
  return brands.size === 1 ? [...brands][0]! : null;
};

const mergeEffect = (reading: BearingReading, effect: SuffixEffect, text: string): void => {
  const { closure, clearance, ...rest } = effect;
  if (closure) {
    if (reading.closure) reading.cautions.push(`Mã ghi hai kiểu che chắn (${text}): cần xem bản vẽ`);
    reading.closure = closure;
  }
  if (clearance) reading.clearance = clearance;
  Object.assign(reading, rest);
};

const emptyReading = (style: BearingBrand | null): BearingReading => ({
  style,
  basic: null,
  kind: null,
  closure: null,
  clearance: 'CN',
  cautions: [],
  unknown: [],
});

/**
 * A code explained, and read as attributes. `brand` is the brand the code is read as when no brand word is written
 * (a product's own brand); a brand word in the text wins.
 */
export const explainCode = (text: string, brand?: string | null): ExplainedCode => {
  let pieces = withoutBearingWords(readPieces(text.slice(0, DESIGNATION_MAX_LENGTH)));
  let named: BearingBrand | undefined = pieces[0] && readBrandWord(pieces[0].text.toLowerCase());
  if (named) pieces = withoutBearingWords(pieces.slice(1));
  else if (pieces.length > 1) {
    named = readBrandWord(pieces.at(-1)!.text.toLowerCase());
    if (named) pieces = pieces.slice(0, -1);
  }
  const given = named ?? (brand ? readBrandWord(brand) : undefined) ?? null;
  const explained: DesignationExplained = {
    brand: named ?? null,
    basic: null,
    kind: null,
    boreMm: null,
    outerDiameterMm: null,
    widthMm: null,
    parts: [],
  };
  const { prefixes, rest } = splitPrefixes(pieces);
  const size = readSize(rest);
  const runs = size && suffixRuns(rest.slice(0, size.end), size.basic);
  if (!size || !runs) {
    explained.parts = pieces.map((piece) => ({ text: piece.text, group: 'unknown', meaning: '' }));
    return { explained, reading: { ...emptyReading(given), unknown: pieces.map((piece) => piece.text) } };
  }
  const { kind, name } = bearingKind(size.basic);
  const known = spellingsFor(kind);
  const suffixes = [...runs, ...rest.slice(size.end).map((piece) => piece.text)].flatMap((run) => splitRun(run, known));
  const style = given ?? brandOfSpellings([...prefixes, ...suffixes], kind);
  const reading: BearingReading = { ...emptyReading(style), basic: size.basic, kind };

  const explainToken = (token: string, isPrefix: boolean): DesignationPart => {
    const rows = rowsFor(token, kind, style, isPrefix);
    if (rows.length === 0) {
      reading.unknown.push(token);
      return { text: token, group: 'unknown', meaning: '' };
    }
    const row = rows[0]!;
    if (new Set(rows.map((each) => effectKey(each.effect))).size > 1) {
      reading.cautions.push(`Ký hiệu ${token} có nghĩa khác nhau giữa các hãng: cần ghi rõ hãng`);
      return {
        text: token,
        group: row.group,
        meaning: `${row.meaning} (theo ${row.brands.join(', ')}; hãng khác hiểu khác)`,
      };
    }
    if (row.caution) reading.cautions.push(`${token}: ${row.caution}`);
    mergeEffect(reading, row.effect, token);
    return { text: token, group: row.group, meaning: row.meaning };
  };

  const prefixParts = prefixes.map((token) => explainToken(token, true));
  const dimensions = standardDimensions(size.basic);
  const boreMm = dimensions?.boreMm ?? boreFromCode(size.basic);
  explained.basic = size.basic;
  explained.kind = name;
  explained.boreMm = boreMm;
  explained.outerDiameterMm = dimensions?.outerDiameterMm ?? null;
  explained.widthMm = dimensions?.widthMm ?? null;
  const sizeMeaning = [
    `${name}, cỡ ${size.basic}`,
    boreMm !== null ? `đường kính lỗ ${boreMm} mm` : '',
    dimensions ? `ngoài ${dimensions.outerDiameterMm} mm, rộng ${dimensions.widthMm} mm` : '',
  ].filter(Boolean);
  explained.parts = [
    ...prefixParts,
    { text: size.basic, group: 'basic', meaning: sizeMeaning.join(', ') },
    ...suffixes.map((token) => explainToken(token, false)),
  ];
  return { explained, reading };
};

/** `GET /api/designation`: the code explained. */
export const explainDesignation = (text: string): DesignationExplained => explainCode(text).explained;

/** The query string of `GET /api/designation` and `GET /api/InnerProduct/Equivalents`. */
export const designationQuery = z.object({
  code: z
    .string()
    .max(DESIGNATION_MAX_LENGTH, `Mã vòng bi tối đa ${DESIGNATION_MAX_LENGTH} ký tự`)
    .optional()
    .transform((code) => code ?? ''),
});
