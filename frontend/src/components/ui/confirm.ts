// The browser's own confirm, as the specification asks, with its texts in one place.

export const DELETE_QUESTION = 'Bạn có chắc chắn muốn xóa?';
export const UPDATE_QUESTION = 'Bạn có chắc chắn muốn cập nhật?';
export const LEAVE_QUESTION = 'Bạn có thay đổi chưa lưu. Rời khỏi trang này?';

export const confirmDelete = (): boolean => window.confirm(DELETE_QUESTION);
export const confirmUpdate = (): boolean => window.confirm(UPDATE_QUESTION);
