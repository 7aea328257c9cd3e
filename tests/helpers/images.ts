import type { TestApi } from './api-client';

// Small real images of each accepted type, and a way to upload one, for the tests of the routes that refer
// to images by id.

const fromBase64 = (value: string) => Buffer.from(value, 'base64');

export const sampleImages = {
  jpeg: fromBase64(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  png: fromBase64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  gif: fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  webp: fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
} as const;

/** A one-page A4 PDF with nothing in it that runs, as a certificate's scan would be stored (made with pdf-lib). */
export const samplePdf = fromBase64(
  'JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiAzCi9GaXJzdCAxNAovTGVuZ3RoIDEzMAo+PgpzdHJlYW0KeJxVjcEKgkAURffvK+4fvBkd0UBc6DKCEHfRYsiHCNGIo1B/35taRNzlOYdrYZDBOeQoK9Q18fBaBHz2k0Ti4zxGXBQa9LgSd2F/bLDUNPRzO7/5e5joG8Em+d9IIOFVUv3h3EsM+3rTQD21+STj7Nvw1D+jKw4FKpfpq8I38EYq3wplbmRzdHJlYW0KZW5kb2JqCgo1IDAgb2JqCjw8Ci9TaXplIDYKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCAyOQovVyBbIDEgMSAyIF0KL0luZGV4IFsgMCA2IF0KPj4Kc3RyZWFtCnicY2D4/5+JhYEBiBmBmIlRgIGB8QcDAwAvhAMeCmVuZHN0cmVhbQplbmRvYmoKCnN0YXJ0eHJlZgoyNDgKJSVFT0Y=',
);

export interface FilePart {
  field?: string;
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export const formWith = (files: FilePart[], fields: Record<string, string> = {}): FormData => {
  const form = new FormData();
  for (const file of files) {
    form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** The exact bytes and Content-Type header a FormData becomes on the wire. */
export const encodeForm = async (form: FormData): Promise<{ bytes: Buffer; contentType: string }> => {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { bytes: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
};

export interface UploadedFile {
  id: number;
  fileName: string;
  urlPath: string;
  outputPath: string;
}

/** Uploads a PDF through POST /api/File/Document (owners only) and returns the stored file. */
export const uploadDocument = async (
  api: TestApi,
  cookie: string,
  file: FilePart = { bytes: samplePdf, name: 'chung-nhan.pdf', type: 'application/pdf' },
): Promise<UploadedFile> => {
  const response = await api.request('/api/File/Document', { method: 'POST', cookie, body: formWith([file]) });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as UploadedFile;
};

/** Uploads an image through POST /api/File and returns the stored file. */
export const uploadImage = async (
  api: TestApi,
  cookie: string,
  file: FilePart = { bytes: sampleImages.png, name: 'anh.png', type: 'image/png' },
): Promise<UploadedFile> => {
  const response = await api.request('/api/File', { method: 'POST', cookie, body: formWith([file]) });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as UploadedFile;
};
