import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Certificate } from '#contract/certificate';
import { db } from '../clients';
import {
  entityKey,
  getItem,
  type Item,
  listNewestFirst,
  newestFirstSortKey,
  pickAttributes,
  setExpression,
  tableName,
  transactWrite,
} from '../db';
import { auditWrites } from './audit-log-repository';
import { ListedStore } from './listed-store';

// Certificates: pk = CERT#<id>, listed newest first (listed-store.ts), each write in one transaction with its
// audit entry. Beside a record's attributes the daily job keeps two marks on its item, which staff's saves leave
// as they are: `noticeSentFor`, the expiry date the owners were last told of (so they are told once per
// certificate and date), and `shownPublicly`, whether /genuine listed it at the job's last run (a change of it is
// a change of the item, which the table's stream hands to the publisher, so the page is published again).

const KIND = 'CERT';

const ATTRIBUTES = [
  'id',
  'title',
  'issuer',
  'validFrom',
  'validTo',
  'imageId',
  'image',
  'documentId',
  'document',
  'updatedAt',
] as const;

/** A stored certificate; those saved before PDFs were taken have no document. */
const toCertificate = (item: Item): Certificate => {
  const certificate = pickAttributes<Certificate>(item, ATTRIBUTES);
  return { ...certificate, documentId: certificate.documentId ?? null, document: certificate.document ?? null };
};

/** A certificate and the daily job's marks on it. */
export interface CertificateState {
  certificate: Certificate;
  noticeSentFor?: string;
  shownPublicly?: boolean;
}

export const certificateRecords = new ListedStore<Certificate>({
  kind: KIND,
  attributes: ATTRIBUTES,
  audit: { entity: 'certificate', name: (record) => record.title },
  read: toCertificate,
});

/** Every certificate with the daily job's marks, newest first. */
export const listCertificateStates = async (): Promise<CertificateState[]> =>
  (await listNewestFirst(KIND)).map((item) => ({
    certificate: toCertificate(item),
    noticeSentFor: typeof item.noticeSentFor === 'string' ? item.noticeSentFor : undefined,
    shownPublicly: typeof item.shownPublicly === 'boolean' ? item.shownPublicly : undefined,
  }));

/** A certificate by id, read consistently (a save compares its version); undefined when there is none. */
export const getCertificateRecord = async (id: number): Promise<Certificate | undefined> => {
  const item = await getItem(entityKey(KIND, id), { consistent: true });
  return item && toCertificate(item);
};

/**
 * Replaces a certificate's attributes on condition that it is still the version `previous` (its updatedAt), with
 * the audit entry of the save; `conflict` is the error when it is not (or it was deleted meanwhile).
 */
export const updateCertificateRecord = async (
  previous: Certificate,
  next: Certificate,
  conflict: () => Error,
): Promise<void> => {
  const set = setExpression({ ...next, gsi1sk: newestFirstSortKey(next.updatedAt, next.id) });
  await transactWrite([
    [
      {
        Update: {
          TableName: tableName(),
          Key: entityKey(KIND, next.id),
          UpdateExpression: set.expression,
          ConditionExpression: '#previousVersion = :previousVersion',
          ExpressionAttributeNames: { ...set.names, '#previousVersion': 'updatedAt' },
          ExpressionAttributeValues: { ...set.values, ':previousVersion': previous.updatedAt },
        },
      },
      conflict,
    ],
    ...auditWrites(
      { action: 'update', entity: 'certificate', entityId: next.id, summary: next.title },
      new Date(next.updatedAt),
    ),
  ]);
};

/** Sets the daily job's marks on a certificate; nothing when it was deleted meanwhile. */
export const markCertificate = async (
  id: number,
  marks: { noticeSentFor?: string; shownPublicly?: boolean },
): Promise<void> => {
  const set = setExpression(marks);
  if (Object.keys(set.names).length === 0) return;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entityKey(KIND, id),
        UpdateExpression: set.expression,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: set.names,
        ExpressionAttributeValues: set.values,
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
