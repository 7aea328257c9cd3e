// A product's bore d, outside diameter D and width B are filled from its designation when staff leave all
// three empty, so buyers can search by size without staff typing what every catalogue prints. A value staff
// typed is never replaced, and a product with one or two of the three is kept as typed: staff chose those.
//
// The lookup here is a stop-gap covering deep groove ball bearings 60, 62 and 63 with bores 10–100 mm. It is
// to be replaced by `standardDimensions` of `#contract/bearing-dimensions` (a full designation reader with a
// larger table): `dimensionsFromDesignation` takes the lookup as its one seam, so only its default changes.

import type { InnerProductInput, ProductDimensions } from '#contract/inner-product';

/** Standard d × D × B in mm. */
export interface StandardDimensions {
  boreMm: number;
  outerDiameterMm: number;
  widthMm: number;
}

/** Reads a designation (`6205-2RSR-C3`, or a name holding one) and answers its standard dimensions, if known. */
export type DimensionLookup = (designation: string) => StandardDimensions | undefined;

// Outside diameter D and width B (mm) by bore code 00–20 for each series. Source: the boundary dimensions of
// ISO 15 (radial bearings; dimension series 10 for 60, 02 for 62, 03 for 63) as printed in manufacturers'
// catalogues (SKF, Schaeffler FAG, NSK, NTN deep groove ball bearing tables). Bores follow the ISO 15 bore
// code: 00 = 10, 01 = 12, 02 = 15, 03 = 17 mm, 04–20 = code × 5 mm.
const SERIES: Readonly<Record<'60' | '62' | '63', readonly (readonly [D: number, B: number])[]>> = {
  // prettier-ignore
  '60': [
    [26, 8], [28, 8], [32, 9], [35, 10], [42, 12], [47, 12], [55, 13], [62, 14], [68, 15], [75, 16], [80, 16],
    [90, 18], [95, 18], [100, 18], [110, 20], [115, 20], [125, 22], [130, 22], [140, 24], [145, 24], [150, 24],
  ],
  // prettier-ignore
  '62': [
    [30, 9], [32, 10], [35, 11], [40, 12], [47, 14], [52, 15], [62, 16], [72, 17], [80, 18], [85, 19], [90, 20],
    [100, 21], [110, 22], [120, 23], [125, 24], [130, 25], [140, 26], [150, 28], [160, 30], [170, 32], [180, 34],
  ],
  // prettier-ignore
  '63': [
    [35, 11], [37, 12], [42, 13], [47, 14], [52, 15], [62, 17], [72, 19], [80, 21], [90, 23], [100, 25], [110, 27],
    [120, 29], [130, 31], [140, 33], [150, 35], [160, 37], [170, 39], [180, 41], [190, 43], [200, 45], [215, 47],
  ],
};

/** The bore in mm of an ISO 15 bore code 00–99 (codes 00–03 are the small bores' fixed sizes). */
export const boreOfCode = (code: number): number => [10, 12, 15, 17][code] ?? code * 5;

/**
 * The basic designation of a text: the leading digits of its first word that starts with a digit
 * ("6205-2RSR-C3" → 6205, "Vòng bi FAG 6310-2Z" → 6310, "608ZZ" → 608, "62/28" → 62). A size is only ever
 * read from there: "NU2212" or "SNV100" have no such word and give none.
 */
export const basicDesignation = (text: string): string | undefined =>
  text
    .split(/\s+/)
    .find((word) => /^\d/.test(word))
    ?.match(/^\d+/)?.[0];

/** The built-in lookup: 6000–6020, 6200–6220 and 6300–6320; undefined for any other designation. */
export const deepGrooveDimensions: DimensionLookup = (designation) => {
  const basic = basicDesignation(designation);
  if (basic?.length !== 4) return undefined;
  const sizes = SERIES[basic.slice(0, 2) as keyof typeof SERIES] as (typeof SERIES)['60'] | undefined;
  const code = Number(basic.slice(2));
  const size = sizes?.[code];
  return size && { boreMm: boreOfCode(code), outerDiameterMm: size[0], widthMm: size[1] };
};

/**
 * The standard dimensions a product's designation names: its product code when staff gave one (the code
 * decides alone, so "LUK 624 3185 09" named by its code is not read as a 624 bearing), else its name.
 */
export const dimensionsFromDesignation = (
  product: Pick<InnerProductInput, 'productSeries' | 'name'>,
  lookup: DimensionLookup = deepGrooveDimensions,
): StandardDimensions | undefined => {
  const code = product.productSeries.trim();
  return lookup(code === '' ? product.name : code);
};

/**
 * The dimensions to store for an input: as staff gave them (missing = none), or, when they gave none of the
 * three, the standard ones of its designation if the lookup knows it.
 */
export const storedDimensions = (
  input: Pick<InnerProductInput, 'productSeries' | 'name'> & Partial<ProductDimensions>,
  lookup: DimensionLookup = deepGrooveDimensions,
): ProductDimensions => {
  const given = {
    boreMm: input.boreMm ?? null,
    outerDiameterMm: input.outerDiameterMm ?? null,
    widthMm: input.widthMm ?? null,
  };
  const noneGiven = given.boreMm === null && given.outerDiameterMm === null && given.widthMm === null;
  return (noneGiven && dimensionsFromDesignation(input, lookup)) || given;
};
