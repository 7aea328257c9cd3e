import type { UploadResult } from '@vongbi/functions/contract';
import { adminRequest } from '@/lib/admin-request';

/** Stores a certificate's PDF as it is, through POST /api/File/Document (the server checks its bytes). */
export const uploadDocument = (file: File): Promise<UploadResult> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return adminRequest<UploadResult>('/File/Document', { method: 'POST', body: form });
};
