import { describe, expect, it } from 'vitest';
import { explainCode } from '@vongbi/functions/contract/designation-explained';
import { SOURCES, SUFFIX_ROWS } from '@vongbi/functions/contract/suffix-table';
import { compareReadings } from '@vongbi/functions/core/rules/equivalents';

// Other makers' codes as buyers write them, each against a FAG or INA part, with the verdict the designation systems
// support and the system it rests on. `never`: the part must not be offered at all.

type Expected = 'drop-in' | 'conditional' | 'never';

const { SKF, SCHAEFFLER, NSK, NTN, KOYO, TIMKEN, ZWZ, NMB, ISO } = SOURCES;
const both = (...sources: string[]) => sources.join(' + ');

/** [buyer's code, FAG/INA part, verdict, the source it rests on]. */
const PAIRS: [string, string, Expected, string][] = [
  // Deep groove ball bearings: seals and shields of the same kind, the same clearance.
  ['SKF 6205-2RS1', '6205-2RSR', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 6205-2RSH', '6205-2RSR', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 6205-2RS1/C3', '6205-2RSR-C3', 'drop-in', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 6205-2Z', '6205-2Z', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 6205-2Z/C3', '6205-2Z-C3', 'drop-in', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 6205', '6205', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 6205/C3', '6205-C3', 'drop-in', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 6205-Z', '6205-Z', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 6205-RS1', '6205-RSR', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 6310-2RS1/C3', '6310-2RSR-C3', 'drop-in', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 6310-2Z/C3', '6310-2Z-C3', 'drop-in', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 6204-2RSH/C3', '6204-2RSR-C3', 'drop-in', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 6004-2Z', '6004-2Z', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 6306-2RS1', '6306-2RSR', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 608-2Z', '608-2Z', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 6205 N', '6205-N', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 6205 NR', '6205-NR', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 6308-2RS1/C4', '6308-2RSR-C4', 'drop-in', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 6205/P6', '6205-P6', 'drop-in', both(SKF, SCHAEFFLER, ISO)],
  ['SKF W 6205-2RS1', 'S6205-2RSR', 'drop-in', both(SKF, SCHAEFFLER)],
  ['6205-2RS1/C3', '6205-2RSR-C3', 'drop-in', both(SKF, SCHAEFFLER, ISO)],
  ['NSK 6205DDU', '6205-2RSR', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NSK 6205DDUC3', '6205-2RSR-C3', 'drop-in', both(NSK, SCHAEFFLER, ISO)],
  ['NSK 6205ZZ', '6205-2Z', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NSK 6205ZZC3', '6205-2Z-C3', 'drop-in', both(NSK, SCHAEFFLER, ISO)],
  ['NSK 6310ZZC3', '6310-2Z-C3', 'drop-in', both(NSK, SCHAEFFLER, ISO)],
  ['NSK 6205Z', '6205-Z', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NSK 6205DU', '6205-RSR', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NSK 6206DDU', '6206-2RSR', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NSK 6305ZZ', '6305-2Z', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NSK 6008DDU', '6008-2RSR', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NSK 6205NR', '6205-NR', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NSK 6205C3', '6205-C3', 'drop-in', both(NSK, SCHAEFFLER, ISO)],
  ['6205 DDU NSK', '6205-2RSR', 'drop-in', both(NSK, SCHAEFFLER)],
  ['6205DDU', '6205-2RSR', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NTN 6205LLU', '6205-2RSR', 'drop-in', both(NTN, SCHAEFFLER)],
  ['NTN 6205LLUC3', '6205-2RSR-C3', 'drop-in', both(NTN, SCHAEFFLER, ISO)],
  ['NTN 6205ZZ', '6205-2Z', 'drop-in', both(NTN, SCHAEFFLER)],
  ['NTN 6205ZZC3', '6205-2Z-C3', 'drop-in', both(NTN, SCHAEFFLER, ISO)],
  ['NTN 6205LU', '6205-RSR', 'drop-in', both(NTN, SCHAEFFLER)],
  ['NTN 6310LLUC3', '6310-2RSR-C3', 'drop-in', both(NTN, SCHAEFFLER, ISO)],
  ['NTN 6206Z', '6206-Z', 'drop-in', both(NTN, SCHAEFFLER)],
  ['NTN 6203LLU', '6203-2RSR', 'drop-in', both(NTN, SCHAEFFLER)],
  ['Koyo 6205-2RS', '6205-2RSR', 'drop-in', both(KOYO, SCHAEFFLER)],
  ['Koyo 6205-2RSC3', '6205-2RSR-C3', 'drop-in', both(KOYO, SCHAEFFLER, ISO)],
  ['Koyo 6205ZZ', '6205-2Z', 'drop-in', both(KOYO, SCHAEFFLER)],
  ['Koyo 6205ZZC3', '6205-2Z-C3', 'drop-in', both(KOYO, SCHAEFFLER, ISO)],
  ['Koyo 6205-RS', '6205-RSR', 'drop-in', both(KOYO, SCHAEFFLER)],
  ['Koyo 6310ZZC3', '6310-2Z-C3', 'drop-in', both(KOYO, SCHAEFFLER, ISO)],
  ['Koyo 6204-2RS', '6204-2RSR', 'drop-in', both(KOYO, SCHAEFFLER)],
  ['ZWZ 6205-2RS', '6205-2RSR', 'drop-in', both(ZWZ, SCHAEFFLER)],
  ['ZWZ 6205-2Z/C3', '6205-2Z-C3', 'drop-in', both(ZWZ, SCHAEFFLER, ISO)],
  ['ZWZ 6205-2RS/C3', '6205-2RSR-C3', 'drop-in', both(ZWZ, SCHAEFFLER, ISO)],
  ['ZWZ 6310-2Z', '6310-2Z', 'drop-in', both(ZWZ, SCHAEFFLER)],
  ['Timken 6205-2RS', '6205-2RSR', 'drop-in', both(TIMKEN, SCHAEFFLER)],
  ['Timken 6205ZZ', '6205-2Z', 'drop-in', both(TIMKEN, SCHAEFFLER)],
  ['Timken 6205-2RS C3', '6205-2RSR-C3', 'drop-in', both(TIMKEN, SCHAEFFLER, ISO)],
  ['NMB 608ZZ', '608-2Z', 'drop-in', both(NMB, SCHAEFFLER)],
  ['NMB 608DD', '608-2RSR', 'drop-in', both(NMB, SCHAEFFLER)],

  // Cylindrical roller bearings: the E design and its cage material.
  ['SKF NU 2212 ECP', 'NU2212-E-XL-TVP2', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF NU 2212 ECM', 'NU2212-E-XL-M1', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF NU 206 ECP', 'NU206-E-XL-TVP2', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF NJ 2210 ECP', 'NJ2210-E-XL-TVP2', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF NUP 2208 ECP', 'NUP2208-E-XL-TVP2', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF NU 310 ECM', 'NU310-E-XL-M1', 'drop-in', both(SKF, SCHAEFFLER)],
  ['NSK NU2212ET', 'NU2212-E-XL-TVP2', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NSK NU2212EM', 'NU2212-E-XL-M1', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NTN NU2212ET2', 'NU2212-E-XL-TVP2', 'drop-in', both(NTN, SCHAEFFLER)],
  ['NTN NU2212EG1', 'NU2212-E-XL-M1', 'drop-in', both(NTN, SCHAEFFLER)],
  ['Koyo NU2212R', 'NU2212-E-XL-TVP2', 'drop-in', both(KOYO, SCHAEFFLER)],
  ['ZWZ NU2212EM', 'NU2212-E-XL-M1', 'drop-in', both(ZWZ, SCHAEFFLER)],
  ['NU2212 E', 'NU2212-E-XL-TVP2', 'drop-in', SCHAEFFLER],

  // Spherical roller bearings: SKF E, NSK EA and FAG E1 are the makers' current designs.
  ['SKF 22220 EK', '22220-E1-XL-K', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 22220 E', '22220-E1-XL', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 22220 E/C3', '22220-E1-XL-C3', 'drop-in', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 22220 EK/C3', '22220-E1-XL-K-C3', 'drop-in', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 22210 E', '22210-E1-XL', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 22310 E', '22310-E1-XL', 'drop-in', both(SKF, SCHAEFFLER)],
  ['NSK 22220EAE4', '22220-E1-XL', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NSK 22220EAKE4', '22220-E1-XL-K', 'drop-in', both(NSK, SCHAEFFLER)],
  ['22220 EK', '22220-E1-XL-K', 'drop-in', both(SKF, SCHAEFFLER)],

  // Tapered roller bearings: ISO dimension series, every maker's current design.
  ['SKF 32210 J2/Q', '32210-A', 'drop-in', both(SKF, SCHAEFFLER)],
  ['NSK HR32210J', '32210-A', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NTN 4T-32210', '32210-A', 'drop-in', both(NTN, SCHAEFFLER)],
  ['Koyo 32210JR', '32210-A', 'drop-in', both(KOYO, SCHAEFFLER)],
  ['Timken 32210', '32210-A', 'drop-in', both(TIMKEN, SCHAEFFLER)],
  ['ZWZ 32210', '32210-A', 'drop-in', both(ZWZ, SCHAEFFLER)],
  ['SKF 30205 J2/Q', '30205-A', 'drop-in', both(SKF, SCHAEFFLER)],
  ['NSK HR30205J', '30205-A', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NTN 4T-30205', '30205-A', 'drop-in', both(NTN, SCHAEFFLER)],
  ['Koyo 30205JR', '30205-A', 'drop-in', both(KOYO, SCHAEFFLER)],

  // Angular contact ball bearings: the same contact angle and cage material.
  ['SKF 7208 BEP', '7208-B-XL-TVP', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 7208 BEY', '7208-B-XL-MP', 'drop-in', both(SKF, SCHAEFFLER)],
  ['SKF 7208 BEM', '7208-B-XL-MP', 'drop-in', both(SKF, SCHAEFFLER)],
  ['NSK 7208BW', '7208-B-XL-JP', 'drop-in', both(NSK, SCHAEFFLER)],
  ['NTN 7208B', '7208-B-XL-TVP', 'drop-in', both(NTN, SCHAEFFLER)],
  ['Koyo 7208B', '7208-B-XL-TVP', 'drop-in', both(KOYO, SCHAEFFLER)],

  // Conditional: a better seal runs warmer, a looser clearance, another cage or design, a part not known.
  ['SKF 6205-2RZ', '6205-2RSR', 'conditional', both(SKF, SCHAEFFLER)],
  ['NSK 6205VV', '6205-2RSR', 'conditional', both(NSK, SCHAEFFLER)],
  ['NTN 6205LLB', '6205-2RSR', 'conditional', both(NTN, SCHAEFFLER)],
  ['SKF 6205-2Z', '6205-2RSR', 'conditional', both(SKF, SCHAEFFLER)],
  ['NSK 6205ZZ', '6205-2RSR', 'conditional', both(NSK, SCHAEFFLER)],
  ['SKF 6205', '6205-2Z', 'conditional', both(SKF, SCHAEFFLER)],
  ['SKF 6205', '6205-2RSR', 'conditional', both(SKF, SCHAEFFLER)],
  ['SKF 6205-Z', '6205-2Z', 'conditional', both(SKF, SCHAEFFLER)],
  ['SKF 6205-RS1', '6205-2RSR', 'conditional', both(SKF, SCHAEFFLER)],
  ['SKF 6205-2RSL', '6205-2RSR', 'conditional', both(SKF, SCHAEFFLER)],
  ['NTN 6205LLH', '6205-2RSR', 'conditional', both(NTN, SCHAEFFLER)],
  ['Koyo 6205-2RD', '6205-2RSR', 'conditional', both(KOYO, SCHAEFFLER)],
  ['Koyo 6205-2RU', '6205-2RSR', 'conditional', both(KOYO, SCHAEFFLER)],
  ['SKF 6205-2RS1', '6205-2RSR-C3', 'conditional', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 6205-2Z/C3', '6205-2Z-C4', 'conditional', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 6205/C2', '6205', 'conditional', both(SKF, SCHAEFFLER, ISO)],
  ['NSK 6205ZZCM', '6205-2Z-C3', 'conditional', both(NSK, SCHAEFFLER, ISO)],
  ['NSK 6205ZZCM', '6205-2Z', 'conditional', both(NSK, SCHAEFFLER, ISO)],
  ['NSK 6205DDUCM', '6205-2RSR-C3', 'conditional', both(NSK, SCHAEFFLER, ISO)],
  ['NTN 6205ZZCM', '6205-2Z-C3', 'conditional', both(NTN, SCHAEFFLER, ISO)],
  ['6205ZZCM', '6205-2Z-C3', 'conditional', both(NSK, SCHAEFFLER, ISO)],
  ['SKF 6205', '6205-NR', 'conditional', both(SKF, SCHAEFFLER)],
  ['SKF 6205', '6205-N', 'conditional', both(SKF, SCHAEFFLER)],
  ['ZWZ 6205-2RS/Z2', '6205-2RSR', 'conditional', both(ZWZ, SCHAEFFLER)],
  ['SKF 6205-2RS1/C3GJN', '6205-2RSR-C3', 'conditional', both(SKF, SCHAEFFLER)],
  ['SKF 6205 ETN9', '6205', 'conditional', both(SKF, SCHAEFFLER)],
  ['SKF E2.6205-2Z/C3', '6205-2Z-C3', 'conditional', both(SKF, SCHAEFFLER)],
  ['SKF NU 2212 ECP', 'NU2212-E-XL-M1', 'conditional', both(SKF, SCHAEFFLER)],
  ['NSK NU2212EM', 'NU2212-E-XL-TVP2', 'conditional', both(NSK, SCHAEFFLER)],
  ['NSK 22220CAME4', '22220-E1-XL', 'conditional', both(NSK, SCHAEFFLER)],
  ['SKF 22220 CC/W33', '22220-E1-XL', 'conditional', both(SKF, SCHAEFFLER)],
  ['SKF 22220 CCK/W33', '22220-E1-XL-K', 'conditional', both(SKF, SCHAEFFLER)],
  ['ZWZ 22220 CA/W33', '22220-E1-XL', 'conditional', both(ZWZ, SCHAEFFLER)],
  ['Timken 22220EJW33', '22220-E1-XL', 'conditional', both(TIMKEN, SCHAEFFLER)],
  ['NTN 22220EAD1', '22220-E1-XL', 'conditional', both(NTN, SCHAEFFLER)],
  ['Koyo 22220RHRW33', '22220-E1-XL', 'conditional', both(KOYO, SCHAEFFLER)],
  ['SKF 22220 E', '22220-E1-XL-C3', 'conditional', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 7208 BEP', '7208-B-XL-MP', 'conditional', both(SKF, SCHAEFFLER)],
  ['SKF 7208 BEM', '7208-B-XL-TVP', 'conditional', both(SKF, SCHAEFFLER)],
  ['SKF 7208 BECBP', '7208-B-XL-TVP-UA', 'conditional', both(SKF, SCHAEFFLER)],

  // Never: a tighter clearance, a seal for a shield or nothing, another size, kind, bore, angle or material.
  ['SKF 6205-2RS1/C3', '6205-2RSR', 'never', both(SKF, SCHAEFFLER, ISO)],
  ['NSK 6205ZZC3', '6205-2Z', 'never', both(NSK, SCHAEFFLER, ISO)],
  ['SKF 6310/C4', '6310-C3', 'never', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 22220 E/C3', '22220-E1-XL', 'never', both(SKF, SCHAEFFLER, ISO)],
  ['NSK 6205ZZCM', '6205-2Z-C2', 'never', both(NSK, SCHAEFFLER, ISO)],
  ['SKF 6205-2RZ', '6205-2Z', 'never', both(SKF, SCHAEFFLER)],
  ['SKF 6205-2RS1', '6205-2Z', 'never', both(SKF, SCHAEFFLER)],
  ['NSK 6205DDU', '6205', 'never', both(NSK, SCHAEFFLER)],
  ['NTN 6205LLU', '6205-2Z', 'never', both(NTN, SCHAEFFLER)],
  ['6310-2RS1/C3', '6310-2Z-C3', 'never', both(SKF, SCHAEFFLER)],
  ['SKF 6205-2RS1', '6205-RSR', 'never', both(SKF, SCHAEFFLER)],
  ['SKF 6205-2Z', '6205-Z', 'never', both(SKF, SCHAEFFLER)],
  ['SKF 6205-2Z', '6205', 'never', both(SKF, SCHAEFFLER)],
  ['NSK 6205VV', '6205-2Z', 'never', both(NSK, SCHAEFFLER)],
  ['6205ZZCM', '6205-2RSR-C2', 'never', both(NSK, SCHAEFFLER, ISO)],
  ['SKF 6205-2RS1', '6206-2RSR', 'never', both(SKF, SCHAEFFLER)],
  ['SKF 6205-2RS1', '6305-2RSR', 'never', both(SKF, SCHAEFFLER)],
  ['SKF NU 2212 ECP', 'NJ2212-E-XL-TVP2', 'never', both(SKF, SCHAEFFLER)],
  ['SKF 32210 J2/Q', '32211-A', 'never', both(SKF, SCHAEFFLER)],
  ['SKF 22220 EK', '22220-E1-XL', 'never', both(SKF, SCHAEFFLER)],
  ['SKF 22220 E', '22220-E1-XL-K', 'never', both(SKF, SCHAEFFLER)],
  ['NSK 22220EAKE4', '22220-E1-XL', 'never', both(NSK, SCHAEFFLER)],
  ['SKF 7208 BECBP', '7208-B-XL-TVP', 'never', both(SKF, SCHAEFFLER)],
  ['SKF 7208 AC', '7208-B-XL-TVP', 'never', both(SKF, SCHAEFFLER)],
  ['NSK 7208A', '7208-B-XL-TVP', 'never', both(NSK, SCHAEFFLER)],
  ['NTN 7208', '7208-B-XL-TVP', 'never', both(NTN, SCHAEFFLER)],
  ['NSK 7208C', '7208-B-XL-TVP', 'never', both(NSK, SCHAEFFLER)],
  ['SKF 7208 CD', '7208-B-XL-TVP', 'never', both(SKF, SCHAEFFLER)],
  ['SKF W 6205-2RS1', '6205-2RSR', 'never', both(SKF, SCHAEFFLER)],
  ['SKF 6205-2RS1', 'S6205-2RSR', 'never', both(SKF, SCHAEFFLER)],
  ['SKF 6205 NR', '6205-N', 'never', both(SKF, SCHAEFFLER)],
  ['SKF 6205 N', '6205', 'never', both(SKF, SCHAEFFLER)],
  ['NSK 6205NR', '6205', 'never', both(NSK, SCHAEFFLER)],
  ['SKF 6205/P6', '6205', 'never', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 6205-2RS1', '6205-2RSR-C2', 'never', both(SKF, SCHAEFFLER, ISO)],
  ['NTN 6205LLUC3', '6205-2RSR', 'never', both(NTN, SCHAEFFLER, ISO)],
  ['Koyo 6205-2RSC3', '6205-2Z-C3', 'never', both(KOYO, SCHAEFFLER)],
  ['ZWZ 6205-2RS/C3', '6205-2RSR', 'never', both(ZWZ, SCHAEFFLER, ISO)],
  ['Timken 6205-2RS C3', '6205-2Z-C3', 'never', both(TIMKEN, SCHAEFFLER)],
  ['NMB 608DD', '608-2Z', 'never', both(NMB, SCHAEFFLER)],
  ['SKF 6205-2RS1/C4', '6205-2RSR-C3', 'never', both(SKF, SCHAEFFLER, ISO)],
  ['SKF 6205-2RSL', '6205-2Z', 'never', both(SKF, SCHAEFFLER)],
];

const verdictOf = (query: string, product: string): Expected =>
  compareReadings(explainCode(query).reading, explainCode(product, 'FAG').reading)?.verdict ?? 'never';

describe('the equivalents of other makers’ codes', () => {
  it('rests on enough real pairs, many of which must not be drop-ins', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(150);
    expect(PAIRS.filter(([, , expected]) => expected !== 'drop-in').length).toBeGreaterThanOrEqual(40);
    expect(new Set(PAIRS.map(([query, product]) => `${query} → ${product}`)).size).toBe(PAIRS.length);
  });

  it.each(PAIRS)('%s → FAG %s: %s (%s)', (query, product, expected) => {
    expect(verdictOf(query, product)).toBe(expected);
  });

  it('names each difference in Vietnamese', () => {
    const differences = (query: string, product: string) =>
      compareReadings(explainCode(query).reading, explainCode(product, 'FAG').reading)?.differences;

    expect(differences('NSK 6205VV', '6205-2RSR')).toEqual([
      {
        attribute: 'seal',
        message: 'Phớt không tiếp xúc → phớt tiếp xúc: ma sát lớn hơn nên chạy nóng hơn, tốc độ giới hạn thấp hơn',
      },
    ]);
    expect(differences('SKF NU 2212 ECM', 'NU2212-E-XL-TVP2')).toEqual([
      {
        attribute: 'cage',
        message:
          'Vòng cách đồng thau → polyamide: không dùng khi nhiệt độ làm việc trên khoảng 120 °C hoặc dầu có phụ gia mạnh',
      },
    ]);
    expect(differences('SKF 6205-2RS1', '6205-2RSR-C3')).toEqual([
      {
        attribute: 'clearance',
        message: 'Khe hở CN → C3: lỏng hơn, dùng được khi lắp chặt hoặc máy nóng; chạy ồn hơn một chút',
      },
    ]);
    expect(differences('NSK 6205ZZCM', '6205-2Z-C3')![0]!.message).toContain('không phải một cấp ISO');
    expect(differences('Koyo 6205-2RD', '6205-2RSR')!.map((difference) => difference.attribute)).toEqual([
      'seal',
      'caution',
    ]);
  });
});

describe('the suffix table', () => {
  it('cites a designation system on every row, and means something in Vietnamese', () => {
    const sources = new Set<string>(Object.values(SOURCES));
    for (const row of SUFFIX_ROWS) {
      expect(sources.has(row.source), row.spellings.join(' ')).toBe(true);
      expect(row.meaning.length, row.spellings.join(' ')).toBeGreaterThan(5);
    }
  });

  it('covers what each suffix does for every maker buyers name', () => {
    const doing = (brand: string) =>
      new Set(
        SUFFIX_ROWS.filter((row) => row.brands.includes(brand as never)).flatMap((row) => Object.keys(row.effect)),
      );
    for (const brand of ['FAG', 'SKF', 'NSK', 'NTN', 'Koyo', 'ZWZ']) {
      expect([...doing(brand)], brand).toEqual(expect.arrayContaining(['closure', 'clearance', 'cage', 'taper']));
    }
    const kinds = new Set(SUFFIX_ROWS.flatMap((row) => (row.effect.closure ? [row.effect.closure.kind] : [])));
    expect([...kinds].sort()).toEqual(['contact', 'low-friction', 'non-contact', 'shield']);
  });
});
