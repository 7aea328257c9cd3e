import { columnHeader, type CatalogueColumn, type ImportRowResult } from '#contract/catalogue-import';
import { innerProductInput, type InnerProductInput, type InnerProductRecord } from '#contract/inner-product';
import { messages } from '#contract/messages';
import type { OuterProductRecord } from '#contract/outer-product';
import { PRODUCT_TYPE } from '#contract/site-addresses';
import { toPathSlug } from '#contract/text';
import { actingStaff } from '../acting-staff';
import { HttpError } from '../errors';
import { innerProductRecords } from '../repositories/inner-product-repository';
import {
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
import {
  createInnerProduct,
  deleteInnerProduct,
  importInnerProducts,
  type InnerProductWrite,
  updateInnerProduct,
} from './inner-products';
import { createOuterProduct, deleteOuterProduct } from './outer-products';
import { saverOf } from './revision-log';

// A catalogue import, row by row: what each row would do (plan), then, unless it is a dry run, doing it through
// the same use cases as the API (importInnerProducts, updateInnerProduct, createOuterProduct), so every rule of a
// save holds for an imported one and whatever else a save does (search index, counts, list versions, the pages
// the stream publishes) happens too.
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
const FIELD_COLUMNS: Record<keyof InnerProductInput, CatalogueColumn> = {
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
};
const FIELDS = Object.keys(FIELD_COLUMNS) as (keyof InnerProductInput)[];

const TEXT_COLUMNS = ['name', 'shortDescription', 'description', 'videos', 'brand', 'madeIn', 'productSeries'] as const;
const DIMENSION_COLUMNS = ['boreMm', 'outerDiameterMm', 'widthMm'] as const;

/** A whole row's problem (a blank row), where no one column is at fault. */
const WHOLE_ROW = '(cả dòng)';

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
};

const recordFields = (record: InnerProductRecord): InnerProductWrite =>
  Object.fromEntries(FIELDS.map((field) => [field, record[field] ?? null])) as unknown as InnerProductWrite;

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Groups records by a key; records without one are left out. */
const groupBy = <T>(records: readonly T[], keyOf: (record: T) => string | undefined): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const key = keyOf(record);
    if (key !== undefined) groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  return groups;
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
  const byCode = groupBy(catalogue.products, (product) => normalisedCode(product.productSeries) || undefined);
  const byPath = new Map(catalogue.products.map((product) => [product.namePath, product]));
  const outersByPath = new Map(catalogue.outers.map((outer) => [outer.namePath, outer]));
  const outersByName = groupBy(catalogue.outers, (outer) => looseName(outer.name));
  const outerPaths = new Set(catalogue.outers.map((outer) => outer.namePath));
  const fileIdByUrl = new Map([...catalogue.files.values()].map((file) => [file.urlPath, file.id]));

  const columnIndex = new Map<CatalogueColumn, number>();
  columns.forEach((column, index) => column && columnIndex.set(column, index));
  const { named } = headerNames(table, columns);

  const newOuters = new Map<string, NewOuter>();
  const productRow = new Map<number, number>();
  const newProductRow = new Map<string, number>();
  const pathRow = new Map<string, number>();

  type OuterChoice = { outer: OuterProductRecord } | { newOuter: string } | { error: string };
  const findOuter = (label: string): OuterChoice => {
    const byItsPath = outersByPath.get(label);
    if (byItsPath) return { outer: byItsPath };
    const sameName = outersByName.get(looseName(label)) ?? [];
    if (sameName.length === 1) return { outer: sameName[0]! };
    if (sameName.length > 1) {
      return { error: `Có ${sameName.length} danh mục tên “${label}”: ghi đường dẫn của danh mục thay cho tên` };
    }
    if (!options.createOuterProducts) return { error: `Danh mục “${label}” không tồn tại` };
    const key = looseName(label);
    if (!newOuters.has(key)) newOuters.set(key, { name: label, namePath: toPathSlug(label) });
    return { newOuter: key };
  };

  /** The file id of an image cell's URL, or the reason it names none. */
  const imageOf = (url: string): number | string => {
    const path = uploadPath(url);
    if (path === undefined) return `“${url}” không phải ảnh đã tải lên trang (chỉ nhận đường dẫn /static/…)`;
    return fileIdByUrl.get(path) ?? `Ảnh “${url}” chưa có trong danh mục sản phẩm: hãy tải ảnh lên trước`;
  };

  // A new outer product takes the first main image a row naming it gives.
  if (options.createOuterProducts && columnIndex.has('outerProduct') && columnIndex.has('image')) {
    for (const cells of table.rows) {
      const label = cells[columnIndex.get('outerProduct')!]!.trim();
      const image = imageUrlsIn(cells[columnIndex.get('image')!]!);
      if (!label || image.length !== 1) continue;
      const choice = findOuter(label);
      const id = imageOf(image[0]!);
      if ('newOuter' in choice && typeof id === 'number') newOuters.get(choice.newOuter)!.imageId ??= id;
    }
  }

  const rows: PlannedRow[] = [];
  for (const [index, cells] of table.rows.entries()) {
    const row = index + 2;
    const cell = (column: CatalogueColumn): string | undefined => {
      const at = columnIndex.get(column);
      return at === undefined ? undefined : cells[at]!;
    };
    const errors: { column: string; message: string }[] = [];
    const notes: string[] = [];
    const fail = (column: CatalogueColumn | undefined, message: string) =>
      errors.push({ column: column ? named(column) : WHOLE_ROW, message });
    const code = cell('productSeries') ?? '';
    const brand = cell('brand') ?? '';
    const result: ImportRowResult = { row, action: 'reject', name: cell('name') ?? '', code, brand };
    const reject = (): void => {
      rows.push({ result: { ...result, errors } });
    };

    if (columns.every((column, at) => !column || cells[at]!.trim() === '')) {
      fail(undefined, 'Dòng trống');
      reject();
      continue;
    }

    // The product the row is about.
    let existing: InnerProductRecord | undefined;
    const codeKey = normalisedCode(code);
    const pathCell = cell('namePath')?.trim() ?? '';
    if (codeKey) {
      let candidates = byCode.get(codeKey) ?? [];
      if (cell('brand') !== undefined) {
        candidates = candidates.filter((product) => normalisedBrand(product.brand) === normalisedBrand(brand));
      }
      if (candidates.length > 1 && pathCell) {
        const onPath = candidates.filter((product) => product.namePath === pathCell);
        if (onPath.length === 1) candidates = onPath;
      }
      if (candidates.length > 1) {
        fail(
          'productSeries',
          `Có ${candidates.length} sản phẩm cùng mã “${code.trim()}”${cell('brand') !== undefined ? ' và thương hiệu' : ''}: ghi thêm đường dẫn để chỉ rõ sản phẩm`,
        );
      } else existing = candidates[0];
    }
    if (!existing && errors.length === 0 && pathCell) existing = byPath.get(pathCell);

    if (existing) {
      const earlier = productRow.get(existing.id);
      if (earlier !== undefined) fail(codeKey ? 'productSeries' : 'namePath', `Trùng sản phẩm với dòng ${earlier}`);
      else productRow.set(existing.id, row);
    } else if (codeKey) {
      const key = `${normalisedBrand(brand)}|${codeKey}`;
      const earlier = newProductRow.get(key);
      if (earlier !== undefined) fail('productSeries', `Trùng mã và thương hiệu với dòng ${earlier}`);
      else newProductRow.set(key, row);
    }

    // The product as the row would leave it: what is stored, with the row's columns over it.
    const raw: Record<string, unknown> = { ...(existing ? recordFields(existing) : EMPTY_PRODUCT) };
    for (const column of TEXT_COLUMNS) {
      const value = cell(column);
      if (value !== undefined) raw[column] = value;
    }
    // The key found the product: another spelling of its code or brand (`6305 2RSR`, `ina`) keeps the stored one.
    if (existing && normalisedCode(code) === normalisedCode(existing.productSeries)) {
      raw.productSeries = existing.productSeries;
    }
    if (existing && cell('brand') !== undefined && normalisedBrand(brand) === normalisedBrand(existing.brand)) {
      raw.brand = existing.brand;
    }
    for (const column of DIMENSION_COLUMNS) {
      const value = cell(column);
      if (value !== undefined) raw[column] = value;
    }

    let newOuter: string | undefined;
    const outerLabel = cell('outerProduct')?.trim() ?? '';
    let outerImageId: number | undefined;
    if (outerLabel) {
      const choice = findOuter(outerLabel);
      if ('error' in choice) fail('outerProduct', choice.error);
      else if ('outer' in choice) {
        raw.outerProductId = choice.outer.id;
        outerImageId = choice.outer.imageId;
      } else {
        newOuter = choice.newOuter;
        const created = newOuters.get(newOuter)!;
        if (created.imageId === undefined) {
          fail('outerProduct', `Danh mục mới “${outerLabel}” cần ảnh: ghi ảnh đại diện ở ít nhất một dòng của nó`);
        } else if (outerPaths.has(created.namePath)) {
          fail('outerProduct', `Đường dẫn “${created.namePath}” của danh mục mới đã có danh mục khác dùng`);
        } else {
          // Any positive id passes the schema; the real one is known once the outer product is created.
          raw.outerProductId = 1;
          outerImageId = created.imageId;
          notes.push(`Tạo danh mục mới “${created.name}”`);
        }
      }
    } else if (!existing) fail('outerProduct', messages.required);

    let generatedPath = false;
    if (pathCell) raw.namePath = cell('namePath');
    else if (!existing) {
      raw.namePath = toPathSlug(String(raw.name));
      generatedPath = true;
    }

    const imageCell = cell('image');
    const mainImages = imageCell === undefined ? [] : imageUrlsIn(imageCell);
    if (mainImages.length > 1) fail('image', 'Chỉ một ảnh đại diện');
    else if (mainImages.length === 1) {
      const id = imageOf(mainImages[0]!);
      if (typeof id === 'number') raw.imageId = id;
      else fail('image', id);
    } else if (!existing && outerImageId !== undefined) {
      raw.imageId = outerImageId;
      notes.push('Dùng ảnh của danh mục làm ảnh đại diện');
    }
    const imagesCell = cell('images');
    if (imagesCell !== undefined) {
      const ids: number[] = [];
      for (const url of imageUrlsIn(imagesCell)) {
        const id = imageOf(url);
        if (typeof id === 'number') ids.push(id);
        else fail('images', id);
      }
      raw.imageIds = ids;
    }

    const parsed = innerProductInput.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof InnerProductInput;
        const column = FIELD_COLUMNS[field];
        // What was said above in its own words (a missing image or category), or follows from it (no category,
        // so no image to take; no name, so no path made from it), is not said again.
        if (errors.some((error) => error.column === named(column))) continue;
        if (field === 'namePath' && generatedPath && String(raw.name).trim() === '') continue;
        if (field === 'imageId' && raw.imageId === 0) {
          if (!errors.some((error) => error.column === named('outerProduct'))) fail(column, messages.required);
          continue;
        }
        fail(column, issue.message);
      }
    }
    if (errors.length > 0 || !parsed.success) {
      reject();
      continue;
    }
    const input: InnerProductWrite = parsed.data;
    let description = input.description;
    try {
      description = cleanRichHtml('description', input.description);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      fail('description', error.fields?.description ?? error.message);
    }

    const owner = byPath.get(input.namePath);
    if (owner && owner.id !== existing?.id) {
      fail(
        'namePath',
        generatedPath
          ? `Đường dẫn “${input.namePath}” (tạo từ tên) đã có sản phẩm khác dùng: ghi đường dẫn khác`
          : messages.pathTaken,
      );
    }
    const pathEarlier = pathRow.get(input.namePath);
    if (pathEarlier !== undefined) fail('namePath', `Trùng đường dẫn với dòng ${pathEarlier}`);
    else pathRow.set(input.namePath, row);
    if (errors.length > 0) {
      reject();
      continue;
    }

    const planned = { ...result, name: input.name, code: input.productSeries, brand: input.brand, notes };
    if (!existing) {
      rows.push({ result: { ...planned, action: 'create' }, input, newOuter });
    } else {
      const stored = { ...input, description, ...storedDimensions(input) };
      const changed = [
        ...new Set(
          FIELDS.filter((field) => field !== 'outerProductId' || !newOuter)
            .filter((field) => !sameValue(stored[field], existing[field]))
            .map((field) => named(FIELD_COLUMNS[field])),
        ),
        ...(newOuter ? [named('outerProduct')] : []),
      ];
      rows.push({
        result: {
          ...planned,
          productId: existing.id,
          action: changed.length > 0 ? 'update' : 'unchanged',
          ...(changed.length > 0 ? { changed } : {}),
        },
        input,
        before: existing,
        newOuter,
      });
    }
    if (rows.length % 500 === 0) await onProgress(rows.length);
  }
  return { rows, newOuters };
};

// ---- writing ----

/** How many new products go to importInnerProducts at once: one of its transactions. */
const CREATE_BATCH = 16;
/** Updates in flight: different products, so they meet only on shared index and version items, and retry there. */
const UPDATE_CONCURRENCY = 4;

/** A failed write as the row's reason: the column its field names, the service's Vietnamese message. */
const writeErrors = (
  error: unknown,
  named: (column: CatalogueColumn) => string,
): { column: string; message: string }[] => {
  if (!(error instanceof HttpError))
    return [{ column: WHOLE_ROW, message: 'Không ghi được (lỗi hệ thống): hãy nhập lại' }];
  if (error.code === 'STALE') {
    return [{ column: WHOLE_ROW, message: 'Sản phẩm vừa được sửa ở nơi khác: hãy xuất lại danh mục rồi nhập lại' }];
  }
  const fields = Object.entries(error.fields ?? {});
  if (fields.length === 0) return [{ column: WHOLE_ROW, message: error.message }];
  return fields.map(([field, message]) => {
    const column = FIELD_COLUMNS[field as keyof InnerProductInput];
    return { column: column ? named(column) : WHOLE_ROW, message };
  });
};

export interface WriteOutcome {
  /** Whether the plan's writes stand (false after an all-or-nothing import took back what it wrote). */
  written: boolean;
  message?: string;
}

/**
 * Writes a plan's create and update rows; each row that cannot be written becomes a rejected row with its reason.
 * With `allOrNothing`, the first such row takes back everything this import wrote (products created are deleted,
 * products updated get their loaded fields back, outer products created are deleted).
 */
export const writePlan = async (
  plan: ImportPlan,
  options: Pick<ImportOptions, 'allOrNothing'>,
  headers: { named: (column: CatalogueColumn) => string },
  onProgress: (rowsWritten: number) => Promise<void>,
): Promise<WriteOutcome> => {
  const toWrite = plan.rows.filter((row) => row.result.action === 'create' || row.result.action === 'update');
  const createdOuters: number[] = [];
  const created: PlannedRow[] = [];
  const updated: { row: PlannedRow; updatedAt: string }[] = [];
  let failure: PlannedRow | undefined;
  let done = 0;

  const rejectRow = (row: PlannedRow, error: unknown) => {
    row.result = { ...row.result, action: 'reject', errors: writeErrors(error, headers.named) };
    delete row.result.changed;
    failure ??= row;
  };
  const stop = () => options.allOrNothing && failure !== undefined;

  for (const outer of plan.newOuters.values()) {
    const rows = toWrite.filter((row) => row.newOuter !== undefined && plan.newOuters.get(row.newOuter) === outer);
    if (rows.length === 0 || stop()) continue;
    try {
      const record = await createOuterProduct({
        name: outer.name,
        namePath: outer.namePath,
        summaryDetail: outer.name,
        productType: PRODUCT_TYPE.product,
        imageId: outer.imageId!,
      });
      outer.id = record.id;
      createdOuters.push(record.id);
      for (const row of rows) row.input!.outerProductId = record.id;
    } catch (error) {
      for (const row of rows) rejectRow(row, error);
    }
  }

  const creates = toWrite.filter((row) => row.result.action === 'create');
  for (let start = 0; start < creates.length && !stop(); start += CREATE_BATCH) {
    const batch = creates.slice(start, start + CREATE_BATCH);
    const now = new Date();
    try {
      const ids = await importInnerProducts(
        batch.map((row) => row.input!),
        now,
      );
      batch.forEach((row, index) => {
        row.result.productId = ids[index];
        created.push(row);
      });
    } catch {
      // One row spoilt its batch (a path taken since the plan, an image deleted): each row on its own, so only
      // that one is rejected. A batch may span transactions, so rows already stored are recognised first.
      for (const row of batch) {
        if (stop()) break;
        const id = await innerProductRecords.findIdByPath(row.input!.namePath);
        const stored = id === undefined ? undefined : await innerProductRecords.get(id);
        if (stored && stored.createdAt === now.toISOString()) {
          row.result.productId = stored.id;
          created.push(row);
          continue;
        }
        try {
          row.result.productId = (await createInnerProduct(row.input!)).id;
          created.push(row);
        } catch (error) {
          rejectRow(row, error);
        }
      }
    }
    done += batch.length;
    await onProgress(done);
  }

  // The job runs as the account that started it (import-jobs.ts): its revisions name that account.
  const saver = saverOf(actingStaff());
  const updates = toWrite.filter((row) => row.result.action === 'update');
  let next = 0;
  const worker = async () => {
    while (next < updates.length && !stop()) {
      const row = updates[next++]!;
      try {
        const saved = await updateInnerProduct(
          row.before!.id,
          { ...row.input!, updatedAt: row.before!.updatedAt },
          saver,
        );
        updated.push({ row, updatedAt: saved.updatedAt });
      } catch (error) {
        rejectRow(row, error);
      }
      done += 1;
      if (done % 50 === 0) await onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: UPDATE_CONCURRENCY }, worker));
  await onProgress(done);

  if (!stop()) return { written: true };

  // All or nothing, and a row could not be written: take back what was.
  const undoErrors: unknown[] = [];
  const undo = async (step: () => Promise<unknown>) => step().catch((error: unknown) => undoErrors.push(error));
  for (const row of created) await undo(() => deleteInnerProduct(row.result.productId!, saver));
  for (const { row, updatedAt } of updated) {
    await undo(() => updateInnerProduct(row.before!.id, { ...recordFields(row.before!), updatedAt }, saver));
  }
  for (const id of createdOuters) await undo(() => deleteOuterProduct(id, saver));
  const row = failure!.result.row;
  return {
    written: false,
    message:
      undoErrors.length === 0
        ? `Không nhập gì: dòng ${row} không ghi được; những dòng đã ghi trước đó đã được hoàn lại`
        : `Dòng ${row} không ghi được và ${undoErrors.length} thay đổi không hoàn lại được: hãy xuất danh mục để kiểm tra`,
  };
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
