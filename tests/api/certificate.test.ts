import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Certificate, PublicCertificate } from '@vongbi/functions/contract/certificate';
import { vietnamToday } from '@vongbi/functions/contract/technical-data';
import { handler as certificateRound } from '@vongbi/functions/certificate-notices/handler';
import { affectedUrls, type TableChange } from '@vongbi/functions/publish/affected-urls';
import { useTestApi } from '../helpers/api-client';
import { samplePdf, uploadDocument, uploadImage, type UploadedFile } from '../helpers/images';
import { signInStaff, type SignedInStaff } from '../helpers/staff';
import { storageSnapshot, tableItem, type TableItem } from '../helpers/storage';

// The distributor's certificates (/api/certificates) and their daily round (functions/certificate-notices), run
// against DynamoDB Local with this file's own table and mail outbox.

const api = useTestApi();
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` `days` from today in Vietnam. */
const day = (days: number, from = new Date()) => vietnamToday(new Date(from.getTime() + days * DAY_MS));

let owner: string;
let editor: SignedInStaff;
let sales: SignedInStaff;
let image: UploadedFile;
let pdf: UploadedFile;

beforeAll(async () => {
  // As the deployed function has it: the origin the e-mail's links lead to.
  process.env.SITE_URL = 'https://vongbiviet.vn';
  owner = await api.login();
  image = await uploadImage(api, owner);
  pdf = await uploadDocument(api, owner);
  editor = await signInStaff(api, owner, 'editor');
  sales = await signInStaff(api, owner, 'sales');
  // Where the round's e-mails go.
  const saved = await api.request('/api/Configuration', {
    method: 'POST',
    cookie: owner,
    json: [{ configKey: 'OWNER_EMAIL', label: 'E-mail', value: 'giamdoc@vongbiviet.vn' }],
  });
  expect(saved.status).toBe(200);
});

const validInput = (override: Record<string, unknown> = {}) => ({
  title: 'Giấy chứng nhận nhà phân phối ủy quyền FAG, INA',
  issuer: 'Schaeffler Vietnam',
  validFrom: day(-100),
  validTo: day(300),
  imageId: image.id,
  ...override,
});

const create = async (override: Record<string, unknown> = {}): Promise<Certificate> => {
  const response = await api.request('/api/certificates', {
    method: 'POST',
    cookie: owner,
    json: validInput(override),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Certificate;
};

const publicList = async (): Promise<PublicCertificate[]> => {
  const response = await api.request('/api/certificates');
  expect(response.status).toBe(200);
  return (await response.json()) as PublicCertificate[];
};

describe('POST /api/certificates', () => {
  it('creates a certificate for an owner: 201 with its image embedded, stored and listed for staff', async () => {
    const response = await api.request('/api/certificates', { method: 'POST', cookie: owner, json: validInput() });

    expect(response.status).toBe(201);
    const certificate = (await response.json()) as Certificate;
    expect(certificate).toEqual({
      id: expect.any(Number),
      ...validInput(),
      image: { id: image.id, fileName: image.fileName, urlPath: image.urlPath, createdAt: expect.any(String) },
      documentId: null,
      document: null,
      updatedAt: expect.any(String),
    });
    expect(await tableItem(`CERT#${certificate.id}`)).toMatchObject({ gsi1pk: 'CERT', title: certificate.title });
    const staffList = await api.request('/api/certificates/admin', { cookie: editor.cookie });
    expect(staffList.status).toBe(200);
    expect(((await staffList.json()) as Certificate[]).find((each) => each.id === certificate.id)).toEqual(certificate);
  });

  it.each(['editor', 'sales'] as const)('answers 403 FORBIDDEN to %s and writes nothing', async (role) => {
    const cookie = { editor, sales }[role].cookie;
    const before = await storageSnapshot();

    const response = await api.request('/api/certificates', { method: 'POST', cookie, json: validInput() });

    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('FORBIDDEN');
    expect(await storageSnapshot()).toEqual(before);
  });

  it.each([
    [
      'everything missing',
      {},
      {
        title: 'Nhập tên chứng nhận',
        issuer: 'Nhập đơn vị cấp',
        validFrom: 'Nhập ngày bắt đầu hiệu lực',
        validTo: 'Nhập ngày hết hạn',
        imageId: 'Tải lên ảnh hoặc tệp PDF của chứng nhận',
      },
    ],
    ['neither an image nor a PDF', { imageId: null }, { imageId: 'Tải lên ảnh hoặc tệp PDF của chứng nhận' }],
    ['a blank title', { title: '   ' }, { title: 'Nhập tên chứng nhận' }],
    [
      'validTo before validFrom',
      { validFrom: '2026-06-01', validTo: '2026-05-31' },
      { validTo: 'Ngày hết hạn không được trước ngày bắt đầu hiệu lực' },
    ],
    ['a day that does not exist', { validTo: '2027-02-30' }, { validTo: 'ngày hết hạn không hợp lệ (YYYY-MM-DD)' }],
    [
      'a missing title with validTo before validFrom',
      { title: undefined, validFrom: '2026-06-01', validTo: '2026-01-01' },
      { title: 'Nhập tên chứng nhận', validTo: 'Ngày hết hạn không được trước ngày bắt đầu hiệu lực' },
    ],
  ])(
    'answers 400 VALIDATION with Vietnamese messages naming the field for %s, and writes nothing',
    async (_case, override, fields) => {
      const json = Object.keys(override).length === 0 ? {} : validInput(override);
      const before = await storageSnapshot();

      const response = await api.request('/api/certificates', { method: 'POST', cookie: owner, json });

      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; message: string; fields: Record<string, string> };
      expect(body.code).toBe('VALIDATION');
      expect(body.message).toBe('Dữ liệu không hợp lệ');
      expect(body.fields).toEqual(fields);
      expect(await storageSnapshot()).toEqual(before);
    },
  );

  it('keeps a certificate given as a PDF only, and visitors get its PDF with its size', async () => {
    const certificate = await create({ imageId: null, documentId: pdf.id, title: 'Thư ủy quyền NSK (PDF)' });

    expect(certificate).toMatchObject({
      imageId: null,
      image: null,
      documentId: pdf.id,
      document: { id: pdf.id, fileName: pdf.fileName, urlPath: pdf.urlPath, size: samplePdf.length },
    });
    expect((await publicList()).find((each) => each.id === certificate.id)).toEqual({
      id: certificate.id,
      title: 'Thư ủy quyền NSK (PDF)',
      issuer: certificate.issuer,
      validFrom: certificate.validFrom,
      validTo: certificate.validTo,
      image: null,
      document: certificate.document,
    });
  });

  it('answers 400 and writes nothing for a PDF named as the image, or an image named as the PDF', async () => {
    const before = await storageSnapshot();

    const asImage = await api.request('/api/certificates', {
      method: 'POST',
      cookie: owner,
      json: validInput({ imageId: pdf.id }),
    });
    const asDocument = await api.request('/api/certificates', {
      method: 'POST',
      cookie: owner,
      json: validInput({ documentId: image.id }),
    });

    expect(asImage.status).toBe(400);
    expect(((await asImage.json()) as { fields: Record<string, string> }).fields).toEqual({
      imageId: 'Tệp này không phải ảnh',
    });
    expect(asDocument.status).toBe(400);
    expect(((await asDocument.json()) as { fields: Record<string, string> }).fields).toEqual({
      documentId: 'Tệp này không phải tệp PDF đã tải lên',
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 400 and writes nothing when the image does not exist', async () => {
    const before = await storageSnapshot();

    const response = await api.request('/api/certificates', {
      method: 'POST',
      cookie: owner,
      json: validInput({ imageId: 424242 }),
    });

    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      imageId: 'Ảnh không tồn tại',
    });
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('PUT /api/certificates/{id}', () => {
  it('updates for an owner and keeps the daily round’s marks; 409 STALE for an old version', async () => {
    const certificate = await create();
    await certificateRound({});

    const response = await api.request(`/api/certificates/${certificate.id}`, {
      method: 'PUT',
      cookie: owner,
      json: validInput({ title: 'Chứng nhận xuất xứ CO', updatedAt: certificate.updatedAt }),
    });

    expect(response.status).toBe(200);
    const updated = (await response.json()) as Certificate;
    expect(updated).toMatchObject({ id: certificate.id, title: 'Chứng nhận xuất xứ CO' });
    expect(updated.updatedAt > certificate.updatedAt).toBe(true);
    expect(await tableItem(`CERT#${certificate.id}`)).toMatchObject({
      title: 'Chứng nhận xuất xứ CO',
      shownPublicly: true,
    });
    const stale = await api.request(`/api/certificates/${certificate.id}`, {
      method: 'PUT',
      cookie: owner,
      json: validInput({ updatedAt: certificate.updatedAt }),
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { code: string }).code).toBe('STALE');
  });

  it.each(['editor', 'sales'] as const)('answers 403 to %s and writes nothing', async (role) => {
    const certificate = await create();
    const before = await storageSnapshot();

    const response = await api.request(`/api/certificates/${certificate.id}`, {
      method: 'PUT',
      cookie: { editor, sales }[role].cookie,
      json: validInput({ title: 'Đổi tên' }),
    });

    expect(response.status).toBe(403);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 400 for validTo before validFrom and writes nothing', async () => {
    const certificate = await create();
    const before = await storageSnapshot();

    const response = await api.request(`/api/certificates/${certificate.id}`, {
      method: 'PUT',
      cookie: owner,
      json: validInput({ validFrom: day(10), validTo: day(9) }),
    });

    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      validTo: 'Ngày hết hạn không được trước ngày bắt đầu hiệu lực',
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await api.request('/api/certificates/987654', {
      method: 'PUT',
      cookie: owner,
      json: validInput(),
    });

    expect(response.status).toBe(404);
  });
});

describe('DELETE /api/certificates/{id}', () => {
  it('deletes for an owner; editors and sales get 403 and nothing is deleted', async () => {
    const certificate = await create();

    for (const cookie of [editor.cookie, sales.cookie]) {
      const refused = await api.request(`/api/certificates/${certificate.id}`, { method: 'DELETE', cookie });
      expect(refused.status).toBe(403);
    }
    expect(await tableItem(`CERT#${certificate.id}`)).toBeDefined();

    const response = await api.request(`/api/certificates/${certificate.id}`, { method: 'DELETE', cookie: owner });

    expect(response.status).toBe(204);
    expect(await tableItem(`CERT#${certificate.id}`)).toBeUndefined();
  });
});

describe('GET /api/certificates/admin', () => {
  it('is for owners and editors, not sales', async () => {
    expect((await api.request('/api/certificates/admin', { cookie: owner })).status).toBe(200);
    expect((await api.request('/api/certificates/admin', { cookie: editor.cookie })).status).toBe(200);
    expect((await api.request('/api/certificates/admin', { cookie: sales.cookie })).status).toBe(403);
  });
});

describe('GET /api/certificates', () => {
  it('answers visitors the certificates in force today only, both ends included', async () => {
    const valid = await create({ title: 'Hiệu lực' });
    const lastDay = await create({ title: 'Hết hạn hôm nay', validTo: day(0) });
    const firstDay = await create({ title: 'Bắt đầu hôm nay', validFrom: day(0) });
    const expired = await create({ title: 'Hết hạn hôm qua', validFrom: day(-400), validTo: day(-1) });
    const future = await create({ title: 'Chưa hiệu lực', validFrom: day(1), validTo: day(400) });

    const listed = await publicList();

    const ids = listed.map((certificate) => certificate.id);
    expect(ids).toEqual(expect.arrayContaining([valid.id, lastDay.id, firstDay.id]));
    expect(ids).not.toContain(expired.id);
    expect(ids).not.toContain(future.id);
    expect(listed.find((certificate) => certificate.id === valid.id)).toEqual({
      id: valid.id,
      title: valid.title,
      issuer: valid.issuer,
      validFrom: valid.validFrom,
      validTo: valid.validTo,
      image: valid.image,
      document: null,
    });
  });
});

// ---- the daily round ----

const outbox = () => process.env.MAIL_OUTBOX_DIR!;
const outboxFiles = (): string[] => {
  try {
    return readdirSync(outbox()).sort();
  } catch {
    return [];
  }
};
/** The messages written since `before`: the To header and the body (base64, as the outbox writes it), decoded. */
const newMails = (before: readonly string[]) =>
  outboxFiles()
    .filter((file) => !before.includes(file))
    .map((file) => {
      const [head, ...body] = readFileSync(join(outbox(), file), 'utf8').split('\r\n\r\n');
      return {
        to: /^To: (.*)$/m.exec(head!)?.[1]?.trim(),
        text: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64').toString('utf8'),
      };
    });

/** The round as EventBridge runs it, on the Vietnam day `days` from today (at 00:05 there). */
const roundOn = (days: number) =>
  certificateRound({ time: new Date(Date.parse(`${day(days)}T00:05:00+07:00`)).toISOString() });

/** What the publisher does with the round's write to a certificate (the table's stream record). */
const publishedFor = (oldItem: TableItem | undefined, newItem: TableItem | undefined) =>
  affectedUrls({ oldItem, newItem } as TableChange, {
    outerProducts: new Map(),
    innerProducts: new Map(),
    articles: [],
  }).render;

describe('the certificates’ daily round', () => {
  it('e-mails the owners once when a certificate has 30 days left, not again the next day, again for a new expiry date', async () => {
    await roundOn(0);
    const certificate = await create({ title: 'Chứng nhận sắp hết hạn', validTo: day(31) });
    await roundOn(0);
    const before = outboxFiles();

    // 31 days left: nothing yet.
    expect((await roundOn(0)).noticed).not.toContain(certificate.id);
    expect(newMails(before)).toEqual([]);

    // 30 days left: one e-mail to OWNER_EMAIL naming the certificate, its date and the staff screen.
    const round = await roundOn(1);
    expect(round.noticed).toEqual([certificate.id]);
    const [mail, ...others] = newMails(before);
    expect(others).toEqual([]);
    expect(mail!.to).toBe('giamdoc@vongbiviet.vn');
    const [year, month, date] = certificate.validTo.split('-');
    expect(mail!.text).toContain(certificate.title);
    expect(mail!.text).toContain(`hết hạn ngày ${date}/${month}/${year} (còn 30 ngày)`);
    expect(mail!.text).toContain('https://vongbiviet.vn/admin/certificates');
    expect((await tableItem(`CERT#${certificate.id}`))!.noticeSentFor).toBe(certificate.validTo);

    // The next day, and a second run the same day: nothing more.
    const afterFirst = outboxFiles();
    expect((await roundOn(1)).noticed).toEqual([]);
    expect((await roundOn(2)).noticed).toEqual([]);
    expect(newMails(afterFirst)).toEqual([]);

    // Renewed to a new date that is itself 30 days away later: told again, once.
    const current = (await tableItem(`CERT#${certificate.id}`))!;
    const renewed = await api.request(`/api/certificates/${certificate.id}`, {
      method: 'PUT',
      cookie: owner,
      json: validInput({ title: certificate.title, validTo: day(40), updatedAt: current.updatedAt }),
    });
    expect(renewed.status).toBe(200);
    expect((await roundOn(9)).noticed).toEqual([]);
    expect((await roundOn(10)).noticed).toEqual([certificate.id]);
    expect((await roundOn(11)).noticed).toEqual([]);
  });

  it('marks a certificate that ran out the day after its last day, so the publisher renders /genuine again; once', async () => {
    await roundOn(0);
    const certificate = await create({ title: 'Chứng nhận hết hạn ngày mai', validTo: day(1) });
    await roundOn(0);
    const shown = await tableItem(`CERT#${certificate.id}`);
    expect(shown!.shownPublicly).toBe(true);

    // Its last day: still shown, nothing to publish.
    expect((await roundOn(1)).republished).not.toContain(certificate.id);

    // The day after: marked, and that write is one the publisher renders /genuine for.
    const round = await roundOn(2);
    expect(round.republished).toContain(certificate.id);
    const lapsed = await tableItem(`CERT#${certificate.id}`);
    expect(lapsed!.shownPublicly).toBe(false);
    expect(publishedFor(shown, lapsed)).toEqual(['/genuine']);

    // The next day: nothing changed, nothing published.
    expect((await roundOn(3)).republished).not.toContain(certificate.id);
    expect(await tableItem(`CERT#${certificate.id}`)).toEqual(lapsed);
  });

  it('does not mark a notice it could not send (no OWNER_EMAIL), so the next day tries again', async () => {
    const certificate = await create({ title: 'Chứng nhận chưa ai được báo', validTo: day(20) });
    const cleared = await api.request('/api/Configuration', {
      method: 'POST',
      cookie: owner,
      json: [{ configKey: 'OWNER_EMAIL', label: 'E-mail', value: '' }],
    });
    expect(cleared.status).toBe(200);

    const round = await roundOn(0);

    expect(round.noticed).not.toContain(certificate.id);
    expect((await tableItem(`CERT#${certificate.id}`))!.noticeSentFor).toBeUndefined();
    const restored = await api.request('/api/Configuration', {
      method: 'POST',
      cookie: owner,
      json: [{ configKey: 'OWNER_EMAIL', label: 'E-mail', value: 'giamdoc@vongbiviet.vn' }],
    });
    expect(restored.status).toBe(200);
    expect((await roundOn(1)).noticed).toContain(certificate.id);
  });
});
