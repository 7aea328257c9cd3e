import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';

// The one admin account: user name and scrypt hash. In AWS they live in an SSM Parameter Store SecureString
// (ADMIN_CREDENTIALS_PARAMETER names it, JSON {"username", "passwordHash"}): a hash needs no rotation and no secrecy
// from the account's own operators, and a standard parameter costs nothing where a secret costs US$0.40 a month.
// They are read at most every five minutes per container, so a changed password takes effect without a redeploy;
// locally the server passes them in ADMIN_USERNAME / ADMIN_PASSWORD_HASH.

export interface AdminCredentials {
  username: string;
  passwordHash: string;
}

const CACHE_MILLISECONDS = 5 * 60 * 1000;

let cached: { credentials: Promise<AdminCredentials>; loadedAt: number } | undefined;

const load = async (): Promise<AdminCredentials> => {
  const parameterName = process.env.ADMIN_CREDENTIALS_PARAMETER;
  if (parameterName) {
    const { Parameter } = await new SSMClient({}).send(
      new GetParameterCommand({ Name: parameterName, WithDecryption: true }),
    );
    const parsed = JSON.parse(Parameter?.Value ?? '{}') as Partial<AdminCredentials>;
    if (!parsed.username || !parsed.passwordHash) {
      throw new Error(`${parameterName} lacks username or passwordHash`);
    }
    return { username: parsed.username, passwordHash: parsed.passwordHash };
  }
  const username = process.env.ADMIN_USERNAME;
  const passwordHash = process.env.ADMIN_PASSWORD_HASH;
  if (!username || !passwordHash) {
    throw new Error('Set ADMIN_CREDENTIALS_PARAMETER, or ADMIN_USERNAME and ADMIN_PASSWORD_HASH');
  }
  return { username, passwordHash };
};

export const adminCredentials = (now = Date.now()): Promise<AdminCredentials> => {
  if (!cached || now - cached.loadedAt > CACHE_MILLISECONDS) {
    const credentials = load().catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    cached = { credentials, loadedAt: now };
  }
  return cached.credentials;
};
