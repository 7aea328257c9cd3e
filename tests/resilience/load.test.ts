import autocannon from 'autocannon';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@vongbi/functions/routes';
import { expectConsistentTable } from '../helpers/integrity';
import { uploadImage } from '../helpers/images';
import { useResilienceRig } from '../helpers/resilience-setup';

// 200 concurrent connections on every public read route of the table, on loopback, for LOAD_SECONDS (60 by
// default), with staff writing in parallel: no error, no timeout and no 5xx, at least ten answers a second, every
// write that was answered 2xx there afterwards, exactly as written, and nothing half-written. The reads get no
// minute of their own: this one asserts all that one would.

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 200;

const rig = useResilienceRig();
let cookie: string;
let imageId: number;
const readPaths: string[] = [];

const postJson = async <T>(path: string, json: unknown): Promise<T> => {
  const response = await rig.request(path, { method: 'POST', cookie, json });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

beforeAll(async () => {
  cookie = await rig.login();
  imageId = (await uploadImage(rig, cookie)).id;
  for (let outer = 0; outer < 3; outer++) {
    const { id: outerProductId } = await postJson<{ id: number }>('/api/OuterProduct', {
      name: `Danh mục ${outer}`,
      namePath: `danh-muc-${outer}`,
      summaryDetail: 'Mô tả',
      productType: outer % 2,
      imageId,
    });
    for (let inner = 0; inner < 4; inner++) {
      await postJson('/api/InnerProduct', {
        name: `Vòng bi FAG 62${outer}${inner}`,
        namePath: `vong-bi-62${outer}${inner}`,
        description: '<p>Thông số</p>',
        imageId,
        outerProductId,
      });
    }
  }
  for (const articleType of [0, 1, 2]) {
    await postJson('/api/Article', {
      headerText: `Bài ${articleType}`,
      summaryText: 'Tóm tắt',
      articlePath: `bai-${articleType}`,
      articleType,
      outerImageId: imageId,
    });
  }
  await postJson('/api/bannerImages', { imageId });

  const query: Record<string, string> = {
    '/api/Article/Path': '?path=bai-0',
    '/api/OuterProduct/GetByPath': '?path=danh-muc-0',
    '/api/InnerProduct/GetByPath': '?path=vong-bi-6200',
    '/api/InnerProduct/SearchInnerProductByName': '?name=vong%20bi%20fag',
    '/api/InnerProduct/Equivalents': '?code=SKF%206200-2RS1',
    '/api/designation': '?code=6200-2RSR-C3',
  };
  const idOf = async (path: string) => ((await (await rig.request(path)).json()) as { id: number }).id;
  const ids: Record<string, number> = {
    article: await idOf('/api/Article/Path?path=bai-0'),
    'outer-product': await idOf('/api/OuterProduct/GetByPath?path=danh-muc-0'),
    'inner-product': await idOf('/api/InnerProduct/GetByPath?path=vong-bi-6200'),
  };
  // A buyer's own routes answer only a buyer's session: not anonymous reads.
  const publicReads = routes.filter(
    (route) =>
      route.method === 'GET' &&
      route.access === 'public' &&
      route.resource !== 'auth' &&
      route.resource !== 'buyer-quotes',
  );
  for (const route of publicReads) {
    readPaths.push(route.path.replace('{id}', String(ids[route.resource])) + (query[route.path] ?? ''));
  }
}, 120_000);

const load = (duration: number) =>
  autocannon({
    url: rig.url,
    connections: CONNECTIONS,
    duration,
    // API Gateway gives up on a request after 30 s; locally a slower answer counts as a timeout too.
    timeout: 29,
    requests: readPaths.map((path) => ({ method: 'GET', path })),
  });

describe(`${CONNECTIONS} connections on the public read routes`, () => {
  it(`serve ${SECONDS} s with no error and no 5xx while staff write in parallel, who lose and half-write nothing`, async () => {
    const expected = new Map<number, string | undefined>();
    let running = true;
    const staff = async (worker: number) => {
      for (let round = 0; running; round++) {
        const path = `tai-${worker}-${round}`;
        const article = await postJson<{ id: number; updatedAt: string }>('/api/Article', {
          headerText: `Tin ${worker}.${round}`,
          summaryText: 'Tóm tắt',
          articlePath: path,
          articleType: 0,
          outerImageId: imageId,
        });
        expected.set(article.id, `Tin ${worker}.${round}`);
        const edited = await rig.request(`/api/Article/${article.id}`, {
          method: 'PUT',
          cookie,
          json: { ...article, headerText: `Sửa ${worker}.${round}`, articlePath: path, outerImageId: imageId },
        });
        expect(edited.status).toBe(200);
        expected.set(article.id, `Sửa ${worker}.${round}`);
        if (round % 3 === 2) {
          expect((await rig.request(`/api/Article/${article.id}`, { method: 'DELETE', cookie })).status).toBe(204);
          expected.set(article.id, undefined);
        }
      }
    };

    const reads = load(SECONDS);
    const writers = Promise.all([0, 1, 2, 3].map(staff));
    const result = await reads;
    running = false;
    await writers;

    expect(result.requests.total).toBeGreaterThan(SECONDS * 10);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(expected.size).toBeGreaterThanOrEqual(4);
    for (const [id, headerText] of expected) {
      const response = await rig.request(`/api/Article/${id}`);
      if (headerText === undefined) expect(response.status).toBe(404);
      else expect(((await response.json()) as { headerText: string }).headerText).toBe(headerText);
    }
    await expectConsistentTable();
  });
});
