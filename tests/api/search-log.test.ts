import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@vongbi/functions/core/clients';
import { addSearch, countSearch } from '@vongbi/functions/core/repositories/search-log-repository';
import { recordSearch, SEARCH_LOG_TOP } from '@vongbi/functions/core/services/search-log';
import { vietnamDay } from '@vongbi/functions/core/rules/vietnam-time';
import { routes } from '@vongbi/functions/routes';
import type { SearchLogReport } from '@vongbi/functions/contract';
import { useTestApi } from '../helpers/api-client';
import { createFixtures, freshPath } from '../helpers/route-requests';
import { storageSnapshot, tableItem, tableItems, type TableItem } from '../helpers/storage';

// The search statistics behind the staff dashboard: the search page posts each view's query, the server counts
// it per day under the query's search form, decides itself whether it found anything, and keeps at most a
// day's cap of distinct queries; staff read the last 90 days.

const api = useTestApi();
const DAY_MS = 24 * 60 * 60 * 1000;

const logSearch = (query: unknown) => api.request('/api/SearchLog', { method: 'POST', json: { query } });

const today = () => vietnamDay(new Date());
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const searchItem = (day: string, query: string) => tableItem(`SEARCHLOG#${day}`, query);
const searchLogItems = async (): Promise<TableItem[]> =>
  (await tableItems()).filter((item) => item.pk.startsWith('SEARCHLOG#'));

const report = async (): Promise<SearchLogReport> => {
  const response = await api.request('/api/SearchLog', { cookie: await api.login() });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as SearchLogReport;
};

beforeAll(async () => {
  // A catalogue of one bearing, created through the API, for the searches that find something.
  const cookie = await api.login();
  const fixtures = await createFixtures(api, cookie);
  const response = await api.request('/api/InnerProduct', {
    method: 'POST',
    cookie,
    json: {
      name: 'Vòng bi cầu FAG 6205-2RSR',
      namePath: freshPath('vong-bi'),
      description: '<p>Thông số</p>',
      shortDescription: 'Vòng bi cầu một dãy',
      videos: '',
      imageId: fixtures.imageId,
      imageIds: [],
      outerProductId: fixtures.outerProductId,
      brand: 'FAG',
      madeIn: 'Đức',
      productSeries: '6205-2RSR',
    },
  });
  expect(response.status).toBe(201);
});

describe('POST /api/SearchLog', () => {
  it('answers 202 {} and counts the query under its search form on today’s Vietnam day, for 91 days', async () => {
    const response = await logSearch('  Vòng Bi  FAG 6205 ');

    expect(response.status).toBe(202);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({});
    const item = await searchItem(today(), 'vong bi fag 6205');
    expect(item).toEqual({
      pk: `SEARCHLOG#${today()}`,
      sk: 'vong bi fag 6205',
      count: 1,
      // FAG is read as the brand: the fixtures' FAG 6205, whose name does not say FAG, is found as well.
      found: 2,
      ttl: Date.parse(`${today()}T00:00:00+07:00`) / 1000 + 91 * 24 * 60 * 60,
    });
  });

  it('keeps nothing about the visitor: only the day, the query and its numbers', async () => {
    const allowed = routes.find((route) => route.method === 'POST' && route.path === '/api/SearchLog')!.writesKeys;
    const before = new Map((await tableItems()).map((item) => [`${item.pk}|${item.sk}`, JSON.stringify(item)]));

    const response = await api.request('/api/SearchLog', {
      method: 'POST',
      cookie: 'ga=khach-123',
      headers: { 'User-Agent': 'Khách hàng', 'X-Forwarded-For': '203.0.113.9' },
      json: { query: 'bạc đạn 6206' },
    });

    expect(response.status).toBe(202);
    const changed = (await tableItems()).filter((item) => before.get(`${item.pk}|${item.sk}`) !== JSON.stringify(item));
    expect(changed.map((item) => [item.pk, item.sk])).toEqual([
      [`SEARCHLOG#${today()}`, '#'],
      [`SEARCHLOG#${today()}`, 'bac dan 6206'],
    ]);
    for (const item of changed) expect(allowed.some((prefix) => item.pk.startsWith(prefix))).toBe(true);
    expect(changed.map((item) => Object.keys(item).sort())).toEqual([
      ['pk', 'queries', 'sk', 'ttl'],
      ['count', 'found', 'pk', 'sk', 'ttl'],
    ]);
    expect(JSON.stringify(changed)).not.toMatch(/khach-123|203\.0\.113|Khách hàng|127\.0\.0\.1/);
  });

  it('decides itself whether the query finds anything, whatever the client sends', async () => {
    await api.request('/api/SearchLog', { method: 'POST', json: { query: '62052RS', found: 0, notFound: true } });
    await logSearch('NKX 9999-ZZZ');

    // Two products are 6205s: this file's FAG 6205-2RSR and the fixtures' 'Vòng bi kiểm thử 6205'.
    expect(await searchItem(today(), '62052rs')).toMatchObject({ count: 1, found: 2 });
    expect(await searchItem(today(), 'nkx 9999-zzz')).toMatchObject({ count: 1, found: 0 });
  });

  it('counts a query once however its case and diacritics are written, and its separators as the search form keeps them', async () => {
    for (const query of ['Ổ BI SKF', 'ổ bi skf', 'o bi  SKF']) expect((await logSearch(query)).status).toBe(202);
    // The search form keeps `-`, `.` and `/` (in a designation `62/28` is not `6228`) and turns other runs of
    // separators into one space, so these spellings of one bearing are three queries, each of which the
    // search reads as the same designation, as `found` shows.
    for (const query of ['6205-2RS', '6205 2rs', '62052RS', '6205-2RS'])
      expect((await logSearch(query)).status).toBe(202);

    expect(await searchItem(today(), 'o bi skf')).toMatchObject({ count: 3, found: 0 });
    expect(await searchItem(today(), '6205-2rs')).toMatchObject({ count: 2, found: 2 });
    expect(await searchItem(today(), '6205 2rs')).toMatchObject({ count: 1, found: 2 });
    expect(await searchItem(today(), '62052rs')).toMatchObject({ count: 2, found: 2 });
  });

  it.each([
    ['an empty query', ''],
    ['blanks', ' \t\n '],
    ['only punctuation', '?!…—'],
    ['only the separators a designation keeps', '-/./-'],
    ['emoji', '😀🔩👍🏽'],
    ['a lone surrogate', '\ud800'],
    ['lone surrogates and spaces', '\udfff \ud83d'],
  ])('answers 202 for %s and writes nothing', async (_case, query) => {
    const before = await storageSnapshot();

    const response = await logSearch(query);

    expect(response.status).toBe(202);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('cuts an over-long query to the 200 characters the search reads, never refusing it', async () => {
    const response = await logSearch(`${'ạ'.repeat(199)}bcdef`);

    expect(response.status).toBe(202);
    expect(await searchItem(today(), `${'a'.repeat(199)}b`)).toMatchObject({ count: 1, found: 0 });
  });

  it('keeps a query that decomposes into more letters within a sort key (Hangul, 3 letters a syllable)', async () => {
    const response = await logSearch('한'.repeat(200));

    expect(response.status).toBe(202);
    const [hangul] = (await searchLogItems()).filter((item) => /^\p{Script=Hangul}+$/u.test(item.sk));
    expect([...hangul!.sk]).toHaveLength(200);
    expect(Buffer.byteLength(hangul!.sk)).toBeLessThanOrEqual(1024);
  });

  it.each([
    ['a number', 6205, 'Phải là văn bản'],
    ['null', null, 'Phải là văn bản'],
    ['a list', ['6205'], 'Phải là văn bản'],
    ['a missing query', undefined, 'Bắt buộc'],
  ])('answers 400 VALIDATION for %s and writes nothing', async (_case, query, message) => {
    const before = await storageSnapshot();

    const response = await logSearch(query);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Dữ liệu không hợp lệ',
      code: 'VALIDATION',
      fields: { query: message },
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 415 for a body that is not JSON and 403 for a post from another site, writing nothing', async () => {
    const before = await storageSnapshot();

    const plain = await api.request('/api/SearchLog', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"query":"6205"}',
    });
    const foreign = await api.request('/api/SearchLog', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      json: { query: '6205' },
    });

    expect([plain.status, foreign.status]).toEqual([415, 403]);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('counts a search at 00:30 in Vietnam (17:30 UTC the day before) on the Vietnam day', async () => {
    await recordSearch('ma ngay viet nam', { now: new Date('2026-03-10T17:30:00Z') });

    expect(await searchItem('2026-03-11', 'ma ngay viet nam')).toMatchObject({ count: 1 });
    expect(await searchItem('2026-03-10', 'ma ngay viet nam')).toBeUndefined();
  });

  it('adds no new query to a day past its cap, and still counts the queries it holds', async () => {
    const now = new Date('2026-04-02T03:00:00Z');
    for (const query of ['ma 1', 'ma 2', 'ma 3']) await recordSearch(query, { now, dailyCap: 3 });

    await recordSearch('ma 4', { now, dailyCap: 3 });
    await recordSearch('ma 1', { now, dailyCap: 3 });

    const day = (await searchLogItems()).filter((item) => item.pk === 'SEARCHLOG#2026-04-02');
    expect(day.map((item) => [item.sk, item.sk === '#' ? item.queries : item.count])).toEqual([
      ['#', 3],
      ['ma 1', 2],
      ['ma 2', 1],
      ['ma 3', 1],
    ]);
  });

  it('lets exactly the cap of 20 parallel new queries in', async () => {
    const now = new Date('2026-04-03T03:00:00Z');

    await Promise.all(
      Array.from({ length: 20 }, (_, index) => recordSearch(`song song ${index}`, { now, dailyCap: 5 })),
    );

    const day = (await searchLogItems()).filter((item) => item.pk === 'SEARCHLOG#2026-04-03');
    expect(day.find((item) => item.sk === '#')).toMatchObject({ queries: 5 });
    expect(day.filter((item) => item.sk !== '#')).toHaveLength(5);
  });
});

describe('GET /api/SearchLog', () => {
  it('answers 401 without a session', async () => {
    const response = await api.request('/api/SearchLog');

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });
  });

  it('adds each query’s searches over the last 90 days (today in Vietnam included), none older', async () => {
    for (let time = 0; time < 2; time++) await logSearch('Mã Thiếu 7311');
    await recordSearch('ma thieu 7311', { now: daysAgo(10) });
    await recordSearch('MA THIEU 7311', { now: daysAgo(89) });
    for (let time = 0; time < 5; time++) await recordSearch('ma thieu 7311', { now: daysAgo(90) });
    await recordSearch('chi xua 7312', { now: daysAgo(90) });

    const { days, notFound, frequent } = await report();

    expect(days).toBe(90);
    expect(notFound.find((search) => search.query === 'ma thieu 7311')).toEqual({
      query: 'ma thieu 7311',
      count: 4,
      lastDay: today(),
    });
    expect(frequent.find((search) => search.query === 'ma thieu 7311')).toEqual({
      query: 'ma thieu 7311',
      count: 4,
      found: 0,
    });
    expect([...notFound, ...frequent].some((search) => search.query === 'chi xua 7312')).toBe(false);
  });

  it('lists a query as not found by its latest search: one that finds the product now is only among the frequent', async () => {
    // Searched 20 days ago, before the product was in the catalogue: stored as the repository stores it then.
    const before = vietnamDay(daysAgo(20));
    await addSearch(before, { query: '6205-2rsr', found: 0 }, 500, Math.floor(Date.now() / 1000) + 86_400);
    for (let time = 0; time < 3; time++) await countSearch(before, '6205-2rsr', 0);
    await logSearch('6205-2RSR');

    const { notFound, frequent } = await report();

    expect(notFound.some((search) => search.query === '6205-2rsr')).toBe(false);
    // Found: this file's 6205-2RSR and, by its basic designation, the fixtures' 6205.
    expect(frequent.find((search) => search.query === '6205-2rsr')).toEqual({ query: '6205-2rsr', count: 5, found: 2 });
  });

  it(`ranks each list by count, then by query, and keeps the first ${SEARCH_LOG_TOP}`, async () => {
    const day = vietnamDay(daysAgo(3));
    const expires = Math.floor(Date.now() / 1000) + 86_400;
    // 60 queries that found nothing, searched 100 to 159 times (two with the same count, to order by query),
    // stored as the repository stores them.
    const counts = Array.from({ length: 60 }, (_, index) => 100 + index);
    counts[59] = 158;
    for (const [index, count] of counts.entries()) {
      const query = `khong co ${String.fromCharCode(97 + (index % 26))}${index}`;
      await db().send(
        new PutCommand({
          TableName: process.env.TABLE_NAME!,
          Item: { pk: `SEARCHLOG#${day}`, sk: query, count, found: 0, ttl: expires },
        }),
      );
    }

    const { notFound, frequent } = await report();

    expect(notFound).toHaveLength(SEARCH_LOG_TOP);
    expect(frequent).toHaveLength(SEARCH_LOG_TOP);
    expect(notFound.slice(0, 3)).toEqual([
      { query: 'khong co g58', count: 158, lastDay: day },
      { query: 'khong co h59', count: 158, lastDay: day },
      { query: 'khong co f57', count: 157, lastDay: day },
    ]);
    const ordered = [...notFound].sort((a, b) => b.count - a.count || a.query.localeCompare(b.query));
    expect(notFound).toEqual(ordered);
    expect(frequent.map((search) => search.query)).toEqual(notFound.map((search) => search.query));
  });
});
