import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { env } from './env';

// One client of each kind per container. Endpoints come from the SDK's own AWS_ENDPOINT_URL* variables,
// so the code is the same in AWS, against LocalStack and against the local emulators.

let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;

export const db = (): DynamoDBDocumentClient => {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
};

export const s3 = (): S3Client => {
  s3Client ??= new S3Client(
    env.customEndpoint
      ? // Emulators want path-style URLs, and s3rver corrupts uploads under the SDK's default checksums.
        {
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {},
  );
  return s3Client;
};
