import { EXPORT_FORMATS, type ExportFormat } from '#contract/catalogue-import';
import { importInput, importUploadInput } from '#contract/catalogue-import-input';
import { notFound } from '#core/errors';
import { accepted, createResourceHandler, ok, seeOther } from '#core/http';
import { columnMappingOf } from '#core/rules/catalogue-sheet';
import { exportCatalogueLink } from '#core/services/catalogue-sheet';
import { getImportStatus, startImport, startImportUpload } from '#core/services/import-jobs';

// The catalogue as a spreadsheet: the export (XLSX or CSV, downloaded from the files bucket through a short-lived
// link), the import (a file uploaded to the bucket with a signed URL, then named, checked and handed to a job: 202
// with its id) and the job's status. No file passes through a request or an answer here: Lambda holds about 6 MB.

/** The `{format}` of the export's path: xlsx or csv, anything else a 404 (there is no such file). */
const exportFormat = (format: string | undefined): ExportFormat => {
  if (!(EXPORT_FORMATS as readonly string[]).includes(format ?? '')) throw notFound();
  return format as ExportFormat;
};

/** The content of a job's `{id}`: a job id is a UUID; anything that could not be one is a 404. */
const JOB_ID = /^[0-9a-f-]{1,64}$/i;

export const handler = createResourceHandler('catalogue', {
  export: async ({ pathParameters }) => seeOther(await exportCatalogueLink(exportFormat(pathParameters.format))),
  importUpload: async ({ body }) => ok(await startImportUpload(importUploadInput.parse(body))),
  import: async ({ body, session }) => {
    const input = importInput.parse(body);
    const job = await startImport({
      upload: input.upload,
      fileName: input.fileName,
      options: {
        dryRun: input.dryRun,
        allOrNothing: input.allOrNothing,
        createOuterProducts: input.createOuterProducts,
      },
      mapping: columnMappingOf(input.mapping),
      username: session!.username,
    });
    return accepted(job);
  },
  importStatus: async ({ pathParameters }) => {
    const id = pathParameters.id;
    if (!id || !JOB_ID.test(id)) throw notFound();
    return ok(await getImportStatus(id));
  },
});
