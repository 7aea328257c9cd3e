// The error body every non-2xx answer carries, its machine codes and their Vietnamese messages. The server
// throws them and the screens show them, so both read them from here.

export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'BAD_CREDENTIALS'
  | 'CROSS_SITE'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'PATH_TAKEN'
  | 'STALE'
  | 'HAS_CHILDREN'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_MEDIA'
  | 'UNKNOWN_COLUMNS'
  | 'RATE_LIMITED'
  | 'INTERNAL';

/** What every error answer holds: a message for people, a code for programs, per-field messages for forms. */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
  requestId?: string;
}

export const messages = {
  validation: 'Dữ liệu không hợp lệ',
  required: 'Bắt buộc',
  unauthenticated: 'Xác thực thất bại!',
  badCredentials: 'Sai tài khoản hoặc mật khẩu',
  crossSite: 'Yêu cầu không hợp lệ',
  forbidden: 'Bạn không có quyền thực hiện thao tác này',
  notFound: 'Không tìm thấy',
  pathTaken: 'Đường dẫn đã tồn tại',
  stale: 'Dữ liệu đã được người khác cập nhật, vui lòng tải lại',
  hasChildren: 'Danh mục còn sản phẩm, hãy xóa sản phẩm trước',
  tooLarge: 'Tệp quá lớn',
  unsupportedMedia: 'Chỉ chấp nhận ảnh JPEG, PNG, WebP hoặc GIF',
  notPdf: 'Chỉ nhận tệp PDF đọc được',
  encryptedPdf: 'Tệp PDF có mật khẩu: hãy lưu bản không mật khẩu rồi tải lên lại',
  activePdf:
    'Tệp PDF có mã tự chạy (JavaScript), lệnh mở chương trình hoặc tệp đính kèm: hãy in lại thành PDF rồi tải lên',
  notAnImage: 'Tệp này không phải ảnh',
  notADocument: 'Tệp này không phải tệp PDF đã tải lên',
  unsupportedContentType: 'Định dạng dữ liệu gửi lên không được hỗ trợ',
  notSpreadsheet: 'Chỉ nhận tệp Excel (.xlsx) hoặc CSV',
  unknownColumns: 'Tệp có cột chưa nhận ra: hãy chọn nội dung của từng cột',
  rateLimited: 'Thử lại sau ít phút',
  internal: 'Lỗi hệ thống',
} as const;
