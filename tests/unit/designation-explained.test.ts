import { describe, expect, it } from 'vitest';
import { explainCode, explainDesignation } from '@vongbi/functions/contract/designation-explained';

// Real codes explained as a product page and GET /api/designation show them: each part, its group and its meaning.

/** Each part as "text group". */
const groups = (code: string) => explainDesignation(code).parts.map((part) => `${part.text} ${part.group}`);

describe('explainDesignation', () => {
  it('explains a FAG deep groove ball bearing with seals and C3, with its size from the standard table', () => {
    expect(explainDesignation('6205-2RSR-C3')).toEqual({
      brand: null,
      basic: '6205',
      kind: 'Vòng bi cầu rãnh sâu',
      boreMm: 25,
      outerDiameterMm: 52,
      widthMm: 15,
      parts: [
        {
          text: '6205',
          group: 'basic',
          meaning: 'Vòng bi cầu rãnh sâu, cỡ 6205, đường kính lỗ 25 mm, ngoài 52 mm, rộng 15 mm',
        },
        { text: '2RSR', group: 'seal', meaning: 'Phớt cao su tiếp xúc ở cả hai mặt' },
        { text: 'C3', group: 'clearance', meaning: 'Khe hở hướng kính C3: lớn hơn mức thường' },
      ],
    });
  });

  it('explains a FAG spherical roller bearing with a tapered bore, part by part', () => {
    const explained = explainDesignation('22220-E1-XL-K');

    expect(explained).toMatchObject({ kind: 'Vòng bi tang trống', boreMm: 100, outerDiameterMm: 180, widthMm: 46 });
    expect(groups('22220-E1-XL-K')).toEqual(['22220 basic', 'E1 design', 'XL special', 'K bore']);
    expect(explained.parts[3]!.meaning).toBe('Lỗ côn độ côn 1:12');
    expect(explained.parts[2]!.meaning).toContain('X-life');
  });

  it('explains a cylindrical roller bearing’s design and cage, with the bore from the bore code', () => {
    expect(groups('NU2212-E-XL-TVP2')).toEqual(['NU2212 basic', 'E design', 'XL special', 'TVP2 cage']);
    expect(explainDesignation('NU2212-E-XL-TVP2')).toMatchObject({
      kind: 'Vòng bi đũa trụ',
      boreMm: 60,
      outerDiameterMm: null,
      widthMm: null,
    });
    expect(explainDesignation('NU2212-E-XL-TVP2').parts[3]!.meaning).toBe(
      'Vòng cách polyamide gia cường sợi thủy tinh',
    );
  });

  it('explains SKF, NSK and angular contact codes in their makers’ spellings', () => {
    expect(groups('6310-2RS1/C3')).toEqual(['6310 basic', '2RS1 seal', 'C3 clearance']);
    expect(groups('6205DDUCM')).toEqual(['6205 basic', 'DDU seal', 'CM clearance']);
    expect(groups('6205ZZCM')).toEqual(['6205 basic', 'ZZ shield', 'CM clearance']);
    expect(explainDesignation('6205ZZCM').parts[2]!.meaning).toContain('không phải một cấp ISO');
    expect(groups('7208-B-XL-TVP')).toEqual(['7208 basic', 'B design', 'XL special', 'TVP cage']);
    expect(explainDesignation('7208-B-XL-TVP').parts[1]!.meaning).toBe('Góc tiếp xúc 40°');
    expect(groups('NSK HR32210J')).toEqual(['HR prefix', '32210 basic', 'J design']);
    expect(groups('SKF 22220 CCK/W33')).toEqual(['22220 basic', 'CC design', 'K bore', 'W33 lubrication']);
  });

  it('explains a tapered roller bearing that has no suffix', () => {
    expect(explainDesignation('32210')).toMatchObject({
      basic: '32210',
      kind: 'Vòng bi côn',
      boreMm: 50,
      parts: [{ text: '32210', group: 'basic', meaning: 'Vòng bi côn, cỡ 32210, đường kính lỗ 50 mm' }],
    });
  });

  it('reads a brand word before or after the code, and the words for “bearing” before it', () => {
    expect(explainDesignation('SKF 6205-2RS1').brand).toBe('SKF');
    expect(explainDesignation('6205 DDU NSK')).toMatchObject({ brand: 'NSK', basic: '6205' });
    expect(explainDesignation('vòng bi SKF 6205')).toMatchObject({ brand: 'SKF', basic: '6205' });
    expect(explainDesignation('Koyo 6205-2RSCM').brand).toBe('Koyo');
  });

  it('marks a part it does not know as unknown, with no meaning', () => {
    expect(explainDesignation('6205-2RSR-QQ').parts.at(-1)).toEqual({ text: 'QQ', group: 'unknown', meaning: '' });
    expect(explainDesignation('xin chào')).toEqual({
      brand: null,
      basic: null,
      kind: null,
      boreMm: null,
      outerDiameterMm: null,
      widthMm: null,
      parts: [
        { text: 'XIN', group: 'unknown', meaning: '' },
        { text: 'CHAO', group: 'unknown', meaning: '' },
      ],
    });
    expect(explainDesignation('')).toMatchObject({ basic: null, parts: [] });
  });

  it('does not pick one maker’s meaning of a letter makers read differently, unless the brand is written', () => {
    const unbranded = explainCode('32210 J');
    expect(unbranded.reading.cautions).toEqual(['Ký hiệu J có nghĩa khác nhau giữa các hãng: cần ghi rõ hãng']);
    expect(unbranded.explained.parts[1]!.meaning).toContain('hãng khác hiểu khác');

    const nsk = explainCode('NSK 32210J');
    expect(nsk.reading.cautions).toEqual([]);
    expect(nsk.reading.design).toBe('tapered-iso');
  });
});
