import { randomUUID } from 'node:crypto';
import {
  MAX_IMPORT_FILE_BYTES,
  importFileExtension,
  type ColumnMapping,
  type ImportJob,
  type ImportRowError,
  type ImportUpload,
} from '#contract/catalogue-import';
import { notFound, tooLarge, validationError } from '../errors';
import { actAs } from '../acting-staff';
import { createLogger, type Logger } from '../logger';
import {
  claimImportJob,
  getImportJob,
  putImportJob,
  putImportResults,
  updateImportJob,
  type StoredImportJob,
} from '../repositories/import-job-repository';
import {
  getImportFile,
  importFileSize,
  isImportFileKey,
  newImportFileKey,
  signImportUpload,
} from '../repositories/import-file-repository';
import { planColumns, type ColumnPlan } from '../rules/catalogue-sheet';
import { notSpreadsheet, readSpreadsheet } from '../rules/spreadsheet';
import { headerNames, planImport, type ImportOptions } from './catalogue-import';
import { writePlan } from './catalogue-import-write';
import { CONTENT_TYPES, loadCatalogue } from './catalogue-sheet';
import { dispatchImportJob } from './import-dispatch';
import { cleanFileName } from './store-image';

// Catalogue imports as jobs. Staff's browser first uploads the file to the files bucket with a URL signed here (a
// Lambda request could carry only about 4.4 MB of it); the import's request then names the upload, which is read far
// enough to refuse it at once (not a spreadsheet, too large, too many rows, columns nobody can tell), records the job
// and hands it on (import-dispatch.ts): 202 with the job's id. The worker then plans every row, writes the plan
// unless it is a dry run, and records progress as it goes and each row's result at the end; the status route reads
// them back.

/** A running job whose worker has said nothing for this long has stopped (its function timed out or crashed). */
export const STALLED_AFTER_MS = 5 * 60 * 1000;
/** How much of the progress bar reading and planning take; writing takes the rest. */
const PLANNED_PERCENT = 30;

/** How long an upload's signed URL works: time to send 10 MiB over a slow line, not to keep the URL. */
export const UPLOAD_URL_SECONDS = 15 * 60;

const UPLOAD_CONTENT_TYPES = {
  xlsx: CONTENT_TYPES.xlsx,
  csv: 'text/csv',
} as const;

/**
 * Where the browser PUTs a file it is about to import: a fresh key under imports/, signed for the size declared
 * (the bucket refuses any other). A file an import cannot read is refused here, before a byte is sent.
 */
export const startImportUpload = async (
  file: { fileName: string; size: number },
  now = new Date(),
): Promise<ImportUpload> => {
  const extension = importFileExtension(file.fileName);
  if (!extension) throw notSpreadsheet();
  if (file.size > MAX_IMPORT_FILE_BYTES) throw tooLarge();
  const key = newImportFileKey(extension);
  const contentType = UPLOAD_CONTENT_TYPES[extension];
  return {
    upload: key,
    url: await signImportUpload(key, file.size, contentType, UPLOAD_URL_SECONDS),
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    expiresAt: new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
};

export interface ImportRequest {
  /** The key startImportUpload answered, its file uploaded. */
  upload: string;
  fileName?: string;
  options: ImportOptions;
  mapping: ColumnMapping;
  username: string;
}

/**
 * The bytes of an upload an import names: one of the keys startImportUpload makes (nothing else of the bucket can be
 * named), there, and no larger than an import takes, by the bucket's own count (never the client's).
 */
const readUpload = async (key: string): Promise<Uint8Array> => {
  if (!isImportFileKey(key)) throw validationError({ upload: 'Tệp tải lên không hợp lệ: hãy chọn lại tệp' });
  const size = await importFileSize(key);
  if (size === undefined) {
    throw validationError({ upload: 'Không tìm thấy tệp đã tải lên (có thể đã quá hạn): hãy chọn lại tệp' });
  }
  if (size > MAX_IMPORT_FILE_BYTES) throw tooLarge();
  const bytes = await getImportFile(key);
  if (bytes.length > MAX_IMPORT_FILE_BYTES) throw tooLarge();
  return bytes;
};

/** Checks an uploaded file and starts its import; answers the job's id. Nothing of the catalogue is written here. */
export const startImport = async (request: ImportRequest, now = new Date()): Promise<{ jobId: string }> => {
  const table = await readSpreadsheet(await readUpload(request.upload));
  const columns = planColumns(table.headers, table.rows, request.mapping);
  if (table.rows.length === 0) throw validationError({ file: 'Tệp không có dòng nào dưới dòng tiêu đề' });
  const jobId = randomUUID();
  // Every job of an upload (its dry run, then the import) reads the same file.
  const fileKey = request.upload;
  const at = now.toISOString();
  await putImportJob({
    jobId,
    state: 'running',
    progress: 0,
    ...request.options,
    fileName: cleanFileName(request.fileName || `danh-muc.${table.kind}`, table.kind),
    rows: table.rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    written: false,
    outerProductsCreated: [],
    username: request.username,
    createdAt: at,
    updatedAt: at,
    fileKey,
    columns: columns.map((column) => column ?? null),
    headers: table.headers,
  });
  try {
    await dispatchImportJob(jobId, runImportJob);
  } catch (error) {
    await updateImportJob(jobId, {
      state: 'failed',
      message: 'Không khởi động được công việc nhập: hãy thử lại',
      updatedAt: new Date().toISOString(),
    });
    throw error;
  }
  return { jobId };
};

const count = (results: readonly { action: string }[], action: string) =>
  results.filter((result) => result.action === action).length;

/** Runs a job (the worker's whole work); a job already taken by another invocation is left alone. */
export const runImportJob = async (jobId: string): Promise<void> => {
  const log = createLogger({ jobId });
  const job = await claimImportJob(jobId, new Date());
  if (!job) {
    log.warn('import job not found or already taken');
    return;
  }
  // The worker writes as the staff account that started the import: the audit log names it.
  await actAs({ username: job.username }, () => runClaimedJob(job, log));
};

const runClaimedJob = async (job: StoredImportJob, log: Logger): Promise<void> => {
  const jobId = job.jobId;
  const heartbeat = (changes: Parameters<typeof updateImportJob>[1]) =>
    updateImportJob(jobId, { ...changes, updatedAt: new Date().toISOString() });
  try {
    const table = await readSpreadsheet(await getImportFile(job.fileKey));
    const columns = job.columns.map((column) => column ?? undefined) as ColumnPlan;
    const catalogue = await loadCatalogue();
    const planShare = job.dryRun ? 100 : PLANNED_PERCENT;
    const plan = await planImport(table, columns, job, catalogue, (rowsRead) =>
      heartbeat({ progress: Math.floor((rowsRead / table.rows.length) * (planShare - 1)) }),
    );
    const planned = plan.rows.map((row) => row.result);
    const rejectedInPlan = count(planned, 'reject');
    const toWrite = count(planned, 'create') + count(planned, 'update');
    const newOuterNames = () =>
      [...plan.newOuters.entries()]
        .filter(([key]) => plan.rows.some((row) => row.newOuter === key && row.result.action !== 'reject'))
        .map(([, outer]) => outer.name);

    let written = false;
    let message: string | undefined;
    if (job.dryRun) message = undefined;
    else if (job.allOrNothing && rejectedInPlan > 0) {
      message = `Không nhập gì: ${rejectedInPlan} dòng lỗi, và đã chọn “tất cả hoặc không”`;
    } else if (toWrite > 0) {
      await heartbeat({ progress: PLANNED_PERCENT });
      const outcome = await writePlan(plan, job, headerNames(table, columns), (rowsWritten) =>
        heartbeat({ progress: PLANNED_PERCENT + Math.floor((rowsWritten / toWrite) * (99 - PLANNED_PERCENT)) }),
      );
      written = outcome.written;
      message = outcome.message;
    }
    const results = plan.rows.map((row) => row.result);
    await putImportResults(job, results);
    await heartbeat({
      state: 'done',
      progress: 100,
      created: count(results, 'create'),
      updated: count(results, 'update'),
      unchanged: count(results, 'unchanged'),
      rejected: count(results, 'reject'),
      written,
      outerProductsCreated: newOuterNames(),
      ...(message ? { message } : {}),
    });
    log.info('import job done', { rows: results.length, dryRun: job.dryRun, written });
  } catch (error) {
    log.error('import job failed', {
      error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
    });
    await heartbeat({ state: 'failed', message: 'Lỗi hệ thống: công việc nhập đã dừng, hãy thử lại' }).catch(
      () => undefined,
    );
  }
};

const toStatus = (job: StoredImportJob, results: ImportJob['results'], now: Date): ImportJob => {
  const stalled = job.state === 'running' && now.getTime() - Date.parse(job.updatedAt) > STALLED_AFTER_MS;
  const errors: ImportRowError[] = results.flatMap((result) =>
    (result.errors ?? []).map((error) => ({ row: result.row, ...error })),
  );
  return {
    jobId: job.jobId,
    state: stalled ? 'failed' : job.state,
    progress: job.progress,
    dryRun: job.dryRun,
    allOrNothing: job.allOrNothing,
    createOuterProducts: job.createOuterProducts,
    fileName: job.fileName,
    rows: job.rows,
    created: job.created,
    updated: job.updated,
    unchanged: job.unchanged,
    rejected: job.rejected,
    errors,
    results,
    written: job.written,
    outerProductsCreated: job.outerProductsCreated,
    ...(stalled
      ? { message: 'Công việc nhập bị gián đoạn: hãy xuất danh mục để xem những gì đã ghi, rồi nhập lại' }
      : job.message
        ? { message: job.message }
        : {}),
    username: job.username,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
};

/** A job's status, with every row's result once it is done; 404 for an unknown job. */
export const getImportStatus = async (jobId: string, now = new Date()): Promise<ImportJob> => {
  const found = await getImportJob(jobId);
  if (!found) throw notFound();
  return toStatus(found.job, found.results, now);
};
