import { columnHeader, type CatalogueColumn, type ImportRowResult } from '#contract/catalogue-import';
import { sameStoredValue } from '#contract/fields';
import { innerProductInput, type InnerProductInput, type InnerProductRecord } from '#contract/inner-product';
import { messages } from '#contract/messages';
import type { OuterProductRecord } from '#contract/outer-product';
import {
  AVAILABILITY_LABEL,
  AVAILABILITY_STATUS_MESSAGE,
  AVAILABILITY_STATUSES,
  TECHNICAL_FIELD_NAMES,
  type Availability,
} from '#contract/technical-data';
import { toPathSlug } from '#contract/text';
import { HttpError } from '../errors';
import {
  crossReferencesIn,
  headerName,
  imageUrlsIn,
  normalisedBrand,
  normalisedCode,
  uploadPath,
  type ColumnPlan,
} from '../rules/catalogue-sheet';
import { storedDimensions } from '../rules/product-dimensions';
import type { SheetTable } from '../rules/spreadsheet';
import { type CatalogueSnapshot, looseName } from './catalogue-sheet';
import type { InnerProductWrite } from './inner-products';

// A catalogue import, row by row: what each row would do (plan, here), then, unless it is a dry run, doing it
// (catalogue-import-write.ts) through the same use cases as the API (importInnerProducts, updateInnerProduct,
// createOuterProduct), so every rule of a save holds for an imported one and whatever else a save does (search
// index, counts, list versions, the pages the stream publishes) happens too.
//
// A row finds its product by the product code as search reads it plus the brand (`6205 2RSR` and `6205-2RSR` of
// FAG are one product); a row without a code, or whose code and brand find none, by its path when it names one.
// Each row ends in exactly one of created, updated, unchanged, rejected, and a rejected row says which column
// and why, in Vietnamese. An update changes only the columns the file has; a row that would store exactly what
// is stored is unchanged and writes nothing.

export interface ImportOptions {
  dryRun: boolean;
  allOrNothing: boolean;
  /** An outer product a row names that does not exist is created (else the row is rejected). */
  createOuterProducts: boolean;
}

/** A row as planned, with what writing it needs. */
export interface PlannedRow {
  result: ImportRowResult;
  /** Create and update rows: the whole product to store. */
  input?: InnerProductWrite;
  /** Update rows: the product as loaded, whose version the update pins (a save meanwhile rejects the row). */
  before?: InnerProductRecord;
  /** Rows in an outer product this import creates: its key in `newOuters`. */
  newOuter?: string;
}

/** An outer product the import creates, named by rows that do not find one. */
export interface NewOuter {
  name: string;
  namePath: string;
  /** The first main image of a row naming it: a new outer product needs an image. */
  imageId?: number;
  id?: number;
}

export interface ImportPlan {
  rows: PlannedRow[];
  newOuters: Map<string, NewOuter>;
}

/** The fields a row can change, and the column each comes from (a message about the field names that column). */
export const FIELD_COLUMNS: Record<keyof InnerProductInput, CatalogueColumn> = {
  name: 'name',
  namePath: 'namePath',
  description: 'description',
  shortDescription: 'shortDescription',
  videos: 'videos',
  imageId: 'image',
  imageIds: 'images',
  outerProductId: 'outerProduct',
  brand: 'brand',
  madeIn: 'madeIn',
  productSeries: 'productSeries',
  boreMm: 'boreMm',
  outerDiameterMm: 'outerDiameterMm',
  widthMm: 'widthMm',
  dynamicLoadKn: 'dynamicLoadKn',
  staticLoadKn: 'staticLoadKn',
  referenceSpeedRpm: 'referenceSpeedRpm',
  limitingSpeedRpm: 'limitingSpeedRpm',
  massKg: 'massKg',
  // Its check date has a column of its own; checkFields names it for a problem with the date.
  availability: 'availabilityStatus',
  crossReferences: 'crossReferences',
};
const FIELDS = Object.keys(FIELD_COLUMNS) as (keyof InnerProductInput)[];

const TEXT_COLUMNS = ['name', 'shortDescription', 'description', 'videos', 'brand', 'madeIn', 'productSeries'] as const;
/** Columns whose cell the schema reads as typed: dimensions, and technical values (readTechnicalValue). */
const NUMBER_COLUMNS = [
  'boreMm',
  'outerDiameterMm',
  'widthMm',
  'dynamicLoadKn',
  'staticLoadKn',
  'referenceSpeedRpm',
  'limitingSpeedRpm',
  'massKg',
] as const;

/** A whole row's problem (a blank row), where no one column is at fault. */
export const WHOLE_ROW = '(cả dòng)';

const EMPTY_PRODUCT: InnerProductWrite = {
  name: '',
  namePath: '',
  description: '',
  shortDescription: '',
  videos: '',
  imageId: 0,
  imageIds: [],
  outerProductId: 0,
  brand: '',
  madeIn: '',
  productSeries: '',
  boreMm: null,
  outerDiameterMm: null,
  widthMm: null,
  ...Object.fromEntries(TECHNICAL_FIELD_NAMES.map((field) => [field, null])),
  availability: null,
  crossReferences: [],
};

export const recordFields = (record: InnerProductRecord): InnerProductWrite =>
  Object.fromEntries(FIELDS.map((field) => [field, record[field] ?? null])) as unknown as InnerProductWrite;

/** Groups records by a key; records without one are left out. */
const groupBy = <T>(records: readonly T[], keyOf: (record: T) => string | undefined): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const key = keyOf(record);
    if (key !== undefined) groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  return groups;
};

/** The catalogue as loaded, indexed the ways rows look things up. */
interface CatalogueIndex {
  productsByCode: Map<string, InnerProductRecord[]>;
  productsByPath: Map<string, InnerProductRecord>;
  outersByPath: Map<string, OuterProductRecord>;
  outersByName: Map<string, OuterProductRecord[]>;
  fileIdByUrl: Map<string, number>;
}

const indexCatalogue = (catalogue: CatalogueSnapshot): CatalogueIndex => ({
  productsByCode: groupBy(catalogue.products, (product) => normalisedCode(product.productSeries) || undefined),
  productsByPath: new Map(catalogue.products.map((product) => [product.namePath, product])),
  outersByPath: new Map(catalogue.outers.map((outer) => [outer.namePath, outer])),
  outersByName: groupBy(catalogue.outers, (outer) => looseName(outer.name)),
  fileIdByUrl: new Map([...catalogue.files.values()].map((file) => [file.urlPath, file.id])),
});

/** Where each catalogue column the file has sits in its rows. */
const columnPositions = (columns: ColumnPlan): Map<CatalogueColumn, number> => {
  const positions = new Map<CatalogueColumn, number>();
  columns.forEach((column, at) => column && positions.set(column, at));
  return positions;
};

type OuterChoice = { outer: OuterProductRecord } | { newOuter: string } | { error: string };

/**
 * The outer product a row's label names: by its path, else by its name when one outer product has it, else
 * (when the import may create them) a new one, kept in `newOuters` under its loose name.
 */
const outerFinder =
  (index: CatalogueIndex, newOuters: Map<string, NewOuter>, createOuterProducts: boolean) =>
  (label: string): OuterChoice => {
    const byItsPath = index.outersByPath.get(label);
    if (byItsPath) return { outer: byItsPath };
    const sameName = index.outersByName.get(looseName(label)) ?? [];
    if (sameName.length === 1) return { outer: sameName[0]! };
    if (sameName.length > 1) {
      return { error: `Có ${sameName.length} danh mục tên “${label}”: ghi đường dẫn của danh mục thay cho tên` };
    }
    if (!createOuterProducts) return { error: `Danh mục “${label}” không tồn tại` };
    const key = looseName(label);
    if (!newOuters.has(key)) newOuters.set(key, { name: label, namePath: toPathSlug(label) });
    return { newOuter: key };
  };

/** The file id of an image cell's URL, or the reason it names none. */
const imageFinder =
  (index: CatalogueIndex) =>
  (url: string): number | string => {
    const path = uploadPath(url);
    if (path === undefined) return `“${url}” không phải ảnh đã tải lên trang (chỉ nhận đường dẫn /static/…)`;
    return index.fileIdByUrl.get(path) ?? `Ảnh “${url}” chưa có trong danh mục sản phẩm: hãy tải ảnh lên trước`;
  };

/** What the rows of a plan share: the catalogue, the outer products and images rows name, what rows took. */
interface Planning {
  index: CatalogueIndex;
  newOuters: Map<string, NewOuter>;
  findOuter: (label: string) => OuterChoice;
  imageOf: (url: string) => number | string;
  cleanRichHtml: (field: string, html: string) => string;
  /** The row that took each existing product (by id), each new product (by brand and code), each path. */
  rowOfProduct: Map<number, number>;
  rowOfNewProduct: Map<string, number>;
  rowOfPath: Map<string, number>;
}

/**
 * A new outer product takes the first main image a row naming it gives, whichever row that is: read before the
 * rows are planned, so a row naming the outer product above the row with its image is not rejected for it.
 */
const takeNewOuterImages = (table: SheetTable, positions: Map<CatalogueColumn, number>, planning: Planning) => {
  const outerAt = positions.get('outerProduct');
  const imageAt = positions.get('image');
  if (outerAt === undefined || imageAt === undefined) return;
  for (const cells of table.rows) {
    const label = cells[outerAt]!.trim();
    const image = imageUrlsIn(cells[imageAt]!);
    if (!label || image.length !== 1) continue;
    const choice = planning.findOuter(label);
    const id = planning.imageOf(image[0]!);
    if ('newOuter' in choice && typeof id === 'number') planning.newOuters.get(choice.newOuter)!.imageId ??= id;
  }
};

/** A row being planned: its cells by column, and what is found wrong with it or worth saying so far. */
interface SheetRow {
  /** The row's number in the file (the header is row 1). */
  number: number;
  cells: readonly string[];
  cell: (column: CatalogueColumn) => string | undefined;
  code: string;
  brand: string;
  errors: { column: string; message: string }[];
  notes: string[];
  fail: (column: CatalogueColumn | undefined, message: string) => void;
  named: (column: CatalogueColumn) => string;
}

const readRow = (
  cells: readonly string[],
  number: number,
  positions: Map<CatalogueColumn, number>,
  named: (column: CatalogueColumn) => string,
): SheetRow => {
  const cell = (column: CatalogueColumn): string | undefined => {
    const at = positions.get(column);
    return at === undefined ? undefined : cells[at]!;
  };
  const errors: SheetRow['errors'] = [];
  return {
    number,
    cells,
    cell,
    code: cell('productSeries') ?? '',
    brand: cell('brand') ?? '',
    errors,
    notes: [],
    fail: (column, message) => errors.push({ column: column ? named(column) : WHOLE_ROW, message }),
    named,
  };
};

const rejected = (row: SheetRow): PlannedRow => ({
  result: {
    row: row.number,
    action: 'reject',
    name: row.cell('name') ?? '',
    code: row.code,
    brand: row.brand,
    errors: row.errors,
  },
});

const isBlank = (row: SheetRow, columns: ColumnPlan): boolean =>
  columns.every((column, at) => !column || row.cells[at]!.trim() === '');

/**
 * The product the row is about: by its code as search reads it and its brand (when the file has that column),
 * the path telling apart products that share both; a row whose code finds none, by its path.
 */
const findProduct = (row: SheetRow, index: CatalogueIndex): InnerProductRecord | undefined => {
  const codeKey = normalisedCode(row.code);
  const pathCell = row.cell('namePath')?.trim() ?? '';
  if (codeKey) {
    let candidates = index.productsByCode.get(codeKey) ?? [];
    if (row.cell('brand') !== undefined) {
      candidates = candidates.filter((product) => normalisedBrand(product.brand) === normalisedBrand(row.brand));
    }
    if (candidates.length > 1 && pathCell) {
      const onPath = candidates.filter((product) => product.namePath === pathCell);
      if (onPath.length === 1) candidates = onPath;
    }
    if (candidates.length > 1) {
      row.fail(
        'productSeries',
        `Có ${candidates.length} sản phẩm cùng mã “${row.code.trim()}”${row.cell('brand') !== undefined ? ' và thương hiệu' : ''}: ghi thêm đường dẫn để chỉ rõ sản phẩm`,
      );
      return undefined;
    }
    if (candidates[0]) return candidates[0];
  }
  return pathCell ? index.productsByPath.get(pathCell) : undefined;
};

/** One row per product: a product, or a new product's code and brand, that an earlier row took rejects this one. */
const claimProduct = (row: SheetRow, existing: InnerProductRecord | undefined, planning: Planning) => {
  const codeKey = normalisedCode(row.code);
  if (existing) {
    const earlier = planning.rowOfProduct.get(existing.id);
    if (earlier !== undefined) row.fail(codeKey ? 'productSeries' : 'namePath', `Trùng sản phẩm với dòng ${earlier}`);
    else planning.rowOfProduct.set(existing.id, row.number);
  } else if (codeKey) {
    const key = `${normalisedBrand(row.brand)}|${codeKey}`;
    const earlier = planning.rowOfNewProduct.get(key);
    if (earlier !== undefined) row.fail('productSeries', `Trùng mã và thương hiệu với dòng ${earlier}`);
    else planning.rowOfNewProduct.set(key, row.number);
  }
};

/** A status cell as staff write it: its label (`Có sẵn`, any case or accents) or its key (`in_stock`). */
const STATUS_BY_TEXT = new Map(
  AVAILABILITY_STATUSES.flatMap((status) => [
    [looseName(AVAILABILITY_LABEL[status]), status],
    [status, status],
  ]),
);

/** A day as a cell holds it: `2026-12-02` (also what a spreadsheet's date cell reads as) or `2/12/2026`. */
const dayOf = (text: string): string => {
  const vietnamese = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return vietnamese ? `${vietnamese[3]}-${vietnamese[2]!.padStart(2, '0')}-${vietnamese[1]!.padStart(2, '0')}` : text;
};

/**
 * The availability a row gives: none when both its cells are blank; a column the file lacks keeps what is stored.
 * A status without a day, or a day without a status, fails the row on the missing one; the schema checks the day.
 */
const rowAvailability = (row: SheetRow, stored: Availability | null): unknown => {
  const statusText = (row.cell('availabilityStatus') ?? (stored ? AVAILABILITY_LABEL[stored.status] : '')).trim();
  const day = (row.cell('availabilityCheckedAt') ?? stored?.checkedAt ?? '').trim();
  if (statusText === '' && day === '') return null;
  const status = STATUS_BY_TEXT.get(looseName(statusText));
  if (statusText === '') row.fail('availabilityStatus', messages.required);
  else if (!status) row.fail('availabilityStatus', AVAILABILITY_STATUS_MESSAGE);
  if (day === '') row.fail('availabilityCheckedAt', 'Ghi ngày kiểm tra hàng (YYYY-MM-DD)');
  return { status: status ?? AVAILABILITY_STATUSES[0], checkedAt: dayOf(day) };
};

/**
 * The product as the row would leave it, before its outer product, path and images: what is stored, with the
 * row's text, number and availability columns over it.
 */
const rowFields = (row: SheetRow, existing: InnerProductRecord | undefined): Record<string, unknown> => {
  const fields: Record<string, unknown> = { ...(existing ? recordFields(existing) : EMPTY_PRODUCT) };
  for (const column of TEXT_COLUMNS) {
    const value = row.cell(column);
    if (value !== undefined) fields[column] = value;
  }
  // The key found the product: another spelling of its code or brand (`6305 2RSR`, `ina`) keeps the stored one.
  if (existing && normalisedCode(row.code) === normalisedCode(existing.productSeries)) {
    fields.productSeries = existing.productSeries;
  }
  if (existing && row.cell('brand') !== undefined && normalisedBrand(row.brand) === normalisedBrand(existing.brand)) {
    fields.brand = existing.brand;
  }
  for (const column of NUMBER_COLUMNS) {
    const value = row.cell(column);
    // A cell as the export wrote the stored value is that value: 1.125 kg exported reads back, though typed anew
    // it would be refused as maybe 1125.
    if (value === undefined) continue;
    const stored = existing?.[column];
    fields[column] = stored != null && value.trim() === String(stored) ? stored : value;
  }
  if (row.cell('availabilityStatus') !== undefined || row.cell('availabilityCheckedAt') !== undefined) {
    fields.availability = rowAvailability(row, existing?.availability ?? null);
  }
  const referencesCell = row.cell('crossReferences');
  if (referencesCell !== undefined) {
    const references = crossReferencesIn(referencesCell);
    if (references) fields.crossReferences = references;
    else row.fail('crossReferences', 'Ghi mỗi mã tương đương là “Hãng: Mã”, ví dụ “SKF: 6205-2RS1”, mỗi mã một dòng');
  }
  return fields;
};

/**
 * Puts the row's outer product into its fields. Answers the new outer product the row names, if any, and the
 * image of its outer product, which a new product without a main image of its own takes.
 */
const resolveOuter = (
  row: SheetRow,
  existing: InnerProductRecord | undefined,
  fields: Record<string, unknown>,
  planning: Planning,
): { newOuter?: string; outerImageId?: number } => {
  const label = row.cell('outerProduct')?.trim() ?? '';
  if (!label) {
    if (!existing) row.fail('outerProduct', messages.required);
    return {};
  }
  const choice = planning.findOuter(label);
  if ('error' in choice) {
    row.fail('outerProduct', choice.error);
    return {};
  }
  if ('outer' in choice) {
    fields.outerProductId = choice.outer.id;
    return { outerImageId: choice.outer.imageId };
  }
  const created = planning.newOuters.get(choice.newOuter)!;
  if (created.imageId === undefined) {
    row.fail('outerProduct', `Danh mục mới “${label}” cần ảnh: ghi ảnh đại diện ở ít nhất một dòng của nó`);
  } else if (planning.index.outersByPath.has(created.namePath)) {
    row.fail('outerProduct', `Đường dẫn “${created.namePath}” của danh mục mới đã có danh mục khác dùng`);
  } else {
    // Any positive id passes the schema; the real one is known once the outer product is created.
    fields.outerProductId = 1;
    row.notes.push(`Tạo danh mục mới “${created.name}”`);
    return { newOuter: choice.newOuter, outerImageId: created.imageId };
  }
  return { newOuter: choice.newOuter };
};

/** Puts the row's path into its fields; a new product without one gets one made from its name (answers whether). */
const resolvePath = (row: SheetRow, existing: InnerProductRecord | undefined, fields: Record<string, unknown>) => {
  if (row.cell('namePath')?.trim()) fields.namePath = row.cell('namePath');
  else if (!existing) {
    fields.namePath = toPathSlug(String(fields.name));
    return true;
  }
  return false;
};

/** Puts the row's images into its fields; a new product without a main image takes its outer product's. */
const resolveImages = (
  row: SheetRow,
  existing: InnerProductRecord | undefined,
  fields: Record<string, unknown>,
  outerImageId: number | undefined,
  imageOf: Planning['imageOf'],
) => {
  const imageCell = row.cell('image');
  const mainImages = imageCell === undefined ? [] : imageUrlsIn(imageCell);
  if (mainImages.length > 1) row.fail('image', 'Chỉ một ảnh đại diện');
  else if (mainImages.length === 1) {
    const id = imageOf(mainImages[0]!);
    if (typeof id === 'number') fields.imageId = id;
    else row.fail('image', id);
  } else if (!existing && outerImageId !== undefined) {
    fields.imageId = outerImageId;
    row.notes.push('Dùng ảnh của danh mục làm ảnh đại diện');
  }
  const imagesCell = row.cell('images');
  if (imagesCell !== undefined) {
    const ids: number[] = [];
    for (const url of imageUrlsIn(imagesCell)) {
      const id = imageOf(url);
      if (typeof id === 'number') ids.push(id);
      else row.fail('images', id);
    }
    fields.imageIds = ids;
  }
};

/** The fields checked as the API checks a save: the input to write, or undefined when the row has any error. */
const checkFields = (
  row: SheetRow,
  fields: Record<string, unknown>,
  generatedPath: boolean,
): InnerProductWrite | undefined => {
  const parsed = innerProductInput.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof InnerProductInput;
      const column =
        field === 'availability' && issue.path[1] === 'checkedAt' ? 'availabilityCheckedAt' : FIELD_COLUMNS[field];
      // What was said above in its own words (a missing image or category), or follows from it (no category,
      // so no image to take; no name, so no path made from it), is not said again.
      if (row.errors.some((error) => error.column === row.named(column))) continue;
      if (field === 'namePath' && generatedPath && String(fields.name).trim() === '') continue;
      if (field === 'imageId' && fields.imageId === 0) {
        if (!row.errors.some((error) => error.column === row.named('outerProduct')))
          row.fail(column, messages.required);
        continue;
      }
      row.fail(column, issue.message);
    }
  }
  return parsed.success && row.errors.length === 0 ? parsed.data : undefined;
};

/** The description as it would be stored (sanitised), for comparing; one the sanitiser refuses fails the row. */
const cleanDescription = (row: SheetRow, input: InnerProductWrite, planning: Planning): string => {
  try {
    return planning.cleanRichHtml('description', input.description);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    row.fail('description', error.fields?.description ?? error.message);
    return input.description;
  }
};

/** A path is one product's: another product's, or an earlier row's, rejects the row. */
const claimPath = (
  row: SheetRow,
  input: InnerProductWrite,
  existing: InnerProductRecord | undefined,
  generatedPath: boolean,
  planning: Planning,
) => {
  const owner = planning.index.productsByPath.get(input.namePath);
  if (owner && owner.id !== existing?.id) {
    row.fail(
      'namePath',
      generatedPath
        ? `Đường dẫn “${input.namePath}” (tạo từ tên) đã có sản phẩm khác dùng: ghi đường dẫn khác`
        : messages.pathTaken,
    );
  }
  const earlier = planning.rowOfPath.get(input.namePath);
  if (earlier !== undefined) row.fail('namePath', `Trùng đường dẫn với dòng ${earlier}`);
  else planning.rowOfPath.set(input.namePath, row.number);
};

/** The headers of the columns whose stored value the row changes (a new outer product always changes it). */
const changedColumns = (
  row: SheetRow,
  stored: InnerProductWrite,
  existing: InnerProductRecord,
  newOuter: string | undefined,
): string[] => [
  ...new Set(
    FIELDS.filter((field) => field !== 'outerProductId' || !newOuter)
      .filter((field) => !sameStoredValue(stored[field], existing[field]))
      .map((field) => row.named(FIELD_COLUMNS[field])),
  ),
  ...(newOuter ? [row.named('outerProduct')] : []),
];

/** What a checked row does: create a product, update the one it found, or nothing (it would store what is). */
const decideWrite = (
  row: SheetRow,
  input: InnerProductWrite,
  description: string,
  existing: InnerProductRecord | undefined,
  newOuter: string | undefined,
): PlannedRow => {
  const result = (action: ImportRowResult['action']): ImportRowResult => ({
    row: row.number,
    action,
    name: input.name,
    code: input.productSeries,
    brand: input.brand,
    notes: row.notes,
  });
  if (!existing) return { result: result('create'), input, newOuter };
  const changed = changedColumns(row, { ...input, description, ...storedDimensions(input) }, existing, newOuter);
  return {
    result: {
      ...result(changed.length > 0 ? 'update' : 'unchanged'),
      productId: existing.id,
      ...(changed.length > 0 ? { changed } : {}),
    },
    input,
    before: existing,
    newOuter,
  };
};

/** One row's plan: the product it is about, the product as it would leave it, and whether that can be written. */
const planRow = (row: SheetRow, columns: ColumnPlan, planning: Planning): PlannedRow => {
  if (isBlank(row, columns)) {
    row.fail(undefined, 'Dòng trống');
    return rejected(row);
  }
  const existing = findProduct(row, planning.index);
  claimProduct(row, existing, planning);
  const fields = rowFields(row, existing);
  const { newOuter, outerImageId } = resolveOuter(row, existing, fields, planning);
  const generatedPath = resolvePath(row, existing, fields);
  resolveImages(row, existing, fields, outerImageId, planning.imageOf);
  const input = checkFields(row, fields, generatedPath);
  if (!input) return rejected(row);
  const description = cleanDescription(row, input, planning);
  claimPath(row, input, existing, generatedPath, planning);
  if (row.errors.length > 0) return rejected(row);
  return decideWrite(row, input, description, existing, newOuter);
};

/** Reads every row of a file into its plan, against the catalogue as loaded. Writes nothing. */
export const planImport = async (
  table: SheetTable,
  columns: ColumnPlan,
  options: Pick<ImportOptions, 'createOuterProducts'>,
  catalogue: CatalogueSnapshot,
  onProgress: (rowsRead: number) => Promise<void> = async () => undefined,
): Promise<ImportPlan> => {
  const { cleanRichHtml } = await import('../rules/rich-text');
  const index = indexCatalogue(catalogue);
  const newOuters = new Map<string, NewOuter>();
  const planning: Planning = {
    index,
    newOuters,
    findOuter: outerFinder(index, newOuters, options.createOuterProducts),
    imageOf: imageFinder(index),
    cleanRichHtml,
    rowOfProduct: new Map(),
    rowOfNewProduct: new Map(),
    rowOfPath: new Map(),
  };
  const positions = columnPositions(columns);
  const { named } = headerNames(table, columns);
  if (options.createOuterProducts) takeNewOuterImages(table, positions, planning);

  const rows: PlannedRow[] = [];
  for (const [at, cells] of table.rows.entries()) {
    const planned = planRow(readRow(cells, at + 2, positions, named), columns, planning);
    rows.push(planned);
    if (planned.result.action !== 'reject' && rows.length % 500 === 0) await onProgress(rows.length);
  }
  return { rows, newOuters };
};

/** The header the file gives a column, for messages; the export's header for a column the file lacks. */
export const headerNames = (table: SheetTable, columns: ColumnPlan) => {
  const index = new Map<CatalogueColumn, number>();
  columns.forEach((column, at) => column && index.set(column, at));
  return {
    named: (column: CatalogueColumn): string => {
      const at = index.get(column);
      return at === undefined ? columnHeader(column) : headerName(table.headers, at);
    },
  };
};
