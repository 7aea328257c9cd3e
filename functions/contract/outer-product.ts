import * as z from './zod';
import { idField, pathField, requiredText, typeCodeField, updatedAtField, type VersionedRecord } from './fields';
import type { EmbeddedImage } from './file';
import type { CategoryProduct, InnerProductSummary } from './inner-product';
import { PRODUCT_TYPE } from './site-addresses';

const PRODUCT_TYPES = [PRODUCT_TYPE.product, PRODUCT_TYPE.maintenanceTool] as const;

export const outerProductInput = z.object({
  name: requiredText(200),
  namePath: pathField,
  summaryDetail: requiredText(5000),
  productType: typeCodeField(PRODUCT_TYPES, PRODUCT_TYPE.product),
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

/** One category as its page reads it (GetByPath, /{id}): its products in designation order, with their facts. */
export interface CategoryWithProducts extends OuterProduct {
  innerProducts: CategoryProduct[];
}
