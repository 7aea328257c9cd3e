import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import {
  ENTITY_SK,
  entityKey,
  getItem,
  type Item,
  nextIds,
  pickAttributes,
  queryAll,
  setExpression,
  tableName,
  type TransactItem,
  transactWrite,
} from '../db';
import { stale, validationError } from '../errors';
import { OWN_PASSWORD_SUMMARY, staffCreatedSummary, staffUpdatedSummary } from '../rules/audit-summary';
import { LIST_INDEX } from '../tables';
import { SECRET_OWNER_ID, staffMessages, type StaffAccount, type StaffRole } from '#contract/staff';
import { auditWrites } from './audit-log-repository';

// Staff accounts: pk = STAFF#<id>, listed by user name through gsi1 (gsi1pk = STAFF, gsi1sk = <username>).
// The account of the deploy-time secret is STAFF#0, written at each of its sign-ins, so its sessions are
// checked like every other. Beside each other account, pk = STAFFLOGIN#<username> holds its id, scrypt hash
// and session generation: the unique-key item that keeps two accounts from one name (written in the account's
// transaction), and a private key only the auth and staff functions read (routes.ts). User names never change.
// The generation is kept on both items, in the same transactions, so a sign-in that checked a password about to
// change cannot begin a session after the change (recordSignIn's condition). Each change of an account is one
// transaction with the audit log's entry of its author, which never holds a password or a hash.

const KIND = 'STAFF';
const LIST_PARTITION = 'STAFF';

/** An account with its session generation: sessions of an older generation have ended. */
export interface StaffAccountRecord extends StaffAccount {
  sessionGeneration: number;
}

/** What the sign-in reads for a user name: whose it is, the hash to check, and the generation it belongs to. */
export interface StaffLogin {
  id: number;
  passwordHash: string;
  sessionGeneration: number;
}

const ATTRIBUTES = [
  'id',
  'username',
  'displayName',
  'role',
  'disabled',
  'createdAt',
  'updatedAt',
  'lastLoginAt',
  'sessionGeneration',
] as const satisfies readonly (keyof StaffAccountRecord)[];

const toRecord = (item: Item): StaffAccountRecord => ({
  ...pickAttributes<StaffAccountRecord>(item, ATTRIBUTES),
  lastLoginAt: typeof item.lastLoginAt === 'string' ? item.lastLoginAt : null,
});

const loginKey = (username: string) => ({ pk: `STAFFLOGIN#${username}`, sk: ENTITY_SK });
const listKeys = (username: string) => ({ gsi1pk: LIST_PARTITION, gsi1sk: username });
const usernameTaken = () => validationError({ username: staffMessages.usernameTaken });

export const getStaffAccount = async (id: number): Promise<StaffAccountRecord | undefined> => {
  const item = await getItem(entityKey(KIND, id), { consistent: true });
  return item ? toRecord(item) : undefined;
};

/** Every account, by user name. */
export const listStaffAccounts = async (): Promise<StaffAccountRecord[]> =>
  (
    await queryAll({
      IndexName: LIST_INDEX,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': LIST_PARTITION },
    })
  ).map(toRecord);

/** The id and hash stored for a user name, if an account (other than the secret's) has it. */
export const findStaffLogin = async (username: string): Promise<StaffLogin | undefined> => {
  const item = await getItem(loginKey(username), { consistent: true });
  if (!item) return undefined;
  return {
    id: Number(item.id),
    passwordHash: String(item.passwordHash),
    sessionGeneration: Number(item.sessionGeneration),
  };
};

export interface NewStaffAccount {
  username: string;
  displayName: string;
  role: StaffRole;
  passwordHash: string;
}

/** Stores a new account and claims its user name in one transaction: 400 on `username` when it is taken. */
export const createStaffAccount = async (fields: NewStaffAccount, now: Date): Promise<StaffAccountRecord> => {
  const [id] = await nextIds(KIND);
  const at = now.toISOString();
  const { passwordHash, ...own } = fields;
  const record: StaffAccountRecord = {
    id: id!,
    ...own,
    disabled: false,
    createdAt: at,
    updatedAt: at,
    lastLoginAt: null,
    sessionGeneration: 0,
  };
  await transactWrite([
    [
      {
        Put: {
          TableName: tableName(),
          Item: { ...entityKey(KIND, record.id), ...listKeys(record.username), ...record },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      usernameTaken,
    ],
    [
      {
        Put: {
          TableName: tableName(),
          Item: { ...loginKey(record.username), id: record.id, passwordHash, sessionGeneration: 0 },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      usernameTaken,
    ],
    ...auditWrites(
      { action: 'create', entity: 'staff', entityId: record.id, summary: staffCreatedSummary(record) },
      now,
    ),
  ]);
  return record;
};

/**
 * Sets the login item of an account's user name to its new session generation (and hash, when given); fails
 * unless the name is still that account's.
 */
const updateLogin = (account: StaffAccountRecord, sessionGeneration: number, passwordHash?: string): TransactItem => {
  const set = setExpression({ sessionGeneration, passwordHash });
  return {
    Update: {
      TableName: tableName(),
      Key: loginKey(account.username),
      UpdateExpression: set.expression,
      ConditionExpression: 'id = :id',
      ExpressionAttributeNames: set.names,
      ExpressionAttributeValues: { ...set.values, ':id': account.id },
    },
  };
};

/** Sets an account's attributes on condition that `condition` still holds of the stored item. */
const updateAccount = (
  id: number,
  attributes: Item,
  condition: { expression: string; names: Record<string, string>; values: Record<string, unknown> },
): TransactItem => {
  const set = setExpression(attributes);
  return {
    Update: {
      TableName: tableName(),
      Key: entityKey(KIND, id),
      UpdateExpression: set.expression,
      ConditionExpression: condition.expression,
      ExpressionAttributeNames: { ...set.names, ...condition.names },
      ExpressionAttributeValues: { ...set.values, ...condition.values },
    },
  };
};

/**
 * Writes an account's new version (with a new hash when given) if the stored one is still `current`
 * (409 STALE otherwise), in one transaction.
 */
export const saveStaffAccount = async (
  current: StaffAccountRecord,
  record: StaffAccountRecord,
  passwordHash: string | undefined,
): Promise<void> => {
  const { id: _id, username: _username, createdAt: _createdAt, lastLoginAt: _lastLoginAt, ...changed } = record;
  await transactWrite([
    [
      updateAccount(current.id, changed, {
        expression: '#loaded = :loaded',
        names: { '#loaded': 'updatedAt' },
        values: { ':loaded': current.updatedAt },
      }),
      stale,
    ],
    ...(record.sessionGeneration !== current.sessionGeneration
      ? ([[updateLogin(current, record.sessionGeneration, passwordHash), stale]] as const)
      : []),
    ...auditWrites({
      action: 'update',
      entity: 'staff',
      entityId: current.id,
      summary: staffUpdatedSummary(current, record, passwordHash !== undefined),
    }),
  ]);
};

/**
 * An account's own new password: the next session generation and the new hash, with the caller's item that
 * keeps its own session (session-repository keepSession), in one transaction.
 */
export const changeStaffPassword = async (
  account: StaffAccountRecord,
  passwordHash: string,
  keepSession: TransactItem,
): Promise<void> => {
  await transactWrite([
    [
      updateAccount(
        account.id,
        { sessionGeneration: account.sessionGeneration + 1 },
        {
          expression: '#generation = :loaded',
          names: { '#generation': 'sessionGeneration' },
          values: { ':loaded': account.sessionGeneration },
        },
      ),
      stale,
    ],
    [updateLogin(account, account.sessionGeneration + 1, passwordHash), stale],
    [keepSession, stale],
    ...auditWrites({ action: 'password', entity: 'staff', entityId: account.id, summary: OWN_PASSWORD_SUMMARY }),
  ]);
};

const returnedRecord = async (command: UpdateCommand): Promise<StaffAccountRecord | undefined> => {
  try {
    const { Attributes } = await db().send(command);
    return Attributes ? toRecord(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
};

/**
 * Notes a sign-in of an enabled account whose password was checked against `login`, and answers the account;
 * undefined when it is disabled or gone, or its generation moved since (a new password, a disabling).
 */
export const recordSignIn = (login: StaffLogin, now: Date): Promise<StaffAccountRecord | undefined> =>
  returnedRecord(
    new UpdateCommand({
      TableName: tableName(),
      Key: entityKey(KIND, login.id),
      UpdateExpression: 'SET lastLoginAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND disabled = :enabled AND sessionGeneration = :generation',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':enabled': false,
        ':generation': login.sessionGeneration,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );

/**
 * Notes a sign-in of the deploy-time secret's account: its item is made at the first one and always holds
 * the secret's current user name, the owner role and no disabling, whatever was stored before.
 */
export const recordSecretOwnerSignIn = async (username: string, now: Date): Promise<StaffAccountRecord> => {
  const at = now.toISOString();
  const record = await returnedRecord(
    new UpdateCommand({
      TableName: tableName(),
      Key: entityKey(KIND, SECRET_OWNER_ID),
      UpdateExpression:
        'SET #id = :id, #username = :username, #role = :owner, #disabled = :enabled, #lastLoginAt = :now, ' +
        '#gsi1pk = :list, #gsi1sk = :username, #displayName = if_not_exists(#displayName, :username), ' +
        '#createdAt = if_not_exists(#createdAt, :now), #updatedAt = if_not_exists(#updatedAt, :now), ' +
        '#sessionGeneration = if_not_exists(#sessionGeneration, :first)',
      ExpressionAttributeNames: Object.fromEntries(
        [
          'id',
          'username',
          'role',
          'disabled',
          'lastLoginAt',
          'gsi1pk',
          'gsi1sk',
          'displayName',
          'createdAt',
          'updatedAt',
          'sessionGeneration',
        ].map((name) => [`#${name}`, name]),
      ),
      ExpressionAttributeValues: {
        ':id': SECRET_OWNER_ID,
        ':username': username,
        ':owner': 'owner',
        ':enabled': false,
        ':now': at,
        ':list': LIST_PARTITION,
        ':first': 0,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return record!;
};
