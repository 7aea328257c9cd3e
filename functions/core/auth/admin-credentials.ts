import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

// The one admin account: user name and scrypt hash. In AWS they live in Secrets Manager (ADMIN_SECRET_ARN,
// JSON {"username", "passwordHash"}) and are read at most every five minutes per container, so a changed
// password takes effect without a redeploy; locally the server passes them in ADMIN_USERNAME /
// ADMIN_PASSWORD_HASH.

export interface AdminCredentials {
  username: string;
  passwordHash: string;
}

const CACHE_MILLISECONDS = 5 * 60 * 1000;

let cached: { credentials: Promise<AdminCredentials>; loadedAt: number } | undefined;

const load = async (): Promise<AdminCredentials> => {
  const secretArn = process.env.ADMIN_SECRET_ARN;
  if (secretArn) {
    const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
    const parsed = JSON.parse(secret.SecretString ?? '{}') as Partial<AdminCredentials>;
    if (!parsed.username || !parsed.passwordHash) throw new Error('Admin secret lacks username or passwordHash');
    return { username: parsed.username, passwordHash: parsed.passwordHash };
  }
  const username = process.env.ADMIN_USERNAME;
  const passwordHash = process.env.ADMIN_PASSWORD_HASH;
  if (!username || !passwordHash) throw new Error('Set ADMIN_SECRET_ARN, or ADMIN_USERNAME and ADMIN_PASSWORD_HASH');
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
