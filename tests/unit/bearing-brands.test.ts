import { describe, expect, it } from 'vitest';
import { BEARING_BRANDS, OWN_BRANDS, readBrandWord } from '@vongbi/functions/contract/bearing-brands';

describe('readBrandWord', () => {
  it.each([
    ['SKF', 'SKF'],
    ['skf', 'SKF'],
    ['Nsk', 'NSK'],
    ['KOYO', 'Koyo'],
    ['jtekt', 'Koyo'],
    ['Timken', 'Timken'],
    ['zwz', 'ZWZ'],
    ['FAG', 'FAG'],
    ['ina', 'INA'],
  ])('reads %s as %s', (word, brand) => {
    expect(readBrandWord(word)).toBe(brand);
  });

  it.each(['6205', 'vong', 'bi', '2RS', 'sk', ''])('reads %j as no brand', (word) => {
    expect(readBrandWord(word)).toBeUndefined();
  });

  it('knows the distributor’s own brands as brands', () => {
    for (const brand of OWN_BRANDS) expect(Object.keys(BEARING_BRANDS)).toContain(brand);
  });
});
