import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { amountInWords } from '@vongbi/functions/contract/amount-in-words';
import { formatVnd } from '@vongbi/functions/contract/quote-reply';
import { useTestApi } from '../helpers/api-client';
import { rawRequest } from '../helpers/raw-http';
import { createFixtures, quoteReplyBody, validBodies, type Fixtures } from '../helpers/route-requests';
import { signInStaff, type SignedInStaff } from '../helpers/staff';
import { bucketKeys, storageSnapshot, tableItem, tableItems } from '../helpers/storage';

// Staff answer a quote request with a báo giá: the reply is numbered BG-YYYY-NNNN from one counter a year, its PDF
// kept and e-mailed to the buyer (the local outbox), the request becomes `quoted`; the PDF's text is read back.

const api = useTestApi();

interface QuoteReply {
  number: string;
  requestId: number;
  createdAt: string;
  createdBy: string;
  lines: { text: string; quantity: number; unitPriceVnd: number; leadTime: string; note: string }[];
  vatPercent: number;
  validUntil: string;
  terms: string;
  subtotalVnd: number;
  vatVnd: number;
  totalVnd: number;
  emailStatus: string;
}

let owner: string;
let fixtures: Fixtures;
let sales: SignedInStaff;
let editor: SignedInStaff;
const year = Number(new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 4));

let client = 10;
/** A visitor's quote request, each from a client of its own (the rate limit counts per address). */
const quoteRequest = async (changes: Record<string, unknown> = {}): Promise<{ id: number; updatedAt: string }> => {
  const body = { ...(validBodies['POST /api/QuoteRequest'](fixtures) as { json: object }).json, ...changes };
  const response = await rawRequest(`${api.url}/api/QuoteRequest`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    localAddress: `127.0.0.${++client}`,
  });
  expect(response.status).toBe(201);
  const { id } = JSON.parse(response.body) as { id: number };
  const loaded = await api.request(`/api/QuoteRequest/${id}`, { cookie: owner });
  return { id, updatedAt: ((await loaded.json()) as { updatedAt: string }).updatedAt };
};

const reply = (id: number, json: unknown, cookie = sales.cookie) =>
  api.request(`/api/QuoteRequest/${id}/replies`, { method: 'POST', cookie, json });

const outbox = () => process.env.MAIL_OUTBOX_DIR!;
const outboxFiles = (): string[] => {
  try {
    return readdirSync(outbox()).sort();
  } catch {
    return [];
  }
};

/** A multipart .eml: its headers, its text and its attachments, decoded. */
const readEml = (file: string) => {
  const raw = readFileSync(join(outbox(), file), 'utf8');
  const [head] = raw.split('\r\n\r\n');
  const headerOf = (name: string) =>
    new RegExp(`^${name}: (.*(?:\\r\\n .*)*)`, 'mi')
      .exec(head!)?.[1]!
      .replace(/\r\n /g, ' ')
      .replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/g, (_, base64: string) => Buffer.from(base64, 'base64').toString('utf8'));
  const boundary = /boundary="([^"]+)"/.exec(raw)![1]!;
  const parts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead, ...body] = part.trim().split('\r\n\r\n');
      return { head: partHead!, content: Buffer.from(body.join('').replace(/\r\n/g, ''), 'base64') };
    });
  return {
    to: headerOf('To'),
    subject: headerOf('Subject'),
    text: parts[0]!.content.toString('utf8').replace(/\r\n/g, '\n'),
    attachments: parts.slice(1),
  };
};

/** The text of every page, each text run as the PDF draws it, joined with spaces. */
const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
};

beforeAll(async () => {
  owner = await api.login();
  fixtures = await createFixtures(api, owner);
  sales = await signInStaff(api, owner, 'sales');
  editor = await signInStaff(api, owner, 'editor');
  const saved = await api.request('/api/Configuration', {
    method: 'POST',
    cookie: owner,
    json: [
      { configKey: 'QUOTE_COMPANY_NAME', label: 'Tên', value: 'CÔNG TY TNHH KỸ THUẬT VÒNG BI VIỆT' },
      { configKey: 'QUOTE_COMPANY_ADDRESS', label: 'Địa chỉ', value: 'Số 18 Phạm Văn Đồng, Cầu Giấy, Hà Nội' },
      { configKey: 'QUOTE_COMPANY_TAX_CODE', label: 'MST', value: '0105123456' },
      { configKey: 'QUOTE_COMPANY_PHONE', label: 'Điện thoại', value: '024 3765 4321' },
      { configKey: 'QUOTE_COMPANY_EMAIL', label: 'E-mail', value: 'kinhdoanh@vongbiviet.vn' },
      { configKey: 'QUOTE_TERMS', label: 'Điều kiện', value: 'Thanh toán trong 30 ngày.' },
    ],
  });
  expect(saved.status).toBe(200);
});

describe('POST /api/QuoteRequest/{id}/replies', () => {
  it('answers 201 with the numbered reply and its sums, and the request becomes quoted', async () => {
    const request = await quoteRequest();

    const response = await reply(request.id, { ...quoteReplyBody(), updatedAt: request.updatedAt });

    expect(response.status).toBe(201);
    const answer = (await response.json()) as QuoteReply;
    expect(answer).toMatchObject({
      requestId: request.id,
      createdBy: sales.account.username,
      vatPercent: 8,
      subtotalVnd: 10 * 1_250_000 + 4 * 845_000,
      vatVnd: Math.round((15_880_000 * 8) / 100),
      totalVnd: 15_880_000 + 1_270_400,
      emailStatus: 'sent',
    });
    expect(answer.number).toMatch(new RegExp(`^BG-${year}-\\d{4}$`));
    expect(answer.lines[1]).toEqual({
      text: '6310 C3',
      quantity: 4,
      unitPriceVnd: 845_000,
      leadTime: '2–3 tuần',
      note: '',
    });
    const stored = await api.request(`/api/QuoteRequest/${request.id}`, { cookie: sales.cookie });
    expect(((await stored.json()) as { status: string }).status).toBe('quoted');
    const item = await tableItem(`QUOTE#${request.id}`, `REPLY#${answer.number}`);
    expect(item).toMatchObject({ ...answer, pdfKey: `quote-replies/${request.id}/${answer.number}.pdf` });
    const listed = await api.request(`/api/QuoteRequest/${request.id}/replies`, { cookie: sales.cookie });
    expect(await listed.json()).toEqual({ replies: [answer], defaultTerms: 'Thanh toán trong 30 ngày.' });
  });

  it('moves the request to the inbox’s "Đã báo giá" page and count, and out of "Mới"', async () => {
    const request = await quoteRequest();
    const inbox = async (status: string) => {
      const page = await api.request(`/api/QuoteRequest?status=${status}&limit=100`, { cookie: sales.cookie });
      const count = await api.request(`/api/QuoteRequest/count?status=${status}`, { cookie: sales.cookie });
      return {
        listed: ((await page.json()) as { items: { id: number }[] }).items.some((item) => item.id === request.id),
        count: ((await count.json()) as { count: number }).count,
      };
    };
    const [newBefore, quotedBefore] = [await inbox('new'), await inbox('quoted')];
    expect(newBefore.listed).toBe(true);

    expect((await reply(request.id, quoteReplyBody())).status).toBe(201);

    const [newAfter, quotedAfter] = [await inbox('new'), await inbox('quoted')];
    expect(newAfter).toEqual({ listed: false, count: newBefore.count - 1 });
    expect(quotedAfter).toEqual({ listed: true, count: quotedBefore.count + 1 });
  });

  it('records one audit entry of the reply, by its author, naming the request and the number', async () => {
    const request = await quoteRequest();

    const answer = (await (await reply(request.id, quoteReplyBody())).json()) as QuoteReply;

    const entries = (await tableItems()).filter(
      (item) => item.pk.startsWith('AUDIT#') && item.summary === `Báo giá ${answer.number} cho yêu cầu #${request.id}`,
    );
    expect(entries).toMatchObject([
      { username: sales.account.username, action: 'create', entity: 'quote-request', entityId: String(request.id) },
    ]);
  });

  it('answers 403 to an editor and writes nothing', async () => {
    const request = await quoteRequest();
    const before = await storageSnapshot();

    const response = await reply(request.id, quoteReplyBody(), editor.cookie);

    expect(response.status).toBe(403);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 409 STALE and writes nothing when the request changed since the screen loaded it', async () => {
    const request = await quoteRequest();
    const changed = await api.request(`/api/QuoteRequest/${request.id}`, {
      method: 'PUT',
      cookie: owner,
      json: { status: 'processing', staffNote: 'Đã gọi', updatedAt: request.updatedAt },
    });
    expect(changed.status).toBe(200);
    const before = await storageSnapshot();

    const response = await reply(request.id, { ...quoteReplyBody(), updatedAt: request.updatedAt });

    expect(response.status).toBe(409);
    expect(((await response.json()) as { code: string }).code).toBe('STALE');
    expect(await storageSnapshot()).toEqual(before);
  });

  it.each([
    ['no lines', { lines: [] }, 'lines', 'Thêm ít nhất một dòng'],
    [
      'a price that is not whole',
      { lines: [{ text: '6205', quantity: 1, unitPriceVnd: 1.5, leadTime: '' }] },
      'lines.0.unitPriceVnd',
      'Đơn giá là số tiền nguyên từ 0 đến 1.000.000.000.000 đồng',
    ],
    [
      'a negative price',
      { lines: [{ text: '6205', quantity: 1, unitPriceVnd: -1, leadTime: '' }] },
      'lines.0.unitPriceVnd',
      'Đơn giá là số tiền nguyên từ 0 đến 1.000.000.000.000 đồng',
    ],
    [
      'a price typed as text',
      { lines: [{ text: '6205', quantity: 1, unitPriceVnd: '1.250.000', leadTime: '' }] },
      'lines.0.unitPriceVnd',
      'Đơn giá là số tiền nguyên từ 0 đến 1.000.000.000.000 đồng',
    ],
    [
      'a quantity of 0',
      { lines: [{ text: '6205', quantity: 0, unitPriceVnd: 1, leadTime: '' }] },
      'lines.0.quantity',
      'Số lượng là số nguyên từ 1 đến 100.000',
    ],
    [
      'a long lead time',
      { lines: [{ text: '6205', quantity: 1, unitPriceVnd: 1, leadTime: 'x'.repeat(101) }] },
      'lines.0.leadTime',
      'Tối đa 100 ký tự',
    ],
    ['a VAT of 7 %', { vatPercent: 7 }, 'vatPercent', 'Thuế GTGT là 0, 5, 8 hoặc 10 %'],
    ['a date that does not exist', { validUntil: '2027-02-30' }, 'validUntil', 'Ngày không hợp lệ'],
    ['a date in the past', { validUntil: '2020-01-01' }, 'validUntil', 'Ngày hết hiệu lực phải từ hôm nay trở đi'],
    ['terms too long', { terms: 'đ'.repeat(2001) }, 'terms', 'Tối đa 2000 ký tự'],
    [
      'a total past the limit',
      {
        lines: Array.from({ length: 50 }, () => ({
          text: '6205',
          quantity: 100_000,
          unitPriceVnd: 1_000_000_000_000,
          leadTime: '',
        })),
      },
      'lines',
      'Tổng tiền quá lớn',
    ],
  ])('answers 400 with a Vietnamese message for %s, writing nothing', async (_name, change, field, message) => {
    const request = await quoteRequest();
    const before = await storageSnapshot();

    const response = await reply(request.id, { ...quoteReplyBody(), ...change });

    expect(response.status).toBe(400);
    const answer = (await response.json()) as { code: string; fields: Record<string, string> };
    expect(answer.code).toBe('VALIDATION');
    expect(answer.fields[field]).toBe(message);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await reply(987_654, quoteReplyBody())).status).toBe(404);
  });

  it('numbers replies sent at once from one sequence: none given twice, none skipped', async () => {
    const requests = await Promise.all(Array.from({ length: 6 }, () => quoteRequest({ email: '' })));
    const last = Number(((await tableItem(`COUNTER#QUOTEREPLY#${year}`, '#')) ?? { n: 0 }).n);

    const responses = await Promise.all(
      requests.map((request, index) => reply(request.id, quoteReplyBody(), index % 2 ? sales.cookie : owner)),
    );

    expect(responses.map((response) => response.status)).toEqual(requests.map(() => 201));
    const numbers = (await Promise.all(responses.map((response) => response.json() as Promise<QuoteReply>)))
      .map((answer) => answer.number)
      .sort();
    expect(numbers).toEqual(
      Array.from({ length: 6 }, (_, index) => `BG-${year}-${String(last + 1 + index).padStart(4, '0')}`),
    );
    expect((await tableItem(`COUNTER#QUOTEREPLY#${year}`, '#'))!.n).toBe(last + 6);
  });

  it('e-mails the buyer the PDF and a link to his page; the PDF holds every line, the sums and the words', async () => {
    const request = await quoteRequest({ email: 'mua.hang@ximang.vn', customerName: 'Lê Thị Hạnh' });
    const mails = outboxFiles();
    const body = quoteReplyBody();

    const answer = (await (await reply(request.id, body)).json()) as QuoteReply;

    const added = outboxFiles().filter((file) => !mails.includes(file));
    expect(added).toHaveLength(1);
    const mail = readEml(added[0]!);
    expect(mail.to).toBe('mua.hang@ximang.vn');
    expect(mail.subject).toBe(`Báo giá ${answer.number} – CÔNG TY TNHH KỸ THUẬT VÒNG BI VIỆT`);
    expect(mail.text).toContain('Kính gửi Lê Thị Hạnh,');
    expect(mail.text).toContain(`Tổng cộng: ${formatVnd(answer.totalVnd)} đồng`);
    expect(mail.text).toMatch(/Xem lại các yêu cầu và báo giá của anh\/chị: http\S*\/my-quotes\n/);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.head).toContain(`filename="bao-gia-${answer.number}.pdf"`);
    expect(mail.attachments[0]!.head).toContain('Content-Type: application/pdf');

    const text = await pdfText(mail.attachments[0]!.content);
    for (const expected of [
      'CÔNG TY TNHH KỸ THUẬT VÒNG BI VIỆT',
      'Mã số thuế: 0105123456',
      'BẢNG BÁO GIÁ',
      `Số: ${answer.number}`,
      `Có hiệu lực đến: ${body.validUntil.split('-').reverse().join('/')}`,
      'Kính gửi: Nhà máy Xi măng Hà Tiên',
      'Người liên hệ: Lê Thị Hạnh',
      ...body.lines.flatMap((line) => [
        line.text,
        line.quantity.toLocaleString('vi-VN'),
        formatVnd(line.unitPriceVnd),
        line.leadTime,
        formatVnd(line.quantity * line.unitPriceVnd),
        ...(line.note ? [line.note] : []),
      ]),
      `Cộng tiền hàng ${formatVnd(answer.subtotalVnd)} đ`,
      `Thuế GTGT (8%) ${formatVnd(answer.vatVnd)} đ`,
      `Tổng cộng ${formatVnd(answer.totalVnd)} đ`,
      `Bằng chữ: ${amountInWords(answer.totalVnd)}.`,
      'Thanh toán chuyển khoản trước khi giao hàng.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(amountInWords(answer.totalVnd)).toBe('Mười bảy triệu một trăm năm mươi nghìn bốn trăm đồng');
  });

  it('keeps the reply, marked failed, when the e-mail cannot be sent, and "Gửi lại" sends it later', async () => {
    const request = await quoteRequest();
    const folder = mkdtempSync(join(tmpdir(), 'vongbi-outbox-fail-'));
    const aFile = join(folder, 'tep-thuong');
    writeFileSync(aFile, '');
    const outboxBefore = process.env.MAIL_OUTBOX_DIR;
    // A folder inside a plain file cannot be made, whoever runs the tests.
    process.env.MAIL_OUTBOX_DIR = join(aFile, 'outbox');
    let answer: QuoteReply;
    try {
      const response = await reply(request.id, quoteReplyBody());
      expect(response.status).toBe(201);
      answer = (await response.json()) as QuoteReply;
    } finally {
      process.env.MAIL_OUTBOX_DIR = outboxBefore;
    }

    expect(answer.emailStatus).toBe('failed');
    expect(await tableItem(`QUOTE#${request.id}`, `REPLY#${answer.number}`)).toMatchObject({ emailStatus: 'failed' });
    const mails = outboxFiles();
    const resent = await api.request(`/api/QuoteRequest/${request.id}/replies/${answer.number}/resend`, {
      method: 'POST',
      cookie: sales.cookie,
    });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ ...answer, emailStatus: 'sent' });
    expect(outboxFiles().filter((file) => !mails.includes(file))).toHaveLength(1);
    expect(await tableItem(`QUOTE#${request.id}`, `REPLY#${answer.number}`)).toMatchObject({ emailStatus: 'sent' });
  });

  it('sends no e-mail when the request has no address (emailStatus none); "Gửi lại" answers 400', async () => {
    const request = await quoteRequest({ email: '' });
    const mails = outboxFiles();

    const answer = (await (await reply(request.id, quoteReplyBody())).json()) as QuoteReply;

    expect(answer.emailStatus).toBe('none');
    expect(outboxFiles()).toEqual(mails);
    const resent = await api.request(`/api/QuoteRequest/${request.id}/replies/${answer.number}/resend`, {
      method: 'POST',
      cookie: sales.cookie,
    });
    expect(resent.status).toBe(400);
  });

  it('keeps every reply: a new one supersedes, never changes, the one before', async () => {
    const request = await quoteRequest({ email: '' });
    const first = (await (await reply(request.id, quoteReplyBody())).json()) as QuoteReply;

    const second = (await (await reply(request.id, { ...quoteReplyBody(), vatPercent: 10 })).json()) as QuoteReply;

    const listed = (await (
      await api.request(`/api/QuoteRequest/${request.id}/replies`, { cookie: sales.cookie })
    ).json()) as { replies: QuoteReply[] };
    expect(listed.replies).toEqual([second, first]);
    expect(second.number > first.number).toBe(true);
  });
});

describe('GET /api/QuoteRequest/{id}/replies/{number}/pdf', () => {
  it('answers 303 to a link of the PDF that works, for 5 minutes', async () => {
    const request = await quoteRequest({ email: '' });
    const answer = (await (await reply(request.id, quoteReplyBody())).json()) as QuoteReply;

    const response = await api.request(`/api/QuoteRequest/${request.id}/replies/${answer.number}/pdf`, {
      cookie: sales.cookie,
      redirect: 'manual',
    });

    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('300');
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(await file.arrayBuffer()))).toContain(`Số: ${answer.number}`);
  });

  it('answers 404 for a number the request does not have, and 403 to an editor', async () => {
    const request = await quoteRequest({ email: '' });
    const answer = (await (await reply(request.id, quoteReplyBody())).json()) as QuoteReply;
    const other = await quoteRequest({ email: '' });

    const pdf = (id: number, number: string, cookie = sales.cookie) =>
      api.request(`/api/QuoteRequest/${id}/replies/${number}/pdf`, { cookie, redirect: 'manual' });

    expect((await pdf(other.id, answer.number)).status).toBe(404);
    expect((await pdf(request.id, 'BG-2026-abc')).status).toBe(404);
    expect((await pdf(request.id, answer.number, editor.cookie)).status).toBe(403);
  });
});

describe('POST /api/QuoteRequest/{id}/replies/preview', () => {
  it('answers the PDF of the unsaved reply and stores nothing', async () => {
    const request = await quoteRequest();
    const before = await storageSnapshot();
    const mails = outboxFiles();

    const response = await api.request(`/api/QuoteRequest/${request.id}/replies/preview`, {
      method: 'POST',
      cookie: sales.cookie,
      json: quoteReplyBody(),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('bản xem trước');
    expect(text).toContain('Vòng bi kiểm thử 6205');
    expect(await storageSnapshot()).toEqual(before);
    expect(outboxFiles()).toEqual(mails);
  });
});

describe('DELETE /api/QuoteRequest/{id}', () => {
  it('deletes the request’s báo giá with it, their PDFs and the buyer’s lookup item: no price or address left', async () => {
    const request = await quoteRequest({ email: 'xoa-bao-gia@nhamay.vn' });
    const first = (await (await reply(request.id, quoteReplyBody())).json()) as QuoteReply;
    const second = (await (await reply(request.id, quoteReplyBody())).json()) as QuoteReply;
    const pdfKeys = (await bucketKeys()).filter(
      (key) => key.startsWith('quote-replies/') && key.includes(`/${request.id}/`),
    );
    expect(pdfKeys).toHaveLength(2);
    const namingRequest = (item: Record<string, unknown>) =>
      item.pk === `QUOTE#${request.id}` || (String(item.pk).startsWith('QUOTEBUYER#') && item.id === request.id);
    expect((await tableItems()).filter(namingRequest).length).toBe(4);

    const deleted = await api.request(`/api/QuoteRequest/${request.id}`, { method: 'DELETE', cookie: sales.cookie });

    expect(deleted.status).toBe(204);
    expect((await tableItems()).filter(namingRequest)).toEqual([]);
    expect((await bucketKeys()).filter((key) => pdfKeys.includes(key))).toEqual([]);
    for (const number of [first.number, second.number]) {
      const pdf = await api.request(`/api/QuoteRequest/${request.id}/replies/${number}/pdf`, {
        cookie: sales.cookie,
        redirect: 'manual',
      });
      expect(pdf.status).toBe(404);
    }
  });
});
