import { describe, expect, it } from 'vitest';
import { STANDARD_DIMENSIONS, standardDimensions } from '@vongbi/functions/contract/bearing-dimensions';
import { parseDesignation } from '@vongbi/functions/contract/designation';

/** ISO 15 bore code: a three-digit size ends in its bore; otherwise 00–03 are 10, 12, 15, 17 mm, then × 5. */
const boreOf = (basic: string): number => {
  if (basic.length === 3) return Number(basic.slice(-1));
  const code = Number(basic.slice(-2));
  return [10, 12, 15, 17][code] ?? code * 5;
};

const row = (basic: string) => STANDARD_DIMENSIONS.find(([rowBasic]) => rowBasic === basic);

describe('STANDARD_DIMENSIONS', () => {
  it.each(STANDARD_DIMENSIONS)('%s: d %d < D %d, B %d > 0, whole millimetres', (_basic, bore, outer, width) => {
    expect(bore).toBeLessThan(outer);
    expect(width).toBeGreaterThan(0);
    expect([bore, outer, width].every(Number.isInteger)).toBe(true);
  });

  it.each(STANDARD_DIMENSIONS)('%s has the bore its bore code gives: %d mm', (basic, bore) => {
    expect(bore).toBe(boreOf(basic));
  });

  it('has each size once, and each as parseDesignation reads it', () => {
    const basics = STANDARD_DIMENSIONS.map(([basic]) => basic);
    expect(new Set(basics).size).toBe(basics.length);
    for (const basic of basics) expect(parseDesignation(basic)?.basic).toBe(basic);
  });

  it('covers the 60, 62 and 63 series for bores 10–100 mm and 604–609, 623–629, 633–639', () => {
    const codes = Array.from({ length: 21 }, (_, code) => String(code).padStart(2, '0'));
    for (const series of ['60', '62', '63']) for (const code of codes) expect(row(`${series}${code}`)).toBeDefined();
    for (const series of ['60', '62', '63']) {
      const first = series === '60' ? 4 : 3;
      for (let bore = first; bore <= 9; bore++) expect(row(`${series}${bore}`)).toBeDefined();
    }
  });

  it('gives the 222 and 223 spherical roller bearings the outside diameters of the 62 and 63 series', () => {
    // The same ISO diameter series (2 and 3), so D must agree row by row.
    for (const [basic, bore, outer] of STANDARD_DIMENSIONS.filter(([size]) => /^22[23]\d\d$/.test(size))) {
      const ball = row(`6${basic.charAt(2)}${basic.slice(-2)}`)!;
      expect([basic, bore, outer]).toEqual([basic, ball[1], ball[2]]);
    }
  });

  // A second, independent source for a sample of rows: the "Bearing Size Chart" published at
  // scribd.com/document/413351629 (60 and 62 series), the miniature table at
  // softsolder.com/2011/02/18/miniature-ball-bearing-sizes (6xx), arybearing.com's 6305 page, and the 222
  // rows of the adapter-sleeve table at extremebearing.com (product 22206EK; D and B).
  it.each([
    ['6000', 10, 26, 8],
    ['6001', 12, 28, 8],
    ['6002', 15, 32, 9],
    ['6003', 17, 35, 10],
    ['6004', 20, 42, 12],
    ['6005', 25, 47, 12],
    ['6006', 30, 55, 13],
    ['6007', 35, 62, 14],
    ['6008', 40, 68, 15],
    ['6009', 45, 75, 16],
    ['6010', 50, 80, 16],
    ['6011', 55, 90, 18],
    ['6012', 60, 95, 18],
    ['6013', 65, 100, 18],
    ['6014', 70, 110, 20],
    ['6015', 75, 115, 20],
    ['6016', 80, 125, 22],
    ['6017', 85, 130, 22],
    ['6018', 90, 140, 24],
    ['6019', 95, 145, 24],
    ['6020', 100, 150, 24],
    ['6200', 10, 30, 9],
    ['6201', 12, 32, 10],
    ['6202', 15, 35, 11],
    ['6203', 17, 40, 12],
    ['6204', 20, 47, 14],
    ['6205', 25, 52, 15],
    ['6206', 30, 62, 16],
    ['6207', 35, 72, 17],
    ['6208', 40, 80, 18],
    ['6209', 45, 85, 19],
    ['6210', 50, 90, 20],
    ['6211', 55, 100, 21],
    ['6212', 60, 110, 22],
    ['6213', 65, 120, 23],
    ['6214', 70, 125, 24],
    ['6215', 75, 130, 25],
    ['6216', 80, 140, 26],
    ['6217', 85, 150, 28],
    ['6218', 90, 160, 30],
    ['6305', 25, 62, 17],
    ['623', 3, 10, 4],
    ['633', 3, 13, 5],
    ['605', 5, 14, 5],
    ['625', 5, 16, 5],
    ['635', 5, 19, 6],
    ['606', 6, 17, 6],
    ['626', 6, 19, 6],
    ['608', 8, 22, 7],
    ['629', 9, 26, 8],
    ['22205', 25, 52, 18],
    ['22206', 30, 62, 20],
    ['22207', 35, 72, 23],
    ['22208', 40, 80, 23],
    ['22209', 45, 85, 23],
    ['22210', 50, 90, 23],
    ['22211', 55, 100, 25],
    ['22212', 60, 110, 28],
    ['22213', 65, 120, 31],
    ['22215', 75, 130, 31],
    ['22216', 80, 140, 33],
    ['22217', 85, 150, 36],
    ['22218', 90, 160, 40],
    ['22219', 95, 170, 43],
    ['22220', 100, 180, 46],
  ] as const)('%s is %d × %d × %d as the second source prints it', (basic, bore, outer, width) => {
    expect(row(basic)).toEqual([basic, bore, outer, width]);
  });
});

describe('standardDimensions', () => {
  it.each([
    ['6205-2RSR-C3', 25, 52, 15],
    ['6205 DDU', 25, 52, 15],
    ['62052rs', 25, 52, 15],
    ['S6205-2RSR', 25, 52, 15],
    ['6305-2Z', 25, 62, 17],
    ['6005ZZ', 25, 47, 12],
    ['6310ZZC3', 50, 110, 27],
    ['6220-2RS1/C3', 100, 180, 34],
    ['6320-M-C3', 100, 215, 47],
    ['6020-2Z', 100, 150, 24],
    ['608-2RS', 8, 22, 7],
    ['6082rs', 8, 22, 7],
    ['22220-E1-XL-K', 100, 180, 46],
    ['22320 CCK/W33', 100, 215, 73],
  ])('gives %j the size %d × %d × %d', (code, boreMm, outerDiameterMm, widthMm) => {
    expect(standardDimensions(parseDesignation(code)!.basic)).toEqual({ boreMm, outerDiameterMm, widthMm });
  });

  it.each(['NU206-E-XL-TVP2', '62/28-2RSR', '6228', '6021', '61805', 'HK2016', 'R-1560ZZ', 'UCP205'])(
    'gives %j no size: the table does not cover it',
    (code) => {
      expect(standardDimensions(parseDesignation(code)!.basic)).toBeUndefined();
    },
  );

  it('answers a copy, so a caller cannot change the table', () => {
    standardDimensions('6205')!.boreMm = 0;
    expect(standardDimensions('6205')).toEqual({ boreMm: 25, outerDiameterMm: 52, widthMm: 15 });
  });
});
