import * as z from './zod';
import { idField, pathField, requiredText, typeCodeField, updatedAtField, type VersionedRecord } from './fields';
import type { EmbeddedImage } from './file';
import type { InnerProductSummary } from './inner-product';

/** 0 product, 1 maintenance tool. */
export const PRODUCT_TYPES = [0, 1] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const outerProductInput = z.object({
  name: requiredText(200),
  namePath: pathField,
  summaryDetail: requiredText(5000),
  productType: typeCodeField(PRODUCT_TYPES, 0),
  imageId: idField,
});
export type OuterProductInput = z.output<typeof outerProductInput>;

export const outerProductUpdateInput = outerProductInput.extend({ updatedAt: updatedAtField });
export type OuterProductUpdateInput = z.output<typeof outerProductUpdateInput>;

export interface OuterProductRecord extends OuterProductInput, VersionedRecord {}

export interface OuterProduct extends OuterProductRecord {
  image: EmbeddedImage | null;
}

export interface OuterProductWithChildren extends OuterProduct {
  innerProducts: InnerProductSummary[];
}
