import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@vongbi/functions/core/clients';
import { routeKey, routes, type RouteDef } from '@vongbi/functions/routes';
import { keyPattern, privateReadKeys } from '../../infra-cdk/lib/constructs/api';
import { useTestApi } from '../helpers/api-client';
import { concretePath, createFixtures, sendValid, type Fixtures, type WriteRoute } from '../helpers/route-requests';

// The deploy denies every function but the declared ones reads of private keys (routes.ts readsPrivateKeys,
// dynamodb:LeadingKeys). The local emulators enforce no IAM, so this runs every route against DynamoDB Local
// with the client wrapped to record the partition keys each request reads (GetItem, BatchGetItem, Query:
// the index's partition key for a Query on an index, as IAM sees it), and checks them against the table.

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
      if (READS.has(context.commandName ?? '')) {
        current.push(...partitionKeysOf(context.commandName!, args.input as Record<string, unknown>));
      }
      return next(args);
    },
    { step: 'initialize', name: 'recordReadKeys' },
  );
});

/** Subscriber e-mail addresses: their items (`SUB#<address>`) and their list partition (`SUB`). */
const PRIVATE_PATTERNS = ['SUB', 'SUB#*'];

const QUERY_VALUES: Record<string, string> = { path: 'khong-co', name: '6205' };

const send = (route: RouteDef, cookie: string, fixtures: Fixtures): Promise<Response> => {
  if (route.method !== 'GET') return sendValid(api, route as WriteRoute, fixtures, { cookie });
  const query = (route.query ?? []).map((name) => `${name}=${encodeURIComponent(QUERY_VALUES[name]!)}`).join('&');
  return api.request(`${concretePath(route)}${query ? `?${query}` : ''}`, { cookie });
};

describe('private keys (subscriber e-mail addresses) are read only by the routes that declare them', () => {
  const readsByRoute = new Map<string, string[]>();

  beforeAll(async () => {
    const cookie = await api.login();
    const fixtures = await createFixtures(api, cookie);
    // Subscribers to find, so the reads of the subscription routes are real ones.
    await api.request('/api/subscriptions', { method: 'POST', json: { emailValue: 'khach@example.vn' } });
    // Logout last: it ends the session the admin routes use.
    const ordered = [...(routes as readonly RouteDef[])].sort(
      (a, b) => Number(a.action === 'logout') - Number(b.action === 'logout'),
    );
    for (const route of ordered) {
      current = [];
      const response = await send(route, cookie, fixtures);
      await response.arrayBuffer();
      expect(response.status, routeKey(route)).toBeLessThan(500);
      if (route.access === 'admin') expect(response.status, routeKey(route)).not.toBe(401);
      readsByRoute.set(routeKey(route), current);
    }
  }, 120_000);

  it('records the reads of the routes (the recorder sees the handlers’ client)', () => {
    expect(readsByRoute.get('GET /api/Configuration')).toContain('CONFIG');
    expect(readsByRoute.get('GET /api/Configuration/admin')!.some((key) => key.startsWith('SESSION#'))).toBe(true);
  });

  it('declares subscriber addresses private in the route table', () => {
    expect(privateReadKeys().map(keyPattern).sort()).toEqual(PRIVATE_PATTERNS);
  });

  it.each((routes as readonly RouteDef[]).map(routeKey))('%s reads no private key it does not declare', (key) => {
    const route = (routes as readonly RouteDef[]).find((candidate) => routeKey(candidate) === key)!;
    const allowed = (route.readsPrivateKeys ?? []).map(keyPattern);
    const privateRead = readsByRoute
      .get(key)!
      .filter((read) => PRIVATE_PATTERNS.some((pattern) => matchesPattern(read, pattern)));
    expect(privateRead.filter((read) => !allowed.some((pattern) => matchesPattern(read, pattern)))).toEqual([]);
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
