import type { ImportJob } from '@vongbi/functions/contract/catalogue-import';
import { adminRequest } from '@/lib/admin-request';

/** Where an import job stands: its progress, and once done every row's result. */
export const getImportJob = (jobId: string): Promise<ImportJob> =>
  adminRequest<ImportJob>(`/catalogue/import/${encodeURIComponent(jobId)}`);
