import { quoteReplyTotals, type QuoteReplyLine } from '@vongbi/functions/contract/quote-reply';
import type { QuoteReplyDocument } from '@vongbi/functions/core/rules/quote-reply-pdf';

// A báo giá as a plant's buyer gets one: `count` lines of bearings with long names, lead times and, on some, a
// note; the seller's block as the demo configuration holds it.

export const sampleReplyDocument = (count: number): QuoteReplyDocument => {
  const lines: QuoteReplyLine[] = Array.from({ length: count }, (_, index) => ({
    text: `Vòng bi cầu rãnh sâu SKF 62${String(index).padStart(2, '0')}-2RSH/C3 chịu nhiệt, phớt cao su hai phía`,
    quantity: (index + 1) * 3,
    unitPriceVnd: 125_000 + index * 17_500,
    leadTime: index % 3 === 0 ? 'Có sẵn' : '2–3 tuần',
    note: index % 4 === 0 ? `Hàng chính hãng, có CO/CQ; dòng ${index + 1} giao trước` : '',
  }));
  return {
    seller: {
      name: 'CÔNG TY TNHH KỸ THUẬT VÒNG BI VIỆT',
      address: 'Số 18 Phạm Văn Đồng, phường Mai Dịch, quận Cầu Giấy, Hà Nội',
      taxCode: '0105123456',
      phone: '024 3765 4321',
      email: 'kinhdoanh@vongbiviet.vn',
    },
    number: 'BG-2026-0042',
    createdAt: '2026-12-02T03:15:00.000Z',
    buyer: {
      customerName: 'Nguyễn Văn Đức',
      company: 'Công ty Cổ phần Xi măng Bút Sơn',
      phone: '0912345678',
      email: 'duc.nguyen@ximangbutson.vn',
    },
    request: { id: 1234, createdAt: '2026-12-01T08:00:00.000Z' },
    reply: {
      lines,
      vatPercent: 8,
      validUntil: '2026-12-31',
      terms: 'Thanh toán: chuyển khoản 100% trước khi giao hàng.\nBảo hành: 12 tháng theo tiêu chuẩn nhà sản xuất.',
      ...quoteReplyTotals(lines, 8),
    },
  };
};
