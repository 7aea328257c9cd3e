// Standard boundary dimensions, so that the server can fill a product's d, D and B from its designation
// when staff leave them empty. Source: the boundary dimension plans of ISO 15 (radial bearings: dimension
// series 10, 02 and 03 for the 60, 62 and 63 deep groove ball bearings; 22 and 23 for the 222 and 223
// spherical roller bearings), as the makers' product tables print them (SKF, Schaeffler FAG, NSK, NTN);
// tests/unit/bearing-dimensions.test.ts checks a sample against a second, independent chart. Boundary
// dimensions are standardised facts, free to state; no maker's table or text is copied. A size that is
// not here is simply not filled.

export interface BearingDimensions {
  /** Bore d, mm. */
  boreMm: number;
  /** Outside diameter D, mm. */
  outerDiameterMm: number;
  /** Width B, mm. */
  widthMm: number;
}

/**
 * [basic designation, d, D, B] in mm. Bore codes: a three-digit size ends in its bore (608: 8 mm); in a
 * four- or five-digit size the last two digits are the bore code, 00 = 10, 01 = 12, 02 = 15, 03 = 17 mm,
 * 04 and above × 5 mm. 600–603 are left out: they are not sizes we could confirm.
 */
export const STANDARD_DIMENSIONS: readonly (readonly [string, number, number, number])[] = [
  // Deep groove ball bearings, one-digit bores: 60 (dimension series 10), 62 (02), 63 (03).
  ['604', 4, 12, 4],
  ['605', 5, 14, 5],
  ['606', 6, 17, 6],
  ['607', 7, 19, 6],
  ['608', 8, 22, 7],
  ['609', 9, 24, 7],
  ['623', 3, 10, 4],
  ['624', 4, 13, 5],
  ['625', 5, 16, 5],
  ['626', 6, 19, 6],
  ['627', 7, 22, 7],
  ['628', 8, 24, 8],
  ['629', 9, 26, 8],
  ['633', 3, 13, 5],
  ['634', 4, 16, 5],
  ['635', 5, 19, 6],
  ['636', 6, 22, 7],
  ['637', 7, 26, 9],
  ['638', 8, 28, 9],
  ['639', 9, 30, 10],
  // Deep groove ball bearings 60 (dimension series 10), bores 10–100 mm.
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
  // Deep groove ball bearings 62 (dimension series 02), bores 10–100 mm.
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
  ['6219', 95, 170, 32],
  ['6220', 100, 180, 34],
  // Deep groove ball bearings 63 (dimension series 03), bores 10–100 mm.
  ['6300', 10, 35, 11],
  ['6301', 12, 37, 12],
  ['6302', 15, 42, 13],
  ['6303', 17, 47, 14],
  ['6304', 20, 52, 15],
  ['6305', 25, 62, 17],
  ['6306', 30, 72, 19],
  ['6307', 35, 80, 21],
  ['6308', 40, 90, 23],
  ['6309', 45, 100, 25],
  ['6310', 50, 110, 27],
  ['6311', 55, 120, 29],
  ['6312', 60, 130, 31],
  ['6313', 65, 140, 33],
  ['6314', 70, 150, 35],
  ['6315', 75, 160, 37],
  ['6316', 80, 170, 39],
  ['6317', 85, 180, 41],
  ['6318', 90, 190, 43],
  ['6319', 95, 200, 45],
  ['6320', 100, 215, 47],
  // Spherical roller bearings 222 (dimension series 22), the series' first size 22205 to 100 mm.
  ['22205', 25, 52, 18],
  ['22206', 30, 62, 20],
  ['22207', 35, 72, 23],
  ['22208', 40, 80, 23],
  ['22209', 45, 85, 23],
  ['22210', 50, 90, 23],
  ['22211', 55, 100, 25],
  ['22212', 60, 110, 28],
  ['22213', 65, 120, 31],
  ['22214', 70, 125, 31],
  ['22215', 75, 130, 31],
  ['22216', 80, 140, 33],
  ['22217', 85, 150, 36],
  ['22218', 90, 160, 40],
  ['22219', 95, 170, 43],
  ['22220', 100, 180, 46],
  // Spherical roller bearings 223 (dimension series 23), the series' first size 22308 to 100 mm.
  ['22308', 40, 90, 33],
  ['22309', 45, 100, 36],
  ['22310', 50, 110, 40],
  ['22311', 55, 120, 43],
  ['22312', 60, 130, 46],
  ['22313', 65, 140, 48],
  ['22314', 70, 150, 51],
  ['22315', 75, 160, 55],
  ['22316', 80, 170, 58],
  ['22317', 85, 180, 60],
  ['22318', 90, 190, 64],
  ['22319', 95, 200, 67],
  ['22320', 100, 215, 73],
];

const BY_BASIC = new Map(
  STANDARD_DIMENSIONS.map(([basic, boreMm, outerDiameterMm, widthMm]) => [basic, { boreMm, outerDiameterMm, widthMm }]),
);

/**
 * The standard d × D × B of a basic designation as `parseDesignation` gives it (its `basic`, so
 * "6205-2RSR-C3" and "S6205" both look up 6205: seals, clearance and material do not change the size);
 * undefined for a size the table does not cover.
 */
export const standardDimensions = (basic: string): BearingDimensions | undefined => {
  const dimensions = BY_BASIC.get(basic);
  return dimensions && { ...dimensions };
};
