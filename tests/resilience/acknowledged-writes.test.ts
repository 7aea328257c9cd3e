import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@vongbi/functions/core/clients';
import { expectConsistentTable } from '../helpers/integrity';
import { uploadImage } from '../helpers/images';
import { useResilienceRig } from '../helpers/resilience-setup';

// An article create answered 201 is in the table: it survives DynamoDB Local being stopped right after the answer
// and restarted on the same files. A SIGKILL instead may lose it, and that is DynamoDB Local's doing: it answers a
// TransactWriteItems a few milliseconds before its SQLite file holds the write (README, "Data lives in .data/").
// What is ours to prove under a SIGKILL: the 201 came only once the article was in DynamoDB, and the table holds
// the article whole (entity and path) or not at all.

const rig = useResilienceRig();
let cookie: string;
let imageId: number;
let created = 0;

beforeAll(async () => {
  cookie = await rig.login();
  imageId = (await uploadImage(rig, cookie)).id;
});

const createArticle = async (): Promise<{ id: number; articlePath: string }> => {
  const index = ++created;
  const response = await rig.request('/api/Article', {
    method: 'POST',
    cookie,
    json: {
      headerText: `Tin ${index}`,
      summaryText: 'Tóm tắt',
      articlePath: `tin-ghi-nhan-${index}`,
      articleType: 0,
      outerImageId: imageId,
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; articlePath: string };
};

const storedArticle = async (id: number) =>
  (
    await db().send(
      new GetCommand({
        TableName: process.env.TABLE_NAME!,
        Key: { pk: `ARTICLE#${id}`, sk: '#' },
        ConsistentRead: true,
      }),
    )
  ).Item;

describe('an article answered 201', () => {
  it('is still there after DynamoDB Local is stopped right after the answer and restarted on its files', async () => {
    const answered = [];
    for (let n = 0; n < 10; n++) answered.push(await createArticle());
    answered.push(await createArticle());
    await rig.stopDynamoDb();
    await rig.startDynamoDb();

    for (const { id, articlePath } of answered) {
      const response = await rig.request(`/api/Article/${id}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { articlePath: string }).articlePath).toBe(articlePath);
    }
    await expectConsistentTable();
  });

  it('is in DynamoDB when the 201 comes, and a SIGKILL right after leaves it whole or gone', async () => {
    for (let round = 0; round < 5; round++) {
      const { id } = await createArticle();
      const before = await storedArticle(id);
      await rig.killDynamoDb();
      await rig.startDynamoDb();

      expect(before?.id).toBe(id);
      await expectConsistentTable();
    }
  });
});
