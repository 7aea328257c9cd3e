import type { UploadResult } from '@vongbi/functions/contract';
import { FILE_FIELD } from '@vongbi/functions/contract/file';
import { adminRequest } from '@/lib/admin-request';

/** Stores the file as it is (banners upload the raw file; other images are compressed first). */
export const uploadFile = (file: Blob, fileName: string): Promise<UploadResult> => {
  const form = new FormData();
  form.append(FILE_FIELD, file, fileName);
  return adminRequest<UploadResult>('/File', { method: 'POST', body: form });
};
