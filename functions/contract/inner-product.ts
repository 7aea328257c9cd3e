import * as z from './zod';
import {
  idField,
  idListField,
  optionalText,
  pathField,
  requiredText,
  richHtml,
  updatedAtField,
  videosField,
  type VersionedRecord,
} from './fields';
import type { EmbeddedImage, ImageRef } from './file';

export const innerProductInput = z.object({
  name: requiredText(200),
  namePath: pathField,
  description: richHtml(true),
  shortDescription: optionalText(5000),
  videos: videosField,
  imageId: idField,
  imageIds: idListField,
  outerProductId: idField,
  brand: optionalText(200),
  madeIn: optionalText(200),
  productSeries: optionalText(200),
});
export type InnerProductInput = z.output<typeof innerProductInput>;

/** The admin form also sends the outer product's path; it is derived on read, so it is accepted and ignored. */
export const innerProductUpdateInput = innerProductInput.extend({
  outerProductName: z.string().max(200).nullish(),
  updatedAt: updatedAtField,
});
export type InnerProductUpdateInput = z.output<typeof innerProductUpdateInput>;

/** A longer query is cut, not refused: the search box has no validation. */
export const searchQuery = z.object({
  name: z
    .string()
    .optional()
    .transform((name) => (name ?? '').slice(0, 200)),
});

export interface InnerProductRecord extends InnerProductInput, VersionedRecord {}

export interface InnerProductSummary {
  id: number;
  name: string;
  namePath: string;
  shortDescription: string;
  image: EmbeddedImage | null;
  outerProductId: number;
  /** The outer product's namePath (the `/products/{type}/{id}` link). */
  outerProductName: string;
}

export interface RelatedProduct {
  id: number;
  name: string;
  namePath: string;
  image: EmbeddedImage | null;
}

export interface InnerProduct extends InnerProductRecord {
  image: EmbeddedImage | null;
  innerProductImages: ImageRef[];
  outerProductName: string;
  outerProductActualName: string;
  relatedProducts: RelatedProduct[];
}
