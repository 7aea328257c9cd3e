import { IMPORT_FIELDS, type ColumnMapping } from '@vongbi/functions/contract/catalogue-import';
import { adminRequest } from '@/lib/admin-request';

export interface ImportRequest {
  file: File;
  dryRun: boolean;
  allOrNothing: boolean;
  createOuterProducts: boolean;
  mapping: ColumnMapping;
}

/** Hands a spreadsheet to the server; it answers the job that reads it (or refuses the file at once). */
export const startImport = (request: ImportRequest): Promise<{ jobId: string }> => {
  const form = new FormData();
  form.append(IMPORT_FIELDS.file, request.file, request.file.name);
  form.append(IMPORT_FIELDS.dryRun, String(request.dryRun));
  form.append(IMPORT_FIELDS.allOrNothing, String(request.allOrNothing));
  form.append(IMPORT_FIELDS.createOuterProducts, String(request.createOuterProducts));
  if (Object.keys(request.mapping).length > 0) form.append(IMPORT_FIELDS.mapping, JSON.stringify(request.mapping));
  return adminRequest<{ jobId: string }>('/catalogue/import', { method: 'POST', body: form });
};
