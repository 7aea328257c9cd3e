import { ApiError } from '@/lib/api-client';
import { previewPage, type PreviewedKind } from './api/preview-page';

// "Xem trước" opens the page in a tab of its own. The tab is opened at the click, before the page is asked
// for (a browser lets a page open windows only from a click), shows that the preview is on its way, and gets
// the page once it arrives; it is closed again when the server refuses the values, whose messages the form shows.

const BLOCKED = 'Trình duyệt đã chặn cửa sổ xem trước: hãy cho phép trang quản trị mở cửa sổ mới rồi thử lại.';

const write = (tab: Window, html: string) => {
  tab.document.open();
  tab.document.write(html);
  tab.document.close();
};

export const showPreview = async (kind: PreviewedKind, input: object): Promise<void> => {
  const tab = window.open('', '_blank');
  if (!tab) throw new ApiError(0, 'UNKNOWN', BLOCKED);
  write(tab, '<!doctype html><html lang="vi"><title>Xem trước</title><p>Đang tạo bản xem trước…</p></html>');
  try {
    const { html } = await previewPage(kind, input);
    write(tab, html);
  } catch (error) {
    tab.close();
    throw error;
  }
};
