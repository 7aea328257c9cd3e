import { describe, expect, it } from 'vitest';
import { explainCode } from '@vongbi/functions/contract/designation-explained';
import { compareReadings } from '@vongbi/functions/core/rules/equivalents';
import { productDesignation, replacedCodes } from '@vongbi/functions/core/rules/replaced-codes';

// The other makers' codes a product page lists as replaced one to one, spelt from the suffix table.

const spelt = (code: string) => replacedCodes(code, 'FAG').map((each) => `${each.brand} ${each.code}`);

describe('replacedCodes', () => {
  it('spells a sealed C3 deep groove ball bearing in each maker’s way', () => {
    expect(spelt('6205-2RSR-C3')).toEqual([
      'SKF 6205-2RSH/C3',
      'SKF 6205-2RS1/C3',
      'NSK 6205DDUC3',
      'NTN 6205LLUC3',
      'Koyo 6205-2RSC3',
      'Timken 6205-2RSC3',
      'ZWZ 6205-2RS/C3',
    ]);
  });

  it('spells roller bearings with their design, cage and tapered bore', () => {
    expect(spelt('NU2212-E-XL-TVP2')).toEqual(
      expect.arrayContaining(['SKF NU 2212 ECP', 'NSK NU2212ET', 'NTN NU2212ET2']),
    );
    expect(spelt('22220-E1-XL-K')).toEqual(expect.arrayContaining(['SKF 22220 EK', 'NSK 22220EAK']));
    expect(spelt('32210-A')).toEqual(expect.arrayContaining(['NTN 4T-32210', 'Koyo 32210JR', 'Timken 32210']));
  });

  it('lists only codes the equivalents rule calls drop-ins for the product', () => {
    for (const code of [
      '6205-2RSR-C3',
      '6310-2Z-C3',
      '22220-E1-XL-K-C3',
      'NU2212-E-XL-M1',
      '7208-B-XL-TVP',
      'S6205-2RSR',
    ]) {
      const product = explainCode(code, 'FAG').reading;
      for (const replaced of replacedCodes(code, 'FAG')) {
        const query = explainCode(`${replaced.brand} ${replaced.code}`).reading;
        expect(compareReadings(query, product)?.verdict, `${replaced.brand} ${replaced.code} → ${code}`).toBe(
          'drop-in',
        );
      }
    }
  });

  it('lists none for a code with a part the table does not know, and explains nothing for a product with no size', () => {
    expect(replacedCodes('6205-2RSR-QQ', 'FAG')).toEqual([]);
    expect(productDesignation({ name: 'Mỡ bôi trơn Arcanol Load 150', productSeries: '', brand: 'FAG' })).toEqual({
      designation: null,
      replacesCodes: [],
    });
    expect(
      productDesignation({ name: 'Vòng bi cầu FAG 6205-2Z', productSeries: '', brand: 'FAG' }).designation?.basic,
    ).toBe('6205');
  });
});
