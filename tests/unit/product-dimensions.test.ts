import { describe, expect, it } from 'vitest';
import { innerProductInput } from '@vongbi/functions/contract/inner-product';
import {
  dimensionsFromDesignation,
  tableDimensions,
  storedDimensions,
  type DimensionLookup,
} from '@vongbi/functions/core/rules/product-dimensions';
import { demoDimensions, demoOuterProducts } from '@vongbi/local/seed/demo-catalogue';

// d × D × B filled from the designation when staff give none, and the contract's reading of what they type.

const size = (boreMm: number, outerDiameterMm: number, widthMm: number) => ({ boreMm, outerDiameterMm, widthMm });
const none = { boreMm: null, outerDiameterMm: null, widthMm: null };

describe('tableDimensions', () => {
  it.each([
    ['6205-2RSR-C3', size(25, 52, 15)],
    ['62052rs', size(25, 52, 15)],
    ['S6205-2RS', size(25, 52, 15)],
    ['6305', size(25, 62, 17)],
    ['6005-ZZ', size(25, 47, 12)],
    ['6210 2Z', size(50, 90, 20)],
    ['6310-2Z-C3', size(50, 110, 27)],
    ['6220', size(100, 180, 34)],
    ['6320-M', size(100, 215, 47)],
    ['6020', size(100, 150, 24)],
    ['6200', size(10, 30, 9)],
    ['608ZZ', size(8, 22, 7)],
  ])('reads %s as its standard size', (designation, expected) => {
    expect(tableDimensions(designation)).toEqual(expected);
  });

  it('gives none rather than a guess: unknown sizes, slash sizes, several numbers, no bearing', () => {
    for (const text of ['62/28', 'NU2212-E', 'SNV100-L', 'LUK 624 3185 09', '6205 6206', 'Mỡ Bechem', '']) {
      expect(tableDimensions(text), text).toBeUndefined();
    }
  });
});

describe('dimensionsFromDesignation', () => {
  it('reads the product code, and the name only when there is no code', () => {
    expect(dimensionsFromDesignation({ productSeries: '6205-2RSR', name: 'Vòng bi 6310' })).toEqual(size(25, 52, 15));
    expect(dimensionsFromDesignation({ productSeries: ' ', name: 'Vòng bi cầu 6310-2Z' })).toEqual(size(50, 110, 27));
    // The code decides alone: a clutch kit named by its part number is not read by a size in its name.
    expect(
      dimensionsFromDesignation({ productSeries: '624318509', name: 'Bộ ly hợp LUK RepSet 6204 3185 09' }),
    ).toBeUndefined();
  });

  it('reads a name only when it names exactly one bearing', () => {
    expect(dimensionsFromDesignation({ productSeries: '', name: 'Vòng bi FAG 6206-C3' })).toEqual(size(30, 62, 16));
    expect(dimensionsFromDesignation({ productSeries: '', name: 'Bộ vòng bi 6205 và 6206' })).toBeUndefined();
    expect(dimensionsFromDesignation({ productSeries: '', name: 'Mỡ bôi trơn Bechem' })).toBeUndefined();
  });

  it('asks the lookup it is given', () => {
    const asked: string[] = [];
    const lookup: DimensionLookup = (designation) => {
      asked.push(designation);
      return size(3, 10, 4);
    };

    expect(dimensionsFromDesignation({ productSeries: 'W 623-2Z', name: 'Vòng bi' }, lookup)).toEqual(size(3, 10, 4));
    expect(asked).toEqual(['W 623-2Z']);
  });
});

describe('storedDimensions', () => {
  const product = { name: 'Vòng bi FAG 6205', productSeries: '6205-2RSR' };

  it('fills all three from the designation when staff gave none (null or left out)', () => {
    expect(storedDimensions({ ...product, ...none })).toEqual(size(25, 52, 15));
    expect(storedDimensions(product)).toEqual(size(25, 52, 15));
  });

  it('keeps what staff typed, never the table over it', () => {
    expect(storedDimensions({ ...product, ...size(25, 52, 18) })).toEqual(size(25, 52, 18));
  });

  it('keeps a partial entry as typed and fills nothing', () => {
    expect(storedDimensions({ ...product, boreMm: 25, outerDiameterMm: null, widthMm: null })).toEqual({
      boreMm: 25,
      outerDiameterMm: null,
      widthMm: null,
    });
    expect(storedDimensions({ ...product, boreMm: null, outerDiameterMm: 52, widthMm: 15 })).toEqual({
      boreMm: null,
      outerDiameterMm: 52,
      widthMm: 15,
    });
  });

  it('stores none for a designation the table does not know', () => {
    expect(storedDimensions({ name: 'Gối đỡ FAG SNV 100', productSeries: 'SNV100-L' })).toEqual(none);
  });
});

describe('innerProductInput dimensions', () => {
  const base = {
    name: 'Vòng bi',
    namePath: 'vong-bi',
    description: '<p>Mô tả</p>',
    imageId: 1,
    outerProductId: 2,
  };
  const parse = (dimensions: Record<string, unknown>) => innerProductInput.safeParse({ ...base, ...dimensions });
  const fieldErrors = (dimensions: Record<string, unknown>) =>
    Object.fromEntries((parse(dimensions).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('reads numbers and form texts, a decimal comma too; blank, null or missing is none', () => {
    expect(parse({ boreMm: 25, outerDiameterMm: '52', widthMm: ' 12,7 ' }).data).toMatchObject(size(25, 52, 12.7));
    expect(parse({ boreMm: 0.01, outerDiameterMm: '5000', widthMm: '24.75' }).data).toMatchObject(
      size(0.01, 5000, 24.75),
    );
    expect(parse({ boreMm: '', outerDiameterMm: null }).data).toMatchObject(none);
  });

  it('refuses zero, negatives, over 5000, non-numbers and more than two decimals, in plain Vietnamese', () => {
    const outOfRange = 'Phải là số dương, tối đa 5000';
    expect(fieldErrors({ boreMm: 0, outerDiameterMm: -5, widthMm: 5000.01 })).toEqual({
      boreMm: outOfRange,
      outerDiameterMm: outOfRange,
      widthMm: outOfRange,
    });
    expect(fieldErrors({ boreMm: 'abc', outerDiameterMm: '1e3', widthMm: true })).toEqual({
      boreMm: outOfRange,
      outerDiameterMm: outOfRange,
      widthMm: outOfRange,
    });
    expect(fieldErrors({ boreMm: 12.345, outerDiameterMm: '52,001', widthMm: Number.NaN })).toEqual({
      boreMm: 'Tối đa 2 chữ số thập phân',
      outerDiameterMm: 'Tối đa 2 chữ số thập phân',
      widthMm: outOfRange,
    });
  });
});

describe('the demo catalogue', () => {
  // Not bearings: housings and mounted units, a clutch kit, lubricants, tools and sensors.
  const bearingCategories = ['Vòng bi FAG', 'Vòng bi INA', 'Vòng bi NMB', 'Vòng bi khác'];
  const notBearings = new Set(['bo-ly-hop-luk-repset-624-3185-09']);

  it('ends every bearing with d, D and B, stated or filled from its code', () => {
    const bearings = demoOuterProducts
      .filter((outer) => bearingCategories.includes(outer.name))
      .flatMap((outer) => outer.innerProducts)
      .filter((inner) => !notBearings.has(inner.namePath));
    expect(bearings.length).toBeGreaterThanOrEqual(12);

    for (const inner of bearings) {
      const [boreMm, outerDiameterMm, widthMm] = demoDimensions[inner.namePath] ?? [];
      const stored = storedDimensions({ ...inner, boreMm, outerDiameterMm, widthMm });
      expect(Object.values(stored), inner.name).not.toContain(null);
    }
    // Stated sizes are for the products the fill cannot read, and name products that exist.
    const paths = new Set(demoOuterProducts.flatMap((outer) => outer.innerProducts.map((inner) => inner.namePath)));
    for (const [path] of Object.entries(demoDimensions)) {
      expect(paths.has(path), path).toBe(true);
    }
    expect(bearings.filter((inner) => !demoDimensions[inner.namePath]).map((inner) => inner.productSeries)).toEqual([
      '6205-2RSR-C3',
      '6310-2Z-C3',
      '6204',
    ]);
  });
});
