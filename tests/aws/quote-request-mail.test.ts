import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../helpers/api-client';
import { createSender, sentEmails } from './moto-differences';

// With no outbox (MAIL_OUTBOX_DIR unset), as in AWS, the staff e-mail of a quote request goes through SES's
// SendEmail from MAIL_SENDER, with the same subject and text the outbox gets locally.

const api = useTestApi();
const SENDER = 'bao-gia@vongbiviet.vn';
let cookie: string;

beforeAll(async () => {
  await createSender(SENDER);
  delete process.env.MAIL_OUTBOX_DIR;
  process.env.MAIL_SENDER = SENDER;
  cookie = await api.login();
  const saved = await api.request('/api/Configuration', {
    method: 'POST',
    cookie,
    json: [{ configKey: 'QUOTE_EMAIL', label: 'E-mail nhận yêu cầu báo giá', value: 'kinhdoanh@vongbiviet.vn' }],
  });
  expect(saved.status).toBe(200);
});

describe('the e-mail to staff through SES', () => {
  it('is sent from MAIL_SENDER to QUOTE_EMAIL with the request in its subject and text', async () => {
    const response = await api.request('/api/QuoteRequest', {
      method: 'POST',
      json: {
        customerName: 'Phạm Minh Đức',
        phone: '0987 654 321',
        email: 'duc.pham@nhamay.vn',
        company: 'Công ty Thép Miền Nam',
        note: 'Giao tại kho Sóng Thần.',
        items: [{ text: '6310 C3', quantity: 4 }],
      },
    });

    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const subject = `Yêu cầu báo giá #${id}: Phạm Minh Đức, 0987654321`;
    const sent = (await sentEmails()).filter((email) => email.subject === subject);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.source).toBe(SENDER);
    expect(sent[0]!.destinations.ToAddresses).toEqual(['kinhdoanh@vongbiviet.vn']);
    expect(sent[0]!.body).toContain('Khách hàng: Phạm Minh Đức');
    expect(sent[0]!.body).toContain('1. 4 × 6310 C3');
    expect(sent[0]!.body).toContain(`/admin/quotes/${id}`);
  });
});
