import writeXlsxFile from 'write-excel-file/node';
import { CATALOGUE_COLUMNS, exportFileName, type CatalogueColumn, type ExportFormat } from '#contract/catalogue-import';
import type { InnerProductRecord } from '#contract/inner-product';
import type { OuterProductRecord } from '#contract/outer-product';
import { PRODUCT_TYPE } from '#contract/site-addresses';
import { AVAILABILITY_LABEL } from '#contract/technical-data';
import { removeDiacritics } from '#contract/text';
import type { StoredFile } from '../models/file';
import { putExportFile } from '../repositories/export-file-repository';
import { getFiles } from '../repositories/file-repository';
import { listInnerProductRecords } from '../repositories/inner-product-repository';
import { listOuterProductRecords } from '../repositories/outer-product-repository';
import { crossReferencesCell } from '../rules/catalogue-sheet';
import { toCsv } from '../rules/csv';

// The whole catalogue as a spreadsheet: one row per inner product with its outer product, texts, dimensions,
// technical data, availability and image URLs, under the Vietnamese headers an import reads back. An export
// imported again changes nothing: every value is written as stored (XLSX text cells are text, never formulas; CSV
// cells are formula-guarded, see csv.ts).

/** The catalogue as an import or export sees it: every product and outer product, every image they use. */
export interface CatalogueSnapshot {
  products: InnerProductRecord[];
  outers: OuterProductRecord[];
  files: Map<number, StoredFile>;
}

export const loadCatalogue = async (): Promise<CatalogueSnapshot> => {
  const [products, outers] = await Promise.all([
    listInnerProductRecords(),
    listOuterProductRecords([PRODUCT_TYPE.product, PRODUCT_TYPE.maintenanceTool]),
  ]);
  const files = await getFiles([
    ...new Set([
      ...products.flatMap((product) => [product.imageId, ...product.imageIds]),
      ...outers.map((outer) => outer.imageId),
    ]),
  ]);
  return { products, outers, files };
};

/** An outer product's name as matched: case, diacritics and spacing aside. */
export const looseName = (name: string): string => removeDiacritics(name).replace(/\s+/g, ' ').trim();

/**
 * How the export names each outer product: by its name, or by its path where another outer product has the same
 * name (an import finds an outer product by either, and a name two share would find neither).
 */
export const outerProductLabels = (outers: readonly OuterProductRecord[]): Map<number, string> => {
  const counts = new Map<string, number>();
  for (const outer of outers) counts.set(looseName(outer.name), (counts.get(looseName(outer.name)) ?? 0) + 1);
  return new Map(
    outers.map((outer) => [outer.id, counts.get(looseName(outer.name))! > 1 ? outer.namePath : outer.name]),
  );
};

/** A dimension or a technical value as written in a cell: the number as stored, nothing for none. */
const numberCell = (value: number | null | undefined): string => (value == null ? '' : String(value));

/** The cells of a product, by column. */
const productCells = (
  product: InnerProductRecord,
  outerLabel: string,
  files: ReadonlyMap<number, StoredFile>,
): Record<CatalogueColumn, string> => ({
  outerProduct: outerLabel,
  name: product.name,
  namePath: product.namePath,
  productSeries: product.productSeries,
  brand: product.brand,
  madeIn: product.madeIn,
  boreMm: numberCell(product.boreMm),
  outerDiameterMm: numberCell(product.outerDiameterMm),
  widthMm: numberCell(product.widthMm),
  dynamicLoadKn: numberCell(product.dynamicLoadKn),
  staticLoadKn: numberCell(product.staticLoadKn),
  referenceSpeedRpm: numberCell(product.referenceSpeedRpm),
  limitingSpeedRpm: numberCell(product.limitingSpeedRpm),
  massKg: numberCell(product.massKg),
  // The status as a visitor reads it, which an import reads back; the day as stored (YYYY-MM-DD).
  availabilityStatus: product.availability ? AVAILABILITY_LABEL[product.availability.status] : '',
  availabilityCheckedAt: product.availability?.checkedAt ?? '',
  // Products stored before cross references existed have none.
  crossReferences: crossReferencesCell(product.crossReferences ?? []),
  shortDescription: product.shortDescription,
  description: product.description,
  image: files.get(product.imageId)?.urlPath ?? '',
  images: product.imageIds.flatMap((id) => files.get(id)?.urlPath ?? []).join('\n'),
  videos: product.videos,
});

const collator = new Intl.Collator('vi');

/** The export's rows below the header: by outer product, then by product name. */
export const catalogueRows = (catalogue: CatalogueSnapshot): Record<CatalogueColumn, string>[] => {
  const labels = outerProductLabels(catalogue.outers);
  const outerNames = new Map(catalogue.outers.map((outer) => [outer.id, outer.name]));
  return [...catalogue.products]
    .sort(
      (a, b) =>
        collator.compare(outerNames.get(a.outerProductId) ?? '', outerNames.get(b.outerProductId) ?? '') ||
        a.outerProductId - b.outerProductId ||
        collator.compare(a.name, b.name) ||
        a.id - b.id,
    )
    .map((product) => productCells(product, labels.get(product.outerProductId) ?? '', catalogue.files));
};

const NUMBER_COLUMNS = new Set<CatalogueColumn>([
  'boreMm',
  'outerDiameterMm',
  'widthMm',
  'dynamicLoadKn',
  'staticLoadKn',
  'referenceSpeedRpm',
  'limitingSpeedRpm',
  'massKg',
]);
/** Column widths in characters, so the file opens readable. */
const WIDTHS: Partial<Record<CatalogueColumn, number>> = {
  outerProduct: 24,
  name: 40,
  namePath: 30,
  productSeries: 18,
  brand: 12,
  madeIn: 12,
  referenceSpeedRpm: 14,
  limitingSpeedRpm: 14,
  availabilityStatus: 20,
  availabilityCheckedAt: 14,
  crossReferences: 24,
  shortDescription: 40,
  description: 50,
  image: 40,
  images: 40,
  videos: 16,
};

const xlsxFile = (rows: Record<CatalogueColumn, string>[]): Promise<Buffer> => {
  const header = CATALOGUE_COLUMNS.map((column) => ({
    value: column.header,
    type: String,
    fontWeight: 'bold' as const,
  }));
  const body = rows.map((row) =>
    CATALOGUE_COLUMNS.map(({ key }) => {
      const value = row[key];
      if (value === '') return null;
      // Dimensions and technical values as numbers, so they sort and sum; everything else as text cells, which
      // are never formulas.
      return NUMBER_COLUMNS.has(key) ? { value: Number(value), type: Number } : { value, type: String };
    }),
  );
  return writeXlsxFile([header, ...body], {
    sheet: 'Sản phẩm',
    stickyRowsCount: 1,
    columns: CATALOGUE_COLUMNS.map(({ key }) => ({ width: WIDTHS[key] ?? 10 })),
  }).toBuffer();
};

const csvFile = (rows: Record<CatalogueColumn, string>[]): Buffer =>
  Buffer.from(
    toCsv([
      CATALOGUE_COLUMNS.map((column) => column.header),
      ...rows.map((row) => CATALOGUE_COLUMNS.map(({ key }) => row[key])),
    ]),
    'utf8',
  );

export interface ExportedFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The whole catalogue as an XLSX or CSV file. */
export const exportCatalogue = async (format: ExportFormat, now = new Date()): Promise<ExportedFile> => {
  const rows = catalogueRows(await loadCatalogue());
  const bytes = format === 'xlsx' ? await xlsxFile(rows) : csvFile(rows);
  return { bytes, contentType: CONTENT_TYPES[format], fileName: exportFileName(format, now) };
};

/** How long an export's download link works: long enough to start the download it was asked for, no more. */
export const EXPORT_LINK_SECONDS = 5 * 60;

/**
 * The whole catalogue as a file in the bucket, and a link that downloads it: a Lambda answer holds at most 6 MB,
 * which a large catalogue's XLSX outgrows, so every export goes this way, small or large.
 */
export const exportCatalogueLink = async (format: ExportFormat, now = new Date()): Promise<string> =>
  putExportFile(await exportCatalogue(format, now), EXPORT_LINK_SECONDS);
