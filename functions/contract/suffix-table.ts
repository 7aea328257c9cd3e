import type { BearingBrand } from './bearing-brands';

// What each suffix of a bearing code does, by maker, so that a code can be explained part by part and two makers'
// codes compared by what their parts do rather than by how they are spelt. Every row names the designation system
// it rests on. Where public tables disagree on what a spelling means (Koyo's RD, NSK's V, a maker's own design
// letters that no other maker publishes as equal), the row carries a `caution`: the equivalents engine then answers
// `conditional` with that reason instead of picking one reading. Plain TypeScript, no other imports.

/** The kinds of bearing a suffix can apply to; read from the size (designation-explained.ts). */
export type BearingKind =
  | 'deep-groove'
  | 'angular-contact'
  | 'double-row-angular'
  | 'self-aligning'
  | 'cylindrical'
  | 'spherical'
  | 'tapered'
  | 'thrust'
  | 'needle'
  | 'insert'
  | 'other';

/** How a side of a bearing is closed, from the tightest seal to none. */
export type Closure = 'contact' | 'low-friction' | 'non-contact' | 'shield';
/** ISO radial clearance groups, and the electric-motor clearance CM that is none of them. */
export type Clearance = 'C2' | 'CN' | 'C3' | 'C4' | 'C5' | 'CM';
export type CageMaterial = 'steel' | 'brass' | 'polyamide';

/** What a suffix does. A suffix may do several things (SKF `BE`: 40° contact angle and a design). */
export interface SuffixEffect {
  closure?: { kind: Closure; sides: 1 | 2 };
  clearance?: Clearance;
  cage?: CageMaterial;
  /** An internal design; two codes are the same design only when the class is the same. */
  design?: string;
  /** Contact angle in degrees. */
  angle?: number;
  taper?: 'K' | 'K30';
  snapRing?: 'N' | 'NR';
  precision?: 'P6' | 'P5' | 'P4';
  /** Dimensionally stable up to this temperature, °C. */
  heat?: number;
  /** A noise or vibration grade; compared as written. */
  vibration?: string;
  /** A lubrication groove and holes in the outer ring. */
  lubrication?: boolean;
  /** A matched or universally matchable execution; compared as written. */
  set?: string;
  /** Material of rings or rolling elements: stainless steel, ceramic balls. */
  material?: 'stainless' | 'hybrid';
}

export type PartGroup =
  | 'prefix'
  | 'basic'
  | 'seal'
  | 'shield'
  | 'clearance'
  | 'cage'
  | 'design'
  | 'bore'
  | 'precision'
  | 'lubrication'
  | 'set'
  | 'special'
  | 'unknown';

export interface SuffixRow {
  /** The spellings, the maker's usual one first (the one a product page writes). */
  spellings: readonly string[];
  brands: readonly BearingBrand[];
  /** The kinds it applies to; every kind when absent. */
  kinds?: readonly BearingKind[];
  group: PartGroup;
  /** In Vietnamese, for the buyer. */
  meaning: string;
  effect: SuffixEffect;
  /** Why the engine will not call it one-to-one (Vietnamese); absent when the sources agree. */
  caution?: string;
  /** The designation system the row rests on. */
  source: string;
  /** Written before the size (NSK HR, NTN 4T-, stainless S). */
  prefix?: boolean;
}

/** The designation systems the rows cite. */
export const SOURCES = {
  SKF: 'SKF Rolling bearings catalogue (PUB BU/P1 17000), designation system and suffix tables',
  SCHAEFFLER: 'Schaeffler HR 1 Rolling Bearings catalogue (FAG, INA), suffixes and designation system',
  NSK: 'NSK Rolling Bearings catalogue (CAT. No. E1102), bearing designations',
  NTN: 'NTN Ball and Roller Bearings catalogue (CAT. No. 2202/E), bearing numbers and supplementary codes',
  KOYO: 'JTEKT Koyo Ball & Roller Bearings catalogue (CAT. No. B2001E), bearing numbers',
  TIMKEN: 'Timken Engineering Manual and Spherical Roller Bearing catalogue, designation systems',
  ZWZ: 'ZWZ rolling bearings catalogue, after GB/T 272 (rolling bearings, identification code)',
  NMB: 'NMB Minebea ball bearings catalogue, part numbering system',
  ISO: 'ISO 5753-1 (radial internal clearance groups C2, CN, C3, C4, C5) and ISO 492 (tolerance classes)',
} as const;

const ALL: readonly BearingBrand[] = ['FAG', 'INA', 'SKF', 'NSK', 'NTN', 'Koyo', 'Timken', 'ZWZ', 'NMB', 'NACHI'];
const SCHAEFFLER: readonly BearingBrand[] = ['FAG', 'INA'];
const BALL: readonly BearingKind[] = ['deep-groove', 'self-aligning', 'insert'];
const ROLLER: readonly BearingKind[] = ['cylindrical', 'spherical', 'tapered', 'needle', 'thrust'];
const ANGULAR: readonly BearingKind[] = ['angular-contact', 'double-row-angular'];

const closure = (kind: Closure, sides: 1 | 2) => ({ closure: { kind, sides } });
const BOTH = 'ở cả hai mặt';
const ONE = 'ở một mặt';
const CONTACT = 'Phớt cao su tiếp xúc';
const NON_CONTACT = 'Phớt cao su không tiếp xúc (ma sát thấp, kín kém hơn phớt tiếp xúc)';
const LOW_FRICTION = 'Phớt tiếp xúc nhẹ, ma sát thấp';
const SHIELD = 'Nắp chắn bằng thép';

export const SUFFIX_ROWS: readonly SuffixRow[] = [
  // Prefixes: material and makers' design marks written before the size.
  {
    spellings: ['S'],
    brands: SCHAEFFLER,
    group: 'prefix',
    prefix: true,
    meaning: 'Vòng và bi bằng thép không gỉ',
    effect: { material: 'stainless' },
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['W'],
    brands: ['SKF'],
    group: 'prefix',
    prefix: true,
    meaning: 'Vòng và bi bằng thép không gỉ',
    effect: { material: 'stainless' },
    source: SOURCES.SKF,
  },
  {
    spellings: ['SS'],
    brands: ['NSK', 'NTN', 'Koyo', 'ZWZ', 'Timken'],
    group: 'prefix',
    prefix: true,
    meaning: 'Vòng và bi bằng thép không gỉ',
    effect: { material: 'stainless' },
    source: SOURCES.NSK,
  },
  {
    spellings: ['HC'],
    brands: ['SKF', 'FAG'],
    group: 'prefix',
    prefix: true,
    meaning: 'Vòng bi lai: bi gốm (nitrua silic)',
    effect: { material: 'hybrid' },
    source: SOURCES.SKF,
  },
  {
    spellings: ['E2'],
    brands: ['SKF'],
    group: 'prefix',
    prefix: true,
    kinds: ['deep-groove'],
    meaning: 'Dòng tiết kiệm năng lượng (ma sát thấp)',
    effect: { design: 'skf-e2' },
    caution: 'Dòng E2 của SKF ma sát thấp hơn, không hãng nào công bố loại tương đương',
    source: SOURCES.SKF,
  },
  {
    spellings: ['HR'],
    brands: ['NSK'],
    group: 'prefix',
    prefix: true,
    kinds: ['tapered'],
    meaning: 'Thiết kế tải cao của NSK, kích thước theo ISO',
    effect: { design: 'tapered-iso' },
    source: SOURCES.NSK,
  },
  {
    spellings: ['4T', 'ET'],
    brands: ['NTN'],
    group: 'prefix',
    prefix: true,
    kinds: ['tapered'],
    meaning: 'Vòng bi côn thiết kế mới của NTN, kích thước theo ISO',
    effect: { design: 'tapered-iso' },
    source: SOURCES.NTN,
  },

  // Contact seals.
  {
    spellings: ['2RSR', '2RS'],
    brands: SCHAEFFLER,
    group: 'seal',
    meaning: `${CONTACT} ${BOTH}`,
    effect: closure('contact', 2),
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['RSR', 'RS'],
    brands: SCHAEFFLER,
    group: 'seal',
    meaning: `${CONTACT} ${ONE}`,
    effect: closure('contact', 1),
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['2HRS'],
    brands: SCHAEFFLER,
    group: 'seal',
    meaning: `${CONTACT} (thế hệ C) ${BOTH}`,
    effect: closure('contact', 2),
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['HRS'],
    brands: SCHAEFFLER,
    group: 'seal',
    meaning: `${CONTACT} (thế hệ C) ${ONE}`,
    effect: closure('contact', 1),
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['2RSH', '2RS1'],
    brands: ['SKF'],
    group: 'seal',
    meaning: `${CONTACT} ${BOTH}`,
    effect: closure('contact', 2),
    source: SOURCES.SKF,
  },
  {
    spellings: ['RSH', 'RS1'],
    brands: ['SKF'],
    group: 'seal',
    meaning: `${CONTACT} ${ONE}`,
    effect: closure('contact', 1),
    source: SOURCES.SKF,
  },
  {
    spellings: ['DDU'],
    brands: ['NSK'],
    group: 'seal',
    meaning: `${CONTACT} ${BOTH}`,
    effect: closure('contact', 2),
    source: SOURCES.NSK,
  },
  {
    spellings: ['DU'],
    brands: ['NSK'],
    group: 'seal',
    meaning: `${CONTACT} ${ONE}`,
    effect: closure('contact', 1),
    source: SOURCES.NSK,
  },
  {
    spellings: ['LLU'],
    brands: ['NTN'],
    group: 'seal',
    meaning: `${CONTACT} ${BOTH}`,
    effect: closure('contact', 2),
    source: SOURCES.NTN,
  },
  {
    spellings: ['LU'],
    brands: ['NTN'],
    group: 'seal',
    meaning: `${CONTACT} ${ONE}`,
    effect: closure('contact', 1),
    source: SOURCES.NTN,
  },
  {
    spellings: ['2RS'],
    brands: ['Koyo', 'ZWZ', 'Timken', 'NACHI'],
    group: 'seal',
    meaning: `${CONTACT} ${BOTH}`,
    effect: closure('contact', 2),
    source: SOURCES.KOYO,
  },
  {
    spellings: ['RS'],
    brands: ['Koyo', 'ZWZ', 'Timken', 'NACHI'],
    group: 'seal',
    meaning: `${CONTACT} ${ONE}`,
    effect: closure('contact', 1),
    source: SOURCES.KOYO,
  },
  {
    spellings: ['PP'],
    brands: ['Timken'],
    group: 'seal',
    meaning: `${CONTACT} ${BOTH} (ký hiệu Fafnir)`,
    effect: closure('contact', 2),
    source: SOURCES.TIMKEN,
  },
  {
    spellings: ['DD'],
    brands: ['NMB'],
    group: 'seal',
    meaning: `${CONTACT} ${BOTH}`,
    effect: closure('contact', 2),
    source: SOURCES.NMB,
  },

  // Low-friction and non-contact seals.
  {
    spellings: ['2RSL'],
    brands: ['SKF'],
    group: 'seal',
    meaning: `${LOW_FRICTION} ${BOTH}`,
    effect: closure('low-friction', 2),
    source: SOURCES.SKF,
  },
  {
    spellings: ['RSL'],
    brands: ['SKF'],
    group: 'seal',
    meaning: `${LOW_FRICTION} ${ONE}`,
    effect: closure('low-friction', 1),
    source: SOURCES.SKF,
  },
  {
    spellings: ['LLH'],
    brands: ['NTN'],
    group: 'seal',
    meaning: `${LOW_FRICTION} ${BOTH}`,
    effect: closure('low-friction', 2),
    caution: 'Phớt LLH của NTN được các bảng tra công khai xếp khi là tiếp xúc nhẹ, khi là không tiếp xúc',
    source: SOURCES.NTN,
  },
  {
    spellings: ['2RD'],
    brands: ['Koyo'],
    group: 'seal',
    meaning: `${LOW_FRICTION} ${BOTH}`,
    effect: closure('low-friction', 2),
    caution: 'Phớt RD của Koyo được các bảng tra công khai xếp khi là tiếp xúc nhẹ, khi là không tiếp xúc',
    source: SOURCES.KOYO,
  },
  {
    spellings: ['2RZ'],
    brands: ['SKF', 'ZWZ'],
    group: 'seal',
    meaning: `${NON_CONTACT} ${BOTH}`,
    effect: closure('non-contact', 2),
    source: SOURCES.SKF,
  },
  {
    spellings: ['RZ'],
    brands: ['SKF', 'ZWZ'],
    group: 'seal',
    meaning: `${NON_CONTACT} ${ONE}`,
    effect: closure('non-contact', 1),
    source: SOURCES.SKF,
  },
  {
    spellings: ['2BRS'],
    brands: SCHAEFFLER,
    group: 'seal',
    meaning: `${NON_CONTACT} ${BOTH}`,
    effect: closure('non-contact', 2),
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['VV'],
    brands: ['NSK'],
    group: 'seal',
    meaning: `${NON_CONTACT} ${BOTH}`,
    effect: closure('non-contact', 2),
    source: SOURCES.NSK,
  },
  {
    spellings: ['V'],
    brands: ['NSK'],
    group: 'seal',
    kinds: BALL,
    meaning: `${NON_CONTACT} ${ONE}`,
    effect: closure('non-contact', 1),
    caution: 'Chữ V ở hãng khác lại có nghĩa là không vòng cách (đầy bi)',
    source: SOURCES.NSK,
  },
  {
    spellings: ['LLB'],
    brands: ['NTN'],
    group: 'seal',
    meaning: `${NON_CONTACT} ${BOTH}`,
    effect: closure('non-contact', 2),
    source: SOURCES.NTN,
  },
  {
    spellings: ['LB'],
    brands: ['NTN'],
    group: 'seal',
    meaning: `${NON_CONTACT} ${ONE}`,
    effect: closure('non-contact', 1),
    source: SOURCES.NTN,
  },
  {
    spellings: ['2RU'],
    brands: ['Koyo'],
    group: 'seal',
    meaning: `${NON_CONTACT} ${BOTH}`,
    effect: closure('non-contact', 2),
    source: SOURCES.KOYO,
  },
  {
    spellings: ['SS'],
    brands: ['NMB'],
    group: 'seal',
    meaning: `${NON_CONTACT} ${BOTH}`,
    effect: closure('non-contact', 2),
    source: SOURCES.NMB,
  },

  // Shields.
  {
    spellings: ['2Z', '2ZR'],
    brands: SCHAEFFLER,
    group: 'shield',
    meaning: `${SHIELD} ${BOTH}`,
    effect: closure('shield', 2),
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['Z', 'ZR'],
    brands: SCHAEFFLER,
    group: 'shield',
    meaning: `${SHIELD} ${ONE}`,
    effect: closure('shield', 1),
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['2Z'],
    brands: ['SKF', 'ZWZ'],
    group: 'shield',
    meaning: `${SHIELD} ${BOTH}`,
    effect: closure('shield', 2),
    source: SOURCES.SKF,
  },
  {
    spellings: ['ZZ'],
    brands: ['NSK', 'NTN', 'Koyo', 'Timken', 'NMB', 'NACHI', 'ZWZ'],
    group: 'shield',
    meaning: `${SHIELD} ${BOTH}`,
    effect: closure('shield', 2),
    source: SOURCES.NSK,
  },
  {
    spellings: ['Z'],
    brands: ['SKF', 'NSK', 'NTN', 'Koyo', 'Timken', 'NMB', 'NACHI', 'ZWZ'],
    group: 'shield',
    meaning: `${SHIELD} ${ONE}`,
    effect: closure('shield', 1),
    source: SOURCES.SKF,
  },
  {
    spellings: ['HH', 'KK'],
    brands: ['NMB'],
    group: 'shield',
    meaning: `${SHIELD} ${BOTH}`,
    effect: closure('shield', 2),
    source: SOURCES.NMB,
  },

  // Radial internal clearance.
  {
    spellings: ['C2'],
    brands: ALL,
    group: 'clearance',
    meaning: 'Khe hở hướng kính C2: nhỏ hơn mức thường',
    effect: { clearance: 'C2' },
    source: SOURCES.ISO,
  },
  {
    spellings: ['CN'],
    brands: ALL,
    group: 'clearance',
    meaning: 'Khe hở hướng kính mức thường (CN)',
    effect: { clearance: 'CN' },
    source: SOURCES.ISO,
  },
  {
    spellings: ['C3'],
    brands: ALL,
    group: 'clearance',
    meaning: 'Khe hở hướng kính C3: lớn hơn mức thường',
    effect: { clearance: 'C3' },
    source: SOURCES.ISO,
  },
  {
    spellings: ['C4'],
    brands: ALL,
    group: 'clearance',
    meaning: 'Khe hở hướng kính C4: lớn hơn C3',
    effect: { clearance: 'C4' },
    source: SOURCES.ISO,
  },
  {
    spellings: ['C5'],
    brands: ALL,
    group: 'clearance',
    meaning: 'Khe hở hướng kính C5: lớn hơn C4',
    effect: { clearance: 'C5' },
    source: SOURCES.ISO,
  },
  {
    spellings: ['CM'],
    brands: ['NSK', 'NTN', 'Koyo'],
    kinds: BALL,
    group: 'clearance',
    meaning: 'Khe hở riêng cho động cơ điện (CM), dải hẹp của hãng, không phải một cấp ISO',
    effect: { clearance: 'CM' },
    source: SOURCES.NSK,
  },

  // Cages.
  {
    spellings: ['TVP2', 'TVP', 'TVH'],
    brands: SCHAEFFLER,
    group: 'cage',
    meaning: 'Vòng cách polyamide gia cường sợi thủy tinh',
    effect: { cage: 'polyamide' },
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['M', 'M1', 'MA', 'MB', 'MP'],
    brands: SCHAEFFLER,
    group: 'cage',
    meaning: 'Vòng cách đồng thau gia công',
    effect: { cage: 'brass' },
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['JP', 'J'],
    brands: SCHAEFFLER,
    kinds: [...ROLLER, ...ANGULAR],
    group: 'cage',
    meaning: 'Vòng cách thép dập',
    effect: { cage: 'steel' },
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['P', 'TN9', 'TN'],
    brands: ['SKF'],
    group: 'cage',
    meaning: 'Vòng cách polyamide gia cường sợi thủy tinh',
    effect: { cage: 'polyamide' },
    source: SOURCES.SKF,
  },
  {
    spellings: ['M', 'MA', 'MB', 'ML', 'Y'],
    brands: ['SKF'],
    group: 'cage',
    meaning: 'Vòng cách đồng thau',
    effect: { cage: 'brass' },
    source: SOURCES.SKF,
  },
  {
    spellings: ['J'],
    brands: ['SKF'],
    kinds: [...ROLLER, ...ANGULAR],
    group: 'cage',
    meaning: 'Vòng cách thép dập',
    effect: { cage: 'steel' },
    source: SOURCES.SKF,
  },
  {
    spellings: ['T', 'TYN'],
    brands: ['NSK'],
    kinds: ['cylindrical', ...ANGULAR],
    group: 'cage',
    meaning: 'Vòng cách polyamide',
    effect: { cage: 'polyamide' },
    source: SOURCES.NSK,
  },
  {
    spellings: ['M'],
    brands: ['NSK', 'ZWZ', 'Koyo'],
    group: 'cage',
    meaning: 'Vòng cách đồng thau gia công',
    effect: { cage: 'brass' },
    source: SOURCES.NSK,
  },
  {
    spellings: ['W'],
    brands: ['NSK'],
    kinds: ['cylindrical', ...ANGULAR],
    group: 'cage',
    meaning: 'Vòng cách thép dập',
    effect: { cage: 'steel' },
    source: SOURCES.NSK,
  },
  {
    spellings: ['T2'],
    brands: ['NTN'],
    group: 'cage',
    meaning: 'Vòng cách polyamide',
    effect: { cage: 'polyamide' },
    source: SOURCES.NTN,
  },
  {
    spellings: ['G1', 'L1'],
    brands: ['NTN'],
    group: 'cage',
    meaning: 'Vòng cách đồng thau gia công',
    effect: { cage: 'brass' },
    source: SOURCES.NTN,
  },
  {
    spellings: ['J'],
    brands: ['NTN', 'ZWZ'],
    kinds: ['cylindrical', 'tapered', ...ANGULAR],
    group: 'cage',
    meaning: 'Vòng cách thép dập',
    effect: { cage: 'steel' },
    source: SOURCES.NTN,
  },
  {
    spellings: ['FY'],
    brands: ['Koyo'],
    group: 'cage',
    meaning: 'Vòng cách đồng thau gia công',
    effect: { cage: 'brass' },
    source: SOURCES.KOYO,
  },

  // Internal design.
  {
    spellings: ['E'],
    brands: [...SCHAEFFLER, 'NSK', 'NTN', 'ZWZ', 'NACHI'],
    kinds: ['cylindrical'],
    group: 'design',
    meaning: 'Thiết kế tải cao (E): con lăn lớn hơn và nhiều hơn',
    effect: { design: 'cylindrical-e' },
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['EC'],
    brands: ['SKF'],
    kinds: ['cylindrical'],
    group: 'design',
    meaning: 'Thiết kế tải cao (EC): con lăn lớn hơn và nhiều hơn',
    effect: { design: 'cylindrical-e' },
    source: SOURCES.SKF,
  },
  {
    spellings: ['R'],
    brands: ['Koyo'],
    kinds: ['cylindrical'],
    group: 'design',
    meaning: 'Thiết kế tải cao (R)',
    effect: { design: 'cylindrical-e' },
    source: SOURCES.KOYO,
  },
  {
    spellings: ['E1'],
    brands: SCHAEFFLER,
    kinds: ['spherical'],
    group: 'design',
    meaning: 'Thiết kế tang trống tải cao, vòng cách thép (khi không ghi M), có rãnh và lỗ bôi trơn ở vòng ngoài',
    effect: { design: 'spherical-e', cage: 'steel', lubrication: true },
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['E'],
    brands: ['SKF'],
    kinds: ['spherical'],
    group: 'design',
    meaning: 'Thiết kế tang trống tải cao, vòng cách thép (khi không ghi M), có rãnh và lỗ bôi trơn ở vòng ngoài',
    effect: { design: 'spherical-e', cage: 'steel', lubrication: true },
    source: SOURCES.SKF,
  },
  {
    spellings: ['EA'],
    brands: ['NSK'],
    kinds: ['spherical'],
    group: 'design',
    meaning: 'Thiết kế tang trống tải cao, vòng cách thép',
    effect: { design: 'spherical-e', cage: 'steel' },
    source: SOURCES.NSK,
  },
  {
    spellings: ['CC'],
    brands: ['SKF', 'ZWZ'],
    kinds: ['spherical'],
    group: 'design',
    meaning: 'Thiết kế tang trống thế hệ trước (CC), vòng cách thép',
    effect: { design: 'spherical-c', cage: 'steel' },
    source: SOURCES.SKF,
  },
  {
    spellings: ['CA'],
    brands: ['SKF', 'ZWZ', 'NSK'],
    kinds: ['spherical'],
    group: 'design',
    meaning: 'Thiết kế tang trống có gờ giữa (CA), vòng cách đồng thau',
    effect: { design: 'spherical-ca', cage: 'brass' },
    source: SOURCES.SKF,
  },
  {
    spellings: ['CD'],
    brands: ['NSK'],
    kinds: ['spherical'],
    group: 'design',
    meaning: 'Thiết kế tang trống thế hệ trước, vòng cách thép dập',
    effect: { design: 'spherical-c', cage: 'steel' },
    source: SOURCES.NSK,
  },
  {
    spellings: ['EJ'],
    brands: ['Timken'],
    kinds: ['spherical'],
    group: 'design',
    meaning: 'Thiết kế tang trống tải cao (EJ), vòng cách thép',
    effect: { design: 'spherical-e', cage: 'steel' },
    caution: 'Timken không công bố EJ là tương đương thiết kế E1 của FAG; tải trọng định mức có thể khác',
    source: SOURCES.TIMKEN,
  },
  {
    spellings: ['EM', 'YM'],
    brands: ['Timken'],
    kinds: ['spherical'],
    group: 'design',
    meaning: 'Thiết kế tang trống (EM/YM), vòng cách đồng thau',
    effect: { design: 'spherical-timken-m', cage: 'brass' },
    source: SOURCES.TIMKEN,
  },
  {
    spellings: ['B'],
    brands: ['NTN'],
    kinds: ['spherical'],
    group: 'design',
    meaning: 'Thiết kế tang trống tiêu chuẩn của NTN (B)',
    effect: { design: 'spherical-ntn-b' },
    source: SOURCES.NTN,
  },
  {
    spellings: ['EA'],
    brands: ['NTN'],
    kinds: ['spherical'],
    group: 'design',
    meaning: 'Thiết kế tang trống tải cao của NTN (EA)',
    effect: { design: 'spherical-e' },
    caution: 'NTN không công bố EA là tương đương thiết kế E1 của FAG; tải trọng định mức có thể khác',
    source: SOURCES.NTN,
  },
  {
    spellings: ['RHR', 'RHA'],
    brands: ['Koyo'],
    kinds: ['spherical'],
    group: 'design',
    meaning: 'Thiết kế tang trống tải cao của Koyo',
    effect: { design: 'spherical-e' },
    caution: 'Koyo không công bố RHR/RHA là tương đương thiết kế E1 của FAG; tải trọng định mức có thể khác',
    source: SOURCES.KOYO,
  },
  {
    spellings: ['C'],
    brands: SCHAEFFLER,
    kinds: ['deep-groove'],
    group: 'design',
    meaning: 'Vòng bi cầu rãnh sâu thế hệ C của FAG',
    effect: { design: 'fag-generation-c' },
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['XL'],
    brands: SCHAEFFLER,
    group: 'special',
    meaning: 'X-life: dòng hiệu suất cao của Schaeffler, tải trọng động định mức cao hơn',
    effect: {},
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['A'],
    brands: SCHAEFFLER,
    kinds: ['tapered'],
    group: 'design',
    meaning: 'Vòng bi côn thiết kế tối ưu, kích thước theo ISO',
    effect: { design: 'tapered-iso' },
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['J2', 'Q'],
    brands: ['SKF'],
    kinds: ['tapered'],
    group: 'design',
    meaning: 'Vòng bi côn vòng cách thép dập (J2) hoặc tiếp xúc tối ưu (Q), kích thước theo ISO',
    effect: { design: 'tapered-iso' },
    source: SOURCES.SKF,
  },
  {
    spellings: ['J'],
    brands: ['NSK'],
    kinds: ['tapered'],
    group: 'design',
    meaning: 'Vòng bi côn kích thước theo ISO',
    effect: { design: 'tapered-iso' },
    source: SOURCES.NSK,
  },
  {
    spellings: ['JR'],
    brands: ['Koyo'],
    kinds: ['tapered'],
    group: 'design',
    meaning: 'Vòng bi côn kích thước theo ISO, thiết kế tải cao',
    effect: { design: 'tapered-iso' },
    source: SOURCES.KOYO,
  },

  // Contact angle (angular contact ball bearings).
  {
    spellings: ['B'],
    brands: [...SCHAEFFLER, 'NSK', 'NTN', 'Koyo', 'ZWZ', 'NACHI'],
    kinds: ANGULAR,
    group: 'design',
    meaning: 'Góc tiếp xúc 40°',
    effect: { angle: 40 },
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['BE'],
    brands: ['SKF'],
    kinds: ANGULAR,
    group: 'design',
    meaning: 'Góc tiếp xúc 40°, thiết kế tối ưu',
    effect: { angle: 40 },
    source: SOURCES.SKF,
  },
  {
    spellings: ['C'],
    brands: [...SCHAEFFLER, 'NSK', 'NTN', 'Koyo', 'ZWZ'],
    kinds: ANGULAR,
    group: 'design',
    meaning: 'Góc tiếp xúc 15°',
    effect: { angle: 15 },
    source: SOURCES.NSK,
  },
  {
    spellings: ['CD'],
    brands: ['SKF'],
    kinds: ANGULAR,
    group: 'design',
    meaning: 'Góc tiếp xúc 15°',
    effect: { angle: 15 },
    source: SOURCES.SKF,
  },
  {
    spellings: ['AC'],
    brands: ['SKF', 'FAG', 'Koyo', 'ZWZ'],
    kinds: ANGULAR,
    group: 'design',
    meaning: 'Góc tiếp xúc 25°',
    effect: { angle: 25 },
    source: SOURCES.SKF,
  },
  {
    spellings: ['A5'],
    brands: ['NSK'],
    kinds: ANGULAR,
    group: 'design',
    meaning: 'Góc tiếp xúc 25°',
    effect: { angle: 25 },
    source: SOURCES.NSK,
  },
  {
    spellings: ['A'],
    brands: ['NSK'],
    kinds: ANGULAR,
    group: 'design',
    meaning: 'Góc tiếp xúc 30°',
    effect: { angle: 30 },
    source: SOURCES.NSK,
  },

  // Matched and universally matchable sets.
  {
    spellings: ['UA', 'UB', 'UO', 'UL'],
    brands: SCHAEFFLER,
    kinds: ANGULAR,
    group: 'set',
    meaning: 'Ghép cặp phổ thông (khe hở dọc trục hoặc dự ứng lực theo chữ thứ hai)',
    effect: { set: 'universal-schaeffler' },
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['CB', 'CA', 'CC', 'GA', 'GB'],
    brands: ['SKF'],
    kinds: ANGULAR,
    group: 'set',
    meaning: 'Ghép cặp phổ thông (khe hở dọc trục hoặc dự ứng lực theo chữ thứ hai)',
    effect: { set: 'universal-skf' },
    source: SOURCES.SKF,
  },
  {
    spellings: ['SU'],
    brands: ['NSK'],
    kinds: ANGULAR,
    group: 'set',
    meaning: 'Ghép cặp phổ thông',
    effect: { set: 'universal-nsk' },
    source: SOURCES.NSK,
  },
  {
    spellings: ['DB'],
    brands: ALL,
    kinds: ANGULAR,
    group: 'set',
    meaning: 'Cặp ghép lưng đối lưng',
    effect: { set: 'DB' },
    source: SOURCES.NSK,
  },
  {
    spellings: ['DF'],
    brands: ALL,
    kinds: ANGULAR,
    group: 'set',
    meaning: 'Cặp ghép mặt đối mặt',
    effect: { set: 'DF' },
    source: SOURCES.NSK,
  },
  {
    spellings: ['DT'],
    brands: ALL,
    kinds: ANGULAR,
    group: 'set',
    meaning: 'Cặp ghép nối tiếp',
    effect: { set: 'DT' },
    source: SOURCES.NSK,
  },

  // Tapered bore and snap ring.
  {
    spellings: ['K'],
    brands: ALL,
    group: 'bore',
    meaning: 'Lỗ côn độ côn 1:12',
    effect: { taper: 'K' },
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['K30'],
    brands: ALL,
    group: 'bore',
    meaning: 'Lỗ côn độ côn 1:30',
    effect: { taper: 'K30' },
    source: SOURCES.SCHAEFFLER,
  },
  {
    spellings: ['N'],
    brands: ALL,
    kinds: BALL,
    group: 'special',
    meaning: 'Rãnh lắp vòng chặn ở vòng ngoài',
    effect: { snapRing: 'N' },
    source: SOURCES.SKF,
  },
  {
    spellings: ['NR'],
    brands: ALL,
    kinds: BALL,
    group: 'special',
    meaning: 'Rãnh và vòng chặn ở vòng ngoài',
    effect: { snapRing: 'NR' },
    source: SOURCES.SKF,
  },

  // Precision.
  {
    spellings: ['P6'],
    brands: ALL,
    group: 'precision',
    meaning: 'Cấp chính xác P6 (ISO cấp 6)',
    effect: { precision: 'P6' },
    source: SOURCES.ISO,
  },
  {
    spellings: ['P5'],
    brands: ALL,
    group: 'precision',
    meaning: 'Cấp chính xác P5 (ISO cấp 5)',
    effect: { precision: 'P5' },
    source: SOURCES.ISO,
  },
  {
    spellings: ['P4'],
    brands: ALL,
    group: 'precision',
    meaning: 'Cấp chính xác P4 (ISO cấp 4)',
    effect: { precision: 'P4' },
    source: SOURCES.ISO,
  },

  // Heat and vibration specifications.
  {
    spellings: ['S0'],
    brands: ['SKF', 'ZWZ'],
    group: 'special',
    meaning: 'Ổn định kích thước đến 150 °C',
    effect: { heat: 150 },
    source: SOURCES.SKF,
  },
  {
    spellings: ['S1'],
    brands: [...SCHAEFFLER, 'SKF', 'ZWZ'],
    group: 'special',
    meaning: 'Ổn định kích thước đến 200 °C',
    effect: { heat: 200 },
    source: SOURCES.SKF,
  },
  {
    spellings: ['S2'],
    brands: ['SKF', 'ZWZ'],
    group: 'special',
    meaning: 'Ổn định kích thước đến 250 °C',
    effect: { heat: 250 },
    source: SOURCES.SKF,
  },
  {
    spellings: ['X26'],
    brands: ['NSK'],
    group: 'special',
    meaning: 'Ổn định kích thước đến 150 °C',
    effect: { heat: 150 },
    source: SOURCES.NSK,
  },
  {
    spellings: ['X28'],
    brands: ['NSK'],
    group: 'special',
    meaning: 'Ổn định kích thước đến 200 °C',
    effect: { heat: 200 },
    source: SOURCES.NSK,
  },
  {
    spellings: ['TS3'],
    brands: ['NTN'],
    group: 'special',
    meaning: 'Ổn định kích thước đến 200 °C',
    effect: { heat: 200 },
    source: SOURCES.NTN,
  },
  {
    spellings: ['QE6'],
    brands: ['SKF'],
    kinds: BALL,
    group: 'special',
    meaning: 'Độ ồn thấp (QE6)',
    effect: { vibration: 'QE6' },
    source: SOURCES.SKF,
  },
  {
    spellings: ['Z1', 'Z2', 'Z3', 'Z4', 'V1', 'V2', 'V3', 'V4'],
    brands: ['ZWZ'],
    kinds: BALL,
    group: 'special',
    meaning: 'Cấp độ rung theo tiêu chuẩn Trung Quốc (số càng lớn càng êm)',
    effect: { vibration: 'zwz' },
    caution: 'Cấp rung Z/V của ZWZ không có cấp tương ứng công bố ở FAG',
    source: SOURCES.ZWZ,
  },

  // Lubrication.
  {
    spellings: ['W33'],
    brands: ['SKF', 'Koyo', 'ZWZ', 'Timken'],
    kinds: ['spherical'],
    group: 'lubrication',
    meaning: 'Rãnh và 3 lỗ bôi trơn ở vòng ngoài',
    effect: { lubrication: true },
    source: SOURCES.SKF,
  },
  {
    spellings: ['E4'],
    brands: ['NSK'],
    kinds: ['spherical'],
    group: 'lubrication',
    meaning: 'Rãnh và lỗ bôi trơn ở vòng ngoài',
    effect: { lubrication: true },
    source: SOURCES.NSK,
  },
  {
    spellings: ['D1'],
    brands: ['NTN'],
    kinds: ['spherical'],
    group: 'lubrication',
    meaning: 'Rãnh và lỗ bôi trơn ở vòng ngoài',
    effect: { lubrication: true },
    source: SOURCES.NTN,
  },
];
