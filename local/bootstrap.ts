import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand } from '@aws-sdk/client-s3';
import { s3 } from '@vongbi/functions/core/clients';
import { IMPORT_UPLOAD_CORS } from '@vongbi/functions/core/models/file';
import { keyAttributes, mainTable, type TableDefinition } from '@vongbi/functions/core/tables';

// Creates the table and the buckets when they are missing, from the same definitions the CDK stack uses. A
// table made before it had a stream (an older `.data`) gets one, which the local publisher follows.

export const ensureTable = async (tableName: string, definition: TableDefinition = mainTable): Promise<void> => {
  const client = new DynamoDBClient({});
  const streamSpecification = { StreamEnabled: true, StreamViewType: definition.streamViewType };
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: streamSpecification }));
    }
    client.destroy();
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes(definition).map((attribute) => ({
        AttributeName: attribute.name,
        AttributeType: attribute.type,
      })),
      KeySchema: [
        { AttributeName: definition.partitionKey.name, KeyType: 'HASH' },
        { AttributeName: definition.sortKey.name, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: definition.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: streamSpecification,
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 60 }, { TableName: tableName });
  client.destroy();
};

export const ensureBucket = async (bucket: string): Promise<void> => {
  try {
    await s3().send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await s3().send(new CreateBucketCommand({ Bucket: bucket }));
  }
};

/**
 * The files bucket: as ensureBucket, with the CORS rule the CDK stack gives it (the import screen PUTs a file to it
 * from the site's origin). The local site runs on a port of the developer's choosing, on localhost or 127.0.0.1.
 */
export const ensureFilesBucket = async (bucket: string): Promise<void> => {
  await ensureBucket(bucket);
  await s3().send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedMethods: [...IMPORT_UPLOAD_CORS.methods],
            AllowedHeaders: [...IMPORT_UPLOAD_CORS.headers],
            AllowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
            MaxAgeSeconds: IMPORT_UPLOAD_CORS.maxAgeSeconds,
          },
        ],
      },
    }),
  );
};
