import { BUYER_LINK_HOURS } from '#contract/buyer-quotes';

// The e-mails that carry a buyer's link to their requests: the one they asked for on /my-quotes, and the
// confirmation of a request they sent with their address. Plain text; the link is single-use, so the e-mail says
// how long it lasts and that asking again on the page makes a new one.

const LINK_NOTE = `Liên kết dùng được một lần, trong ${BUYER_LINK_HOURS} giờ; trình duyệt mở nó sẽ xem được các yêu cầu của bạn trong 30 ngày. Khi hết hạn, hãy nhập lại e-mail ở trang "Yêu cầu của tôi" để nhận liên kết mới.`;

export const buyerLinkEmail = (link: string): { subject: string; text: string } => ({
  subject: 'Liên kết xem lại yêu cầu báo giá của bạn',
  text: [
    'Chào bạn,',
    '',
    'Bạn (hoặc ai đó đã nhập địa chỉ này) vừa yêu cầu xem lại các yêu cầu báo giá đã gửi với e-mail này.',
    `Mở liên kết sau để xem trạng thái và các báo giá đã nhận: ${link}`,
    '',
    LINK_NOTE,
    'Nếu bạn không yêu cầu, hãy bỏ qua thư này: không ai xem được gì nếu không mở liên kết.',
    '',
  ].join('\n'),
});

/** The confirmation a buyer who gave an address receives when their request is stored. */
export const quoteConfirmationEmail =
  (request: { id: number; customerName: string; items: readonly { text: string; quantity: number }[] }) =>
  (link: string): { subject: string; text: string } => ({
    subject: `Đã nhận yêu cầu báo giá #${request.id}`,
    text: [
      `Chào ${request.customerName.replace(/\s+/g, ' ').trim()},`,
      '',
      `Chúng tôi đã nhận yêu cầu báo giá #${request.id} của bạn (${request.items.length} dòng):`,
      ...request.items.map((item, index) => `${index + 1}. ${item.quantity.toLocaleString('vi-VN')} × ${item.text}`),
      '',
      'Nhân viên kinh doanh sẽ liên hệ và gửi báo giá tới địa chỉ này.',
      `Xem lại yêu cầu và báo giá bất cứ lúc nào: ${link}`,
      '',
      LINK_NOTE,
      '',
    ].join('\n'),
  });
