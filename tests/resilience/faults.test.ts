import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@vongbi/functions/routes';
import { expectConsistentTable } from '../helpers/integrity';
import { formWith, sampleImages, uploadImage } from '../helpers/images';
import { RESILIENCE_ADMIN, useResilienceRig } from '../helpers/resilience-setup';
import { tableItems } from '../helpers/storage';

// DynamoDB or S3 stopped while the site runs: every answer is the contract's JSON 500 with a request id and no
// internals, nothing is half-written when they return, and the logs of all of it hold no password, session
// token or cookie.

const rig = useResilienceRig();
let cookie: string;
let outerProductId: number;
let imageId: number;
const logged: string[] = [];
const writes = { stdout: process.stdout.write.bind(process.stdout), stderr: process.stderr.write.bind(process.stderr) };

beforeAll(async () => {
  process.env.LOG_LEVEL = 'debug';
  // The handlers' JSON log lines are kept for the last test instead of printed.
  const capture = ((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  process.stdout.write = capture;
  process.stderr.write = capture;

  cookie = await rig.login();
  imageId = (await uploadImage(rig, cookie)).id;
  const outer = await rig.request('/api/OuterProduct', {
    method: 'POST',
    cookie,
    json: { name: 'Gối đỡ', namePath: 'goi-do', summaryDetail: 'Gối đỡ vòng bi', productType: 0, imageId },
  });
  outerProductId = ((await outer.json()) as { id: number }).id;
});

afterAll(() => {
  process.stdout.write = writes.stdout;
  process.stderr.write = writes.stderr;
});

const expectInternalError = async (response: Response) => {
  expect(response.status).toBe(500);
  const text = await response.text();
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'requestId']);
  expect(body).toMatchObject({ message: 'Lỗi hệ thống', code: 'INTERNAL' });
  expect(body.requestId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  expect(text).not.toMatch(/ECONNREFUSED|Error|dynamodb|s3|127\.0\.0\.1|\bat\b/i);
};

/**
 * A request of every public read route of the table that reads the table, with the query it needs. Sign-in and a
 * buyer's own routes answer 401 before any read without a session; the designation explained reads nothing.
 */
const publicReads = routes
  .filter(
    (route: RouteDef) =>
      route.method === 'GET' &&
      route.access === 'public' &&
      route.resource !== 'auth' &&
      route.resource !== 'buyer-quotes' &&
      (route.readsKeys?.length || route.readsPrivateKeys?.length),
  )
  .map((route) => {
    const path = route.path.replace('{id}', '1');
    if (path.endsWith('/GetByPath') || path.endsWith('/Path')) return `${path}?path=goi-do`;
    if (path.endsWith('/SearchInnerProductByName')) return `${path}?name=goi`;
    if (path.endsWith('/Equivalents')) return `${path}?code=SKF%206205-2RS1`;
    return path;
  });

describe('with DynamoDB stopped', () => {
  it('answers every public read and a staff write with the JSON 500, then recovers when it returns', async () => {
    await rig.stopDynamoDb();
    try {
      for (const path of publicReads) await expectInternalError(await rig.request(path));
      // A route that reads nothing of the table keeps answering.
      expect((await rig.request('/api/designation?code=6205-2RSR-C3')).status).toBe(200);
      await expectInternalError(
        await rig.request('/api/Article', {
          method: 'POST',
          cookie,
          json: {
            headerText: 'Tin',
            summaryText: 'Tóm tắt',
            articlePath: 'tin-khi-mat-ket-noi',
            articleType: 0,
            outerImageId: imageId,
          },
        }),
      );
    } finally {
      await rig.startDynamoDb();
    }

    expect((await rig.request('/api/OuterProduct/GetOuterProducts')).status).toBe(200);
    expect((await rig.request('/api/Article/Path?path=tin-khi-mat-ket-noi')).status).toBe(404);
  });

  it('leaves no half-written entity when it stops in the middle of a burst of writes', async () => {
    const creates = Array.from({ length: 30 }, (_, index) =>
      index % 2
        ? rig.request('/api/InnerProduct', {
            method: 'POST',
            cookie,
            json: {
              name: `Vòng bi ${index}`,
              namePath: `vong-bi-dut-ket-noi-${index}`,
              description: '<p>x</p>',
              imageId,
              outerProductId,
            },
          })
        : rig.request('/api/Article', {
            method: 'POST',
            cookie,
            json: {
              headerText: `Tin ${index}`,
              summaryText: 'Tóm tắt',
              articlePath: `tin-dut-ket-noi-${index}`,
              articleType: 0,
              outerImageId: imageId,
            },
          }),
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
    await rig.stopDynamoDb();
    const answers = await Promise.all(creates);
    await rig.startDynamoDb();

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 201 || status === 500)).toBe(true);
    expect(statuses).toContain(500);
    for (const answer of answers.filter((answer) => answer.status === 500)) await expectInternalError(answer);
    const created = await Promise.all(
      answers.filter((answer) => answer.status === 201).map(async (answer) => (await answer.json()) as { id: number }),
    );
    const items = await tableItems();
    for (const { id } of created) {
      expect(items.some((item) => item.sk === '#' && /^(ARTICLE|INNER)#\d+$/.test(item.pk) && item.id === id)).toBe(
        true,
      );
    }
    await expectConsistentTable();
  });
});

describe('with S3 stopped', () => {
  it('answers an upload with the JSON 500 and keeps no file record, then stores again when it returns', async () => {
    const before = (await tableItems()).filter((item) => item.pk.startsWith('FILE#'));

    await rig.stopS3();
    try {
      await expectInternalError(
        await rig.request('/api/File', {
          method: 'POST',
          cookie,
          body: formWith([{ bytes: sampleImages.jpeg, name: 'anh.jpg' }]),
        }),
      );
    } finally {
      await rig.startS3();
    }

    expect((await tableItems()).filter((item) => item.pk.startsWith('FILE#'))).toEqual(before);
    const again = await rig.request('/api/File', {
      method: 'POST',
      cookie,
      body: formWith([{ bytes: sampleImages.jpeg, name: 'anh.jpg' }]),
    });
    expect(again.status).toBe(201);
  });
});

describe('the logs of all of the above', () => {
  it('hold no password, session token or cookie', async () => {
    const session = await rig.login();
    await rig.request('/api/auth/session', { cookie: session });
    await rig.request('/api/auth/login', { method: 'POST', json: { ...RESILIENCE_ADMIN, password: 'doan-sai-123' } });
    await rig.request('/api/auth/logout', { method: 'POST', cookie: session });

    const text = logged.join('');
    expect(text).toContain('"message":"request"');
    expect(text).toContain('"message":"unhandled error"');
    for (const secret of [
      RESILIENCE_ADMIN.password,
      'doan-sai-123',
      session,
      session.slice('session='.length),
      cookie,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/session=/i);
  });
});
