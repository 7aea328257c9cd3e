import { adminCredentials } from '../auth/admin-credentials';
import { hashPassword, verifyPassword } from '../auth/password';
import { sameText } from '../auth/same-text';
import { forbidden, notFound, validationError } from '../errors';
import { keepSession } from '../repositories/session-repository';
import {
  changeStaffPassword,
  createStaffAccount,
  findStaffLogin,
  getStaffAccount,
  listStaffAccounts,
  saveStaffAccount,
  type StaffAccountRecord,
} from '../repositories/staff-repository';
import { assertCurrentVersion, nextUpdatedAt } from '../rules/optimistic-concurrency';
import type { AdminSession } from '#contract/auth';
import {
  SECRET_OWNER_ID,
  staffMessages,
  type PasswordChangeInput,
  type StaffAccount,
  type StaffCreateInput,
  type StaffUpdateInput,
} from '#contract/staff';
import { countSignInAttempt } from './admin-login';

// Staff accounts as owners manage them, and each account's own password. The account of the deploy-time
// secret stays an enabled owner whose password only the secret holds, so a site can never lock everyone out.
// Disabling an account or setting its password moves it to a new session generation: its sessions end at once.

/** What the screens see of an account: never its hash or session generation. */
const toAccount = ({ sessionGeneration: _generation, ...account }: StaffAccountRecord): StaffAccount => account;

export const listStaff = async (): Promise<StaffAccount[]> => (await listStaffAccounts()).map(toAccount);

export const createStaff = async (input: StaffCreateInput, now = new Date()): Promise<StaffAccount> => {
  // The secret's user name signs in with the secret's password, so no stored account may take it. A taken name
  // is found before an id is spent; the transaction's conditions still decide a race.
  const [secret, stored] = await Promise.all([adminCredentials(), findStaffLogin(input.username)]);
  if (sameText(input.username, secret.username) || stored) {
    throw validationError({ username: staffMessages.usernameTaken });
  }
  const { password, ...fields } = input;
  return toAccount(await createStaffAccount({ ...fields, passwordHash: await hashPassword(password) }, now));
};

/** The secret's account keeps its role, stays enabled and has its password in the secret. */
const assertSecretOwnerKept = (input: StaffUpdateInput): void => {
  const fields = {
    ...(input.role !== 'owner' ? { role: staffMessages.ownerRole } : {}),
    ...(input.disabled ? { disabled: staffMessages.ownerDisabled } : {}),
    ...(input.password !== undefined ? { password: staffMessages.ownerPassword } : {}),
  };
  if (Object.keys(fields).length > 0) throw validationError(fields);
};

export const updateStaff = async (id: number, input: StaffUpdateInput, now = new Date()): Promise<StaffAccount> => {
  const current = await getStaffAccount(id);
  if (!current) throw notFound();
  assertCurrentVersion(input.updatedAt, current.updatedAt);
  if (id === SECRET_OWNER_ID) assertSecretOwnerKept(input);

  const endsSessions = input.password !== undefined || (input.disabled && !current.disabled);
  const record: StaffAccountRecord = {
    ...current,
    displayName: input.displayName,
    role: input.role,
    disabled: input.disabled,
    updatedAt: nextUpdatedAt(current.updatedAt, now),
    sessionGeneration: current.sessionGeneration + (endsSessions ? 1 : 0),
  };
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  await saveStaffAccount(current, record, passwordHash);
  return toAccount(record);
};

/**
 * A signed-in account's own new password, given its current one (failures count towards the sign-in
 * lock-out, so a session left open cannot be used to guess it). The session that asked lives on; every other
 * session of the account ends.
 */
export const changeOwnPassword = async (
  session: AdminSession,
  token: string,
  input: PasswordChangeInput,
  clientIp: string,
): Promise<void> => {
  if (session.id === SECRET_OWNER_ID) throw forbidden();
  const attempt = await countSignInAttempt(session.username, clientIp);
  const [account, stored] = await Promise.all([getStaffAccount(session.id), findStaffLogin(session.username)]);
  if (!account || !stored || stored.id !== account.id) throw notFound();
  if (!(await verifyPassword(input.currentPassword, stored.passwordHash))) {
    throw validationError({ currentPassword: staffMessages.wrongPassword });
  }
  await attempt.forgive();
  await changeStaffPassword(
    account,
    await hashPassword(input.newPassword),
    keepSession(token, account.sessionGeneration + 1),
  );
};
