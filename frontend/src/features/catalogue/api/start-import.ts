import {
  importFileExtension,
  MAX_IMPORT_FILE_BYTES,
  type ColumnMapping,
  type ImportUpload,
} from '@vongbi/functions/contract/catalogue-import';
import { adminRequest } from '@/lib/admin-request';

// An import in two requests: the file goes straight to the files bucket through a URL the API signs (a request to
// the API could carry only about 4.4 MB of it), then the import names the upload. One upload serves the dry run,
// the mapping step and the import that follow it.

const MEGABYTE = 1024 * 1024;
/** Rounded up to a tenth, so that a file just over the limit never reads as the limit itself. */
const megabytes = (bytes: number) => (Math.ceil((bytes / MEGABYTE) * 10) / 10).toLocaleString('vi-VN');

export const uploadMessages = {
  notSpreadsheet: 'Chỉ nhận tệp Excel (.xlsx) hoặc CSV',
  tooLarge: (bytes: number) =>
    `Tệp nặng ${megabytes(bytes)} MB, quá giới hạn ${megabytes(MAX_IMPORT_FILE_BYTES)} MB: hãy chia thành nhiều tệp nhỏ hơn`,
  empty: 'Tệp rỗng: hãy chọn tệp khác',
  failed: 'Không tải được tệp lên: kiểm tra kết nối mạng rồi thử lại',
  expired: 'Liên kết tải lên đã hết hạn: hãy bấm lại để tải tệp lên lần nữa',
} as const;

/** What the browser can tell of a file before sending it; undefined when it may be sent. */
export const checkImportFile = (file: File): string | undefined => {
  if (!importFileExtension(file.name)) return uploadMessages.notSpreadsheet;
  if (file.size > MAX_IMPORT_FILE_BYTES) return uploadMessages.tooLarge(file.size);
  if (file.size === 0) return uploadMessages.empty;
  return undefined;
};

/** A failed PUT to the bucket, with what to tell staff. */
export class UploadError extends Error {
  override name = 'UploadError';
}

/**
 * PUTs the file to the URL the API signed, reporting its progress (0–100). XMLHttpRequest, because fetch reports no
 * upload progress.
 */
const putFile = (upload: ImportUpload, file: File, onProgress: (percent: number) => void): Promise<void> =>
  new Promise((resolve, reject) => {
    if (Date.now() >= Date.parse(upload.expiresAt)) {
      reject(new UploadError(uploadMessages.expired));
      return;
    }
    const request = new XMLHttpRequest();
    request.open(upload.method, upload.url);
    for (const [name, value] of Object.entries(upload.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      // S3 answers an expired signature 403 "Request has expired".
      else if (request.status === 403 && /expired/i.test(request.responseText)) {
        reject(new UploadError(uploadMessages.expired));
      } else reject(new UploadError(uploadMessages.failed));
    };
    request.onerror = () => reject(new UploadError(uploadMessages.failed));
    request.onabort = () => reject(new UploadError(uploadMessages.failed));
    request.send(file);
  });

/** Uploads a file for an import; answers the key the import names. */
export const uploadImportFile = async (file: File, onProgress: (percent: number) => void): Promise<string> => {
  const upload = await adminRequest<ImportUpload>('/catalogue/import/upload', {
    method: 'POST',
    json: { fileName: file.name, size: file.size },
  });
  await putFile(upload, file, onProgress);
  return upload.upload;
};

export interface ImportRequest {
  upload: string;
  fileName: string;
  dryRun: boolean;
  allOrNothing: boolean;
  createOuterProducts: boolean;
  mapping: ColumnMapping;
}

/** Starts an import of an uploaded file; the server answers the job that reads it (or refuses the file at once). */
export const startImport = (request: ImportRequest): Promise<{ jobId: string }> =>
  adminRequest<{ jobId: string }>('/catalogue/import', { method: 'POST', json: request });
