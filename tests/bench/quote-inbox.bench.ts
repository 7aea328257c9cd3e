import { afterAll, beforeAll, bench, describe, expect } from 'vitest';
import type { QuoteRequestCount, QuoteRequestPage } from '@vongbi/functions/contract/quote-request';
import { entityKey, getItem, type Key } from '@vongbi/functions/core/db';
import { useTestApi } from '../helpers/api-client';
import { storeQuoteRequests } from '../helpers/quote-requests';

// The staff inbox at 20,000 quote requests (DynamoDB Local): the first page of all, the first page of one status,
// a page reached by its cursor, and the sidebar badge's count of new requests, each through the HTTP route as a
// signed-in owner, beside the floor, a bare GetItem of one request through the same SDK client; and the count of
// the biggest status, the worst a count can be. Statuses as an inbox settles: 1,000 new, 2,000 being handled,
// 17,000 done. Run alone: `npx vitest bench --run --project bench tests/bench/quote-inbox.bench.ts`.

const REQUESTS = 20_000;
const statusOf = (index: number) => (index % 20 === 0 ? 'new' : index % 10 === 5 ? 'processing' : 'done');

const api = useTestApi();
let cookie: string;
let floorKey: Key;
let deepCursor: string;

const read = async <T>(path: string): Promise<T> => {
  const response = await api.request(path, { cookie });
  if (response.status !== 200) throw new Error(`${path}: status ${response.status}`);
  return (await response.json()) as T;
};

beforeAll(async () => {
  cookie = await api.login();
  const ids = await storeQuoteRequests(REQUESTS, statusOf);
  floorKey = entityKey('QUOTE', ids[0]!);
  expect((await read<QuoteRequestCount>('/api/QuoteRequest/count?status=new')).count).toBe(REQUESTS / 20);
  // The 11th page of all: what "Xem thêm" ten times asks.
  let page = await read<QuoteRequestPage>('/api/QuoteRequest');
  for (let index = 0; index < 10; index += 1) {
    page = await read<QuoteRequestPage>(`/api/QuoteRequest?cursor=${page.nextCursor!}`);
  }
  deepCursor = page.nextCursor!;
}, 600_000);

const INBOX = 'Staff inbox at 20,000 quote requests, beside a bare GetItem';
const FLOOR = 'floor: bare GetItem of one quote request (SDK document client)';
const SAMPLE_TIME = { time: 3_000 };

describe(INBOX, () => {
  bench(
    FLOOR,
    async () => {
      if (!(await getItem(floorKey))) throw new Error('the floor item is missing');
    },
    SAMPLE_TIME,
  );
  bench('HTTP first page (50) of all', () => read('/api/QuoteRequest'), SAMPLE_TIME);
  bench('HTTP first page (50) of status new', () => read('/api/QuoteRequest?status=new'), SAMPLE_TIME);
  bench('HTTP first page (50) of status done', () => read('/api/QuoteRequest?status=done'), SAMPLE_TIME);
  bench('HTTP 12th page (50) of all, by its cursor', () => read(`/api/QuoteRequest?cursor=${deepCursor}`), SAMPLE_TIME);
  bench('HTTP count of new (1,000): the badge', () => read('/api/QuoteRequest/count?status=new'), SAMPLE_TIME);
  bench('HTTP count of done (17,000)', () => read('/api/QuoteRequest/count?status=done'), SAMPLE_TIME);
});

// Benchmarks report and tests assert: printed, never failed on. Vitest reads a hook's first parameter as the
// fixtures it wants, and wants a pattern; the file's results come second.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, file) => {
  const suite = file.tasks.find((task) => task.name === INBOX);
  const results = (suite?.type === 'suite' ? suite.tasks : []).flatMap((task) =>
    task.result?.benchmark ? [task.result.benchmark] : [],
  );
  const floor = results.find((result) => result.name === FLOOR);
  if (!floor) return;
  const ms = (value: number) => value.toFixed(2);
  console.log(
    [
      `the inbox beside the floor (median ${ms(floor.median)} ms, p99 ${ms(floor.p99)} ms):`,
      ...results
        .filter((result) => result !== floor)
        .map(
          (result) =>
            `  ${result.name}: median ${ms(result.median)} ms (${(result.median / floor.median).toFixed(1)} ×), ` +
            `p99 ${ms(result.p99)} ms`,
        ),
    ].join('\n'),
  );
});
