import type { Certificate } from '@vongbi/functions/contract/certificate';
import { adminRequest } from '@/lib/admin-request';

/** Every certificate, valid or not: the owners' screen and the dashboard. */
export const getAllCertificates = (): Promise<Certificate[]> => adminRequest<Certificate[]>('/certificates/admin');
