import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { keyAttributes, mainTable } from '@vongbi/functions/core/tables';
import { ensureTable } from '@vongbi/local/bootstrap';

// The local publisher follows the table's stream: a new table gets one, and so does a table made before the
// stream existed (an older `.data`).

const describeTable = async (tableName: string) =>
  (await new DynamoDBClient({}).send(new DescribeTableCommand({ TableName: tableName }))).Table!;

describe('ensureTable', () => {
  it('creates the table with a stream of old and new items', async () => {
    const table = await describeTable(process.env.TABLE_NAME!);

    expect(table.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    expect(table.LatestStreamArn).toBeDefined();
  });

  it('gives a table made without a stream one', async () => {
    const tableName = `${process.env.TABLE_NAME}-no-stream`;
    await new DynamoDBClient({}).send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyAttributes(mainTable)
          .filter((attribute) => attribute.name === 'pk' || attribute.name === 'sk')
          .map((attribute) => ({ AttributeName: attribute.name, AttributeType: attribute.type })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    );
    expect((await describeTable(tableName)).StreamSpecification?.StreamEnabled).not.toBe(true);

    await ensureTable(tableName);

    const table = await describeTable(tableName);
    expect(table.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    expect(table.LatestStreamArn).toBeDefined();
  });
});
