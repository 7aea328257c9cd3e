import type { QuoteStatus } from '#contract/quote-request';
import { type StaffAccount, STAFF_ROLE_LABEL } from '#contract/staff';

// The audit log's summaries (contract/audit.ts): one short Vietnamese line that says which record and what
// changed. The action and the kind of record have columns of their own, so a summary names the record (its name
// or title, a file name, the keys saved) and, for an update, what became of it. Built only from what staff typed
// into the back office: a quote request or a subscriber is named by its id alone, never by a visitor's details,
// and no summary ever holds a password.

/** Long enough for a name and what changed; a list of keys or names is cut with what it left out. */
export const SUMMARY_MAX_LENGTH = 300;

const oneLine = (text: string): string => text.replace(/\s+/gu, ' ').trim();

/** One line of at most SUMMARY_MAX_LENGTH characters. */
export const shortSummary = (text: string): string => {
  const line = [...oneLine(text)];
  return line.length <= SUMMARY_MAX_LENGTH ? line.join('') : `${line.slice(0, SUMMARY_MAX_LENGTH - 1).join('')}…`;
};

/** `head` then as many of `names` as fit, and how many did not (`… và 12 mục khác`). */
const listSummary = (head: string, names: readonly string[]): string => {
  const items = names.map(oneLine);
  for (let shown = items.length; shown > 0; shown -= 1) {
    const left = items.length - shown;
    const text = `${head}${items.slice(0, shown).join(', ')}${left > 0 ? ` và ${left} mục khác` : ''}`;
    if ([...text].length <= SUMMARY_MAX_LENGTH) return text;
  }
  return shortSummary(`${head}${items.join(', ')}`);
};

/** A record's name after an update: `old → new` when the update changed it. */
export const renamedSummary = (before: string, after: string): string =>
  shortSummary(oneLine(before) === oneLine(after) ? after : `${oneLine(before)} → ${oneLine(after)}`);

/** A deleted record brought back from its revisions. */
export const restoredSummary = (name: string): string => shortSummary(`Khôi phục bản đã xóa: ${oneLine(name)}`);

/** Several records written at once (an import): how many, and their names. */
export const batchSummary = (names: readonly string[]): string => listSummary(`${names.length} bản ghi: `, names);

/** A configuration save: the keys it saved. */
export const configurationSummary = (keys: readonly string[]): string => listSummary('Lưu ', keys);

const QUOTE_STATUS_NAMES: Record<QuoteStatus, string> = {
  new: 'Mới',
  processing: 'Đang xử lý',
  quoted: 'Đã báo giá',
  done: 'Đã xong',
};

type AccountFields = Pick<StaffAccount, 'username' | 'displayName' | 'role' | 'disabled'>;

export const staffCreatedSummary = (account: AccountFields): string =>
  shortSummary(`${account.username} · ${account.displayName} · ${STAFF_ROLE_LABEL[account.role]}`);

/** What an owner changed of an account: its name, role, state, and whether its password was reset (never the password). */
export const staffUpdatedSummary = (before: AccountFields, after: AccountFields, passwordReset: boolean): string => {
  const changes = [
    ...(before.displayName !== after.displayName
      ? [`tên hiển thị ${oneLine(before.displayName)} → ${oneLine(after.displayName)}`]
      : []),
    ...(before.role !== after.role
      ? [`vai trò ${STAFF_ROLE_LABEL[before.role]} → ${STAFF_ROLE_LABEL[after.role]}`]
      : []),
    ...(before.disabled !== after.disabled ? [after.disabled ? 'khóa tài khoản' : 'mở khóa tài khoản'] : []),
    ...(passwordReset ? ['đặt lại mật khẩu'] : []),
  ];
  return shortSummary(`${before.username}: ${changes.length > 0 ? changes.join('; ') : 'không thay đổi'}`);
};

/** A signed-in account's own new password. */
export const OWN_PASSWORD_SUMMARY = 'Tự đổi mật khẩu; các phiên đăng nhập khác đã kết thúc';

export const signInSummary = (account: Pick<StaffAccount, 'displayName' | 'role'>): string =>
  shortSummary(`${account.displayName} (${STAFF_ROLE_LABEL[account.role]})`);

/** Why a sign-in failed, as the owners may know it (the person signing in is told only that it failed). */
export const SIGN_IN_FAILURES = {
  unknownUser: 'Tên đăng nhập không tồn tại',
  wrongPassword: 'Sai mật khẩu',
  disabled: 'Tài khoản đã bị khóa hoặc vừa đổi mật khẩu',
} as const;

/** Staff's answer to a quote request: its new status, and whether the note changed (never the note). */
export const quoteRequestUpdatedSummary = (
  before: { status: QuoteStatus; staffNote: string },
  after: { status: QuoteStatus; staffNote: string },
): string => {
  const status =
    before.status === after.status
      ? `Trạng thái ${QUOTE_STATUS_NAMES[after.status]}`
      : `Trạng thái ${QUOTE_STATUS_NAMES[before.status]} → ${QUOTE_STATUS_NAMES[after.status]}`;
  return before.staffNote === after.staffNote ? status : `${status}; sửa ghi chú`;
};

/** A báo giá sent for a request: its number, never its prices or the buyer's details. */
export const quoteReplySummary = (requestId: number, number: string): string =>
  `Báo giá ${number} cho yêu cầu #${requestId}`;

/** A quote request by its id alone: its details are a visitor's. */
export const quoteRequestSummary = (id: number): string => `Yêu cầu báo giá #${id}`;
