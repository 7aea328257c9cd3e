import type { CategoryProduct, InnerProductSummary } from '#contract/inner-product';
import type { OuterProductRecord } from '#contract/outer-product';
import type { StoredFile } from '../models/file';
import { getFiles } from '../repositories/file-repository';
import {
  getLinkedFields,
  listChildSummaryFields,
  listNewestSummaryFields,
  type SummaryFields,
} from '../repositories/inner-product-repository';
import { getOuterProductRecords } from '../repositories/outer-product-repository';
import { bearingExecutionOf } from '../rules/bearing-execution';
import { embedImage } from '../rules/embedded-images';
import { inListingOrder } from '../rules/listing-order';
import { cachedJson, type JsonAnswer } from './list-cache';

// Lists of inner products as summaries (name, path, short description, image, outer product's path): an
// outer product's products, the newest ones, the ones records link to. Search answers summaries too and
// completes its winners here (product-search.ts).

export const OUTSTANDING_LIMIT = 10;

/** An outer product's path, which summaries link to (the wire calls it `outerProductName`). */
type OuterProductPaths = ReadonlyMap<number, Pick<OuterProductRecord, 'namePath'>>;

/**
 * Summaries with their image and their outer product's path, in the order given. Images and outer products
 * the caller already holds are not read again.
 */
export const toInnerProductSummaries = async (
  products: SummaryFields[],
  known: { outers?: OuterProductPaths; files?: ReadonlyMap<number, StoredFile> } = {},
): Promise<InnerProductSummary[]> => {
  const knownOuters: OuterProductPaths = known.outers ?? new Map();
  const knownFiles = known.files ?? new Map<number, StoredFile>();
  const missingOuters = [...new Set(products.map((product) => product.outerProductId))].filter(
    (id) => !knownOuters.has(id),
  );
  const missingFiles = products.map((product) => product.imageId).filter((id) => !knownFiles.has(id));
  const [files, outers] = await Promise.all([
    missingFiles.length > 0 ? getFiles(missingFiles) : new Map<number, StoredFile>(),
    missingOuters.length > 0 ? getOuterProductRecords(missingOuters) : new Map<number, OuterProductRecord>(),
  ]);
  return products.map((product) => {
    const outerProductPath =
      (knownOuters.get(product.outerProductId) ?? outers.get(product.outerProductId))?.namePath ?? '';
    return {
      id: product.id,
      name: product.name,
      namePath: product.namePath,
      shortDescription: product.shortDescription,
      image: embedImage(knownFiles.has(product.imageId) ? knownFiles : files, product.imageId),
      outerProductId: product.outerProductId,
      outerProductName: outerProductPath,
    };
  });
};

/** The summaries of each outer product's inner products, by name, with one image lookup for all. */
export const listInnerProductSummariesByOuter = async (
  outers: readonly Pick<OuterProductRecord, 'id' | 'namePath'>[],
): Promise<Map<number, InnerProductSummary[]>> => {
  const children = await Promise.all(outers.map((outer) => listChildSummaryFields(outer.id)));
  const summaries = await toInnerProductSummaries(children.flat(), {
    outers: new Map(outers.map((outer) => [outer.id, outer])),
  });
  const byOuter = new Map<number, InnerProductSummary[]>(outers.map((outer) => [outer.id, []]));
  for (const summary of summaries) byOuter.get(summary.outerProductId)?.push(summary);
  return byOuter;
};

/**
 * One outer product's inner products as its page lists them: in designation order, each with what the list's
 * filters and spec table read (brand, the designation's family, d, D, B, C, C0, limiting speed, availability,
 * seals, clearance).
 */
export const listCategoryProducts = async (
  outer: Pick<OuterProductRecord, 'id' | 'namePath'>,
): Promise<CategoryProduct[]> => {
  const children = await listChildSummaryFields(outer.id);
  const summaries = await toInnerProductSummaries(children, { outers: new Map([[outer.id, outer]]) });
  const summaryOf = new Map(summaries.map((summary) => [summary.id, summary]));
  const listed = inListingOrder(children.map((child) => ({ ...child, productSeries: child.productSeries ?? '' })));
  return listed.map((child) => ({
    ...summaryOf.get(child.id)!,
    brand: child.brand ?? '',
    family: child.family,
    // Products stored before dimensions existed have none.
    boreMm: child.boreMm ?? null,
    outerDiameterMm: child.outerDiameterMm ?? null,
    widthMm: child.widthMm ?? null,
    // Likewise technical data and availability.
    dynamicLoadKn: child.dynamicLoadKn ?? null,
    staticLoadKn: child.staticLoadKn ?? null,
    limitingSpeedRpm: child.limitingSpeedRpm ?? null,
    availability: child.availability ?? null,
    // Read here, once per build of the answer, rather than by the browser on a buyer's first sort by them.
    ...bearingExecutionOf(child.name),
  }));
};

/** A product as a record that links to it (a quote request) shows it: its summary and its availability now. */
export type LinkedProduct = InnerProductSummary & Pick<CategoryProduct, 'availability'>;

/** These products by id, for records that link to them (quote requests); missing ones absent. */
export const getLinkedProducts = async (ids: readonly number[]): Promise<Map<number, LinkedProduct>> => {
  if (ids.length === 0) return new Map();
  const fields = [...(await getLinkedFields(ids)).values()];
  const summaries = await toInnerProductSummaries(fields);
  // Products stored before availability existed have none.
  return new Map(
    summaries.map((summary, index) => [summary.id, { ...summary, availability: fields[index]!.availability ?? null }]),
  );
};

/** The newest inner products (by `updatedAt`), as summaries. */
export const listOutstandingInnerProducts = async (limit = OUTSTANDING_LIMIT): Promise<InnerProductSummary[]> =>
  toInnerProductSummaries(await listNewestSummaryFields(limit));

/** The JSON the API answers for the newest products, built once per version of the catalogue. */
export const outstandingInnerProductsJson = (): Promise<JsonAnswer> =>
  cachedJson('CATALOGUE', 'inner:outstanding', () => listOutstandingInnerProducts());
