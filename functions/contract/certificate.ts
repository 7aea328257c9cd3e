import type { EmbeddedDocument, EmbeddedImage } from './file';

// The distributor's certificates (authorised-distributor letters, certificates of origin…) that the public page
// /genuine lists while they are valid, each with its scan as an image, its PDF, or both. Dates are Vietnam calendar
// days, `YYYY-MM-DD`, both ends included: a certificate valid to 2026-12-31 is shown on that day and gone the next.
// Plain TypeScript: the public page reads it; the write schema is certificate-input.ts.

export interface Certificate {
  id: number;
  title: string;
  issuer: string;
  validFrom: string;
  validTo: string;
  /** The scan shown on the page; null when only the PDF was given. */
  imageId: number | null;
  image: EmbeddedImage | null;
  /** The certificate as a PDF to open or download; null when only the image was given. */
  documentId: number | null;
  document: EmbeddedDocument | null;
  updatedAt: string;
}

/** What the public page and its JSON-LD show of a certificate. */
export type PublicCertificate = Pick<
  Certificate,
  'id' | 'title' | 'issuer' | 'validFrom' | 'validTo' | 'image' | 'document'
>;

/** Staff and owners are told this many days ahead that a certificate runs out. */
export const CERTIFICATE_NOTICE_DAYS = 30;

/** Days from `from` to `to` (both `YYYY-MM-DD`), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Whether the certificate is in force on `today` (a Vietnam day), both ends included. */
export const isCertificateValid = (certificate: Pick<Certificate, 'validFrom' | 'validTo'>, today: string): boolean =>
  certificate.validFrom <= today && today <= certificate.validTo;

/** What staff are told of a certificate on `today`: expired, running out within the notice, or nothing. */
export const certificateExpiry = (
  certificate: Pick<Certificate, 'validTo'>,
  today: string,
): { state: 'expired' | 'expiring'; days: number } | undefined => {
  const days = daysBetween(today, certificate.validTo);
  if (days < 0) return { state: 'expired', days };
  if (days <= CERTIFICATE_NOTICE_DAYS) return { state: 'expiring', days };
  return undefined;
};

/** `dd/mm/yyyy`, as Vietnamese readers write a date. */
export const vietnameseDate = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
};
