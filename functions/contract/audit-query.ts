import { AUDIT_ENTITIES } from './audit';
import * as z from './zod';

// What `GET /api/audit` takes (see audit.ts for what it answers): Vietnam days `from` and `to`, both included,
// a person's user name, a kind of record, and `before`, the id of the last entry of the page before. A
// parameter sent empty (`username=`, as a filter form sends an empty field) is one not sent.

/** An entry's id: the ISO time of the write, `_`, twelve hex digits; in the order of the log. */
export const AUDIT_ID_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f]{12}$/;

export const auditQueryMessages = {
  day: 'Ngày không hợp lệ (định dạng YYYY-MM-DD)',
  toBeforeFrom: 'Ngày kết thúc không được trước ngày bắt đầu',
  entity: 'Loại bản ghi không tồn tại',
  username: 'Tên đăng nhập không hợp lệ',
  before: 'Mục nhật ký không hợp lệ',
} as const;

/** `YYYY-MM-DD` naming a day of the calendar (not 2026-02-30). */
const isCalendarDay = (value: string): boolean => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

const isEntryId = (value: string): boolean => {
  const at = value.slice(0, 24);
  const time = Date.parse(at);
  return AUDIT_ID_PATTERN.test(value) && !Number.isNaN(time) && new Date(time).toISOString() === at;
};

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const auditQuery = z
  .object({
    from: optional(z.string().refine(isCalendarDay, auditQueryMessages.day)),
    to: optional(z.string().refine(isCalendarDay, auditQueryMessages.day)),
    // Any account's name, the deploy-time secret's included (which the staff rule for new names does not bind).
    username: optional(
      z
        .string()
        .max(200, auditQueryMessages.username)
        .refine((value) => !/\p{Cc}/u.test(value), auditQueryMessages.username),
    ),
    entity: optional(z.enum(AUDIT_ENTITIES, { error: auditQueryMessages.entity })),
    before: optional(z.string().refine(isEntryId, auditQueryMessages.before)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: auditQueryMessages.toBeforeFrom,
    path: ['to'],
  });
export type AuditQuery = z.output<typeof auditQuery>;
