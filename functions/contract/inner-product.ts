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
import type { BearingExecution } from './bearing-execution';
import type { ProductDesignation } from './product-designation';
import type { EmbeddedImage, ImageRef } from './file';
import type { Availability, TechnicalData } from './technical-data';
import { availabilityInput, technicalDataInput } from './technical-data-input';

/** The largest dimension a product may state, in mm. */
export const MAX_MILLIMETRES = 5000;
export const MILLIMETRES_OUT_OF_RANGE = `Phải là số dương, tối đa ${MAX_MILLIMETRES}`;
export const MILLIMETRES_TOO_PRECISE = 'Tối đa 2 chữ số thập phân';

// A number written as staff type it: digits, at most one decimal point or comma ("12,7" as in Vietnamese).
const DECIMAL_TEXT = /^\d+(?:[.,]\d+)?$/;

/**
 * A bearing dimension in mm (bore d, outside diameter D, width B): a number > 0 and ≤ 5000 with at most two
 * decimals, also accepted as the text of a form value ("25", "12,7"); null, missing or blank is none (null).
 */
export const millimetresField = z
  .union([z.number(), z.string()], { error: MILLIMETRES_OUT_OF_RANGE })
  .nullish()
  .transform((value, context): number | null => {
    if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
    const millimetres =
      typeof value === 'number'
        ? value
        : DECIMAL_TEXT.test(value.trim())
          ? Number(value.trim().replace(',', '.'))
          : NaN;
    if (!Number.isFinite(millimetres) || millimetres <= 0 || millimetres > MAX_MILLIMETRES) {
      context.addIssue({ code: 'custom', message: MILLIMETRES_OUT_OF_RANGE });
      return z.NEVER;
    }
    if (Number(millimetres.toFixed(2)) !== millimetres) {
      context.addIssue({ code: 'custom', message: MILLIMETRES_TOO_PRECISE });
      return z.NEVER;
    }
    return millimetres;
  });

/** The most other makers' codes one product lists as its confirmed equivalents. */
export const CROSS_REFERENCE_LIMIT = 50;
export const CROSS_REFERENCE_BRAND_MAX = 30;
export const CROSS_REFERENCE_CODE_MAX = 60;

/** Another maker's code that staff confirmed with the manufacturer as a drop-in equivalent of the product. */
export interface CrossReference {
  /** The maker as staff write it: "SKF", "NSK", "Koyo". */
  brand: string;
  /** Its code as that maker writes it: "6205-2RS1", "6205DDU". */
  code: string;
}

/** Two rows of one maker and one code, however spaced or cased, are the same equivalent. */
const crossReferenceKey = ({ brand, code }: CrossReference): string =>
  `${brand}|${code}`.toLowerCase().replace(/\s+/g, '');

/** The confirmed equivalents: brand 1–30 and code 1–60 characters, each pair once, at most 50; none when absent. */
export const crossReferencesField = z
  .array(
    z.object({
      brand: requiredText(CROSS_REFERENCE_BRAND_MAX).transform((brand) => brand.trim()),
      code: requiredText(CROSS_REFERENCE_CODE_MAX).transform((code) => code.trim()),
    }),
    { error: 'Danh sách mã tương đương không hợp lệ' },
  )
  .max(CROSS_REFERENCE_LIMIT, `Tối đa ${CROSS_REFERENCE_LIMIT} mã tương đương`)
  .nullish()
  .transform((references, context): CrossReference[] => {
    const seen = new Set<string>();
    (references ?? []).forEach((reference, index) => {
      const key = crossReferenceKey(reference);
      if (seen.has(key))
        context.addIssue({ code: 'custom', path: [index, 'code'], message: 'Mã này đã có ở dòng trên' });
      seen.add(key);
    });
    return references ?? [];
  });

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
  /** Bore d, outside diameter D and width B in mm; when all three are none the server fills them from the designation. */
  boreMm: millimetresField,
  outerDiameterMm: millimetresField,
  widthMm: millimetresField,
  /** C, C0, reference and limiting speeds, mass (contract/technical-data.ts); each none (null) unless staff type it. */
  ...technicalDataInput,
  /** How soon it can be delivered, and the day staff checked; null when not said. */
  availability: availabilityInput,
  /** Other makers' codes staff confirmed as drop-in equivalents; none unless staff add them. */
  crossReferences: crossReferencesField,
});
export type InnerProductInput = z.output<typeof innerProductInput>;
/** What a client may send: the schema's input, where a dimension may still be the text staff typed. */
export type InnerProductRequest = z.input<typeof innerProductInput>;

/** The admin form also sends the outer product's path; it is derived on read, so it is accepted and ignored. */
export const innerProductUpdateInput = innerProductInput.extend({
  outerProductName: z.string().max(200).nullish(),
  updatedAt: updatedAtField,
});
export type InnerProductUpdateInput = z.output<typeof innerProductUpdateInput>;
export type InnerProductUpdateRequest = z.input<typeof innerProductUpdateInput>;

/** The most products one availability change sets at once (the product list's selection). */
export const AVAILABILITY_BATCH_LIMIT = 100;

/** `POST /api/InnerProduct/Availability`: one availability (or none) for the products selected in a list. */
export const innerProductsAvailabilityInput = z.object({
  ids: z
    .array(idField, { error: 'Chọn ít nhất một sản phẩm' })
    .min(1, 'Chọn ít nhất một sản phẩm')
    .max(AVAILABILITY_BATCH_LIMIT, `Tối đa ${AVAILABILITY_BATCH_LIMIT} sản phẩm một lần`)
    .refine((ids) => new Set(ids).size === ids.length, 'Một sản phẩm được chọn hai lần'),
  availability: availabilityInput,
});
export type InnerProductsAvailabilityRequest = z.input<typeof innerProductsAvailabilityInput>;

/** The answer: each selected product's new version, in the order sent (a product already so is unchanged). */
export interface InnerProductsAvailabilityResult {
  updated: { id: number; updatedAt: string }[];
}

/** A product's d × D × B in mm; each null when not known (products stored before they existed read null). */
export type ProductDimensions = Pick<InnerProductInput, 'boreMm' | 'outerDiameterMm' | 'widthMm'>;

/** The longest search text read; a longer query is cut, not refused: the search box has no validation. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

export const searchQuery = z.object({
  name: z
    .string()
    .optional()
    .transform((name) => (name ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH)),
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

/**
 * An inner product as its category lists it: its card, and what the list's filters and spec table read (its seals
 * and clearance read from its name when the answer is built). Categories answer them in designation order (see
 * core/rules/listing-order.ts).
 */
export interface CategoryProduct
  extends
    InnerProductSummary,
    ProductDimensions,
    Pick<TechnicalData, 'dynamicLoadKn' | 'staticLoadKn' | 'limitingSpeedRpm'>,
    BearingExecution {
  availability: Availability | null;
  brand: string;
  /** The designation's family: `62xx` for 6205-2RS (its size without the bore code), `NU22xx` for NU2212-E,
   *  `NK` for NK 25/20; null for a product without a bearing designation (a grease, a tool). */
  family: string | null;
}

export interface RelatedProduct {
  id: number;
  name: string;
  namePath: string;
  image: EmbeddedImage | null;
}

export interface InnerProduct extends InnerProductRecord, ProductDesignation {
  image: EmbeddedImage | null;
  innerProductImages: ImageRef[];
  outerProductName: string;
  outerProductActualName: string;
  /** The outer product's type: the list (products or maintenance tools) the page's breadcrumb names. */
  outerProductType: number;
  relatedProducts: RelatedProduct[];
}
