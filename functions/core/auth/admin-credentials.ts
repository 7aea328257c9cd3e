import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

// The one admin account: user name and scrypt hash. In AWS they live in Secrets Manager (ADMIN_SECRET_ARN,
// JSON {"username", "passwordHash"}) and are read once per container; locally the server passes them in
// ADMIN_USERNAME / ADMIN_PASSWORD_HASH.

export interface AdminCredentials {
  username: string;
  passwordHash: string;
}

let cached: Promise<AdminCredentials> | undefined;

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

export const adminCredentials = (): Promise<AdminCredentials> => {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
};
