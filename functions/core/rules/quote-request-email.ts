import type { QuoteRequest } from '#contract/quote-request';
import { adminQuoteRequestAddress, siteAddress } from '#contract/site-addresses';

// The e-mail that tells staff of a new quote request: plain text, with the link to its staff screen first, so
// nothing the visitor typed can pass for it; the note's lines are indented as a quotation.

/** `14:05 25/11/2026`, in Vietnam's time whatever the server's zone. */
const vietnamTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour12: false,
});

/** A subject is one line. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export const quoteRequestEmail = (request: QuoteRequest, siteOrigin: string): { subject: string; text: string } => {
  const lines = [
    `Yêu cầu báo giá mới #${request.id}, gửi lúc ${vietnamTime.format(new Date(request.createdAt))}.`,
    `Xem và xử lý: ${siteOrigin}${adminQuoteRequestAddress(request.id)}`,
    '',
    `Khách hàng: ${request.customerName}`,
    `Điện thoại: ${request.phone}`,
    ...(request.email ? [`E-mail: ${request.email}`] : []),
    ...(request.company ? [`Công ty: ${request.company}`] : []),
    '',
    `Sản phẩm (${request.items.length} dòng):`,
    ...request.items.flatMap((item, index) => [
      `${index + 1}. ${item.quantity.toLocaleString('vi-VN')} × ${item.text}`,
      ...(item.product
        ? [`   ${siteOrigin}${siteAddress.innerProduct(item.product.outerProductName, item.product.namePath)}`]
        : []),
    ]),
    ...(request.note ? ['', 'Ghi chú của khách:', ...request.note.split(/\r?\n/).map((line) => `  > ${line}`)] : []),
  ];
  return {
    subject: oneLine(`Yêu cầu báo giá #${request.id}: ${request.customerName}, ${request.phone}`),
    text: `${lines.join('\n')}\n`,
  };
};
