import { isCertificateValid, type Certificate, type PublicCertificate } from '#contract/certificate';
import type { CertificateInput } from '#contract/certificate-input';
import { vietnamToday } from '#contract/technical-data';
import { notFound, stale } from '../errors';
import {
  certificateRecords,
  getCertificateRecord,
  updateCertificateRecord,
} from '../repositories/certificate-repository';
import { toEmbeddedDocument, toEmbeddedImage } from '../rules/embedded-images';
import { assertCurrentVersion, nextUpdatedAt } from '../rules/optimistic-concurrency';
import { assertDocumentExists, assertImagesExist } from './images';

// The distributor's certificates, which owners keep and /genuine lists while they are valid. Each embeds its
// image and its PDF, copied in when it is saved (file records never change); a file that does not exist, or is
// not of its kind, is a 400 and nothing is written then.

/** Every certificate, valid or not, newest first: what staff manage and the dashboard checks. */
export const listCertificates = (): Promise<Certificate[]> => certificateRecords.list();

/** The certificates in force on the Vietnam day of `now`, the one running out first last. */
export const listValidCertificates = async (now = new Date()): Promise<PublicCertificate[]> => {
  const today = vietnamToday(now);
  return (await certificateRecords.list())
    .filter((certificate) => isCertificateValid(certificate, today))
    .sort((a, b) => b.validTo.localeCompare(a.validTo) || a.id - b.id)
    .map(({ id, title, issuer, validFrom, validTo, image, document }) => ({
      id,
      title,
      issuer,
      validFrom,
      validTo,
      image,
      document,
    }));
};

/** The certificate's files as they are embedded, both checked before either is used. */
const withFiles = async (input: CertificateInput): Promise<Pick<Certificate, 'image' | 'document'>> => {
  const { imageId, documentId } = input;
  const [images, document] = await Promise.all([
    imageId === null ? undefined : assertImagesExist({ imageId: [imageId] }),
    documentId === null ? undefined : assertDocumentExists('documentId', documentId),
  ]);
  return {
    image: imageId === null ? null : toEmbeddedImage(images!.get(imageId)!),
    document: document ? toEmbeddedDocument(document) : null,
  };
};

export const createCertificate = async (input: CertificateInput, now = new Date()): Promise<Certificate> => {
  const files = await withFiles(input);
  return certificateRecords.create(
    (id) => ({
      id,
      title: input.title,
      issuer: input.issuer,
      validFrom: input.validFrom,
      validTo: input.validTo,
      imageId: input.imageId,
      documentId: input.documentId,
      ...files,
      updatedAt: now.toISOString(),
    }),
    now,
  );
};

/** 404 for an unknown id; 409 STALE when the form's `updatedAt` is no longer the record's. */
export const updateCertificate = async (
  id: number,
  input: CertificateInput,
  now = new Date(),
): Promise<Certificate> => {
  const previous = await getCertificateRecord(id);
  if (!previous) throw notFound();
  assertCurrentVersion(input.updatedAt, previous.updatedAt);
  const next: Certificate = {
    id,
    title: input.title,
    issuer: input.issuer,
    validFrom: input.validFrom,
    validTo: input.validTo,
    imageId: input.imageId,
    documentId: input.documentId,
    ...(await withFiles(input)),
    updatedAt: nextUpdatedAt(previous.updatedAt, now),
  };
  // Changed or deleted between the read and the write: the other save came first.
  await updateCertificateRecord(previous, next, stale);
  return next;
};

/** 404 for an unknown id. */
export const deleteCertificate = (id: number): Promise<void> => certificateRecords.delete(id);
