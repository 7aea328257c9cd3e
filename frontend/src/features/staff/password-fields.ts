import { messages } from '@vongbi/functions/contract/messages';
import { ApiError } from '@/lib/api-client';
import { generatePassword } from './generate-password';

// A new password in an owner's form: generated (shown once after the save) or typed twice.

export type PasswordMode = 'generated' | 'typed';

export interface PasswordValues {
  passwordMode: PasswordMode;
  password: string;
  repeat: string;
}

export const blankPassword: PasswordValues = { passwordMode: 'generated', password: '', repeat: '' };

export const PASSWORD_MISMATCH = 'Hai mật khẩu không giống nhau';

/**
 * The password to send: a fresh generated one, or the typed one when both copies agree. A mismatch is refused
 * before any request, on the repeat field, as the server refuses its own fields.
 */
export const passwordToSend = (values: PasswordValues): string => {
  if (values.passwordMode === 'generated') return generatePassword();
  assertSameTwice(values.password, values.repeat, 'repeat');
  return values.password;
};

/** Refuses two copies of a new password that differ, naming `field` as the server names fields. */
export const assertSameTwice = (password: string, repeat: string, field: string): void => {
  if (password !== repeat) throw new ApiError(400, 'VALIDATION', messages.validation, { [field]: PASSWORD_MISMATCH });
};
