import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt (RFC 7914) from Node's own crypto: salted, memory-hard, no native addon to bundle.
// Stored form: scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>.

const KEY_LENGTH = 32;
const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 };

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 128 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
};

/** Always does the full derivation, so a wrong password and an unusable hash take the same time. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  const parsed = scheme === 'scrypt' && salt && hash;
  const options = parsed ? { N: Number(N), r: Number(r), p: Number(p) } : DEFAULT_COST;
  const expected = parsed ? Buffer.from(hash, 'base64') : randomBytes(KEY_LENGTH);
  const actual = await derive(password, parsed ? Buffer.from(salt, 'base64') : randomBytes(16), options);
  return Boolean(parsed) && expected.length === actual.length && timingSafeEqual(expected, actual);
};
