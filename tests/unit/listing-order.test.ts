import { describe, expect, it } from 'vitest';
import { designationFamily, inListingOrder } from '@vongbi/functions/core/rules/listing-order';

const product = (id: number, name: string, productSeries = '') => ({ id, name, productSeries });

const order = (products: ReturnType<typeof product>[]) => inListingOrder(products).map((listed) => listed.name);

describe('a category’s listing order', () => {
  it('sorts by designation in natural order, the bare size before its variants', () => {
    const products = [
      product(1, 'Vòng bi FAG 6206', '6206'),
      product(2, 'Vòng bi FAG 6205 che bụi', '6205-2Z'),
      product(3, 'Vòng bi FAG 6205 hai phớt', '62052RS'),
      product(4, 'Vòng bi FAG 22220', '22220-E1-XL-K'),
      product(5, 'Vòng bi FAG 6205', '6205'),
      product(6, 'Vòng bi mini 608', '608ZZ'),
      product(7, 'Vòng bi đũa NU2212', 'NU2212-E-XL-TVP2'),
      product(8, 'Vòng bi FAG 6000', '6000'),
      product(9, 'Vòng bi FAG 6205 C3', '6205-2RSR-C3'),
      product(10, 'Vòng bi FAG 6305', '6305'),
      product(11, 'Vòng bi tiếp xúc góc 7310', '7310-B-XL-JP'),
    ];

    expect(order(products)).toEqual([
      'Vòng bi mini 608',
      'Vòng bi FAG 6000',
      'Vòng bi FAG 6205',
      'Vòng bi FAG 6205 hai phớt',
      'Vòng bi FAG 6205 C3',
      'Vòng bi FAG 6205 che bụi',
      'Vòng bi FAG 6206',
      'Vòng bi FAG 6305',
      'Vòng bi tiếp xúc góc 7310',
      'Vòng bi FAG 22220',
      'Vòng bi đũa NU2212',
    ]);
  });

  it('reads the designation from the name when there is no code, and lists products without one last, by name', () => {
    const products = [
      product(1, 'Mỡ Bechem Berutemp 500 T2'),
      product(2, 'Vòng bi cầu 6204 thanh lý'),
      product(3, 'Bộ ly hợp LUK RepSet', '624 3185 09'),
      product(4, 'Dầu bánh răng Bechem Berusynth CU 220'),
      product(5, 'Vòng bi FAG 6203', '6203'),
    ];

    const listed = inListingOrder(products);

    expect(listed.map((item) => item.name)).toEqual([
      'Vòng bi FAG 6203',
      'Vòng bi cầu 6204 thanh lý',
      // A code that is no bearing designation is not read from the name either.
      'Bộ ly hợp LUK RepSet',
      'Dầu bánh răng Bechem Berusynth CU 220',
      'Mỡ Bechem Berutemp 500 T2',
    ]);
    expect(listed.map((item) => item.family)).toEqual(['62xx', '62xx', null, null, null]);
  });

  it('keeps products of one designation and name in the order of their ids', () => {
    const products = [product(9, 'Vòng bi 6205', '6205'), product(3, 'Vòng bi 6205', '6205')];

    expect(inListingOrder(products).map((listed) => listed.id)).toEqual([3, 9]);
  });
});

describe('a designation’s family', () => {
  it.each([
    ['6205', '62xx'],
    ['22220', '222xx'],
    ['608', '60xx'],
    ['62/28', '62xx'],
    ['7310', '73xx'],
    ['NU2212', 'NU22xx'],
    ['NA4905', 'NA49xx'],
    ['UCP205', 'UCP2xx'],
    ['NK25/20', 'NK'],
    ['K25X29X13', 'K'],
    ['GE40', 'GE'],
    ['SNV100', 'SNV'],
  ])('of %s is %s', (basic, family) => {
    expect(designationFamily(basic)).toBe(family);
  });
});
