import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../clients';
import { env } from '../env';
import { QUOTE_REPLIES_PREFIX } from '../models/quote-reply';

// The PDFs of quote replies, in the files bucket under quote-replies/ (never served: CloudFront may not read the
// prefix), one per reply, made once when it is sent and kept as sent. Staff and the buyer download one through a
// short-lived signed link.

/** `quote-replies/12/BG-2026-0001.pdf`. */
export const quoteReplyPdfKey = (requestId: number, number: string): string =>
  `${QUOTE_REPLIES_PREFIX}${requestId}/${number}.pdf`;

/** The name a download is saved under: `bao-gia-BG-2026-0001.pdf`. */
export const quoteReplyPdfFileName = (number: string): string => `bao-gia-${number}.pdf`;

export const putQuoteReplyPdf = async (key: string, number: string, bytes: Uint8Array): Promise<void> => {
  await s3().send(
    new PutObjectCommand({
      Bucket: env.filesBucket,
      Key: key,
      Body: bytes,
      ContentLength: bytes.length,
      ContentType: 'application/pdf',
      ContentDisposition: `attachment; filename="${quoteReplyPdfFileName(number)}"`,
      CacheControl: 'no-store',
    }),
  );
};

export const getQuoteReplyPdf = async (key: string): Promise<Uint8Array> => {
  const { Body } = await s3().send(new GetObjectCommand({ Bucket: env.filesBucket, Key: key }));
  if (!Body) throw new Error(`the PDF ${key} has no content`);
  return Body.transformToByteArray();
};

export const deleteQuoteReplyPdf = async (key: string): Promise<void> => {
  await s3().send(new DeleteObjectCommand({ Bucket: env.filesBucket, Key: key }));
};

/** A link that downloads the PDF until it expires. */
export const quoteReplyPdfLink = (key: string, expiresInSeconds: number): Promise<string> =>
  getSignedUrl(s3(), new GetObjectCommand({ Bucket: env.filesBucket, Key: key }), { expiresIn: expiresInSeconds });
