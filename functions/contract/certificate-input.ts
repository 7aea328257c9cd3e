import { updatedAtField } from './fields';
import { isCalendarDate } from './technical-data';
import * as z from './zod';

// What owners send to create or update a certificate (contract/certificate.ts): apart from the shapes the public
// page reads, so the site's first chunk carries no schema library. Each message names its field in Vietnamese.

const text = (field: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input == null ? `Nhập ${field}` : `${field} phải là văn bản`) })
    .max(max, `${field} tối đa ${max} ký tự`)
    .refine((value) => value.trim().length > 0, `Nhập ${field}`);

const day = (field: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? `Nhập ${field}` : `${field} không hợp lệ (YYYY-MM-DD)`) })
    .refine(isCalendarDate, `${field} không hợp lệ (YYYY-MM-DD)`);

/** An uploaded file's id, or null (or left out) for none. */
const fileId = (invalid: string) =>
  z
    .number({ error: invalid })
    .int(invalid)
    .positive(invalid)
    .nullable()
    .optional()
    .transform((id) => id ?? null);

export const certificateInput = z
  .object({
    title: text('tên chứng nhận', 200),
    issuer: text('đơn vị cấp', 200),
    validFrom: day('ngày bắt đầu hiệu lực'),
    validTo: day('ngày hết hạn'),
    imageId: fileId('Ảnh chứng nhận không hợp lệ'),
    documentId: fileId('Tệp PDF chứng nhận không hợp lệ'),
    // The version the form loaded: a save over a change made since is 409 STALE.
    updatedAt: updatedAtField.optional(),
  })
  .refine((input) => input.imageId !== null || input.documentId !== null, {
    message: 'Tải lên ảnh hoặc tệp PDF của chứng nhận',
    path: ['imageId'],
    // Said beside the other fields' messages too; an id of the wrong type already has its own.
    when: (payload) => {
      const value = payload.value as { imageId?: unknown; documentId?: unknown };
      return value.imageId == null && value.documentId == null;
    },
  })
  .refine((input) => input.validTo >= input.validFrom, {
    message: 'Ngày hết hạn không được trước ngày bắt đầu hiệu lực',
    path: ['validTo'],
    // Only when both are days: a malformed date already has its own message.
    when: (payload) => {
      const value = payload.value as { validFrom?: unknown; validTo?: unknown };
      return (
        typeof value.validFrom === 'string' &&
        typeof value.validTo === 'string' &&
        isCalendarDate(value.validFrom) &&
        isCalendarDate(value.validTo)
      );
    },
  });

export type CertificateInput = z.output<typeof certificateInput>;
