import { CreateEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { inject } from 'vitest';

// Where moto_server differs from AWS in a way a test of `npm run test:aws` has to know, each with why. Nothing
// else in those tests knows it is talking to moto: the handlers never do.
//
// Known and left to AWS itself, so no test here claims them:
// - moto checks no request signature unless its IAM emulation is on: a presigned URL with a forged signature is
//   accepted where S3 answers 403. The presigned upload is proven to work here, not to be refused when forged.
// - moto keeps S3 objects and its state in memory, in one Python process: the heavy API files (render-all of
//   1,000 products in publisher.test.ts; the catalogue import's zip-bomb and 10 MiB cases, under which moto grew
//   past 12 GB) stay with DynamoDB Local and s3rver in `npm test`.
// - moto runs DynamoDB's TransactWriteItems without isolating one call from another: two creates of one path at
//   once both passed their condition and both answered 201 in a CI run. DynamoDB serialises them (one is
//   cancelled), and so does DynamoDB Local, where `npm test` proves it (tests/api/article-concurrency.test.ts, and
//   the outer and inner products' own files).

export interface SentEmail {
  source: string;
  destinations: { ToAddresses?: string[] };
  subject: string;
  body: string;
}

/**
 * AWS has no API that reads back a message SES sent; moto keeps every message it accepted and lists it under
 * /moto-api/data.json (`ses.Message`). Tests read what was sent there.
 */
export const sentEmails = async (): Promise<SentEmail[]> => {
  const response = await fetch(`${inject('awsEndpoint')}/moto-api/data.json`);
  const data = (await response.json()) as { ses?: { Message?: SentEmail[] } };
  return data.ses?.Message ?? [];
};

/**
 * SES sends only from a verified identity: in AWS, CreateEmailIdentity mails a link that someone must open (and in
 * the sandbox every recipient must be verified too). moto refuses an unknown sender as AWS does, but takes an
 * identity as verified once it is created and checks no recipient, so a test creates its sender and sends at once.
 */
export const createSender = async (address: string): Promise<void> => {
  const client = new SESv2Client({});
  await client.send(new CreateEmailIdentityCommand({ EmailIdentity: address }));
  client.destroy();
};
