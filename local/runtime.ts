import { join } from 'node:path';
import { hashPassword } from '@vongbi/functions/core/auth/password';
import { ensureBucket, ensureFilesBucket, ensureTable } from './bootstrap';
import { startDynamoDbLocal, type RunningEmulator } from './emulators/dynamodb-local';
import { S3RVER_CREDENTIALS, startS3Local } from './emulators/s3-local';

// The backends behind the local server: DynamoDB Local and s3rver under DATA_DIR, or whatever
// AWS_ENDPOINT_URL points at (LocalStack). Sets the same environment variables the Lambda functions get; e-mail
// goes into the outbox under DATA_DIR either way, since nothing is sent from a developer's machine.

export const LOCAL_ADMIN_DEFAULTS = { username: 'admin', password: 'vongbi-admin' };

export interface BackendOptions {
  /** Where DynamoDB Local and s3rver keep their files. */
  dataDir: string;
  tableName?: string;
  filesBucket?: string;
  /** The bucket of the built site and its published pages. */
  siteBucket?: string;
}

export interface Backends {
  external: boolean;
  stop(): Promise<void>;
}

export const startBackends = async (options: BackendOptions): Promise<Backends> => {
  process.env.AWS_REGION ??= 'ap-southeast-1';
  process.env.TABLE_NAME = options.tableName ?? process.env.TABLE_NAME ?? 'vongbi-local';
  process.env.FILES_BUCKET = options.filesBucket ?? process.env.FILES_BUCKET ?? 'vongbi-files';
  process.env.SITE_BUCKET = options.siteBucket ?? process.env.SITE_BUCKET ?? 'vongbi-site-local';
  process.env.MAIL_OUTBOX_DIR ??= join(options.dataDir, 'outbox');
  const emulators: RunningEmulator[] = [];
  const external = Boolean(process.env.AWS_ENDPOINT_URL);
  if (!external) {
    // s3rver checks this key pair; DynamoDB Local accepts any.
    process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
    const [dynamo, s3] = await Promise.all([
      startDynamoDbLocal({ dbPath: join(options.dataDir, 'dynamodb') }),
      startS3Local({ directory: join(options.dataDir, 's3') }),
    ]);
    emulators.push(dynamo, s3);
    process.env.AWS_ENDPOINT_URL_DYNAMODB = dynamo.endpoint;
    process.env.AWS_ENDPOINT_URL_S3 = s3.endpoint;
  } else {
    process.env.AWS_ACCESS_KEY_ID ??= 'test';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
  }
  const stop = async () => {
    await Promise.all(emulators.map((emulator) => emulator.stop()));
  };
  try {
    await ensureTable(process.env.TABLE_NAME);
    await ensureFilesBucket(process.env.FILES_BUCKET);
    await ensureBucket(process.env.SITE_BUCKET);
  } catch (error) {
    await stop();
    throw error;
  }
  return { external, stop };
};

export interface LocalAdmin {
  username: string;
  /** False when ADMIN_PASSWORD chose the password, which then stays in the environment only. */
  defaultPassword: boolean;
}

/** The local admin: from ADMIN_USERNAME / ADMIN_PASSWORD when set, else the documented defaults. */
export const configureLocalAdmin = async (): Promise<LocalAdmin> => {
  const username = process.env.ADMIN_USERNAME || LOCAL_ADMIN_DEFAULTS.username;
  const ownPassword = process.env.ADMIN_PASSWORD || undefined;
  process.env.ADMIN_USERNAME = username;
  process.env.ADMIN_PASSWORD_HASH = await hashPassword(ownPassword ?? LOCAL_ADMIN_DEFAULTS.password);
  return { username, defaultPassword: ownPassword === undefined };
};

/**
 * The login `npm start` prints. Only the documented default password is shown: one from ADMIN_PASSWORD may be
 * a real one, and the banner ends up in terminal scrollback and CI logs.
 */
export const adminLogin = ({ username, defaultPassword }: LocalAdmin): string =>
  defaultPassword
    ? `${username} / ${LOCAL_ADMIN_DEFAULTS.password}   (local default; set ADMIN_USERNAME / ADMIN_PASSWORD to change)`
    : `${username}   (password: the one in ADMIN_PASSWORD)`;
