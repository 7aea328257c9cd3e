import type { UploadResult } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

// The contract's FILE_FIELD; spelt out here because its module would pull the schema library into the chunk.
const FILE_FIELD = 'file';

/** Stores the file as it is (banners upload the raw file; other images are compressed first). */
export const uploadFile = (file: Blob, fileName: string): Promise<UploadResult> => {
  const form = new FormData();
  form.append(FILE_FIELD, file, fileName);
  return adminRequest<UploadResult>('/File', { method: 'POST', body: form });
};
