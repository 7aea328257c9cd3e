import type { Certificate } from '@vongbi/functions/contract/certificate';
import type { CertificateInput } from '@vongbi/functions/contract/certificate-input';
import { adminRequest } from '@/lib/admin-request';

export const createCertificate = (input: CertificateInput): Promise<Certificate> =>
  adminRequest<Certificate>('/certificates', { method: 'POST', json: input });

export const updateCertificate = (id: number, input: CertificateInput): Promise<Certificate> =>
  adminRequest<Certificate>(`/certificates/${id}`, { method: 'PUT', json: input });

export const deleteCertificate = (id: number): Promise<void> =>
  adminRequest<void>(`/certificates/${id}`, { method: 'DELETE' });
