import type { QuoteReplyDraft } from '@vongbi/functions/contract/quote-reply';
import { ApiError } from '@/lib/api-client';
import { previewQuoteReply } from './api/preview-quote-reply';

// "Xem trước" opens the báo giá's PDF in a tab of its own: the tab is opened at the click (a browser lets a page
// open windows only from one), then shown the PDF once the server made it; it is closed again when the server
// refuses the values, whose messages the form shows.

const BLOCKED = 'Trình duyệt đã chặn cửa sổ xem trước: hãy cho phép trang quản trị mở cửa sổ mới rồi thử lại.';

export const showReplyPreview = async (requestId: number, draft: QuoteReplyDraft): Promise<void> => {
  const tab = window.open('', '_blank');
  if (!tab) throw new ApiError(0, 'UNKNOWN', BLOCKED);
  tab.document.title = 'Xem trước báo giá';
  tab.document.body.textContent = 'Đang tạo bản xem trước…';
  try {
    const pdf = await previewQuoteReply(requestId, draft);
    tab.location.href = URL.createObjectURL(pdf);
  } catch (error) {
    tab.close();
    throw error;
  }
};
