import { updatedAtField } from './fields';
import { messages } from './messages';
import { STAFF_ROLES, type StaffRole } from './roles';
import * as z from './zod';

// Staff accounts and their roles: what the staff routes take and answer, and what a session says about who is
// signed in, so the screens can hide what a role may not use.

export { ROLE_GROUP, STAFF_ROLES, type StaffRole } from './roles';

/** A role as staff read it, on the screens and in the audit log's summaries alike. */
export const STAFF_ROLE_LABEL: Record<StaffRole, string> = {
  owner: 'Chủ sở hữu',
  editor: 'Biên tập viên',
  sales: 'Kinh doanh',
};

/**
 * The account of the deploy-time secret (locally ADMIN_USERNAME): an owner that can be neither disabled nor
 * demoted, whose password lives in the secret, so a site can never lock everyone out.
 */
export const SECRET_OWNER_ID = 0;

/** A staff account as the owners' screens see it: never its password hash. */
export interface StaffAccount {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  /** null until the account first signs in. */
  lastLoginAt: string | null;
}

export const USERNAME_PATTERN = /^[a-z0-9._-]{3,50}$/;
export const MIN_PASSWORD_LENGTH = 10;

export const staffMessages = {
  username: 'Từ 3 đến 50 ký tự: chữ thường không dấu, chữ số, dấu chấm, gạch dưới hoặc gạch ngang',
  usernameTaken: 'Tên đăng nhập đã được dùng',
  role: 'Vai trò không tồn tại',
  shortPassword: `Mật khẩu cần ít nhất ${MIN_PASSWORD_LENGTH} ký tự`,
  wrongPassword: 'Mật khẩu hiện tại không đúng',
  ownerRole: 'Tài khoản chủ luôn có vai trò chủ sở hữu',
  ownerDisabled: 'Không thể khóa tài khoản chủ',
  ownerPassword: 'Mật khẩu tài khoản chủ được đổi trong cấu hình triển khai',
} as const;

const usernameField = z.string().regex(USERNAME_PATTERN, staffMessages.username);
const displayNameField = z
  .string()
  .trim()
  .min(1, messages.required)
  .max(100, 'Tối đa 100 ký tự')
  // Shown in the header and in lists: one line of text.
  .refine((value) => !/\p{Cc}/u.test(value), 'Không được chứa ký tự điều khiển');
const roleField = z.enum(STAFF_ROLES, {
  error: (issue) => (issue.input == null ? messages.required : staffMessages.role),
});
/** scrypt takes any length; the upper bound only keeps a request from costing more than a sign-in. */
const passwordField = z.string().min(MIN_PASSWORD_LENGTH, staffMessages.shortPassword).max(1000, 'Tối đa 1000 ký tự');

export const staffCreateInput = z.object({
  username: usernameField,
  displayName: displayNameField,
  role: roleField,
  password: passwordField,
});
export type StaffCreateInput = z.output<typeof staffCreateInput>;

export const staffUpdateInput = z.object({
  displayName: displayNameField,
  role: roleField,
  disabled: z.boolean(),
  // The version the screen loaded: a newer stored one is 409 STALE.
  updatedAt: updatedAtField,
  /** A new password set by an owner (a reset); the account's sessions end. */
  password: passwordField.optional(),
});
export type StaffUpdateInput = z.output<typeof staffUpdateInput>;

export const passwordChangeInput = z.object({
  currentPassword: z.string().min(1, messages.required).max(1000, 'Tối đa 1000 ký tự'),
  newPassword: passwordField,
});
export type PasswordChangeInput = z.output<typeof passwordChangeInput>;
