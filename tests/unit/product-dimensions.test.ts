import { describe, expect, it } from 'vitest';
import { innerProductInput } from '@vongbi/functions/contract/inner-product';
import {
  basicDesignation,
  boreOfCode,
  deepGrooveDimensions,
  dimensionsFromDesignation,
  storedDimensions,
  type DimensionLookup,
} from '@vongbi/functions/core/rules/product-dimensions';
import { demoDimensions, demoOuterProducts } from '@vongbi/local/seed/demo-catalogue';

// d × D × B filled from the designation when staff give none, and the contract's reading of what they type.

const size = (boreMm: number, outerDiameterMm: number, widthMm: number) => ({ boreMm, outerDiameterMm, widthMm });
const none = { boreMm: null, outerDiameterMm: null, widthMm: null };

describe('deepGrooveDimensions', () => {
  it.each([
    ['6205-2RSR-C3', size(25, 52, 15)],
    ['6305', size(25, 62, 17)],
    ['6005-ZZ', size(25, 47, 12)],
    ['6210 2Z', size(50, 90, 20)],
    ['6310-2Z-C3', size(50, 110, 27)],
    ['6220', size(100, 180, 34)],
    ['6320-M', size(100, 215, 47)],
    ['6020', size(100, 150, 24)],
    ['6200', size(10, 30, 9)],
    ['6301', size(12, 37, 12)],
    ['6002', size(15, 32, 9)],
    ['6203', size(17, 40, 12)],
    ['Vòng bi FAG 6206-C3', size(30, 62, 16)],
  ])('reads %s as its ISO 15 size', (designation, expected) => {
    expect(deepGrooveDimensions(designation)).toEqual(expected);
  });

  it('covers 6000–6020, 6200–6220 and 6300–6320, bores by the bore code, each series growing with the bore', () => {
    for (const series of ['60', '62', '63']) {
      let previous = size(0, 0, 0);
      for (let code = 0; code <= 20; code += 1) {
        const found = deepGrooveDimensions(`${series}${String(code).padStart(2, '0')}`)!;
        expect(found.boreMm).toBe(boreOfCode(code));
        expect(found.outerDiameterMm).toBeGreaterThan(found.boreMm);
        expect(found.outerDiameterMm).toBeGreaterThan(previous.outerDiameterMm);
        expect(found.widthMm).toBeGreaterThanOrEqual(previous.widthMm);
        previous = found;
      }
    }
    // At one bore the series widen and grow: 60 < 62 < 63.
    const [light, medium, heavy] = ['6008', '6208', '6308'].map((code) => deepGrooveDimensions(code)!);
    expect(light!.outerDiameterMm).toBeLessThan(medium!.outerDiameterMm);
    expect(medium!.outerDiameterMm).toBeLessThan(heavy!.outerDiameterMm);
  });

  it('knows nothing outside its table: other series, larger bores, slash sizes, codes glued to suffixes', () => {
    for (const designation of ['6021', '6221', '6400', '608ZZ', '16005', '62/28', '62052RS', 'NU2212-E', '22220', '']) {
      expect(deepGrooveDimensions(designation)).toBeUndefined();
    }
  });
});

describe('basicDesignation', () => {
  it('is the leading digits of the first word that starts with a digit', () => {
    expect(basicDesignation('6205-2RSR-C3')).toBe('6205');
    expect(basicDesignation('Vòng bi cầu FAG 6310-2Z')).toBe('6310');
    expect(basicDesignation('608ZZ')).toBe('608');
    expect(basicDesignation('62/28')).toBe('62');
    expect(basicDesignation('SNV100-L')).toBeUndefined();
    expect(basicDesignation('Gối đỡ UCP')).toBeUndefined();
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

  it('asks the lookup it is given (the seam for the full designation table)', () => {
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
