import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '@vongbi/functions/routes';
import { useTestApi } from '../../helpers/api-client';
import { tableSnapshot } from '../../helpers/catalogue';
import { bucketKeys } from '../../helpers/storage';
import {
  concretePath,
  createFixtures,
  jsonWriteRoutes,
  routeName,
  validJson,
  settled,
  type Fixtures,
  type WriteRoute,
} from '../../helpers/route-requests';

// Every JSON write route of the table, fed bodies generated from its valid one: broken JSON, wrong types,
// missing and unknown fields, prototype keys, huge strings, control characters, lone surrogates, NFD text,
// client-sent ids and times. Each answer is below 500 and JSON; a refusal carries a code and changes nothing;
// an acceptance keeps the server's own id and times; nothing pollutes Object.prototype.

const api = useTestApi();
let cookie: string;
let fixtures: Fixtures;
/** For PUT routes: a record of that kind to update. */
const existingIds = new Map<string, number>();

const CREATE_OF: Record<string, string> = {
  'PUT /api/Article/{id}': 'POST /api/Article',
  'PUT /api/OuterProduct/{id}': 'POST /api/OuterProduct',
  'PUT /api/InnerProduct/{id}': 'POST /api/InnerProduct',
  'PUT /api/QuoteRequest/{id}': 'POST /api/QuoteRequest',
  'PUT /api/staff/{id}': 'POST /api/staff',
  'PUT /api/certificates/{id}': 'POST /api/certificates',
};

beforeAll(async () => {
  cookie = await api.login();
  fixtures = await createFixtures(api, cookie);
  for (const route of jsonWriteRoutes.filter((route) => route.method === 'PUT')) {
    const create = jsonWriteRoutes.find((candidate) => routeKey(candidate) === CREATE_OF[routeKey(route)])!;
    const response = await api.request(create.path, {
      method: 'POST',
      cookie,
      json: validJson(create, fixtures),
    });
    expect(response.status).toBe(201);
    existingIds.set(routeKey(route), ((await response.json()) as { id: number }).id);
  }
});

/**
 * Table and bucket together, without what a refused sign-in, sign-up or buyer's link keeps by design: the attempt
 * counters and the audit log's entry of a failed sign-in.
 */
const snapshot = async () => ({
  items: (await tableSnapshot()).filter(
    (item) =>
      !/^(SUBLIMIT|LOGINLIMIT|BUYERLIMIT)#/.test(item.pk) &&
      !(item.pk.startsWith('AUDIT#') && item.action === 'login-failed'),
  ),
  keys: await bucketKeys(),
});

const CLIENT_ID = 987_654_321;
const CLIENT_TIME = '1999-01-01T00:00:00.000Z';

const hostileString = fc.oneof(
  fc.constant('\u0000\u0001\u001f\u007f'),
  fc.constant('\ud800 nửa cặp \udfff'),
  fc.constant('Vòng bi Đức'.normalize('NFD')),
  fc.constant('<script>alert(1)</script>'),
  fc.constant('‮gnp.exe'),
  fc.integer({ min: 5_000, max: 400_000 }).map((length) => 'ạ'.repeat(length)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
  hostileString,
);

/** A raw request body: the valid one mutated, or not JSON at all. */
const mutatedBody = (valid: Record<string, unknown> | unknown[]): fc.Arbitrary<string> => {
  const asObject = Array.isArray(valid) ? (valid[0] as Record<string, unknown>) : valid;
  const wrap = (item: Record<string, unknown>) => JSON.stringify(Array.isArray(valid) ? [item] : item);
  const keys = Object.keys(asObject);
  return fc.oneof(
    // broken JSON
    fc.integer({ min: 1, max: wrap(asObject).length - 1 }).map((cut) => wrap(asObject).slice(0, cut)),
    fc.constantFrom('', 'null', '"chuỗi"', '42', '[]', '{}', '{"a":', '\u0000', '[[[[[[[[[[[[[[[[[[[[[['),
    // wrong type, missing field, unknown field
    fc.tuple(fc.constantFrom(...keys), wrongValue).map(([key, value]) => wrap({ ...asObject, [key]: value })),
    fc
      .constantFrom(...keys)
      .map((key) => wrap(Object.fromEntries(Object.entries(asObject).filter(([k]) => k !== key)))),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue())
      .map(([key, value]) => wrap({ ...asObject, [key]: value })),
    // prototype keys, written as JSON text so they reach the server as own properties
    fc
      .constantFrom(
        '{"__proto__":{"polluted":"có"}}',
        '{"constructor":{"prototype":{"polluted":"có"}}}',
        '{"__proto__":{"isAdmin":true},"toString":"x","hasOwnProperty":1}',
      )
      .map((extra) => {
        const body = wrap(asObject);
        const inner = extra.slice(1, -1);
        return Array.isArray(valid) ? body.replace(/^\[\{/, `[{${inner},`) : body.replace(/^\{/, `{${inner},`);
      }),
    // hostile text in every string field at once
    hostileString.map((text) =>
      wrap(Object.fromEntries(Object.entries(asObject).map(([k, v]) => [k, typeof v === 'string' ? text : v]))),
    ),
    // client-sent id and times
    fc.constant(wrap({ ...asObject, id: CLIENT_ID, createdAt: CLIENT_TIME, updatedAt: CLIENT_TIME })),
  );
};

// An accepted import starts a job in this process: its writes land before the next snapshot.
const send = (route: WriteRoute, body: string) =>
  settled(
    api.request(concretePath(route, existingIds.get(routeKey(route)) ?? 1), {
      method: route.method,
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body,
    }),
  );

describe.each(jsonWriteRoutes.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
  it('answers every generated body below 500; refusals carry a code and change nothing', async () => {
    const valid = validJson(route, fixtures);
    // The table and bucket as a refusal left them are the next body's "before": a refusal writes nothing, and the
    // whole table is read once a body instead of twice. After an acceptance they are read again.
    let leftByRefusal: Awaited<ReturnType<typeof snapshot>> | undefined;

    await fc.assert(
      fc.asyncProperty(mutatedBody(valid), async (body) => {
        const before = leftByRefusal ?? (await snapshot());
        leftByRefusal = undefined;

        const response = await send(route, body);
        expect(response.status).toBeLessThan(500);
        if (response.status < 300 && response.headers.get('content-type') === 'application/pdf') {
          // A báo giá's preview answers the PDF of what it was sent, and keeps nothing.
          expect(
            Buffer.from(await response.arrayBuffer())
              .subarray(0, 5)
              .toString(),
          ).toBe('%PDF-');
          expect(await snapshot()).toEqual(before);
          leftByRefusal = before;
          return;
        }
        const answer = (await response.json()) as Record<string, unknown> & { code?: string };

        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        if (response.status >= 400) {
          expect(typeof answer.code).toBe('string');
          expect(typeof answer.message).toBe('string');
          for (const message of Object.values((answer.fields ?? {}) as Record<string, string>)) {
            // A person reads these: no regular expressions or type names.
            expect(message).not.toMatch(/[/^$]|\bstring\b|\bnumber\b/);
          }
          expect(await snapshot()).toEqual(before);
          leftByRefusal = before;
        } else if (!Array.isArray(answer) && 'id' in answer) {
          expect(answer.id).not.toBe(CLIENT_ID);
          if ('createdAt' in answer) expect(answer.createdAt).not.toBe(CLIENT_TIME);
          if ('updatedAt' in answer) expect(answer.updatedAt).not.toBe(CLIENT_TIME);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      }),
      { numRuns: 25, seed: 20261123 },
    );
  });

  it('answers 413 TOO_LARGE for a body over 1 MiB and changes nothing', async () => {
    const before = await snapshot();

    const response = await send(route, JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }));

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Tệp quá lớn', code: 'TOO_LARGE' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('messages people read', () => {
  it('answers an image id that is not a number with "Mã không hợp lệ", not a regular expression', async () => {
    const response = await api.request('/api/Article', {
      method: 'POST',
      cookie,
      json: {
        ...(validJson(
          jsonWriteRoutes.find((r) => routeKey(r) === 'POST /api/Article')!,
          fixtures,
        ) as object),
        outerImageId: 'abc',
        imageIds: ['x'],
      },
    });

    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      outerImageId: 'Mã không hợp lệ',
      'imageIds.0': 'Mã không hợp lệ',
    });
  });

  it('answers 400, not 409 STALE, for an updatedAt that is not a time', async () => {
    const route = jsonWriteRoutes.find((r) => routeKey(r) === 'PUT /api/Article/{id}')!;
    const before = await snapshot();

    const response = await send(
      route,
      JSON.stringify({ ...(validJson(route, fixtures) as object), updatedAt: 'yesterday' }),
    );

    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      updatedAt: 'Thời điểm cập nhật không hợp lệ',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('a body over the 10 MiB any request may carry', () => {
  it('gets the 413 JSON answer, not a reset connection', async () => {
    const response = await api.request('/api/Article', {
      method: 'POST',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array(10 * 1024 * 1024 + 1).fill(0x20),
    });

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Tệp quá lớn', code: 'TOO_LARGE' });
  });
});
