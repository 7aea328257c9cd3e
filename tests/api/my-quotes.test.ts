import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuyerQuotes } from '@vongbi/functions/contract/buyer-quotes';
import { db, s3 } from '@vongbi/functions/core/clients';
import { createBuyerLink } from '@vongbi/functions/core/repositories/buyer-quote-repository';
import { useTestApi } from '../helpers/api-client';
import { createFixtures, type Fixtures } from '../helpers/route-requests';
import { rawRequest, type RawResponse } from '../helpers/raw-http';
import { storageSnapshot, tableItem, tableItems } from '../helpers/storage';

// A buyer's own requests (/my-quotes) through the local server: the e-mailed link, the session it starts, the
// list of the address's requests with their báo giá, the PDF, a request sent again; and the walls between buyers,
// and between buyers and staff.

const api = useTestApi();

let staffCookie: string;
let fixtures: Fixtures;

beforeAll(async () => {
  staffCookie = await api.login();
  fixtures = await createFixtures(api, staffCookie);
});

/** Each call is a client of its own (127.0.x.y), for the limits per client. */
let lastClient = 0;
const newClient = (): string => {
  lastClient += 1;
  return `127.0.${60 + Math.floor(lastClient / 250)}.${(lastClient % 250) + 1}`;
};

let counter = 0;
const freshEmail = (name = 'nguoi-mua'): string => `${name}-${Date.now().toString(36)}-${++counter}@nhamay.vn`;

const post = (path: string, body: unknown, options: { client?: string; cookie?: string } = {}): Promise<RawResponse> =>
  rawRequest(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(options.cookie ? { Cookie: options.cookie } : {}) },
    body: JSON.stringify(body),
    localAddress: options.client ?? newClient(),
  });

const requestLink = (email: string, client?: string) => post('/api/my/link', { email }, { client });

/** Sends a quote request as the form does and answers its id. */
const sendRequest = async (email: string, changes: Record<string, unknown> = {}): Promise<number> => {
  const response = await post('/api/QuoteRequest', {
    customerName: 'Lê Văn Cường',
    phone: '024 3826 1234',
    email,
    company: 'Nhà máy Giấy Bãi Bằng',
    note: `Yêu cầu ${++counter}`,
    items: [
      { innerProductId: fixtures.innerProductId, text: 'Vòng bi kiểm thử 6205', quantity: 12 },
      { text: '22218 E', quantity: 2 },
    ],
    ...changes,
  });
  expect(response.status, response.body).toBe(201);
  return (JSON.parse(response.body) as { id: number }).id;
};

const outbox = () => process.env.MAIL_OUTBOX_DIR!;
const outboxFiles = (): string[] => {
  try {
    return readdirSync(outbox()).sort();
  } catch {
    return [];
  }
};

/** An e-mail of the outbox: its recipients, its subject and its text, decoded. */
const readMail = (file: string): { to: string; subject: string; text: string } => {
  const raw = readFileSync(join(outbox(), file), 'utf8');
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers = head!.replace(/\r\n /g, ' ');
  const decodeWords = (value: string) =>
    value.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/g, (_, base64: string) => Buffer.from(base64, 'base64').toString('utf8'));
  return {
    to: /^To: (.*)$/m.exec(headers)?.[1] ?? '',
    subject: decodeWords(/^Subject: (.*)$/m.exec(headers)?.[1] ?? ''),
    text: Buffer.from(rest.join('').replace(/\r\n/g, ''), 'base64').toString('utf8').replace(/\r\n/g, '\n'),
  };
};

/** Every e-mail in the outbox to `email` alone, oldest first. */
const mailsTo = (email: string) =>
  outboxFiles()
    .map(readMail)
    .filter((mail) => mail.to === email);

/** The token of the newest link e-mailed to `email`. */
const newestToken = (email: string): string => {
  const mails = mailsTo(email);
  const link = /\/my-quotes\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  expect(link, `a link e-mailed to ${email}`).not.toBeNull();
  return link![1]!;
};

const openLink = (token: string) => post('/api/my/session', { token });

/** The `buyer_session=…` pair of a session for `email`, through its e-mailed link. */
const signInBuyer = async (email: string): Promise<string> => {
  expect((await requestLink(email)).status).toBe(202);
  const response = await openLink(newestToken(email));
  expect(response.status).toBe(204);
  return String((response.headers['set-cookie'] as string[])[0]).split(';')[0]!;
};

const myQuotes = async (cookie: string): Promise<BuyerQuotes> => {
  const response = await api.request('/api/my/quotes', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as BuyerQuotes;
};

/** A báo giá as staff's reply stores it (pk QUOTE#<id>, sk REPLY#<number>), with its PDF in the files bucket. */
const storeReply = async (id: number, number: string, totalVnd: number, pdf: Buffer): Promise<void> => {
  const pdfKey = `quotes/${id}/${number}.pdf`;
  await s3().send(
    new PutObjectCommand({ Bucket: process.env.FILES_BUCKET!, Key: pdfKey, Body: pdf, ContentType: 'application/pdf' }),
  );
  await db().send(
    new PutCommand({
      TableName: process.env.TABLE_NAME!,
      Item: {
        pk: `QUOTE#${id}`,
        sk: `REPLY#${number}`,
        number,
        createdAt: '2026-12-01T03:00:00.000Z',
        validUntil: '2026-12-31',
        totalVnd,
        pdfKey,
      },
    }),
  );
};

describe('POST /api/my/link', () => {
  it('answers 202 with the same body for an address with requests and one without, and e-mails each a link', async () => {
    const known = freshEmail('co-yeu-cau');
    await sendRequest(known);
    const unknown = freshEmail('chua-gui');
    const mailsBefore = [mailsTo(known).length, mailsTo(unknown).length];

    const answers = [await requestLink(known), await requestLink(unknown)];

    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    expect(JSON.parse(answers[0]!.body)).toEqual({ message: expect.stringMatching(/liên kết/) });
    expect(Object.keys(answers[0]!.headers).sort()).toEqual(Object.keys(answers[1]!.headers).sort());
    // The same work for both: a link made and e-mailed, so the time does not tell them apart either.
    expect([mailsTo(known).length, mailsTo(unknown).length]).toEqual([mailsBefore[0]! + 1, mailsBefore[1]! + 1]);
    expect(mailsTo(unknown).at(-1)!.subject).toBe('Liên kết xem lại yêu cầu báo giá của bạn');
  });

  it('stores the link only as the SHA-256 of its token, valid for 24 hours', async () => {
    const email = freshEmail();

    await requestLink(email);

    const token = newestToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await tableItem(`BUYERLINK#${createHash('sha256').update(token).digest('hex')}`);
    expect(stored).toMatchObject({ email });
    expect(Date.parse(String(stored!.expiresAt)) - Date.now()).toBeGreaterThan(24 * 3600 * 1000 - 60_000);
    expect(Date.parse(String(stored!.expiresAt)) - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
    expect(JSON.stringify(await tableItems())).not.toContain(token);
  });

  it('answers 400 for what is no e-mail address, writing and sending nothing', async () => {
    const before = await storageSnapshot();
    const mails = outboxFiles();

    const answers = [await requestLink('khong-phai-email'), await post('/api/my/link', {})];

    expect(answers.map((answer) => answer.status)).toEqual([400, 400]);
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ code: 'VALIDATION', fields: { email: expect.any(String) } });
    expect(await storageSnapshot()).toEqual(before);
    expect(outboxFiles()).toEqual(mails);
  });

  it('answers 429 to the sixth link for one address within the hour, from any client', async () => {
    const email = freshEmail();

    const statuses = [];
    for (let index = 0; index < 6; index++) statuses.push((await requestLink(email)).status);

    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(mailsTo(email)).toHaveLength(5);
  });

  it('answers 429 to the sixth link from one client within the hour, whatever the addresses', async () => {
    const client = newClient();

    const answers = [];
    for (let index = 0; index < 6; index++) answers.push(await requestLink(freshEmail(), client));

    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(Number(answers[5]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await requestLink(freshEmail(), newClient())).toMatchObject({ status: 202 });
  });
});

describe('POST /api/my/session', () => {
  it('answers 204 and sets an HttpOnly, SameSite=Lax cookie scoped to /api/my for 30 days', async () => {
    const email = freshEmail();
    await requestLink(email);

    const response = await openLink(newestToken(email));

    expect(response.status).toBe(204);
    const cookies = response.headers['set-cookie'] as string[];
    expect(cookies).toHaveLength(1);
    const [pair, ...attributes] = cookies[0]!.split('; ');
    expect(pair).toMatch(/^buyer_session=[A-Za-z0-9_-]{43}$/);
    // Plain-http localhost is the one place without Secure, as for staff's cookie.
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/api/my', 'SameSite=Lax']);
    // The cookie names the address only through the session's record.
    expect(pair).not.toContain(email);
    const session = await tableItem(`BUYERSESSION#${createHash('sha256').update(pair!.split('=')[1]!).digest('hex')}`);
    expect(session).toMatchObject({ email });
  });

  it('marks the cookie Secure when the site is not plain-http localhost', async () => {
    const email = freshEmail();
    await requestLink(email);

    const response = await rawRequest(`${api.url}/api/my/session`, {
      method: 'POST',
      headers: { Host: 'www.vongbiviet.vn', 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: newestToken(email) }),
    });

    expect(response.status).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('opens a link once: the second time, from any browser, is 401 and starts no session', async () => {
    const email = freshEmail();
    await requestLink(email);
    const token = newestToken(email);
    expect((await openLink(token)).status).toBe(204);
    const before = await storageSnapshot();

    const again = await openLink(token);

    expect(again.status).toBe(401);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 401 for an unknown token and for an expired link, starting no session', async () => {
    const expired = await createBuyerLink(freshEmail(), new Date(Date.now() - 1000));
    const before = await storageSnapshot();

    const answers = [await openLink('Zm9vYmFyLWtob25nLXBoYWktbGllbi1rZXQtY3VhLXRyYW5n'), await openLink(expired)];

    expect(answers.map((answer) => answer.status)).toEqual([401, 401]);
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('GET /api/my/quotes', () => {
  it('lists the requests sent with the address, however it was written, newest first, each with its replies', async () => {
    const email = freshEmail('nhieu-yeu-cau');
    const first = await sendRequest(email);
    const second = await sendRequest(email.toUpperCase(), { note: 'Lần hai' });
    await sendRequest(freshEmail('nguoi-khac'));
    await storeReply(first, 'BG-2026-0007', 12_345_000, Buffer.from('%PDF-1.7 bao gia'));
    const cookie = await signInBuyer(email);

    const mine = await myQuotes(cookie);

    expect(mine.email).toBe(email);
    expect(mine.quotes.map((quote) => quote.id)).toEqual([second, first]);
    expect(mine.quotes[1]).toEqual({
      id: first,
      createdAt: expect.any(String),
      status: 'new',
      customerName: 'Lê Văn Cường',
      company: 'Nhà máy Giấy Bãi Bằng',
      note: expect.stringMatching(/^Yêu cầu \d+$/),
      items: [
        { text: 'Vòng bi kiểm thử 6205', quantity: 12 },
        { text: '22218 E', quantity: 2 },
      ],
      replies: [
        {
          number: 'BG-2026-0007',
          createdAt: '2026-12-01T03:00:00.000Z',
          validUntil: '2026-12-31',
          totalVnd: 12_345_000,
        },
      ],
    });
    expect(mine.quotes[0]).toMatchObject({ note: 'Lần hai', replies: [] });
  });

  it('answers 401 without a buyer session, with a staff session, and with an ended or made-up cookie', async () => {
    const statuses = [
      (await api.request('/api/my/quotes')).status,
      (await api.request('/api/my/quotes', { cookie: staffCookie })).status,
      // A staff session's token under the buyer cookie's name opens nothing either.
      (await api.request('/api/my/quotes', { cookie: `buyer_session=${staffCookie.split('=')[1]}` })).status,
      (await api.request('/api/my/quotes', { cookie: 'buyer_session=Zm9vYmFy' })).status,
    ];

    expect(statuses).toEqual([401, 401, 401, 401]);
  });
});

describe('a buyer session on staff routes', () => {
  it('opens no staff route: 401, as without any cookie', async () => {
    const email = freshEmail();
    const id = await sendRequest(email);
    const cookie = await signInBuyer(email);

    const statuses = [
      (await api.request('/api/QuoteRequest', { cookie })).status,
      (await api.request(`/api/QuoteRequest/${id}`, { cookie })).status,
      (await api.request('/api/auth/session', { cookie })).status,
      // Its token under the staff cookie's name opens nothing either.
      (await api.request(`/api/QuoteRequest/${id}`, { cookie: `session=${cookie.split('=')[1]}` })).status,
    ];

    expect(statuses).toEqual([401, 401, 401, 401]);
  });
});

describe('GET /api/my/quotes/{id}/replies/{number}/pdf', () => {
  it('answers 303 to a 5-minute link of the PDF, which downloads it', async () => {
    const email = freshEmail();
    const id = await sendRequest(email);
    const pdf = Buffer.from('%PDF-1.7\nbáo giá BG-2026-0011\n%%EOF');
    await storeReply(id, 'BG-2026-0011', 5_000_000, pdf);
    const cookie = await signInBuyer(email);

    const response = await api.request(`/api/my/quotes/${id}/replies/BG-2026-0011/pdf`, {
      cookie,
      redirect: 'manual',
    });

    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    const download = await fetch(location);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
  });

  it('answers 404 for another buyer’s request, an unknown reply and a made-up number, and 401 without a session', async () => {
    const owner = freshEmail('chu');
    const id = await sendRequest(owner);
    await storeReply(id, 'BG-2026-0012', 1_000_000, Buffer.from('%PDF-1.7'));
    const stranger = await signInBuyer(freshEmail('nguoi-la'));
    const cookie = await signInBuyer(owner);

    const statuses = [
      (await api.request(`/api/my/quotes/${id}/replies/BG-2026-0012/pdf`, { cookie: stranger, redirect: 'manual' }))
        .status,
      (await api.request(`/api/my/quotes/${id}/replies/BG-2026-0099/pdf`, { cookie, redirect: 'manual' })).status,
      (await api.request(`/api/my/quotes/${id}/replies/..%2Fkhac/pdf`, { cookie, redirect: 'manual' })).status,
      (await api.request(`/api/my/quotes/987654/replies/BG-2026-0012/pdf`, { cookie, redirect: 'manual' })).status,
      (await api.request(`/api/my/quotes/${id}/replies/BG-2026-0012/pdf`, { redirect: 'manual' })).status,
    ];

    expect(statuses).toEqual([404, 404, 404, 404, 401]);
  });
});

describe('POST /api/my/quotes/{id}/resend', () => {
  it('answers 201 with a new request of the same lines, name, phone, company and address, and the new note', async () => {
    const email = freshEmail();
    const id = await sendRequest(email);
    const cookie = await signInBuyer(email);

    const response = await post(`/api/my/quotes/${id}/resend`, { note: 'Như lần trước, giao Phú Thọ' }, { cookie });

    expect(response.status, response.body).toBe(201);
    const { id: newId } = JSON.parse(response.body) as { id: number };
    expect(newId).not.toBe(id);
    const [original, copy] = [await tableItem(`QUOTE#${id}`), await tableItem(`QUOTE#${newId}`)];
    for (const field of ['customerName', 'phone', 'email', 'company']) expect(copy![field]).toEqual(original![field]);
    expect(copy!.phone).toBe('02438261234');
    expect(
      (copy!.items as unknown[]).map((item) => ({ ...(item as object), availabilityWhenSent: undefined })),
    ).toEqual((original!.items as unknown[]).map((item) => ({ ...(item as object), availabilityWhenSent: undefined })));
    expect(copy).toMatchObject({ note: 'Như lần trước, giao Phú Thọ', status: 'new' });
    expect((await myQuotes(cookie)).quotes.map((quote) => quote.id)).toEqual([newId, id]);
  });

  it('answers 404 for another buyer’s request and 401 without a session, sending nothing', async () => {
    const id = await sendRequest(freshEmail('chu'));
    const stranger = await signInBuyer(freshEmail('nguoi-la'));
    const before = await storageSnapshot();

    const answers = [
      await post(`/api/my/quotes/${id}/resend`, {}, { cookie: stranger }),
      await post(`/api/my/quotes/${id}/resend`, {}, { cookie: staffCookie }),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([404, 401]);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('the confirmation of a request', () => {
  it('e-mails the buyer who gave an address a confirmation whose link opens their requests', async () => {
    const email = freshEmail('xac-nhan');

    const id = await sendRequest(email);

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Đã nhận yêu cầu báo giá #${id}`);
    expect(mails[0]!.text).toContain('1. 12 × Vòng bi kiểm thử 6205\n2. 2 × 22218 E');
    expect(mails[0]!.text).toContain(`${api.url}/my-quotes?token=`);
    const opened = await openLink(newestToken(email));
    expect(opened.status).toBe(204);
    const cookie = String((opened.headers['set-cookie'] as string[])[0]).split(';')[0]!;
    expect((await myQuotes(cookie)).quotes.map((quote) => quote.id)).toEqual([id]);
  });

  it('sends no confirmation for a request without an address, and lists it under none', async () => {
    const before = outboxFiles();

    const id = await sendRequest('', { email: '' });

    const added = outboxFiles()
      .filter((file) => !before.includes(file))
      .map(readMail);
    expect(added.filter((mail) => mail.subject.startsWith('Đã nhận yêu cầu báo giá'))).toEqual([]);
    expect((await tableItems()).filter((item) => item.pk.startsWith('QUOTEBUYER#') && item.id === id)).toEqual([]);
  });
});
