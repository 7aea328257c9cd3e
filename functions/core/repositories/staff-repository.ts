import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { ENTITY_SK, entityKey, getItem, type Item, pickAttributes, tableName } from '../db';
import { SECRET_OWNER_ID, type StaffAccount } from '#contract/staff';

// Staff accounts: pk = STAFF#<id>, listed by user name through gsi1 (gsi1pk = STAFF, gsi1sk = <username>).
// The account of the deploy-time secret is STAFF#0, written at each of its sign-ins, so its sessions are
// checked like every other. Beside each other account, pk = STAFFLOGIN#<username> holds its id and scrypt
// hash: the unique-key item that keeps two accounts from one name (written in the account's transaction), and
// a private key only the auth and staff functions read (routes.ts). User names never change.

const KIND = 'STAFF';
const LIST_PARTITION = 'STAFF';

/** An account with its session generation: sessions of an older generation have ended. */
export interface StaffAccountRecord extends StaffAccount {
  sessionGeneration: number;
}

/** What the sign-in reads for a user name: whose it is and the hash to check. */
export interface StaffLogin {
  id: number;
  passwordHash: string;
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

export const getStaffAccount = async (id: number): Promise<StaffAccountRecord | undefined> => {
  const item = await getItem(entityKey(KIND, id), { consistent: true });
  return item ? toRecord(item) : undefined;
};

/** The id and hash stored for a user name, if an account (other than the secret's) has it. */
export const findStaffLogin = async (username: string): Promise<StaffLogin | undefined> => {
  const item = await getItem(loginKey(username), { consistent: true });
  return item ? { id: Number(item.id), passwordHash: String(item.passwordHash) } : undefined;
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

/** Notes a sign-in of an enabled account and answers it; undefined when the account is disabled or gone. */
export const recordSignIn = (id: number, now: Date): Promise<StaffAccountRecord | undefined> =>
  returnedRecord(
    new UpdateCommand({
      TableName: tableName(),
      Key: entityKey(KIND, id),
      UpdateExpression: 'SET lastLoginAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND disabled = :enabled',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':enabled': false },
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
