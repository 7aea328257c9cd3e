import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '@vongbi/functions/routes';
import { useTestApi } from '../helpers/api-client';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '@vongbi/functions/core/clients';
import { tableName } from '@vongbi/functions/core/db';
import {
  addMissingStatusKeys,
  STATUS_INDEX_JOINED,
} from '@vongbi/functions/core/repositories/quote-request-repository';
import { storeQuoteRequests } from '../helpers/quote-requests';
import { createFixtures, type Fixtures } from '../helpers/route-requests';
import { rawRequest, type RawResponse } from '../helpers/raw-http';
import { storageSnapshot, tableItem, tableItems, type TableItem } from '../helpers/storage';

const api = useTestApi();

interface Receipt {
  id: number;
  createdAt: string;
}

interface QuoteRequest {
  id: number;
  customerName: string;
  phone: string;
  email: string;
  company: string;
  note: string;
  items: {
    innerProductId: number | null;
    text: string;
    quantity: number;
    product: {
      id: number;
      name: string;
      namePath: string;
      outerProductName: string;
      image: unknown;
      availability: Availability | null;
    } | null;
    availabilityWhenSent: Availability | null;
  }[];
  status: string;
  staffNote: string;
  createdAt: string;
  updatedAt: string;
}

interface Availability {
  status: string;
  checkedAt: string;
}

/** The fixture product's availability (tests/helpers/route-requests.ts). */
const FIXTURE_AVAILABILITY = { status: 'in_stock', checkedAt: '2026-11-20' };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let cookie: string;
let fixtures: Fixtures;
let product: { id: number; name: string; namePath: string; outerProductName: string };

beforeAll(async () => {
  cookie = await api.login();
  fixtures = await createFixtures(api, cookie);
  product = (await (await api.request(`/api/InnerProduct/${fixtures.innerProductId}`)).json()) as typeof product;
});

/**
 * Each test sends from loopback addresses of its own (127.0.0.x), so it is its own client for the rate limit
 * and the repeat window.
 */
let lastClient = 30;
const newClient = (): string => `127.0.0.${++lastClient}`;

let requestCounter = 0;
/** A valid request, unlike any other of this file (so it is never a repeat by accident). */
const validBody = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  customerName: 'Trần Thị Bình',
  phone: '0912 345 678',
  email: 'binh.tran@nhamay.vn',
  company: 'Công ty Thép Miền Nam',
  note: `Yêu cầu số ${++requestCounter}. Cần giao tại Bình Dương.`,
  items: [
    { innerProductId: fixtures.innerProductId, text: 'Vòng bi kiểm thử 6205', quantity: 10 },
    { text: '6310 C3', quantity: 4 },
  ],
  ...changes,
});

const submitFrom = (client: string, body: unknown): Promise<RawResponse> =>
  rawRequest(`${api.url}/api/QuoteRequest`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    localAddress: client,
  });

const submit = (body: unknown) => submitFrom(newClient(), body);

const receiptOf = (response: RawResponse): Receipt => JSON.parse(response.body) as Receipt;

const getQuote = async (id: number): Promise<QuoteRequest> => {
  const response = await api.request(`/api/QuoteRequest/${id}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as QuoteRequest;
};

interface QuotePage {
  items: QuoteRequest[];
  nextCursor: string | null;
}

const listPage = async (query: Record<string, string> = {}): Promise<QuotePage> => {
  const search = new URLSearchParams(query).toString();
  const response = await api.request(`/api/QuoteRequest${search ? `?${search}` : ''}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as QuotePage;
};

/** Every page of the list, followed by its cursors; also how many pages there were. */
const walkQuotes = async (query: Record<string, string> = {}): Promise<{ items: QuoteRequest[]; pages: number }> => {
  const items: QuoteRequest[] = [];
  let pages = 0;
  let cursor: string | null = null;
  do {
    const page: QuotePage = await listPage(cursor === null ? query : { ...query, cursor });
    items.push(...page.items);
    pages += 1;
    cursor = page.nextCursor;
  } while (cursor !== null);
  return { items, pages };
};

const listQuotes = async (): Promise<QuoteRequest[]> => (await walkQuotes({ limit: '100' })).items;

const countOf = async (status: string): Promise<number> => {
  const response = await api.request(`/api/QuoteRequest/count?status=${status}`, { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as { count: number }).count;
};

const setStatus = async (id: number, status: string): Promise<QuoteRequest> => {
  const { updatedAt } = await getQuote(id);
  const response = await api.request(`/api/QuoteRequest/${id}`, {
    method: 'PUT',
    cookie,
    json: { status, staffNote: '', updatedAt },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as QuoteRequest;
};

const newestFirst = (requests: readonly QuoteRequest[]) =>
  requests.every((request, index) => index === 0 || requests[index - 1]!.updatedAt >= request.updatedAt);

const quoteItems = async (): Promise<TableItem[]> =>
  (await tableItems()).filter((item) => item.pk.startsWith('QUOTE#'));

const setQuoteEmail = async (value: string): Promise<void> => {
  const response = await api.request('/api/Configuration', {
    method: 'POST',
    cookie,
    json: [{ configKey: 'QUOTE_EMAIL', label: 'E-mail nhận yêu cầu báo giá', value }],
  });
  expect(response.status).toBe(200);
};

const outbox = () => process.env.MAIL_OUTBOX_DIR!;
const outboxFiles = (): string[] => {
  try {
    return readdirSync(outbox()).sort();
  } catch {
    return [];
  }
};

/** An .eml file's headers (folded lines joined) and its body, decoded as the Content-Transfer-Encoding says. */
const readEml = (file: string) => {
  const raw = readFileSync(join(outbox(), file), 'utf8');
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers = Object.fromEntries(
    head!
      .replace(/\r\n /g, ' ')
      .split('\r\n')
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const decodeWords = (value: string) =>
    value.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/g, (_, base64: string) => Buffer.from(base64, 'base64').toString('utf8'));
  const body = rest.join('\r\n\r\n');
  // The body's lines end in CRLF, as RFC 5322 wants; the assertions read them as the text was written.
  return {
    raw,
    headers,
    subject: decodeWords(headers.subject ?? ''),
    text:
      headers['content-transfer-encoding'] === 'base64'
        ? Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8').replace(/\r\n/g, '\n')
        : body,
  };
};

/** The JSON log lines the handlers write to stdout and stderr while `act` runs, at LOG_LEVEL info. */
const logsOf = async (act: () => Promise<void>): Promise<Record<string, unknown>[]> => {
  const lines: string[] = [];
  const capture = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  try {
    await act();
  } finally {
    process.env.LOG_LEVEL = level;
    out.mockRestore();
    err.mockRestore();
  }
  return lines.flatMap((line) => line.split('\n')).flatMap((line) => (line.startsWith('{') ? [JSON.parse(line)] : []));
};

afterEach(() => vi.restoreAllMocks());

describe('POST /api/QuoteRequest', () => {
  it('is public, stores the request as sent with its phone as 0xxxxxxxxx, and answers 201 {id, createdAt}', async () => {
    const body = validBody({ phone: '+84 912.345-678' });

    const response = await submit(body);

    expect(response.status).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const receipt = receiptOf(response);
    expect(receipt).toEqual({ id: expect.any(Number), createdAt: expect.stringMatching(ISO_TIME) });
    const [linked, typed] = body.items as object[];
    const stored = await tableItem(`QUOTE#${receipt.id}`);
    expect(stored?.items).toEqual([{ ...linked, availabilityWhenSent: FIXTURE_AVAILABILITY }, typed]);
    expect(stored).toMatchObject({
      id: receipt.id,
      customerName: 'Trần Thị Bình',
      phone: '0912345678',
      email: 'binh.tran@nhamay.vn',
      company: 'Công ty Thép Miền Nam',
      note: body.note,
      status: 'new',
      staffNote: '',
      createdAt: receipt.createdAt,
      updatedAt: receipt.createdAt,
    });
  });

  it('writes only the key prefixes the public function is allowed (QUOTE#, QUOTEREPEAT#, QUOTELIMIT#, COUNTER#QUOTE, QUOTEBUYER#, BUYERLINK#)', async () => {
    const allowed = routes.find((route) => route.method === 'POST' && route.path === '/api/QuoteRequest')!.writesKeys;
    const before = new Map((await tableItems()).map((item) => [`${item.pk}|${item.sk}`, JSON.stringify(item)]));

    const response = await submit(validBody());

    expect(response.status).toBe(201);
    const changed = (await tableItems()).filter((item) => before.get(`${item.pk}|${item.sk}`) !== JSON.stringify(item));
    // With an address: the buyer's lookup item and the link of their confirmation (tests/api/my-quotes.test.ts).
    expect(changed.map((item) => item.pk.replace(/#[^#]*$/, '#')).sort()).toEqual([
      'BUYERLINK#',
      'COUNTER#',
      'QUOTE#',
      'QUOTEBUYER#',
      'QUOTELIMIT#IP#',
      'QUOTEREPEAT#',
    ]);
    for (const item of changed) expect(allowed.some((prefix) => item.pk.startsWith(prefix))).toBe(true);
    // Keys hold hashes, never the client address.
    for (const item of changed) expect(item.pk).not.toMatch(/127\.0\.0/);
  });

  it('takes optional fields left out, or null, as ""', async () => {
    const response = await submit({
      customerName: 'Lê Văn Cường',
      phone: '0987654321',
      email: null,
      items: [{ text: '22218 E1', quantity: 2 }],
    });

    expect(response.status).toBe(201);
    const stored = await getQuote(receiptOf(response).id);
    expect(stored).toMatchObject({ email: '', company: '', note: '', phone: '0987654321' });
    expect(stored.items).toEqual([
      { innerProductId: null, text: '22218 E1', quantity: 2, product: null, availabilityWhenSent: null },
    ]);
  });

  it.each([
    ['10 digits', '0912345678'],
    ['spaces', '0912 345 678'],
    ['dots', '091.234.5678'],
    ['dashes', '091-234-5678'],
    ['+84 and 9 digits', '+84912345678'],
    ['+84 with spaces', '+84 912 345 678'],
    ['84 and 9 digits', '84912345678'],
    ['surrounding spaces', '  0912345678 '],
  ])('accepts a phone number with %s and stores it as 0xxxxxxxxx', async (_case, phone) => {
    const response = await submit(validBody({ phone }));

    expect(response.status).toBe(201);
    expect((await tableItem(`QUOTE#${receiptOf(response).id}`))!.phone).toBe('0912345678');
  });

  it.each([
    ['Hà Nội', '024 3826 1234', '02438261234'],
    ['TP. Hồ Chí Minh, +84', '+84 28 3829 5555', '02838295555'],
    ['Đà Nẵng', '0236.382.1234', '02363821234'],
  ])('accepts a landline of %s and stores it with its area code as 11 digits', async (_case, phone, stored) => {
    const response = await submit(validBody({ phone }));

    expect(response.status).toBe(201);
    expect((await tableItem(`QUOTE#${receiptOf(response).id}`))!.phone).toBe(stored);
  });

  it.each([
    ['nothing', ''],
    ['9 digits', '091234567'],
    ['11 digits after 0', '09123456789'],
    ['11 digits of an area code that does not exist', '0217 382 1234'],
    ['10 digits of no mobile', '0412345678'],
    ['10 digits without the 0', '1912345678'],
    ['+84 and the 0 kept', '+84 0912 345 678'],
    ['+84 and 8 digits', '+8491234567'],
    ['a letter', '091234567a'],
    ['parentheses', '(091) 234 5678'],
    ['two numbers', '0912345678, 0987654321'],
    ['a number, not text', 912345678],
  ])('answers 400 on phone for %s and writes nothing', async (_case, phone) => {
    const before = await storageSnapshot();

    const response = await submit(validBody({ phone }));

    expect(response.status).toBe(400);
    const answer = JSON.parse(response.body) as { code: string; fields: Record<string, string> };
    expect(answer.code).toBe('VALIDATION');
    expect(Object.keys(answer.fields)).toEqual(['phone']);
    expect(answer.fields.phone).toMatch(/^Số điện thoại không hợp lệ/);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('accepts every field at its limit: name 100, company 200, note 2000, 50 lines of 200 characters, quantities 1 and 100,000', async () => {
    const items = Array.from({ length: 50 }, (_, index) => ({
      text: `${index}`.padEnd(200, 'ạ'),
      quantity: index === 0 ? 1 : 100_000,
    }));

    const response = await submit(
      validBody({
        customerName: 'N'.repeat(100),
        company: 'C'.repeat(200),
        note: 'g'.repeat(2000),
        items,
      }),
    );

    expect(response.status).toBe(201);
    const stored = await getQuote(receiptOf(response).id);
    expect(stored.items.map(({ text, quantity }) => ({ text, quantity }))).toEqual(items);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no name', { customerName: undefined }, { customerName: 'Bắt buộc' }],
    ['a blank name', { customerName: '   ' }, { customerName: 'Bắt buộc' }],
    ['a name of 101 characters', { customerName: 'N'.repeat(101) }, { customerName: 'Tối đa 100 ký tự' }],
    ['a name on two lines', { customerName: 'Trần\nBình' }, { customerName: 'Có ký tự không hợp lệ' }],
    ['no phone', { phone: undefined }, { phone: 'Bắt buộc' }],
    ['a bad e-mail', { email: 'binh@' }, { email: 'Địa chỉ e-mail không hợp lệ' }],
    ['two e-mails', { email: 'a@b.vn, c@d.vn' }, { email: 'Địa chỉ e-mail không hợp lệ' }],
    ['a company of 201 characters', { company: 'C'.repeat(201) }, { company: 'Tối đa 200 ký tự' }],
    ['a note of 2001 characters', { note: 'g'.repeat(2001) }, { note: 'Tối đa 2000 ký tự' }],
    ['a NUL in the note', { note: 'a\u0000b' }, { note: 'Có ký tự không hợp lệ' }],
    ['no lines', { items: [] }, { items: 'Thêm ít nhất một sản phẩm' }],
    ['no items field', { items: undefined }, { items: 'Bắt buộc' }],
    [
      '51 lines',
      { items: Array.from({ length: 51 }, () => ({ text: '6205', quantity: 1 })) },
      { items: 'Tối đa 50 dòng' },
    ],
    ['a line without text', { items: [{ text: '', quantity: 1 }] }, { 'items.0.text': 'Bắt buộc' }],
    [
      'a line of 201 characters',
      { items: [{ text: 'x'.repeat(201), quantity: 1 }] },
      { 'items.0.text': 'Tối đa 200 ký tự' },
    ],
    [
      'a quantity of 0',
      { items: [{ text: '6205', quantity: 0 }] },
      { 'items.0.quantity': 'Số lượng là số nguyên từ 1 đến 100.000' },
    ],
    [
      'a quantity of 100,001',
      { items: [{ text: '6205', quantity: 100_001 }] },
      { 'items.0.quantity': 'Số lượng là số nguyên từ 1 đến 100.000' },
    ],
    [
      'a quantity of 1.5',
      { items: [{ text: '6205', quantity: 1.5 }] },
      { 'items.0.quantity': 'Số lượng là số nguyên từ 1 đến 100.000' },
    ],
    [
      'a quantity as text',
      { items: [{ text: '6205', quantity: '10' }] },
      { 'items.0.quantity': 'Số lượng là số nguyên từ 1 đến 100.000' },
    ],
    ['a line without quantity', { items: [{ text: '6205' }] }, { 'items.0.quantity': 'Bắt buộc' }],
    [
      'a product id that is no id',
      { items: [{ innerProductId: 'abc', text: '6205', quantity: 1 }] },
      { 'items.0.innerProductId': 'Mã không hợp lệ' },
    ],
  ])('answers 400 VALIDATION for %s, naming the field, and writes nothing', async (_case, changes, fields) => {
    const before = await storageSnapshot();

    const response = await submit(validBody(changes));

    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: 'Dữ liệu không hợp lệ', code: 'VALIDATION', fields });
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 400 naming each line whose product does not exist, and writes nothing', async () => {
    const before = await storageSnapshot();

    const response = await submit(
      validBody({
        items: [
          { innerProductId: fixtures.innerProductId, text: 'Vòng bi kiểm thử 6205', quantity: 1 },
          { innerProductId: 987_654, text: '6206', quantity: 2 },
          { text: '6207', quantity: 3 },
          { innerProductId: 987_655, text: '6208', quantity: 4 },
        ],
      }),
    );

    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      message: 'Dữ liệu không hợp lệ',
      code: 'VALIDATION',
      fields: {
        'items.1.innerProductId': 'Sản phẩm không tồn tại',
        'items.3.innerProductId': 'Sản phẩm không tồn tại',
      },
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it('stores emoji, NFD text and markup as sent and answers them back unchanged', async () => {
    const customerName = 'Bình 👷🏽‍♀️ <b>Trần</b>';
    const text = 'Vòng bi 6205 '.normalize('NFD') + '🔧 & "2RS"';
    const note = 'Giao gấp 🚚\nTầng 2, <script>alert(1)</script>';

    const response = await submit(validBody({ customerName, note, items: [{ text, quantity: 1 }] }));

    expect(response.status).toBe(201);
    const stored = await getQuote(receiptOf(response).id);
    expect(stored.customerName).toBe(customerName);
    expect(stored.note).toBe(note);
    expect(stored.items[0]!.text).toBe(text);
  });

  it.each([
    ['the name', { customerName: 'Bình \ud83d' }, 'customerName'],
    ['a line', { items: [{ text: '6205 \udc00 2RS', quantity: 1 }] }, 'items.0.text'],
    ['the note', { note: 'nửa cặp \ud800' }, 'note'],
  ])('refuses half a surrogate pair in %s: 400, nothing written', async (_case, changes, field) => {
    const before = await storageSnapshot();

    const response = await submit(validBody(changes));

    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      code: 'VALIDATION',
      fields: { [field]: 'Có ký tự không hợp lệ' },
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers the same request again from the same client within 60 s with 200 and the same {id, createdAt}, stored once', async () => {
    const client = newClient();
    const body = validBody();
    const first = await submitFrom(client, body);
    const before = await storageSnapshot();

    // The same request, written differently: the phone is compared once normalised.
    const again = await submitFrom(client, { ...body, phone: '+84912345678' });

    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(receiptOf(again)).toEqual(receiptOf(first));
    expect(await storageSnapshot()).toEqual(before);
    // From another client it is another request.
    const otherClient = await submitFrom(newClient(), body);
    expect(otherClient.status).toBe(201);
    expect(receiptOf(otherClient).id).not.toBe(receiptOf(first).id);
  });

  it('stores one request when the same one is sent six times at once (double taps), and counts it once', async () => {
    const client = newClient();
    const body = validBody();

    const responses = await Promise.all(Array.from({ length: 6 }, () => submitFrom(client, body)));

    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => receiptOf(response).id)).size).toBe(1);
    const id = receiptOf(responses[0]!).id;
    expect((await quoteItems()).filter((item) => item.pk === `QUOTE#${id}`)).toHaveLength(1);
    // Four more new requests from this client still pass: the double taps counted as one.
    for (let index = 0; index < 4; index++) expect((await submitFrom(client, validBody())).status).toBe(201);
  });

  it('answers 429 RATE_LIMITED with Retry-After to a 6th new request from one client within 10 minutes, writing nothing', async () => {
    const client = newClient();
    const accepted = [];
    for (let index = 0; index < 5; index++) {
      const response = await submitFrom(client, validBody());
      expect(response.status).toBe(201);
      accepted.push(response);
    }
    const before = await storageSnapshot();

    const limited = await submitFrom(client, validBody());
    const limitedAgain = await submitFrom(client, validBody());

    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toEqual({ message: 'Thử lại sau ít phút', code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(limitedAgain.status).toBe(429);
    // Refused over the limit: not even the counter moved.
    expect(await storageSnapshot()).toEqual(before);
    // Another client is not limited by this one.
    expect((await submitFrom(newClient(), validBody())).status).toBe(201);
  });

  it('does not count requests refused for their content or repeated double taps towards the limit', async () => {
    const client = newClient();
    const first = validBody();

    const refused = [
      await submitFrom(client, validBody({ phone: '123' })),
      await submitFrom(client, validBody({ items: [] })),
      await submitFrom(client, validBody({ items: [{ innerProductId: 987_654, text: '6206', quantity: 1 }] })),
    ];
    const created = [await submitFrom(client, first)];
    const repeats = [await submitFrom(client, first), await submitFrom(client, first), await submitFrom(client, first)];
    for (let index = 0; index < 4; index++) created.push(await submitFrom(client, validBody()));
    const sixth = await submitFrom(client, validBody());

    expect(refused.map((response) => response.status)).toEqual([400, 400, 400]);
    expect(repeats.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(created.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    expect(sixth.status).toBe(429);
  });

  it('lets no more than 5 of many parallel new requests from one client through', async () => {
    const client = newClient();

    const responses = await Promise.all(Array.from({ length: 9 }, () => submitFrom(client, validBody())));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it(`answers a filled honeypot ("website") as accepted: 201 with a receipt, nothing stored, sent or counted`, async () => {
    await setQuoteEmail('kinhdoanh@vongbiviet.vn');
    const client = newClient();
    const before = await storageSnapshot();
    const mails = outboxFiles();

    const response = await submitFrom(client, validBody({ website: 'http://spam.example' }));

    expect(response.status).toBe(201);
    expect(receiptOf(response)).toEqual({ id: expect.any(Number), createdAt: expect.stringMatching(ISO_TIME) });
    expect(await storageSnapshot()).toEqual(before);
    expect(outboxFiles()).toEqual(mails);
    for (let index = 0; index < 5; index++) expect((await submitFrom(client, validBody())).status).toBe(201);
  });

  it('takes an empty honeypot as a person’s request', async () => {
    const response = await submit(validBody({ website: '' }));

    expect(response.status).toBe(201);
    expect(await tableItem(`QUOTE#${receiptOf(response).id}`)).toBeDefined();
  });

  it('answers 403 CROSS_SITE for a request from another site and 415 for a form post, writing nothing', async () => {
    const before = await storageSnapshot();

    const crossSite = await api.request('/api/QuoteRequest', {
      method: 'POST',
      json: validBody(),
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    const formPost = await api.request('/api/QuoteRequest', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'customerName=x&phone=0912345678',
    });

    expect(crossSite.status).toBe(403);
    expect(formPost.status).toBe(415);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('the e-mail to staff', () => {
  it('writes an .eml to QUOTE_EMAIL in the outbox: name, phone, lines with product links, note, the staff link; its path logged', async () => {
    await setQuoteEmail('kinhdoanh@vongbiviet.vn, banhang@vongbiviet.vn');
    const mails = outboxFiles();
    let response: RawResponse | undefined;

    const logs = await logsOf(async () => {
      response = await submit(
        validBody({
          customerName: 'Phạm Minh Đức',
          phone: '+84 987 654 321',
          note: 'Giao tại kho Sóng Thần.\nGọi trước khi giao.',
          items: [
            { innerProductId: fixtures.innerProductId, text: 'Vòng bi kiểm thử 6205', quantity: 1200 },
            { text: '6310 C3', quantity: 4 },
          ],
        }),
      );
    });

    expect(response!.status).toBe(201);
    const { id } = receiptOf(response!);
    // Staff's e-mail, and the buyer's confirmation (tests/api/my-quotes.test.ts).
    const added = outboxFiles().filter((file) => !mails.includes(file));
    expect(added.map((file) => readEml(file).headers.to).sort()).toEqual([
      'binh.tran@nhamay.vn',
      'kinhdoanh@vongbiviet.vn, banhang@vongbiviet.vn',
    ]);
    const staffMail = added.find((file) => readEml(file).headers.to !== 'binh.tran@nhamay.vn')!;
    expect(staffMail).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);
    const mail = readEml(staffMail);
    expect(mail.headers.to).toBe('kinhdoanh@vongbiviet.vn, banhang@vongbiviet.vn');
    expect(mail.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(mail.headers['mime-version']).toBe('1.0');
    expect(mail.headers.from).toMatch(/@/);
    expect(mail.headers.date).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    // Headers are ASCII: the Vietnamese subject travels in encoded words.
    expect(mail.raw.split('\r\n\r\n')[0]).toMatch(/^[\x20-\x7e\r\n]*$/);
    expect(mail.subject).toBe(`Yêu cầu báo giá #${id}: Phạm Minh Đức, 0987654321`);
    expect(mail.text).toContain(`Xem và xử lý: ${api.url}/admin/quotes/${id}`);
    expect(mail.text).toContain('Khách hàng: Phạm Minh Đức');
    expect(mail.text).toContain('Điện thoại: 0987654321');
    expect(mail.text).toContain('E-mail: binh.tran@nhamay.vn');
    expect(mail.text).toContain('Công ty: Công ty Thép Miền Nam');
    expect(mail.text).toContain(
      `1. 1.200 × Vòng bi kiểm thử 6205\n   ${api.url}/products/${product.outerProductName}/${product.namePath}\n2. 4 × 6310 C3\n`,
    );
    expect(mail.text).toContain('  > Giao tại kho Sóng Thần.\n  > Gọi trước khi giao.');
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        path: join(outbox(), staffMail),
        message: expect.stringMatching(/outbox/),
      }),
    );
  });

  it('keeps the request and answers 201 when the e-mail cannot be written, and logs the failure', async () => {
    await setQuoteEmail('kinhdoanh@vongbiviet.vn');
    const folder = mkdtempSync(join(tmpdir(), 'vongbi-outbox-fail-'));
    const aFile = join(folder, 'tep-thuong');
    writeFileSync(aFile, '');
    const outboxBefore = process.env.MAIL_OUTBOX_DIR;
    // A folder inside a plain file cannot be made, whoever runs the tests.
    process.env.MAIL_OUTBOX_DIR = join(aFile, 'outbox');
    let response: RawResponse | undefined;

    try {
      const logs = await logsOf(async () => {
        response = await submit(validBody());
      });

      expect(response!.status).toBe(201);
      const { id } = receiptOf(response!);
      expect((await getQuote(id)).customerName).toBe('Trần Thị Bình');
      expect(logs).toContainEqual(
        expect.objectContaining({ level: 'error', message: 'e-mail not sent', quoteRequestId: id }),
      );
    } finally {
      process.env.MAIL_OUTBOX_DIR = outboxBefore;
    }
  });

  it('keeps the request and logs the failure when QUOTE_EMAIL is empty', async () => {
    await setQuoteEmail('');
    const mails = outboxFiles();
    let response: RawResponse | undefined;

    const logs = await logsOf(async () => {
      response = await submit(validBody());
    });

    expect(response!.status).toBe(201);
    // Only the buyer's confirmation: nobody on staff's side to tell.
    expect(
      outboxFiles()
        .filter((file) => !mails.includes(file))
        .map((file) => readEml(file).headers.to),
    ).toEqual(['binh.tran@nhamay.vn']);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'e-mail not sent', quoteRequestId: receiptOf(response!).id }),
    );
  });
});

describe('admin routes', () => {
  it.each([
    ['GET', '/api/QuoteRequest'],
    ['GET', '/api/QuoteRequest/count?status=new'],
    ['GET', '/api/QuoteRequest/1'],
    ['PUT', '/api/QuoteRequest/1'],
    ['DELETE', '/api/QuoteRequest/1'],
  ])('%s %s answers 401 without a session: quote requests are personal data', async (method, path) => {
    const response = await api.request(path, {
      method,
      ...(method === 'PUT' ? { json: { status: 'done', staffNote: '' } } : {}),
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Xác thực thất bại!', code: 'UNAUTHENTICATED' });
  });
});

describe('GET /api/QuoteRequest', () => {
  it('answers the newest page first, each linked line with its product {id, name, namePath, outerProductName, image, availability} and its availability when sent', async () => {
    const older = receiptOf(await submit(validBody()));
    const newer = receiptOf(await submit(validBody()));

    const response = await api.request('/api/QuoteRequest', { cookie });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = (await response.json()) as QuotePage;
    expect(Object.keys(page).sort()).toEqual(['items', 'nextCursor']);
    const list = page.items;
    expect(list.length).toBeLessThanOrEqual(50);
    const ids = list.map((request) => request.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const updatedAts = list.map((request) => request.updatedAt);
    expect(updatedAts).toEqual([...updatedAts].sort().reverse());
    const found = list.find((request) => request.id === newer.id)!;
    expect(Object.keys(found).sort()).toEqual(
      [
        'company',
        'createdAt',
        'customerName',
        'email',
        'id',
        'items',
        'note',
        'phone',
        'staffNote',
        'status',
        'updatedAt',
      ].sort(),
    );
    expect(found.items).toEqual([
      {
        innerProductId: fixtures.innerProductId,
        text: 'Vòng bi kiểm thử 6205',
        quantity: 10,
        product: {
          id: fixtures.innerProductId,
          name: product.name,
          namePath: product.namePath,
          outerProductName: product.outerProductName,
          image: expect.objectContaining({ id: fixtures.imageId, urlPath: expect.stringMatching(/^\/static\//) }),
          availability: FIXTURE_AVAILABILITY,
        },
        availabilityWhenSent: FIXTURE_AVAILABILITY,
      },
      { innerProductId: null, text: '6310 C3', quantity: 4, product: null, availabilityWhenSent: null },
    ]);
  });
});

describe('GET /api/QuoteRequest, page by page', () => {
  it('walks every request once, newest first, by its cursors; a full last page says there is no next', async () => {
    for (let index = 0; index < 7; index += 1) await submit(validBody());
    const all = await walkQuotes({ limit: '100' });
    expect(all.items.length).toBeGreaterThanOrEqual(7);

    const byThree = await walkQuotes({ limit: '3' });

    expect(byThree.items.map((request) => request.id)).toEqual(all.items.map((request) => request.id));
    expect(new Set(byThree.items.map((request) => request.id)).size).toBe(byThree.items.length);
    expect(newestFirst(byThree.items)).toBe(true);
    expect(byThree.pages).toBe(Math.ceil(all.items.length / 3));
    const exact = await listPage({ limit: String(all.items.length) });
    expect(exact.items).toHaveLength(all.items.length);
    expect(exact.nextCursor).toBeNull();
  });

  it('answers 50 a page unless told, and at most 100', async () => {
    await storeQuoteRequests(101, () => 'done');
    const first = await listPage();
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    expect((await listPage({ limit: '100' })).items).toHaveLength(100);
    expect((await listPage({ limit: '1' })).items).toHaveLength(1);
  }, 120_000);

  it('filters by status on the server: every page of one status, newest first, and only those', async () => {
    const taken = [receiptOf(await submit(validBody())), receiptOf(await submit(validBody()))];
    const untouched = receiptOf(await submit(validBody()));
    for (const receipt of taken) await setStatus(receipt.id, 'processing');

    const processing = await walkQuotes({ status: 'processing', limit: '2' });
    const fresh = await walkQuotes({ status: 'new', limit: '2' });

    const everything = await listQuotes();
    const ids = (requests: readonly QuoteRequest[]) => requests.map((request) => request.id);
    expect(ids(processing.items)).toEqual(ids(everything.filter((request) => request.status === 'processing')));
    expect(ids(fresh.items)).toEqual(ids(everything.filter((request) => request.status === 'new')));
    expect(ids(processing.items).slice(0, 2)).toEqual([taken[1]!.id, taken[0]!.id]);
    expect(ids(fresh.items)).toContain(untouched.id);
    expect(ids(fresh.items)).not.toContain(taken[0]!.id);
    expect(newestFirst(processing.items) && newestFirst(fresh.items)).toBe(true);
    // A sent-empty filter is none.
    expect(ids((await listPage({ status: '', limit: '100' })).items)).toEqual(ids(everything).slice(0, 100));
  });

  it('takes a cursor of one list to page on in it, whatever the filter was', async () => {
    const first = await listPage({ status: 'new', limit: '1' });
    expect(first.nextCursor).not.toBeNull();
    const after = await listPage({ status: 'new', limit: '100', cursor: first.nextCursor! });
    expect(after.items.map((request) => request.id)).not.toContain(first.items[0]!.id);
    expect(after.items[0]!.updatedAt <= first.items[0]!.updatedAt).toBe(true);
  });

  it('answers 400 in Vietnamese for a bad status, limit or cursor, and reads nothing', async () => {
    const refused = async (query: string, fields: Record<string, string>) => {
      const response = await api.request(`/api/QuoteRequest?${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({ message: 'Dữ liệu không hợp lệ', code: 'VALIDATION', fields });
    };
    const limit = 'Số yêu cầu mỗi trang là số nguyên từ 1 đến 100';
    const cursor = 'Vị trí trang không hợp lệ, hãy tải lại danh sách';
    await refused('status=moi', { status: 'Trạng thái không hợp lệ' });
    for (const value of ['0', '101', 'x', '1.5', '-1', '1e2', '0100']) await refused(`limit=${value}`, { limit });
    const made = Buffer.from('2026-12-01T00:00:00.000Z#000000000001').toString('base64url');
    for (const value of [
      'abc',
      Buffer.from('{"pk":"QUOTE#1"}').toString('base64url'),
      Buffer.from('2026-12-01#1').toString('base64url'),
      `${made}=`,
      'x'.repeat(1001),
    ]) {
      await refused(`cursor=${encodeURIComponent(value)}`, { cursor });
    }
    expect((await api.request(`/api/QuoteRequest?cursor=${made}`, { cookie })).status).toBe(200);
  });
});

describe('requests stored before the status index', () => {
  it('join it through addMissingStatusKeys, once, and are then listed and counted by status', async () => {
    const [id] = await storeQuoteRequests(1, () => 'processing', new Date());
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `QUOTE#${id}`, sk: '#' },
        UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
      }),
    );
    const listed = async () =>
      (await walkQuotes({ status: 'processing', limit: '100' })).items.map((request) => request.id);
    expect(await listed()).not.toContain(id);
    const counted = await countOf('processing');

    expect(await addMissingStatusKeys()).toBe(1);

    expect(await listed()).toContain(id);
    expect(await countOf('processing')).toBe(counted + 1);
    expect(await addMissingStatusKeys()).toBe(0);
  });

  it('join it before the first count or list by status on a table without the marker, as a deployment of an earlier version', async () => {
    const [id] = await storeQuoteRequests(1, () => 'done', new Date());
    const withoutStatusKeys = () =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: `QUOTE#${id}`, sk: '#' },
          UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
        }),
      );
    const counted = await countOf('done');
    await withoutStatusKeys();
    await db().send(new DeleteCommand({ TableName: tableName(), Key: STATUS_INDEX_JOINED }));

    expect(await countOf('done')).toBe(counted);
    expect((await walkQuotes({ status: 'done', limit: '100' })).items.map((request) => request.id)).toContain(id);
    expect(await tableItem(STATUS_INDEX_JOINED.pk)).toMatchObject({ joinedAt: expect.any(String) });

    // Joined once: the marker, not each read, decides.
    await withoutStatusKeys();
    expect(await countOf('done')).toBe(counted - 1);
    await addMissingStatusKeys();
  });
});

describe('GET /api/QuoteRequest/count', () => {
  it('counts the requests of a status, following each change of status', async () => {
    const before = { new: await countOf('new'), processing: await countOf('processing'), done: await countOf('done') };
    const everything = await listQuotes();
    for (const status of ['new', 'processing', 'done'] as const) {
      expect(before[status], status).toBe(everything.filter((request) => request.status === status).length);
    }

    const receipt = receiptOf(await submit(validBody()));
    expect(await countOf('new')).toBe(before.new + 1);
    await setStatus(receipt.id, 'processing');
    expect(await countOf('new')).toBe(before.new);
    expect(await countOf('processing')).toBe(before.processing + 1);
    expect((await api.request(`/api/QuoteRequest/${receipt.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(await countOf('processing')).toBe(before.processing);
  });

  it('answers 400 in Vietnamese without a status or with one that does not exist', async () => {
    for (const query of ['', '?status=', '?status=all']) {
      const response = await api.request(`/api/QuoteRequest/count${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Dữ liệu không hợp lệ',
        code: 'VALIDATION',
        fields: { status: 'Trạng thái không hợp lệ' },
      });
    }
  });
});

describe('GET /api/QuoteRequest/{id}', () => {
  it('answers the request as stored, status new and no staff note', async () => {
    const body = validBody();
    const receipt = receiptOf(await submit(body));

    const request = await getQuote(receipt.id);

    expect(request).toMatchObject({
      id: receipt.id,
      customerName: body.customerName,
      phone: '0912345678',
      note: body.note,
      status: 'new',
      staffNote: '',
      createdAt: receipt.createdAt,
      updatedAt: receipt.createdAt,
    });
  });

  it('keeps a line whose product was deleted since, with product null', async () => {
    const created = await api.request('/api/InnerProduct', {
      method: 'POST',
      cookie,
      json: {
        name: 'Vòng bi sẽ bị xóa',
        namePath: `se-bi-xoa-${Date.now()}`,
        description: '<p>x</p>',
        imageId: fixtures.imageId,
        outerProductId: fixtures.outerProductId,
      },
    });
    const doomed = ((await created.json()) as { id: number }).id;
    const receipt = receiptOf(
      await submit(validBody({ items: [{ innerProductId: doomed, text: '6209', quantity: 3 }] })),
    );

    expect((await api.request(`/api/InnerProduct/${doomed}`, { method: 'DELETE', cookie })).status).toBe(204);

    expect((await getQuote(receipt.id)).items).toEqual([
      { innerProductId: doomed, text: '6209', quantity: 3, product: null, availabilityWhenSent: null },
    ]);
  });

  it('answers each linked product’s availability as it is now, beside the one the buyer saw when sending', async () => {
    const whenSent = { status: 'on_order', checkedAt: '2026-11-25' };
    const now = { status: 'short_lead', checkedAt: '2026-12-01' };
    const body = {
      name: 'Vòng bi kiểm thử 6207-2Z',
      namePath: `kiem-thu-6207-${Date.now()}`,
      description: '<p>x</p>',
      imageId: fixtures.imageId,
      outerProductId: fixtures.outerProductId,
      availability: whenSent,
    };
    const created = await api.request('/api/InnerProduct', { method: 'POST', cookie, json: body });
    expect(created.status).toBe(201);
    const { id, updatedAt } = (await created.json()) as { id: number; updatedAt: string };
    const unsaid = await api.request('/api/InnerProduct', {
      method: 'POST',
      cookie,
      json: { ...body, name: 'Vòng bi kiểm thử 6208', namePath: `kiem-thu-6208-${Date.now()}`, availability: null },
    });
    const unsaidId = ((await unsaid.json()) as { id: number }).id;
    const receipt = receiptOf(
      await submit(
        validBody({
          items: [
            { innerProductId: id, text: '6207 2Z', quantity: 6 },
            { innerProductId: unsaidId, text: '6208', quantity: 1 },
          ],
        }),
      ),
    );
    const saved = await api.request(`/api/InnerProduct/${id}`, {
      method: 'PUT',
      cookie,
      json: { ...body, availability: now, updatedAt },
    });
    expect(saved.status).toBe(200);

    const items = (await getQuote(receipt.id)).items;

    expect(items.map((item) => [item.product?.availability, item.availabilityWhenSent])).toEqual([
      [now, whenSent],
      [null, null],
    ]);
    for (const productId of [id, unsaidId]) {
      expect((await api.request(`/api/InnerProduct/${productId}`, { method: 'DELETE', cookie })).status).toBe(204);
    }
  });

  it.each(['987654', 'abc', '0'])('answers 404 NOT_FOUND for %s', async (id) => {
    const response = await api.request(`/api/QuoteRequest/${id}`, { cookie });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Không tìm thấy', code: 'NOT_FOUND' });
  });
});

describe('PUT /api/QuoteRequest/{id}', () => {
  it('saves the status and staff note as a new version, leaves the visitor’s fields alone, and moves it first in the list', async () => {
    const receipt = receiptOf(await submit(validBody()));
    const laterOne = receiptOf(await submit(validBody()));
    const loaded = await getQuote(receipt.id);

    const response = await api.request(`/api/QuoteRequest/${receipt.id}`, {
      method: 'PUT',
      cookie,
      json: {
        status: 'processing',
        staffNote: 'Đã gọi lại 😊, chờ giá FAG',
        updatedAt: loaded.updatedAt,
        customerName: 'Đổi tên',
        phone: '0999999999',
      },
    });

    expect(response.status).toBe(200);
    const saved = (await response.json()) as QuoteRequest;
    expect(saved).toEqual({
      ...loaded,
      status: 'processing',
      staffNote: 'Đã gọi lại 😊, chờ giá FAG',
      updatedAt: expect.stringMatching(ISO_TIME),
    });
    expect(saved.updatedAt > loaded.updatedAt).toBe(true);
    expect(await getQuote(receipt.id)).toEqual(saved);
    const ids = (await listQuotes()).map((request) => request.id);
    expect(ids.indexOf(receipt.id)).toBeLessThan(ids.indexOf(laterOne.id));
  });

  it('answers 409 STALE when the request changed since the version sent, and writes nothing', async () => {
    const receipt = receiptOf(await submit(validBody()));
    const loaded = await getQuote(receipt.id);
    const first = await api.request(`/api/QuoteRequest/${receipt.id}`, {
      method: 'PUT',
      cookie,
      json: { status: 'processing', staffNote: 'Người thứ nhất', updatedAt: loaded.updatedAt },
    });
    expect(first.status).toBe(200);
    const before = await storageSnapshot();

    const second = await api.request(`/api/QuoteRequest/${receipt.id}`, {
      method: 'PUT',
      cookie,
      json: { status: 'done', staffNote: 'Người thứ hai', updatedAt: loaded.updatedAt },
    });

    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      message: 'Dữ liệu đã được người khác cập nhật, vui lòng tải lại',
      code: 'STALE',
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it('lets one of 10 parallel saves carrying the same updatedAt through; the others answer 409 STALE', async () => {
    const receipt = receiptOf(await submit(validBody()));
    const loaded = await getQuote(receipt.id);

    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        api.request(`/api/QuoteRequest/${receipt.id}`, {
          method: 'PUT',
          cookie,
          json: { status: 'done', staffNote: `Ghi chú ${index}`, updatedAt: loaded.updatedAt },
        }),
      ),
    );

    expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['an unknown status', { status: 'closed', staffNote: '' }, { status: 'Trạng thái không hợp lệ' }],
    ['no status', { staffNote: '' }, { status: 'Trạng thái không hợp lệ' }],
    [
      'a staff note of 2001 characters',
      { status: 'done', staffNote: 'x'.repeat(2001) },
      { staffNote: 'Tối đa 2000 ký tự' },
    ],
    [
      'an updatedAt that is no time',
      { status: 'done', staffNote: '', updatedAt: 'hôm qua' },
      { updatedAt: 'Thời điểm cập nhật không hợp lệ' },
    ],
  ])('answers 400 for %s and writes nothing', async (_case, body, fields) => {
    const receipt = receiptOf(await submit(validBody()));
    const before = await storageSnapshot();

    const response = await api.request(`/api/QuoteRequest/${receipt.id}`, { method: 'PUT', cookie, json: body });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Dữ liệu không hợp lệ', code: 'VALIDATION', fields });
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 404 for an unknown id and creates nothing', async () => {
    const before = await storageSnapshot();

    const response = await api.request('/api/QuoteRequest/987654', {
      method: 'PUT',
      cookie,
      json: { status: 'done', staffNote: '' },
    });

    expect(response.status).toBe(404);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('DELETE /api/QuoteRequest/{id}', () => {
  it('answers 204 and the request is gone from its address and the list', async () => {
    const receipt = receiptOf(await submit(validBody()));

    const response = await api.request(`/api/QuoteRequest/${receipt.id}`, { method: 'DELETE', cookie });

    expect(response.status).toBe(204);
    expect((await api.request(`/api/QuoteRequest/${receipt.id}`, { cookie })).status).toBe(404);
    expect((await listQuotes()).map((request) => request.id)).not.toContain(receipt.id);
    expect(await tableItem(`QUOTE#${receipt.id}`)).toBeUndefined();
  });

  it('answers 404 for an unknown id', async () => {
    const response = await api.request('/api/QuoteRequest/987654', { method: 'DELETE', cookie });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Không tìm thấy', code: 'NOT_FOUND' });
  });
});
