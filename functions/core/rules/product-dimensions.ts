// A product's bore d, outside diameter D and width B are filled from its designation when staff leave all
// three empty, so buyers can search by size without staff typing what every catalogue prints. A value staff
// typed is never replaced, and a product with one or two of the three is kept as typed: staff chose those.
// The designation is read and looked up by the contract (designation.ts, bearing-dimensions.ts, whose
// standard table names its source).

import { standardDimensions, type BearingDimensions } from '#contract/bearing-dimensions';
import { parseDesignation, readSearchText } from '#contract/designation';
import type { InnerProductInput, ProductDimensions } from '#contract/inner-product';

/** Standard d × D × B in mm. */
export type StandardDimensions = BearingDimensions;

/** Reads a designation (`6205-2RSR-C3`, or a name holding one) and answers its standard dimensions, if known. */
export type DimensionLookup = (designation: string) => StandardDimensions | undefined;

/**
 * The table's size of a text that is one designation as a whole (`6205-2RSR-C3`, `62052rs`, `S6205`). A code of
 * several numbers (`LUK 624 3185 09`, a clutch) is not one, and gives none rather than a guess.
 */
export const tableDimensions: DimensionLookup = (text) => {
  const designation = parseDesignation(text);
  return designation && standardDimensions(designation.basic);
};

/**
 * The standard dimensions a product's designation names: its product code when staff gave one (the code
 * decides alone), else the one bearing its name names (`Vòng bi cầu FAG 6310-2Z`; a name naming two sizes,
 * or none, gives none).
 */
export const dimensionsFromDesignation = (
  product: Pick<InnerProductInput, 'productSeries' | 'name'>,
  lookup: DimensionLookup = tableDimensions,
): StandardDimensions | undefined => {
  const code = product.productSeries.trim();
  if (code !== '') return lookup(code);
  const named = readSearchText(product.name).designations;
  return named.length === 1 ? lookup(named[0]!.key) : undefined;
};

/**
 * The dimensions to store for an input: as staff gave them (missing = none), or, when they gave none of the
 * three, the standard ones of its designation if the lookup knows it.
 */
export const storedDimensions = (
  input: Pick<InnerProductInput, 'productSeries' | 'name'> & Partial<ProductDimensions>,
  lookup: DimensionLookup = tableDimensions,
): ProductDimensions => {
  const given = {
    boreMm: input.boreMm ?? null,
    outerDiameterMm: input.outerDiameterMm ?? null,
    widthMm: input.widthMm ?? null,
  };
  const noneGiven = given.boreMm === null && given.outerDiameterMm === null && given.widthMm === null;
  return (noneGiven && dimensionsFromDesignation(input, lookup)) || given;
};
