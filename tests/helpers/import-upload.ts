import type { ImportUpload } from '@vongbi/functions/contract/catalogue-import';
import type { TestApi } from './api-client';

// A catalogue import's file as the import screen sends it: POST /api/catalogue/import/upload for a signed URL, then
// the bytes PUT to the files bucket (s3rver here) over HTTP, as a browser would.

export const bytesOf = (file: Uint8Array | string): Uint8Array =>
  typeof file === 'string' ? new Uint8Array(Buffer.from(file, 'utf8')) : file;

/** Asks for an upload of `name` and `size` bytes; answers the route's status and body. */
export const requestUpload = async (
  api: TestApi,
  cookie: string,
  fileName: string,
  size: number,
): Promise<{
  status: number;
  body: ImportUpload & { code?: string; message?: string; fields?: Record<string, string> };
}> => {
  const response = await api.request('/api/catalogue/import/upload', {
    method: 'POST',
    cookie,
    json: { fileName, size },
  });
  return { status: response.status, body: (await response.json()) as never };
};

/** PUTs bytes to an upload's signed URL with the headers it names; answers the bucket's status. */
export const putUpload = async (upload: ImportUpload, bytes: Uint8Array): Promise<number> => {
  const response = await fetch(upload.url, {
    method: upload.method,
    headers: upload.headers,
    body: new Blob([new Uint8Array(bytes)]),
  });
  await response.arrayBuffer();
  return response.status;
};

/** Uploads a file for an import; answers the key POST /api/catalogue/import names. */
export const uploadImportFile = async (
  api: TestApi,
  cookie: string,
  file: Uint8Array | string,
  fileName = 'danh-muc.csv',
): Promise<string> => {
  const bytes = bytesOf(file);
  const asked = await requestUpload(api, cookie, fileName, bytes.length);
  if (asked.status !== 200) throw new Error(`upload of ${fileName}: ${asked.status} ${JSON.stringify(asked.body)}`);
  const put = await putUpload(asked.body, bytes);
  if (put !== 200) throw new Error(`PUT of ${fileName} to the bucket: ${put}`);
  return asked.body.upload;
};
