// Errors are data: status, machine code, a Vietnamese message for people and optional per-field messages.

export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'BAD_CREDENTIALS'
  | 'CROSS_SITE'
  | 'NOT_FOUND'
  | 'PATH_TAKEN'
  | 'STALE'
  | 'HAS_CHILDREN'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_MEDIA'
  | 'RATE_LIMITED'
  | 'INTERNAL';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const messages = {
  validation: 'Dữ liệu không hợp lệ',
  required: 'Bắt buộc',
  unauthenticated: 'Xác thực thất bại!',
  badCredentials: 'Sai tài khoản hoặc mật khẩu',
  crossSite: 'Yêu cầu không hợp lệ',
  notFound: 'Không tìm thấy',
  pathTaken: 'Đường dẫn đã tồn tại',
  stale: 'Dữ liệu đã được người khác cập nhật, vui lòng tải lại',
  hasChildren: 'Danh mục còn sản phẩm, hãy xóa sản phẩm trước',
  tooLarge: 'Tệp quá lớn',
  unsupportedMedia: 'Chỉ chấp nhận ảnh JPEG, PNG, WebP hoặc GIF',
  rateLimited: 'Thử lại sau ít phút',
  internal: 'Lỗi hệ thống',
} as const;

export const validationError = (fields: Record<string, string>): HttpError =>
  new HttpError(400, 'VALIDATION', messages.validation, fields);
export const unauthenticated = (): HttpError => new HttpError(401, 'UNAUTHENTICATED', messages.unauthenticated);
export const badCredentials = (): HttpError => new HttpError(401, 'BAD_CREDENTIALS', messages.badCredentials);
export const crossSite = (): HttpError => new HttpError(403, 'CROSS_SITE', messages.crossSite);
export const notFound = (): HttpError => new HttpError(404, 'NOT_FOUND', messages.notFound);
export const pathTaken = (field: string): HttpError =>
  new HttpError(409, 'PATH_TAKEN', messages.pathTaken, { [field]: messages.pathTaken });
export const stale = (): HttpError => new HttpError(409, 'STALE', messages.stale);
export const hasChildren = (): HttpError => new HttpError(409, 'HAS_CHILDREN', messages.hasChildren);
export const tooLarge = (): HttpError => new HttpError(413, 'TOO_LARGE', messages.tooLarge);
export const unsupportedMedia = (): HttpError => new HttpError(415, 'UNSUPPORTED_MEDIA', messages.unsupportedMedia);
export const rateLimited = (retryAfterSeconds: number): HttpError =>
  new HttpError(429, 'RATE_LIMITED', messages.rateLimited, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
