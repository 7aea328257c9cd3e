import { describe, expect, it } from 'vitest';
import {
  canBecomeSuffix,
  readCodeBeingTyped,
  DESIGNATION_MATCHES,
  hasSealsOrShields,
  matchDesignation,
  parseDesignation,
  parseDimensionQuery,
  readSearchText,
} from '@vongbi/functions/contract/designation';
import { normalizeForSearch } from '@vongbi/functions/contract/text';

const parsed = (code: string) => {
  const designation = parseDesignation(code);
  if (!designation) throw new Error(`${code} is not read as a designation`);
  return designation;
};

/** [as written, prefix, basic designation, canonical suffixes in the order written]. */
const DESIGNATIONS: [string, string, string, string[]][] = [
  // FAG and INA (Schaeffler): groups joined by "-", the older "." of 6205.2ZR
  ['6205-2RSR-C3', '', '6205', ['2RS', 'C3']],
  ['6205-2Z-C3', '', '6205', ['2Z', 'C3']],
  ['6310-2Z-C3', '', '6310', ['2Z', 'C3']],
  ['6205-C-2HRS-C3', '', '6205', ['C', '2RS', 'C3']],
  ['6205-C-2Z', '', '6205', ['C', '2Z']],
  ['6205.2ZR', '', '6205', ['2Z']],
  ['6206-2RSR', '', '6206', ['2RS']],
  ['6205-RSR', '', '6205', ['RS']],
  ['6205-ZR', '', '6205', ['Z']],
  ['S6205-2RSR', 'S', '6205', ['2RS']],
  ['22220-E1-XL-K', '', '22220', ['E1', 'XL', 'K']],
  ['22220-E1-XL-K-C3', '', '22220', ['E1', 'XL', 'K', 'C3']],
  ['22320-E1-XL-T41A', '', '22320', ['E1', 'XL', 'T41A']],
  ['23120-E1A-XL-K-M', '', '23120', ['E1A', 'XL', 'K', 'M']],
  ['22205-E1-K', '', '22205', ['E1', 'K']],
  ['NU206-E-XL-TVP2', '', 'NU206', ['E', 'XL', 'TVP2']],
  ['NJ2210-E-XL-TVP2', '', 'NJ2210', ['E', 'XL', 'TVP2']],
  ['NUP2206-E-XL-TVP2', '', 'NUP2206', ['E', 'XL', 'TVP2']],
  ['N205-E-TVP2', '', 'N205', ['E', 'TVP2']],
  ['NU2310-E-XL-M1', '', 'NU2310', ['E', 'XL', 'M1']],
  ['7205-B-XL-TVP', '', '7205', ['B', 'XL', 'TVP']],
  ['7310-B-XL-JP-UA', '', '7310', ['B', 'XL', 'JP', 'UA']],
  ['7205-B-XL-MP-UO', '', '7205', ['B', 'XL', 'MP', 'UO']],
  ['3205-B-2RSR-TVH', '', '3205', ['B', '2RS', 'TVH']],
  ['1205-K-TVH-C3', '', '1205', ['K', 'TVH', 'C3']],
  ['2205-2RS-TVH', '', '2205', ['2RS', 'TVH']],
  ['30205-XL', '', '30205', ['XL']],
  ['32210-XL', '', '32210', ['XL']],
  ['51105', '', '51105', []],
  ['29420-E1', '', '29420', ['E1']],
  ['6228-M', '', '6228', ['M']],
  ['UCP205', '', 'UCP205', []],
  ['SNV100-L', '', 'SNV100', ['L']],
  ['SNV052-F-L', '', 'SNV052', ['F', 'L']],
  ['SNV 52', '', 'SNV052', []],
  ['H311', '', 'H311', []],
  // INA needle roller, plain and track roller bearings
  ['HK2016', '', 'HK2016', []],
  ['HK 0810', '', 'HK0810', []],
  ['HK2016-2RS', '', 'HK2016', ['2RS']],
  ['HK0306-TN', '', 'HK0306', ['TN']],
  ['BK2016', '', 'BK2016', []],
  ['K25X29X13', '', 'K25X29X13', []],
  ['K 25x29x13', '', 'K25X29X13', []],
  ['K25x29x13-TV', '', 'K25X29X13', ['TV']],
  ['NK25/20', '', 'NK25/20', []],
  ['NK 25/20', '', 'NK25/20', []],
  ['NKI20/16', '', 'NKI20/16', []],
  ['NA4905', '', 'NA4905', []],
  ['NA4905-XL', '', 'NA4905', ['XL']],
  ['RNA4905', '', 'RNA4905', []],
  ['NA6905', '', 'NA6905', []],
  ['GE40DO2RS', '', 'GE40', ['DO', '2RS']],
  ['GE 40-DO-2RS', '', 'GE40', ['DO', '2RS']],
  ['GE40-DO', '', 'GE40', ['DO']],
  ['GE20-FO-2RS', '', 'GE20', ['FO', '2RS']],
  ['GE50-UK-2RS', '', 'GE50', ['UK', '2RS']],
  ['KR22-PP', '', 'KR22', ['PP']],
  ['NATR15-PP', '', 'NATR15', ['PP']],
  ['AXK1107', '', 'AXK1107', []],
  ['K81107-TV', '', 'K81107', ['TV']],
  ['81107-TV', '', '81107', ['TV']],
  // SKF: groups after a space, "-" before seals, "/" before clearance and greases
  ['E2.6205-2Z', 'E2', '6205', ['2Z']],
  ['6205-2RSH', '', '6205', ['2RS']],
  ['6205-2RSH/C3', '', '6205', ['2RS', 'C3']],
  ['6205-2RS1/C3', '', '6205', ['2RS', 'C3']],
  ['6205-RS1', '', '6205', ['RS']],
  ['6205-Z', '', '6205', ['Z']],
  ['6205-2Z/C3GJN', '', '6205', ['2Z', 'C3', 'GJN']],
  ['6205-2RZ', '', '6205', ['2RZ']],
  ['6205-2RSL', '', '6205', ['2RSL']],
  ['6310/C3', '', '6310', ['C3']],
  ['6205 N', '', '6205', ['N']],
  ['6205-2ZNR', '', '6205', ['2Z', 'NR']],
  ['6205 ETN9', '', '6205', ['E', 'TN9']],
  ['W 6205-2Z', 'W', '6205', ['2Z']],
  ['NU 206 ECP', '', 'NU206', ['EC', 'P']],
  ['NU 2206 ECP/C3', '', 'NU2206', ['EC', 'P', 'C3']],
  ['NJ 2210 ECJ', '', 'NJ2210', ['EC', 'J']],
  ['NU 310 ECML', '', 'NU310', ['EC', 'ML']],
  ['22220 EK', '', '22220', ['E', 'K']],
  ['22220 CCK/W33', '', '22220', ['CC', 'K', 'W33']],
  ['23120 CC/W33', '', '23120', ['CC', 'W33']],
  ['7205 BECBP', '', '7205', ['B', 'E', 'CB', 'P']],
  ['7310 BECBM', '', '7310', ['B', 'E', 'CB', 'M']],
  ['3205 A-2RS1TN9/MT33', '', '3205', ['A', '2RS', 'TN9', 'MT33']],
  ['1205 EKTN9/C3', '', '1205', ['E', 'K', 'TN9', 'C3']],
  ['30205 J2/Q', '', '30205', ['J2', 'Q']],
  ['32210 J2/Q', '', '32210', ['J2', 'Q']],
  ['YAR 205-2F', '', 'YAR205', ['2F']],
  ['GE 40 ES-2RS', '', 'GE40', ['ES', '2RS']],
  ['H 311', '', 'H311', []],
  ['SNL 511', '', 'SNL511', []],
  ['61805-2RS1', '', '61805', ['2RS']],
  ['16005', '', '16005', []],
  ['618/500 MA', '', '618/500', ['MA']],
  ['230/500 CA/W33', '', '230/500', ['CA', 'W33']],
  ['62/28-2RSR', '', '62/28', ['2RS']],
  ['62/22-2RS', '', '62/22', ['2RS']],
  // NSK: no separators
  ['6205DDU', '', '6205', ['2RS']],
  ['6205DDUCM', '', '6205', ['2RS', 'CM']],
  ['6205ZZCM', '', '6205', ['2Z', 'CM']],
  ['6205VV', '', '6205', ['2RZ']],
  ['6205DU', '', '6205', ['RS']],
  ['6205Z', '', '6205', ['Z']],
  ['NU206ET', '', 'NU206', ['E', 'T']],
  ['NU206EW', '', 'NU206', ['E', 'W']],
  ['NU206EM', '', 'NU206', ['E', 'M']],
  ['22220EAE4', '', '22220', ['EA', 'E4']],
  ['22220EAKE4C3', '', '22220', ['EA', 'K', 'E4', 'C3']],
  ['22220CAME4', '', '22220', ['CA', 'M', 'E4']],
  ['6003ZZ', '', '6003', ['2Z']],
  ['608ZZ', '', '608', ['2Z']],
  // NTN: no separators, "/" before the grease
  ['6205LLU', '', '6205', ['2RS']],
  ['6205LLUC3/2AS', '', '6205', ['2RS', 'C3', '2AS']],
  ['6205LLB', '', '6205', ['2RZ']],
  ['6205LU', '', '6205', ['RS']],
  ['6205LB', '', '6205', ['RZ']],
  ['6205ZZC3', '', '6205', ['2Z', 'C3']],
  ['6205NR', '', '6205', ['NR']],
  ['NU206ET2', '', 'NU206', ['E', 'T2']],
  ['22220EAD1', '', '22220', ['EA', 'D1']],
  ['22220BK', '', '22220', ['B', 'K']],
  ['6205LLH', '', '6205', ['LLH']],
  ['UCP205D1', '', 'UCP205', ['D1']],
  // NMB: outside diameter before bore, one letter per closed side
  ['R-1560ZZ', '', 'R1560', ['2Z']],
  ['R1560ZZ', '', 'R1560', ['2Z']],
  ['DDL-1560ZZ', 'DD', 'L1560', ['2Z']],
  ['L-1560DD', '', 'L1560', ['2RS']],
  ['R-2280HH', '', 'R2280', ['2Z']],
  ['R-1560SS', '', 'R1560', ['2RZ']],
  ['RI-418ZZ', '', 'RI418', ['2Z']],
  // As buyers type them
  ['6205-2RS', '', '6205', ['2RS']],
  ['6205 2RS C3', '', '6205', ['2RS', 'C3']],
  ['6205zz', '', '6205', ['2Z']],
  ['MR105ZZ', '', 'MR105', ['2Z']],
  ['R8-2RS', '', 'R8', ['2RS']],
  ['UC205', '', 'UC205', []],
  ['UCF205', '', 'UCF205', []],
  ['UCFL205', '', 'UCFL205', []],
  ['6004-2RS-CN', '', '6004', ['2RS']],
  ['6200', '', '6200', []],
  ['51205', '', '51205', []],
  ['KM10', '', 'KM10', []],
  ['AH311', '', 'AH311', []],
  ['6082rs', '', '608', ['2RS']],
  ['62062RS', '', '6206', ['2RS']],
];

describe('parseDesignation', () => {
  it('is checked against more than a hundred real designations', () => {
    expect(DESIGNATIONS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(DESIGNATIONS)('reads %j as prefix %j, size %j, suffixes %j', (code, prefix, basic, suffixes) => {
    expect(parseDesignation(code)).toMatchObject({ prefix, basic, suffixes });
  });

  it('reads lower, upper and mixed case alike', () => {
    expect(parsed('6205-2rsr-c3')).toEqual(parsed('6205-2RSR-C3'));
    expect(parsed('nu206-e-xl-tvp2')).toEqual(parsed('NU206-E-XL-TVP2'));
    expect(parsed('Hk 0810')).toEqual(parsed('HK0810'));
  });

  it.each(
    [
      ['6205-2RS1', '6205 DDU', '6205LLU', '6205-2RSR', '6205-2RSH', '6205-2HRS', '6205 2RS', '62052rs'],
      ['6310ZZ', '6310-2Z', '6310-2ZR', '6310 2z', '6310.2ZR'],
      ['6205VV', '6205-2RZ', '6205LLB'],
      ['6205DU', '6205-RS1', '6205LU', '6205-RSR', '6205-RSH'],
      ['6205-Z', '6205Z', '6205-ZR'],
      ['6205-2Z-C3', '6205ZZC3', '6205-2Z/C3', '6205 C3 ZZ', '6205-2Z-C3-CN'],
      ['R-1560ZZ', 'R1560ZZ', 'R-1560HH', 'R 1560 ZZ'],
    ].map((codes) => ({ codes })),
  )('reads $codes as one designation', ({ codes }) => {
    const keys = codes.map((code) => parsed(code).key);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps different executions apart', () => {
    const keys = ['6205', '6205-2RS', '6205-RS', '6205-2Z', '6205-2RZ', '6205-2RSL', '6205-C3', '6205-2RS-C3', 'S6205'];
    expect(new Set(keys.map((code) => parsed(code).key)).size).toBe(keys.length);
  });

  it('keeps the slash of a size: 62/28 is a 28 mm bore, not 6228', () => {
    expect(parsed('62/28-2RSR')).toMatchObject({ basic: '62/28', suffixes: ['2RS'] });
    expect(parsed('6228-M')).toMatchObject({ basic: '6228', suffixes: ['M'] });
    expect(matchDesignation(parsed('62/28-2RSR'), parsed('6228-M'))).toBeUndefined();
    expect(matchDesignation(parsed('6228'), parsed('62/28'))).toBeUndefined();
    expect(parsed('NK25/20')).toEqual(parsed('NK 25/20'));
  });

  it("reads SKF's slash before the clearance and NTN's before the grease as a separator", () => {
    expect(parsed('6205-2RSH/C3').key).toBe(parsed('6205-2RSH-C3').key);
    expect(parsed('6205LLUC3/2AS').suffixes).toEqual(['2RS', 'C3', '2AS']);
  });

  it.each([
    ['62052rs', '6205-2RS'],
    ['6206 2RS', '6206-2RS'],
    ['62062rs', '6206-2RS'],
    ['22220e1xlk', '22220-E1-XL-K'],
    ['ge40do2rs', 'GE 40-DO-2RS'],
    ['nk25/20', 'NK 25/20'],
    ['k25x29x13', 'K 25x29x13'],
    ['k 25 x 29 x 13', 'K25X29X13'],
    ['k25×29×13', 'K25X29X13'],
    ['r1560zz', 'R-1560ZZ'],
    ['nu206exltvp2', 'NU206-E-XL-TVP2'],
    ['7205bxltvp', '7205-B-XL-TVP'],
  ])('reads %j, written without separators, as %j', (typed, written) => {
    expect(parsed(typed).key).toBe(parsed(written).key);
  });

  it('gives a 2 between the digits and a seal group to the seal when the digits without it are a size', () => {
    expect(parsed('6082rs')).toMatchObject({ basic: '608', suffixes: ['2RS'] });
    expect(parsed('6262rs')).toMatchObject({ basic: '626', suffixes: ['2RS'] });
    // 600 and 620 are no sizes, so the 2 stays with the size.
    expect(parsed('6002RS')).toMatchObject({ basic: '6002', suffixes: ['RS'] });
    expect(parsed('6202rs')).toMatchObject({ basic: '6202', suffixes: ['RS'] });
  });

  it('keeps a group it does not know, as written, after a "-"', () => {
    expect(parsed('SNV052-F-L').suffixes).toEqual(['F', 'L']);
    expect(parsed('UCP205-16')).toMatchObject({ basic: 'UCP205', suffixes: ['16'] });
  });

  it.each([
    'FAG 6205',
    '6205 FAG',
    '6205 6206',
    '6205/6206',
    '62050',
    '601',
    '2RS',
    'C3',
    'ZZ',
    'vòng bi',
    '25x52x15',
    'K25x29',
  ])('reads %j as no single designation', (text) => {
    expect(parseDesignation(text)).toBeUndefined();
  });
});

describe('hasSealsOrShields', () => {
  it('finds seals and shields in every maker’s spelling, on one side or both', () => {
    for (const code of [
      '6205-2RSR-C3',
      '6205 DDU',
      '62052rs',
      '608ZZ',
      '6204 LLU',
      '6306-Z',
      'R-1560HH',
      '6205-2RSL',
    ]) {
      expect(hasSealsOrShields(code), code).toBe(true);
    }
  });

  it('finds none in an open bearing, a bearing read with other words, or text that is no code', () => {
    for (const code of ['6310-C3', '22220-E1-XL-K', 'NU2212-E-XL-TVP2', 'FAG 6205-2RSR', '', 'mỡ bôi trơn']) {
      expect(hasSealsOrShields(code), code).toBe(false);
    }
  });
});

describe('matchDesignation', () => {
  it.each([
    ['6205 2RS C3', '6205LLUC3', 'full'],
    ['6205-2RS1', '6205 DDU', 'full'],
    ['6205', '6205', 'full'],
    ['6205 2RS', '6205-2RSR-C3', 'suffixes'],
    ['6205', '6205-2Z', 'suffixes'],
    ['6205', 'S6205-2RSR', 'suffixes'],
    ['6205 2RS C3', '6205-2RSR', 'basic'],
    ['6205-2RS', '6205-2Z', 'basic'],
    ['S6205', '6205', 'basic'],
  ])('finds %j in %j as a %j match', (wanted, offered, match) => {
    expect(matchDesignation(parsed(wanted), parsed(offered))).toBe(match);
  });

  it.each([
    ['6207', '6206'],
    ['609', '6009'],
    ['6009', '609'],
    ['6205', '62/05'],
    ['62/28', '6228'],
    ['NU206', 'NJ206'],
    ['HK2016', 'HK2020'],
    ['R1560', 'L1560'],
  ])('never finds %j in %j: a different size', (wanted, offered) => {
    expect(matchDesignation(parsed(wanted), parsed(offered))).toBeUndefined();
  });

  it('ranks the whole designation first, then one with every suffix typed, then the same size', () => {
    const offered = ['6205-2Z', '6206-2RSR', '6205-2RSR-C3', '6205LLU'];
    const wanted = parsed('6205 2RS');
    const ranked = offered
      .map((code) => ({ code, match: matchDesignation(wanted, parsed(code)) }))
      .filter(({ match }) => match !== undefined)
      .sort((a, b) => DESIGNATION_MATCHES.indexOf(a.match!) - DESIGNATION_MATCHES.indexOf(b.match!))
      .map(({ code }) => code);
    expect(ranked).toEqual(['6205LLU', '6205-2RSR-C3', '6205-2Z']);
  });
});

describe('readSearchText', () => {
  it('reads a product name into its words, its designations and the words left over', () => {
    const read = readSearchText('Vòng bi FAG 6205-2RSR chịu nhiệt');
    expect(read.words).toEqual(['vongbi', 'fag', '6205', '2rsr', 'chiu', 'nhiet']);
    expect(read.designations.map((designation) => designation.key)).toEqual(['6205-2RS']);
    expect(read.plainWords).toEqual(['vongbi', 'chiu', 'nhiet']);
    expect(read.brand).toBe('FAG');
  });

  it('takes the groups after a space into the designation only when they are suffixes', () => {
    const read = readSearchText('bạc đạn 6205 2rs c3 skf');
    expect(read.designations.map((designation) => designation.key)).toEqual(['6205-2RS-C3']);
    expect(read.plainWords).toEqual(['vongbi']);
    expect(read.brand).toBe('SKF');
  });

  it('reads a maker first or last beside a code as the brand, even where its letters spell suffix groups', () => {
    const cases: [text: string, key: string, brand: string][] = [
      ['SKF 6205-2RS1', '6205-2RS', 'SKF'],
      ['6205 DDU NSK', '6205-2RS', 'NSK'],
      ['vòng bi SKF 6205', '6205', 'SKF'],
      ['NSK 6310ZZC3', '6310-2Z-C3', 'NSK'],
      ['SKF 22220 EK', '22220-E-K', 'SKF'],
      ['SKF NU 2212 ECP', 'NU2212-EC-P', 'SKF'],
      ['6205 LLU ntn', '6205-2RS', 'NTN'],
    ];
    for (const [text, key, brand] of cases) {
      const read = readSearchText(text);
      expect(
        read.designations.map((designation) => designation.key),
        text,
      ).toEqual([key]);
      expect(read.brand, text).toBe(brand);
      expect(
        read.plainWords.filter((word) => word !== 'vongbi'),
        text,
      ).toEqual([]);
    }
  });

  it('keeps a maker as a plain word when the text names no code, or names it in the middle', () => {
    expect(readSearchText('vòng bi SKF').brand).toBeUndefined();
    expect(readSearchText('vòng bi SKF').plainWords).toEqual(['vongbi', 'skf']);
    const middle = readSearchText('chịu nhiệt SKF loại tốt 6205');
    expect(middle.brand).toBeUndefined();
    expect(middle.plainWords).toContain('skf');
  });

  it('reads several designations, and sizes written with spaces', () => {
    const read = readSearchText('NU 206 E và 6206 zz, K 25x29x13');
    expect(read.designations.map((designation) => designation.key)).toEqual(['NU206-E', '6206-2Z', 'K25X29X13']);
    expect(read.plainWords).toEqual(['va']);
  });

  it.each([
    'bạc đạn',
    'BẠC ĐẠN',
    'bac dan',
    'Vòng bi',
    'VONG BI',
    'ổ bi',
    'o bi',
    'Ổ LĂN',
    'o lan',
    'vongbi',
    'bacdan',
  ])('reads %j as the one word vongbi', (text) => {
    expect(readSearchText(text)).toEqual({ words: ['vongbi'], designations: [], plainWords: ['vongbi'] });
  });

  it('leaves the halves of those words and other bearing words alone', () => {
    expect(readSearchText('bạc').words).toEqual(['bac']);
    expect(readSearchText('bi cầu').words).toEqual(['bi', 'cau']);
    expect(readSearchText('ổ đũa').words).toEqual(['o', 'dua']);
    expect(readSearchText('vòng đệm').words).toEqual(['vong', 'dem']);
  });

  it.each(['Dầu bôi trơn Bechem 400°C', 'SKF 6205-2RSH/C3', 'Gối đỡ FAG SNV 52', 'Mỡ chịu nhiệt 250 độ'])(
    'splits %j into the words of normalizeForSearch',
    (text) => {
      expect(readSearchText(text).words.join(' ')).toBe(normalizeForSearch(text));
    },
  );

  it('reads numbers that are no size as words', () => {
    expect(readSearchText('Mỡ chịu nhiệt 250 độ, 2024').designations).toEqual([]);
  });
});

describe('parseDimensionQuery', () => {
  it.each([
    '25x52x15',
    '25 x 52 x 15',
    '25 52 15',
    'd25 D52 B15',
    'd=25 D=52 B=15',
    'd 25 D 52 B 15',
    '25×52×15',
    '25X52X15',
    '25*52*15',
    '25x52x15mm',
    '25 mm x 52 mm x 15 mm',
    '  25 x  52\tx 15  ',
  ])('reads %j as 25 × 52 × 15', (text) => {
    expect(parseDimensionQuery(text)).toEqual({ boreMm: 25, outerDiameterMm: 52, widthMm: 15 });
  });

  it('reads decimals with a point or a comma, rounded half up to the 2 decimals products store', () => {
    const inchBearing = { boreMm: 12.7, outerDiameterMm: 28.58, widthMm: 7.94 };
    expect(parseDimensionQuery('12.7x28.575x7.938')).toEqual(inchBearing);
    expect(parseDimensionQuery('12,7 x 28,575 x 7,938')).toEqual(inchBearing);
    expect(parseDimensionQuery('17.5x35.25x10')).toEqual({ boreMm: 17.5, outerDiameterMm: 35.25, widthMm: 10 });
  });

  it.each([
    '6205',
    '25x52',
    '25 52',
    '25x52x15x10',
    'K25x29x13',
    'K 25x29x13',
    '6205 25x52x15',
    '0x52x15',
    '52x25x15',
    '25x25x15',
    '25x6000x15',
    '25x52x15.1234',
    '25,52,15',
    '25-52-15',
    'abc',
    '',
  ])('reads %j as no dimension query', (text) => {
    expect(parseDimensionQuery(text)).toBeUndefined();
  });
});

describe('bad input', () => {
  const inputs = [
    '',
    '   ',
    '-./-',
    '!!! ??? ...',
    '🙂🙂',
    '\uD800',
    '\uDC00 6205',
    'a'.repeat(10_000),
    '6'.repeat(10_000),
    'x'.repeat(10_000),
    `6205${'Z'.repeat(10_000)}`,
    '6205 '.repeat(2_000),
    '1 '.repeat(5_000),
  ];

  it.each(inputs.map((text) => ({ text, shown: text.slice(0, 20) })))('reads $shown… without throwing', ({ text }) => {
    expect(() => parseDesignation(text)).not.toThrow();
    expect(() => readSearchText(text)).not.toThrow();
    expect(() => parseDimensionQuery(text)).not.toThrow();
  });

  it.each(
    ['', '   ', '-./-', '!!! ??? ...', '🙂🙂', '\uD800', 'a'.repeat(10_000), '6'.repeat(10_000)].map((text) => ({
      text,
      shown: text.slice(0, 20),
    })),
  )('gives no designation and no dimensions for $shown', ({ text }) => {
    expect(parseDesignation(text)).toBeUndefined();
    expect(readSearchText(text).designations).toEqual([]);
    expect(parseDimensionQuery(text)).toBeUndefined();
  });

  it('gives empty readings for text without letters or digits', () => {
    expect(readSearchText('🙂 -/- \uD800')).toEqual({ words: [], designations: [], plainWords: [] });
  });
});

describe('readCodeBeingTyped', () => {
  it.each([
    ['62052', '6205', '2'],
    ['62052r', '6205', '2R'],
    ['6205-2r', '6205', '2R'],
    ['6205d', '6205', 'D'],
    ['SKF 62052', '6205', '2'],
    ['22220e1x', '22220-E1', 'X'],
  ])('reads "%s" as %s and the group begun with %s', (text, key, typed) => {
    const read = readCodeBeingTyped(text);
    expect(read?.designation.key).toBe(key);
    expect(read?.typed).toBe(typed);
  });

  it.each(['62052rs', '6205', '6205-2RSR-C3', '620', 'vòng bi', '6205-2RS1 SKF', '62052rs skf'])(
    'reads nothing being typed in "%s"',
    (text) => {
      expect(readCodeBeingTyped(text)).toBeUndefined();
    },
  );
});

describe('canBecomeSuffix', () => {
  it('knows which groups a typed start can still become, in any maker’s spelling', () => {
    expect(canBecomeSuffix('2R', '2RS')).toBe(true);
    expect(canBecomeSuffix('D', '2RS')).toBe(true);
    expect(canBecomeSuffix('2', '2Z')).toBe(true);
    expect(canBecomeSuffix('2R', '2Z')).toBe(false);
    expect(canBecomeSuffix('X', 'XL')).toBe(true);
  });
});
