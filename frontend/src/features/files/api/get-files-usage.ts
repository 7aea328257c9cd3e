import type { FilesUsage } from '@vongbi/functions/contract/files-usage';
import { adminRequest } from '@/lib/admin-request';

/** The uploads as the daily sweep of unused ones last counted them. */
export const getFilesUsage = (): Promise<FilesUsage> => adminRequest<FilesUsage>('/File/usage');
