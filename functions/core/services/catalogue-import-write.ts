import type { CatalogueColumn } from '#contract/catalogue-import';
import type { InnerProductInput } from '#contract/inner-product';
import { PRODUCT_TYPE } from '#contract/site-addresses';
import { actingStaff } from '../acting-staff';
import { HttpError } from '../errors';
import { innerProductRecords } from '../repositories/inner-product-repository';
import {
  FIELD_COLUMNS,
  type ImportOptions,
  type ImportPlan,
  type PlannedRow,
  recordFields,
  WHOLE_ROW,
} from './catalogue-import';
import { createInnerProduct, deleteInnerProduct, importInnerProducts, updateInnerProduct } from './inner-products';
import { createOuterProduct, deleteOuterProduct } from './outer-products';
import { saverOf } from './revision-log';

// Writing a catalogue import's plan (catalogue-import.ts makes it): new outer products first, then new products
// in batches, then updates, each through the API's own use cases; a row that cannot be written is rejected with
// its reason, and an all-or-nothing import takes back what it wrote.

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
