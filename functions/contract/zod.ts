import * as z from 'zod';
import { vi } from 'zod/locales';
import { messages } from './messages';

// Zod speaks Vietnamese wherever the contract's schemas run. Its own Vietnamese locale names JavaScript types
// and patterns ("mong đợi string"), which staff cannot act on, so the common issues get plain words here; a
// message a schema sets itself always wins, and a missing field reads "Bắt buộc" as the contract's example shows.

const EXPECTED_TYPE: Record<string, string> = {
  string: 'Phải là văn bản',
  number: 'Phải là số',
  int: 'Phải là số nguyên',
  boolean: 'Phải là đúng hoặc sai',
  array: 'Phải là danh sách',
  object: 'Phải là một nhóm trường',
};

const UNIT: Record<string, string> = { string: 'ký tự', array: 'mục', set: 'mục', file: 'byte' };

const plainMessage = (issue: z.core.$ZodRawIssue): string | undefined => {
  if (issue.input === undefined) return messages.required;
  switch (issue.code) {
    case 'invalid_type':
      return EXPECTED_TYPE[issue.expected] ?? 'Kiểu dữ liệu không hợp lệ';
    case 'too_small':
      return UNIT[issue.origin]
        ? `Tối thiểu ${issue.minimum} ${UNIT[issue.origin]}`
        : `Phải từ ${issue.minimum} trở lên`;
    case 'too_big':
      return UNIT[issue.origin] ? `Tối đa ${issue.maximum} ${UNIT[issue.origin]}` : `Phải không quá ${issue.maximum}`;
    case 'invalid_format':
    case 'invalid_union':
    case 'invalid_value':
    case 'not_multiple_of':
      return 'Giá trị không hợp lệ';
    case 'unrecognized_keys':
      return 'Có trường không được phép';
    default:
      return undefined;
  }
};

z.config(vi());
z.config({ customError: plainMessage });

// Re-exported name by name (never as one `z` object), so bundlers keep only the parts a schema uses.
export * from 'zod';
