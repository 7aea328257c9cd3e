import type { PublicCertificate } from '@vongbi/functions/contract/certificate';
import { apiRequest, type ApiTransport } from '@/lib/api-client';

/** The certificates in force today, for /genuine. */
export const getCertificates = (api: ApiTransport): Promise<PublicCertificate[]> =>
  apiRequest<PublicCertificate[]>('/certificates', {}, api);
