import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@vongbi/functions/core/clients';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '@vongbi/functions/core/db';
import { createBuyerLink } from '@vongbi/functions/core/repositories/buyer-quote-repository';
import { STATUS_INDEX_JOINED } from '@vongbi/functions/core/repositories/quote-request-repository';
import { resetSearchCache } from '@vongbi/functions/core/repositories/inner-product-search-repository';
import { insideImportJob } from '@vongbi/functions/core/services/import-dispatch';
import { resetListCache } from '@vongbi/functions/core/services/list-cache';
import { routeKey, routes, type RouteDef } from '@vongbi/functions/routes';
import { keyPattern, privateReadKeys, readKeyPatterns } from '../../infra-cdk/lib/grants';
import { useTestApi, type TestApi } from '../helpers/api-client';
import { signInStaff } from '../helpers/staff';
import {
  concretePath,
  createFixtures,
  createQuoteReply,
  sendValid,
  validJson,
  type Fixtures,
  type WriteRoute,
} from '../helpers/route-requests';
import { PRIVATE_KEY_PATTERNS } from '../helpers/private-keys';

// The deploy lets each function read only the partition keys its routes declare (routes.ts readsKeys and
// readsPrivateKeys, as dynamodb:LeadingKeys) and denies every function but the declared ones reads of private
// keys. The local emulators enforce no IAM, so this runs every route against DynamoDB Local with the client
// wrapped to record the partition keys each request reads (GetItem, BatchGetItem, Query: the index's partition
// key for a Query on an index, as IAM sees it), and checks them against the table. Each route runs twice: on
// records that exist (so the reads after a hit happen too) and on ids and paths that do not.

const api = useTestApi();

const READS = new Set(['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand']);
let current: string[] = [];

/** A key attribute's text, whether the command carries plain values or marshalled ones ({ S: … }). */
const text = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'S' in value ? String((value as { S: unknown }).S) : String(value);

const partitionKeysOf = (command: string, input: Record<string, unknown>): string[] => {
  if (command === 'GetItemCommand') return [text((input.Key as Record<string, unknown>).pk)];
  if (command === 'BatchGetItemCommand') {
    return Object.values(input.RequestItems as Record<string, { Keys: Record<string, unknown>[] }>).flatMap((request) =>
      request.Keys.map((key) => text(key.pk)),
    );
  }
  // Query: the partition-key equality of the key condition (`gsi1pk = :pk`, `pk = :pk AND begins_with(…)`).
  const [, placeholder] = /^\s*#?\w+\s*=\s*(:\w+)/.exec(String(input.KeyConditionExpression))!;
  return [text((input.ExpressionAttributeValues as Record<string, unknown>)[placeholder!])];
};

const matchesPattern = (key: string, pattern: string): boolean =>
  pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern;

beforeAll(() => {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      // An import job started by a route runs in this process only because there is no worker function here;
      // its reads are the worker's, which has grants of its own (checked in catalogue-import.test.ts).
      if (READS.has(context.commandName ?? '') && !insideImportJob()) {
        current.push(...partitionKeysOf(context.commandName!, args.input as Record<string, unknown>));
      }
      return next(args);
    },
    { step: 'initialize', name: 'recordReadKeys' },
  );
});

/**
 * Which record a request names: an `{id}` and query parameters (`?path=`, `?name=`; a list's filters); for the
 * revision routes also the revision's other parameters, and the revision a restore's body pins.
 */
interface Target {
  id: number | string;
  query: Record<string, string>;
  params?: Record<string, number | string>;
  revision?: Fixtures['revision'];
}

const MISSING: Target = {
  id: 987654,
  query: { path: 'khong-co', name: 'khong-co-san-pham-nay', username: 'khong-co-ai', entity: 'article', status: 'new' },
};

const send = (route: RouteDef, cookie: string, fixtures: Fixtures, target: Target): Promise<Response> => {
  if (route.method !== 'GET') {
    const revision = target.revision ?? fixtures.revision;
    return sendValid(api, route as WriteRoute, { ...fixtures, revision }, { cookie, id: target.id });
  }
  // The parameters the target gives: a list's filters may all be left out.
  const query = (route.query ?? [])
    .filter((name) => target.query[name] !== undefined)
    .map((name) => `${name}=${encodeURIComponent(target.query[name]!)}`)
    .join('&');
  return api.request(`${concretePath(route, target.id, target.params)}${query ? `?${query}` : ''}`, { cookie });
};

/**
 * A revision of each entity that keeps them, made by a save that renamed the record (restoring it renames it
 * back, so the restore reads the path's owner): a restore reads what its entity's save reads.
 */
const revisionTargets = async (client: TestApi, cookie: string, fixtures: Fixtures): Promise<Target[]> => {
  const targets: Target[] = [];
  const save = async (entity: Fixtures['revision']['entity'], path: string, id: number, json: unknown) => {
    const response = await client.request(path, { method: 'PUT', cookie, json });
    expect(response.status, path).toBe(200);
    const { updatedAt } = (await response.json()) as { updatedAt: string };
    targets.push({ id, query: {}, params: { entity, revision: 1 }, revision: { entity, id, revision: 1, updatedAt } });
  };
  for (const [entity, path] of [
    ['Article', '/api/Article'],
    ['OuterProduct', '/api/OuterProduct'],
    ['InnerProduct', '/api/InnerProduct'],
  ] as const) {
    const route = (routes as readonly RouteDef[]).find(
      (candidate) => candidate.method === 'POST' && candidate.path === path,
    ) as WriteRoute;
    const body = validJson(route, fixtures) as Record<string, unknown>;
    const { id } = await create(client, cookie, fixtures, path);
    const pathField = 'articlePath' in body ? 'articlePath' : 'namePath';
    await save(entity, `${path}/${id}`, id, { ...body, [pathField]: `${String(body[pathField])}-doi-ten` });
  }
  const configuration = async (value: string) =>
    (
      (await (
        await client.request('/api/Configuration', {
          method: 'POST',
          cookie,
          json: [{ configKey: 'REVISION_PHONE', label: 'Điện thoại', value }],
        })
      ).json()) as { updatedAt: string }[]
    )[0]!.updatedAt;
  await configuration('0900 000 001');
  const updatedAt = await configuration('0900 000 002');
  targets.push({
    id: 'REVISION_PHONE',
    query: {},
    params: { entity: 'Configuration', revision: 1 },
    revision: { entity: 'Configuration', id: 'REVISION_PHONE', revision: 1, updatedAt },
  });
  return targets;
};

/** Creates a record through its route's valid request (with `changes`) and answers its id and path. */
const create = async (
  client: TestApi,
  cookie: string,
  fixtures: Fixtures,
  path: string,
  changes: Record<string, unknown> = {},
): Promise<{ id: number; path?: string }> => {
  const route = (routes as readonly RouteDef[]).find(
    (candidate) => candidate.method === 'POST' && candidate.path === path,
  ) as WriteRoute;
  const body = { ...(validJson(route, fixtures) as Record<string, unknown>), ...changes };
  const response = await client.request(path, { method: 'POST', cookie, json: body });
  expect(response.status, path).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, path: (body.articlePath ?? body.namePath) as string | undefined };
};

/** Runs first to last: reads, creations, changes, deletions, and the logout that ends the admin session. */
const ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, DELETE: 3 };
const order = (route: RouteDef): number => (route.action === 'logout' ? 4 : ORDER[route.method]!);

describe('every route reads only the partition keys it declares, private ones only where declared', () => {
  const readsByRoute = new Map<string, string[]>();

  beforeAll(async () => {
    // An owner account of the table rather than the deploy-time secret's, so that it can change its own password.
    const { cookie } = await signInStaff(api, await api.login(), 'owner');
    const fixtures = await createFixtures(api, cookie);
    const staff = await signInStaff(api, cookie, 'editor');
    // Subscribers and a quote request answered with a báo giá to find, so the reads of their routes are real ones.
    await api.request('/api/subscriptions', { method: 'POST', json: { emailValue: 'khach@example.vn' } });
    const buyer = 'nguoi-mua@nhamay.vn';
    fixtures.quoteReply = await createQuoteReply(api, cookie, fixtures, { email: buyer });
    const quote = { id: fixtures.quoteReply.requestId };
    // The session of the buyer who sent it, which the /api/my routes read (a staff cookie opens none of them).
    const buyerToken = await createBuyerLink(buyer, new Date(Date.now() + 60_000));
    const buyerSession = await api.request('/api/my/session', { method: 'POST', json: { token: buyerToken } });
    expect(buyerSession.status).toBe(204);
    const buyerCookie = buyerSession.headers.getSetCookie()[0]!.split(';')[0]!;
    // One record of every kind and type the lists show, with images, so every list reads what it reads in use.
    const article = await create(api, cookie, fixtures, '/api/Article');
    for (const articleType of [1, 2]) await create(api, cookie, fixtures, '/api/Article', { articleType });
    // A maintenance-tool group with no products: unlike the fixtures' category, it can be deleted.
    const toolGroup = await create(api, cookie, fixtures, '/api/OuterProduct', { productType: 1 });
    const inner = await create(api, cookie, fixtures, '/api/InnerProduct');
    const banner = await create(api, cookie, fixtures, '/api/bannerImages');
    const video = await create(api, cookie, fixtures, '/api/videos');
    const certificate = await create(api, cookie, fixtures, '/api/certificates');
    const outerPath = (
      (await (await api.request(`/api/OuterProduct/${fixtures.outerProductId}`)).json()) as {
        namePath: string;
      }
    ).namePath;
    const existing: Partial<Record<RouteDef['resource'], Target | Target[]>> = {
      article: { id: article.id, query: { path: article.path! } },
      'outer-product': [
        { id: fixtures.outerProductId, query: { path: outerPath } },
        { id: toolGroup.id, query: { path: toolGroup.path! } },
      ],
      'inner-product': { id: inner.id, query: { path: inner.path!, name: 'Vòng bi kiểm thử 6205', code: 'SKF 6205' } },
      'banner-image': { id: banner.id, query: {} },
      video: { id: video.id, query: {} },
      certificate: { id: certificate.id, query: {} },
      'quote-request': { id: quote.id, query: {}, params: { number: fixtures.quoteReply.number } },
      'buyer-quotes': { id: quote.id, query: {}, params: { number: fixtures.quoteReply.number } },
      staff: { id: staff.account.id, query: {} },
      revision: await revisionTargets(api, cookie, fixtures),
      // The whole log, then one person's entries of one kind: the month partitions and the index partitions.
      audit: { id: 0, query: {} },
      // The export's `{format}`; a job id that exists is left to catalogue-import.test.ts.
      catalogue: { id: 'csv', query: {} },
    };
    const ordered = [...(routes as readonly RouteDef[])].sort((a, b) => order(a) - order(b));
    for (const route of ordered) {
      const reads: string[] = [];
      for (const target of [existing[route.resource] ?? MISSING, MISSING].flat()) {
        // As a new container answers it: every read the route can make happens, none hidden by what an earlier
        // route left in this process's caches (the kept answers, the search index), and on a table from before
        // the quote requests' status index, which the inbox's first count or list joins.
        resetListCache();
        resetSearchCache();
        await db().send(new DeleteCommand({ TableName: tableName(), Key: STATUS_INDEX_JOINED }));
        current = [];
        const response = await send(route, route.path.startsWith('/api/my/') ? buyerCookie : cookie, fixtures, target);
        await response.arrayBuffer();
        expect(response.status, routeKey(route)).toBeLessThan(500);
        if (route.access === 'admin') expect(response.status, routeKey(route)).not.toBe(401);
        reads.push(...current);
      }
      readsByRoute.set(routeKey(route), reads);
    }
  }, 180_000);

  it('records the reads of the routes (the recorder sees the handlers’ client)', () => {
    expect(readsByRoute.get('GET /api/Configuration')).toContain('CONFIG');
    expect(readsByRoute.get('GET /api/Configuration/admin')!.some((key) => key.startsWith('SESSION#'))).toBe(true);
  });

  it('declares subscriber addresses, quote requests and password hashes private in the route table', () => {
    expect(privateReadKeys().map(keyPattern).sort()).toEqual(PRIVATE_KEY_PATTERNS);
  });

  it.each((routes as readonly RouteDef[]).map(routeKey))('%s reads no private key it does not declare', (key) => {
    const route = (routes as readonly RouteDef[]).find((candidate) => routeKey(candidate) === key)!;
    const allowed = (route.readsPrivateKeys ?? []).map(keyPattern);
    const privateRead = readsByRoute
      .get(key)!
      .filter((read) => PRIVATE_KEY_PATTERNS.some((pattern) => matchesPattern(read, pattern)));
    expect(privateRead.filter((read) => !allowed.some((pattern) => matchesPattern(read, pattern)))).toEqual([]);
  });

  it.each((routes as readonly RouteDef[]).map(routeKey))('%s reads only keys it declares', (key) => {
    const route = (routes as readonly RouteDef[]).find((candidate) => routeKey(candidate) === key)!;
    const allowed = readKeyPatterns([route]);
    const undeclared = readsByRoute
      .get(key)!
      .filter((read) => !allowed.some((pattern) => matchesPattern(read, pattern)));
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it('declares only keys its route really reads', () => {
    for (const route of (routes as readonly RouteDef[]).filter((candidate) => candidate.readsKeys)) {
      for (const pattern of route.readsKeys!.map(keyPattern)) {
        expect(
          readsByRoute.get(routeKey(route))!.some((read) => matchesPattern(read, pattern)),
          `${routeKey(route)} reads ${pattern}`,
        ).toBe(true);
      }
    }
  });

  it('declares only private keys its route really reads', () => {
    for (const route of (routes as readonly RouteDef[]).filter((candidate) => candidate.readsPrivateKeys)) {
      for (const pattern of route.readsPrivateKeys!.map(keyPattern)) {
        expect(
          readsByRoute.get(routeKey(route))!.some((read) => matchesPattern(read, pattern)),
          `${routeKey(route)} reads ${pattern}`,
        ).toBe(true);
      }
    }
  });
});
