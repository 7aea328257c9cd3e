import { EXPORT_FORMATS, IMPORT_FIELDS, MAX_IMPORT_FILE_BYTES, type ExportFormat } from '#contract/catalogue-import';
import { messages } from '#contract/messages';
import { compressBody, preferredEncoding } from '#core/content-encoding';
import { notFound, validationError } from '#core/errors';
import { accepted, createResourceHandler, headerOf, ok, type ApiEvent } from '#core/http';
import { parseMultipartEvent, type MultipartBody, type MultipartLimits } from '#core/multipart';
import { parseColumnMapping } from '#core/rules/catalogue-sheet';
import { exportCatalogue } from '#core/services/catalogue-sheet';
import { getImportStatus, startImport } from '#core/services/import-jobs';

// The catalogue as a spreadsheet: the export (XLSX or CSV, offered as a download), the import (a file taken,
// checked and handed to a job: 202 with its id) and the job's status.

/** An import's body: its file (≤ 10 MiB) and four small fields. */
const IMPORT_LIMITS: MultipartLimits = {
  fileBytes: MAX_IMPORT_FILE_BYTES,
  parts: 6,
  fieldBytes: 64 * 1024,
  bodyBytes: MAX_IMPORT_FILE_BYTES + 512 * 1024,
};
const parseImportBody = (event: ApiEvent, contentType: string) =>
  parseMultipartEvent(event, contentType, IMPORT_LIMITS);

/** The `{format}` of the export's path: xlsx or csv, anything else a 404 (there is no such file). */
const exportFormat = (format: string | undefined): ExportFormat => {
  if (!(EXPORT_FORMATS as readonly string[]).includes(format ?? '')) throw notFound();
  return format as ExportFormat;
};

/** `true`/`false` as a form sends them; `required` fields may not be left out. */
const flag = (multipart: MultipartBody, name: string, required: boolean): boolean => {
  const value = multipart.fields[name];
  if (value === undefined && !required) return false;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw validationError({ [name]: value === undefined ? messages.required : 'Chỉ nhận true hoặc false' });
};

const KNOWN_FIELDS = new Set<string>(Object.values(IMPORT_FIELDS));

/** The content of a job's `{id}`: a job id is a UUID; anything that could not be one is a 404. */
const JOB_ID = /^[0-9a-f-]{1,64}$/i;

export const handler = createResourceHandler(
  'catalogue',
  {
    export: async ({ pathParameters, event }) => {
      const file = await exportCatalogue(exportFormat(pathParameters.format));
      const headers = {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'X-Content-Type-Options': 'nosniff',
      };
      // CSV is text and compresses several times over (an XLSX is a zip already): a whole catalogue then stays
      // well inside what a Lambda answer may hold.
      const encoding = file.contentType.startsWith('text/')
        ? preferredEncoding(headerOf(event, 'accept-encoding'))
        : undefined;
      const body = encoding ? await compressBody(file.bytes, encoding) : file.bytes;
      return {
        statusCode: 200,
        headers: encoding ? { ...headers, 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : headers,
        body: body.toString('base64'),
        isBase64Encoded: true,
      };
    },
    import: async ({ multipart, session }) => {
      const [file, ...others] = multipart?.files ?? [];
      if (!multipart || !file) throw validationError({ [IMPORT_FIELDS.file]: messages.required });
      if (others.length > 0 || file.fieldName !== IMPORT_FIELDS.file) {
        throw validationError({ [IMPORT_FIELDS.file]: 'Chỉ gửi đúng một tệp trong trường "file"' });
      }
      const unknown = multipart.fieldNames.find((name) => !KNOWN_FIELDS.has(name));
      if (unknown !== undefined) throw validationError({ [unknown]: 'Trường không được hỗ trợ' });
      const job = await startImport({
        bytes: file.content,
        fileName: file.fileName,
        options: {
          dryRun: flag(multipart, IMPORT_FIELDS.dryRun, true),
          allOrNothing: flag(multipart, IMPORT_FIELDS.allOrNothing, false),
          createOuterProducts: flag(multipart, IMPORT_FIELDS.createOuterProducts, false),
        },
        mapping: parseColumnMapping(multipart.fields[IMPORT_FIELDS.mapping]),
        username: session!.username,
      });
      return accepted(job);
    },
    importStatus: async ({ pathParameters }) => {
      const id = pathParameters.id;
      if (!id || !JOB_ID.test(id)) throw notFound();
      return ok(await getImportStatus(id));
    },
  },
  { parseMultipart: parseImportBody },
);
