import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { useTestApi } from '../helpers/api-client';
import { createImage, itemsWithPrefix, newsArticleInput, send } from '../helpers/catalogue';

// Two creates of one article path at once, against DynamoDB Local only: moto_server runs TransactWriteItems
// without isolating one call from another (both answered 201 in a CI run), so `npm run test:aws` does not claim
// what only DynamoDB and DynamoDB Local do (tests/aws/moto-differences.ts).

const api = useTestApi();

let cookie: string;
let coverId: number;

beforeAll(async () => {
  cookie = await api.login();
  coverId = (await createImage('bia.png')).id;
});

it('lets exactly one of two concurrent creates of one article path succeed', async () => {
  const path = `dong-thoi-${randomUUID().slice(0, 8)}`;

  const results = await Promise.all(
    ['Một', 'Hai'].map((headerText) =>
      send(api, 'POST', '/api/Article', { cookie, json: newsArticleInput(coverId, { articlePath: path, headerText }) }),
    ),
  );

  expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
  const winner = results.find((result) => result.status === 201)!.body as { id: number };
  expect(await itemsWithPrefix(`PATH#ARTICLE#${path}`)).toEqual([expect.objectContaining({ id: winner.id })]);
  const stored = (await itemsWithPrefix('ARTICLE#')).filter((item) => item.articlePath === path);
  expect(stored.map((item) => item.id)).toEqual([winner.id]);
});
