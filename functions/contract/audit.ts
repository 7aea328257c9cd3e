// The audit log: who changed what, when. Owners read it at /admin/audit. An entry names a record only by its
// kind and id and says what happened in a short summary; it never holds a password, a token or a visitor's
// personal data.

/**
 * What happened. An upload is the `create` of a `file`; a quote request's new status is its `update`; starting a
 * catalogue import (or its dry run) is the `create` of a `catalogue-import`, whose products are written as the
 * staff account that started it.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'login', 'login-failed', 'password'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record staff change. */
export const AUDIT_ENTITIES = [
  'article',
  'outer-product',
  'inner-product',
  'configuration',
  'banner-image',
  'video',
  'file',
  'quote-request',
  'subscription',
  'staff',
  'catalogue-import',
  'certificate',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Tạo mới',
  update: 'Cập nhật',
  delete: 'Xóa',
  login: 'Đăng nhập',
  'login-failed': 'Đăng nhập thất bại',
  password: 'Đổi mật khẩu',
};

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  article: 'Bài viết',
  'outer-product': 'Danh mục sản phẩm',
  'inner-product': 'Sản phẩm',
  configuration: 'Cấu hình',
  'banner-image': 'Banner',
  video: 'Video',
  file: 'Tệp ảnh',
  'quote-request': 'Yêu cầu báo giá',
  subscription: 'Đăng ký nhận tin',
  staff: 'Tài khoản nhân viên',
  'catalogue-import': 'Nhập danh mục',
  certificate: 'Chứng nhận',
};

/** How long entries are kept. */
export const AUDIT_RETENTION_DAYS = 365;

/** Entries per page of `GET /api/audit`; a shorter page is the last. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * One entry of `GET /api/audit?from=&to=&username=&entity=&before=`, newest first. `from` and `to` are Vietnam
 * days (`YYYY-MM-DD`, UTC+7), both included; the next page is asked with `before` set to the last entry's `id`.
 */
export interface AuditEntry {
  /** Opaque and unique; orders entries newest first. */
  id: string;
  /** ISO time of the write. */
  at: string;
  /** The account that wrote; for a failed sign-in, the user name typed if it names an account, else `null`. */
  username: string | null;
  action: AuditAction;
  entity: AuditEntity;
  /** The record's id (`12`, a configuration key, a file's path); `null` where there is none (a sign-in). */
  entityId: string | null;
  /** A short Vietnamese line: the record's name or title, the keys saved, the new status. */
  summary: string;
}
