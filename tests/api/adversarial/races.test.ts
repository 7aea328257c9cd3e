import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '@vongbi/functions/routes';
import { useTestApi } from '../../helpers/api-client';
import { tableSnapshot } from '../../helpers/catalogue';
import { expectConsistentTable } from '../../helpers/integrity';
import {
  buyerRoutes,
  createFixtures,
  freshPath,
  routeName,
  sendValid,
  validJson,
  writeRoutes,
  type Fixtures,
  type WriteRoute,
} from '../../helpers/route-requests';

// Concurrent writes of the three entities with unique paths: one winner, the others a clean 409, and the path
// items match the entities one to one afterwards. Updates and deletes of ids that do not exist never upsert.

const api = useTestApi();
let cookie: string;
let fixtures: Fixtures;

beforeAll(async () => {
  cookie = await api.login();
  fixtures = await createFixtures(api, cookie);
});

const entities = [
  { name: 'articles', pathField: 'articlePath', collection: '/api/Article' },
  { name: 'outer products', pathField: 'namePath', collection: '/api/OuterProduct' },
  { name: 'inner products', pathField: 'namePath', collection: '/api/InnerProduct' },
] as const;

const routeOf = (key: string): WriteRoute => writeRoutes.find((route) => routeKey(route) === key)!;

const create = async (collection: string, body: Record<string, unknown>) => {
  const response = await api.request(collection, { method: 'POST', cookie, json: body });
  expect(response.status).toBe(201);
  return (await response.json()) as Record<string, unknown> & { id: number; updatedAt: string };
};

describe.each(entities)('$name', ({ pathField, collection }) => {
  const body = () => validJson(routeOf(`POST ${collection}`), fixtures) as Record<string, unknown>;

  it('lets exactly one of 20 parallel creates of one path through; the others answer 409 PATH_TAKEN', async () => {
    const path = freshPath('cung-duong-dan');

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.request(collection, { method: 'POST', cookie, json: { ...body(), [pathField]: path } }),
      ),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((response) => response.status === 409)) {
      expect(((await response.json()) as { code: string }).code).toBe('PATH_TAKEN');
    }
    await expectConsistentTable();
  });

  it('lets one of two records renamed onto one path at once take it', async () => {
    const [first, second] = [await create(collection, body()), await create(collection, body())];
    const path = freshPath('doi-ten');

    const responses = await Promise.all(
      [first, second].map((record) =>
        api.request(`${collection}/${record.id}`, { method: 'PUT', cookie, json: { ...record, [pathField]: path } }),
      ),
    );

    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    await expectConsistentTable();
  });

  it('lets one of 20 parallel updates carrying the same updatedAt through; the others answer 409 STALE', async () => {
    const record = await create(collection, body());

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api.request(`${collection}/${record.id}`, {
          method: 'PUT',
          cookie,
          json: { ...record, [pathField]: index % 2 ? record[pathField] : freshPath('sua-song-song') },
        }),
      ),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((response) => response.status === 409)) {
      expect(((await response.json()) as { code: string }).code).toBe('STALE');
    }
    await expectConsistentTable();
  });
});

describe('updates and deletes of an id that does not exist', () => {
  // A buyer's routes answer a staff session 401 (auth-matrix.test.ts), and an id not the buyer's 404
  // (my-quotes.test.ts).
  const byId = writeRoutes.filter((route) => route.path.includes('{id}') && !buyerRoutes.includes(route));

  it.each(byId.map((route) => [routeName(route), route] as const))(
    '%s answers 404 NOT_FOUND and creates nothing',
    async (_name, route) => {
      const before = await tableSnapshot();

      const response = await sendValid(api, route, fixtures, { cookie, id: 987_654 });

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Không tìm thấy', code: 'NOT_FOUND' });
      expect(await tableSnapshot()).toEqual(before);
    },
  );
});
