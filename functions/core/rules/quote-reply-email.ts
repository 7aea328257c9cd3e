import { MY_QUOTES_PATH } from '#contract/site-addresses';
import { formatVnd, type QuoteReply } from '#contract/quote-reply';
import type { QuoteRequest } from '#contract/quote-request';
import type { Seller } from './quote-reply-pdf';

// The e-mail that carries a báo giá to the buyer: plain text that says what the PDF holds (number, total,
// validity), where the buyer finds his requests and replies again, and who sent it; the PDF is attached.

const dayText = (day: string): string => day.split('-').reverse().join('/');

/** A subject is one line. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export const quoteReplyEmail = (
  reply: QuoteReply,
  request: Pick<QuoteRequest, 'id' | 'customerName'>,
  seller: Seller,
  siteOrigin: string,
): { subject: string; text: string } => {
  const lines = [
    `Kính gửi ${request.customerName},`,
    '',
    `${seller.name} xin gửi báo giá số ${reply.number} cho yêu cầu báo giá số ${request.id} của anh/chị.`,
    `Tổng cộng: ${formatVnd(reply.totalVnd)} đồng (đã gồm thuế GTGT ${reply.vatPercent}%), ${reply.lines.length} dòng hàng.`,
    `Báo giá có hiệu lực đến hết ngày ${dayText(reply.validUntil)}. Chi tiết trong tệp PDF đính kèm.`,
    '',
    `Xem lại các yêu cầu và báo giá của anh/chị: ${siteOrigin}${MY_QUOTES_PATH}`,
    '',
    'Trân trọng,',
    seller.name,
    ...[
      seller.address,
      seller.phone && `Điện thoại: ${seller.phone}`,
      seller.email && `E-mail: ${seller.email}`,
    ].filter(Boolean),
  ];
  return {
    subject: oneLine(`Báo giá ${reply.number} – ${seller.name}`),
    text: `${lines.join('\n')}\n`,
  };
};
